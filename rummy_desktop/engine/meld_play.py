"""Changing a meld on the table: lay-offs and wild swaps (RULES 3.7, 3.9, 3.12). API: melds.py."""

from __future__ import annotations

from .cards import Card
from .errors import Given, Refusal
from .meld_limits import max_run_length, max_wilds, position_rank
from .meld_make import (
    Meld,
    MeldError,
    Slot,
    WildInItsPlace,
    check_set_suits,
    deuce_can_stand,
    wild_limit,
)
from .rules import RuleSet

_ENDS = (None, "low", "high")


def lay_off(meld: Meld, card: Card, end: str | None, rules: RuleSet, round_no: int) -> Meld:
    """Return the meld grown by ``card``, or raise MeldError saying why it does not fit.

    ``end`` ("low" or "high") says where a card goes on a run. A natural card may leave it None:
    its place is inferred, the high end first when both ends fit. A wild needs an end. With
    `allow_wild_shift`, ``end`` is where the displaced wild slides to.
    """
    if end not in _ENDS:
        raise MeldError(Refusal.NOT_AN_END, given=Given(end))
    if card in meld.cards:
        raise MeldError(Refusal.ALREADY_IN_MELD, card=card)
    if meld.kind == "set":
        return _lay_off_set(meld, card, rules, round_no)
    return _lay_off_run(meld, card, end, rules, round_no)


def _grown(meld: Meld, slots: tuple[Slot, ...], rules: RuleSet) -> Meld:
    grown = Meld(meld.kind, slots, meld.extras)
    if grown.wild_count > max_wilds(rules, meld.kind, len(grown)):
        raise MeldError(
            Refusal.NO_MORE_WILDS, meld=meld.shown, **wild_limit(rules, meld.kind, len(grown))
        )
    return grown


def _lay_off_set(meld: Meld, card: Card, rules: RuleSet, round_no: int) -> Meld:
    rank = meld.rank
    natural = not rules.is_wild(card, round_no) or (
        rank == 2 and card.rank == 2 and deuce_can_stand(rules)
    )
    if natural and card.rank != rank:
        raise MeldError(Refusal.SET_RANK, card=card, rank=rank)
    slot = Slot(card, rank, card.suit if natural else "", not natural)
    grown = _grown(meld, (*meld.slots, slot), rules)
    if rules.set_requires_distinct_suits:
        check_set_suits(grown)
    return grown


def _natural_at(card: Card, pos: int, suit: str, rules: RuleSet, round_no: int) -> bool:
    """Whether ``card`` is the natural card for run position ``pos`` of ``suit``."""
    if card.suit != suit or card.rank != position_rank(pos) or not 1 <= pos <= 14:
        return False
    return not rules.is_wild(card, round_no) or (pos == 2 and deuce_can_stand(rules))


def _lay_off_run(meld: Meld, card: Card, end: str | None, rules: RuleSet, round_no: int) -> Meld:
    low, high, suit = meld.low, meld.high, meld.suit
    fits = [
        e
        for e, pos in (("high", high + 1), ("low", low - 1))
        if _natural_at(card, pos, suit, rules, round_no)
    ]
    if fits and (end is None or end in fits):
        return _extend(meld, card, end or fits[0], False, rules)
    if rules.is_wild(card, round_no):
        if end is None:
            raise MeldError(Refusal.WHICH_END, meld=meld.shown, card=card)
        return _extend(meld, card, end, True, rules)
    if fits:  # a natural for the other end than the one named
        raise MeldError(Refusal.WRONG_END, card=card, meld=meld.shown, fits=fits[0])
    for slot in meld.slots:
        if slot.wild and (position_rank(slot.rank), slot.suit) == card.face:
            return _shift_wild(meld, card, slot, end, rules)
    if rules.allow_duplicate_in_run_middle:
        for slot in meld.slots[1:-1]:
            if not slot.wild and slot.card.face == card.face:
                return Meld("run", meld.slots, (*meld.extras, card))
        if any(not s.wild and s.card.face == card.face for s in meld.slots):
            raise MeldError(Refusal.DUPLICATE_AT_END, card=card, meld=meld.shown)
    if card.suit != suit:
        raise MeldError(Refusal.RUN_SUIT, card=card, suit=suit)
    if (high == 14 and card.rank == 2) or (low == 1 and card.rank == 13):
        raise MeldError(Refusal.BEYOND_THE_ACE, meld=meld.shown)
    raise MeldError(Refusal.DOES_NOT_FIT, card=card, meld=meld.shown)


