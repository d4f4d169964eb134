"""Meld values and the check of one declared meld (RULES 2.7, 3.5, 3.6). Public API: melds.py."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .cards import ACE, SUIT_NAMES, Card
from .meld_limits import max_run_length, max_wilds, position_rank, wild_limit_text
from .rules import RuleSet

MeldKind = Literal["set", "run"]


class MeldError(ValueError):
    """A meld, lay-down, lay-off or swap the rules refuse, with a sentence saying why."""


class WildInItsPlace(MeldError):
    """A natural laid off where a wild of the run already stands for it: ``stands`` names the
    wild ("the JK standing for Q♦"); the caller says whether a swap is the way instead."""

    def __init__(self, text: str, stands: str) -> None:
        super().__init__(text)
        self.stands = stands


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


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(c.pretty for c in cards)


def rank_name(rank: int) -> str:
    return {1: "ace", 11: "jack", 12: "queen", 13: "king"}.get(rank, str(rank))


def a_rank(rank: int) -> str:
    """'an ace', 'an 8', 'a 7', 'a jack': one card of a rank, with its article.

    >>> [a_rank(r) for r in (1, 8, 11, 7)]
    ['an ace', 'an 8', 'a jack', 'a 7']
    """
    name = rank_name(rank)
    return f"{'an' if name in ('ace', '8') else 'a'} {name}"


def rank_plural(rank: int) -> str:
    """'aces', '7s', 'kings'."""
    return rank_name(rank) + "s"


def a_suit(suit: str) -> str:
    """'a heart', 'a spade' ...: how a message names one card of a suit."""
    return f"a {SUIT_NAMES[suit][:-1]}"


def check_wilds(rules: RuleSet, meld: Meld) -> None:
    """Refuse a meld holding more wild cards than `wild_limit_rule` allows."""
    wilds = meld.wild_count
    if wilds > max_wilds(rules, meld.kind, len(meld)):
        if wilds == len(meld):
            raise MeldError(f"A meld needs at least one natural card: {meld} are all wild")
        raise MeldError(
            f"{meld} holds {wilds} wild cards, but {wild_limit_text(rules, meld.kind, len(meld))}"
        )


def check_set_suits(meld: Meld) -> None:
    """With `set_requires_distinct_suits`: naturals of different suits, a wild for a missing one."""
    suits = [s.suit for s in meld.slots if not s.wild]
    for suit in suits:
        if suits.count(suit) > 1:
            raise MeldError(
                f"In this game a set needs different suits: {meld} has two {SUIT_NAMES[suit]}"
            )
    if len(meld) > 4:
        raise MeldError(f"In this game a set of different suits holds at most 4 cards: {meld}")


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
        raise MeldError("A meld cannot hold the same physical card twice")
    if kind == "set":
        meld = _make_set(cards, rules, round_no)
    elif kind == "run":
        meld = _make_run(cards, rules, round_no)
    else:
        raise MeldError(f"A meld is a set or a run, not '{kind}'")
    check_wilds(rules, meld)
    return meld


def _make_set(cards: tuple[Card, ...], rules: RuleSet, round_no: int) -> Meld:
    if len(cards) < 3:
        raise MeldError(f"A set needs at least 3 cards: {cards_text(cards)} has {len(cards)}")
    fixed = [c for c in cards if not rules.is_wild(c, round_no)]
    if fixed:
        rank = fixed[0].rank
        for card in fixed:
            if card.rank != rank:
                raise MeldError(
                    f"A set needs cards of one rank: {card.pretty} is not {a_rank(rank)}"
                )
    elif deuce_can_stand(rules) and any(c.rank == 2 for c in cards):
        rank = 2  # a set of deuces: the 2s stand as themselves
    else:
        raise MeldError(f"A meld needs at least one natural card: {cards_text(cards)} are all wild")
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
        raise MeldError(f"A run needs at least 3 cards: {cards_text(cards)} has {n}")
    longest = max_run_length(rules)
    if n > longest:
        what = "A to K" if longest == 13 else "A to K to A"
        raise MeldError(f"A run holds at most {longest} cards ({what}): this one has {n}")
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
    raise MeldError(f"A meld needs at least one natural card: {cards_text(cards)} are all wild")


def _anchor(cards: tuple[Card, ...], fixed: list[tuple[int, Card]]) -> int:
    """The position of the run's first card, as its natural cards fix it."""
    n = len(cards)
    suit = fixed[0][1].suit
    start: int | None = None
    for i, card in fixed:
        if card.suit != suit:
            raise MeldError(f"A run needs cards of one suit: {card.pretty} is not {a_suit(suit)}")
        if card.rank == ACE:
            if 0 < i < n - 1:
                raise MeldError(
                    "An ace can only end a run, low (A 2 3) or high (Q K A): "
                    f"{cards_text(cards)} turns the corner"
                )
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
            raise MeldError(f"A run has room for only one {card.pretty}: {cards_text(cards)}")
        seen.add(card.rank)
    raise MeldError(f"A run's cards must follow each other in order: {cards_text(cards)} do not")


def _place_run(
    cards: tuple[Card, ...], start: int, suit: str, rules: RuleSet, round_no: int
) -> Meld:
    if start < 1:
        raise MeldError(f"Nothing goes below the ace: {cards_text(cards)} runs past it")
    if start + len(cards) - 1 > 14:
        raise MeldError(f"Nothing goes above the ace: {cards_text(cards)} runs past it")
    slots = []
    for i, card in enumerate(cards):
        pos = start + i
        wild = rules.is_wild(card, round_no)
        if wild and card.rank == 2 and pos == 2 and card.suit == suit and deuce_can_stand(rules):
            wild = False  # a deuce at the 2 of its own suit stands as itself
        slots.append(Slot(card, pos, suit, wild))
    return Meld("run", tuple(slots))
