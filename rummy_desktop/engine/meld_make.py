"""Meld values and the check of one declared meld (RULES 2.7, 3.5, 3.6). Public API: melds.py."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .cards import ACE, Card
from .errors import Given, Param, Refusal, RefusalError
from .meld_limits import max_run_length, max_wilds, position_rank
from .rules import RuleSet

MeldKind = Literal["set", "run"]


class MeldError(RefusalError):
    """A meld, lay-down, lay-off or swap the rules refuse, with the problem saying why."""


class WildInItsPlace(MeldError):
    """A natural laid off where a wild of the run already stands for it (``MATCHES_WILD``
    with ``card`` and ``wild``); the caller says whether a swap is the way instead."""

    def __init__(self, card: Card, wild: Card) -> None:
        super().__init__(Refusal.MATCHES_WILD, card=card, wild=wild, swap="instead")
        self.card = card
        self.wild = wild

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.card, self.wild))


@dataclass(frozen=True, slots=True)
class Slot:
    """One card lying in a meld and what it stands for.

    In a run ``rank`` is the position: 1 is the ace low, 2..13, and 14 the ace high. In a set it
    is the set's rank, and a wild's ``suit`` is '' ("rank R, any suit").
    """

    card: Card
    rank: int
    suit: str
    wild: bool


@dataclass(frozen=True, slots=True)
class Meld:
    """A set or a run on the table. A run's slots go low to high over consecutive positions."""

    kind: MeldKind
    slots: tuple[Slot, ...]
    extras: tuple[Card, ...] = ()  # twins stacked on interior run cards (RULES 3.12)

    def __len__(self) -> int:
        return len(self.slots)

    def __str__(self) -> str:
        return " ".join(s.card.pretty for s in self.slots)

    @property
    def shown(self) -> tuple[Card, ...]:
        """The cards in their places, low to high (stacked duplicates aside): how a problem
        names this meld."""
        return tuple(s.card for s in self.slots)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every physical card of the meld, stacked duplicates included."""
        return tuple(s.card for s in self.slots) + self.extras

    @property
    def wild_count(self) -> int:
        return sum(1 for s in self.slots if s.wild)

    @property
    def natural_count(self) -> int:
        return sum(1 for s in self.slots if not s.wild)

    @property
    def is_run(self) -> bool:
        return self.kind == "run"

    @property
    def low(self) -> int:
        """A run's lowest position (1 = ace low). A set has no ends: ValueError."""
        self._need("run", "ends")
        return self.slots[0].rank

    @property
    def high(self) -> int:
        """A run's highest position (14 = ace high). A set has no ends: ValueError."""
        self._need("run", "ends")
        return self.slots[-1].rank

    @property
    def suit(self) -> str:
        """A run's suit. A set has none: ValueError."""
        self._need("run", "suit")
        return self.slots[0].suit

    @property
    def rank(self) -> int:
        """A set's rank. A run has none: ValueError."""
        self._need("set", "rank")
        return self.slots[0].rank

    def represents(self, card: Card) -> tuple[int, str] | None:
        """The (rank, suit) a wild card of this meld stands for (suit '' in a set), else None.

        The rank is a card rank: a wild at the ace-high position stands for rank 1.
        """
        for slot in self.slots:
            if slot.card == card and slot.wild:
                return (position_rank(slot.rank) if self.is_run else slot.rank, slot.suit)
        return None

    def _need(self, kind: str, what: str) -> None:
        if self.kind != kind:
            raise ValueError(f"a {self.kind} has no {what}")


# ---- helpers shared with lay-offs and swaps --------------------------------------------------


def deuce_can_stand(rules: RuleSet) -> bool:
    """Whether a 2 placed as itself counts as a natural card (RULES 3.3, H-50)."""
    return rules.deuces_wild and rules.deuce_can_be_natural


def wild_limit(rules: RuleSet, kind: str, length: int) -> dict[str, Param]:
    """The rule behind :func:`max_wilds` as a problem's values: ``rule`` (the
    `wild_limit_rule`), and the meld's ``kind``, ``length`` and the ``most`` wilds it holds."""
    most = max_wilds(rules, kind, length)
    return {"rule": rules.wild_limit_rule, "kind": kind, "length": length, "most": most}


def check_wilds(rules: RuleSet, meld: Meld) -> None:
    """Refuse a meld holding more wild cards than `wild_limit_rule` allows."""
    wilds = meld.wild_count
    if wilds > max_wilds(rules, meld.kind, len(meld)):
        if wilds == len(meld):
            raise MeldError(Refusal.ALL_WILD, cards=meld.shown)
        raise MeldError(
            Refusal.TOO_MANY_WILDS,
            meld=meld.shown,
            wilds=wilds,
            **wild_limit(rules, meld.kind, len(meld)),
        )


def check_set_suits(meld: Meld) -> None:
    """With `set_requires_distinct_suits`: naturals of different suits, a wild for a missing one."""
    suits = [s.suit for s in meld.slots if not s.wild]
    for suit in suits:
        if suits.count(suit) > 1:
            raise MeldError(Refusal.SET_SUITS_DIFFER, meld=meld.shown, suit=suit)
    if len(meld) > 4:
        raise MeldError(Refusal.SET_OF_SUITS_TOO_BIG, meld=meld.shown)


