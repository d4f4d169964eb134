"""Hostile arguments, rules files and batch lines: one line on stderr, never a hang or a traceback.

Cases that used to hang or eat all memory run in a child process, with a memory cap and a
generous timeout: a hang then fails the test instead of blocking the suite (the timeout is a
guard, not a speed claim).
"""

from __future__ import annotations

import json
import math
import os
import re
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from rummy_desktop.cli import main

HANG_GUARD_S = 60
MEMORY_CAP = 2 * 1024**3  # a child that tries to read /dev/zero whole dies instead of the machine


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """Run ``rummy-desktop ARGS`` in a child process (stdin closed unless given)."""
    return subprocess.run(
        [sys.executable, "-m", "rummy_desktop", *args],
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        preexec_fn=_cap_memory,
    )


def one_line_error(done: subprocess.CompletedProcess, status: int = 2) -> str:
    """The run failed with ``status`` and exactly one line on stderr, and no traceback."""
    assert done.returncode == status, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr[-2000:]
    assert lines[0].startswith("rummy-desktop: error: ")
    return lines[0]


def without_estimate(stderr: str) -> str:
    """Standard error less review's estimate, the line it prints before it starts work."""
    return "".join(
        line
        for line in stderr.splitlines(keepends=True)
        if not re.fullmatch(r"review: \d+ decisions? to judge, about .+\n?", line)
    )


def refused_in_process(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    status = main(list(args))
    out, err = capsys.readouterr()
    assert status == 2, err
    assert out == "" and "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


# ---- reading what is not a file ----------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("special", ["/dev/zero", "/dev/urandom", "fifo", "link-to-fifo"])
def test_a_rules_file_that_is_not_a_regular_file_is_refused(tmp_path: Path, special: str) -> None:
    if special in ("fifo", "link-to-fifo"):
        fifo = tmp_path / "rules.fifo"
        os.mkfifo(fifo)
        path = fifo
        if special == "link-to-fifo":
            path = tmp_path / "rules.json"
            path.symlink_to(fifo)
    else:
        if not os.path.exists(special):
            pytest.skip(f"{special} is missing here")
        path = tmp_path / "rules.json"
        path.symlink_to(special)
    line = one_line_error(run_cli("analyze", "--rules", str(path), "--round", "1", "7H"))
    assert "not a regular file" in line
    assert ("rules.json" if special != "fifo" else "rules.fifo") in line


def test_a_rules_file_far_too_large_is_refused_before_reading(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "rules.json"
    with open(path, "wb") as f:
        f.truncate(200_000_000)  # sparse: instant to make, 200 MB to stat()
    line = refused_in_process(capsys, "analyze", "--rules", str(path), "--round", "1", "7H")
    assert "too large" in line


def test_a_rules_folder_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    line = refused_in_process(capsys, "analyze", "--rules", str(tmp_path), "--round", "1", "7H")
    assert "folder" in line


def test_a_good_rules_file_behind_a_link_is_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "real.json"
    target.write_text(json.dumps({"max_set_size": 4}), "utf-8")
    link = tmp_path / "rules.json"
    link.symlink_to(target)
    assert (
        main(["analyze", "--rules", str(link), "--round", "1", "8S", "8S", "8H", "8D", "8C"]) == 0
    )
    assert json.loads(capsys.readouterr().out)["penalty"] == 8


# ---- rules that ask for absurd sizes -----------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        {"decks_by_players": {"4": 100_000_000}},
        {"decks_by_players": {"4": 10**9}},
        {"deck_count_override": 100_000},
        {"jokers_per_deck": 2, "decks_by_players": {"4": 10**5}},
    ],
)
def test_rules_asking_for_absurd_sizes_are_refused(tmp_path: Path, rules: dict) -> None:
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(rules), "utf-8")
    line = one_line_error(run_cli("analyze", "--rules", str(path), "--round", "1", "7H"))
    assert "between 1 and 8" in line or "1 to 8" in line


