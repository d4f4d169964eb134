"""Times every example of issues 20 and 32 (hostile files, options, hands and contract lists).

    .venv/bin/python bench/hostile_examples.py [--repeat N]

Each example runs N times (default 5): command-line examples as a child process, as a user
would run them (interpreter start included), the others in this process. For each it prints
mean, p95 and max in ms, the peak memory so far (of this process and its children: an upper
bound of each example's), and what happened: "refused" with the one line, or "answered". It
also checks what the issue asks of each: one line, no traceback, and a file left as it was
(byte for byte, and not replaced). A line starting "!!" marks an example that broke a rule.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

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


def cli(*args: str, stdin: str = "") -> Callable[[], tuple[str, str]]:
    def run() -> tuple[str, str]:
        done = subprocess.run(
            [PY, "-m", "rummy_desktop", *args],
            input=stdin,
            capture_output=True,
            text=True,
            timeout=120,
        )
        err = done.stderr.strip()
        if done.returncode == 0:
            out = done.stdout.strip().splitlines()
            errors = sum('"error"' in line for line in out)
            return "answered", f"{len(out)} line(s), {errors} error object(s)"
        lines = err.splitlines()
        ok = len(lines) == 1 and "Traceback" not in err
        return ("refused" if ok else "!! BROKE"), (lines[0][:110] if lines else "(nothing)")

    return run


def library(call: Callable[[], object]) -> Callable[[], tuple[str, str]]:
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

    return run


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
    return out


def _peak_mb() -> float:
    """The largest resident size of this process and of any child so far (Linux: KB): an
    upper bound of the example just run, exact when it is the largest yet."""
    most = max(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
    )
    return most / (1024 * 1024 if sys.platform == "darwin" else 1024)


def _analyze(cards: list[str]) -> object:
    from rummy_desktop.analysis import analyze

    return analyze("three-thirteen", 1, cards, {})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        for name, run, files in examples(tmp):
            samples = []
            outcome = detail = ""
            for _ in range(args.repeat):
                before = [Snapshot(p) for p in files]
                start = time.perf_counter()
                outcome, detail = run()
                samples.append(time.perf_counter() - start)
                if not all(s.same() for s in before):
                    outcome = "!! FILE CHANGED"
            slow = "  !! over 2 s" if max(samples) > 2 else ""
            peak = _peak_mb()
            heavy = "  !! over 500 MB" if peak > 500 else ""
            print(
                f"{name:<44} {figures(samples)}  peak <= {peak:5.0f} MB  {outcome}{slow}{heavy}"
                f": {detail}"
            )


if __name__ == "__main__":
    main()