# ---- one declared meld -------------------------------------------------------------------------


def make_meld(kind: str, cards: Sequence[Card], rules: RuleSet, round_no: int) -> Meld:
    """Validate one declared meld and record what each wild stands for.

    A run's cards come in position order, low to high: that order declares where each wild
    stands, including a wild at either end. An ace given first is low, given last is high.
    A 2 placed as itself (in a set of 2s, or at the 2 of its own suit's run) is a natural card
    under `deuces_wild` with `deuce_can_be_natural`; otherwise a 2 is wild.
    """
    cards = tuple(cards)
    if len(set(cards)) != len(cards):
        raise MeldError(Refusal.SAME_CARD_TWICE)
    if kind == "set":
        meld = _make_set(cards, rules, round_no)
    elif kind == "run":
        meld = _make_run(cards, rules, round_no)
    else:
        raise MeldError(Refusal.NOT_A_MELD_KIND, given=Given(kind))
    check_wilds(rules, meld)
    return meld


def _make_set(cards: tuple[Card, ...], rules: RuleSet, round_no: int) -> Meld:
    if len(cards) < 3:
        raise MeldError(Refusal.TOO_FEW_CARDS, kind="set", cards=cards, count=len(cards))
    fixed = [c for c in cards if not rules.is_wild(c, round_no)]
    if fixed:
        rank = fixed[0].rank
        for card in fixed:
            if card.rank != rank:
                raise MeldError(Refusal.SET_RANK, card=card, rank=rank)
    elif deuce_can_stand(rules) and any(c.rank == 2 for c in cards):
        rank = 2  # a set of deuces: the 2s stand as themselves
    else:
        raise MeldError(Refusal.ALL_WILD, cards=cards)
    slots = []
    for card in cards:
        natural = not rules.is_wild(card, round_no) or (
            rank == 2 and card.rank == 2 and deuce_can_stand(rules)
        )
        slots.append(Slot(card, rank, card.suit if natural else "", not natural))
    meld = Meld("set", tuple(slots))
    if rules.set_requires_distinct_suits:
        check_set_suits(meld)
    return meld


def _make_run(cards: tuple[Card, ...], rules: RuleSet, round_no: int) -> Meld:
    n = len(cards)
    if n < 3:
        raise MeldError(Refusal.TOO_FEW_CARDS, kind="run", cards=cards, count=n)
    longest = max_run_length(rules)
    if n > longest:
        raise MeldError(Refusal.RUN_TOO_LONG, most=longest, count=n)
    fixed = [(i, c) for i, c in enumerate(cards) if not rules.is_wild(c, round_no)]
    if fixed:
        return _place_run(cards, _anchor(cards, fixed), fixed[0][1].suit, rules, round_no)
    # No plain natural card: a deuce standing as itself may anchor the run.
    first_error: MeldError | None = None
    if deuce_can_stand(rules):
        for i, card in enumerate(cards):
            if card.rank != 2:
                continue
            try:
                meld = _place_run(cards, 2 - i, card.suit, rules, round_no)
                check_wilds(rules, meld)
                return meld
            except MeldError as exc:
                first_error = first_error or exc
    if first_error is not None:
        raise first_error
    raise MeldError(Refusal.ALL_WILD, cards=cards)


def _anchor(cards: tuple[Card, ...], fixed: list[tuple[int, Card]]) -> int:
    """The position of the run's first card, as its natural cards fix it."""
    n = len(cards)
    suit = fixed[0][1].suit
    start: int | None = None
    for i, card in fixed:
        if card.suit != suit:
            raise MeldError(Refusal.RUN_SUIT, card=card, suit=suit)
        if card.rank == ACE:
            if 0 < i < n - 1:
                raise MeldError(Refusal.ACE_IN_THE_MIDDLE, cards=cards)
            here = 1 if i == 0 else 15 - n
        else:
            here = card.rank - i
        if start is None:
            start = here
        elif here != start:
            _raise_not_consecutive(cards, fixed)
    assert start is not None
    return start


def _raise_not_consecutive(cards: tuple[Card, ...], fixed: list[tuple[int, Card]]) -> None:
    seen: set[int] = set()
    for _, card in fixed:
        if card.rank in seen and card.rank != ACE:
            raise MeldError(Refusal.RUN_ROOM_FOR_ONE, card=card, cards=cards)
        seen.add(card.rank)
    raise MeldError(Refusal.RUN_NOT_IN_ORDER, cards=cards)


def _place_run(
    cards: tuple[Card, ...], start: int, suit: str, rules: RuleSet, round_no: int
) -> Meld:
    if start < 1:
        raise MeldError(Refusal.BELOW_THE_ACE, cards=cards)
    if start + len(cards) - 1 > 14:
        raise MeldError(Refusal.ABOVE_THE_ACE, cards=cards)
    slots = []
    for i, card in enumerate(cards):
        pos = start + i
        wild = rules.is_wild(card, round_no)
        if wild and card.rank == 2 and pos == 2 and card.suit == suit and deuce_can_stand(rules):
            wild = False  # a deuce at the 2 of its own suit stands as itself
        slots.append(Slot(card, pos, suit, wild))
    return Meld("run", tuple(slots))
