"""Times every example of issues 20 and 32 (hostile files, options and hands): refused or
answered, how fast, and how much memory.

    .venv/bin/python bench/hostile_examples.py [--repeat N] [--only TEXT]

Each example runs N times (default 5): command-line examples as a child process, as a user
would run them (interpreter start included), the others in this process. For each it prints
mean, p95 and max in ms, the peak memory, and what happened: "refused" with the one line,
"reset" with the sentence of a file read with something set aside, or "answered". It also
checks what the issue asks of each: one line, no traceback, and a file left as it was (byte
for byte, and not replaced). A line starting "!!" marks an example that broke a rule (over
2 s or 500 MB too).

Memory is measured one way for each kind of example:

- a child process (:func:`run_child`, the one runner for every command-line example): the
  peak resident memory of its whole process tree, workers of ``--jobs`` included, from each
  process's own high-water mark (``VmHWM`` in /proc, read every 5 ms, so no spike between
  two reads is missed), summed over the processes (:class:`TreePeak`); the highest of the N
  runs. It also starts the example's detail (``[peak 41 MB]``).
- an example run in this process (:func:`library`): the peak of Python's allocations
  (tracemalloc) during one more run, not timed, so the bench's own memory is not counted.

The review examples (issue 32) use a save of the most moves the loader accepts (100,000, one
round that never ends: tests/coach/long_game.py): refused at once; one just inside the coach's
limit (3,000 decisions) timed to its estimate and then watched judging for a few seconds; a
worker killed under a review; a contract whose gap was infinite, --json checked for NaN.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from rummy_desktop.persistence import (  # noqa: E402
    SaveFileError,
    Seat,
    load_game,
    load_settings,
    load_stats,
    save_game,
    save_settings,
)
from rummy_desktop.persistence.settings import Settings  # noqa: E402
from rummy_desktop.plain_text import shows  # noqa: E402

PY = sys.executable
HUGE_DECKS = {"decks_by_players": {"4": 100_000_000}}
SCARCE_WILDS = {"jokers_per_deck": 2, "deck_count_override": 8, "no_all_wild_melds": True}
UNLIMITED = {
    "deck_count_override": 8,
    "jokers_per_deck": 2,
    "deuces_wild": True,
    "wild_limit_rule": "unlimited",
}


def figures(samples: list[float]) -> str:
    s = sorted(samples)
    p95 = s[min(len(s) - 1, math.ceil(0.95 * len(s)) - 1)]
    return f"mean {1000 * sum(s) / len(s):8.1f} ms  p95 {1000 * p95:8.1f}  max {1000 * s[-1]:8.1f}"


class Snapshot:
    """A file's bytes and identity, to check that an example left it alone."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.info = os.lstat(path)
        self.data = path.read_bytes() if path.is_file() and not path.is_symlink() else None

    def same(self) -> bool:
        now = os.lstat(self.path)
        if (now.st_ino, now.st_mode, now.st_mtime_ns) != (
            self.info.st_ino,
            self.info.st_mode,
            self.info.st_mtime_ns,
        ):
            return False
        return self.data is None or self.path.read_bytes() == self.data


PEAK_MB: list[float] = [0.0]  # the peak of the children of one run, read by main()


@dataclass
class Child:
    """What one child process did: its exit status, output, error output, and the peak
    resident memory of its process tree in MB (:func:`run_child`)."""

    status: int
    out: str
    err: str
    peak_mb: float


def run_child(
    argv: list[str],
    stdin: str = "",
    *,
    stdout: Any = None,
    stderr: Any = None,
    env: dict[str, str] | None = None,
    until: Callable[[subprocess.Popen, float], bool] | None = None,
    limit_s: float = 120,
) -> Child:
    """Run ``argv`` as a child in a session of its own, sampling its process tree's memory
    every 5 ms, until it ends, ``until(child, seconds)`` says to stop it, or ``limit_s``
    passes (a hang is a result, not a stuck bench); then its whole group is killed.

    Output goes to files, not pipes (a child writing more than a pipe holds would wait on
    this loop); ``stdout`` or ``stderr`` may name another target (``/dev/full``, a pseudo-
    terminal), whose text is then not read back.
    """
    with (
        tempfile.TemporaryFile("w+") as i,
        tempfile.TemporaryFile("w+") as o,
        tempfile.TemporaryFile("w+") as e,
    ):
        i.write(stdin)
        i.seek(0)
        proc = subprocess.Popen(
            argv,
            stdin=i,
            stdout=o if stdout is None else stdout,
            stderr=e if stderr is None else stderr,
            text=True,
            env=env,
            start_new_session=True,  # its workers too, for the kill below
        )
        tree = TreePeak(proc.pid)
        start = time.perf_counter()
        while proc.poll() is None and time.perf_counter() - start < limit_s:
            tree.sample()
            if until is not None and until(proc, time.perf_counter() - start):
                break
            time.sleep(0.005)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        o.seek(0)
        e.seek(0)
        out, err = o.read(), e.read()
    PEAK_MB[0] = max(PEAK_MB[0], tree.peak_mb)  # the highest child of an example's run
    return Child(proc.returncode, out, err, tree.peak_mb)


