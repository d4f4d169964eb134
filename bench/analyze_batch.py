"""analyze --batch: the time of one line on gin-like hands, against a reference in the same run.

.venv/bin/python bench/analyze_batch.py [--lines N] [--seed S] [--rounds R] [--ref DIR]

A gin-like hand is 10 cards of one deck without a wild card: Three Thirteen round 1 with the
3s left out, so that only natural sets and runs meld, as in gin rummy. Each line is
``{"variant": "three-thirteen", "round": 1, "cards": [...]}``. Figures, in microseconds:

- ``line``: what the batch loop does for one line (analyze_json_line, then json.dumps of the
  answer), each line timed on its own in a fresh process: mean, p50, p95, max;
- ``command``: ``python -m rummy_desktop analyze --batch`` reading the N lines from a file
  and writing to a pipe, its wall time less that of an empty input, divided by N;
- ``solver``: best_arrangement and go_out_discards on the parsed hand with a rule set built
  once: the least a line needs (the same per run, whatever the code around it);
- ``openspiel``: OpenSpiel's C++ min_deadwood on the same hands, when ``pyspiel`` can be
  imported (it is not a dependency: install open_spiel in the venv to see it).

--ref DIR names another checkout of the repository (for example the previous commit:
``git archive COMMIT | tar -x -C DIR``); it answers the same lines, the two take turns R
times, and the answers of the two commands are compared line by line.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
GOAL_US = 40.0

# Run in a child process with the code under test first on sys.path.
TIMER = """
import json, sys, time
import rummy_desktop
from rummy_desktop.analysis import analyze_json_line
from rummy_desktop.engine import RuleSet, parse_cards
from rummy_desktop.engine.solver import best_arrangement, go_out_discards
lines = open(sys.argv[1]).read().splitlines()
for line in lines[:200]:  # warm up: imports, first-call caches
    json.dumps(analyze_json_line(line))
per_line = []
clock = time.perf_counter_ns
for line in lines:
    start = clock()
    json.dumps(analyze_json_line(line))
    per_line.append((clock() - start) / 1000)
rules = RuleSet.preset("three-thirteen", 4)
hands = [parse_cards(json.loads(line)["cards"]) for line in lines]
solver = []
for hand in hands:
    start = clock()
    best_arrangement(hand, rules, 1)
    go_out_discards(hand, rules, 1)
    solver.append((clock() - start) / 1000)
print(json.dumps({"code": rummy_desktop.__file__, "line": per_line, "solver": solver}))
"""

OPENSPIEL = """
import json, sys, time
import pyspiel
from pyspiel import gin_rummy
utils = gin_rummy.GinRummyUtils(13, 4, 10)
ranks = "A23456789TJQK"
def card(code):  # OpenSpiel numbers a card suit * 13 + rank, suits s c d h
    rank, suit = code[:-1], code[-1]
    rank = "T" if rank == "10" else rank
    return "scdh".index(suit.lower()) * 13 + ranks.index(rank)
hands = [[card(c) for c in json.loads(line)["cards"]] for line in open(sys.argv[1])]
for hand in hands[:200]:
    utils.min_deadwood(hand)
times = []
clock = time.perf_counter_ns
for hand in hands:
    start = clock()
    utils.min_deadwood(hand)
    times.append((clock() - start) / 1000)
