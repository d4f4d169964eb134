"""Tournaments at scale: worker processes, the results file and --resume, the progress bar and
the paired report. The same games must give the same figures however they were played."""

from __future__ import annotations

import fcntl
import json
import math
import os
import pty
import select
import signal
import socket
import statistics
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from rummy_desktop.cli import main
from rummy_desktop.simulate import run_tournament

from .dying_bot import GAME_KILLER, KILLER_GAME, MARKER, STOP_GAME, STOPPER
from .dying_bot import LEVEL as DYING

ROOT = Path(__file__).resolve().parents[2]
EVERY_LEVEL = "hard,medium,easy,simple,random"
# Three Thirteen, every level at one table; hard weighs one sampled deal a decision, so its
# moves do not depend on the machine's speed.
TT_ALL = [
    *("--variant", "three-thirteen", "--players", "5", "--ai", EVERY_LEVEL),
    *("--samples", "1", "--swap-seats", "--seed", "11"),
]
TT_QUICK = [
    *("--variant", "three-thirteen", "--players", "2", "--ai", "easy,simple"),
    *("--swap-seats", "--seed", "3"),
]
HB_QUICK = [
    *("--variant", "hillbilly", "--players", "2", "--ai", "easy,simple"),
    *("--swap-seats", "--seed", "5"),
]


def run_json(capsys, *args: str) -> dict:
    status = main(["simulate", *args, "--json"])
    out, err = capsys.readouterr()
    assert status == 0, err
    return json.loads(out)


def figures(report: dict) -> dict:
    """The report without what depends on the machine: decision times and speed."""
    data = json.loads(json.dumps(report))
    data.pop("games_per_second")
    for part in [*data["seats"], *data["levels"].values()]:
        part.pop("decision_ms")
    return data


def refused(capsys, *args: str, status: int = 2) -> str:
    assert main(["simulate", *args]) == status
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("rummy-desktop: error: ")
    return lines[0]


def game_lines(path: Path) -> list[dict]:
    lines = path.read_bytes().split(b"\n")
    assert lines.pop() == b"", "the file ends with a whole line"
    found = [json.loads(line) for line in lines[1:]]
    return [g for g in found if set(g) != {"games"}]  # the lines that extend the run


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "rummy_desktop", "simulate", *args]


# ---- worker processes -------------------------------------------------------------------


def test_the_same_figures_in_worker_processes(capsys):
    args = [
        *("--variant", "three-thirteen", "--players", "3", "--ai", "easy,simple,random"),
        *("--swap-seats", "--seed", "11", "--games", "4"),
    ]
    alone = run_json(capsys, *args)
    assert figures(run_json(capsys, *args, "--jobs", "2")) == figures(alone)


def test_hillbilly_gives_the_same_figures_in_worker_processes(capsys):
    alone = run_json(capsys, *HB_QUICK, "--games", "2")
    assert figures(run_json(capsys, *HB_QUICK, "--games", "2", "--jobs", "0")) == figures(alone)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["three-thirteen", "hillbilly"])
def test_every_level_gives_the_same_figures_in_worker_processes(capsys, variant):
    args = [*TT_ALL[:1], variant, *TT_ALL[2:], "--games", "2"]
    alone = run_json(capsys, *args)
    assert {s["ai"] for s in alone["seats"]} == set(EVERY_LEVEL.split(","))
    assert alone["paired"]["games"] == 2
    assert figures(run_json(capsys, *args, "--jobs", "2")) == figures(alone)


def test_a_game_whose_worker_dies_is_played_again(capsys, tmp_path, monkeypatch):
    args = [*TT_QUICK[:5], f"{DYING},simple", *TT_QUICK[6:], "--games", "4"]
    expected = run_json(capsys, *args)  # no marker: the bot never dies
    marker = tmp_path / "died"
    monkeypatch.setenv(MARKER, str(marker))
    again = run_json(capsys, *args, "--jobs", "2")
    assert marker.exists(), "a worker process died"
    assert figures(again) == figures(expected)


def test_a_game_that_always_ends_its_worker_is_named(capsys, monkeypatch):
    # The second game (seed 1) kills its worker at its first move, while the first game is
    # still under way in the other worker: both are lost, but only the second is to blame.
    monkeypatch.setenv(KILLER_GAME, "1")
    line = refused(
        capsys,
        *("--variant", "three-thirteen", "--players", "2", "--games", "4", "--jobs", "2"),
        *("--ai", f"{GAME_KILLER},medium"),  # medium: a game lasts a second or so
        status=1,
    )
    assert "game 2 (seed 1) was lost with its worker process 3 times" in line


