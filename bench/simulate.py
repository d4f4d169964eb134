"""Games per second of `simulate`: 4 `simple` bots in each variant, against a reference
checkout measured in the same run, and the speed-up of worker processes.

.venv/bin/python bench/simulate.py [--games N] [--seed S] [--rounds R] [--ref DIR] [--jobs J]

Each game is timed on its own (run_tournament of one game, seed S+i) in a fresh process that
imports the code under test. --ref DIR names another checkout of the repository (for example
the previous commit: git worktree add /tmp/ref <commit>); its rummy_desktop plays the same
games, and the two take turns R times so that both meet the same load on a shared machine.
--jobs J also times the whole tournament with J worker processes against one.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
VARIANTS = ("three-thirteen", "hillbilly")
PLAYERS, LEVELS = 4, ["simple"]

# Run in a child process with the code under test first on sys.path.
TIMER = """
import json, sys, time
import rummy_desktop
from rummy_desktop.simulate import SimulationError, run_tournament
variant, players, levels, games, seed = json.loads(sys.argv[1])
seconds, failed = [], []
for i in range(games):
    start = time.perf_counter()
    try:
        run_tournament(variant, players, levels, 1, seed=seed + i)
    except SimulationError as exc:
        failed.append(str(exc))
        continue
    seconds.append(time.perf_counter() - start)
print(json.dumps({"code": rummy_desktop.__file__, "seconds": seconds, "failed": failed}))
"""


def time_games(code: Path, variant: str, games: int, seed: int) -> dict:
    env = dict(os.environ, PYTHONPATH=str(code))
    job = json.dumps([variant, PLAYERS, LEVELS, games, seed])
    done = subprocess.run(
        [sys.executable, "-c", TIMER, job],
        cwd=code,  # -c puts the working folder first on sys.path: run from the code's own
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(done.stdout)
    if not result["code"].startswith(str(code)):
        raise SystemExit(f"{code} was not the code under test: {result['code']}")
    return result


def figures(seconds: list[float]) -> str:
    if not seconds:
        return "no game finished"
    ordered = sorted(seconds)
    p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
    mean = sum(seconds) / len(seconds)
    return (
        f"{1 / mean:7.2f} games/s  a game: mean {mean * 1000:7.1f} ms  p95 {p95 * 1000:7.1f} ms  "
        f"max {ordered[-1] * 1000:7.1f} ms  ({len(seconds)} games)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per round (default 3)")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed S+i (default 0)")
    parser.add_argument("--rounds", type=int, default=1, help="turns each code takes (default 1)")
    parser.add_argument("--ref", type=Path, help="a reference checkout to compare with")
    parser.add_argument("--jobs", type=int, default=0, help="also time J worker processes")
    parser.add_argument("--variant", choices=VARIANTS, action="append", help="default: both")
    args = parser.parse_args()
    if args.games < 1 or args.rounds < 1:
        parser.error("--games and --rounds must be 1 or more")
    codes = {"this": HERE} | ({"ref": args.ref.resolve()} if args.ref else {})
    for variant in args.variant or VARIANTS:
        seconds: dict[str, list[float]] = {name: [] for name in codes}
        failed: dict[str, list[str]] = {name: [] for name in codes}
        for _ in range(args.rounds):
            for name, code in codes.items():
                result = time_games(code, variant, args.games, args.seed)
                seconds[name] += result["seconds"]
                failed[name] += result["failed"]
        for name in codes:
            print(f"simulate: {variant:<14} 4 x simple  {name:<4} {figures(seconds[name])}")
            if failed[name]:
                print(f"simulate: {len(failed[name])} game(s) failed; the first: {failed[name][0]}")
        if args.ref and seconds["this"] and seconds["ref"]:
            ratio = (sum(seconds["ref"]) / len(seconds["ref"])) / (
                sum(seconds["this"]) / len(seconds["this"])
            )
            print(
                f"simulate: {variant:<14} 4 x simple  this / ref: {ratio:.2f} x the games a second"
            )
        if args.jobs > 1:
            print(jobs_figure(variant, args.games * args.rounds, args.seed, args.jobs))


def jobs_figure(variant: str, games: int, seed: int, jobs: int) -> str:
    """Whole-tournament games a second in this process and in ``jobs`` workers (this code)."""
    from rummy_desktop.simulate import run_tournament

    rates = {}
    for n in (1, jobs):
        start = time.perf_counter()
        run_tournament(variant, PLAYERS, LEVELS, games, seed=seed, jobs=n, on_error="continue")
        rates[n] = games / (time.perf_counter() - start)
    return (
        f"simulate: {variant:<14} 4 x simple  --jobs 1 {rates[1]:6.2f} games/s, --jobs {jobs} "
        f"{rates[jobs]:6.2f} games/s ({rates[jobs] / rates[1]:.2f} x, {os.cpu_count()} cores)"
    )


if __name__ == "__main__":
    main()