class TreePeak:
    """The peak resident memory of a process and every process under it (Linux /proc).

    Each sample reads every process's own high-water mark (``VmHWM``, which the kernel
    keeps, so a spike between two samples is not missed) and remembers the highest per
    process, also for one that has exited since; the peak is their sum: exact for one
    process, and for several (``--jobs`` workers) at most what they would hold if their
    peaks came together.
    """

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.highs: dict[int, int] = {}  # pid -> its VmHWM in KB

    def sample(self) -> None:
        todo = [self.pid]
        while todo:
            p = todo.pop()
            try:
                for line in Path(f"/proc/{p}/status").read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        self.highs[p] = max(self.highs.get(p, 0), int(line.split()[1]))
                for task in Path(f"/proc/{p}/task").iterdir():
                    todo += [int(c) for c in (task / "children").read_text().split()]
            except (FileNotFoundError, ProcessLookupError, ValueError):
                continue

    @property
    def peak_mb(self) -> float:
        return sum(self.highs.values()) / 1024


def cli(
    *args: str, stdin: str = "", stdout: Any = None, env: dict[str, str] | None = None
) -> Callable[[], tuple[str, str]]:
    def run() -> tuple[str, str]:
        done = run_child([PY, "-m", "rummy_desktop", *args], stdin, stdout=stdout, env=env)
        status, out, err, peak = done.status, done.out, done.err, done.peak_mb
        memory = f"[peak {peak:.0f} MB] "
        raw = [c for c in out + err if c != "\n" and not shows(c)]
        if raw:  # a file's escape or direction mark reached the terminal
            return "!! RAW CONTROL", memory + repr("".join(raw[:8]))
        if peak > 500:
            return "!! over 500 MB", memory + err.strip()[:100]
        if status == 0:
            lines = out.strip().splitlines()
            errors = sum('"error"' in line for line in lines)
            return "answered", f"{memory}{len(lines)} line(s), {errors} error object(s)"
        lines = err.strip().splitlines()
        ok = len(lines) == 1 and "Traceback" not in err
        shown = lines[0][:110] if lines else "(nothing)"
        return ("refused" if ok else "!! BROKE"), memory + shown

    return run


IN_PROCESS: set[Callable[[], tuple[str, str]]] = set()  # measured with tracemalloc


def review_estimate(path: Path, watch_s: float) -> Callable[[], tuple[str, str]]:
    """``review PATH``: the time to its estimate line, then ``watch_s`` seconds of judging
    (the peak covers them), then the review is stopped."""

    def run() -> tuple[str, str]:
        # The estimate is printed before the first decision is judged; stderr is read after.
        at: list[float] = []

        def until(child: subprocess.Popen, seconds: float) -> bool:
            if not at and _has_workers(child.pid):
                at.append(seconds)  # the estimate is printed just before the workers start
            return bool(at) and seconds - at[0] > watch_s

        err = run_child([PY, "-m", "rummy_desktop", "review", str(path), "--jobs", "2"],
                        until=until).err  # fmt: skip
        seen = err.strip().splitlines()
        first = seen[0] if seen else "(nothing)"
        ok = first.startswith("review: ") and "Traceback" not in err
        when = f"workers after {at[0]:.1f} s" if at else "no workers seen"
        return ("estimated" if ok else "!! BROKE"), f"{when}; {first[:80]}"

    return run


def review_kill_worker(path: Path) -> Callable[[], tuple[str, str]]:
    """``review PATH --jobs 2`` with one of its workers killed as soon as it is seen."""

    def run() -> tuple[str, str]:
        def until(child: subprocess.Popen, _seconds: float) -> bool:
            workers = _has_workers(child.pid)
            if workers:
                os.kill(workers[0], signal.SIGKILL)
            return False

        done = run_child(
            [PY, "-m", "rummy_desktop", "review", str(path), "--jobs", "2"], until=until
        )
        lines = done.err.strip().splitlines()
        ok = done.status == 1 and len(lines) == 2 and "Traceback" not in done.err
        return ("refused" if ok else "!! BROKE"), (lines[-1][:110] if lines else "(nothing)")

    return run


def _has_workers(pid: int) -> list[int]:
    found = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            for c in (task / "children").read_text().split():
                try:
                    if b"spawn_main" in Path(f"/proc/{c}/cmdline").read_bytes():
                        found.append(int(c))
                except FileNotFoundError:
                    continue
    except FileNotFoundError:
        pass
    return found


def library(call: Callable[[], object]) -> Callable[[], tuple[str, str]]:
    """An example run in this process; its memory is :func:`peak_mb` (tracemalloc)."""

    def run() -> tuple[str, str]:
        try:
            result = call()
        except (SaveFileError, ValueError) as exc:
            text = str(exc)
            ok = "\n" not in text and len(text) < 500
            return ("refused" if ok else "!! BROKE"), text[:110]
        if isinstance(result, tuple) and len(result) == 2 and isinstance(result[1], str | None):
            message = result[1]
            if message is None:
                return "answered", "no problem reported"
            ok = "\n" not in message and len(message) < 500
            return ("reset" if ok else "!! BROKE"), f"({len(message)} chars) {message[:90]}"
        return "answered", type(result).__name__

    IN_PROCESS.add(run)
    return run


