"""Hillbilly legal moves: what a seat may do now, as concrete actions.

Lay-downs are too many to list: the list holds one good lay-down found by the solver
(the one that leaves the fewest points in hand), and every legal lay-off, swap and discard.
"""

from __future__ import annotations

from .actions import (
    Action,
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    LayDown,
    LayOff,
    MeldSpec,
    SwapWild,
    TakeDiscard,
)
from .cards import Card
from .hillbilly import answering_buyers, may_take_discard, stranded
from .melds import Meld, MeldError, lay_off, swap_wild
from .solver import find_going_out_laydown, find_laydown
from .state import BUY, DRAW, PLAY, GameState


def legal_actions(state: GameState, seat: int) -> list[Action]:
    if state.phase == BUY:
        return [Buy(seat), DeclineBuy(seat)] if seat in answering_buyers(state) else []
    if seat != state.turn:
        return []
    if state.phase == DRAW:
        actions: list[Action] = [DrawStock(seat)]
        if may_take_discard(state, seat) is None:
            actions.append(TakeDiscard(seat))
        return actions
    if state.phase != PLAY:
        return []
    hand = state.hands[seat]
    actions = []
    lay_down = best_lay_down(state, seat, hand)
    if lay_down is not None:
        actions.append(lay_down)
    if state.down[seat]:
        actions += lay_offs(state, seat, hand)
    actions += swaps(state, seat)
    forbidden = state.taken_discard if state.rules.forbid_discard_of_taken_card else None
    actions += [Discard(seat, c) for c in _distinct([c for c in hand if c != forbidden])]
    return actions


def legal_actions_of(state: GameState, seat: int, kind: type) -> list[Action]:
    """The moves of one kind among ``legal_actions(state, seat)``, in the same order. After
    the draw only that kind is searched for (the lay-down search alone, say), not all."""
    if state.phase != PLAY or seat != state.turn:
        return [a for a in legal_actions(state, seat) if isinstance(a, kind)]
    hand = state.hands[seat]
    if kind is LayDown:
        lay_down = best_lay_down(state, seat, hand)
        return [] if lay_down is None else [lay_down]
    if kind is LayOff:
        return list(lay_offs(state, seat, hand)) if state.down[seat] else []
    if kind is SwapWild:
        return list(swaps(state, seat))
    if kind is Discard:
        forbidden = state.taken_discard if state.rules.forbid_discard_of_taken_card else None
        return [Discard(seat, c) for c in _distinct([c for c in hand if c != forbidden])]
    return []  # after the draw there is nothing else to do


def specs(melds: list[Meld]) -> tuple[MeldSpec, ...]:
    return tuple(MeldSpec(m.kind, tuple(s.card for s in m.slots)) for m in melds)


def best_lay_down(
    state: GameState, seat: int, hand: list[Card], require: Card | None = None
) -> LayDown | None:
    if state.down[seat]:
        return None
    rules, rnd = state.rules, state.round_no
    if rules.all_at_once(rnd):
        forbidden = state.taken_discard if rules.forbid_discard_of_taken_card else None
        found = find_going_out_laydown(hand, rules, rnd, forbidden)
        if found is None or (require is not None and not _uses(found[0], require)):
            return None
        going_out, discard = found
        return LayDown(seat, specs(going_out), discard)
    melds = find_laydown(hand, rules, rnd, require=require)
    if melds is None:
        return None
    rest = list(hand)
    for meld in melds:
        for card in meld.cards:
            rest.remove(card)
    return None if stranded(state, rest) else LayDown(seat, specs(melds))


def _uses(melds: list[Meld], card: Card) -> bool:
    return any(card in m.cards for m in melds)


def lay_offs(state: GameState, seat: int, hand: list[Card]) -> list[LayOff]:
    rules = state.rules
    if rules.no_layoff_on_laydown_turn and state.laid_down_this_turn:
        return []
    found = []
    for card in _distinct(hand):
        rest = list(hand)
        rest.remove(card)
        if stranded(state, rest):
            continue
        for tm in state.melds:
            for end in _ends(tm.meld):
                try:
                    lay_off(tm.meld, card, end, rules, state.round_no)
                except MeldError:
                    continue
                found.append(LayOff(seat, card, tm.id, end))
    return found


def _ends(meld: Meld) -> tuple[str | None, ...]:
    return (None,) if meld.kind == "set" else ("low", "high", None)


def swaps(state: GameState, seat: int) -> list[SwapWild]:
    rules = state.rules
    mode = rules.swap_mode
    if mode == "off" or (mode == "laydown_only" and state.down[seat]):
        return []
    hand = state.hands[seat]
    found: list[SwapWild] = []
    for tm in state.melds:
        if (tm.owner == seat and not rules.swap_from_own_melds) or not tm.meld.wild_count:
            continue
        for card in _distinct(hand):
            if rules.is_wild(card, state.round_no):
                continue
            try:
                donor, wild = swap_wild(tm.meld, card, rules, state.round_no)
            except MeldError:
                continue
            after = list(hand)
            after.remove(card)
            after.append(wild)
            if mode == "free":
                found.append(SwapWild(seat, card, tm.id))
            if state.down[seat]:
                rest = list(hand)
                rest.remove(card)
                if stranded(state, rest):
                    continue
                found += [
                    SwapWild(seat, card, tm.id, then)
                    for then in _wild_lay_offs(state, seat, tm.id, donor, wild)
                ]
            else:
                lay_down = best_lay_down(state, seat, after, require=wild)
                if lay_down is not None:
                    found.append(SwapWild(seat, card, tm.id, lay_down))
    return found


def _wild_lay_offs(
    state: GameState, seat: int, donor_id: int, donor: Meld, wild: Card
) -> list[LayOff]:
    if state.rules.no_layoff_on_laydown_turn and state.laid_down_this_turn:
        return []
    found = []
    for tm in state.melds:
        if tm.id == donor_id and not state.rules.allow_wild_shift:
            continue  # putting it back would only slide the wild along its own meld
        meld = donor if tm.id == donor_id else tm.meld
        if meld.wild_count:
            continue
        for end in _ends(meld):
            if end is None and meld.kind == "run":
                continue
            try:
                lay_off(meld, wild, end, state.rules, state.round_no)
            except MeldError:
                continue
            found.append(LayOff(seat, wild, tm.id, end))
    return found


def _distinct(hand: list[Card]) -> list[Card]:
    """One physical card per face: identical copies make identical moves."""
    seen, out = set(), []
    for card in hand:
        if card.face not in seen:
            seen.add(card.face)
            out.append(card)
    return out
