"""A view as JSON and back (issue 38): the form ``simulate --isolate`` sends to a bot's own
process, and a network game will send. Random games of both variants, every seat's view at
every step: the view rebuilt from strict JSON text equals the original, field by field, and
lists the same legal moves."""

from __future__ import annotations

import json
import random

import pytest

from rummy_desktop import strict_json
from rummy_desktop.engine import (
    MAX_VIEW_JSON_BYTES,
    Game,
    RuleSet,
    action_from_dict,
    action_to_dict,
    preset_rules,
    view_from_json,
    view_to_json,
)

from .test_game_properties import random_moves


def round_trip(view):
    text = strict_json.dumps(view_to_json(view))
    assert len(text.encode()) < MAX_VIEW_JSON_BYTES
    return view_from_json(strict_json.loads(text))


@pytest.mark.parametrize(
    ("rules", "seed", "steps"),
    [
        (RuleSet.preset("three-thirteen", players=2), 1, 400),
        (RuleSet.preset("three-thirteen", players=5), 2, 300),
        (RuleSet.preset("hillbilly", players=3), 3, 400),
        (RuleSet.preset("hillbilly", players=4, deuces_wild=True), 4, 400),
        (preset_rules("liverpool", 4), 5, 300),
    ],
)
def test_every_seats_view_survives_json_at_every_step(rules, seed, steps):
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    seen_melds = False
    for _ in range(steps):
        if game.is_over:
            break
        for seat in range(game.players):
            view = game.view(seat)
            again = round_trip(view)
            assert again == view, f"seat {seat}, round {game.round_no}"
            seen_melds = seen_melds or bool(view.melds)
            if seat in game.to_act():
                assert again.legal_actions == view.legal_actions
        random_moves(game, rng, 1)
    if rules.variant == "hillbilly":
        assert seen_melds, "the random game laid melds down: their form was tried"


def test_the_json_names_cards_by_their_codes():
    game = Game(RuleSet.preset("hillbilly", players=2), seed=7)
    data = json.loads(strict_json.dumps(view_to_json(game.view(0))))
    assert all(isinstance(c, str) and 2 <= len(c) <= 4 for c in data["hand"])
    assert data["phase"] in ("draw", "buy", "play")
    assert data["rules"]["variant"] == "hillbilly"


def test_an_action_goes_both_ways_too():
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    for action in game.view(game.to_act()[0]).legal_actions:
        assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(seat=9), "seat"),
        (lambda d: d.update(hand=["7H", "ZZ"]), "hand"),
        (lambda d: d.update(hand_sizes=[1]), "hand_sizes"),
        (lambda d: d.update(down="yes"), "down"),
        (lambda d: d.update(phase="lunch"), "phase"),
        (lambda d: d.pop("turn"), "missing"),
        (lambda d: d.update(extra=1), "unknown"),
        (lambda d: d.update(history=[["stole", 0, "7H"]]), "history"),
        (lambda d: d.update(stock_size=True), "stock_size"),
        (lambda d: d["rules"].update(players="four"), "rules"),
    ],
)
def test_a_damaged_view_is_refused_naming_the_field(change, words):
    data = view_to_json(Game(RuleSet.preset("hillbilly", players=2), seed=1).view(0))
    change(data)
    with pytest.raises(ValueError, match=words):
        view_from_json(data)
