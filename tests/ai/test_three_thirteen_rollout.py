"""The hard level's quick Three Thirteen play-outs follow the rules the engine enforces."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.three_thirteen_rollout import play_round
from rummy_desktop.engine import Game
from rummy_desktop.engine.actions import GoOut

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
    assert play_round(game.state, 0, random.Random(1), moves) == -21
    assert isinstance(moves[1], GoOut) and moves[1].discard.code == "KD"
    assert len(moves) == 4  # P0 draws and goes out, P1 draws and discards


def test_the_state_played_out_is_left_untouched():
    for game in positions("three-thirteen", 3, seed=4, every=7, limit=12):
        before = game.state.snapshot()
        play_round(game.state, game.to_act()[0], random.Random(2))
        assert game.state.snapshot() == before


def test_nobody_goes_out_on_a_first_turn_under_the_house_rule():
    game = rig(
        three_thirteen(2, no_go_out_first_lap=True),
        hands=["7H 7S KD", "KS QD 9C"],
        discard="7D",
        stock_top="2C 4H 5S 6C 8D 9H 10S JC QH",
    )
    game.state.turns_taken = [0, 0]
    moves = []
    play_round(game.state, 0, random.Random(1), moves)
    assert not isinstance(moves[1], GoOut)


def test_the_round_ends_when_the_stock_runs_out_and_may_not_be_refilled():
    game = rig(three_thirteen(2, stock_refill="end_round"), hands=["AS 5H 9C", "2D 6S 10H"])
    game.state.stock = game.state.stock[-2:]  # two cards left: one draw each
    moves = []
    diff = play_round(game.state, 0, random.Random(1), moves)
    assert [type(m).__name__ for m in moves] == ["DrawStock", "Discard", "DrawStock", "Discard"]
    assert isinstance(diff, float)


@pytest.mark.parametrize(
    ("players", "flags"),
    [
        (2, {}),
        (4, {"stock_refill": "flip_unshuffled"}),
        (3, {"forbid_discard_of_taken_card": False, "no_go_out_first_lap": True}),
        (2, {"jokers_per_deck": 2, "five_crowns_scoring": True}),
    ],
)
def test_every_move_played_out_is_legal_and_scores_as_the_engine_scores(players, flags):
    # The engine replays the play-out's moves from the same state: each must be accepted,
    # and the round's points must be the ones the play-out counted.
    rules = three_thirteen(players, **flags)
    if rules.stock_refill == "shuffle":
        rules = rules.model_copy(update={"stock_refill": "flip_unshuffled"})  # same order both
    bots = [make_bot("medium", seed=s) for s in range(players)]
    checked = 0
    for seed in range(3):
        game = Game(rules, seed=seed)
        while not game.is_over and checked < 40 * (seed + 1):
            seat = game.to_act()[0]
            if game.state.round_no >= 2 and checked % 3 == 0:
                _replay_matches(game, seat)
            checked += 1
            game.apply(bots[seat].choose(game.view(seat)))


def _replay_matches(game: Game, me: int) -> None:
    moves = []
    diff = play_round(game.state, me, random.Random(0), moves)
    twin = Game.replay(game.rules, game.seed, game.log)
    rnd = twin.state.round_no
    for move in moves:
        twin.apply(move)  # raises IllegalAction if the play-out broke a rule
    if twin.state.round_no == rnd and not twin.is_over:
        return  # the stock ran dry without a refill: no score to compare
    points = twin.state.scores[rnd - 1]
    others = [p for s, p in enumerate(points) if s != me]
    assert diff == pytest.approx(points[me] - sum(others) / len(others))
