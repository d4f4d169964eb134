"""How quickly the bots go out in rounds laid down and gone out all at once, by contract.

    nice .venv/bin/python bench/all_at_once_bots.py [--games 40] [--levels simple,easy,medium]
    nice .venv/bin/python bench/all_at_once_bots.py --games 6 --levels hard --only 1,2,4

Each game is one round of the contract below, four seats of one level, a fixed seed per game.
Prints, per contract and level, the turns (draws) until someone went out: mean, p95, max, the
share of rounds nobody went out of (the stock ran out or the round stalled), the points the
others were left with, and the mean turns as a ratio to Hillbilly's own round 10 (three runs
of five, runs only) in the same run: the bots' reference.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rummy_desktop.ai import make_bot  # noqa: E402
from rummy_desktop.engine import DrawStock, Game, RoundEnded, RulesError, RuleSet, TakeDiscard  # noqa: E402

ROUNDS = {
    "runs 5,5,5 (R10)": {"deal": 16, "sets": [], "runs": [5, 5, 5], "buys": 4},
    "sets 3,3,3": {"deal": 10, "sets": [3, 3, 3], "runs": []},
    "sets 3,4 + run 4": {"deal": 11, "sets": [3, 4], "runs": [4]},
    "sets 4,4": {"deal": 8, "sets": [4, 4], "runs": []},
    "runs 4,7": {"deal": 11, "sets": [], "runs": [4, 7]},
}
MOST_MOVES = 5000


def one_round(entry: dict, level: str, seed: int) -> tuple[int, bool, float]:
    """(turns, someone went out, mean points of the others) of one game of one round."""
    rules = RuleSet.preset("hillbilly", players=4, contracts=[{**entry, "all_at_once": True}])
    game = Game(rules, seed=seed)
    # The hard level weighs a fixed number of sampled deals: the same moves on any machine.
    options = {"samples": 4} if level == "hard" else {}
    bots = [make_bot(level, seed=seed * 10 + s, **options) for s in range(4)]
    turns = 0
    ended: RoundEnded | None = None
    for _ in range(MOST_MOVES):
        if game.is_over:
            break
        seat = game.to_act()[0]
        action = bots[seat].choose(game.view(seat))
        turns += isinstance(action, (DrawStock, TakeDiscard))
        for event in game.apply(action):
            if isinstance(event, RoundEnded):
                ended = event
    if ended is None or ended.went_out is None:
        others = ended.points if ended else (0,)
        return turns, False, statistics.mean(others)
    others = [p for s, p in enumerate(ended.points) if s != ended.went_out]
    return turns, True, statistics.mean(others)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--levels", default="simple,easy,medium")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default="", help="contracts to play, comma-separated numbers")
    args = parser.parse_args()
    print(
        f"{'contract':<18} {'level':<7} {'games':>5} {'turns mean':>10} {'p95':>5} {'max':>5} "
        f"{'nobody out':>10} {'others pts':>10} {'vs R10':>7}"
    )
    for level in args.levels.split(","):
        reference = None
        for i, (name, entry) in enumerate(ROUNDS.items()):
            if args.only and str(i + 1) not in args.only.split(","):
                continue
            try:
                RuleSet.preset("hillbilly", players=4, contracts=[{**entry, "all_at_once": True}])
            except RulesError as exc:  # an older engine refused mixed lengths
                print(f"{name:<18} {level:<7} refused: {exc}")
                continue
            results = [one_round(entry, level, args.seed + g) for g in range(args.games)]
            turns = sorted(t for t, _out, _pts in results)
            mean = statistics.mean(turns)
            reference = reference or mean
            p95 = turns[min(len(turns) - 1, int(0.95 * len(turns)))]
            none_out = sum(1 for _t, out, _p in results if not out) / len(results)
            pts = statistics.mean(p for _t, _o, p in results)
            print(
                f"{name:<18} {level:<7} {len(results):>5} {mean:>10.1f} {p95:>5} {turns[-1]:>5} "
                f"{none_out:>10.0%} {pts:>10.1f} {mean / reference:>7.2f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
