"""Hillbilly Rummy turns: drawing and buying, lay-downs, lay-offs, wild swaps, going out.

Each handler checks everything before it changes anything, so a refused action leaves
the state as it was (RULES 3.7-3.11).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from .actions import (
    Action,
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    LayDown,
    LayOff,
    SwapWild,
    TakeDiscard,
)
from .cards import Card
from .errors import IllegalAction, Problem, Refusal
from .events import (
    Bought,
    BuyDeclined,
    BuyOffered,
    Discarded,
    Drew,
    Event,
    LaidDown,
    LaidOff,
    Swapped,
    WentOut,
)
from .meld_make import WildInItsPlace
from .melds import Meld, MeldError, check_contract, lay_off, make_meld, swap_wild
from .rounds import begin_turn, end_round, obtainable_from_stock, take_from_stock
from .stalemate import round_is_dead, round_is_idle
from .state import BUY, DRAW, PLAY, GameState, TableMeld

# ---- drawing and buying --------------------------------------------------------------


def may_take_discard(state: GameState, seat: int) -> Problem | None:
    """None if the seat in turn may take the top discard, else the reason it may not."""
    if not state.discard:
        return Problem.of(Refusal.DISCARD_PILE_EMPTY)
    if not state.discard_live:
        return Problem.of(Refusal.DISCARD_DEAD, card=state.discard[-1])
    if state.down[seat] and state.rules.down_players_draw_stock_only:
        return Problem.of(Refusal.DOWN_DRAWS_STOCK)
    return None


def eligible_buyers(state: GameState, in_turn: int, turn_has_drawn: bool) -> list[int]:
    """Seats that may buy the live top discard, in priority order (RULES 3.8)."""
    rules = state.rules
    n = state.players
    if not state.discard or not state.discard_live:
        return []
    # After the card leaves, the stock must still pay the penalty (and the in-turn draw).
    need = rules.buy_penalty_cards + (0 if turn_has_drawn else 1)
    if obtainable_from_stock(state, leaving=1) < need:
        return []
    limit = rules.buy_limit(state.round_no)
    order = [(in_turn + k) % n for k in range(1, n)]
    return [
        s
        for s in order
        if (rules.discarder_may_buy or s != state.discarder)
        and not state.down[s]
        and state.buys_used[s] < limit
    ]


def answering_buyers(state: GameState) -> list[int]:
    """Who may answer the buy offer now: the first in line, or anyone under first_caller."""
    if state.phase != BUY or not state.buy_queue:
        return []
    if state.rules.buy_priority == "first_caller":
        return list(state.buy_queue)
    return state.buy_queue[:1]


def _draw(state: GameState, seat: int, events: list[Event]) -> bool:
    """The seat in turn draws from the stock; False when the round ended instead."""
    if not state.stock and round_is_dead(state):
        end_round(state, None, events, stalled=True)  # a refill could change nothing
        return False
    if not state.stock and round_is_idle(state):
        end_round(state, None, events, idle=True)  # nobody laid down in IDLE_REFILLS refills
        return False
    card = take_from_stock(state, events)
    if card is None:
        end_round(state, None, events)
        return False
    state.hands[seat].append(card)
    events.append(Drew(seat, card, "stock"))
    return True


def apply_draw(state: GameState, action: DrawStock | TakeDiscard, events: list[Event]) -> None:
    seat = action.seat
    if seat != state.turn:
        raise IllegalAction(Refusal.NOT_YOUR_TURN, playing_seat=state.turn)
    if state.phase != DRAW:
        raise IllegalAction(Refusal.ALREADY_DREW, variant="hillbilly")
    if isinstance(action, TakeDiscard):
        reason = may_take_discard(state, seat)
        if reason:
            raise IllegalAction(reason)
        card = state.discard.pop()
        state.discard_live = False
        state.taken_discard = card
        state.hands[seat].append(card)
        state.public_log.append(("took", seat, card))
        events.append(Drew(seat, card, "discard"))
        state.phase = PLAY
        return
    top = state.discard[-1] if state.discard and state.discard_live else None
    if top is not None:
        state.public_log.append(("passed", seat, top))
    before = state.rules.buy_window == "before_in_turn_stock_draw"
    if before and _open_buy_window(state, seat, draw_pending=True, events=events):
        return
    if not _draw(state, seat, events):
        return
    state.phase = PLAY
    if not before and _open_buy_window(state, seat, draw_pending=False, events=events):
        return
    state.discard_live = False


def _open_buy_window(state: GameState, seat: int, draw_pending: bool, events: list[Event]) -> bool:
    if state.players < 2 or not state.discard_live:
        return False
    buyers = eligible_buyers(state, seat, turn_has_drawn=not draw_pending)
    if not buyers:
        return False
    state.phase = BUY
    state.buy_card = state.discard[-1]
    state.buy_queue = buyers
    state.buy_pending_draw = draw_pending
    events.append(BuyOffered(state.buy_card, tuple(buyers)))
    return True


def apply_buy(state: GameState, action: Buy | DeclineBuy, events: list[Event]) -> None:
    seat = action.seat
    if state.phase != BUY or state.buy_card is None:
        raise IllegalAction(Refusal.NO_BUY_OFFER)
    if seat not in answering_buyers(state):
        if seat in state.buy_queue:
            raise IllegalAction(Refusal.ANSWERS_FIRST, answering_seat=state.buy_queue[0])
        raise IllegalAction(Refusal.MAY_NOT_BUY, card=state.buy_card)
    if isinstance(action, DeclineBuy):
        state.buy_queue.remove(seat)
        events.append(BuyDeclined(seat))
        if not state.buy_queue:
            _close_buy_window(state, events)
        return
    card = state.discard.pop()
    state.hands[seat].append(card)
    penalty = []
    for _ in range(state.rules.buy_penalty_cards):
        extra = take_from_stock(state, events)
        if extra is not None:  # guaranteed by eligible_buyers; kept safe all the same
            penalty.append(extra)
            state.hands[seat].append(extra)
    state.buys_used[seat] += 1
    state.public_log.append(("bought", seat, card))
    events.append(Bought(seat, card, tuple(penalty)))
    state.buy_queue = []
    _close_buy_window(state, events)


def _close_buy_window(state: GameState, events: list[Event]) -> None:
    state.buy_card = None
    state.buy_queue = []
    state.discard_live = False
    pending, state.buy_pending_draw = state.buy_pending_draw, False
    state.phase = PLAY
    if pending:
        _draw(state, state.turn, events)


# ---- melding ---------------------------------------------------------------------------


def _take_from_hand(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    """The hand without ``cards``; refuses cards not held (or named twice)."""
    rest = list(hand)
    for card in cards:
        if card not in rest:
            if card in hand:
                raise IllegalAction(Refusal.USED_TWICE, card=card)
            raise IllegalAction(Refusal.NOT_IN_HAND, card=card)
        rest.remove(card)
    return rest


def _build_melds(state: GameState, action: LayDown) -> list[Meld]:
    try:
        return [make_meld(s.kind, s.cards, state.rules, state.round_no) for s in action.melds]
    except MeldError as exc:
        raise IllegalAction(exc.problem) from None


def check_lay_down(
    state: GameState, seat: int, action: LayDown, hand: Sequence[Card]
) -> list[Card]:
    """Validate a lay-down against ``hand``; return what stays in hand afterwards."""
    rules, rnd = state.rules, state.round_no
    if not action.melds:
        raise IllegalAction(Refusal.NO_MELDS)
    used = [c for spec in action.melds for c in spec.cards]
    rest = _take_from_hand(hand, used)
    melds = _build_melds(state, action)
    if state.down[seat]:
        if not rules.allow_new_melds_after_down or rules.all_at_once(rnd):
            raise IllegalAction(Refusal.ALREADY_DOWN)
    else:
        try:
            check_contract(melds, rules, rnd)
        except MeldError as exc:
            raise IllegalAction(exc.problem) from None
    if rules.all_at_once(rnd):
        # Round 10 by default; a table's own list may play other rounds all at once too.
        when = {"round_no": rnd, "final": rnd == rules.rounds}
        if rules.final_round_no_discard:
            if rest or action.discard is not None:
                raise IllegalAction(Refusal.ALL_AT_ONCE_EVERY_CARD, **when)
        else:
            if action.discard is None:
                raise IllegalAction(Refusal.ALL_AT_ONCE_NEEDS_DISCARD, **when)
            if rest != [action.discard]:
                raise IllegalAction(Refusal.ALL_AT_ONCE_ALL_BUT_DISCARD, **when)
            if rules.forbid_discard_of_taken_card and action.discard == state.taken_discard:
                raise IllegalAction(Refusal.TOOK_THIS_DISCARD, card=action.discard)
        return []
    if action.discard is not None:
        raise IllegalAction(Refusal.DISCARD_SEPARATELY)
    reason = stranded(state, rest)
    if reason:
        raise IllegalAction(reason)
    return rest


def stranded(state: GameState, rest: Sequence[Card]) -> Problem | None:
    """Why a meld move would leave the player unable to finish the turn, or None."""
    rules = state.rules
    if not rest and rules.require_discard_to_go_out_r1_9:
        return Problem.of(Refusal.KEEP_A_DISCARD)
    if len(rest) == 1 and rules.forbid_discard_of_taken_card and rest[0] == state.taken_discard:
        return Problem.of(Refusal.WOULD_STRAND, card=rest[0])
    return None


def apply_lay_down(state: GameState, action: LayDown, events: list[Event]) -> None:
    seat = action.seat
    _check_play_phase(state, seat)
    rest = check_lay_down(state, seat, action, state.hands[seat])
    melds = _build_melds(state, action)
    ids = []
    for meld in melds:
        state.melds.append(TableMeld(state.next_meld_id, seat, meld))
        ids.append(state.next_meld_id)
        state.next_meld_id += 1
    state.hands[seat] = rest
    state.down[seat] = True
    state.laid_down_this_turn = True
    events.append(LaidDown(seat, tuple(ids)))
    if action.discard is not None:
        state.discard.append(action.discard)
        state.discard_live = True
        state.discarder = seat
        events.append(Discarded(seat, action.discard))
    if not state.hands[seat]:
        _go_out(state, seat, events)


def check_lay_off(state: GameState, seat: int, action: LayOff, hand: Sequence[Card]) -> Meld:
    """Validate a lay-off against ``hand``; return the grown meld."""
    rules = state.rules
    if not state.down[seat]:
        raise IllegalAction(Refusal.NOT_DOWN)
    if rules.no_layoff_on_laydown_turn and state.laid_down_this_turn:
        raise IllegalAction(Refusal.NO_LAYOFF_ON_LAYDOWN_TURN)
    if action.card not in hand:
        raise IllegalAction(Refusal.NOT_IN_HAND, card=action.card)
    target = state.meld_by_id(action.meld_id)
    if target is None:
        raise IllegalAction(Refusal.NO_SUCH_MELD)
    rest = list(hand)
    rest.remove(action.card)
    reason = stranded(state, rest)
    if reason:
        raise IllegalAction(reason)
    try:
        return lay_off(target.meld, action.card, action.end, rules, state.round_no)
    except WildInItsPlace as exc:
        # Never "swap it instead" where the swap would be refused in its turn.
        refused = swap_refused(state, seat, target) or "instead"
        raise IllegalAction(
            Refusal.MATCHES_WILD, card=exc.card, wild=exc.wild, swap=refused
        ) from None
    except MeldError as exc:
        raise IllegalAction(exc.problem) from None


SwapRefused = Literal["off", "own_meld", "down"]


def swap_refused(state: GameState, seat: int, target: TableMeld) -> SwapRefused | None:
    """Why ``seat`` may not take a wild from ``target`` now, or None: the house rule keeps
    wilds in their melds (``off``), the meld is the seat's own, or the seat is down."""
    rules = state.rules
    if rules.swap_mode == "off":
        return "off"
    if target.owner == seat and not rules.swap_from_own_melds:
        return "own_meld"
    if rules.swap_mode == "laydown_only" and state.down[seat]:
        return "down"
    return None


