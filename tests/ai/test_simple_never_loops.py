"""Two ``simple`` players never pass the same cards round in circles for ever."""

from __future__ import annotations

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Discard, Game, RuleSet, TakeDiscard
from rummy_desktop.engine.solver import min_penalty
from rummy_desktop.simulate import run_tournament

# A Three Thirteen round between two simple players takes well under 300 moves; these two
# seeds used to loop for ever (in rounds 3 and 9) taking and throwing back sets' twins.
ROUND_GUARD = 3_000


@pytest.mark.parametrize("seed", [325, 378])
def test_the_games_that_went_round_in_circles_now_end(seed: int) -> None:
    result = run_tournament(
        "three-thirteen", 2, ["simple"], games=1, seed=seed, max_moves=ROUND_GUARD
    )
    assert result.abandoned == [] and sum(e.games for e in result.entrants) == 2


@pytest.mark.parametrize("seed", [325, 378, 7])
def test_every_take_lowers_the_takers_penalty(seed: int) -> None:
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=seed)
    bots = [make_bot("simple", seed=s) for s in range(2)]
    takes = 0
    pending: tuple[int, int, int] | None = None  # (seat, round, penalty) at a take
    while not game.is_over:
        seat = game.to_act()[0]
        action = bots[seat].choose(game.view(seat))
        rnd = game.round_no
        penalty = min_penalty(list(game.hand(seat)), game.rules, rnd)
        game.apply(action)
        if pending is not None and pending[0] == seat:
            if isinstance(action, Discard) and game.round_no == pending[1] == rnd:
                after = min_penalty(list(game.hand(seat)), game.rules, rnd)
                assert after < pending[2], f"seed {seed}, round {rnd}: a take that did not pay"
                takes += 1
            pending = None  # the turn ended otherwise (going out ends it with a discard too)
        if isinstance(action, TakeDiscard):
            pending = (seat, rnd, penalty)
    assert takes > 0


def test_a_hillbilly_round_that_only_a_swap_can_end_now_ends() -> None:
    # 4 seats, seed 69, round 6: all down, and the one card left that fits is the 7 of spades
    # a joker stands for; simple players who never swapped drew and discarded for ever.
    result = run_tournament("hillbilly", 4, ["simple"], games=1, seed=69, max_moves=ROUND_GUARD)
    assert result.abandoned == [] and sum(e.games for e in result.entrants) == 4


@pytest.mark.parametrize("seed", [45, 87])
def test_three_simple_players_hoarding_one_suit_let_go_and_the_round_ends(seed: int) -> None:
    # Round 8 (a set of 3 and a run of 10): the three held every spade between them, each
    # keeping its own for a run, and drew and discarded for ever.
    result = run_tournament("hillbilly", 3, ["simple"], games=1, seed=seed, max_moves=ROUND_GUARD)
    assert result.abandoned == [] and sum(e.games for e in result.entrants) == 3