def _extend(meld: Meld, card: Card, end: str, wild: bool, rules: RuleSet) -> Meld:
    pos = meld.high + 1 if end == "high" else meld.low - 1
    if pos < 1 or pos > 14:
        raise MeldError(Refusal.BEYOND_THE_ACE, meld=meld.shown)
    longest = max_run_length(rules)
    if len(meld) >= longest:
        raise MeldError(Refusal.RUN_FULL, meld=meld.shown, most=longest)
    slot = Slot(card, pos, meld.suit, wild)
    slots = (*meld.slots, slot) if end == "high" else (slot, *meld.slots)
    return _grown(meld, slots, rules)


def _shift_wild(meld: Meld, card: Card, wild_slot: Slot, end: str | None, rules: RuleSet) -> Meld:
    """Parlett's wild shift: the natural takes the wild's place and the wild slides to an end."""
    if not rules.allow_wild_shift:
        raise WildInItsPlace(card, wild_slot.card)
    if end is None:
        raise MeldError(Refusal.WHICH_END_SLIDES, meld=meld.shown, wild=wild_slot.card, card=card)
    slots = tuple(Slot(card, s.rank, s.suit, False) if s is wild_slot else s for s in meld.slots)
    return _extend(Meld("run", slots, meld.extras), wild_slot.card, end, True, rules)


def swap_wild(meld: Meld, natural: Card, rules: RuleSet, round_no: int) -> tuple[Meld, Card]:
    """Give ``natural`` for a wild of ``meld``: return (the meld with the natural, the freed wild).

    In a run the natural must be exactly the card the wild stands for (H-25); in a set any
    natural of the set's rank (H-24). Who owns the meld and where the wild goes next are the
    game's business (RULES 3.9).
    """
    if rules.swap_mode == "off":
        raise MeldError(Refusal.SWAPS_OFF)
    if meld.kind == "set" and not rules.swap_from_sets:
        raise MeldError(Refusal.NO_WILDS_FROM_SETS)
    wilds = [s for s in meld.slots if s.wild]
    if not wilds:
        raise MeldError(Refusal.NO_WILD_TO_TAKE, meld=meld.shown)
    if meld.kind == "run":
        for slot in wilds:
            if (position_rank(slot.rank), slot.suit) == natural.face:
                break
        else:
            wanted = tuple(Card(position_rank(s.rank), s.suit) for s in wilds)
            raise MeldError(Refusal.SWAP_TAKES, card=natural, meld=meld.shown, wanted=wanted)
        new_slot = Slot(natural, slot.rank, slot.suit, False)
        if rules.is_wild(natural, round_no) and not (slot.rank == 2 and deuce_can_stand(rules)):
            raise MeldError(Refusal.SWAP_WITH_WILD, card=natural)
    else:
        slot = wilds[0]
        stands_as_itself = meld.rank == 2 and natural.rank == 2 and deuce_can_stand(rules)
        if rules.is_wild(natural, round_no) and not stands_as_itself:
            raise MeldError(Refusal.SWAP_WITH_WILD, card=natural)
        if natural.rank != meld.rank:
            raise MeldError(Refusal.SET_RANK, card=natural, rank=meld.rank)
        new_slot = Slot(natural, meld.rank, natural.suit, False)
    swapped = Meld(meld.kind, tuple(new_slot if s is slot else s for s in meld.slots), meld.extras)
    if swapped.kind == "set" and rules.set_requires_distinct_suits:
        check_set_suits(swapped)
    return swapped, slot.card
