"""Decision times of every computer level: p50 / p95 / max in milliseconds, both games.

.venv/bin/python bench/ai.py [--games N] [--think-ms MS] [--players P]

Each level plays N games against the simple level (seats rotated) and its own decisions are
timed by the tournament runner. Targets on one core: medium p95 <= 50 ms; hard p95 <= 500 ms
and never over 2 s (hard spends its budget, --think-ms, on each decision with a choice).
"""

from __future__ import annotations

import argparse

from rummy_desktop.simulate import DecisionTimes, SimulationError, run_tournament

VARIANTS = ("three-thirteen", "hillbilly")
LEVELS = ("random", "simple", "easy", "medium", "hard")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games per level and game (default 1)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--think-ms", type=float, default=300, help="hard's budget (default 300)")
    parser.add_argument("--level", choices=LEVELS, action="append", help="default: every level")
    args = parser.parse_args()
    if not 2 <= args.players <= 8:
        parser.error(f"--players must be 2 to 8, not {args.players}")
    for variant in VARIANTS:
        for level in args.level or LEVELS:
            try:
                result = run_tournament(
                    variant,
                    args.players,
                    [level, "simple"],
                    args.games,
                    seed=args.seed,
                    swap_seats=True,
                    bot_options={"think_ms": args.think_ms},
                )
            except SimulationError as exc:  # a benchmark reports, it never fails the build
                print(f"ai: {variant:<14} {level:<7} no figure: {exc}")
                continue
            # With more than two seats the level sits at several of them: time them all.
            times = DecisionTimes.pooled(e.times for e in result.entrants if e.ai == level)
            t = times.summary()
            print(
                f"ai: {variant:<14} {level:<7} decision ms  p50 {t['p50']:8.2f}  "
                f"p95 {t['p95']:8.2f}  max {t['max']:8.2f}  ({times.count} decisions)",
                flush=True,
            )


if __name__ == "__main__":
    main()
