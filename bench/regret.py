"""Decision regret of the medium and hard levels against an oracle that sees every hand.

    .venv/bin/python bench/regret.py [--variant V] [--games N] [--keep P] [--oracle R]
                                     [--samples S] [--seeds K] [--seed S0] [--jobs J]

A strength run needs hundreds of games, ten minutes or more, to see a few points of
difference, and it depends on how busy the machine is. This measures the same thing at the
level of single decisions, the same for any machine:

1. positions: two medium bots play N games; each decision where the hard level would search
   (two or more of the medium level's moves within its window) is kept with chance P;
2. the oracle: each of those moves is played in R copies of the position with the TRUE hands
   and the stock reshuffled (what is still to come stays unknown), followed by the hard
   level's own play-out, the same random numbers for every move; a move's value is its mean;
3. each player's regret at a position is the oracle's value of its move less the best one's.

The players: ``medium`` (its first choice, the hard level's starting point), ``hard`` with S
sampled deals a decision (about 16 to 24 fit in the 50 ms that the strength runs give it;
averaged over K bot seeds), and ``true hands``: the hard level dealt the real hidden hands,
its best possible guess, which shows how much of the regret is the guess at the others'
hands rather than the search. Both hard players search the medium level's own short list:
the learned feed charge by which the shipped hard level ranks Hillbilly discards
(``rummy_desktop/ai/feed_model.py``) is left out, as it may pick moves the oracle never
weighed; ``bench/feed_model.py`` and the strength runs measure it. Figures are points a decision, lower is better, each with its
standard error; the differences against medium are paired by position.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor

from rummy_desktop.ai.hard import HardBot, play_out, shortlist
from rummy_desktop.ai.medium import rank_moves
from rummy_desktop.ai.tracking import Tracker
from rummy_desktop.engine import Action, Card, Game, PlayerView, RuleSet

Position = tuple[Game, int, list[Action]]  # a game, the seat to move, the moves to weigh


class _TrueHands(HardBot):
    """The hard level, except that every sampled deal has the real hands (never shipped)."""

    def __init__(self, game: Game, seed: int, samples: int) -> None:
        super().__init__(seed=seed, samples=samples)
        self._game = game

    def deal(
        self, view: PlayerView, tracker: Tracker, fit: Callable[[int, list[Card]], float]
    ) -> Game:
        return _true_hands(self._game, view, self._rng)


def _true_hands(game: Game, view: PlayerView, rng: random.Random) -> Game:
    """``game`` as a sampled deal that guessed every hand right: only the stock is shuffled."""
    at = game.position()
    stock = list(at.stock)
    rng.shuffle(stock)
    return Game.from_view(view, at.hands, stock, random.Random(rng.getrandbits(64)))


def _positions(job: tuple[str, int, float]) -> list[Position]:
    variant, seed, keep = job
    rng = random.Random(seed)
    game = Game(RuleSet.preset(variant, players=2), seed=seed)
    kept = []
    while not game.is_over:
        seat = game.to_act()[0]
        view = game.view(seat)
        choices = rank_moves(view)
        moves = [c.action for c in shortlist(view, choices)]
        if len(moves) >= 2 and rng.random() < keep:
            kept.append((game.copy(), seat, moves))
        game.apply(choices[0].action)
    return kept


def _oracle(job: tuple[Position, int, int]) -> list[float]:
    (game, seat, moves), plays, seed = job
    rng = random.Random(seed)
    sums = [0.0] * len(moves)
    for _ in range(plays):
        deal = _true_hands(game, game.view(seat), rng)
        deal_seed = rng.getrandbits(64)
        for i, move in enumerate(moves):
            sums[i] += play_out(deal, seat, move, deal_seed)
    return [s / plays for s in sums]


def _regrets(job: tuple[Position, list[float], int, int]) -> tuple[float, ...]:
    (game, seat, moves), values, samples, seeds = job
    view = game.view(seat)
    best = min(values)

    def regret(bots: Iterable[HardBot]) -> float:
        picks = []
        for bot in bots:
            bot.want = None  # the search alone, over the medium level's own short list
            picks.append(values[moves.index(bot.choose(view))] - best)
        return sum(picks) / len(picks)

    medium = values[0] - best  # the shortlist is the medium level's moves, best first
    hard = regret(HardBot(seed=k, samples=samples) for k in range(seeds))
    true = regret(_TrueHands(game, seed=k, samples=samples) for k in range(seeds))
    return medium, hard, true


def _figure(label: str, values: list[float], base: list[float] | None) -> str:
    se = statistics.stdev(values) / math.sqrt(len(values))
    line = f"{label:<12} {statistics.mean(values):>7.3f} ± {se:.3f}"
    if base is not None:
        diffs = [v - b for v, b in zip(values, base, strict=True)]
        dse = statistics.stdev(diffs) / math.sqrt(len(diffs))
        line += f"   vs medium {statistics.mean(diffs):+7.3f} ± {dse:.3f}"
        if statistics.mean(base) > 0:
            share = 1 - statistics.mean(values) / statistics.mean(base)
            line += f" ({share:.0%} of it gone)" if share >= 0 else f" ({-share:.0%} more)"
    return line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=("three-thirteen", "hillbilly"))
    parser.add_argument("--games", type=int, default=1, help="medium games to take positions from")
    parser.add_argument("--keep", type=float, default=0.12, help="share of positions kept")
    parser.add_argument("--oracle", type=int, default=60, help="oracle play-outs per move")
    parser.add_argument("--samples", type=int, default=16, help="hard's sampled deals a decision")
    parser.add_argument("--seeds", type=int, default=1, help="bot seeds averaged per position")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed S+i")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    if min(args.games, args.oracle, args.samples, args.seeds, args.jobs) < 1:
        parser.error("--games, --oracle, --samples, --seeds and --jobs must be 1 or more")
    if not 0 < args.keep <= 1:
        parser.error("--keep must be above 0 and at most 1")
    variants = [args.variant] if args.variant else ["three-thirteen", "hillbilly"]
    with ProcessPoolExecutor(args.jobs) as pool:
        for variant in variants:
            jobs = [(variant, args.seed + g, args.keep) for g in range(args.games)]
            positions = [p for kept in pool.map(_positions, jobs) for p in kept]
            if len(positions) < 2:
                sys.exit(f"{variant}: only {len(positions)} positions; play more --games")
            oracle = list(pool.map(_oracle, [(p, args.oracle, k) for k, p in enumerate(positions)]))
            jobs = [
                (p, v, args.samples, args.seeds) for p, v in zip(positions, oracle, strict=True)
            ]
            rows = list(zip(*pool.map(_regrets, jobs, chunksize=4), strict=True))
            print(
                f"{variant}: {len(positions)} positions from {args.games} games, oracle "
                f"{args.oracle} play-outs a move, hard {args.samples} deals x {args.seeds} seeds"
            )
            print("regret in points a decision (lower is better):")
            medium = list(rows[0])
            print(_figure("medium", medium, None))
            print(_figure("hard", list(rows[1]), medium))
            print(_figure("true hands", list(rows[2]), medium))


if __name__ == "__main__":
    main()