def peak_mb(run: Callable[[], tuple[str, str]]) -> float:
    """The peak of Python's allocations during one more run of ``run``, in MB."""
    import tracemalloc

    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


def examples(tmp: Path) -> list[tuple[str, Callable[[], tuple[str, str]], list[Path]]]:
    from rummy_desktop.engine import Game, RuleSet

    out: list[tuple[str, Callable[[], tuple[str, str]], list[Path]]] = []

    def file(name: str, data: str | bytes) -> Path:
        path = tmp / name
        if isinstance(data, str):
            path.write_text(data, "utf-8")
        else:
            path.write_bytes(data)
        return path

    rules = file("huge-decks.json", json.dumps(HUGE_DECKS))
    out.append(
        (
            "--rules: 100,000,000 decks",
            cli("analyze", "--rules", str(rules), "--round", "1", "7H"),
            [rules],
        )
    )
    deep = file("deep.json", "[" * 100_000 + "]" * 100_000)
    out.append(
        (
            "--rules: JSON nested 100,000 deep",
            cli("analyze", "--rules", str(deep), "--round", "1", "7H"),
            [deep],
        )
    )
    for special in ("/dev/zero", "/dev/urandom"):
        link = tmp / f"rules-{Path(special).name}.json"
        link.symlink_to(special)
        out.append(
            (
                f"--rules {special}",
                cli("analyze", "--rules", str(link), "--round", "1", "7H"),
                [link],
            )
        )
    fifo = tmp / "rules.fifo"
    os.mkfifo(fifo)
    out.append(("--rules FIFO", cli("analyze", "--rules", str(fifo), "--round", "1", "7H"), [fifo]))
    out.append(("argv: 4,000 copies of 7H", cli("analyze", "--round", "1", *["7H"] * 4000), []))
    out.append(("argv: 16,000 copies of 7H", cli("analyze", "--round", "1", *["7H"] * 16000), []))
    batch = "\n".join(
        [
            "[" * 100_000 + "]" * 100_000,
            json.dumps({"round": 1, "cards": ["7H"] * 16_000}),
            '{"round": 1, "round": 2, "cards": ["7H"]}',
            json.dumps({"round": 1, "cards": ["7H"], "rules": HUGE_DECKS}),
            json.dumps({"round": 1, "cards": ["7H", "7S", "7D", "KC"]}),
        ]
    )
    out.append(
        ("--batch: five hostile or good lines", cli("analyze", "--batch", stdin=batch + "\n"), [])
    )
    out.append(
        (
            "--think-ms inf",
            cli(
                "simulate",
                "--variant",
                "hillbilly",
                "--players",
                "2",
                "--ai",
                "hard",
                "--games",
                "1",
                "--think-ms",
                "inf",
            ),
            [],
        )
    )
    out.append(
        (
            "--think-ms nan",
            cli(
                "simulate",
                "--variant",
                "hillbilly",
                "--players",
                "2",
                "--ai",
                "hard",
                "--games",
                "1",
                "--think-ms",
                "nan",
            ),
            [],
        )
    )
    for level in ("../x:Y", ".x:Y"):
        out.append(
            (
                f"--ai {level}",
                cli(
                    "simulate",
                    "--variant",
                    "hillbilly",
                    "--players",
                    "2",
                    "--ai",
                    level,
                    "--games",
                    "1",
                ),
                [],
            )
        )
    out.append(("usage error: --bogus", cli("analyze", "--bogus"), []))
    out.append(("usage error: no --round", cli("analyze", "7H"), []))
    out.append(("10 MB bad card (in process)", library(lambda: _analyze(["Q" * 10_000_000])), []))
    scarce = file("scarce.json", json.dumps(SCARCE_WILDS))
    hands = [
        ["JK"] * 10
        + ["7S", "7H", "7D", "7C"] * 3
        + ["AS", "2H", "4D", "9C", "JC", "QD", "KH", "5S"],
        ["JK"] * 2
        + ["7S", "7H", "7D", "7C"] * 5
        + ["AS", "2H", "4D", "9C", "JC", "QD", "KH", "5S"],
        ["JK"] * 4
        + [
            "AS",
            "AS",
            "AH",
            "AH",
            "2S",
            "2H",
            "2D",
            "2C",
            "3S",
            "3H",
            "3D",
            "3C",
            "4S",
            "4H",
            "4D",
            "4C",
            "5S",
            "5H",
            "5D",
            "5C",
            "6S",
            "6H",
            "6D",
            "6C",
            "8S",
            "8H",
        ],
    ]
    for i, hand in enumerate(hands, 1):
        out.append(
            (
                f"three-thirteen 30 cards, scarce wilds #{i}",
                cli("analyze", "--rules", str(scarce), "--round", "5", *hand),
                [scarce],
            )
        )
    unlimited = file("unlimited.json", json.dumps(UNLIMITED))
    hb = [
        "4Ce",
        "5Cd",
        "6Cc",
        "10Hd",
        "8Dh",
        "JHh",
        "JDb",
        "JKp",
        "8Cf",
        "10Dc",
        "2Cb",
        "2Ha",
        "QHf",
        "6Da",
        "6Ch",
    ]
    out.append(
        (
            "hillbilly round 10, unlimited wilds",
            cli(
                "analyze", "--variant", "hillbilly", "--rules", str(unlimited), "--round", "10", *hb
            ),
            [unlimited],
        )
    )
    hb30 = [
        "2Hg",
        "2Sf",
        "JKj",
        "2Dc",
        "JKm",
        "2Hd",
        "2Cf",
        "2De",
        "6Hc",
        "10Hd",
        "9Hf",
        "5Hc",
        "7Hc",
        "7He",
        "3Hb",
        "KHc",
        "JHa",
        "6Hb",
        "KHe",
        "JHb",
        "3Hg",
        "QHf",
        "QHh",
        "KHa",
        "7Hh",
        "QHe",
        "6Hf",
        "5Hg",
        "7Hg",
        "8Hb",
    ]
    out.append(
        (
            "hillbilly round 5, 30 cards, unlimited",
            cli(
                "analyze",
                "--variant",
                "hillbilly",
                "--rules",
                str(unlimited),
                "--round",
                "5",
                *hb30,
            ),
            [unlimited],
        )
    )

    # Issue 32: contract lists that explode the lay-down search: refused with a sentence, or
    # the largest the rules accept beside several runs, asked about a hand built to be hard
    # (wilds beside one suit's singles: every window a run, a wild for every gap).
    def contract_file(name: str, entry: dict) -> Path:
        return file(name, json.dumps({**UNLIMITED, "contracts": [entry]}))

    hearts = ["JKa", "JKb", "2Sa", "2Cb", "AHa", "3Ha", "4Ha", "5Ha", "6Ha", "7Ha", "8Ha"]
    hearts += ["9Ha", "10Ha", "JHa", "QHa", "KHa", "KHb", "QHb", "JHb", "10Hb"]
    for label, entry, cards in (
        ("ten runs of 3 in 30 cards", {"deal": 30, "runs": [3] * 10}, hearts),
        ("3 runs of 3 in 30 cards", {"deal": 30, "runs": [3] * 3}, hearts),
        ("7 sets + 3 runs of 3 in 30", {"deal": 30, "sets": [3] * 7, "runs": [3] * 3}, hearts),
        ("edge: 3 runs of 3 in 14", {"deal": 14, "runs": [3] * 3}, hearts[:15]),
        ("edge: 1 set + 3 runs in 12", {"deal": 12, "sets": [3], "runs": [3] * 3}, hearts[:13]),
    ):
        path = contract_file(f"contract-{len(out)}.json", entry)
        args = ("analyze", "--variant", "hillbilly", "--rules", str(path), "--round", "1")
        out.append((f"contracts: {label}", cli(*args, *cards), [path]))

    # Saves, settings and statistics.
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    seats = [Seat.human("Ann"), Seat.human("Bob")]
    good = tmp / "good.rummy"
    save_game(good, game, seats, game_id="a" * 32)
    doc = json.loads(good.read_text("utf-8"))
    hillbilly = tmp / "hillbilly.rummy"
    save_game(
        hillbilly, Game(RuleSet.preset("hillbilly", players=2), seed=3), seats, game_id="b" * 32
    )
    hb_doc = json.loads(hillbilly.read_text("utf-8"))
    for name, base, change in (
        ("save: 10**5 decks in its rules", doc, {"decks_by_players": {"2": 10**5}}),
        ("save: 10**9 decks in its rules", doc, {"decks_by_players": {"2": 10**9}}),
        ("save: card values of 10**12", hb_doc, {"card_values": {"joker": 10**12}}),
    ):
        d = json.loads(json.dumps(base))
        d["rules"].update(change)
        path = file(f"save-{len(out)}.rummy", json.dumps(d))
        out.append((name, library(lambda p=path: load_game(p)), [path]))
    twice = file(
        "twice.rummy", good.read_text("utf-8").replace('"actions":', '"actions":[],"actions":', 1)
    )
    out.append(("save: a key given twice", library(lambda: load_game(twice)), [twice]))
    lax = json.loads(json.dumps(doc))
    lax["seed"] = str(lax["seed"])
    lax_path = file("lax.rummy", json.dumps(lax))
    out.append(("save: seed written as text", library(lambda: load_game(lax_path)), [lax_path]))
    if os.access("/proc/kmsg", os.R_OK):
        kmsg = tmp / "kmsg.rummy"
        kmsg.symlink_to("/proc/kmsg")
        out.append(("save: a link to /proc/kmsg", library(lambda: load_game(kmsg)), [kmsg]))

    # A damaged settings or statistics file is set aside (renamed, its bytes kept) and the
    # defaults used: each run writes the file afresh first.
    def fresh(load: Callable, name: str, content: dict) -> Callable[[], object]:
        def run() -> object:
            return load(file(name, json.dumps(content)))

        return run

    huge = {"version": 1, "house_rules": {"three-thirteen": HUGE_DECKS}}
    out.append(
        (
            "settings: 100,000,000 decks (every start)",
            library(fresh(load_settings, "s1.json", huge)),
            [],
        )
    )
    key = {"version": 1, "house_rules": {"k" * 900_000: {}}}
    out.append(("settings: a 900 KB key", library(fresh(load_settings, "s2.json", key)), []))
    name = {"version": 1, "players": {"n" * 4_000_000: {}}}
    out.append(("statistics: a 4 MB player name", library(fresh(load_stats, "st.json", name)), []))
    special = tmp / "settings-fifo.json"
    os.mkfifo(special)
    out.append(
        (
            "settings: a FIFO is written",
            library(lambda: save_settings(Settings(), special)),
            [special],
        )
    )
    devlink = tmp / "settings-devnull.json"
    devlink.symlink_to(os.devnull)
    out.append(
        (
            "settings: a link to /dev/null is written",
            library(lambda: save_settings(Settings(), devlink)),
            [devlink],
        )
    )
    out += issue_32_examples(tmp, file, game, seats)
    out += names_examples(tmp)
    out += results_and_output_examples(tmp)
    # Review (issue 32): the longest save the loader accepts, one just inside the coach's
    # limit, a killed worker, and a contract whose gap was infinite (NaN in --json).
    sys.path.insert(0, ROOT)  # tests.coach.long_game: the same long game as the tests
    from rummy_desktop.coach import MAX_DECISIONS
    from rummy_desktop.persistence.save_format import MAX_ACTIONS
    from tests.coach.long_game import long_game

    humans = [Seat.human("Ann"), Seat.human("Bob")]
    longest = tmp / "longest.rummy"
    save_game(longest, long_game(MAX_ACTIONS), humans, game_id="c" * 32)
    out.append(
        (
            f"review: a save of {MAX_ACTIONS:,} moves",
            cli("review", str(longest), "--json"),
            [longest],
        )
    )
    inside = tmp / "inside.rummy"
    save_game(inside, long_game(2 * MAX_DECISIONS), humans, game_id="d" * 32)
    out.append(
        (
            f"review: {MAX_DECISIONS:,} decisions, then 10 s",
            review_estimate(inside, 10.0),
            [inside],
        )
    )
    out.append(("review: a worker killed", review_kill_worker(inside), [inside]))
    # In process, one decision at 2 deals: a whole review of this contract waits on the
    # lay-down search (issue 32's contract class, not this one's), past 120 s.
    out.append(("coach JSON: nine runs of three (in process)", library(_nine_runs_json), []))
    out.append(
        (
            "--samples 10**15",
            cli(
                "simulate",
                "--variant",
                "hillbilly",
                "--players",
                "2",
                "--ai",
                "hard",
                "--games",
                "1",
                "--samples",
                str(10**15),
            ),  # fmt: skip
            [],
        )
    )
    return out