def test_a_game_error_in_a_worker_is_one_line_naming_the_game(capsys):
    line = refused(
        capsys,
        *("--variant", "three-thirteen", "--players", "2", "--games", "3", "--jobs", "2"),
        *("--ai", "tests.cli.test_simulate:CrashingBot,simple"),
        status=1,
    )
    assert "CrashingBot' at seat 1 failed: RuntimeError: my circuits are fried" in line
    assert "in game 1 (seed 0)" in line  # the earliest failing game, whichever ended first


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--jobs", "-1"], "0 (one per core) or more"),
        (["--jobs", "2", "--cluster", "auto"], "not allowed with argument"),
        (["--samples", "0"], "--samples must be 1 to 5000"),
    ],
)
def test_bad_jobs_and_samples_are_refused(capsys, args, words):
    base = ["--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "1"]
    status = main(["simulate", *base, *args])
    err = capsys.readouterr().err
    assert status == 2 and words in err and "Traceback" not in err


def test_cluster_without_ray_says_how_to_install_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails
    line = refused(
        capsys,
        *("--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "1"),
        *("--cluster", "auto"),
    )
    assert 'pip install "rummy-desktop[cluster]"' in line


def test_nothing_listening_at_the_cluster_address_is_one_line(capsys):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # free, and nothing listens there once closed
    line = refused(
        capsys,
        *("--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "1"),
        *("--cluster", f"127.0.0.1:{port}"),
    )
    assert f"cannot reach the Ray cluster at 127.0.0.1:{port}: Connection refused" in line


# ---- the results file and --resume ------------------------------------------------------


def test_out_writes_one_checked_line_per_game(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    report = run_json(capsys, *TT_QUICK, "--games", "4", "--out", str(out))
    head = json.loads(out.read_text().splitlines()[0])
    assert head["format"] == "rummy-desktop simulate results" and head["games"] == 4
    assert head["settings"]["levels"] == ["easy", "simple"]
    lines = game_lines(out)
    assert sorted(g["game"] for g in lines) == [1, 2, 3, 4]  # from 1, as in messages
    for g in lines:
        assert g["seed"] == 3 + g["game"] - 1
        assert g["seats"] == ([1, 2] if g["game"] % 2 == 1 else [2, 1])
        assert g["levels"] == [["easy", "simple"][e - 1] for e in g["seats"]]
        assert len(g["rounds"]) == 11
        assert g["totals"] == [sum(r[s] for r in g["rounds"]) for s in range(2)]
        assert min(g["totals"]) == g["totals"][g["winners"][0] - 1]
        assert all(t["count"] > 0 and t["p50"] <= t["p95"] <= t["max"] for t in g["decision_ms"])
    easy_total = sum(g["totals"][g["seats"].index(1)] for g in lines)
    assert report["seats"][0]["mean_score"] == pytest.approx(easy_total / 4, abs=0.01)


def test_resume_of_a_finished_file_plays_nothing_and_reports_the_same(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    report = run_json(capsys, *HB_QUICK, "--games", "2", "--out", str(out))
    before = out.read_bytes()
    again = run_json(capsys, "--resume", str(out))  # every setting from the file
    assert figures(again) == figures(report)
    assert out.read_bytes() == before


def test_resume_can_extend_a_run(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "2", "--out", str(out))
    longer = run_json(capsys, *TT_QUICK, "--games", "5", "--resume", str(out))
    assert figures(longer) == figures(run_json(capsys, *TT_QUICK, "--games", "5"))
    assert sorted(g["game"] for g in game_lines(out)) == [1, 2, 3, 4, 5]
    line = refused(capsys, "--resume", str(out), "--games", "3")
    assert "already holds game 5: ask for at least 5 games" in line


def test_a_run_extended_then_interrupted_resumes_to_its_new_length(capsys, tmp_path):
    """Issue 38: --resume F --games 5, stopped after game 3; then the advised --resume F."""
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "2", "--out", str(out))
    run_json(capsys, "--resume", str(out), "--games", "5")
    lines = out.read_bytes().splitlines(keepends=True)
    games = [n for n, line in enumerate(lines) if b'"game"' in line]
    out.write_bytes(b"".join(lines[: games[2] + 1]))  # killed once game 3 was written
    report = run_json(capsys, "--resume", str(out))
    assert report["games"] == 5
    assert figures(report) == figures(run_json(capsys, *TT_QUICK, "--games", "5"))
    assert sorted(g["game"] for g in game_lines(out)) == [1, 2, 3, 4, 5]
    again = run_json(capsys, "--resume", str(out))  # nothing left to play
    assert figures(again) == figures(report)


def test_a_results_file_that_shrinks_its_own_length_is_refused(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "3", "--out", str(out))
    last = out.read_bytes().splitlines(keepends=True)[-1]
    with out.open("ab") as f:
        f.write(b'{"games":2}\n' + last)  # not the last line: not a run cut short
    before = out.read_bytes()
    line = refused(capsys, "--resume", str(out))
    assert "line 5" in line and "2 games, fewer than the 3" in line
    assert out.read_bytes() == before


def test_out_never_overwrites_results(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    out.write_text("precious\n")
    line = refused(capsys, *TT_QUICK, "--games", "1", "--out", str(out))
    assert "already holds results: continue that run with --resume" in line
    assert out.read_text() == "precious\n"


def test_resume_refuses_another_tournaments_file(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "1", "--out", str(out))
    before = out.read_bytes()
    line = refused(capsys, *TT_QUICK[:5], "simple,easy", *TT_QUICK[6:], "--resume", str(out))
    assert "holds another tournament: its levels is easy,simple, not simple,easy" in line
    line = refused(capsys, "--resume", str(out), "--seed", "4")
    assert "its seed is 3, not 4" in line
    assert out.read_bytes() == before
    notes = tmp_path / "notes.jsonl"
    notes.write_text("my shopping list\n")
    assert "does not start with the header" in refused(capsys, "--resume", str(notes))
    assert "does not exist" in refused(capsys, "--resume", str(tmp_path / "none.jsonl"))


def test_a_file_another_run_writes_is_refused(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "1", "--out", str(out))
    with open(out, "ab") as other:
        fcntl.flock(other, fcntl.LOCK_EX)  # as the other run holds it
        line = refused(capsys, "--resume", str(out), "--games", "2")
    assert "is being written by another run" in line


@pytest.mark.parametrize(
    ("setting", "value", "words"),
    [
        ("seed", "3", 'its seed must be a whole number, not "3"'),
        ("players", True, "its players must be a whole number, not true"),
        ("swap_seats", "yes", 'its swap_seats must be true or false, not "yes"'),
        ("levels", "easy,simple", "its levels must be a list of strings"),
        ("rules_overrides", [], "its rules_overrides must be an object, not []"),
        ("bot_options", {"samples": 0}, "samples must be 1 to 5000 sampled deals, not 0"),
        ("bot_timeout_s", "10", 'its bot_timeout_s must be a number or null, not "10"'),
    ],
)
def test_a_header_with_a_setting_of_the_wrong_kind_is_refused(
    capsys, tmp_path, setting, value, words
):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "1", "--out", str(out))
    head, rest = out.read_text().split("\n", 1)
    data = json.loads(head)
    data["settings"][setting] = value
    out.write_text(json.dumps(data) + "\n" + rest)
    before = out.read_bytes()
    line = refused(capsys, "--resume", str(out), "--games", "2")
    assert words in line
    assert out.read_bytes() == before


@pytest.mark.parametrize("cut", ["half a line", "only its newline"])
def test_a_damaged_last_line_is_reported_and_its_game_played_again(capsys, tmp_path, cut):
    out = tmp_path / "run.jsonl"
    full = run_json(capsys, *TT_QUICK, "--games", "3", "--out", str(out))
    data = out.read_bytes()
    last = data.rstrip(b"\n").rsplit(b"\n", 1)[1]
    out.write_bytes(data[: -len(last) // 2] if cut == "half a line" else data[:-1])
    assert main(["simulate", "--resume", str(out), "--json"]) == 0
    captured = capsys.readouterr()
    assert "rummy-desktop: warning: the last line of" in captured.err
    assert "is damaged" in captured.err and "its game played again" in captured.err
    assert figures(json.loads(captured.out)) == figures(full)
    assert sorted(g["game"] for g in game_lines(out)) == [1, 2, 3]


def test_a_damaged_line_before_the_last_is_refused_and_the_file_left_alone(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "3", "--out", str(out))
    lines = out.read_text().splitlines(keepends=True)
    game = json.loads(lines[2])
    game["totals"][0] += 1  # no longer the sum of its rounds
    lines[2] = json.dumps(game) + "\n"
    out.write_text("".join(lines))
    before = out.read_bytes()
    line = refused(capsys, "--resume", str(out), "--games", "4")
    assert "line 3 of" in line and "'totals' are not the sums of the rounds" in line
    assert out.read_bytes() == before


@pytest.mark.parametrize(
    ("key", "value"),
    [("buckets", "far"), ("max_ms", "1e999"), ("sum_ms", "nan"), ("max_ms", "Infinity")],
)
def test_decision_times_a_line_cannot_hold_are_a_damaged_line(capsys, tmp_path, key, value):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "3", "--out", str(out))
    lines = out.read_text().splitlines(keepends=True)
    game = json.loads(lines[1])
    times = game["decision_ms"][0]
    # A bucket 10**20 doublings/16 past a microsecond: 2**(10**20/16) ms overflows a float.
    times[key] = [[10**20, times["count"]]] if value == "far" else value
    lines[1] = json.dumps(game) + "\n"
    out.write_text("".join(lines))
    before = out.read_bytes()
    line = refused(capsys, "--resume", str(out), "--games", "4")
    assert "line 2 of" in line and "damaged" in line
    assert out.read_bytes() == before


def test_a_results_file_over_its_limit_says_both_sizes_readably(capsys, tmp_path, monkeypatch):
    from rummy_desktop.tournament import results_file

    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "2", "--out", str(out))
    monkeypatch.setattr(results_file, "MAX_RESULTS_BYTES", 1500)
    line = refused(capsys, "--resume", str(out), "--games", "3")
    assert "0 MB" not in line and "the limit is 1.5 KB" in line, line


@pytest.mark.parametrize("jobs", ["1", pytest.param("2", marks=pytest.mark.slow)])
def test_a_run_killed_mid_file_resumes_to_the_same_figures(capsys, tmp_path, jobs):
    args = [*TT_QUICK, "--games", "25"]
    expected = run_json(capsys, *args)
    out = tmp_path / "run.jsonl"
    run = subprocess.Popen(
        cli(*args, "--out", str(out), "--jobs", jobs, "--json"),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, workers included
    )
    try:
        deadline = time.monotonic() + 120
        while (out.read_bytes().count(b"\n") if out.exists() else 0) < 4:  # header + 3
            assert run.poll() is None, run.stderr.read().decode()
            assert time.monotonic() < deadline, "no game finished in two minutes"
            time.sleep(0.02)
    finally:
        os.killpg(run.pid, signal.SIGKILL)
        run.wait(timeout=30)
        run.stderr.close()
    assert run.returncode == -signal.SIGKILL
    data = out.read_bytes()
    whole = data.split(b"\n")[:-1]  # a line is whole or absent: every line here parses
    assert all(json.loads(line) for line in whole)
    assert 3 <= len(whole) - 1 < 25, "killed in the middle of the run"
    resumed = run_json(capsys, "--resume", str(out))
    assert figures(resumed) == figures(expected)
    assert sorted(g["game"] for g in game_lines(out)) == list(range(1, 26))


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_run_of_a_trillion_games_starts_at_once_and_resumes(capsys, tmp_path, monkeypatch, jobs):
    # The games still to play are dealt one at a time, never listed first: a run this long
    # starts playing at once. Game 2 stops it, as Ctrl+C would.
    monkeypatch.setenv(STOP_GAME, "2")
    out = tmp_path / "run.jsonl"
    levels = [STOPPER, "simple"]
    with pytest.raises(KeyboardInterrupt):
        run_tournament("three-thirteen", 2, levels, 10**12, out=out, jobs=jobs)
    assert json.loads(out.read_text().splitlines()[0])["games"] == 10**12
    played = {g["game"] for g in game_lines(out)}
    assert 3 not in played  # game index 2 is game 3
    if jobs == 1:
        assert played == {1, 2}
    monkeypatch.delenv(STOP_GAME)
    args = ["--variant", "three-thirteen", "--players", "2", "--ai", ",".join(levels)]
    resumed = run_json(capsys, *args, "--games", "5", "--resume", str(out))
    assert figures(resumed) == figures(run_json(capsys, *args, "--games", "5"))
    assert sorted(g["game"] for g in game_lines(out)) == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("to", [pytest.param("the run", marks=pytest.mark.slow), "its group"])
def test_ctrl_c_stops_worker_processes_and_says_how_to_go_on(tmp_path, to):
    out = tmp_path / "run.jsonl"
    run = subprocess.Popen(
        cli(*TT_QUICK, "--games", "400", "--jobs", "2", "--out", str(out)),
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        # Ctrl+C as on a terminal, even when the tests themselves were started with it
        # ignored (a command put in the background by a shell ignores it, and so would the
        # run, which inherits that).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 120
        while (out.read_bytes().count(b"\n") if out.exists() else 0) < 3:
            assert run.poll() is None and time.monotonic() < deadline
            time.sleep(0.02)
        workers = subprocess.run(
            ["pgrep", "-P", str(run.pid)], capture_output=True, text=True
        ).stdout.split()
        assert len(workers) >= 2
        if to == "the run":  # kill -INT: only the parent hears it
            run.send_signal(signal.SIGINT)
        else:  # Ctrl+C on a terminal: every process of the group hears it
            os.killpg(run.pid, signal.SIGINT)
        _, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.wait()
    assert run.returncode == 130
    assert err.strip().splitlines() == [
        f"rummy-desktop: error: interrupted; the finished games are in {out}: "
        f"go on with --resume {out}"
    ]
    deadline = time.monotonic() + 30
    while [w for w in workers if Path(f"/proc/{w}").exists()] and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [w for w in workers if Path(f"/proc/{w}").exists()], "no worker left behind"
    lines = game_lines(out)
    assert 2 <= len(lines) < 400


# ---- the paired report ------------------------------------------------------------------


def test_the_paired_difference_is_the_mean_of_each_games_difference(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    args = ["--variant", "three-thirteen", "--players", "3", "--ai", "easy,simple"]
    report = run_json(capsys, *args, "--swap-seats", "--games", "6", "--out", str(out))
    diffs = []
    for g in game_lines(out):
        mine = [t for t, level in zip(g["totals"], g["levels"], strict=True) if level == "easy"]
        rest = [t for t, level in zip(g["totals"], g["levels"], strict=True) if level != "easy"]
        diffs.append((sum(mine) / len(mine) - sum(rest) / len(rest)) / len(g["rounds"]))
    paired = report["paired"]
    assert paired["first"] == "easy" and paired["rest"] == ["simple"] and paired["games"] == 6
    assert paired["mean_difference_per_round"] == pytest.approx(statistics.mean(diffs), abs=1e-3)
    half = 2.571 * statistics.stdev(diffs) / math.sqrt(6)  # Student's t, 5 degrees of freedom
    low, high = paired["ci95"]
    assert low == pytest.approx(statistics.mean(diffs) - half, abs=1e-3)
    assert high == pytest.approx(statistics.mean(diffs) + half, abs=1e-3)


def test_the_paired_line_in_the_plain_report(capsys):
    assert main(["simulate", *TT_QUICK, "--games", "2"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("Paired"))
    assert line.startswith("Paired, easy - simple: ") and "points a round (95% interval" in line


def test_no_paired_report_without_rotation_or_a_second_level(capsys):
    plain = run_json(capsys, *TT_QUICK[:6], "--games", "1")
    assert "paired" not in plain
    one_level = ["--variant", "three-thirteen", "--players", "2", "--ai", "simple"]
    assert "paired" not in run_json(capsys, *one_level, "--swap-seats", "--games", "2")


def test_the_paired_report_pools_a_level_that_plays_several_seats():
    result = run_tournament("three-thirteen", 4, ["simple", "random"], 4, seed=2, swap_seats=True)
    diffs = []
    for r in result.records:
        simple = [t for t, level in zip(r.totals, r.levels, strict=True) if level == "simple"]
        rand = [t for t, level in zip(r.totals, r.levels, strict=True) if level == "random"]
        assert len(simple) == len(rand) == 2
        diffs.append((sum(simple) / 2 - sum(rand) / 2) / 11)
    assert result.paired.mean == pytest.approx(statistics.mean(diffs))
    assert result.paired.mean < 0  # simple beats random by far


# ---- the progress bar -------------------------------------------------------------------


def on_a_terminal(*args: str, columns: int = 100, rows: int = 30) -> tuple[int, str]:
    """Run simulate with standard error on a pseudo-terminal; its status and what it drew."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    run = subprocess.Popen(
        cli(*args), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=follower, stdin=subprocess.DEVNULL
    )
    os.close(follower)
    drawn = b""
    try:
        while True:
            ready, _, _ = select.select([leader], [], [], 60)
            if not ready:
                break
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the other side closed: the run is over
                break
            if not chunk:
                break
            drawn += chunk
    finally:
        os.close(leader)
        status = run.wait(timeout=60)
    return status, drawn.decode("utf-8", "replace")


def test_a_terminal_gets_a_progress_bar():
    status, drawn = on_a_terminal(*TT_QUICK, "--games", "3")
    assert status == 0, drawn
    assert "simulate:" in drawn and "3/3 games" in drawn and " games/s]" in drawn
    assert "<00:00" in drawn  # the time left


def test_a_terminal_that_tells_no_width_gets_a_whole_bar():
    status, drawn = on_a_terminal(*TT_QUICK, "--games", "2", columns=0)
    assert status == 0 and "2/2 games" in drawn


def test_a_new_pseudo_terminal_of_no_rows_and_no_columns_gets_a_whole_bar():
    status, drawn = on_a_terminal(*TT_QUICK, "--games", "2", columns=0, rows=0)
    assert status == 0 and "simulate:" in drawn and "2/2 games" in drawn


def test_quiet_turns_the_bar_off():
    status, drawn = on_a_terminal(*TT_QUICK, "--games", "2", "--quiet")
    assert status == 0 and drawn == ""


def test_no_bar_when_standard_error_is_not_a_terminal():
    done = subprocess.run(
        cli(*TT_QUICK, "--games", "2"), cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and done.stderr == ""


# ---- one numbering of games and seats (issue 38) ----------------------------------------------


def test_games_and_seats_count_from_one_in_messages_explain_and_the_results_file(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    level = "tests.cli.bot_writers_bots:BuggyBot"
    args = ["--variant", "three-thirteen", "--players", "2", "--ai", f"simple,{level}"]
    status = main(
        ["simulate", *args, "--games", "2", "--swap-seats", "--on-error", "continue"]
        + ["--out", str(out), "--explain", "--json"]
    )
    captured = capsys.readouterr()
    assert status == 0, captured.err
    report = json.loads(captured.out)
    explained = report["explanations"]
    assert {x["game"] for x in explained} == {1}
    assert {x["seat"] for x in explained if "seat" in x} == {1, 2}
    # The buggy bot starts in seat 2 and sits in seat 1 in game 2 (the seats rotate): the
    # warnings, the file's lines and their samples say the same game and seat numbers.
    lines = {g["game"]: g for g in game_lines(out)}
    assert sorted(lines) == [1, 2]
    assert lines[1]["seats"] == [1, 2] and lines[2]["seats"] == [2, 1]
    for number, line in lines.items():
        buggy_seat = line["seats"].index(2) + 1
        assert line["errors"][buggy_seat - 1] > 0
        assert line["error_samples"][0].startswith(f"game {number}, round ")
        assert f"at seat {buggy_seat} failed" in line["error_samples"][0]
        assert all(1 <= w <= 2 for w in line["winners"])
    assert "warning: game 1, round " in captured.err


def test_a_results_file_of_format_1_counting_from_zero_still_resumes(capsys, tmp_path):
    """Files written before games counted from 1 are read, and go on in their numbering."""
    out = tmp_path / "old.jsonl"
    full = run_json(capsys, *TT_QUICK, "--games", "3", "--out", str(out))
    head, *games = (json.loads(line) for line in out.read_text().splitlines())
    head["format_version"] = 1
    old = []
    for g in games[:2]:  # the third game was not finished when that old run stopped
        g["game"] -= 1
        g["seats"] = [e - 1 for e in g["seats"]]
        g["winners"] = [w - 1 for w in g["winners"]]
        old.append(g)
    out.write_text("".join(json.dumps(x) + "\n" for x in [head, *old]))
    resumed = run_json(capsys, "--resume", str(out))
    assert figures(resumed) == figures(full)
    head_after, *after = (json.loads(line) for line in out.read_text().splitlines())
    assert head_after["format_version"] == 1
    assert sorted(g["game"] for g in after) == [0, 1, 2]
    assert sorted(after[2]["seats"]) == [0, 1]


def test_resume_with_explain_says_the_earlier_games_are_not_explained(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    run_json(capsys, *TT_QUICK, "--games", "2", "--out", str(out))
    assert main(["simulate", "--resume", str(out), "--games", "3", "--explain", "--quiet"]) == 0
    text, err = capsys.readouterr()
    assert not text.startswith("\n")
    assert "Round 1 of game" not in text
    assert (
        f"game 1 was played by the run that wrote {out}: games already in a results file are "
        "not explained (their moves are not kept); replay game 1 alone with --seed 3 --games 1 "
        "--explain"
    ) in err
