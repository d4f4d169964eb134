"""Reading the lay-down area: each staged group of cards as a meld, checked live.

The player drops cards into groups in any order; a group is read as a set when its naturals
share a rank, else as a run with its naturals sorted and its wilds filling the gaps (the order
the player gave is tried first, so a wild placed deliberately at one end stays there).

>>> from rummy_desktop.engine import RuleSet, parse_cards
>>> rules = RuleSet.preset("hillbilly")
>>> spec, why = read_meld(parse_cards("8H JK 5H 7H"), rules, 2)
>>> [c.code for c in spec.cards], why
(['5H', 'JK', '7H', '8H'], None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummy_desktop.engine import (
    ACE,
    Card,
    Game,
    MeldError,
    MeldSpec,
    RuleSet,
    check_contract,
    make_meld,
)
from rummy_desktop.i18n import Words
from rummy_desktop.refusal_words import say


class StagingWords(Words):
    """The lay-down area's notes and reasons (a translation context)."""


@dataclass(frozen=True)
class StageCheck:
    specs: tuple[MeldSpec | None, ...]  # one per staged group; None when it is no meld
    statuses: tuple[str | None, ...]  # per group: None when it is a meld, else why not
    contract_reason: str | None  # None when the whole lay-down meets the contract
    sizes: tuple[int, ...] = ()  # per group: how many cards it holds

    @property
    def ok(self) -> bool:
        return self.contract_reason is None and all(s is not None for s in self.specs)

    def notes(self) -> list[str]:
        """A short note under each staged group: "✔ set", "✔ run", "✗ 2 of 3 cards",
        "✗ not a meld" (the whole reason goes beside the Lay down button)."""
        out = []
        sizes = self.sizes or (3,) * len(self.specs)
        for spec, size in zip(self.specs, sizes, strict=True):
            valid_set, valid_run, short, no_meld = note_texts(size)
            if spec is not None:
                out.append(valid_set if spec.kind == "set" else valid_run)
            else:
                out.append(short if size < 3 else no_meld)
        return out

    def first_problem(self) -> str | None:
        """ "Group 2: A set needs cards of one rank: 7♦ is not a 9", or the contract's."""
        for i, why in enumerate(self.statuses):
            if why is not None:
                #: {number}: which staged group (1, 2…); {reason}: why it is no meld.
                return StagingWords.tr("Group {number}: {reason}", number=i + 1, reason=why)
        return self.contract_reason

    def melds(self) -> tuple[MeldSpec, ...]:
        return tuple(s for s in self.specs if s is not None)


def note_texts(count: int = 2) -> tuple[str, str, str, str]:
    """The notes a staged group can show, in the player's language: a set, a run, ``count``
    cards of 3, no meld (the table makes room for the widest of them)."""
    return (
        #: A note under a staged group of cards: it is a valid set.
        StagingWords.tr("\u2714 set"),
        #: A note under a staged group of cards: it is a valid run.
        StagingWords.tr("\u2714 run"),
        #: A note under a staged group too short for a meld; {count} is 1 or 2.
        StagingWords.tr("\u2717 {count} of 3 cards", count=count),
        #: A note under a staged group of cards that makes no meld.
        StagingWords.tr("\u2717 not a meld"),
    )


def read_meld(
    cards: Sequence[Card], rules: RuleSet, round_no: int
) -> tuple[MeldSpec | None, str | None]:
    """The best reading of one staged group: (MeldSpec, None), or (None, the reason)."""
    cards = tuple(cards)
    if len(cards) < 3:
        return None, StagingWords.tr("A meld needs at least 3 cards (%n so far)", None, len(cards))
    naturals = [c for c in cards if not rules.is_wild(c, round_no)]
    # Read it the way most of its cards point: A♥ A♦ 6♠ is a set gone wrong ("6♠ is not an
    # ace"), 5♥ 6♥ 9♠ a run gone wrong; the first reading's error is the one reported.
    same_rank = max((sum(c.rank == n.rank for c in naturals) for n in naturals), default=0)
    same_suit = max((sum(c.suit == n.suit for c in naturals) for n in naturals), default=0)
    set_like = same_rank == len(naturals) or same_rank >= max(2, same_suit)
    kinds = ("set", "run") if set_like else ("run", "set")
    first_error = None
    for kind in kinds:
        for order in _orders(kind, cards, naturals, rules, round_no):
            try:
                make_meld(kind, order, rules, round_no)
            except MeldError as exc:
                first_error = first_error or say(exc)
                continue
            return MeldSpec(kind, tuple(order)), None
    return None, first_error


def _orders(kind: str, cards: tuple[Card, ...], naturals, rules, round_no):
    yield cards
    if kind == "set":
        return
    wilds = [c for c in cards if c not in naturals]
    for key in (_ace_low, _ace_high):
        yield from _fill(sorted(naturals, key=key), wilds, key)
    # A wild-rank card may also stand as itself (e.g. deuces as natural 2s).
    if wilds:
        yield tuple(sorted(cards, key=lambda c: c.rank))


def _ace_low(card: Card) -> int:
    return card.rank


def _ace_high(card: Card) -> int:
    return 14 if card.rank == ACE else card.rank


def _fill(ordered: list[Card], wilds: list[Card], key) -> list[tuple[Card, ...]]:
    """Naturals in order with wilds in the gaps; spare wilds at the high end, then the low."""
    out: list[Card] = []
    spare = list(wilds)
    for i, card in enumerate(ordered):
        if i:
            gap = key(card) - key(ordered[i - 1]) - 1
            for _ in range(max(0, gap)):
                if spare:
                    out.append(spare.pop())
        out.append(card)
    results = [tuple(out + spare)]
    if spare:
        results.append(tuple(spare + out))
    return results


def check_staged(groups: Sequence[Sequence[Card]], rules: RuleSet, round_no: int) -> StageCheck:
    """Every staged group read as a meld, and whether together they meet the contract."""
    specs, statuses = [], []
    for group in groups:
        spec, why = read_meld(group, rules, round_no)
        specs.append(spec)
        statuses.append(why)
    reason = None
    if not groups:
        reason = StagingWords.tr("Drag cards into the lay-down area to build your melds")
    elif any(s is None for s in specs):
        reason = StagingWords.tr("Every staged group must be a meld")
    else:
        try:
            melds = [make_meld(s.kind, s.cards, rules, round_no) for s in specs if s is not None]
            check_contract(melds, rules, round_no)
        except MeldError as exc:
            reason = say(exc)
    return StageCheck(tuple(specs), tuple(statuses), reason, tuple(len(g) for g in groups))


def lay_down_discard(
    game: Game, melds: Sequence[MeldSpec], hand: Sequence[Card], selected: Sequence[Card]
) -> Card | None:
    """The discard a lay-down carries when the round's contract lays every card down at once
    (Hillbilly's round 10 also goes out): the selected card left over, else the first one
    left; None in the other rounds."""
    if not game.rules.all_at_once(game.round_no):
        return None
    staged = {c for m in melds for c in m.cards}
    rest = [c for c in hand if c not in staged]
    picked = [c for c in selected if c in rest]
    return next(iter(picked or rest), None)
