"""Planted mistakes: how often each kind is a mistake by the points, and whether the coach
marks it so.

A plant is a bad move forced on a seat of a medium-level game (three seats) wherever the
seat could make it (the kinds of tests/coach/test_planted.py): a card of a made meld thrown
(both games), going out passed up (Three Thirteen), a useless discard taken (both games).
For every occurrence in ``--games`` games from ``--seed`` it prints:

- the coach's loss and mark at its shipped budget (:func:`rummy_desktop.coach.judge`);
- a reference: the same alternatives valued in ``--ref`` deals of the seat's view, seeded
  apart from the coach's (its own measure with far less noise: what the move costs by the
  points, from what the seat could see);
- with ``--true N`` (Three Thirteen), N play-outs from the real position with the true
  hidden hands (an oracle only a bench may use: what the move cost in the cards as dealt).

Per kind: how many plants the reference calls a mistake (above the mistake line), how many
clearly (``--margin`` times the line), how many of those clear ones the coach marks a
mistake or blunder (caught), and how many plants the reference calls good or best that the
coach marks a mistake (false alarms). ``--pick K`` prints each kind's first K clear
mistakes, at most 3 a game: the positions tests/coach/test_planted.py judges.

    nice .venv/bin/python bench/coach_planted.py --games 20 --ref 400 --pick 6
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rummy_desktop.ai.hard import play_out  # noqa: E402
from rummy_desktop.coach import THRESHOLDS, decision_seed, judge  # noqa: E402
from rummy_desktop.coach.evaluate import alternatives, values_in_deals  # noqa: E402
from rummy_desktop.engine import Game  # noqa: E402
from tests.coach import test_planted as plants  # noqa: E402

KINDS = {
    "three-thirteen: a card of a made meld thrown": ("three-thirteen", plants.break_a_meld),
    "hillbilly: a card of a made meld thrown": ("hillbilly", plants.break_a_set),
    "three-thirteen: going out passed up": ("three-thirteen", plants.going_out_passed_up),
    "three-thirteen: a useless discard taken": ("three-thirteen", plants.dear_loose_take),
    "hillbilly: a useless discard taken": ("hillbilly", plants.useless_take),
}


def one_game(job: tuple) -> list[dict]:
    kind, seed, ref_deals, true_deals, every = job
    variant, plant = KINDS[kind]
    rows = []
    found = plants.planted(variant, 3, seed, plant, limit=10**6)
    for view, move, index, game_seed in itertools.islice(found, 0, None, every):
        decision = judge(view, move, game_seed, index)
        actions, _ = alternatives(view, move)
        values = values_in_deals(view, actions, ref_deals, decision_seed(game_seed, index) ^ 0x5EED)
        means = [statistics.fmean(v) for v in values]
        row = {
            "seed": game_seed,
            "move": index,
            "round": view.round_no,
            "turn": plants.turns_this_round(view) + 1,
            "loss": decision.loss,
            "mark": decision.mark,
            "ref": means[actions.index(move)] - min(means),
        }
        if true_deals and variant == "three-thirteen":
            best = actions[min(range(len(actions)), key=means.__getitem__)]
            passed_up = best if best != move else next(a for a in actions if a != move)
            row["true"] = _true_cost(view, move, passed_up, game_seed, index, true_deals)
        rows.append(row)
    return rows


def _true_cost(view, move, passed_up, seed: int, index: int, deals: int) -> float:
    """The move's cost against ``passed_up`` (the reference's best other move), in play-outs
    from the real position (the stock reshuffled: its order is no one's to know)."""
    game = plants.replayed("three-thirteen", 3, seed, index)
    at, rng, costs = game.position(), random.Random(index), []
    for _ in range(deals):
        stock = list(at.stock)
        rng.shuffle(stock)
        deal = Game.from_view(view, at.hands, stock, random.Random(rng.getrandbits(64)))
        s = rng.getrandbits(64)
        costs.append(play_out(deal, view.seat, move, s) - play_out(deal, view.seat, passed_up, s))
    return statistics.fmean(costs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games a kind")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--ref", type=int, default=400, help="deals of the reference")
    parser.add_argument("--true", type=int, default=0, help="play-outs with the true hands")
    parser.add_argument("--margin", type=float, default=1.5)
    parser.add_argument("--pick", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--kinds", default="", help="only the kinds whose name has this")
    parser.add_argument(
        "--every",
        type=int,
        default=1,
        help="judge a game's first plant and every K-th after it (a Hillbilly game has 200 "
        "places to break a meld, each 10 s of reference)",
    )
    args = parser.parse_args()
    kinds = [k for k in KINDS if args.kinds in k]
    jobs = [
        (k, args.seed + g, args.ref, args.true, args.every)
        for k in kinds
        for g in range(args.games)
    ]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        found = dict(zip(jobs, pool.map(one_game, jobs), strict=True))
    for kind in kinds:
        variant = KINDS[kind][0]
        good, line = THRESHOLDS[variant][0], THRESHOLDS[variant][1]
        clear = args.margin * line
        rows = [r for job, got in found.items() if job[0] == kind for r in got]
        bad = [r for r in rows if r["mark"] in ("mistake", "blunder")]
        ref_bad = [r for r in rows if r["ref"] > line]
        ref_clear = [r for r in rows if r["ref"] >= clear]
        caught = [r for r in ref_clear if r["mark"] in ("mistake", "blunder")]
        alarms = [r for r in bad if r["ref"] <= good]
        print(
            f"{kind}: {len(rows)} plants in {args.games} games"
            + (f" (a game's first and every {args.every}th after it)" if args.every > 1 else "")
            + f"; reference ({args.ref} deals) "
            f"above the mistake line {line:g}: {len(ref_bad)}, clearly (>= {clear:g}): "
            f"{len(ref_clear)}; the coach marks {len(bad)} a mistake or blunder, "
            f"{len(caught)} of the {len(ref_clear)} clear ones (caught), "
            f"{len(alarms)} the reference calls good or best (false alarms)"
        )
        if rows:
            print(
                f"  coach loss mean {statistics.fmean(r['loss'] for r in rows):.2f}, reference "
                f"mean {statistics.fmean(r['ref'] for r in rows):.2f}"
                + (
                    f", true hands mean {statistics.fmean(r['true'] for r in rows):.2f}"
                    if rows[0].get("true") is not None
                    else ""
                )
            )
        split = "turn" if "going out" in kind else "round"
        groups: dict[int, list[dict]] = defaultdict(list)
        for r in rows:
            groups[r[split]].append(r)
        for key in sorted(groups):
            g = groups[key]
            print(
                f"  {split} {key:>2}: {len(g):>3} plants, reference mean "
                f"{statistics.fmean(r['ref'] for r in g):5.2f}, above the line "
                f"{sum(r['ref'] > line for r in g):>3}, coach mistake or blunder "
                f"{sum(r['mark'] in ('mistake', 'blunder') for r in g):>3}"
            )
        for r in ref_clear:
            if r not in caught:
                print(f"  missed: {r}")
        if args.pick:
            picked: list[tuple[int, int]] = []
            per_game: dict[int, int] = defaultdict(int)
            for r in sorted(ref_clear, key=lambda r: (r["seed"], r["move"])):
                if len(picked) < args.pick and per_game[r["seed"]] < 3:
                    picked.append((r["seed"], r["move"]))
                    per_game[r["seed"]] += 1
            print(f"  pick: {picked}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
