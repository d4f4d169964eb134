"""The autosave keeps the hand of the person at the screen as laid out (issue 34, item 21):
its order and the melds being staged come back on resume; a layout that does not fit the
hand, or a damaged one, costs only itself; files without one load as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Autosaver, HandLayout, Seat, autosave_path, load_game

from .conftest import computer_seats, play

SEATS = [Seat.human("Ann"), *computer_seats(2)]


def _game() -> Game:
    game = Game(RuleSet.preset("hillbilly", players=3), seed=21)
    play(game, 7)
    return game


def _layout(game: Game, seat: int = 0) -> HandLayout:
    hand = sorted(game.hand(seat), reverse=True)
    return HandLayout(seat, tuple(hand[2:]), (tuple(hand[:2]),))


def test_a_layout_comes_back_as_it_was_kept(home: Path) -> None:
    game = _game()
    kept = _layout(game)
    Autosaver(SEATS, "a" * 32).save(game, layout=kept)
    assert load_game(autosave_path()).layout == kept


def test_a_save_without_a_layout_has_no_table_key_and_loads(home: Path) -> None:
    game = _game()
    Autosaver(SEATS, "a" * 32).save(game)
    assert "table" not in json.loads(autosave_path().read_text("utf-8"))
    assert load_game(autosave_path()).layout is None


@pytest.mark.parametrize(
    "damage",
    [
        lambda t: {**t, "row": 5},  # not a list
        lambda t: {**t, "moves": t["moves"] - 1},  # of another moment
        lambda t: {**t, "row": t["row"][1:]},  # a card missing
        lambda t: {**t, "row": t["row"] + t["row"][:1]},  # a card twice
        lambda t: {**t, "row": t["row"][:-1] + ["ZZ"]},  # no card
        lambda t: {**t, "seat": 1},  # another seat's hand
        lambda t: {**t, "extra": True},
        lambda t: "table",
    ],
)
def test_a_layout_that_does_not_fit_is_dropped_and_the_game_loads(home: Path, damage) -> None:
    game = _game()
    Autosaver(SEATS, "a" * 32).save(game, layout=_layout(game))
    doc = json.loads(autosave_path().read_text("utf-8"))
    doc["table"] = damage(doc["table"])
    autosave_path().write_text(json.dumps(doc), "utf-8")
    loaded = load_game(autosave_path())
    assert loaded.layout is None
    assert loaded.game.snapshot() == game.snapshot()
