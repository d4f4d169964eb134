"""Whatever the writer produces, the reader accepts; or the writer refuses, with the reader's reason.

The limits themselves are far beyond a real game (100,000 moves), so some tests lower them:
what is checked is that writer and reader apply the same one, not its size.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import (
    Autosaver,
    SaveFileError,
    Seat,
    load_game,
    load_stats,
    record_game,
    save_format,
    save_game,
)

from .conftest import computer_seats, play


def test_a_game_too_long_to_load_is_refused_by_the_writer_for_the_same_reason(
    tmp_path: Path, short_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = computer_seats(4)
    path = tmp_path / "long.rummy"
    save_game(path, short_game, seats, game_id="a" * 32)  # 120 moves: fine at the real limit
    monkeypatch.setattr(save_format, "MAX_ACTIONS", 100)
    with pytest.raises(SaveFileError) as read:
        load_game(path)
    with pytest.raises(SaveFileError) as write:
        save_game(tmp_path / "again.rummy", short_game, seats, game_id="a" * 32)
    reason = "the game has 120 moves, more than the 100 a saved game may hold"
    assert reason in str(read.value) and reason in str(write.value)
    assert not (tmp_path / "again.rummy").exists()


def test_an_autosave_of_a_game_too_long_warns_once_and_the_game_goes_on(
    home: Path, short_game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(save_format, "MAX_ACTIONS", 100)
    saver = Autosaver(computer_seats(4), "b" * 32)
    warning = saver.save(short_game)
    assert warning is not None and "more than the 100" in warning
    assert saver.save(short_game) is None  # already said


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    notes=st.lists(
        st.one_of(st.none(), st.text(max_size=50), st.text(min_size=250, max_size=1_200)),
        max_size=130,
    ),
    name=st.one_of(st.none(), st.text(max_size=50), st.text(min_size=150, max_size=600)),
)
def test_any_notes_and_name_the_window_keeps_are_written_so_that_they_load(
    tmp_path: Path, short_game: Game, notes: list[str | None], name: str | None
) -> None:
    path = tmp_path / "notes.rummy"
    save_game(path, short_game, computer_seats(4), game_id="c" * 32, notes=notes, name=name)
    loaded = load_game(path)
    assert len(loaded.notes) == len(short_game.log)
    for kept, given_note in zip(loaded.notes, notes, strict=False):
        assert (kept is None) == (given_note is None)
        if kept is not None:
            assert given_note.startswith(kept.removesuffix("…"))
            assert len(kept) <= save_format.MAX_NOTE


def test_a_long_note_and_name_are_shortened_so_that_the_save_loads(
    tmp_path: Path, short_game: Game
) -> None:
    path = tmp_path / "long-note.rummy"
    notes = ["Played the first legal move instead: " + "x" * 5_000] * len(short_game.log)
    save_game(path, short_game, computer_seats(4), game_id="f" * 32, notes=notes, name="N" * 500)
    loaded = load_game(path)
    assert all(len(n) <= save_format.MAX_NOTE for n in loaded.notes if n is not None)
    assert loaded.notes[0].startswith("Played the first legal move instead: xxx")
    assert loaded.name is not None and loaded.name.startswith("NNN")


def test_a_seed_the_reader_would_refuse_is_refused_by_the_writer(tmp_path: Path) -> None:
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=2**70)
    with pytest.raises(SaveFileError, match="seed"):
        save_game(tmp_path / "seed.rummy", game, computer_seats(2), game_id="d" * 32)
    assert not (tmp_path / "seed.rummy").exists()


def test_a_finished_game_at_the_largest_card_values_keeps_the_statistics(home: Path) -> None:
    # The rule bounds keep totals far inside what the statistics file accepts: a game played
    # at the largest card values is counted, and the statistics still load afterwards.
    rules = RuleSet.preset(
        "hillbilly", players=2, card_values=dict.fromkeys(
            ("joker", "wild", "ace", "ten_to_king", "two_to_nine"), 1000
        ),
    )  # fmt: skip
    game = play(Game(rules, seed=3))
    assert game.is_over and max(game.totals()) > 10_000
    seats = [Seat.human("Ann"), Seat.computer("Bob")]
    for n in range(3):
        assert record_game(game, seats, f"{n:032x}")
    stats, problem = load_stats()
    assert problem is None
    assert stats.record("Ann", "hillbilly").games == 3
    assert stats.record("Ann", "hillbilly").total_score == 3 * game.totals()[0]


@pytest.mark.parametrize("where", ["save", "settings"])
def test_card_values_of_a_trillion_are_refused_where_they_come_in(home: Path, where: str) -> None:
    from rummy_desktop.persistence import load_settings, settings_path

    huge = {"card_values": {"joker": 10**12}}
    if where == "settings":
        path = settings_path()
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps({"version": 1, "house_rules": {"hillbilly": huge}}), "utf-8")
        settings_, problem = load_settings()
        assert problem is not None and "card_values" in problem
        assert settings_.house_rules == {}
    else:
        game = play(Game(RuleSet.preset("hillbilly", players=2), seed=3), moves=30)
        path = home / "game.rummy"
        path.parent.mkdir(parents=True)
        save_game(path, game, computer_seats(2), game_id="e" * 32)
        doc = json.loads(path.read_text("utf-8"))
        doc["rules"]["card_values"]["joker"] = 10**12
        path.write_text(json.dumps(doc), "utf-8")
        with pytest.raises(SaveFileError, match="card_values"):
            load_game(path)
