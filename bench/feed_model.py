"""Fit and check the hard level's model of which cards another Hillbilly seat wants.

    .venv/bin/python bench/feed_model.py [--games N] [--test-games M] [--seed S] [--jobs J]

1. data: two medium bots play N + M two-player Hillbilly games (game number g has the seed
   S + g; the training games are numbered from 0, the held-out ones from 1000); at each
   discard while the other seat is not down, up to four of the discarding seat's natural
   cards are recorded with the model's features (``rummy_desktop.ai.feed_model.features``,
   built from the view only) and the truth, read from the other seat's real hand: would the
   card bring its contract closer?
2. fit: a logistic regression by Newton's method on the first N games;
3. check: log-loss and ranking AUC on the M held-out games, against the base rate and a model
   of the medium level's interest count alone.

It prints the fitted weights in the form ``feed_model.WEIGHTS`` takes. The defaults are the
run the shipped weights come from. About eleven minutes on two cores.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor

from rummy_desktop.ai.feed_model import FEATURES, features
from rummy_desktop.ai.hillbilly_eval import contract_gap
from rummy_desktop.ai.medium import MediumBot
from rummy_desktop.ai.tracking import Tracker
from rummy_desktop.engine import Discard, Game, RuleSet

Row = tuple[list[float], int]
PER_DECISION = 4  # cards recorded per discard decision: more would repeat the same facts
INTEREST = len(FEATURES) - 1  # the medium level's count is the last feature
HELD_OUT = 1000  # the number of the first held-out game


def _rows(job: tuple[int, int]) -> list[Row]:
    """The recorded cards of game number ``g`` between medium bots, seeded ``base + g``."""
    base, g = job
    rng = random.Random(g)  # which cards are recorded
    game = Game(RuleSet.preset("hillbilly", players=2), seed=base + g)
    rules, bots, rows = game.rules, [MediumBot(), MediumBot()], []
    while not game.is_over:
        seat = game.to_act()[0]
        view = game.view(seat)
        other = 1 - seat
        if not view.down[other] and any(isinstance(a, Discard) for a in view.legal_actions):
            tracker = Tracker.from_view(view)
            hidden = list(game._state.hands[other])  # the truth, for the label only
            now = contract_gap(hidden, rules, view.round_no)
            cards = [c for c in dict.fromkeys(view.hand) if not view.is_wild(c)]
            for card in rng.sample(cards, min(PER_DECISION, len(cards))):
                wants = contract_gap([*hidden, card], rules, view.round_no) < now
                rows.append((features(card, view, tracker, other), int(wants)))
        game.apply(bots[seat].choose(view))
    return rows


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (``a`` is small)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for k in range(col, n + 1):
                m[r][k] -= f * m[col][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(xs: list[list[float]], ys: list[int], ridge: float = 1e-3, steps: int = 12) -> list[float]:
    """Logistic regression weights by Newton's method, with a light ridge for stability."""
    d = len(xs[0])
    w = [0.0] * d
    for _ in range(steps):
        grad = [ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(d)] for i in range(d)]
        for x, y in zip(xs, ys, strict=True):
            p = _sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True)))
            r, q = p - y, p * (1 - p)
            for i in range(d):
                grad[i] += r * x[i]
                qx = q * x[i]
                row = hess[i]
                for j in range(i + 1):
                    row[j] += qx * x[j]
        for i in range(d):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def log_loss(probs: list[float], ys: list[int]) -> float:
    eps = 1e-9
    return -sum(
        math.log(max(eps, p)) if y else math.log(max(eps, 1 - p))
        for p, y in zip(probs, ys, strict=True)
    ) / len(ys)


def auc(scores: list[float], ys: list[int]) -> float:
    """The chance that a wanted card scores above an unwanted one (ties count half)."""
    order = sorted(range(len(scores)), key=scores.__getitem__)
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2
        i = j + 1
    pos = [r for r, y in zip(ranks, ys, strict=True) if y]
    npos, nneg = len(pos), len(ys) - len(pos)
    return (sum(pos) - npos * (npos - 1) / 2) / (npos * nneg)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=150, help="training games (default 150)")
    ap.add_argument("--test-games", type=int, default=50, help="held-out games (default 50)")
    ap.add_argument("--seed", type=int, default=60_000, help="game number g uses seed S+g")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = ap.parse_args(argv)
    if not 1 <= args.games <= HELD_OUT or args.test_games < 1 or args.jobs < 1:
        print(
            f"feed_model: --games must be 1 to {HELD_OUT}; --test-games and --jobs at least 1",
            file=sys.stderr,
        )
        return 2
    numbers = [*range(args.games), *range(HELD_OUT, HELD_OUT + args.test_games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        per_game = list(pool.map(_rows, [(args.seed, g) for g in numbers]))
    train = [r for rows in per_game[: args.games] for r in rows]
    test = [r for rows in per_game[args.games :] for r in rows]
    xs, ys = [x for x, _ in train], [y for _, y in train]
    txs, tys = [x for x, _ in test], [y for _, y in test]
    print(
        f"feed_model: {len(train)} training cards, {len(test)} held out; "
        f"{sum(ys) / len(ys):.1%} wanted"
    )

    w = fit(xs, ys)
    count = fit([[x[0], x[INTEREST]] for x in xs], ys)
    rate = sum(ys) / len(ys)

    def probs(weights: list[float], rows: list[list[float]]) -> list[float]:
        return [_sigmoid(sum(a * b for a, b in zip(weights, x, strict=True))) for x in rows]

    model = probs(w, txs)
    counted = probs(count, [[x[0], x[INTEREST]] for x in txs])
    print("held out        log-loss    AUC")
    print(f"base rate        {log_loss([rate] * len(tys), tys):.4f}      0.5")
    print(f"interest count   {log_loss(counted, tys):.4f}   {auc(counted, tys):.4f}")
    print(f"model            {log_loss(model, tys):.4f}   {auc(model, tys):.4f}")
    print("WEIGHTS = (")
    for name, wi in zip(FEATURES, w, strict=True):
        print(f"    {wi:.3f},  # {name}")
    print(")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
