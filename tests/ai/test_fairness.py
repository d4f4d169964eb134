"""Fair play: a bot's decision depends on its view and its seed, never on the hidden cards.

Each test builds two games that differ only in cards the seat cannot see (a card of another
hand traded with a stock card, and the stock reordered), checks that the seat's views are
equal, and asks fresh bots of every level, with the same seed, to decide in both.
"""

from __future__ import annotations

import copy
import random

import pytest

from rummy_desktop.ai import LEVELS, make_bot
from rummy_desktop.engine import Game

from .positions import positions

# hard with a fixed number of sampled deals: a time budget would make it depend on the machine
OPTIONS = {"hard": {"samples": 3}}


def hidden_twin(game: Game, seat: int, rng: random.Random) -> Game:
    """The same game with some of ``seat``'s hidden cards changed."""
    twin = copy.deepcopy(game)
    state = twin._state
    public = {card for _what, _s, card in state.public_log}
    others = [s for s in range(state.players) if s != seat and state.hands[s]]
    traded = False
    for other in others:
        secret = [i for i, c in enumerate(state.hands[other]) if c not in public]
        if secret and len(state.stock) > 1:
            i, j = rng.choice(secret), rng.randrange(len(state.stock))
            state.hands[other][i], state.stock[j] = state.stock[j], state.hands[other][i]
            traded = True
    rng.shuffle(state.stock)
    state.rng = random.Random(rng.random())  # future shuffles differ too
    assert traded or len(state.stock) < 2
    state.check_invariants()
    return twin


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("variant", "players"), [("three-thirteen", 2), ("three-thirteen", 4), ("hillbilly", 3)]
)
def test_decision_is_the_same_whatever_the_hidden_cards(level, variant, players):
    rng = random.Random(7)
    checked = 0
    for game in positions(variant, players, seed=21, every=6, limit=8):
        seat = game.to_act()[0]
        twin = hidden_twin(game, seat, rng)
        view = game.view(seat)
        assert twin.view(seat) == view
        assert twin.snapshot() != game.snapshot()
        options = OPTIONS.get(level, {})
        first = make_bot(level, 99, **options).choose(view)
        second = make_bot(level, 99, **options).choose(twin.view(seat))
        assert first == second
        checked += 1
    assert checked == 8
