"""Names from files are data: cleaned where they enter, and a table's names never look alike.

A save from a friend, the settings or the statistics may name a computer "You", hide a
zero-width space or a right-to-left override in a name, or give two seats one name; each is
renamed the same way every time (refusing would lose the game or the figures), and the save
says so in a warning.
"""

from __future__ import annotations

import json
from pathlib import Path

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, load_game, load_settings, load_stats, record_game
from rummy_desktop.persistence.settings import Settings
from rummy_desktop.plain_text import name_key

from .conftest import play


def names_in(saved: Path, names: list[str], kinds: list[str] | None = None) -> Path:
    doc = json.loads(saved.read_text("utf-8"))
    for seat, name in zip(doc["seats"], names, strict=False):  # the first seats; the rest kept
        seat["name"] = name
    for seat, kind in zip(doc["seats"], kinds or [], strict=False):
        seat["kind"], seat["level"] = kind, None if kind == "human" else "simple"
    saved.write_text(json.dumps(doc), "utf-8")
    return saved


def test_a_save_whose_computer_is_called_you_shows_it_as_a_computer(saved: Path) -> None:
    names_in(saved, ["You", "Ｙｏｕ"], ["human", "computer", "computer"])  # one person
    loaded = load_game(saved)
    assert [s.name for s in loaded.seats] == ["You", "Computer 2", "Cy", "Di"]
    assert loaded.warnings == [
        "Seat 2's name 'Ｙｏｕ' is shown as 'Computer 2': a computer player cannot be called "
        "'Ｙｏｕ', a word the game uses for seats."
    ]


def test_a_save_with_you_beside_a_second_person_names_that_seat(saved: Path) -> None:
    # Each person at a shared table reads "You" for their own seat: as a name it would tell
    # Cy that Cy drew from the stock when Ann did.
    names_in(saved, ["You"])  # Ann's seat; Cy is a person too
    loaded = load_game(saved)
    assert [s.name for s in loaded.seats] == ["Player 1", "Bob", "Cy", "Di"]
    assert loaded.warnings == [
        "Seat 1's name 'You' is shown as 'Player 1': with two or more people at the table, "
        "each reads 'You' for their own seat."
    ]


def test_a_save_with_hidden_characters_or_one_name_twice_is_renamed(saved: Path) -> None:
    names_in(saved, ["A\u202enn\u200b", "ANN"])
    loaded = load_game(saved)
    assert [s.name for s in loaded.seats] == ["Ann", "ANN (2)", "Cy", "Di"]
    assert loaded.warnings[0].startswith("Seat 1's name 'A\\u202enn\\u200b' is shown as 'Ann'")
    assert loaded.warnings[1].endswith("seat 1 is called that too.")
    assert load_game(saved).seats == loaded.seats  # the same every time


def test_settings_keep_their_names_clean_and_the_last_table_unique(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    seats = [
        {"name": "Ann", "kind": "human", "level": None, "age": None},
        {"name": "You", "kind": "computer", "level": "simple", "age": None},
        {"name": "a\u200bnn", "kind": "computer", "level": "simple", "age": None},
    ]
    path.write_text(json.dumps({"version": 1, "player_name": "\u202eAnn ", "last_seats": seats}))
    settings, problem = load_settings(path)
    assert problem is None  # nothing else of the settings is lost
    assert settings.player_name == "Ann"
    assert [s.name for s in settings.last_seats] == ["Ann", "Computer 2", "ann (2)"]
    assert Settings().updated(player_name="\x9b\u200b").player_name == "You"


def test_statistics_count_a_game_whose_seats_share_a_name_once_each(home: Path) -> None:
    game = play(Game(RuleSet.preset("three-thirteen", players=2), seed=1))
    assert record_game(game, [Seat.human("Ann"), Seat.computer("Ann")], "1" * 32)
    stats, _ = load_stats()
    assert stats.record("Ann", "three-thirteen").games == 1
    assert stats.record("Ann (2)", "three-thirteen").games == 1


def test_statistics_names_alike_in_the_file_stay_apart_and_clean(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    record = {"three-thirteen": {"games": 1}}
    players = {"Ann": record, "A\u200bnn": record, "\u202eBob": record, "ＡＮＮ": record}
    path.write_text(json.dumps({"version": 1, "players": players}), "utf-8")
    stats, problem = load_stats(path)
    assert problem == (
        "Player names that held hidden characters or looked like another were told apart: "
        "'A\\u200bnn' is shown as 'Ann (2)' (and 2 more)."
    )
    assert len({name_key(n) for n in stats.names()}) == len(stats.names()) == 4
    assert "Bob" in stats.names() and "Ann" in stats.names()
    assert all(n.isprintable() for n in stats.names())


def test_statistics_contract_game_names_enter_clean_and_apart(tmp_path: Path) -> None:
    """Issue 32: a contract game's name is cleaned where the rules take it; the statistics'
    own names of contract games are cleaned the same way when the file is read."""
    path = tmp_path / "statistics.json"
    games = {"Liver\u202epool": {"games": 2}, "LIVERPOOL": {"games": 1}, "Bi\x9bke": {"games": 1}}
    path.write_text(json.dumps({"version": 1, "contract_games": {"Ann": games}}), "utf-8")
    stats, problem = load_stats(path)
    shown = list(stats.contract_games["Ann"])
    assert all(g.isprintable() for g in shown)
    assert "Bike" in shown and "Liverpool" in shown
    assert len({name_key(g) for g in shown}) == 3
    assert problem is not None and "Contract game names" in problem