# ---- JSON nested deep, and batch lines of any content -------------------------------------


def test_a_rules_file_nested_100000_deep_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "rules.json"
    path.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    line = refused_in_process(capsys, "analyze", "--rules", str(path), "--round", "1", "7H")
    assert "nested too deeply" in line


BAD_LINES = [
    "[" * 100_000 + "]" * 100_000,
    '{"round": 1, "cards": ' + "[" * 100_000 + "]" * 100_000 + "}",
    '{"round": 1, "round": 2, "cards": ["7H"]}',
    '{"round": 1, "cards": ["7H"], "rules": {"decks_by_players": {"4": 100000000}}}',
    '{"round": 1e999, "cards": ["7H"]}',
    '{"round": ' + "9" * 5000 + ', "cards": ["7H"]}',
    '{"round": 1, "cards": ["' + "Z" * 1_000_000 + '"]}',
    '{"round": 1, "cards": ' + json.dumps(["7H"] * 16_000) + "}",
    '{"round": 1, "cards": ["7H"], "players": ' + "9" * 20 + "}",
    '{"round": 1, "cards": ["7H"], "variant": "' + "x" * 100_000 + '"}',
    '{"round": 1, "cards": ["7H"], "rules": {"' + "k" * 900_000 + '": 1}}',
    "\x00\x01\x02 not json",
    '"just a string"',
    "NaN",
]


