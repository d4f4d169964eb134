"""Why a planted mistake is or is not caught: the coach's loss at its own budget, at a big
budget of its own deals, and with the true hidden cards dealt (an oracle only a bench may use).

The planted decisions are those of tests/coach/test_planted.py (medium games, three seats,
seeds 12 and 13, three of each kind). Each line shows one decision's loss three ways against
the alternative the plant passed up (going out with the same card; drawing from the stock):

- coach: :func:`rummy_desktop.coach.judge` as the review runs it, and its mark;
- sampled N: the same alternatives in N of the coach's own deals of the view (the noise of
  its 6 deals removed, the guess at the hidden cards kept);
- true N: N play-outs from the real position, the stock reshuffled (what a perfect guess at
  the hidden hands would give the coach: its rollout's own verdict on the move).

Per kind it prints the mean and max of each and how many are above the mistake threshold
(the reference: a planted mistake should be above it).

    nice .venv/bin/python bench/coach_planted.py --deals 40 --true 200
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rummy_desktop.ai import make_bot  # noqa: E402
from rummy_desktop.ai.hard import INFER, play_out, sample_fit  # noqa: E402
from rummy_desktop.ai.sampling import determinize  # noqa: E402
from rummy_desktop.ai.tracking import Tracker  # noqa: E402
from rummy_desktop.coach import THRESHOLDS, decision_seed, judge  # noqa: E402
from rummy_desktop.engine import DrawStock, Game, GoOut, RuleSet  # noqa: E402
from tests.coach.test_planted import stay_in, take_junk  # noqa: E402

KINDS = {"going out passed up": stay_in, "a dear loose discard taken": take_junk}


def passed_up(view, plant):
    if plant is stay_in:
        return next(a for a in view.legal_actions if isinstance(a, GoOut))
    return DrawStock(view.seat)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--true", type=int, default=200)
    args = parser.parse_args()
    mistake = THRESHOLDS["three-thirteen"][1]
    for kind, plant in KINDS.items():
        rows = []
        for seed in (12, 13):
            game = Game(RuleSet.preset("three-thirteen", players=3), seed=seed)
            bots = [make_bot("medium", seed + s) for s in range(3)]
            found = 0
            while not game.is_over and found < 3:
                seat = game.to_act()[0]
                view = game.view(seat)
                move = plant(view)
                if move is not None:
                    found += 1
                    alt = passed_up(view, plant)
                    d = judge(view, move, game.seed, len(game.log))
                    rng = random.Random(decision_seed(game.seed, len(game.log)))
                    tracker, fit = Tracker.from_view(view), sample_fit(view)
                    sampled = []
                    for _ in range(args.deals):
                        deal = determinize(view, tracker, rng, fit, INFER)
                        s = rng.getrandbits(64)
                        sampled.append(play_out(deal, seat, move, s) - play_out(deal, seat, alt, s))
                    at, true = game.position(), []
                    for _ in range(args.true):
                        stock = list(at.stock)
                        rng.shuffle(stock)
                        deal = Game.from_view(
                            view, at.hands, stock, random.Random(rng.getrandbits(64))
                        )
                        s = rng.getrandbits(64)
                        true.append(play_out(deal, seat, move, s) - play_out(deal, seat, alt, s))
                    rows.append(
                        (
                            seed,
                            view.round_no,
                            d.played,
                            d.loss,
                            d.mark,
                            statistics.fmean(sampled),
                            statistics.fmean(true),
                        )
                    )
                game.apply(bots[seat].choose(view))
        print(f"{kind} (mistake above {mistake}):")
        for seed, rnd, played, loss, mark, s, t in rows:
            print(
                f"  seed {seed} round {rnd:>2} {played:<12} coach {loss:5.2f} {mark:<10} "
                f"sampled {args.deals} {s:5.2f}  true {args.true} {t:5.2f}"
            )
        for name, col in (("coach", 3), (f"sampled {args.deals}", 5), (f"true {args.true}", 6)):
            xs = [r[col] for r in rows]
            print(
                f"  {name:>12}: mean {statistics.fmean(xs):.2f}  max {max(xs):.2f}  "
                f"above the mistake threshold {sum(x > mistake for x in xs)} of {len(xs)}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
