"""Whole random games: card conservation, exact replay, refused moves change nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine import (
    Discard,
    Game,
    IllegalAction,
    RuleSet,
    action_from_dict,
    action_to_dict,
)
from rummy_desktop.engine.cards import parse_card
from tests.engine.said import said

VARIANTS = ["hillbilly", "three-thirteen"]


def random_moves(game: Game, rng: random.Random, steps: int) -> None:
    """Play random legal moves, preferring progress so rounds do end."""
    for _ in range(steps):
        if game.is_over:
            return
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        assert legal, f"seat {seat} has no move in phase {game._state.phase}"
        # Going out and laying down first, so random games move through the rounds.
        eager = [a for a in legal if type(a).__name__ in ("GoOut", "LayDown", "LayOff")]
        action = rng.choice(eager) if eager and rng.random() < 0.9 else rng.choice(legal)
        game.apply(action)
        game._state.check_invariants()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    variant=st.sampled_from(VARIANTS),
    players=st.integers(2, 8),
    seed=st.integers(0, 10_000),
)
def test_random_play_keeps_every_card_exactly_once(variant, players, seed):
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    game._state.check_invariants()
    random_moves(game, random.Random(seed), 300)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), players=st.integers(2, 6), seed=st.integers(0, 10_000))
def test_replaying_rules_seed_and_actions_gives_the_identical_state(variant, players, seed):
    rules = RuleSet.preset(variant, players=players)
    game = Game(rules, seed=seed)
    random_moves(game, random.Random(seed + 1), 200)
    logged = [action_from_dict(action_to_dict(a)) for a in game.log]
    assert logged == game.log
    again = Game.replay(rules, seed, logged)
    assert again._state.snapshot() == game._state.snapshot()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10_000), data=st.data())
def test_a_refused_action_leaves_a_deep_equal_state(variant, seed, data):
    game = Game(RuleSet.preset(variant, players=3), seed=seed)
    random_moves(game, random.Random(seed), data.draw(st.integers(0, 60)))
    if game.is_over:
        return
    before = game._state.snapshot()
    log = list(game.log)
    seat = data.draw(st.integers(0, 2))
    card = parse_card(data.draw(st.sampled_from(["7H", "KS", "AD", "2C", "JK"])))
    action = Discard(seat, card)
    try:
        game.apply(action)
    except IllegalAction as exc:
        assert said(exc)  # a sentence, never empty
        assert game._state.snapshot() == before
        assert game.log == log


def test_different_seeds_deal_different_hands():
    rules = RuleSet.preset("hillbilly", players=4)
    assert Game(rules, seed=1)._state.hands != Game(rules, seed=2)._state.hands


@pytest.mark.parametrize("variant", VARIANTS)
def test_actions_of_a_seat_out_of_turn_are_empty(variant):
    game = Game(RuleSet.preset(variant, players=4), seed=3)
    seat = game.to_act()[0]
    others = [s for s in range(4) if s != seat]
    assert all(game.legal_actions(s) == [] for s in others)
