"""The state of a game rebuilt from one seat's view and a guess at the hidden cards.

A search (the hard level) plays candidate moves forward in such games. Every field of the
state is worked out here from what the view shows, which is why the view carries the few
public facts that cannot be read off the table (who laid down this turn, the rounds each
seat went out first, the ages). ``tests/engine/test_from_view.py`` rebuilds real games from
their own hidden cards and compares every field, so a field added to GameState and not
derived here fails it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import Card
from .hillbilly import eligible_buyers
from .rounds import winners
from .state import BUY, GAME_OVER, GameState
from .view import PlayerView


def state_from_view(
    view: PlayerView,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    rng: random.Random,
) -> GameState:
    """``hands`` (the viewer's own as the view shows it) and ``stock`` (top last) are the
    hidden cards; raises ValueError if they do not fit the view."""
    _check_cards(view, hands, stock)
    return unchecked_state(view, hands, stock, rng)


def unchecked_state(
    view: PlayerView,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    rng: random.Random,
) -> GameState:
    """:func:`state_from_view` without checking that the hidden cards make up the pack:
    for stand-ins whose identity nothing reads (``view_moves``)."""
    n = view.players
    history = list(view.history)
    hillbilly = view.rules.variant == "hillbilly"
    discarded = [s for what, s, _c in history if what == "discarded"]
    turns = [discarded.count(s) for s in range(n)]
    state = GameState(
        rules=view.rules,
        seed=0,
        rng=rng,
        ages=view.ages,
        round_no=view.round_no,
        dealer=view.dealer,
        turn=view.turn,
        phase=view.phase,
        hands=[list(h) for h in hands],
        stock=list(stock),
        discard=list(view.discard),
        discard_live=view.discard_live,
        # Three Thirteen never names the discarder; a Hillbilly lay-down's discard ends
        # the round, so the last discard logged is the last one made.
        discarder=discarded[-1] if hillbilly and discarded else None,
        melds=list(view.melds),
        next_meld_id=max((tm.id for tm in view.melds), default=-1) + 1,
        down=list(view.down),
        buys_used=list(view.buys_used),
        scores=[list(r) for r in view.scores],
        rounds_out=list(view.rounds_out),
        taken_discard=_taken_this_turn(history, view.turn),
        laid_down_this_turn=view.laid_down_this_turn,
        down_at_turn_start=view.turn_began_down,
        turns_taken=turns,
        went_out=view.went_out,
        final_turns=_owed_turns(view),
        public_log=history,
        refills=view.refills,
    )
    if view.phase == BUY:
        _reopen_buy_window(state, view)
    if view.phase == GAME_OVER:
        state.winners = winners(state)
    return state


def _check_cards(view: PlayerView, hands: Sequence[Sequence[Card]], stock: Sequence[Card]) -> None:
    if len(hands) != view.players or tuple(hands[view.seat]) != view.hand:
        raise ValueError("give one hand per seat, the viewer's as the view shows it")
    sizes = tuple(len(h) for h in hands)
    if sizes != view.hand_sizes or len(stock) != view.stock_size:
        raise ValueError(
            f"hands of {sizes} and a stock of {len(stock)} do not fit the view "
            f"({view.hand_sizes}, {view.stock_size})"
        )
    held = [c for h in hands for c in h]
    held += stock
    held += view.discard
    held += [c for tm in view.melds for c in tm.meld.cards]
    pack = view.rules.pack()
    # Every card is distinct (copy letters), so the same count and the same set is the pack.
    if len(held) != len(pack) or set(held) != set(pack):
        raise ValueError("the hidden cards and the table do not make up the pack")


def _taken_this_turn(history: list[tuple[str, int, Card]], turn: int) -> Card | None:
    """The card the seat in turn took from the pile since the last discard (its turn)."""
    for what, seat, card in reversed(history):
        if what == "discarded":
            return None
        if what == "took" and seat == turn:
            return card
    return None


def _owed_turns(view: PlayerView) -> list[int]:
    """Three Thirteen's final lap: from the seat in turn round to the one who went out."""
    if view.went_out is None:
        return []
    owed, seat = [], view.turn
    while seat != view.went_out:
        owed.append(seat)
        seat = (seat + 1) % view.players
    return owed


def _reopen_buy_window(state: GameState, view: PlayerView) -> None:
    state.buy_card = view.buy_card
    state.buy_pending_draw = view.rules.buy_window == "before_in_turn_stock_draw"
    queue = eligible_buyers(state, view.turn, turn_has_drawn=not state.buy_pending_draw)
    if view.rules.buy_priority == "first_caller":
        state.buy_queue = list(view.to_act)  # anyone still in line may answer: all of them
    else:  # those ahead of the one answering have declined
        first = view.to_act[0] if view.to_act else view.seat
        state.buy_queue = queue[queue.index(first) :] if first in queue else [first]
