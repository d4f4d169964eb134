"""One seat type for setup, saves and play (issue 33): the seats a game is set up with are the
seats its save keeps and a load gives back, written as every version wrote them."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from rummy_desktop.match import Match
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup, default_setup
from rummy_desktop.persistence import load_game, new_game_id, save_game

# A seat as saves of earlier versions hold it (docs/dev/persistence-api.md).
OLD = [
    {"name": "Ann", "kind": "human", "level": None, "age": 41},
    {"name": "Cy", "kind": "computer", "level": "simple", "age": None},
]


def test_a_seat_is_written_as_every_version_wrote_it():
    seats = [Seat.human("Ann", 41), Seat.of("Cy", "simple")]
    assert [s.model_dump() for s in seats] == OLD
    assert [Seat.model_validate(d) for d in OLD] == seats


@pytest.mark.parametrize(
    "bad",
    [
        {"name": "Ann", "kind": "human", "level": "simple"},
        {"name": "Cy", "kind": "computer"},
        {"name": "Ann", "level": None},
        {"name": "Ann", "kind": "human", "colour": "red"},
    ],
)
def test_a_seat_that_contradicts_itself_is_refused(bad):
    with pytest.raises(ValidationError):
        Seat.model_validate(bad)


def test_the_setups_seats_are_the_saved_and_the_loaded_ones(tmp_path):
    setup = GameSetup("three-thirteen", (Seat.of("Ann"), Seat.of("Cy", "simple")), {}, 5)
    match = Match.deal(setup)
    path = tmp_path / "game.rummy"
    save_game(path, match.game, setup.seats, game_id=new_game_id())
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["seats"] == [
        {"name": "Ann", "kind": "human", "level": None, "age": None},
        {"name": "Cy", "kind": "computer", "level": "simple", "age": None},
    ]
    loaded = load_game(path)
    assert loaded.seats == setup.seats  # no converter between them: one type
    again = Match.deal(GameSetup("three-thirteen", loaded.seats, {}, 5), game=loaded.game)
    assert again.humans == (True, False) and again.names == ("Ann", "Cy")


def test_the_default_setup_seats_a_person_and_computers():
    seats = default_setup("hillbilly", players=3).seats
    assert [s.kind for s in seats] == ["human", "computer", "computer"]
    assert all(isinstance(s, Seat) for s in seats)
