"""A game rebuilt from one seat's view and the real hidden cards is the same game.

The hard level plays its search in games built by ``Game.from_view``. If a field of the
state were not derived from the view (or derived wrongly), the search would play a different
game from the real one; these tests rebuild real games at every decision point, from every
seat's view, and compare every field of the state, so a new field nobody derives fails here.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine import Buy, DeclineBuy, Game, Phase, RuleSet

from .test_game_properties import random_moves

NOT_DERIVED = {"rng", "seed"}  # the search's own shuffles; the rebuilt game's log starts anew


def rebuilt(game: Game, seat: int) -> Game:
    """The game rebuilt from ``seat``'s view, given the real hidden cards and a twin RNG."""
    state = game._state
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    hands = [game.hand(s) for s in range(game.players)]
    return Game.from_view(game.view(seat), hands, list(state.stock), rng)


def differences(real: Game, twin: Game) -> list[str]:
    out = []
    for f in dataclasses.fields(real._state):
        if f.name in NOT_DERIVED:
            continue
        mine, theirs = getattr(real._state, f.name), getattr(twin._state, f.name)
        if mine != theirs:
            out.append(f"{f.name}: real {mine!r}, rebuilt {theirs!r}")
    return out


def assert_rebuilds_at_every_step(game: Game, rng: random.Random, steps: int) -> set[Phase]:
    phases = set()
    for _ in range(steps):
        if game.is_over:
            break
        phases.add(game.phase)
        for seat in range(game.players):
            twin = rebuilt(game, seat)
            assert differences(game, twin) == [], f"seat {seat}, round {game.round_no}"
        random_moves(game, rng, 1)
    return phases


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    variant=st.sampled_from(["hillbilly", "three-thirteen"]),
    players=st.integers(2, 5),
    seed=st.integers(0, 10**6),
)
def test_every_field_is_rebuilt_from_any_view_at_any_moment(variant, players, seed):
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    assert_rebuilds_at_every_step(game, random.Random(seed), 120)


def test_a_buy_window_is_rebuilt_with_its_queue_and_first_caller():
    """Hillbilly with four seats: the buy window opens often; each answer narrows the queue."""
    seen_buy = seen_answered = 0
    for seed in range(6):
        game = Game(RuleSet.preset("hillbilly", players=4), seed=seed)
        rng = random.Random(seed)
        for _ in range(150):
            if game.is_over:
                break
            if game.phase == Phase.BUY:
                seen_buy += 1
                seen_answered += len(game._state.buy_queue) < game.players - 1
                for seat in range(game.players):
                    assert differences(game, rebuilt(game, seat)) == []
                seat = game.to_act()[0]
                # Pass half the time so windows with part of the queue answered come up.
                legal = game.legal_actions(seat)
                buy = [a for a in legal if isinstance(a, Buy)]
                game.apply(buy[0] if buy and rng.random() < 0.5 else DeclineBuy(seat))
            else:
                random_moves(game, rng, 1)
    assert seen_buy > 20 and seen_answered > 5, (seen_buy, seen_answered)


def test_three_thirteen_final_lap_is_rebuilt():
    """After someone goes out, each other seat owes one last turn: the rebuilt game knows who."""
    seen = 0
    for seed in range(10):
        game = Game(RuleSet.preset("three-thirteen", players=3), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over or seen > 30:
                break
            if game._state.went_out is not None:
                seen += 1
                for seat in range(game.players):
                    assert differences(game, rebuilt(game, seat)) == []
            random_moves(game, rng, 1)
    assert seen > 10


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_the_rebuilt_game_plays_on_exactly_like_the_real_one(variant):
    game = Game(RuleSet.preset(variant, players=3), seed=5)
    rng = random.Random(5)
    random_moves(game, rng, 25)
    twin = rebuilt(game, game.turn)
    for _ in range(200):  # the same moves, through round ends and stock refills
        if game.is_over:
            break
        seat = game.to_act()[0]
        action = rng.choice(game.legal_actions(seat))
        assert twin.legal_actions(seat) == game.legal_actions(seat)
        assert twin.apply(action) == game.apply(action)
    assert differences(game, twin) == []


def test_cards_that_do_not_fit_the_view_are_refused():
    game = Game(RuleSet.preset("hillbilly", players=3), seed=1)
    view = game.view(0)
    hands = [game.hand(s) for s in range(3)]
    stock = list(game._state.stock)
    with pytest.raises(ValueError):
        Game.from_view(view, hands[:2], stock, random.Random(0))
    with pytest.raises(ValueError):
        Game.from_view(view, hands, stock[:-1], random.Random(0))
    swapped = [hands[1], hands[0], hands[2]]  # the viewer's own hand is not theirs
    with pytest.raises(ValueError):
        Game.from_view(view, swapped, stock, random.Random(0))


def test_a_copy_of_a_state_shares_nothing_that_play_changes():
    game = Game(RuleSet.preset("three-thirteen", players=3), seed=2)
    state = game._state
    twin = state.copy()
    assert twin.snapshot() == state.snapshot()
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        if isinstance(value, list | random.Random):
            assert getattr(twin, f.name) is not value, f.name
        if isinstance(value, list):
            for mine, theirs in zip(value, getattr(twin, f.name), strict=False):
                if isinstance(mine, list):
                    assert mine is not theirs, f.name
    copied = game.copy()
    before = game._state.snapshot()
    random_moves(copied, random.Random(2), 60)
    assert game._state.snapshot() == before
    assert copied.round_no >= game.round_no
