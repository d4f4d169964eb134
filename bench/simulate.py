"""Games per second of 4-player `simple` bot games in each variant.

.venv/bin/python bench/simulate.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse

from rummy_desktop.simulate import DecisionTimes, SimulationError, run_tournament

VARIANTS = ("three-thirteen", "hillbilly")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per variant (default 3)")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed S+i (default 0)")
    args = parser.parse_args()
    for variant in VARIANTS:
        try:
            result = run_tournament(variant, 4, ["simple"], games=args.games, seed=args.seed)
        except SimulationError as exc:  # a benchmark reports, it never fails the build
            print(f"simulate: {variant:<14} 4 x simple  no figure: {exc}")
            continue
        mean_ms = DecisionTimes.pooled(e.times for e in result.entrants).mean_ms
        print(
            f"simulate: {variant:<14} 4 x simple  {result.games_per_second:8.2f} games/s  "
            f"({result.games} games in {result.seconds:.1f} s, "
            f"{mean_ms:.3f} ms a decision on average)"
        )


if __name__ == "__main__":
    main()