print(json.dumps({"openspiel": times}))
"""


def make_lines(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    ranks = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    pack = [r + s for s in "SHDC" for r in ranks if r != "3"]  # round 1: the 3s are wild
    return [
        json.dumps({"variant": "three-thirteen", "round": 1, "cards": rng.sample(pack, 10)})
        for _ in range(count)
    ]


def env_for(code: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(code), PYTHONDONTWRITEBYTECODE="1")


def time_lines(code: Path, path: Path) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", TIMER, str(path)],
        cwd=code,  # -c and -m put the working folder first on sys.path
        env=env_for(code),
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(done.stdout)
    if not result["code"].startswith(str(code)):
        raise SystemExit(f"{code} was not the code under test: {result['code']}")
    return result


def time_command(code: Path, path: Path) -> tuple[float, bytes]:
    """Wall seconds of the batch command on the file at ``path``, and what it wrote."""
    command = [sys.executable, "-m", "rummy_desktop", "analyze", "--batch"]
    with open(path, "rb") as source:
        start = time.perf_counter()
        done = subprocess.run(
            command, stdin=source, cwd=code, env=env_for(code), capture_output=True, check=True
        )
        return time.perf_counter() - start, done.stdout


def openspiel_times(path: Path) -> list[float] | None:
    done = subprocess.run(
        [sys.executable, "-c", OPENSPIEL, str(path)], capture_output=True, text=True
    )
    if done.returncode != 0:
        return None
    return json.loads(done.stdout)["openspiel"]


def figures(values: list[float]) -> str:
    ordered = sorted(values)
    p50, p95 = (ordered[max(0, math.ceil(q * len(ordered)) - 1)] for q in (0.5, 0.95))
    return (
        f"mean {mean(values):7.1f} us  p50 {p50:7.1f}  p95 {p95:7.1f}  max {ordered[-1]:8.1f}"
        f"  ({len(values)})"
    )


def mean(values: list[float]) -> float:
    return sum(values) / len(values)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=2000, help="lines per turn (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the hands (default 1)")
    parser.add_argument("--rounds", type=int, default=1, help="turns each code takes (default 1)")
    parser.add_argument("--ref", type=Path, help="a reference checkout to compare with")
    args = parser.parse_args()
    if args.lines < 1 or args.rounds < 1:
        parser.error("--lines and --rounds must be 1 or more")
    codes = {"this": HERE} | ({"ref": args.ref.resolve()} if args.ref else {})
    with tempfile.TemporaryDirectory() as folder:
        path, empty = Path(folder, "lines.jsonl"), Path(folder, "empty.jsonl")
        path.write_text("\n".join(make_lines(args.lines, args.seed)) + "\n")
        empty.write_text("")
        line = {name: [] for name in codes}
        solver = {name: [] for name in codes}
        command = {name: [] for name in codes}
        answers: dict[str, bytes] = {}
        for _ in range(args.rounds):
            for name, code in codes.items():
                result = time_lines(code, path)
                line[name] += result["line"]
                solver[name] += result["solver"]
                full, answers[name] = time_command(code, path)
                bare, _ = time_command(code, empty)
                command[name].append((full - bare) / args.lines * 1e6)
        spiel = openspiel_times(path)
    print(f"analyze --batch: {args.lines} gin-like 10-card lines x {args.rounds}, seed {args.seed}")
    for name in codes:
        print(f"analyze --batch  {name:<4} line     {figures(line[name])}")
        print(
            f"analyze --batch  {name:<4} command  mean {mean(command[name]):8.1f} us a line "
            f"(whole command, less its start)"
        )
        print(f"analyze --batch  {name:<4} solver   {figures(solver[name])}")
    if spiel is None:
        print("analyze --batch  openspiel: pyspiel not importable, no figure")
    else:
        print(f"analyze --batch  openspiel min_deadwood  {figures(spiel)}")
    this = mean(line["this"])
    print(
        f"analyze --batch  this line / goal {GOAL_US:.0f} us: {this / GOAL_US:.2f}; "
        f"line / solver: {this / mean(solver['this']):.2f}"
        + (f"; line / openspiel: {this / mean(spiel):.1f}" if spiel else "")
    )
    if args.ref:
        print(
            f"analyze --batch  ref / this: line {mean(line['ref']) / this:.1f} x, command "
            f"{mean(command['ref']) / mean(command['this']):.1f} x faster; answers "
            + ("identical" if answers["ref"] == answers["this"] else "DIFFER")
        )


if __name__ == "__main__":
    main()
