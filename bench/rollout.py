"""The hard level's Three Thirteen play-outs: the light loop against the engine, same positions.

    .venv/bin/python bench/rollout.py [--games N] [--seed S]

Positions come from N two-player games between medium bots. From each, one deal sampled as
the hard level samples is played to the end of the round (or HORIZON turns a seat) twice: by
:func:`play_round` (the light loop the hard level uses) and, as the reference, through the
engine with the medium level's fast policy. The two policies are alike but not the same, so
the rounds can differ in length: the figures are per move (a draw or a discard), with the
mean moves per play-out beside them, and the ratio of the per-move means.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.hard import play_fast, sample_fit
from rummy_desktop.ai.sampling import determinize
from rummy_desktop.ai.three_thirteen_rollout import HORIZON, play_round
from rummy_desktop.ai.tracking import Tracker
from rummy_desktop.engine import Game, RuleSet


def _through_engine(deal: Game) -> int:
    """The play-out through the engine, stopped at the same horizon; the moves made."""
    game = deal.copy()
    play_fast(game, HORIZON * deal.players)
    return len(game.log)


def _row(label: str, us: list[float], moves: list[int]) -> str:
    s = sorted(us)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    return (
        f"{label:<20} {len(s):>5} {statistics.mean(s):>8.0f} {p95:>8.0f} {s[-1]:>8.0f} "
        f"{statistics.mean(moves):>10.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games to take positions from")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rules = RuleSet.preset("three-thirteen", players=2)
    rng = random.Random(args.seed)
    light: list[float] = []  # µs per move, one entry per play-out
    engine: list[float] = []
    light_moves: list[int] = []
    engine_moves: list[int] = []
    for g in range(args.games):
        game = Game(rules, seed=args.seed + g)
        bots = [make_bot("medium", seed=s) for s in range(2)]
        moves = 0
        while not game.is_over:
            seat = game.to_act()[0]
            view = game.view(seat)
            if moves % 4 == 0:
                deal = determinize(view, Tracker.from_view(view), rng, sample_fit(view))
                played: list = []
                t0 = time.perf_counter()
                play_round(deal, seat, random.Random(1), played)
                t1 = time.perf_counter()
                made = _through_engine(deal)
                t2 = time.perf_counter()
                if played and made:
                    light.append((t1 - t0) * 1e6 / len(played))
                    engine.append((t2 - t1) * 1e6 / made)
                    light_moves.append(len(played))
                    engine_moves.append(made)
            game.apply(bots[seat].choose(view))
            moves += 1
    print(f"{'µs per move':<20} {'n':>5} {'mean':>8} {'p95':>8} {'max':>8} {'moves/play':>10}")
    print(_row("light loop", light, light_moves))
    print(_row("engine (reference)", engine, engine_moves))
    ratio = statistics.mean(engine) / statistics.mean(light)
    print(f"a move in the light loop takes 1/{ratio:.1f} of a move through the engine")


if __name__ == "__main__":
    main()
