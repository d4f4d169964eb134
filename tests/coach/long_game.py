"""A legal game as long as asked: every seat draws from the stock and throws a card, never
laying down or going out, so the first round never ends (the stock is refilled from the
discards). The loader takes up to ``MAX_ACTIONS`` of them: a save of the most moves it
accepts, for the tests and for ``bench/hostile_examples.py``. Three Thirteen by default: a
Hillbilly round in which nobody lays down ends after a few refills (engine.stalemate), so a
long Hillbilly game of this kind ends after its ten rounds."""

from __future__ import annotations

import random

from rummy_desktop.engine import DeclineBuy, Discard, DrawStock, Game, RuleSet
from rummy_desktop.engine.state import PLAY


def long_game(moves: int, variant: str = "three-thirteen", players: int = 2, seed: int = 1) -> Game:
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    rng = random.Random(seed)
    while len(game.log) < moves:
        seat = game.to_act()[0]
        if variant == "three-thirteen" and game.phase == PLAY:
            # The same list legal_actions gives less its going out, whose search was most of
            # this helper's time: any card may go (none was taken from the discard pile).
            game.apply(rng.choice([Discard(seat, card) for card in game.hand(seat)]))
            continue
        legal = game.legal_actions(seat)
        calm = [a for a in legal if isinstance(a, DrawStock | DeclineBuy)]
        game.apply(rng.choice(calm or [a for a in legal if isinstance(a, Discard)]))
    return game
