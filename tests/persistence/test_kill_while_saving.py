"""A process saving in a loop is killed at random moments: the file left always loads.

It holds the old game or the new one, never a mixture or a half-written file (the atomic
write: temporary file, fsync, os.replace, folder fsync).
"""

from __future__ import annotations

import os
import random
import select
import signal
import time
from pathlib import Path

import pytest

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import LoadedGame, Seat, load_game, save_game

from .conftest import play

TRIES = 50


def _writer(a: LoadedGame, b: LoadedGame, target: Path, ready: int) -> None:
    """The child: save the two games alternately until killed."""
    os.write(ready, b"r")
    while True:
        for g in (a, b):
            save_game(target, g.game, g.seats, game_id=g.game_id, notes=g.notes)


def _spawn(a: LoadedGame, b: LoadedGame, target: Path) -> int:
    # A forked child has every module imported already: 50 tries take seconds, not a minute.
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child never returns into pytest
        try:
            os.close(read_end)
            _writer(a, b, target, write_end)
        finally:
            os._exit(1)
    os.close(write_end)
    # A child stuck before its first write (a lock held by another thread at fork time) is
    # simply killed like the others: the file must load all the same.
    select.select([read_end], [], [], 10.0)
    os.close(read_end)
    return pid


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL (POSIX)")
def test_every_file_left_by_a_killed_writer_loads(tmp_path: Path) -> None:
    seats = [Seat.human("Ann")] + [Seat.computer(f"C{i}") for i in range(3)]
    loaded = {}
    for name, seed, moves in (("a", 1, 900), ("b", 2, 300)):
        game = play(Game(RuleSet.preset("hillbilly", players=4), seed=seed), moves)
        path = tmp_path / f"{name}.rummy"
        save_game(path, game, seats, game_id=name * 32)
        loaded[name * 32] = load_game(path)
    a, b = loaded["a" * 32], loaded["b" * 32]
    target = tmp_path / "out" / "game.rummy"
    target.parent.mkdir()
    save_game(target, b.game, seats, game_id=b.game_id)
    rng = random.Random(2024)
    for _ in range(TRIES):
        pid = _spawn(a, b, target)
        time.sleep(rng.uniform(0.0, 0.05))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        result = load_game(target)  # raises if the file were damaged
        assert result.game_id in loaded
        assert result.game.snapshot() == loaded[result.game_id].game.snapshot()
    # Kills that landed mid-write leave a temporary file; the target never suffers from them,
    # and the next save that succeeds clears them (their writers are dead).
    assert {p.name for p in target.parent.iterdir() if not p.name.startswith(".")} == {"game.rummy"}
    save_game(target, a.game, seats, game_id=a.game_id)
    assert [p.name for p in target.parent.iterdir()] == ["game.rummy"]
