"""PlayerView shows a seat what it may know and nothing more."""

from __future__ import annotations

import dataclasses

import pytest

from rummy_desktop.engine import DrawStock, Game, RuleSet


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