def test_every_bad_batch_line_gets_its_own_short_error_and_the_batch_goes_on() -> None:
    good = '{"round": 1, "cards": ["7H", "7S", "7D", "KC"]}'
    lines = [good, *BAD_LINES, good]
    done = run_cli("analyze", "--batch", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stderr == ""
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == len(lines)
    assert answers[0]["penalty"] == answers[-1]["penalty"] == 10
    for line, answer in zip(BAD_LINES, answers[1:-1], strict=True):
        assert set(answer) == {"error"}, (line[:80], answer)
        assert len(answer["error"]) < 300, answer
    assert "twice" in answers[3]["error"]
    assert "decks_by_players" in answers[4]["error"]


# ---- cards: counted before they are read, and quoted short ---------------------------------


def test_thousands_of_cards_are_refused_before_any_is_read(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from rummy_desktop.engine import cards as cards_module

    read = [0]
    real = cards_module.parse_card

    def counting(text: str, copy: int = 0) -> object:
        read[0] += 1
        return real(text, copy)

    monkeypatch.setattr(cards_module, "parse_card", counting)
    line = refused_in_process(capsys, "analyze", "--round", "1", *["7H"] * 16_000)
    assert "16000 cards is too many" in line
    assert read[0] == 0


def test_a_ten_megabyte_card_is_not_echoed(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused_in_process(capsys, "analyze", "--round", "1", "7H", "<b>" + "Q" * 10_000_000)
    assert len(line) < 200 and "is not a card" in line


# ---- options that can never finish, or name code badly --------------------------------------


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e308", "0", "-5", "1e-9"])
def test_an_endless_or_absurd_think_time_is_refused(value: str) -> None:
    done = run_cli(
        "simulate", "--variant", "hillbilly", "--players", "2", "--ai", "hard",
        "--games", "1", "--think-ms", value,
    )  # fmt: skip
    assert "--think-ms" in one_line_error(done)


def test_the_hard_level_itself_refuses_an_endless_think_time() -> None:
    from rummy_desktop.ai import BotError, make_bot

    for value in (float("inf"), float("nan"), 10**9):
        with pytest.raises((BotError, ValueError), match="think"):
            make_bot("hard", 1, think_ms=value)


@pytest.mark.parametrize("value", ["1000000000000000", "5001", "0", "-3"])
def test_an_endless_or_absurd_number_of_samples_is_refused(
    capsys: pytest.CaptureFixture[str], value: str
) -> None:
    line = refused_in_process(
        capsys, "simulate", "--variant", "hillbilly", "--players", "2", "--ai", "hard",
        "--games", "1", "--samples", value,
    )  # fmt: skip
    assert f"--samples must be 1 to 5000 sampled deals, not {value}" in line


def test_the_hard_level_itself_refuses_endless_samples() -> None:
    from rummy_desktop.ai import BotError, make_bot

    for value in (10**15, 0, 10.5, True):
        with pytest.raises((BotError, ValueError), match="samples"):
            make_bot("hard", 1, samples=value)


@pytest.mark.parametrize(
    "level", ["../x:Y", ".x:Y", "..:Y", "x..y:Z", "os:system", "x:", ":Y", "a b:C", "é:Y"]
)
def test_a_bot_that_cannot_be_imported_is_one_line(
    capsys: pytest.CaptureFixture[str], level: str
) -> None:
    line = refused_in_process(
        capsys, "simulate", "--variant", "hillbilly", "--players", "2", "--ai", level,
        "--games", "1",
    )  # fmt: skip
    assert "bot" in line or "level" in line


# ---- usage errors: one line, pointing at --help -------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["--bogus"],
        ["nonsense-command"],
        ["analyze"],
        ["analyze", "--round", "x", "7H"],
        ["analyze", "--round", "1"],
        ["analyze", "--variant", "poker", "--round", "1", "7H"],
        ["analyze", "--batch", "--round", "1"],
        ["simulate"],
        [
            "simulate",
            "--variant",
            "hillbilly",
            "--players",
            "two",
            "--ai",
            "simple",
            "--games",
            "1",
        ],
    ],
)
def test_a_usage_error_is_one_line_pointing_at_help(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    line = refused_in_process(capsys, *args)
    assert line.startswith("rummy-desktop: error: ")
    assert "--help" in line


def test_help_still_prints_the_whole_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: rummy-desktop analyze")
    assert "--rules FILE" in out and "--batch" in out and len(out.splitlines()) > 10


# ---- results files: the code and the options they name -------------------------------------


def results_file(tmp_path: Path, played: tuple[str, ...] = ("simple",), **settings: object) -> Path:
    """A results file of one game between the ``played`` levels, its header's settings then
    changed as given (the game's line names the levels of the header)."""
    from rummy_desktop.simulate import run_tournament

    out = tmp_path / "run.jsonl"
    run_tournament("three-thirteen", 2, list(played), 1, out=out)
    head, rest = out.read_text("utf-8").split("\n", 1)
    data = json.loads(head)
    data["settings"].update(settings)
    game = json.loads(rest)
    game["levels"] = [
        data["settings"]["levels"][k % len(data["settings"]["levels"])] for k in (0, 1)
    ]
    out.write_text(json.dumps(data) + "\n" + json.dumps(game) + "\n", "utf-8")
    return out


@pytest.mark.parametrize("level", ["subprocess:Popen", "tripwire_bot:TripwireBot"])
def test_a_results_file_never_runs_the_code_it_names(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    level: str,
) -> None:
    ran = tmp_path / "ran"
    (tmp_path / "tripwire_bot.py").write_text(
        f"open({str(ran)!r}, 'w').close()\n\nclass TripwireBot:\n    def __init__(self, **kw):\n"
        f"        open({str(ran)!r}, 'w').close()\n",
        "utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    options = {"args": ["touch", str(ran)]} if level.startswith("subprocess") else {}
    out = results_file(tmp_path, levels=[level], bot_options=options)
    before = out.read_bytes()
    line = refused_in_process(capsys, "simulate", "--resume", str(out), "--games", "2")
    assert not ran.exists() and "tripwire_bot" not in sys.modules
    assert out.read_bytes() == before
    if not options:
        assert f"'{level}'" in line and "never loads outside code" in line
        assert f"--ai {level}" in line  # how to play it, if you trust it


def test_a_bot_of_your_own_in_a_results_file_plays_when_named_on_the_command_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    level = "tests.ai.sample_bots:BlindBot"
    out = results_file(tmp_path, played=(level, "simple"))
    line = refused_in_process(capsys, "simulate", "--resume", str(out), "--games", "2")
    assert f"'{level}'" in line and f"--ai {level},simple" in line
    ai = f"{level},simple"
    assert main(["simulate", "--resume", str(out), "--games", "2", "--ai", ai, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
    lines = [json.loads(line) for line in out.read_text("utf-8").splitlines()[1:]]
    # The header, the two games, and the run's new length (issue 38's resume keeps it).
    assert sorted(x.get("game", -1) for x in lines) == [-1, 1, 2] and {"games": 2} in lines


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"seed": 3}, "'seed' is not a bot option"),
        ({"args": ["true"]}, "'args' is not a bot option"),
        ({"top_k": 10**9}, "'top_k' is not a bot option"),
        ({"samples": 10**15}, "samples must be 1 to 5000"),
        ({"samples": 2.5}, "samples must be a whole number"),
    ],
)
def test_bot_options_from_a_results_file_are_known_checked_and_bounded(
    tmp_path: Path, options: dict, words: str
) -> None:
    out = results_file(tmp_path, levels=["hard"], bot_options=options)  # only options wrong
    line = one_line_error(run_cli("simulate", "--resume", str(out), "--games", "2"))
    assert words in line


def test_a_library_caller_gets_the_same_bounds_on_bot_options() -> None:
    from rummy_desktop.simulate import run_tournament

    # simple takes no option: an unchecked one would be dropped, and the game played.
    for options, words in (({"samples": 10**15}, "1 to 5000"), ({"seed": 1}, "'seed'")):
        with pytest.raises(ValueError, match=words):
            run_tournament("three-thirteen", 2, ["simple"], 1, bot_options=options)


# ---- results files: special files, huge files, deep JSON -----------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("option", ["--resume", "--out"])
@pytest.mark.parametrize("special", ["/dev/zero", "/dev/urandom", "fifo", "link-to-fifo"])
def test_a_results_file_that_is_not_a_regular_file_is_refused(
    tmp_path: Path, option: str, special: str
) -> None:
    if special in ("fifo", "link-to-fifo"):
        path = tmp_path / "run.jsonl"
        os.mkfifo(path)
        if special == "link-to-fifo":
            link = tmp_path / "link.jsonl"
            link.symlink_to(path)
            path = link
    else:
        if not os.path.exists(special):
            pytest.skip(f"{special} is missing here")
        path = tmp_path / "link.jsonl"
        path.symlink_to(special)
    args = ["--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "1"]
    done = run_cli("simulate", *(args if option == "--out" else []), option, str(path))
    line = one_line_error(done)
    assert "not a regular file" in line and path.name in line


def test_a_results_file_far_too_large_is_refused_before_reading(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = results_file(tmp_path)
    with open(out, "ab") as f:
        f.truncate(300_000_000)  # sparse: instant to make, 300 MB to stat()
    line = refused_in_process(capsys, "simulate", "--resume", str(out), "--games", "2")
    assert "too large" in line and "300 MB; the limit is 100 MB" in line


@pytest.mark.parametrize("where", ["header", "middle"])
def test_a_results_line_nested_100000_deep_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, where: str
) -> None:
    out = results_file(tmp_path)
    head, game = out.read_text("utf-8").splitlines()
    deep = "[" * 100_000 + "]" * 100_000
    lines = [deep, game] if where == "header" else [head, deep, game]
    out.write_text("\n".join(lines) + "\n", "utf-8")
    line = refused_in_process(capsys, "simulate", "--resume", str(out), "--games", "2")
    assert ("does not start with the header" if where == "header" else "nested too deeply") in line


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_results_file_is_created_without_execute_bits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, umask: int, mode: int
) -> None:
    out = tmp_path / "run.jsonl"
    old = os.umask(umask)
    try:
        args = ["--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "1"]
        assert main(["simulate", *args, "--out", str(out)]) == 0
    finally:
        os.umask(old)
    capsys.readouterr()
    assert out.stat().st_mode & 0o777 == mode


# ---- standard output that cannot be written ---------------------------------------------------


def _review_save(tmp_path: Path) -> Path:
    from .test_review import saved

    return saved(tmp_path, moves=4)[0]  # two decisions of seat 0: a draw and a discard


OUTPUT_COMMANDS = {
    "analyze": lambda tmp: ["analyze", "--round", "1", "7H"],
    "batch": lambda tmp: ["analyze", "--batch"],
    "simulate": lambda tmp: [
        "simulate",
        "--variant",
        "three-thirteen",
        "--players",
        "2",
        "--ai",
        "simple",
        "--games",
        "1",
    ],  # fmt: skip
    "review": lambda tmp: ["review", str(_review_save(tmp))],
}


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("buffered", [True, False])
@pytest.mark.parametrize("command", sorted(OUTPUT_COMMANDS))
def test_a_full_standard_output_is_one_line_not_a_traceback(
    tmp_path: Path, command: str, buffered: bool
) -> None:
    env = dict(os.environ)
    env.pop("PYTHONUNBUFFERED", None)
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "rummy_desktop", *OUTPUT_COMMANDS[command](tmp_path)],
            input='{"round": 1, "cards": ["7H"]}\n',
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=HANG_GUARD_S,
            env=env,
        )
    done.stderr = without_estimate(done.stderr)
    line = one_line_error(done, status=1)
    assert "cannot write the output" in line and "No space left on device" in line


