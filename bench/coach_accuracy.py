"""How close the coach's judgement comes to its own measure at a far bigger budget.

A decision's loss is an estimate from a few deals of the hidden cards. This bench takes
decisions from real games (seat 0 at each level against ``medium``, 2 players, a seeded few
per game), values each decision's alternatives in ``--ref`` fresh deals (a reference: the
same alternatives, the same rollout, far less noise) and compares the coach's loss and mark
at its shipped budget, or at the budget given, with the reference's:

- error: mean and RMS of (coach loss - reference loss), and the mean of the coach's loss
  against the reference's (the bias the noise adds);
- marks: how often the coach's mark is the reference's, how often it calls a move the best
  that the reference puts past "good", how many of the reference's mistakes and blunders it
  marks below a mistake (missed), how many of its mistakes the reference calls good or best;
- the coach's CPU time per decision (mean, p95, max) against the reference's.

The references are kept in ``--cache`` (JSON) so that several budgets are compared on the
same decisions without paying for the reference again.

    nice .venv/bin/python bench/coach_accuracy.py --variant three-thirteen --games 6 \\
        --per-game 6 --ref 400 --try 6:6 --try 16:96
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from rummy_desktop.ai import make_bot
from rummy_desktop.coach import COACH_VERSION, THRESHOLDS, decision_seed, evaluate, mark
from rummy_desktop.coach.evaluate import alternatives, values_in_deals
from rummy_desktop.engine import Game, RuleSet

# The module, not the function of the same name the package exports: its budgets are set here.
evaluate_module = importlib.import_module("rummy_desktop.coach.evaluate")
LEVELS = ("random", "easy", "medium", "hard")


def play(variant: str, level: str, seed: int) -> Game:
    game = Game(RuleSet.preset(variant, players=2), seed=seed)
    options = {"samples": 8} if level == "hard" else {}
    bots = [make_bot(level, seed, **options), make_bot("medium", seed + 1)]
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def decisions(variant: str, level: str, seed: int, per_game: int) -> list[tuple]:
    """``per_game`` of seat 0's decisions in one game, drawn by a seeded stream."""
    game = play(variant, level, seed)
    replay = Game(game.rules, game.seed, game.ages)
    found = []
    for index, action in enumerate(game.log):
        if action.seat == 0:
            view = replay.view(0)
            if len(view.legal_actions) > 1:
                found.append((index, view, action))
        replay.apply(action)
    picked = random.Random(f"coach-accuracy:{variant}:{level}:{seed}").sample(
        range(len(found)), min(per_game, len(found))
    )
    return [(level, seed, *found[i]) for i in sorted(picked)]


def reference(job: tuple) -> dict:
    level, seed, index, view, action, deals = job
    started = time.process_time()
    actions, _ = alternatives(view, action)
    values = values_in_deals(view, actions, deals, decision_seed(seed, index) ^ 0x5EED)
    means = [statistics.fmean(v) for v in values]
    p, b = actions.index(action), min(range(len(actions)), key=means.__getitem__)
    diffs = [x - y for x, y in zip(values[p], values[b], strict=True)]
    return {
        "key": f"{level}:{seed}:{index}",
        "loss": max(0.0, means[p] - means[b]),
        "se": statistics.stdev(diffs) / len(diffs) ** 0.5 if p != b else 0.0,
        "cpu": time.process_time() - started,
    }


