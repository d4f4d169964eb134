"""A view is a sealed snapshot: a bot can change nothing the game uses, and nothing in it
leads back to the live game (issue 38)."""

from __future__ import annotations

import dataclasses
import gc
import pickle
import random
from types import FunctionType, MethodType

import pytest

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.engine.state import GameState


def _played(variant: str, seed: int, moves: int) -> Game:
    game = Game(RuleSet.preset(variant, players=3), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions(game.to_act()[0])))
    return game


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_a_bot_cannot_change_the_rules_through_its_view(variant):
    game = _played(variant, 3, 5)
    view = game.view(game.to_act()[0])
    rules = view.rules
    for name in ("card_values", "decks_by_players", "buy_limits"):
        table = getattr(rules, name)
        key = next(iter(table))
        for change in (
            lambda t, k=key: t.update({k: 0}),
            lambda t, k=key: t.__setitem__(k, 0),
            lambda t, k=key: t.__delitem__(k),
            lambda t: t.clear(),
            lambda t: t.pop(next(iter(t))),
            lambda t: t.popitem(),
            lambda t: t.setdefault("new", 0),
            lambda t: t.__ior__({"new": 0}),
        ):
            with pytest.raises(TypeError):
                change(table)
        assert table == getattr(game.rules, name)
    with pytest.raises((TypeError, ValueError, AttributeError)):
        rules.players = 9  # type: ignore[misc]


def test_a_tampered_view_leaves_every_score_as_the_rules_say():
    """The issue's report: one update() made every seat score 0 for the rest of the run."""
    game = Game(RuleSet.preset("hillbilly", players=2), seed=5)
    view = game.view(0)
    with pytest.raises(TypeError):
        view.rules.card_values.update(dict.fromkeys(view.rules.card_values, 0))
    assert game.rules.card_values["ace"] == 15
    assert RuleSet.preset("hillbilly", players=2).card_values["ace"] == 15


def test_the_frozen_tables_still_read_save_and_travel_like_dicts():
    import json

    rules = RuleSet.preset("hillbilly", players=4, card_values={"joker": 40})
    assert rules.card_values["joker"] == 40
    assert rules.card_values == {**rules.card_values}
    assert json.loads(json.dumps(rules.model_dump()))["card_values"]["joker"] == 40
    twin = pickle.loads(pickle.dumps(rules))
    assert twin == rules and twin.card_values["joker"] == 40
    with pytest.raises(TypeError):
        twin.card_values["joker"] = 0
    again = rules.with_overrides(blind_out_bonus=5)
    assert again.card_values == rules.card_values
    with pytest.raises(TypeError):
        again.buy_limits[1] = 0


def _immutable_leaves(value, path: str, seen: set[int]) -> list[str]:
    """The paths of every mutable container reachable through a view's public data."""
    if id(value) in seen:
        return []
    seen.add(id(value))
    if isinstance(value, list | set | bytearray) or type(value) is dict:
        return [path]
    found: list[str] = []
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, tuple | frozenset):
        items = enumerate(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        items = ((f.name, getattr(value, f.name)) for f in dataclasses.fields(value))
    elif hasattr(type(value), "model_fields"):
        items = ((name, getattr(value, name)) for name in type(value).model_fields)
    else:
        return []
    for key, item in items:
        found += _immutable_leaves(item, f"{path}.{key}", seen)
    return found


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_nothing_a_view_shows_is_a_mutable_container(variant):
    game = _played(variant, 8, 40)
    view = game.view(game.to_act()[0])
    view.legal_actions  # noqa: B018 - read, so the moves are part of the view too
    assert _immutable_leaves(view, "view", set()) == []


def _reaches(start: object, limit: int = 200_000) -> set[type]:
    """The types of every object reachable from ``start`` by references, bounded; classes,
    modules and functions' globals are not followed (they lead to everything)."""
    import sys
    import types

    seen: set[int] = set()
    kinds: set[type] = set()
    stack = [start]
    while stack and len(seen) < limit:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        kinds.add(type(item))
        if isinstance(item, type | types.ModuleType):
            continue
        for ref in gc.get_referents(item):
            if isinstance(item, FunctionType | MethodType) and ref is getattr(
                item, "__globals__", None
            ):
                continue
            if ref is sys.modules:
                continue
            stack.append(ref)
    assert len(seen) < limit, "the walk did not end: raise the bound"
    return kinds


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
@pytest.mark.parametrize("read_moves", [False, True])
def test_no_reference_leads_from_a_view_to_the_game(variant, read_moves):
    game = _played(variant, 2, 12)
    view = game.view(game.to_act()[0])
    if read_moves:
        view.legal_actions  # noqa: B018
    kinds = _reaches(view)
    assert Game not in kinds
    assert GameState not in kinds
    assert random.Random not in kinds  # the game's shuffles