def _nine_runs_json() -> str:
    """One decision of a contract whose gap was infinite, judged and written as strict JSON.

    The rules refuse nine runs now; the contract is built past their check, as the coach's
    own test does, to time the gap's finite answer."""
    from rummy_desktop.coach import judge
    from rummy_desktop.engine import Game, RuleSet

    rules = RuleSet.preset(
        "hillbilly",
        players=2,
        contracts=[{"deal": 14, "runs": [3] * 3}],
        same_suit_run_rule="gap_ge_2",
    )
    nine = rules.contracts[0].model_copy(update={"runs": (3,) * 9})
    rules = rules.model_copy(update={"contracts": (nine,)})
    game = Game(rules, seed=6)  # the first hand to act lacks all 27 cards by the windows
    view = game.view(game.to_act()[0])
    decision = judge(view, view.legal_actions[0], 6, 0, samples=2)
    return json.dumps(decision.to_dict(), allow_nan=False)  # ValueError on NaN: "refused"


def issue_32_examples(
    tmp: Path, file: Callable[[str, str | bytes], Path], game: object, seats: list
) -> list[tuple[str, Callable[[], tuple[str, str]], list[Path]]]:
    """Settings with a bad or a newer key, a kept analysis that does not fit its game, a save
    whose name is not UTF-8, a contract list over its size."""
    from rummy_desktop.engine import Game, RuleSet
    from rummy_desktop.persistence.contract_files import read_contract_file

    out: list[tuple[str, Callable[[], tuple[str, str]], list[Path]]] = []
    good = {"version": 1, "player_name": "Ann", "sound": False, "card_size": "larger"}
    mixed = tmp / "mixed" / "settings.json"
    mixed.parent.mkdir()
    mixed.write_text(json.dumps({**good, "animation_speed": "warp", "theme": "dark"}))
    # The first run sets the bad key aside with a sentence; the next ones read it quietly.
    out.append(
        ("settings: one bad key, one newer key", library(lambda: load_settings(mixed)), [mixed])
    )
    lists = {f"List {i}": [{"deal": 7, "sets": [3, 3]}] * 10 for i in range(49)}
    lists["Impossible"] = [{"deal": 2, "sets": [3, 3]}]
    many = tmp / "many" / "settings.json"
    many.parent.mkdir()
    many.write_text(json.dumps({**good, "contract_variants": lists}))
    out.append(
        ("settings: 50 contract lists, one bad", library(lambda: load_settings(many)), [many])
    )
    newer = {**good, **{f"newer_key_{i}": "x" * 80 for i in range(10_000)}}
    wide = tmp / "wide" / "settings.json"
    wide.parent.mkdir()

    def rewrite_wide() -> object:
        wide.write_text(json.dumps(newer))
        settings, _ = load_settings(wide)
        save_settings(settings.updated(sound=True), wide)  # keeps the 10,000 newer keys
        return settings, None

    out.append(("settings: 10,000 newer keys read and kept", library(rewrite_wide), []))
    played = Game(RuleSet.preset("three-thirteen", players=2), seed=6)
    from rummy_desktop.ai import make_bot

    bots = [make_bot("simple", seed=s) for s in range(2)]
    while not played.is_over:
        seat = played.to_act()[0]
        played.apply(bots[seat].choose(played.view(seat)))
    decision = {"round": 1, "played": "discard 7H", "best": "discard 7H", "loss": 0.0}
    decision |= {"mark": "best", "reason": "x"}
    entry = {
        "seat": 0,
        "coach": "4",
        "moves": len(played.log),
        "variant": "three-thirteen",
        "samples": 0,
        "accuracy": 1.0,
        "mean_loss": 0.0,
        "decisions": [{"move": len(played.log) + 40, **decision}],
    }
    coached = tmp / "coached.rummy"
    save_game(coached, played, seats, game_id="c" * 32, coach=[entry])
    out.append(
        (
            "save: a kept analysis past the end of its log",
            library(lambda: _notices(load_game(coached))),
            [coached],
        )
    )
    odd = Path(os.fsdecode(bytes(tmp) + b"/\xff.rummy"))
    save_game(odd, played, seats, game_id="d" * 32)
    out.append(("save: a name that is not UTF-8", library(lambda: _recent(odd)), [odd]))
    big = file("forum.json", b'{"contracts": [' + b" " * 300_000 + b"]}")
    out.append(("contract list: 300 KB", library(lambda: read_contract_file(big)), [big]))
    return out