def judged(job: tuple) -> dict:
    level, seed, index, view, action, budget = job
    first, most, z = budget
    variant = view.rules.variant
    evaluate_module.SAMPLES[variant] = first
    evaluate_module.MOST[variant] = most
    evaluate_module.SETTLE_Z = z
    started = time.process_time()
    found = evaluate(view, action, decision_seed(seed, index))
    return {
        "key": f"{level}:{seed}:{index}",
        "loss": found.loss,
        "deals": found.samples,
        "cpu": time.process_time() - started,
    }


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--variant", choices=("three-thirteen", "hillbilly"), default="three-thirteen"
    )
    parser.add_argument("--games", type=int, default=2, help="games a level")
    parser.add_argument("--per-game", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--ref", type=int, default=400, help="deals of the reference")
    parser.add_argument(
        "--try",
        dest="budgets",
        action="append",
        default=[],
        metavar="FIRST:MOST[:Z]",
        help="a budget to judge with, Z by default the shipped one's (always also the shipped one)",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--cache", default="/tmp/coach_accuracy_refs.json")
    args = parser.parse_args()
    variant = args.variant
    shipped = (
        evaluate_module.SAMPLES[variant],
        evaluate_module.MOST[variant],
        evaluate_module.SETTLE_Z,
    )
    budgets = [shipped]
    for text in args.budgets:
        parts = text.split(":")
        z = float(parts[2]) if len(parts) > 2 else evaluate_module.SETTLE_Z
        budgets.append((int(parts[0]), int(parts[1]), z))
    good, inaccuracy, _mistake = THRESHOLDS[variant]
    found = [
        d
        for level in LEVELS
        for g in range(args.games)
        for d in decisions(variant, level, args.seed + g, args.per_game)
    ]
    print(
        f"coach accuracy: {variant}, {len(found)} decisions ({args.per_game} a game, "
        f"{args.games} games a level of {', '.join(LEVELS)}), reference {args.ref} deals",
        flush=True,
    )
    cache: dict = {}
    if os.path.exists(args.cache):
        with open(args.cache, encoding="utf-8") as f:
            cache = json.load(f)
    # A reference is the coach's alternatives valued in many deals: one made by another
    # version of the coach (other alternatives) is not reused.
    section = cache.setdefault(f"{variant}:{args.ref}:{COACH_VERSION}", {})
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        todo = [(*d, args.ref) for d in found if f"{d[0]}:{d[1]}:{d[2]}" not in section]
        for ref in pool.map(reference, todo, chunksize=1):
            section[ref["key"]] = ref
        with open(args.cache, "w", encoding="utf-8") as f:
            json.dump(cache, f)
        refs = [section[f"{d[0]}:{d[1]}:{d[2]}"] for d in found]
        ref_cpu = [r["cpu"] for r in refs]
        print(f"  reference: CPU {1000 * statistics.fmean(ref_cpu):.0f} ms a decision")
        for budget in dict.fromkeys(budgets):
            got = list(pool.map(judged, [(*d, budget) for d in found], chunksize=1))
            errors = [g["loss"] - r["loss"] for g, r in zip(got, refs, strict=True)]
            marks = [
                (mark(g["loss"], variant), mark(r["loss"], variant))
                for g, r in zip(got, refs, strict=True)
            ]
            same = sum(a == b for a, b in marks)
            false_best = sum(
                a == "best" and r["loss"] > good for (a, _b), r in zip(marks, refs, strict=True)
            )
            ref_bad = [(a, b) for a, b in marks if b in ("mistake", "blunder")]
            missed = sum(a not in ("mistake", "blunder") for a, _b in ref_bad)
            coach_bad = [(a, b) for a, b in marks if a in ("mistake", "blunder")]
            false_bad = sum(b in ("best", "good") for _a, b in coach_bad)
            cpu = [g["cpu"] for g in got]
            deals = [g["deals"] for g in got]
            print(
                f"  budget {budget[0]}:{budget[1]}:{budget[2]:g}{' (shipped)' * (budget == shipped)}: "
                f"error mean {statistics.fmean(errors):+.2f} RMS "
                f"{statistics.fmean(e * e for e in errors) ** 0.5:.2f}; mean loss "
                f"{statistics.fmean(g['loss'] for g in got):.2f} vs reference "
                f"{statistics.fmean(r['loss'] for r in refs):.2f}; same mark {same / len(found):.0%}; "
                f"best but past good {false_best}; mistakes missed {missed} of {len(ref_bad)}; "
                f"mistakes the reference calls good {false_bad} of {len(coach_bad)}; deals mean "
                f"{statistics.fmean(deals):.1f}; CPU mean {1000 * statistics.fmean(cpu):.0f} ms "
                f"p95 {1000 * p95(cpu):.0f} ms max {1000 * max(cpu):.0f} ms "
                f"({statistics.fmean(cpu) / statistics.fmean(ref_cpu):.2f} of the reference's)",
                flush=True,
            )
    del inaccuracy
    return 0


if __name__ == "__main__":
    sys.exit(main())
