"""The host's process killed (SIGKILL) mid-game and started again with --resume: the table
comes back from its autosave, the joined seats come back with their tokens, the game ends."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummy_desktop.persistence import load_game

from .helpers import SHORT_HILLBILLY

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and file modes are POSIX")
def test_the_host_killed_mid_game_resumes_and_the_game_ends(tmp_path):
    gate = tmp_path / "gate"
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "RUMMY_TEST_GATE": str(gate),
        "RUMMY_TEST_GATE_AFTER": "12",
    }
    cli = [sys.executable, "-m", "rummy_desktop"]
    save = tmp_path / "family.rummy"
    tokens = tmp_path / "family.rummy.tokens"

    def host(*how: str) -> subprocess.Popen:
        return subprocess.Popen(
            [*cli, "host", *how, "--bind", "127.0.0.1", "--save", str(save)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )  # fmt: skip

    rules = tmp_path / "short.json"  # two rounds: each move is saved, and saving takes time
    rules.write_text(json.dumps(SHORT_HILLBILLY))
    first = host("--variant", "hillbilly", "--rules", str(rules), "--players", "3",
                 "--computers", "easy", "--port", "0", "--code", "fam", "--seed", "8")  # fmt: skip
    second = None
    joins: list[subprocess.Popen] = []
    try:
        line = first.stdout.readline()
        assert "with code fam" in line, line + first.stderr.read()
        url = line.split()[2]
        port = url.rsplit(":", 1)[1]
        joins = [
            subprocess.Popen(
                [
                    *cli,
                    "join",
                    url,
                    "--code",
                    "fam",
                    "--name",
                    name,
                    "--ai",
                    "tests.net.gate_bot:GateBot",
                ],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )  # fmt: skip
            for name in ("Ann", "Bob")
        ]
        deadline = time.monotonic() + 60
        while not list(tmp_path.glob("waiting-*")):  # a bot holds the table still
            assert time.monotonic() < deadline and first.poll() is None
            time.sleep(0.02)
        before = load_game(save).game.log
        assert len(before) >= 11
        secret = tokens.read_text()
        assert stat.S_IMODE(tokens.stat().st_mode) == 0o600
        first.send_signal(signal.SIGKILL)
        first.wait(10)

        second = host("--resume", str(save), "--port", port)
        line = second.stdout.readline()
        assert line.startswith(f"Resuming on ws://127.0.0.1:{port} with code fam"), (
            line + second.stderr.read()
        )
        gate.touch()
        for j in joins:
            out, err = j.communicate(timeout=90)
            assert j.returncode == 0, err
            assert out.startswith("Game over: seat")
        out, err = second.communicate(timeout=30)
        assert second.returncode == 0, err
        assert "resumed after" in err and "is back" in err
    finally:
        for p in [first, *joins, *([second] if second else [])]:
            p.kill()
    loaded = load_game(save)
    assert loaded.game.is_over
    assert loaded.game.log[: len(before)] == before  # the same game, on from where it was
    assert sorted(s.name for s in loaded.seats[:2]) == ["Ann", "Bob"]
    assert not tokens.exists()  # the game is over: its tokens are gone
    for row in json.loads(secret)["seats"]:
        assert row["token"] not in save.read_text()


def test_resume_refuses_a_save_without_its_tokens_or_with_a_forged_file(tmp_path, capsys):
    from rummy_desktop.cli import main
    from rummy_desktop.engine import Game, RuleSet
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.persistence import new_game_id, save_game
    from rummy_desktop.persistence.host_tokens import read_host_tokens, write_host_tokens

    save = tmp_path / "t.rummy"
    game_id = new_game_id()
    seats = [Seat.of("Ann"), Seat.of("Ada", "easy")]
    save_game(save, Game(RuleSet.preset("three-thirteen", players=2), 3), seats, game_id=game_id)
    assert main(["host", "--resume", str(save), "--port", "0"]) == 2
    assert "t.rummy.tokens" in capsys.readouterr().err
    tokens = tmp_path / "t.rummy.tokens"
    tokens.write_text('{"format": "rummy-desktop host tokens", "version": 1, "seats": 3}')
    assert main(["host", "--resume", str(save), "--port", "0"]) == 2
    assert "is not a host's tokens file" in capsys.readouterr().err
    write_host_tokens(tokens, "c", new_game_id(), {0: ("Ann", "x" * 24)})  # another game's
    assert main(["host", "--resume", str(save), "--port", "0"]) == 2
    assert "are not this game's" in capsys.readouterr().err
    write_host_tokens(tokens, "c", game_id, {0: ("Ann", "x" * 24)})
    assert read_host_tokens(tokens) == ("c", game_id, {0: ("Ann", "x" * 24)})
    assert stat.S_IMODE(tokens.stat().st_mode) == 0o600 or sys.platform == "win32"
