"""The hard level's Three Thirteen play-outs: the light loop against the engine, same positions.

    .venv/bin/python bench/rollout.py [--games N] [--seed S]

Positions come from N two-player games between medium bots. From each, one sampled deal is
played to the end of the round (or HORIZON turns a seat) twice: by :func:`play_round` (the light loop the hard level
uses) and, as the reference, move by move through the engine with the medium level's fast
policy. Prints mean, p95 and max in milliseconds per play-out and the ratio of the means.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.hard import play_fast
from rummy_desktop.ai.sampling import clone, determinize
from rummy_desktop.ai.three_thirteen_rollout import HORIZON, play_round
from rummy_desktop.ai.tracking import Tracker
from rummy_desktop.engine import Game, RuleSet


def _through_engine(deal: Game) -> None:
    """The same play-out through the engine, stopped at the same horizon."""
    play_fast(clone(deal), HORIZON * deal.state.players)


def _row(label: str, ms: list[float]) -> str:
    s = sorted(ms)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    return f"{label:<22} {len(s):>5} {statistics.mean(s):>8.2f} {p95:>8.2f} {s[-1]:>8.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games to take positions from")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rules = RuleSet.preset("three-thirteen", players=2)
    rng = random.Random(args.seed)
    light: list[float] = []
    engine: list[float] = []
    for g in range(args.games):
        game = Game(rules, seed=args.seed + g)
        bots = [make_bot("medium", seed=s) for s in range(2)]
        moves = 0
        while not game.is_over:
            seat = game.to_act()[0]
            view = game.view(seat)
            if moves % 4 == 0:
                deal = determinize(view, Tracker.from_view(view), rng)
                t0 = time.perf_counter()
                play_round(deal.state, seat, random.Random(1))
                t1 = time.perf_counter()
                _through_engine(deal)
                t2 = time.perf_counter()
                light.append((t1 - t0) * 1000)
                engine.append((t2 - t1) * 1000)
            game.apply(bots[seat].choose(view))
            moves += 1
    print(f"{'play-out to round end':<22} {'n':>5} {'mean ms':>8} {'p95':>8} {'max':>8}")
    print(_row("light loop", light))
    print(_row("engine (reference)", engine))
    print(f"the light loop is {statistics.mean(engine) / statistics.mean(light):.1f}x faster")


if __name__ == "__main__":
    main()