def _notices(loaded: object) -> tuple[object, str | None]:
    notices = getattr(loaded, "notices", [])
    return loaded, (notices[0] if notices else None)


def _recent(path: Path) -> tuple[object, str | None]:
    """Load the save and try to keep it in Open Recent, as the window does."""
    from rummy_desktop.persistence.errors import file_label

    loaded = load_game(path)
    try:
        Settings().with_recent(path)
    except ValueError:
        return loaded, f"'{file_label(path)}' is open, but Open Recent cannot list it"
    return loaded, None


def names_examples(tmp: Path) -> list[tuple[str, Callable[[], tuple[str, str]], list[Path]]]:
    """Issue 32's names and statistics: hostile names in a save, escapes printed by `review`
    and `simulate`, statistics files of thousands of contract games or players (loaded and
    shown in the Statistics dialog, offscreen)."""
    from rummy_desktop.coach.analysis import COACH_VERSION
    from rummy_desktop.engine import Game, RuleSet, preset_rules

    out: list[tuple[str, Callable[[], tuple[str, str]], list[Path]]] = []
    folder = tmp / "names"
    folder.mkdir()
    hostile = "\x1b]0;owned\x07\x1b[2J\x9b31m\u202eevil\u2028x"
    game = Game(RuleSet.preset("three-thirteen", players=4), seed=21)
    while len(game.log) < 2:
        game.apply(game.legal_actions(game.to_act()[0])[0])
    # A computer "You", a zero-width space, a right-to-left override, a name twice.
    seats = [Seat.human("Ann"), Seat.computer("You"), Seat.computer("A\u200bnn")]
    seats.append(Seat.computer("\u202eANN"))
    decision = {"move": 0, "round": 1, "played": "draw", "best": "take", "loss": 3.0}
    decision |= {"mark": "mistake", "reason": hostile, "hindsight": hostile}
    entry = {"seat": game.log[0].seat, "coach": COACH_VERSION, "moves": len(game.log)}
    entry |= {"variant": "three-thirteen", "samples": 0, "accuracy": 0.0, "mean_loss": 3.0}
    entry |= {"decisions": [decision]}
    humans = [Seat.human(n) for n in ("Ann", "\u202eBo", "A\u200bnn", "ann")]
    save = folder / "names.rummy"
    save_game(save, game, humans, game_id="e" * 32, coach=[entry])
    out.append(
        (
            "save: seats alike, hidden marks, a computer 'You'",
            library(lambda: _renamed(folder, game, seats)),
            [],
        )
    )
    out.append(
        (
            "review: a kept analysis full of escapes",
            cli("review", str(save), "--seat", str(game.log[0].seat)),
            [save],
        )
    )
    rules = folder / "contract-name.json"
    rules.write_text(
        json.dumps(
            preset_rules("liverpool", 2).changed_flags()
            | {"contract_name": "Liver\x1b[2J\u202epool"}
        )
    )
    out.append(
        (
            "simulate: a contract name full of escapes",
            cli(
                "simulate",
                "--variant",
                "hillbilly",
                "--players",
                "2",
                "--ai",
                "simple",
                "--games",
                "1",
                "--rules",
                str(rules),
            ),
            [rules],
        )
    )
    record = {"games": 3, "wins": 1, "total_score": 40, "recent_totals": [1, 2, 3]}
    shapes = {
        "statistics: 88 KB, 2,000 contract games": {
            "contract_games": {"Ann": {f"Game {i:04d}": {"games": 1} for i in range(2_000)}}
        },
        "statistics: 4 MB, 160,000 contract games": {
            "contract_games": {"Ann": {f"G{i:06d}": {"games": 1} for i in range(160_000)}}
        },
        "statistics: 10,000 players in both games": {
            "players": {
                f"P{i:05d}": {"hillbilly": record, "three-thirteen": record} for i in range(10_000)
            }
        },
        "statistics: 5 MB, 2,500 players x 40 games": {
            "contract_games": {
                f"P{i:04d}": {f"G{g}": {"games": 1} for g in range(40)} for i in range(2_500)
            }
        },
    }
    for n, (name, doc) in enumerate(shapes.items()):
        path = folder / f"statistics-{n}.json"
        path.write_text(json.dumps({"version": 1, **doc}))
        out.append((name + " (shown)", library(lambda p=path: _stats_shown(p)), [path]))
    return out