def apply_lay_off(state: GameState, action: LayOff, events: list[Event]) -> None:
    seat = action.seat
    _check_play_phase(state, seat)
    grown = check_lay_off(state, seat, action, state.hands[seat])
    _replace_meld(state, action.meld_id, grown)
    state.hands[seat].remove(action.card)
    events.append(LaidOff(seat, action.card, action.meld_id))
    if not state.hands[seat]:
        _go_out(state, seat, events)


def _replace_meld(state: GameState, meld_id: int, meld: Meld) -> None:
    state.melds = [
        TableMeld(tm.id, tm.owner, meld) if tm.id == meld_id else tm for tm in state.melds
    ]


def check_swap(state: GameState, seat: int, action: SwapWild) -> tuple[Meld, Card]:
    """Validate the swap itself (not its follow-up); return the donor meld after it and the wild."""
    rules = state.rules
    mode = rules.swap_mode
    if mode == "off":
        raise IllegalAction(Refusal.SWAPS_OFF)
    target = state.meld_by_id(action.meld_id)
    if target is None:
        raise IllegalAction(Refusal.NO_SUCH_MELD)
    if target.owner == seat and not rules.swap_from_own_melds:
        try:  # the same refusal as a lay-off of that card on that meld
            _meld, wild = swap_wild(target.meld, action.card, rules, state.round_no)
        except MeldError:
            raise IllegalAction(Refusal.SWAP_FROM_OWN_MELD) from None
        refused = swap_refused(state, seat, target)
        raise IllegalAction(Refusal.MATCHES_WILD, card=action.card, wild=wild, swap=refused)
    if action.card not in state.hands[seat]:
        raise IllegalAction(Refusal.NOT_IN_HAND, card=action.card)
    if mode == "laydown_only" and state.down[seat]:
        raise IllegalAction(Refusal.SWAP_ONLY_BEFORE_DOWN)
    try:
        return swap_wild(target.meld, action.card, rules, state.round_no)
    except MeldError as exc:
        raise IllegalAction(exc.problem) from None


