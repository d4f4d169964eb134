"""What a seat's view costs: ``Game.view()`` alone, and the view with its legal moves read.

    .venv/bin/python bench/view.py [--games N] [--seed S]

Positions come from N games of two random bots per game (both games, 4 players). At every
decision the seat's view is made (and, in the second figure, its legal moves are read, as
most bots do). Prints mean, p95 and max in µs for each game and figure.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time


def measure(variant: str, games: int, seed: int) -> tuple[list[float], list[float]]:
    from rummy_desktop.engine import Game, RuleSet

    rules = RuleSet.preset(variant, players=4)
    made: list[float] = []
    read: list[float] = []
    for g in range(games):
        game = Game(rules, seed=seed + g)
        rng = random.Random(seed + g)
        moves = 0
        while not game.is_over and moves < 600:
            seat = game.to_act()[0]
            start = time.perf_counter()
            game.view(seat)
            made.append((time.perf_counter() - start) * 1e6)
            start = time.perf_counter()
            view = game.view(seat)
            legal = view.legal_actions
            read.append((time.perf_counter() - start) * 1e6)
            game.apply(rng.choice(legal))
            moves += 1
    return made, read


def figures(name: str, values: list[float]) -> str:
    values = sorted(values)
    p95 = values[int(0.95 * (len(values) - 1))]
    return (
        f"{name}: mean {statistics.fmean(values):7.1f} µs  p95 {p95:7.1f} µs  "
        f"max {values[-1]:8.1f} µs  ({len(values)} views)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for variant in ("three-thirteen", "hillbilly"):
        made, read = measure(variant, args.games, args.seed)
        print(figures(f"view {variant:15} made          ", made))
        print(figures(f"view {variant:15} + legal moves ", read))


if __name__ == "__main__":
    main()