def _renamed(folder: Path, game: Any, seats: list) -> tuple[object, str | None]:
    """A save written with hostile names, loaded as the window loads it: renamed, said once."""
    path = folder / "renamed.rummy"
    save_game(path, game, seats, game_id="f" * 32)
    loaded = load_game(path)
    return loaded, (loaded.warnings[0] if loaded.warnings else None)


_APP: list[object] = []


def _stats_shown(path: Path) -> tuple[object, str | None]:
    """Load a statistics file and open the Statistics dialog on it (offscreen Qt)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.ui.dialogs.statistics import StatisticsDialog

    if not _APP:
        _APP.append(QApplication.instance() or QApplication([]))
    stats, note = load_stats(path)
    dialog = StatisticsDialog(stats, problem=note)
    dialog.show()
    QApplication.processEvents()
    dialog.close()
    dialog.deleteLater()
    return stats, note


def results_and_output_examples(
    tmp: Path,
) -> list[tuple[str, Callable[[], tuple[str, str]], list[Path]]]:
    """Issue 32: results files that name code or bot options, that are not files, huge or deep;
    --samples and --jobs beyond the machine; output that cannot be written; a 0x0 terminal."""
    from rummy_desktop.simulate import run_tournament

    out: list[tuple[str, Callable[[], tuple[str, str]], list[Path]]] = []
    quick = ["--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "1"]
    base = tmp / "results-base.jsonl"
    run_tournament("three-thirteen", 2, ["simple"], 1, out=base)
    head, game = base.read_text("utf-8").splitlines()

    def results(name: str, first: str, *rest: str, **settings: object) -> Path:
        if settings:
            data = json.loads(first)
            data["settings"].update(settings)
            first = json.dumps(data)
        path = tmp / name
        path.write_text("\n".join([first, *rest]) + "\n")
        return path

    ran = tmp / "code-ran"
    (tmp / "tripwire_bot.py").write_text(f"open({str(ran)!r}, 'w').close()\nclass Bot: pass\n")
    with_tmp = {**os.environ, "PYTHONPATH": os.pathsep.join([ROOT, str(tmp)])}

    def no_code(run: Callable[[], tuple[str, str]]) -> Callable[[], tuple[str, str]]:
        def checked() -> tuple[str, str]:
            outcome, detail = run()
            return ("!! RAN CODE", detail) if ran.exists() else (outcome, detail)

        return checked

    popen = results(
        "popen.jsonl", head, levels=["subprocess:Popen"], bot_options={"args": ["touch", str(ran)]}
    )
    trip = results("tripwire.jsonl", head, levels=["tripwire_bot:Bot"])
    for label, path in (("subprocess:Popen", popen), ("an unnamed user bot", trip)):
        resume = cli("simulate", "--resume", str(path), "--games", "2", env=with_tmp)
        out.append((f"--resume: header names {label}", no_code(resume), [path]))
    for label, options in (
        ('bot option "seed"', {"seed": 3}),
        ("bot option samples 10**15", {"samples": 10**15}),
    ):
        path = results(
            f"options-{len(out)}.jsonl", head, game, levels=["hard"], bot_options=options
        )
        out.append(
            (f"--resume: {label}", cli("simulate", "--resume", str(path), "--games", "2"), [path])
        )
    out.append(
        (
            "--samples 10**15 on the command line",
            cli(*["simulate", *quick[:5], "hard", *quick[6:]], "--samples", str(10**15)),
            [],
        )
    )
    for special in ("/dev/zero", "/dev/urandom"):
        link = tmp / f"results-{Path(special).name}.jsonl"
        link.symlink_to(special)
        out.append((f"--resume {special}", cli("simulate", "--resume", str(link)), [link]))
    fifo = tmp / "results.fifo"
    os.mkfifo(fifo)
    out.append(("--resume FIFO", cli("simulate", "--resume", str(fifo)), [fifo]))
    out.append(("--out FIFO", cli("simulate", *quick, "--out", str(fifo)), [fifo]))
    sparse = tmp / "sparse.jsonl"
    with open(sparse, "wb") as f:
        f.write(base.read_bytes())
        f.truncate(300_000_000)
    out.append(("--resume: 300 MB (sparse)", cli("simulate", "--resume", str(sparse)), [sparse]))
    deep = "[" * 100_000 + "]" * 100_000
    deep_head = results("deep-head.jsonl", deep, game)
    out.append(
        ("--resume: header 100,000 deep", cli("simulate", "--resume", str(deep_head)), [deep_head])
    )
    deep_line = results("deep-line.jsonl", head, deep, game)
    out.append(
        (
            "--resume: a line 100,000 deep",
            cli("simulate", "--resume", str(deep_line), "--games", "2"),
            [deep_line],
        )
    )

    def new_out_file() -> tuple[str, str]:
        path = tmp / f"mode-{time.monotonic_ns()}.jsonl"
        outcome, detail = cli("simulate", *quick, "--out", str(path))()
        mode = path.stat().st_mode & 0o777
        return ("!! EXECUTABLE" if mode & 0o111 else outcome), f"mode {mode:o}; {detail}"

    out.append(("--out: a new file's mode", new_out_file, []))
    out.append(("--jobs 48", cli("simulate", *quick[:7], "4", "--jobs", "48"), []))
    if os.path.exists("/dev/full"):
        for label, args in (
            ("analyze", ["analyze", "--round", "1", "7H"]),
            ("simulate", ["simulate", *quick]),
        ):
            for buffered in (True, False):
                env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
                if not buffered:
                    env["PYTHONUNBUFFERED"] = "1"
                out.append(
                    (
                        f"{label} > /dev/full{'' if buffered else ' (unbuffered)'}",
                        _to_full(args, env),
                        [],
                    )
                )
    out.append(("progress bar on a 0x0 terminal", _zero_terminal(quick), []))
    return out


def _to_full(args: list[str], env: dict[str, str]) -> Callable[[], tuple[str, str]]:
    def run() -> tuple[str, str]:
        with open("/dev/full", "w") as full:
            return cli(*args, stdout=full, env=env)()

    return run


def _zero_terminal(quick: list[str]) -> Callable[[], tuple[str, str]]:
    """simulate with standard error on a new pseudo-terminal (0 rows, 0 columns): a bar?"""
    import pty
    import select

    def run() -> tuple[str, str]:
        leader, follower = pty.openpty()
        drawn = bytearray()

        def drain(*_: object) -> bool:
            # Read what the bar drew as it draws it: a full terminal would stop the child.
            while select.select([leader], [], [], 0)[0]:
                try:
                    chunk = os.read(leader, 4096)
                except OSError:
                    return False
                if not chunk:
                    return False
                drawn.extend(chunk)
            return False

        try:
            argv = [PY, "-m", "rummy_desktop", "simulate", *quick[:7], "3"]
            run_child(argv, stdout=subprocess.DEVNULL, stderr=follower, until=drain, limit_s=60)
            drain()  # what was drawn after the last sample
        finally:
            os.close(follower)
            os.close(leader)
        text = drawn.decode("utf-8", "replace")
        bar = "3/3 games" in text
        last = text.strip().rsplit("\r", 1)[-1].strip()
        return ("answered" if bar else "!! NO BAR"), last[:100]

    return run


def _analyze(cards: list[str]) -> object:
    from rummy_desktop.analysis import analyze

    return analyze("three-thirteen", 1, cards, {})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", default="", help="run the examples whose name holds this")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        for name, run, files in examples(tmp):
            if args.only not in name:
                continue
            samples = []
            peaks = []
            outcome = detail = ""
            first: tuple[str, str] | None = (
                None  # what a person sees: a file's problem is said once
            )
            for _ in range(args.repeat):
                before = [Snapshot(p) for p in files]
                PEAK_MB[0] = 0.0  # set by run_child for the children of this run
                start = time.perf_counter()
                outcome, detail = run()
                samples.append(time.perf_counter() - start)
                first = first or (outcome, detail)
                peaks.append(PEAK_MB[0])
                if not all(s.same() for s in before):
                    outcome = "!! FILE CHANGED"
            slow = "  !! over 2 s" if max(samples) > 2 else ""
            peak = peak_mb(run) if run in IN_PROCESS else None
            if peak is None and max(peaks, default=0.0) > 0:  # child processes' trees
                peak = max(peaks)
            memory = f"peak {peak:6.1f} MB" if peak is not None else "peak      -   "
            if peak is not None and peak > 500:
                slow += "  !! over 500 MB"
            if first is not None and not outcome.startswith("!!"):
                outcome, detail = first
            print(f"{name:<44} {figures(samples)}  {memory}  {outcome}{slow}: {detail}")


if __name__ == "__main__":
    main()
