"""Bots never make an illegal move: whole games with the engine's invariant check on.

The simulation stops on the first refused move, crash or broken invariant (on_error="stop"),
so a game that finishes is a game of legal moves only. The unmarked tests are a quick sample;
the slow sweep covers 2-8 seats, both presets and several house-rule combinations.
"""

from __future__ import annotations

import pytest

from rummy_desktop.simulate import run_tournament

FAST = {"think_ms": 2}  # hard with a tiny budget: the moves it considers are the same kinds
HOUSE_RULES = {
    "hillbilly": [
        {},
        # Not "unlimited" wilds with deuces: the engine's round-10 going-out search can take
        # minutes on such hands (reported to the engine's owner), which is not the bots' doing.
        {"deuces_wild": True, "wild_limit_rule": "not_more_than_naturals", "swap_mode": "free"},
        {
            "buy_window": "until_next_discard",
            "buy_priority": "first_caller",
            "swap_mode": "laydown_only",
            "require_discard_to_go_out_r1_9": True,
            "no_layoff_on_laydown_turn": True,
        },
        {
            "down_players_draw_stock_only": True,
            "allow_wild_shift": True,
            "allow_duplicate_in_run_middle": True,
            "jokers_per_deck": 1,
            "buy_penalty_cards": 2,
            "stock_refill": "flip_unshuffled",
        },
    ],
    "three-thirteen": [
        {},
        {"jokers_per_deck": 2, "max_set_size": 4, "no_go_out_first_lap": True},
        {"no_all_wild_melds": True, "max_wilds_per_meld": 1, "forbid_discard_of_taken_card": False},
        {"five_crowns_scoring": True, "stock_refill": "end_round", "one_deck_for_two": True},
    ],
}


def play(variant, players, levels, games, seed, flags):
    result = run_tournament(
        variant,
        players,
        levels,
        games,
        seed=seed,
        check=True,
        rules_overrides=flags,
        swap_seats=True,
        bot_options=FAST,
    )
    assert sum(e.errors for e in result.entrants) == 0
    assert sum(e.wins for e in result.entrants) == pytest.approx(games)


@pytest.mark.parametrize(
    ("variant", "players", "flags"),
    [
        ("three-thirteen", 2, {}),
        ("three-thirteen", 5, HOUSE_RULES["three-thirteen"][1]),
        ("hillbilly", 2, {}),
        ("hillbilly", 3, HOUSE_RULES["hillbilly"][2]),
    ],
)
def test_every_level_plays_a_whole_game_legally(variant, players, flags):
    play(variant, players, ["easy", "medium", "hard"][:players], 1, 4, flags)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("variant", ["three-thirteen", "hillbilly"])
@pytest.mark.parametrize("rules", range(4))
def test_sweep_seats_presets_and_house_rules(variant, players, rules):
    flags = HOUSE_RULES[variant][rules]
    if variant == "three-thirteen" and flags.get("one_deck_for_two") and players > 2:
        flags = {k: v for k, v in flags.items() if k != "one_deck_for_two"}
    levels = ["easy", "medium", "hard", "simple", "random"]
    games = 3 if variant == "three-thirteen" else 1
    play(variant, players, levels[: max(2, players)], games, 100 * players + rules, flags)


@pytest.mark.slow
def test_a_round_where_everyone_hoards_still_ends():
    # Seed 4, round 8: three hands split the clubs of a run of 10 and a down player waits for
    # the J♥ the medium level kept; before the stalemate rule the stock was refilled forever.
    play("hillbilly", 4, ["medium", "simple", "simple", "simple"], 1, 4, {})
