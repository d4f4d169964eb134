"""Strength of the computer levels: win rates with Wilson 95% intervals, both games.

.venv/bin/python bench/strength.py [--games N] [--think-ms MS] [--variant V] [--only NAME...]
                                   [--jobs J]

Each pairing plays N games with the seats rotated every game (run_tournament's swap_seats),
split into slices of whole rotations over J worker processes.
A win is a lower final total; a tie shares the win (half each between two). Each figure
shows its target and a verdict: "met" when the whole interval lies above the target, "above"
when only the rate does, "below" otherwise.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from rummy_desktop.simulate import DecisionTimes, SimulationError, run_tournament

VARIANTS = ("three-thirteen", "hillbilly")
# (name, levels round the table, players, target share of the first level's wins)
PAIRINGS = (
    ("easy-random", ["easy", "random"], 2, 0.90),
    ("medium-simple", ["medium", "simple"], 2, 0.58),
    ("hard-simple", ["hard", "simple"], 2, 0.65),
    ("hard-medium", ["hard", "medium"], 2, 0.55),
    ("hard-3simple", ["hard", "simple", "simple", "simple"], 4, 0.40),
)
# A round past this many moves is abandoned as stuck. Every pairing here has a bot that goes
# out, and the longest round that ended in scans of simple bots took 1553 moves at four seats
# (2002 at eight); simulate's own guard of 50,000 is for random bots, whose Three Thirteen
# rounds can take 15,000. A stuck game then costs the hard seat 2,500 decisions, not 12,500.
MAX_MOVES = 10_000


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% with z = 1.96)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return (centre - spread) / scale, (centre + spread) / scale


def _play(job: tuple) -> tuple[float, int, DecisionTimes, list[str]]:
    """One slice of a pairing's games (a worker process): the first level's wins, the games
    and its decision times in ms, and the games abandoned because a round never ended (four
    simple bots can each hold what another needs for ever); those count for no one."""
    variant, players, levels, games, seed, think_ms = job
    result = run_tournament(
        variant,
        players,
        levels,
        games,
        seed=seed,
        swap_seats=True,
        bot_options={"think_ms": think_ms},
        on_error="continue",
        max_moves=MAX_MOVES,
    )
    first = result.entrants[0]  # the first level sits once, the others fill the table
    if any(e.errors for e in result.entrants):  # a built-in bot never errs: say so if one did
        bad = sum(e.errors for e in result.entrants)
        raise SimulationError(f"a bot made {bad} bad moves; the first: {result.error_samples[0]}")
    return first.wins, first.games, first.times, result.abandoned


def _slices(games: int, jobs: int, players: int, seed: int) -> list[tuple[int, int]]:
    """(seed, games) slices of whole seat rotations, so the seats rotate as in one run."""
    rotations = -(-games // players)
    per = -(-rotations // jobs)
    out, done = [], 0
    while done < games:
        n = min(per * players, games - done)
        out.append((seed + done, n))
        done += n
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per pairing (default 20)")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed S+i (default 0)")
    parser.add_argument("--think-ms", type=float, default=50, help="hard's budget (default 50)")
    parser.add_argument("--variant", choices=VARIANTS, action="append", help="default: both")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="pairings to run, by name")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args()
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be 1 or more")
    print(
        f"strength: {args.games} games a pairing, hard thinks {args.think_ms:g} ms a decision, "
        f"{args.jobs} worker process(es)"
    )
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for variant in args.variant or VARIANTS:
            for name, levels, players, target in PAIRINGS:
                if args.only and name not in args.only:
                    continue
                start = time.perf_counter()
                jobs = [
                    (variant, players, levels, n, seed, args.think_ms)
                    for seed, n in _slices(args.games, args.jobs, players, args.seed)
                ]
                try:
                    parts = list(pool.map(_play, jobs))
                except SimulationError as exc:  # a benchmark reports, it never fails the build
                    print(f"strength: {variant:<14} {name:<14} no figure: {exc}")
                    continue
                wins = sum(p[0] for p in parts)
                games = sum(p[1] for p in parts)
                times = DecisionTimes.pooled(p[2] for p in parts)
                abandoned = [m for p in parts for m in p[3]]
                low, high = wilson(wins, games)
                verdict = "met" if low >= target else "above" if wins / games >= target else "below"
                print(
                    f"strength: {variant:<14} {name:<14} {wins / games:6.1%} "
                    f"[{low:.1%}, {high:.1%}]: {wins:g} wins of {games} games  "
                    f"target {target:.0%} ({verdict})  "
                    f"{levels[0]} decides in p50 {times.percentile(0.5):.1f} / "
                    f"p95 {times.percentile(0.95):.1f} / max {times.max_ms:.0f} ms  "
                    f"{time.perf_counter() - start:.0f} s",
                    flush=True,
                )
                if abandoned:
                    print(
                        f"strength: {len(abandoned)} game(s) abandoned; the first: {abandoned[0]}"
                    )


if __name__ == "__main__":
    main()
