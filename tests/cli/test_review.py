"""`rummy-desktop review FILE.rummy [--seat N] [--json]`: the coach on the command line."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.cli import main
from rummy_desktop.coach.analysis import FEW, MAX_DECISIONS, count_decisions
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, new_game_id, save_game


def saved(tmp_path, variant="three-thirteen", moves=20, seats=None, name="game.rummy", seed=21):
    """A saved game of ``moves`` actions: seat 0 (a human) played by the easy level. In 20
    moves seat 0 draws, discards, takes the discard and goes out in round 1, then plays on in
    round 2."""
    players = 2 if seats is None else len(seats)
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    bots = [make_bot("easy", 3), make_bot("medium", 4), make_bot("medium", 5)][:players]
    while len(game.log) < moves and not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    seats = seats or [Seat.human("Ann"), Seat.computer("Bob", "medium")]
    path = tmp_path / name
    save_game(path, game, seats, game_id=new_game_id())
    return path, game


def test_json_is_one_object_in_the_card_notation(tmp_path, capsys):
    path, game = saved(tmp_path)
    assert main(["review", str(path), "--json"]) == 0
    out = capsys.readouterr()
    data = json.loads(out.out)
    # Progress only on a terminal; the estimate always, one line, before the work.
    assert re.fullmatch(
        r"review: \d+ decisions to judge, about \d+ (s|min \d\d s) with \w+ process(es)?\n",
        out.err,
    )
    assert data["seat"] == 0 and data["variant"] == "three-thirteen"
    assert 0.0 <= data["accuracy"] <= 1.0 and data["mean_loss"] >= 0.0
    decisions = data["decisions"]
    assert decisions
    for d in decisions:
        assert set(d) >= {"move", "round", "played", "best", "loss", "mark", "reason"}
        action = game.log[d["move"]]
        assert action.seat == 0
        if type(action).__name__ == "Discard":  # "discard 7H": no copy letter
            assert d["played"] == f"discard {action.card.code}"
        assert d["played"].split()[0] in ("draw", "take", "discard", "go")
        assert d["loss"] >= 0 and d["mark"] in ("best", "good", "inaccuracy", "mistake", "blunder")
        assert (d["mark"] == "best") == (d["loss"] == 0)
    assert {d["played"].split()[0] for d in decisions} == {"draw", "take", "discard", "go"}
    assert {d["round"] for d in decisions} == {1, 2}
    losses = [d["loss"] for d in decisions]
    assert data["mean_loss"] == pytest.approx(sum(losses) / len(losses), abs=1e-3)


def test_text_names_the_seat_and_each_decision(tmp_path, capsys):
    path, _game = saved(tmp_path)
    assert main(["review", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Ann (seat 0), Three Thirteen: accuracy ")
    assert all(line.startswith("move ") for line in lines[1:]) and len(lines) > 2


def review_in_process(path, *more: str, env: dict | None = None) -> str:
    """``python -m rummy_desktop review PATH --json MORE`` in a fresh process: its output."""
    run = subprocess.run(
        [sys.executable, "-m", "rummy_desktop", "review", str(path), "--json", *more],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_the_same_file_twice_gives_identical_output_in_fresh_processes(tmp_path):
    # Different hash seeds: nothing may depend on the order of a set of cards.
    path, _game = saved(tmp_path, moves=24)
    outputs = [
        review_in_process(path, env=dict(os.environ, PYTHONHASHSEED=hash_seed))
        for hash_seed in ("1", "2")
    ]
    assert outputs[0] == outputs[1]
    assert json.loads(outputs[0])["decisions"]


def test_python_m_judges_in_worker_processes_and_prints_the_same(tmp_path):
    # The worker processes ("spawn") import the main module again: `python -m rummy_desktop`
    # must not start another command in each of them.
    # 48 moves: the fewest that give seat 0 FEW decisions. Deal 2's judge in 1 s of a core
    # (deal 21's, the other tests', in 3 s): the test judges them twice.
    path, game = saved(tmp_path, moves=48, seed=2)
    decisions = count_decisions(game.rules, game.seed, game.log, 0)
    assert decisions >= FEW  # enough to use the processes
    outputs = [review_in_process(path, "--jobs", jobs) for jobs in ("2", "1")]
    assert outputs[0] == outputs[1]
    assert len(json.loads(outputs[0])["decisions"]) == decisions  # --jobs 2 used its workers


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--seat", "5"], "seat 5 is out of range: this game has seats 0 to 1"),
        (["--seat", "-1"], "seat -1 is out of range"),
        (["--seat", "1"], "seat 1 (Bob) is a computer player; review a human seat (0)"),
        (["--seat", "x"], "invalid int value"),
        (["--jobs", "0"], "--jobs must be 1 to 16, not 0"),
    ],
)
def test_a_bad_seat_is_one_line_and_exit_2(tmp_path, capsys, args, words):
    path, _game = saved(tmp_path, moves=4)
    assert main(["review", str(path), *args]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1


def test_a_game_without_a_human_is_refused(tmp_path, capsys):
    seats = [Seat.computer("Bob", "medium"), Seat.computer("Cy", "easy")]
    path, _game = saved(tmp_path, moves=4, seats=seats)
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert "has no human seat to review" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "content", [b"", b"not json", b'{"format": "rummy-desktop-save", "version": 1}', b"\xff\xfe"]
)
def test_a_bad_file_is_one_line_and_exit_2(tmp_path, capsys, content):
    path = tmp_path / "bad.rummy"
    path.write_bytes(content)
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rummy-desktop: error: Cannot open 'bad.rummy'")
    assert len(err.strip().splitlines()) == 1


def test_a_missing_file_is_one_line_and_exit_2(tmp_path, capsys):
    assert main(["review", str(tmp_path / "nowhere.rummy")]) == 2
    err = capsys.readouterr().err
    assert "nowhere.rummy" in err and len(err.strip().splitlines()) == 1


def test_an_analysis_kept_in_the_file_is_printed_as_kept(tmp_path, capsys):
    from rummy_desktop.coach import Analysis, Decision

    path, game = saved(tmp_path, moves=6)
    move = next(i for i, a in enumerate(game.log) if a.seat == 0)
    kept = Analysis(
        0,
        "three-thirteen",
        0,
        (Decision(move, 1, "draw stock", "take 5S", 2.5, "inaccuracy", "Kept."),),
    )
    from rummy_desktop.persistence import load_game

    loaded = load_game(path)
    save_game(path, loaded.game, loaded.seats, game_id=loaded.game_id, coach=[kept.to_entry(6)])
    assert main(["review", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["reason"] for d in data["decisions"]] == ["Kept."]


def test_a_save_too_long_to_review_is_one_sentence_before_any_work(tmp_path, capsys):
    from tests.coach.long_game import long_game

    game = long_game(2 * MAX_DECISIONS + 10)  # every move of seat 0 a decision
    path = tmp_path / "long.rummy"
    save_game(path, game, [Seat.human("Ann"), Seat.human("Bob")], game_id=new_game_id())
    assert main(["review", str(path), "--json"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and len(out.err.strip().splitlines()) == 1
    assert f"long.rummy': seat 0 took more than {MAX_DECISIONS:,} decisions" in out.err


def test_json_never_holds_nan_or_infinity(tmp_path, capsys, monkeypatch):
    from rummy_desktop import coach
    from rummy_desktop.coach import Analysis, Decision

    path, _game = saved(tmp_path, moves=4)
    bad = Analysis(0, "three-thirteen", 0, (Decision(1, 1, "x", "y", float("nan"), "best", ""),))
    monkeypatch.setattr(coach, "analyse", lambda *_a, **_k: bad)
    assert main(["review", str(path), "--json"]) == 1
    out = capsys.readouterr()
    assert out.out == "" and "NaN" not in out.err
    assert "not finite" in out.err and len(out.err.strip().splitlines()) == 1


def _workers(pid: int) -> list[int]:
    """The worker processes ("spawn") among ``pid``'s children."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        for child in (task / "children").read_text().split():
            try:
                command = Path(f"/proc/{child}/cmdline").read_bytes()
            except FileNotFoundError:
                continue
            if b"spawn_main" in command:
                found.append(int(child))
    return found


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux's /proc")
def test_a_killed_worker_is_one_line_and_a_failure(tmp_path):
    path, game = saved(tmp_path, moves=160)
    run = subprocess.Popen(
        [sys.executable, "-m", "rummy_desktop", "review", str(path), "--jobs", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        workers: list[int] = []
        while not workers and run.poll() is None:
            time.sleep(0.05)  # polling for the workers to exist, not timing anything
            workers = _workers(run.pid)
        assert workers, "the review ended before its workers were seen"
        os.kill(workers[0], signal.SIGKILL)
        out, err = run.communicate(timeout=120)
    finally:
        run.kill()
    assert run.returncode == 1 and out == ""
    lines = err.strip().splitlines()
    assert lines[0].startswith("review: ") and len(lines) == 2, err
    assert lines[1].startswith("rummy-desktop: error: a worker process of the analysis stopped")
