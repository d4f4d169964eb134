"""How long the coach takes to judge one seat of a whole 4-player game (the issue's budget:
30 s for Three Thirteen, 90 s for Hillbilly on a 2-core machine).

Each game is played by the medium level at every seat, then seat 0 is analysed at the coach's
default budget. Prints per variant the seconds per game (mean, p95, max), the decisions and
the milliseconds per decision; the reference is the budget (max / budget below 1 passes).
Then, over seat 0's decisions of the first game, the milliseconds a move waits for coach
mode's check and for a hint (mean, p95, max): what a player feels at the table.

    nice .venv/bin/python bench/coach_speed.py --games 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from rummy_desktop.ai import make_bot
from rummy_desktop.coach import SAMPLES, analyse, default_jobs, is_decision
from rummy_desktop.coach.check import CoachCheck
from rummy_desktop.coach.hint import CoachHint
from rummy_desktop.engine import Game, RuleSet

BUDGET_S = {"three-thirteen": 30.0, "hillbilly": 90.0}


def play(variant: str, players: int, seed: int) -> Game:
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    bots = [make_bot("medium", seed + s) for s in range(players)]
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def per_move(game: Game) -> tuple[list[float], list[float]]:
    """Milliseconds of coach mode's check and of a hint at each of seat 0's decisions."""
    replay = Game(game.rules, game.seed, game.ages)
    check_ms, hint_ms = [], []
    for index, action in enumerate(game.log):
        if action.seat == 0 and is_decision(view := replay.view(0)):
            started = time.perf_counter()
            CoachCheck(action, game.seed, index).choose(view)
            check_ms.append(1000 * (time.perf_counter() - started))
            started = time.perf_counter()
            CoachHint(seed=game.seed).choose(view)
            hint_ms.append(1000 * (time.perf_counter() - started))
        replay.apply(action)
    return check_ms, hint_ms


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--variants", default="three-thirteen,hillbilly")
    parser.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        help="processes judging decisions (default: as the window and review do)",
    )
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
        check_ms, hint_ms = per_move(play(variant, args.players, args.seed))
        print(
            f"coach speed: {variant}, {args.players} players, seat 0, jobs {args.jobs}, "
            f"{SAMPLES[variant]} deals a "
            f"decision, {args.games} games: mean {statistics.fmean(seconds):.1f} s  "
            f"p95 {p95(seconds):.1f} s  max {max(seconds):.1f} s  (budget {BUDGET_S[variant]:.0f} s; "
            f"max/budget {max(seconds) / BUDGET_S[variant]:.2f})  decisions mean "
            f"{statistics.fmean(counts):.0f}  {statistics.fmean(per_decision):.0f} ms a decision  "
            + (
                f"CPU mean {statistics.fmean(cpu):.1f} s  max {max(cpu):.1f} s "
                f"(max/budget {max(cpu) / BUDGET_S[variant]:.2f})  "
                if args.jobs == 1  # with workers, this process's CPU is only their waiting
                else ""
            )
            + f"load {os.getloadavg()[0]:.1f}"
        )
        for name, times in (("coach mode's check", check_ms), ("a hint", hint_ms)):
            print(
                f"  {variant}: a move waits for {name}: mean {statistics.fmean(times):.0f} ms  "
                f"p95 {p95(times):.0f} ms  max {max(times):.0f} ms  ({len(times)} decisions)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
