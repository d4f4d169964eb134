"""PlayerView shows a seat what it may know and nothing more."""

from __future__ import annotations

import dataclasses

import pytest

from rummy_desktop.engine import Discard, DrawStock, Game, IllegalAction, RuleSet


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_view_holds_only_its_own_hand_and_no_stock_order(variant):
    game = Game(RuleSet.preset(variant, players=4), seed=11)
    view = game.view(2)
    assert view.hand == tuple(game._state.hands[2])
    assert view.hand_sizes == tuple(len(h) for h in game._state.hands)
    others = {c for s in (0, 1, 3) for c in game._state.hands[s]}
    stock = set(game._state.stock)
    for field in dataclasses.fields(view):
        value = getattr(view, field.name)
        flat = _cards_in(value)
        assert not (flat & others), f"{field.name} leaks another hand"
        assert not (flat & stock), f"{field.name} leaks the stock"


def test_views_of_two_states_differing_only_in_hidden_cards_are_equal():
    rules = RuleSet.preset("three-thirteen", players=3)
    a, b = Game(rules, seed=4), Game(rules, seed=4)
    # Swap one card between seat 1's hand and the stock in b: seat 0 cannot tell.
    sb = b._state
    sb.hands[1][0], sb.stock[0] = sb.stock[0], sb.hands[1][0]
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)


def test_drawn_stock_card_is_private_to_the_drawer():
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=2)
    seat = game.to_act()[0]
    drew = game.apply(DrawStock(seat))[-1]
    assert drew.private_to == seat
    assert drew.card in game.view(seat).hand
    assert drew.card not in game.view(1 - seat).hand


def _cards_in(value) -> set:
    from rummy_desktop.engine.cards import Card

    found = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.add(item)
        elif isinstance(item, tuple | list | set | frozenset):
            stack.extend(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
    return found


def counting_legal_actions(monkeypatch) -> list[int]:
    """Count from now on how often a seat's whole list of legal moves is worked out."""
    from rummy_desktop.engine import hillbilly_moves, three_thirteen

    calls: list[int] = []
    for module in (hillbilly_moves, three_thirteen):

        def counted(state, seat, real=module.legal_actions):
            calls.append(seat)
            return real(state, seat)

        monkeypatch.setattr(module, "legal_actions", counted)
    return calls


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_a_views_legal_moves_are_listed_when_first_read_and_kept(monkeypatch, variant):
    game = Game(RuleSet.preset(variant, players=3), seed=5)
    seat = game.to_act()[0]
    expected = tuple(game.legal_actions(seat))
    calls = counting_legal_actions(monkeypatch)
    view = game.view(seat)
    assert calls == [], "making a view lists no move"
    assert view.legal_actions == expected
    assert calls == [seat]
    assert DrawStock(seat) in view.legal_actions and calls == [seat], "listed once, then kept"
    game.apply(DrawStock(seat))
    assert DrawStock(seat) in view.legal_actions, "a view keeps the moves of its moment"
    assert game.view(seat, with_legal_actions=False).legal_actions == ()


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_legal_moves_first_read_after_the_game_moved_on_are_those_of_the_views_moment(variant):
    game = Game(RuleSet.preset(variant, players=2), seed=3)
    seat = game.to_act()[0]
    then = tuple(game.legal_actions(seat))
    view = game.view(seat)
    game.apply(DrawStock(seat))
    assert view.legal_actions == then
    fresh = game.view(seat)
    assert fresh.legal_actions == tuple(game.legal_actions(seat))
    assert all(type(a).__name__ in ("Discard", "GoOut", "LayDown") for a in fresh.legal_actions)


def test_a_refused_move_leaves_the_views_legal_moves_readable():
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    seat = game.to_act()[0]
    view = game.view(seat)
    with pytest.raises(IllegalAction):
        game.apply(Discard(seat, view.hand[0]))  # not before drawing
    assert view.legal_actions == tuple(game.legal_actions(seat))


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_legal_moves_of_one_kind_are_the_legal_moves_of_that_kind(variant):
    import random

    from rummy_desktop.engine import (
        Buy,
        DeclineBuy,
        GoOut,
        LayDown,
        LayOff,
        SwapWild,
        TakeDiscard,
    )

    kinds = (Buy, DeclineBuy, DrawStock, TakeDiscard, LayDown, LayOff, SwapWild, Discard, GoOut)
    rng = random.Random(2)
    seen = set()
    for seed in range(3):
        game = Game(RuleSet.preset(variant, players=3), seed=seed)
        for _ in range(400):
            if game.is_over:
                break
            seat = game.to_act()[0]
            every = tuple(game.legal_actions(seat))
            view = game.view(seat)
            for kind in rng.sample(kinds, len(kinds)):  # in any order, before or after all
                mine = tuple(a for a in every if isinstance(a, kind))
                assert view.legal_actions_of(kind) == mine
                assert game.view(seat).legal_actions_of(kind) == mine
                seen.update(type(a) for a in mine)
            assert view.legal_actions == every
            # Lay down or off when possible, so that the rounds move on.
            best = [a for a in every if isinstance(a, LayDown | LayOff | GoOut)]
            game.apply(best[0] if best else rng.choice(every))
    assert {Discard, DrawStock} <= seen
    if variant == "hillbilly":
        assert {Buy, LayDown} <= seen
