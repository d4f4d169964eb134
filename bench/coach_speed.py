"""How long the coach takes to judge one seat of a whole 4-player game (the issue's budget:
30 s for Three Thirteen, 90 s for Hillbilly on a 2-core machine).

Each game is played by the medium level at every seat, then seat 0 is analysed at the coach's
default budget. Prints per variant the seconds per game (mean, p95, max), the decisions and
the milliseconds per decision; the reference is the budget (max / budget below 1 passes).

    nice .venv/bin/python bench/coach_speed.py --games 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from rummy_desktop.ai import make_bot
from rummy_desktop.coach import SAMPLES, analyse
from rummy_desktop.engine import Game, RuleSet

BUDGET_S = {"three-thirteen": 30.0, "hillbilly": 90.0}


def play(variant: str, players: int, seed: int) -> Game:
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    bots = [make_bot("medium", seed + s) for s in range(players)]
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--variants", default="three-thirteen,hillbilly")
    parser.add_argument("--jobs", type=int, default=1, help="processes judging decisions")
    args = parser.parse_args()
    for variant in args.variants.split(","):
        seconds, per_decision, counts, cpu = [], [], [], []
        for g in range(args.games):
            game = play(variant, args.players, args.seed + g)
            started, cpu_started = time.perf_counter(), time.process_time()
            result = analyse(game.rules, game.seed, game.log, 0, ages=game.ages, jobs=args.jobs)
            spent = time.perf_counter() - started
            # This process's CPU time: what one core gives it, whatever else the machine runs
            # (the wall time of an idle machine, for jobs 1).
            cpu.append(time.process_time() - cpu_started)
            seconds.append(spent)
            counts.append(len(result.decisions))
            per_decision.append(1000 * spent / max(1, len(result.decisions)))
        print(
            f"coach speed: {variant}, {args.players} players, seat 0, jobs {args.jobs}, "
            f"{SAMPLES[variant]} deals a "
            f"decision, {args.games} games: mean {statistics.fmean(seconds):.1f} s  "
            f"p95 {p95(seconds):.1f} s  max {max(seconds):.1f} s  (budget {BUDGET_S[variant]:.0f} s; "
            f"max/budget {max(seconds) / BUDGET_S[variant]:.2f})  decisions mean "
            f"{statistics.fmean(counts):.0f}  {statistics.fmean(per_decision):.0f} ms a decision  "
            f"CPU mean {statistics.fmean(cpu):.1f} s  max {max(cpu):.1f} s "
            f"(max/budget {max(cpu) / BUDGET_S[variant]:.2f}; jobs 1 only)  load "
            f"{os.getloadavg()[0]:.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
