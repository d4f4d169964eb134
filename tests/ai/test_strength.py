"""Small strength checks: each level clearly beats a weaker one. Never a timing assertion.

A win is a lower final total; a tie counts half (run_tournament's rule). The full figures,
1000 games a pairing, come from bench/strength.py.
"""

from __future__ import annotations

import pytest

from rummy_desktop.simulate import run_tournament


def win_rate(variant, levels, games, seed=500, think_ms=1):
    result = run_tournament(
        variant, 2, levels, games, seed=seed, swap_seats=True, bot_options={"think_ms": think_ms}
    )
    return result.entrants[0].wins / games


def test_easy_beats_random_at_three_thirteen():
    assert win_rate("three-thirteen", ["easy", "random"], 20) >= 0.9


def test_hard_beats_random_at_three_thirteen():
    assert win_rate("three-thirteen", ["hard", "random"], 6) >= 0.8


def test_medium_beats_random_at_hillbilly():
    assert win_rate("hillbilly", ["medium", "random"], 2) == 1.0


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["three-thirteen", "hillbilly"])
def test_hard_wins_at_least_80_percent_of_100_games_against_random(variant):
    assert win_rate(variant, ["hard", "random"], 100, think_ms=5) >= 0.8


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["three-thirteen", "hillbilly"])
def test_medium_is_not_weaker_than_simple(variant):
    assert win_rate(variant, ["medium", "simple"], 100) >= 0.5
