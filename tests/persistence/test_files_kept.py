"""Files are kept, not replaced: a link is written through, a special file is left alone, and a
killed writer's temporary files go once a save of the same file succeeds."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummy_desktop.persistence import (
    SaveFileError,
    Settings,
    load_game,
    load_settings,
    load_stats,
    record_game,
    save_game,
    save_settings,
    settings_path,
    stats_path,
)
from rummy_desktop.persistence.atomic import TEMP_SUFFIX, remove_stale_temps

from .conftest import computer_seats, play

posix_only = pytest.mark.skipif(os.name != "posix", reason="links and FIFOs as POSIX has them")


def dotfile(home: Path, path: Path, content: str) -> Path:
    """Make ``path`` a link to a file kept elsewhere (a dotfiles folder), holding ``content``."""
    target = home.parent / "dotfiles" / path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(content, "utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    return target


def temps_beside(*paths: Path) -> list[Path]:
    return [p for path in paths for p in path.parent.iterdir() if p.name.endswith(TEMP_SUFFIX)]


@posix_only
def test_settings_kept_behind_a_link_are_written_through_it(home: Path) -> None:
    path = settings_path()
    target = dotfile(home, path, json.dumps({"version": 1, "player_name": "Ann"}))
    settings, problem = load_settings()
    assert problem is None and settings.player_name == "Ann"
    save_settings(settings.updated(player_name="Bea"))
    assert path.is_symlink() and path.resolve() == target.resolve()
    assert json.loads(target.read_text("utf-8"))["player_name"] == "Bea"
    assert temps_beside(path, target) == []


@posix_only
def test_statistics_kept_behind_a_link_are_written_through_it(home: Path) -> None:
    from rummy_desktop.engine import Game, RuleSet

    path = stats_path()
    target = dotfile(home, path, json.dumps({"version": 1}))
    game = play(Game(RuleSet.preset("three-thirteen", players=2), seed=4))
    assert record_game(game, computer_seats(2), "1" * 32)
    assert path.is_symlink()
    assert load_stats()[0].record("Computer 1", "three-thirteen").games == 1
    assert "Computer 1" in target.read_text("utf-8")


@posix_only
def test_a_save_behind_a_link_is_written_through_it(tmp_path: Path, short_game) -> None:
    target = tmp_path / "elsewhere" / "friday.rummy"
    target.parent.mkdir()
    target.write_text("old", "utf-8")
    link = tmp_path / "saves" / "friday.rummy"
    link.parent.mkdir()
    link.symlink_to(target)
    target.chmod(0o640)
    save_game(link, short_game, computer_seats(4), game_id="2" * 32)
    assert link.is_symlink()
    assert load_game(target).game.log == short_game.log
    assert stat.S_IMODE(target.stat().st_mode) == 0o640  # the owner's choice is kept
    assert temps_beside(link, target) == []


@posix_only
def test_a_damaged_file_behind_a_link_is_set_aside_beside_its_target(home: Path) -> None:
    path = settings_path()
    target = dotfile(home, path, "{ damaged")
    settings, problem = load_settings()
    assert problem is not None and settings == Settings()
    assert [p.name.startswith("settings.json.broken-") for p in target.parent.iterdir()].count(
        True
    ) == 1
    save_settings(settings)
    assert path.is_symlink() and json.loads(target.read_text("utf-8"))["version"] == 1


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "link-to-device"])
def test_a_settings_file_that_is_a_special_file_is_left_alone(home: Path, kind: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to(os.devnull)
    settings, problem = load_settings()
    assert problem is not None and "not a regular file" in problem and settings == Settings()
    with pytest.raises(SaveFileError) as info:
        save_settings(settings)
    assert "left alone" in str(info.value) and "\n" not in str(info.value)
    if kind == "fifo":
        assert stat.S_ISFIFO(path.lstat().st_mode)
    else:
        assert path.is_symlink() and os.readlink(path) == os.devnull
    assert temps_beside(path) == []


@posix_only
def test_statistics_that_are_a_special_file_are_left_alone(home: Path) -> None:
    from rummy_desktop.engine import Game, RuleSet

    path = stats_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    game = play(Game(RuleSet.preset("three-thirteen", players=2), seed=4))
    with pytest.raises(SaveFileError, match="left alone"):
        record_game(game, computer_seats(2), "3" * 32)
    assert stat.S_ISFIFO(path.lstat().st_mode)


# ---- temporary files of killed writers ---------------------------------------------------


def _temp_of(path: Path, pid: int | None) -> Path:
    tag = f"{pid}-" if pid is not None else ""
    tmp = path.parent / f".{path.name}.{tag}k3j4{TEMP_SUFFIX}"
    tmp.write_bytes(b"half a save")
    return tmp


@posix_only
def test_a_save_clears_the_temporary_files_of_dead_writers_only(tmp_path: Path) -> None:
    path = tmp_path / "game.rummy"
    path.write_bytes(b"{}")
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    dead_pid = int(dead.stdout)
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        of_dead = _temp_of(path, dead_pid)
        of_alive = _temp_of(path, alive.pid)
        of_mine = _temp_of(path, os.getpid())
        unnamed_new = _temp_of(path, None)
        unnamed_old = path.parent / f".{path.name}.old1{TEMP_SUFFIX}"
        unnamed_old.write_bytes(b"old")
        hour_ago = time.time() - 3600
        os.utime(unnamed_old, (hour_ago, hour_ago))
        other = path.parent / f".other.rummy.{dead_pid}-x{TEMP_SUFFIX}"
        other.write_bytes(b"another file's")
        assert remove_stale_temps(path) == 2
        assert not of_dead.exists() and not unnamed_old.exists()
        assert of_alive.exists() and of_mine.exists() and unnamed_new.exists() and other.exists()
    finally:
        alive.kill()
        alive.wait()