def apply_swap(state: GameState, action: SwapWild, events: list[Event]) -> None:
    seat = action.seat
    _check_play_phase(state, seat)
    donor, wild = check_swap(state, seat, action)
    then = action.then
    if then is not None and then.seat != seat:
        raise IllegalAction(Refusal.FOLLOW_UP_NOT_YOURS)
    if state.rules.swap_mode != "free":
        if then is None:
            raise IllegalAction(Refusal.USE_THE_WILD, down=state.down[seat])
        if isinstance(then, LayDown) and (
            state.down[seat] or not any(wild in spec.cards for spec in then.melds)
        ):
            raise IllegalAction(Refusal.LAY_DOWN_WITH_WILD, wild=wild)
        if isinstance(then, LayOff) and (not state.down[seat] or then.card != wild):
            raise IllegalAction(Refusal.LAY_OFF_THE_WILD, wild=wild)
        if (
            isinstance(then, LayOff)
            and then.meld_id == action.meld_id
            and not state.rules.allow_wild_shift
        ):
            raise IllegalAction(Refusal.WILD_BACK_ON_ITS_MELD, wild=wild)
    # Try the swap and its follow-up together; undo the swap if the follow-up is refused.
    saved_hand, saved_melds, mark = list(state.hands[seat]), list(state.melds), len(events)
    state.hands[seat].remove(action.card)
    state.hands[seat].append(wild)
    _replace_meld(state, action.meld_id, donor)
    events.append(Swapped(seat, action.card, wild, action.meld_id))
    if then is None:
        return
    try:
        if isinstance(then, LayDown):
            apply_lay_down(state, then, events)
        elif isinstance(then, LayOff):
            target = state.meld_by_id(then.meld_id)
            if state.rules.swap_mode != "free" and target and target.meld.wild_count:
                raise IllegalAction(Refusal.WILD_ONTO_NATURAL_MELD, wild=wild)
            apply_lay_off(state, then, events)
        else:
            raise IllegalAction(Refusal.FOLLOW_UP_KIND)
    except IllegalAction:
        state.hands[seat], state.melds = saved_hand, saved_melds
        del events[mark:]
        raise


