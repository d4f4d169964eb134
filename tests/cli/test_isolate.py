"""``simulate --isolate`` (issue 38): each bot of your own plays in a process of its own that
sees only its view as JSON. The real command, run as a user runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOTS = "tests.cli.isolated_bots"
TT = ["--variant", "three-thirteen", "--players", "2"]


def simulate(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rummy_desktop", "simulate", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        timeout=300,
    )


def report(done: subprocess.CompletedProcess) -> dict:
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def one_line(done: subprocess.CompletedProcess, status: int) -> str:
    assert done.returncode == status, done.stderr
    lines = [x for x in done.stderr.splitlines() if x.startswith("rummy-desktop: error:")]
    assert len(lines) == 1, done.stderr
    assert "Traceback" not in done.stderr
    return lines[0]


def figures(data: dict) -> list:
    return [(s["ai"], s["wins"], s["mean_score"], s["errors"]) for s in data["seats"]]


def test_an_isolated_bot_plays_the_same_moves_and_its_prints_stay_off_the_json():
    args = [*TT, "--ai", f"{BOTS}:ChattyBot,simple", "--games", "2", "--swap-seats", "--json"]
    here = simulate(*args)
    apart = simulate(*args, "--isolate")
    assert figures(report(apart)) == figures(report(here))
    assert "thinking out loud" in apart.stderr  # its print() reached standard error


def test_an_isolated_bot_cannot_find_the_game_in_its_interpreter():
    args = [*TT, "--ai", f"{BOTS}:PeekingBot,simple", "--games", "1", "--explain", "--json"]
    said = {
        x["why"].split(";")[0]
        for x in report(simulate(*args))["explanations"]
        if x.get("seat") == 1
    }
    assert said == {"games found: 1"}  # in the game's own process it finds the game
    said = {
        x["why"].split(";")[0]
        for x in report(simulate(*args, "--isolate"))["explanations"]
        if x.get("seat") == 1
    }
    assert said == {"games found: 0"}


def test_a_bot_process_that_dies_is_one_line(tmp_path):
    deaths = {"RUMMY_TEST_DEATHS": str(tmp_path / "deaths")}
    line = one_line(
        simulate(*TT, "--ai", f"{BOTS}:DyingBot,simple", "--games", "1", "--isolate", env=deaths),
        1,
    )
    assert line == (
        f"rummy-desktop: error: bot '{BOTS}:DyingBot' at seat 1 failed: its process ended "
        "(exit status 7) in game 1 (seed 0), round 1, move 5"
    )


def test_a_bot_process_that_dies_under_continue_is_counted_and_the_run_goes_on(tmp_path):
    args = [*TT, "--ai", f"{BOTS}:DyingBot,simple", "--games", "2", "--isolate"]
    deaths = {"RUMMY_TEST_DEATHS": str(tmp_path / "deaths")}
    done = simulate(*args, "--on-error", "continue", "--json", env=deaths)
    data = report(done)
    assert data["seats"][0]["errors"] == 2  # it died twice; a fresh process played on each time
    assert (
        "its process ended (exit status 7); a random legal move was played instead" in done.stderr
    )


def test_a_bot_process_that_hangs_is_stopped(tmp_path):
    marker = {"RUMMY_TEST_HANG_ONCE": str(tmp_path / "hung")}
    args = [*TT, "--ai", f"{BOTS}:HangingBot,simple", "--games", "1", "--isolate"]
    line = one_line(simulate(*args, "--bot-timeout-s", "0.5", env=marker), 1)
    assert line.endswith(
        "failed: its process did not answer within 1.5 s and was stopped in game 1 (seed 0), "
        "round 1, move 2"
    )
    (tmp_path / "hung").unlink()
    done = simulate(*args, "--bot-timeout-s", "0.5", "--on-error", "continue", "--json", env=marker)
    assert report(done)["seats"][0]["errors"] == 1  # a fresh process played on, in time


def test_a_bot_process_that_answers_garbage_is_stopped():
    args = [*TT, "--ai", f"{BOTS}:GarbageBot,simple", "--games", "1", "--isolate"]
    line = one_line(simulate(*args), 1)
    assert "failed: its process answered a line that is not JSON, and was stopped" in line


def test_a_bot_that_raises_in_its_process_names_its_file_and_line():
    args = [*TT, "--ai", "tests.cli.bot_writers_bots:BuggyBot,simple", "--games", "1"]
    line = one_line(simulate(*args, "--isolate"), 1)
    assert "failed: IndexError: tuple index out of range at bot_writers_bots.py line " in line
    done = simulate(*args, "--isolate", "--traceback")
    assert "Traceback (most recent call last)" in done.stderr
    assert "discards[len(discards) + 3]" in done.stderr


def test_a_bot_that_cannot_be_loaded_is_refused_before_any_game():
    line = one_line(simulate(*TT, "--ai", f"{BOTS}:Nope,simple", "--games", "1", "--isolate"), 2)
    assert line.endswith(f"cannot load bot '{BOTS}:Nope': module '{BOTS}' has no attribute 'Nope'")


def test_a_constructor_failure_in_its_own_process_is_told_as_in_one_process():
    bot = "tests.cli.bot_writers_bots:BrokenAtBirthBot"
    done = simulate(*TT, "--games", "1", "--ai", f"{bot},simple", "--isolate", "--traceback")
    assert done.returncode == 2, done.stderr
    source = (ROOT / "tests/cli/bot_writers_bots.py").read_text().splitlines()
    bug = next(n for n, text in enumerate(source, 1) if "no such key" in text)
    assert (
        f"cannot create bot '{bot}': KeyError: 'weights' at bot_writers_bots.py line {bug}"
    ) in done.stderr
    assert done.stderr.index("Traceback (most recent call last)") < done.stderr.index(
        "rummy-desktop: error:"
    )
    assert 'return {}["weights"]' in done.stderr


def test_a_value_that_is_not_a_move_is_told_as_in_one_process():
    bot = "tests.cli.bot_writers_bots:WordyBot"
    done = simulate(*TT, "--games", "1", "--ai", f"{bot},simple", "--isolate")
    line = one_line(done, 1)
    assert (
        f"bot '{bot}' at seat 1 made an illegal move: 'discard the queen' "
        "(choose() returned str, which is not an action)"
    ) in line
