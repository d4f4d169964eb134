"""The hard level's quick Three Thirteen play-outs follow the rules the engine enforces."""

from __future__ import annotations

import copy
import random

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.three_thirteen_rollout import play_round
from rummy_desktop.engine import DrawStock, Game, GoOut, min_penalty
from rummy_desktop.engine.state import DRAW

from ..engine.rig import rig, three_thirteen
from .positions import positions


def test_taking_the_card_that_melds_goes_out_and_catches_the_other_hand():
    # P0 takes 7D, melds three 7s and goes out throwing KD. P1's last turn: 7D is gone,
    # KD pairs with KS only, so it draws 2C and throws a ten-pointer: Q/K 10 + 9 + 2 = 21.
    game = rig(
        three_thirteen(2),
        hands=["7H 7S KD", "KS QD 9C"],
        discard="7D",
        stock_top="2C",
    )
    moves = []
    assert play_round(game, 0, random.Random(1), moves) == -21
    assert isinstance(moves[1], GoOut) and moves[1].discard.code == "KD"
    assert len(moves) == 4  # P0 draws and goes out, P1 draws and discards


def test_the_state_played_out_is_left_untouched():
    for game in positions("three-thirteen", 3, seed=4, every=7, limit=12):
        before = game.snapshot()
        play_round(game, game.to_act()[0], random.Random(2))
        assert game.snapshot() == before


def test_nobody_goes_out_on_a_first_turn_under_the_house_rule():
    game = rig(
        three_thirteen(2, no_go_out_first_lap=True),
        hands=["7H 7S KD", "KS QD 9C"],
        discard="7D",
        stock_top="2C 4H 5S 6C 8D 9H 10S JC QH",
    )
    game._state.turns_taken = [0, 0]
    moves = []
    play_round(game, 0, random.Random(1), moves)
    assert not isinstance(moves[1], GoOut)


def test_the_round_ends_when_the_stock_runs_out_and_may_not_be_refilled():
    # Round 1 (threes wild). P0 draws 4D and throws 9C: AS 5H 4D = 10. P1 draws 8C and
    # throws 10H: 2D 6S 8C = 16. The stock is then empty, so the round ends: 10 - 16.
    game = rig(
        three_thirteen(2, stock_refill="end_round"),
        hands=["AS 5H 9C", "2D 6S 10H"],
        discard="KC",
        stock_top="4D 8C",
    )
    game._state.discard[:0] = game._state.stock[:-2]  # all but the two cards named
    game._state.stock = game._state.stock[-2:]
    moves = []
    assert play_round(game, 0, random.Random(1), moves) == -6
    assert [type(m).__name__ for m in moves] == ["DrawStock", "Discard", "DrawStock", "Discard"]


@pytest.mark.parametrize(
    ("players", "flags", "refills"),
    [
        (2, {}, False),
        (2, {}, True),
        (4, {"stock_refill": "flip_unshuffled"}, True),
        (3, {"stock_refill": "end_round"}, True),
        (3, {"forbid_discard_of_taken_card": False, "no_go_out_first_lap": True}, False),
        (2, {"jokers_per_deck": 2, "five_crowns_scoring": True}, False),
    ],
)
def test_every_move_played_out_is_legal_and_scores_as_the_engine_scores(players, flags, refills):
    # The engine replays the play-out's moves from the same state: each must be accepted,
    # and the round's points must be the ones the play-out counted. With ``refills`` most
    # of the stock is first put under the discard pile, so the stock runs out.
    rules = three_thirteen(players, **flags)
    if rules.stock_refill == "shuffle":
        rules = rules.model_copy(update={"stock_refill": "flip_unshuffled"})  # same order both
    bots = [make_bot("medium", seed=s) for s in range(players)]
    checked = 0
    for seed in range(3):
        game = Game(rules, seed=seed)
        while not game.is_over and checked < 40 * (seed + 1):
            seat = game.to_act()[0]
            if game.round_no >= 2 and checked % 3 == 0:
                _replay_matches(_short_stock(game) if refills else copy.deepcopy(game), seat)
            checked += 1
            game.apply(bots[seat].choose(game.view(seat)))


def _short_stock(game: Game) -> Game:
    """A copy of ``game`` with all but three stock cards moved under the discard pile."""
    twin = copy.deepcopy(game)
    state = twin._state
    state.discard[:0] = state.stock[:-3]
    state.stock = state.stock[-3:]
    state.check_invariants()
    return twin


def _replay_matches(game: Game, me: int) -> None:
    moves = []
    diff = play_round(game, me, random.Random(0), moves)
    rnd = game.round_no
    for move in moves:
        game.apply(move)  # raises IllegalAction if the play-out broke a rule
    state = game._state
    if state.round_no == rnd and not game.is_over and state.phase == DRAW and not state.stock:
        game.apply(DrawStock(state.turn))  # the stock is out for good: the engine ends it
    if state.round_no == rnd and not game.is_over:
        # Stopped at the horizon: the hands as they stand, the one who went out at 0.
        points = [
            0 if s == state.went_out else min_penalty(h, game.rules, rnd)
            for s, h in enumerate(state.hands)
        ]
    else:
        points = state.scores[rnd - 1]
    others = [p for s, p in enumerate(points) if s != me]
    assert diff == pytest.approx(points[me] - sum(others) / len(others))
