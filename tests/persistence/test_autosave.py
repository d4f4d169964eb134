"""The autosave: written after every action, a failure warns once and the game goes on."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import (
    Autosaver,
    SaveFileError,
    Seat,
    autosave_path,
    find_resumable,
    load_game,
)
from rummy_desktop.persistence import atomic as atomic_module

from .conftest import computer_seats, play

SEATS = [Seat.human("Ann"), *computer_seats(3)]


def new_game() -> Game:
    return Game(RuleSet.preset("hillbilly", players=4), seed=21)


def test_autosave_goes_to_the_state_folder_and_loads(home: Path) -> None:
    game = new_game()
    saver = Autosaver(SEATS, "a" * 32)
    for _ in range(20):
        play(game, 1)
        assert saver.save(game) is None
    assert autosave_path() == home / "state" / "autosave.rummy"
    assert load_game(autosave_path()).game.snapshot() == game.snapshot()


@pytest.mark.parametrize(
    "target, code",
    [("write", errno.ENOSPC), ("replace", errno.ENOSPC), ("replace", errno.EROFS)],
)
def test_disk_full_or_read_only_warns_once_and_the_game_goes_on(
    home: Path, monkeypatch: pytest.MonkeyPatch, target: str, code: int
) -> None:
    game = new_game()
    problems: list[str] = []
    saver = Autosaver(SEATS, "b" * 32, on_problem=problems.append)
    play(game, 5)
    assert saver.save(game) is None
    good = autosave_path().read_bytes()

    def fail(*args: Any, **kwargs: Any) -> Any:
        raise OSError(code, os.strerror(code))

    warnings = []
    with monkeypatch.context() as patch:
        patch.setattr(os, target, fail)
        for _ in range(30):
            play(game, 1)  # the game goes on whatever the disk says
            warnings.append(saver.save(game))
    shown = [w for w in warnings if w]
    assert len(shown) == 1 and problems == shown
    assert "disk is full" in shown[0] or "read-only" in shown[0]
    assert "\n" not in shown[0] and "goes on" in shown[0]
    assert autosave_path().read_bytes() == good  # the last good autosave is intact
    assert not list(autosave_path().parent.glob(".*.tmp"))  # no debris left
    # Space again: saving resumes, and a later failure would be reported again.
    assert saver.save(game) is None and saver.problem is None
    assert load_game(autosave_path()).game.snapshot() == game.snapshot()


def test_a_folder_that_cannot_be_written_warns_once(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(path: Path) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(atomic_module, "_mkstemp", refuse)  # as root, chmod would not stop us
    game = new_game()
    saver = Autosaver(SEATS, "c" * 32)
    results = [saver.save(play(game, 1)) for _ in range(5)]
    assert results[0] is not None and "permission" in results[0]
    assert results[1:] == [None] * 4


def test_an_unfinished_game_is_offered_at_start(home: Path) -> None:
    assert find_resumable() is None
    game = play(new_game(), 50)
    Autosaver(SEATS, "d" * 32).save(game)
    offer = find_resumable()
    assert offer is not None and offer.problem is None
    assert offer.description.startswith("Hillbilly Rummy, round 1 of 10: Ann, Computer 1")
    assert not offer.needs_privacy_screen
    resumed = offer.load()
    assert resumed.game.snapshot() == game.snapshot()
    assert resumed.game_id == "d" * 32


def test_a_hot_seat_game_is_offered_behind_the_privacy_screen(home: Path) -> None:
    game = play(new_game(), 10)
    Autosaver([Seat.human(n) for n in ("Ann", "Bob", "Cy", "Di")], "e" * 32).save(game)
    offer = find_resumable()
    assert offer is not None and offer.needs_privacy_screen
    assert offer.load().needs_privacy_screen


def test_a_finished_game_is_not_offered(home: Path) -> None:
    game = play(Game(RuleSet.preset("three-thirteen", players=2), seed=4))
    assert game.is_over
    Autosaver([Seat.human("Ann"), Seat.computer("Bot")], "f" * 32).save(game)
    assert find_resumable() is None


def test_a_damaged_autosave_is_reported_and_kept_aside(home: Path) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "rummy-desktop-save", "version": 1, "seats": [')
    offer = find_resumable()
    assert offer is not None and offer.problem is not None
    assert "cut short" in offer.problem and "\n" not in offer.problem
    kept = list(path.parent.glob("autosave.rummy.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b'{"format"')
    assert find_resumable() is None  # not offered again at the next start


def test_temporary_files_of_a_killed_writer_are_cleared(home: Path) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True)
    stale = path.parent / ".autosave.rummy.x1y2z3.tmp"
    stale.write_bytes(b"half")
    hour_ago = time.time() - 3600  # a name without the writer's id is stale once it is old
    os.utime(stale, (hour_ago, hour_ago))
    other = path.parent / "notes.txt"
    other.write_text("mine")
    Autosaver(SEATS, "0" * 32)
    assert not stale.exists() and other.exists()


def test_an_autosave_whose_moves_do_not_replay_is_kept_aside_when_resumed(home: Path) -> None:
    game = play(new_game(), 30)
    Autosaver(SEATS, "9" * 32).save(game)
    path = autosave_path()
    path.write_text(path.read_text("utf-8").replace('"seed":21', '"seed":22', 1), "utf-8")
    offer = find_resumable()
    assert offer is not None and offer.problem is None  # the header alone looks fine
    with pytest.raises(SaveFileError) as info:
        offer.load()
    assert "autosave.rummy.broken-" in str(info.value)
    assert find_resumable() is None
