"""Determinizations: whole games built from one seat's view and a guess at the hidden cards.

The hard level plays its candidate moves forward in such states. Each is built ONLY from the
seat's PlayerView and the bot's own random numbers: the other hands get the cards they are
known to hold (picked up from the discard pile) plus unseen cards dealt at random, and the
stock is the remaining unseen cards in a random order. The real stock order is never read.
The game itself is the engine's :meth:`Game.from_view`, which works out every other field.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from ..engine import Card, Game, PlayerView
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
    return Game.from_view(view, hands, pool, random.Random(rng.getrandbits(64)))


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
