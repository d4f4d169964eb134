"""Determinizations: whole game states built from one seat's view and a guess at the rest.

The hard level plays its candidate moves forward in such states. Each is built ONLY from the
seat's PlayerView and the bot's own random numbers: the other hands get the cards they are
known to hold (picked up from the discard pile) plus unseen cards dealt at random, and the
stock is the remaining unseen cards in a random order. The real stock order is never read.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from functools import partial

from ..engine.cards import Card
from ..engine.game import Game
from ..engine.hillbilly import eligible_buyers
from ..engine.state import BUY, GameState
from ..engine.view import PlayerView
from .tracking import Tracker

MAX_TRIES = 6  # the most random fills a hand is chosen from


def determinize(
    view: PlayerView,
    tracker: Tracker,
    rng: random.Random,
    fit: Callable[[int, list[Card]], float] | None = None,
    infer: bool = False,
) -> Game:
    """A Game whose state agrees with everything ``view`` shows, hidden cards sampled.

    With ``fit`` (how bad a seat's hand looks, such as its penalty), each other hand is the
    best of a few random fills, one more for each turn the seat has had this round, up to
    :data:`MAX_TRIES`: a real player keeps what it draws when it helps, so its hand gets
    better as the round goes on, and a uniformly dealt hand would make every opponent look
    as raw as at the deal.

    With ``infer``, each unseen card is dealt to a seat with odds by what the seat's pickups,
    discards and passes say about it (:meth:`.Tracker.hold_weights`).
    """
    n = view.players
    is_wild = partial(view.rules.is_wild, round_no=view.round_no)
    known = {s: list(cards) for s, cards in tracker.known.items()}
    turns = _turns_this_round(view)
    for _attempt in range(2):
        held = {c for cards in known.values() for c in cards}
        pool = [c for c in tracker.unseen if c not in held]
        rng.shuffle(pool)
        hands = []
        for s in range(n):
            if s == view.seat:
                hands.append(list(view.hand))
                continue
            size = view.hand_sizes[s]
            mine = known.get(s, [])[:size]
            need = size - len(mine)
            tries = min(1 + turns[s], MAX_TRIES) if fit is not None and need else 1
            weights = None
            if infer and need:
                weights = tracker.hold_weights(s, pool, is_wild)
            if tries > 1 or weights is not None:
                # Every try is a fresh sample, so a fill one seat turned down is not handed
                # to the next seat first.
                fills = [_draw(pool, need, weights, rng) for _ in range(tries)]
                best = fills[0] if fit is None else min(fills, key=lambda f: fit(s, mine + f))
                chosen = set(best)
                pool = [c for c in pool if c not in chosen]
            else:
                best, pool = pool[:need], pool[need:]
            hands.append(mine + best)
        if len(pool) == view.stock_size and all(
            len(h) == size for h, size in zip(hands, view.hand_sizes, strict=True)
        ):
            break
        known = {}  # the known cards did not fit (should not happen): deal everything at random
    else:
        raise ValueError("the view's card counts do not add up to the pack")
    state = _state(view, hands, pool, turns, random.Random(rng.getrandbits(64)))
    game = Game.__new__(Game)
    game.rules, game.seed, game.log, game.opening_events = view.rules, 0, [], []
    game.state = state
    return game


def _draw(pool: list[Card], need: int, weights: list[float] | None, rng: random.Random) -> list:
    """``need`` cards of ``pool`` without replacement, each with odds by its weight."""
    if weights is None:
        return rng.sample(pool, need)
    # Weighted sampling without replacement: the ``need`` largest keys u ** (1 / w).
    keys = [rng.random() ** (1.0 / w) for w in weights]
    order = sorted(range(len(pool)), key=keys.__getitem__, reverse=True)
    return [pool[i] for i in order[:need]]


def _turns_this_round(view: PlayerView) -> list[int]:
    turns = [0] * view.players
    for what, s, _c in view.history:
        if what == "discarded":
            turns[s] += 1
    return turns


def _state(
    view: PlayerView, hands: list, stock: list, turns: list[int], rng: random.Random
) -> GameState:
    n = view.players
    top = view.top_discard
    discarder = None
    if view.discard_live and top is not None:
        last = [s for what, s, c in view.history if what == "discarded" and c == top]
        discarder = last[-1] if last else None
    state = GameState(rules=view.rules, seed=0, rng=rng, ages=(None,) * n)
    state.round_no, state.dealer, state.turn, state.phase = (
        view.round_no,
        view.dealer,
        view.turn,
        view.phase,
    )
    state.hands, state.stock, state.discard = hands, stock, list(view.discard)
    state.discard_live, state.discarder = view.discard_live, discarder
    state.melds = list(view.melds)
    state.next_meld_id = max((tm.id for tm in view.melds), default=-1) + 1
    state.down, state.buys_used = list(view.down), list(view.buys_used)
    state.scores = [list(r) for r in view.scores]
    state.rounds_out = [0] * n
    state.taken_discard = view.taken_discard if view.turn == view.seat else None
    state.down_at_turn_start = view.down[view.turn]
    state.turns_taken = turns
    state.went_out = view.went_out
    if view.went_out is not None:
        # Those still owed their last turn: from the seat in turn round to the one who went out.
        state.final_turns = []
        s = view.turn
        while s != view.went_out:
            state.final_turns.append(s)
            s = (s + 1) % n
    state.public_log = list(view.history)
    if view.phase == BUY:
        state.buy_card = view.buy_card
        state.buy_pending_draw = view.rules.buy_window == "before_in_turn_stock_draw"
        queue = eligible_buyers(state, view.turn, turn_has_drawn=not state.buy_pending_draw)
        # Seats ahead of the one answering have already declined.
        first = view.to_act[0] if view.to_act else view.seat
        state.buy_queue = queue[queue.index(first) :] if first in queue else [view.seat]
    return state


def clone(game: Game) -> Game:
    """A copy of a simulated game that can be played on without touching the original."""
    s = game.state
    state = copy.copy(s)
    state.rng = random.Random()
    state.hands = [list(h) for h in s.hands]
    state.stock, state.discard, state.melds = list(s.stock), list(s.discard), list(s.melds)
    state.down, state.buys_used = list(s.down), list(s.buys_used)
    state.scores = [list(r) for r in s.scores]
    state.rounds_out, state.turns_taken = list(s.rounds_out), list(s.turns_taken)
    state.buy_queue, state.final_turns = list(s.buy_queue), list(s.final_turns)
    state.public_log = list(s.public_log)
    twin = Game.__new__(Game)
    twin.rules, twin.seed, twin.log, twin.opening_events = game.rules, 0, [], []
    twin.state = state
    return twin
