"""The name offered for a game saved the first time names the game in the player's language
(issue 36): a contract game of the table's own rounds is "Kontrakt-Rommé, eigene Runden …" in
German, while the save itself keeps the engine's name; games with a name of their own keep it."""

from __future__ import annotations

from datetime import datetime

import pytest

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.ui.window.files import proposed_name

WHEN = datetime(2026, 12, 5, 20, 15)


def own_rounds_game() -> Game:
    rules = RuleSet.preset("hillbilly", players=3)
    return Game(rules.with_overrides(contracts=rules.contracts[:3]), seed=3)


def test_english_names_the_game_and_the_time():
    assert (
        proposed_name(own_rounds_game(), WHEN)
        == "Contract rummy, own rounds 2026-12-05 20.15.rummy"
    )
    hillbilly = Game(RuleSet.preset("hillbilly", players=3), seed=3)
    assert proposed_name(hillbilly, WHEN) == "Hillbilly Rummy 2026-12-05 20.15.rummy"


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("de", "Kontrakt-Rommé, eigene Runden"),
        ("fr", "Rami à contrats, manches maison"),
        ("es", "Rummy de contratos, rondas propias"),
    ],
)
def test_the_name_is_in_the_players_language(speak, code, name):
    speak(code)
    game = own_rounds_game()
    assert proposed_name(game, WHEN) == f"{name} 2026-12-05 20.15.rummy"
    assert game.rules.game_name == "Contract rummy, own rounds"  # what the save keeps
