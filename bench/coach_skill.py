"""Does the coach measure skill? Mean loss per decision of each computer level.

For each level and game, seat 0 is played by the level and every other seat by ``medium`` (so
every level meets the same table, game i of every level on the same seed). The coach then
judges seat 0's decisions: all of them, or with ``--sample K`` a seeded random sample of
ceil(n / K) of the game's n decisions (drawn from the game's seed, the level and the variant,
so a run is repeatable), each judged exactly as the review judges it; ``--sample
random=4,easy=4`` samples those levels only (their means lie far apart: every decision is
spent where two levels are close). A game's decisions are
not independent, so the game is the unit: the interval is a 95% bootstrap percentile interval
of the mean of the per-game mean losses (4000 resamples over games, seeded). Also prints the
accuracy and the spread of the judged losses (the quantiles docs/coach.md chose the marks'
thresholds from), and the ordering check the issue asks for: the means in the order
random > easy > simple > medium > hard, and whether adjacent levels' intervals overlap.

    nice .venv/bin/python bench/coach_skill.py --variant three-thirteen --games 50 --sample 2 \
        --json /tmp/tt.json
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from rummy_desktop.ai import LEVELS, make_bot
from rummy_desktop.coach import is_decision, judge
from rummy_desktop.engine import Action, Game, PlayerView, RuleSet

ORDER = ("random", "easy", "simple", "medium", "hard")  # weakest first, as the issue ranks them
# The strength figures of adjacent levels (bench/strength.py, 1000 two-seat games a pairing,
# seats rotated; issue 3's closing note): the stronger level's share of wins [Wilson 95%].
# The issue asks the coach's intervals to be apart "where the level's strength figures
# differ": where the strength interval holds 50%, the two levels play alike and need not be.
STRENGTH = {
    ("three-thirteen", "random", "easy"): (1.000, 0.996, 1.000),
    ("three-thirteen", "simple", "medium"): (0.584, 0.553, 0.614),
    ("three-thirteen", "medium", "hard"): (0.503, 0.472, 0.534),
    ("hillbilly", "random", "easy"): (1.000, 0.996, 1.000),
    ("hillbilly", "simple", "medium"): (0.814, 0.789, 0.837),
    ("hillbilly", "medium", "hard"): (0.588, 0.557, 0.618),
}
RESAMPLES = 4000


def play(variant: str, players: int, level: str, seed: int, hard_samples: int = 8) -> Game:
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    # The hard level at a fixed number of deals, not a time: repeatable games.
    options = {"samples": hard_samples} if level == "hard" else {}
    bots = [make_bot(level, seed, **options)]
    bots += [make_bot("medium", seed + s) for s in range(1, players)]
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def one_game(job: tuple) -> dict:
    """One game of ``level`` at seat 0 played and its (sampled) decisions judged: the
    figures the report pools, and the CPU time it took (a worker process's job)."""
    variant, players, level, seed, every, hard_samples = job
    cpu = time.process_time()
    game = play(variant, players, level, seed, hard_samples)
    found = decisions(game, 0)
    chosen = sampled(found, every, f"coach-skill:{variant}:{level}:{seed}")
    judged = [judge(view, action, seed, index) for index, view, action in chosen]
    losses = [d.loss for d in judged]
    return {
        "seed": seed,
        "decisions": len(found),
        "moves": [d.move for d in judged],
        "losses": losses,
        "marks": [d.mark for d in judged],
        "accurate": sum(d.mark in ("best", "good") for d in judged),
        "mean_loss": statistics.fmean(losses) if losses else 0.0,
        "cpu": time.process_time() - cpu,
    }


def decisions(game: Game, seat: int) -> list[tuple[int, PlayerView, Action]]:
    """Every decision ``seat`` took in ``game``: (index in the log, the view, the move)."""
    replay = Game(game.rules, game.seed, game.ages)
    found = []
    for index, action in enumerate(game.log):
        if action.seat == seat:
            view = replay.view(seat)
            if is_decision(view):
                found.append((index, view, action))
        replay.apply(action)
    return found


def sample_every(text: str) -> dict[str, int]:
    """``4`` (every level) or ``random=4,easy=2`` as {level: K}; "*" stands for every level."""
    if "=" not in text:
        return {"*": int(text)}
    pairs = (part.split("=") for part in text.split(","))
    return {level.strip(): int(k) for level, k in pairs}


def every_for(every: dict[str, int], level: str) -> int:
    return every.get(level, every.get("*", 1))


def sampled(found: list, every: int, key: str) -> list:
    """ceil(n / every) of the n decisions, drawn by a random stream of ``key`` alone."""
    if every <= 1:
        return found
    k = math.ceil(len(found) / every)
    picked = sorted(random.Random(key).sample(range(len(found)), k))
    return [found[i] for i in picked]


def judging_words(every: dict[str, int], levels: list[str]) -> str:
    parts = [
        f"{level}: 1 in {every_for(every, level)}"
        if every_for(every, level) > 1
        else f"{level}: every"
        for level in levels
    ]
    return "decisions judged (" + ", ".join(parts) + ")"


def interval(values: list[float], seed: str) -> tuple[float, float, float]:
    """Mean and a 95% bootstrap percentile interval over the values (the games)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    rng = random.Random(seed)
    n = len(values)
    means = sorted(statistics.fmean(rng.choices(values, k=n)) for _ in range(RESAMPLES))
    return mean, means[int(0.025 * RESAMPLES)], means[int(0.975 * RESAMPLES) - 1]


def quantiles(values: list[float], qs: tuple[float, ...]) -> list[float]:
    ordered = sorted(values)
    return [ordered[min(len(ordered) - 1, int(q * len(ordered)))] for q in qs] if ordered else []


def report(args: argparse.Namespace, levels: list[str], data: dict) -> None:
    done = min(len(data[lv]["games"]) for lv in levels)
    print(f"after {done} games per level:")
    ci = {}
    for level in levels:
        games = data[level]["games"]
        per_game = [g["mean_loss"] for g in games]
        flat = [x for g in games for x in g["losses"]]
        mean, lo, hi = interval(per_game, f"{args.variant}:{level}")
        ci[level] = (mean, lo, hi)
        q = quantiles(flat, (0.5, 0.75, 0.9, 0.95, 0.99))
        acc = sum(g["accurate"] for g in games) / max(1, len(flat))
        print(
            f"{level:>7}: games {len(games)}  decisions {sum(g['decisions'] for g in games)}  "
            f"judged {len(flat)}  mean loss {mean:.3f} [{lo:.3f}, {hi:.3f}]  "
            f"accuracy {acc:.1%}  loss p50/p75/p90/p95/p99 "
            f"{'/'.join(f'{x:.1f}' for x in q)}  CPU {data[level]['cpu']:.0f} s"
        )
    ranked = [lv for lv in ORDER if lv in levels]
    means = [ci[lv][0] for lv in ranked]
    in_order = all(a > b for a, b in zip(means, means[1:], strict=False))
    print(f"means in the order {' > '.join(ranked)}: {'yes' if in_order else 'NO'}")
    for weak, strong in zip(ranked, ranked[1:], strict=False):
        apart = ci[weak][1] > ci[strong][2]
        figure = STRENGTH.get((args.variant, weak, strong))
        if figure is None:
            strength = "no strength figure"
        else:
            rate, low, high = figure
            differ = not low <= 0.5 <= high
            strength = f"strength {strong} {rate:.1%} [{low:.1%}, {high:.1%}]: " + (
                "the levels differ, so they must be apart" if differ else "the levels play alike"
            )
        print(
            f"  {weak} [{ci[weak][1]:.3f}, {ci[weak][2]:.3f}] vs {strong} "
            f"[{ci[strong][1]:.3f}, {ci[strong][2]:.3f}]: "
            f"{'apart' if apart else 'OVERLAP'} ({strength})"
        )
    sys.stdout.flush()


def merge(args: argparse.Namespace) -> int:
    """The report of several runs' files of the same variant and sampling. Their games are
    pooled by seed (a run continued on later seeds adds its games; a game found in several
    files is taken from the last, so a level played again at another budget replaces it), and
    the levels are cut to the seeds every level has; the hard games must share one budget."""
    data: dict = {}
    meta = None
    budgets: dict[int, int] = {}  # the hard level's deals a decision, by seed
    for name in args.merge:
        with open(name, encoding="utf-8") as f:
            run = json.load(f)
        every = run["meta"]["sample_every"]
        if isinstance(every, int):  # files of runs before per-level sampling
            every = {"*": every} if every > 1 else {}
        same = {"variant": run["meta"]["variant"], "players": run["meta"]["players"]}
        same["sample_every"] = every
        if meta is not None and same != meta:
            print(f"coach skill: {name} is another run ({same}, not {meta})", file=sys.stderr)
            return 2
        meta = same
        for level, got in run["levels"].items():
            pooled_level = data.setdefault(level, {"games": {}, "cpu": 0.0})
            pooled_level["games"].update({g["seed"]: g for g in got["games"]})
            pooled_level["cpu"] += got["cpu"]
            if level == "hard":
                budget = run["meta"].get("hard_samples", 8)
                budgets.update({g["seed"]: budget for g in got["games"]})
    assert meta is not None
    common = set.intersection(*(set(d["games"]) for d in data.values()))
    hard_budgets = {budgets[s] for s in common if s in budgets}
    if len(hard_budgets) > 1:
        print(f"coach skill: the hard games mix budgets {sorted(hard_budgets)}", file=sys.stderr)
        return 2
    hard_samples = hard_budgets.pop() if hard_budgets else None
    levels = [lv for lv in ORDER if lv in data]
    pooled = {
        lv: {"games": [data[lv]["games"][s] for s in sorted(common)], "cpu": data[lv]["cpu"]}
        for lv in levels
    }
    args.variant = meta["variant"]
    what = judging_words(meta["sample_every"], levels)
    print(
        f"coach skill (merged {len(args.merge)} runs): {meta['variant']}, {meta['players']} "
        f"players, seat 0 = level vs medium, seeds {min(common)}..{max(common)} "
        f"({len(common)} games a level), {what} of seat 0 per game; "
        f"95% bootstrap intervals over games"
        + (f"; hard at {hard_samples} deals a decision" if hard_samples else "")
    )
    report(args, levels, pooled)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--variant", choices=("three-thirteen", "hillbilly"), default="three-thirteen"
    )
    parser.add_argument("--players", type=int, default=2)
    # One game a level by default (make bench: minutes); the proof asks for --games 50.
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--levels", default=",".join(ORDER))
    parser.add_argument(
        "--sample",
        type=sample_every,
        default={},
        help="judge ceil(n/K) of a game's n decisions: K, or LEVEL=K,... for some levels",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (games)")
    parser.add_argument(
        "--hard-samples",
        type=int,
        default=8,
        help="deals a decision of the hard level at seat 0 (8; bench/strength.py's 50 ms "
        "gives it about 12 to 50 in Three Thirteen)",
    )
    parser.add_argument("--json", help="write every game's figures to this file after each lap")
    parser.add_argument(
        "--merge",
        nargs="+",
        metavar="JSON",
        help="play nothing: report on the games of these files pooled (a run continued on later seeds)",
    )
    args = parser.parse_args()
    if args.merge:
        return merge(args)
    levels = [lv for lv in args.levels.split(",") if lv in LEVELS]
    what = judging_words(args.sample, levels)
    print(
        f"coach skill: {args.variant}, {args.players} players, seat 0 = level vs medium, "
        f"{args.games} games per level (seeds {args.seed}..{args.seed + args.games - 1}, hard at "
        f"{args.hard_samples} deals a decision), "
        f"{what} of seat 0 per game; 95% bootstrap intervals over games"
    )
    data: dict = {lv: {"games": [], "cpu": 0.0} for lv in levels}
    meta = {
        "variant": args.variant,
        "players": args.players,
        "seed": args.seed,
        "sample_every": args.sample,
        "hard_samples": args.hard_samples,
        "levels": levels,
    }
    # Game by game across the levels, with the table after each lap: a run stopped early
    # still has every level measured on the same deals. With --jobs the games are played
    # and judged in worker processes, one game a job, so the figures are the same for any
    # --jobs.
    jobs = [
        (
            args.variant,
            args.players,
            level,
            args.seed + g,
            every_for(args.sample, level),
            args.hard_samples,
        )
        for g in range(args.games)
        for level in levels
    ]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = pool.map(one_game, jobs)
        for g in range(args.games):
            for level in levels:
                started = time.perf_counter()
                game = next(results)
                data[level]["cpu"] += game.pop("cpu")
                data[level]["games"].append(game)
                print(
                    f"  {level} game {g + 1}: {len(game['losses'])}/{game['decisions']} "
                    f"judged, mean loss {game['mean_loss']:.2f}, waited "
                    f"{time.perf_counter() - started:.0f} s",
                    file=sys.stderr,
                )
            report(args, levels, data)
            if args.json:  # after every lap: a run stopped early keeps its games
                with open(args.json, "w", encoding="utf-8") as out:
                    json.dump({"meta": meta, "levels": data}, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