@pytest.mark.parametrize("buffered", [True, False])
@pytest.mark.parametrize("command", sorted(OUTPUT_COMMANDS))
def test_a_reader_that_left_ends_the_run_quietly(
    tmp_path: Path, command: str, buffered: bool
) -> None:
    env = dict(os.environ)
    env.pop("PYTHONUNBUFFERED", None)
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    args = OUTPUT_COMMANDS[command](tmp_path)
    reader, writer = os.pipe()
    os.close(reader)  # as `| head -1` does once it has its line
    try:
        done = subprocess.run(
            [sys.executable, "-m", "rummy_desktop", *args],
            input='{"round": 1, "cards": ["7H"]}\n',
            stdout=writer,
            stderr=subprocess.PIPE,
            text=True,
            timeout=HANG_GUARD_S,
            env=env,
        )
    finally:
        os.close(writer)
    assert done.returncode == 1 and without_estimate(done.stderr) == ""


# ---- output: every --json answer is JSON, never NaN or Infinity ----------------------------


def test_an_answer_with_a_number_that_is_not_finite_is_never_printed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from rummy_desktop import analysis

    monkeypatch.setattr(analysis, "analyze", lambda *_a, **_k: {"penalty": float("inf")})
    assert main(["analyze", "--round", "1", "7H", "7S", "7D", "KC"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "Infinity" not in err and len(err.strip().splitlines()) == 1
    assert "not finite" in err and "nothing was printed" in err


def test_a_batch_answer_with_a_number_that_is_not_finite_is_an_error_object(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    from rummy_desktop import analysis

    monkeypatch.setattr(analysis, "analyze_json_line", lambda *_a: {"penalty": float("nan")})
    monkeypatch.setattr("sys.stdin", io.StringIO('{"round": 1, "cards": ["7H"]}\n'))
    assert main(["analyze", "--batch"]) == 0
    out, _err = capsys.readouterr()
    answer = json.loads(out)  # one line of JSON: NaN would make json.loads take it anyway
    assert list(answer) == ["error"] and "not finite" in answer["error"], out


def test_a_simulate_report_with_a_number_that_is_not_finite_is_never_printed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from rummy_desktop.tournament.report import TournamentResult

    real = TournamentResult.to_json
    monkeypatch.setattr(
        TournamentResult, "to_json", lambda self: {**real(self), "games_per_second": math.inf}
    )
    args = ["--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "1"]
    assert main(["simulate", *args, "--json"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "Infinity" not in err and len(err.strip().splitlines()) == 1
    assert "not finite" in err
