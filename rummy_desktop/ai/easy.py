"""The ``easy`` level: the simple baseline, played loosely. Fun for a child or a beginner.

It makes the simple level's decisions but now and then misses a good discard pickup or a buy,
and sometimes throws another big card that breaks no meld instead of the least useful one (a
beginner misjudges which loose card to keep, but does not break up a made meld: in Hillbilly,
one the round's contract can use). It never
tracks cards. It always lays down and goes out when it can, so a game with it still moves on.
"""

from __future__ import annotations

import random

from ..engine import (
    Action,
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    PlayerView,
    TakeDiscard,
    best_arrangement,
)
from .hand_shape import melded_cards
from .simple_bot import SimpleBot

MISS_PICKUP = 0.25  # chance to draw blind when the discard would have helped
MISS_BUY = 0.4
LOOSE_DISCARD = 0.3  # chance to throw one of the few biggest spare cards at random
CHOICES = 3  # the simple level's discard and the next biggest spare cards


class EasyBot:
    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)
        self._simple = SimpleBot(seed)
        self._last = ""

    def explain(self) -> str:
        return self._last

    def choose(self, view: PlayerView) -> Action:
        action = self._simple.choose(view)
        self._last = self._simple.explain()
        legal = view.legal_actions
        if isinstance(action, TakeDiscard) and self._rng.random() < MISS_PICKUP:
            self._last = "Drew from the stock: I felt lucky"
            return next(a for a in legal if isinstance(a, DrawStock))
        if isinstance(action, Buy) and self._rng.random() < MISS_BUY:
            self._last = "Passed on the buy: I did not want a penalty card"
            return next(a for a in legal if isinstance(a, DeclineBuy))
        if isinstance(action, Discard) and self._rng.random() < LOOSE_DISCARD:
            return self._loose_discard(view, action)
        return action

    def _loose_discard(self, view: PlayerView, chosen: Discard) -> Action:
        rules, rnd = view.rules, view.round_no
        options = spare_discards(view)
        if not options:
            return chosen
        # The biggest few by points: a beginner throws big cards that look useless.
        options.sort(key=lambda a: -rules.card_points(a.card, rnd))
        pool = [chosen] + [a for a in options if a != chosen][: CHOICES - 1]
        pick = self._rng.choice(pool)
        if pick != chosen:
            points = rules.card_points(pick.card, rnd)
            self._last = f"Discarded {pick.card.pretty}: it looked like a card I could spare ({points} points)"
        return pick


def spare_discards(view: PlayerView) -> list[Discard]:
    """The legal discards, wilds apart, that leave every meld in the hand whole (in Hillbilly,
    every meld the contract can use: :func:`.melded_cards`)."""
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    options = [a for a in view.legal_actions if isinstance(a, Discard) and not view.is_wild(a.card)]
    if rules.variant == "three-thirteen":
        loose = set(best_arrangement(hand, rules, rnd).unmatched)
        return [a for a in options if a.card in loose]
    made = melded_cards(hand, rules, rnd)
    spare = []
    for action in options:
        rest = list(hand)
        rest.remove(action.card)
        if melded_cards(rest, rules, rnd) == made:
            spare.append(action)
    return spare
