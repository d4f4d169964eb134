"""Three Thirteen turns: draw, discard or go out, and the final lap (RULES 4.5-4.8)."""

from __future__ import annotations

from .actions import Action, Discard, DrawStock, GoOut, TakeDiscard
from .cards import Card
from .errors import IllegalAction, Refusal
from .events import Discarded, Drew, Event, WentOut
from .rounds import begin_turn, end_round, take_from_stock
from .solver import go_out_discards, min_penalty
from .state import DRAW, PLAY, GameState


def legal_actions(state: GameState, seat: int) -> list[Action]:
    if seat != state.turn:
        return []
    if state.phase == DRAW:
        actions: list[Action] = [DrawStock(seat)]
        if state.discard:
            actions.append(TakeDiscard(seat))
        return actions
    if state.phase != PLAY:
        return []
    forbidden = state.taken_discard if state.rules.forbid_discard_of_taken_card else None
    hand = state.hands[seat]
    actions = [Discard(seat, c) for c in hand if c != forbidden]
    if may_go_out(state, seat):
        actions += [
            GoOut(seat, c) for c in go_out_discards(hand, state.rules, state.round_no, forbidden)
        ]
    return actions


def may_go_out(state: GameState, seat: int) -> bool:
    """Going out is open unless someone already did or the first-lap house rule holds."""
    if state.went_out is not None:
        return False
    return not (state.rules.no_go_out_first_lap and state.turns_taken[seat] == 0)


def apply(state: GameState, action: Action, events: list[Event]) -> None:
    seat = action.seat
    if isinstance(action, DrawStock | TakeDiscard):
        _check_draw(state, seat)
        if isinstance(action, TakeDiscard):
            if not state.discard:
                raise IllegalAction(Refusal.DISCARD_PILE_EMPTY)
            card = state.discard.pop()
            state.taken_discard = card
            state.public_log.append(("took", seat, card))
            events.append(Drew(seat, card, "discard"))
        else:
            top = state.discard[-1] if state.discard else None
            drawn = take_from_stock(state, events)
            if drawn is None:
                end_round(state, state.went_out, events)
                return
            card = drawn
            if top is not None:
                state.public_log.append(("passed", seat, top))
            events.append(Drew(seat, card, "stock"))
        state.hands[seat].append(card)
        state.phase = PLAY
        return
    if isinstance(action, Discard | GoOut):
        card = action.card if isinstance(action, Discard) else action.discard
        _check_discard(state, seat, card)
        if isinstance(action, GoOut):
            _check_go_out(state, seat, card)
        state.hands[seat].remove(card)
        state.discard.append(card)
        state.public_log.append(("discarded", seat, card))
        events.append(Discarded(seat, card))
        state.turns_taken[seat] += 1
        if isinstance(action, GoOut):
            state.went_out = seat
            n = state.players
            state.final_turns = [(seat + k) % n for k in range(1, n)]
            events.append(WentOut(seat))
        elif state.went_out is not None:
            state.final_turns.remove(seat)
            if not state.final_turns:
                end_round(state, state.went_out, events)
                return
        begin_turn(state, (seat + 1) % state.players, events)
        return
    raise IllegalAction(Refusal.NOT_A_MOVE, move=type(action).__name__, variant="three-thirteen")


def _check_draw(state: GameState, seat: int) -> None:
    if seat != state.turn:
        raise IllegalAction(Refusal.NOT_YOUR_TURN, playing_seat=state.turn)
    if state.phase != DRAW:
        raise IllegalAction(Refusal.ALREADY_DREW, variant="three-thirteen")


def _check_discard(state: GameState, seat: int, card: Card) -> None:
    if seat != state.turn:
        raise IllegalAction(Refusal.NOT_YOUR_TURN, playing_seat=state.turn)
    if state.phase != PLAY:
        raise IllegalAction(Refusal.DRAW_FIRST)
    if card not in state.hands[seat]:
        raise IllegalAction(Refusal.NOT_IN_HAND, card=card)
    if state.rules.forbid_discard_of_taken_card and card == state.taken_discard:
        raise IllegalAction(Refusal.TOOK_THIS_DISCARD, card=card)


def _check_go_out(state: GameState, seat: int, card: Card) -> None:
    if state.went_out is not None:
        raise IllegalAction(Refusal.SOMEONE_WENT_OUT)
    if state.rules.no_go_out_first_lap and state.turns_taken[seat] == 0:
        raise IllegalAction(Refusal.NO_GOING_OUT_FIRST_LAP)
    rest = list(state.hands[seat])
    rest.remove(card)
    left = min_penalty(rest, state.rules, state.round_no)
    if left:
        raise IllegalAction(Refusal.CANNOT_GO_OUT, card=card, points=left)