def apply_discard(state: GameState, action: Discard, events: list[Event]) -> None:
    seat, card = action.seat, action.card
    _check_play_phase(state, seat)
    if card not in state.hands[seat]:
        raise IllegalAction(Refusal.NOT_IN_HAND, card=card)
    if state.rules.forbid_discard_of_taken_card and card == state.taken_discard:
        raise IllegalAction(Refusal.TOOK_THIS_DISCARD, card=card)
    state.hands[seat].remove(card)
    state.discard.append(card)
    state.discard_live = True
    state.discarder = seat
    state.public_log.append(("discarded", seat, card))
    events.append(Discarded(seat, card))
    state.turns_taken[seat] += 1
    if not state.hands[seat]:
        _go_out(state, seat, events)
        return
    begin_turn(state, (seat + 1) % state.players, events)


def _go_out(state: GameState, seat: int, events: list[Event]) -> None:
    events.append(WentOut(seat))
    end_round(state, seat, events)


def _check_play_phase(state: GameState, seat: int) -> None:
    if seat != state.turn:
        raise IllegalAction(Refusal.NOT_YOUR_TURN, playing_seat=state.turn)
    if state.phase == DRAW:
        raise IllegalAction(Refusal.DRAW_FIRST)
    if state.phase != PLAY:
        raise IllegalAction(Refusal.WAIT_FOR_BUY)


def apply(state: GameState, action: Action, events: list[Event]) -> None:
    if isinstance(action, DrawStock | TakeDiscard):
        apply_draw(state, action, events)
    elif isinstance(action, Buy | DeclineBuy):
        apply_buy(state, action, events)
    elif isinstance(action, LayDown):
        apply_lay_down(state, action, events)
    elif isinstance(action, LayOff):
        apply_lay_off(state, action, events)
    elif isinstance(action, SwapWild):
        apply_swap(state, action, events)
    elif isinstance(action, Discard):
        apply_discard(state, action, events)
    else:
        raise IllegalAction(Refusal.NOT_A_MOVE, move=type(action).__name__, variant="hillbilly")
