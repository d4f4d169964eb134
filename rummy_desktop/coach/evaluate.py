"""One decision judged from one seat's view: each alternative's expected points, same deals.

The alternatives are the hard level's own candidates (the medium level's best few moves, its
Hillbilly discards charged for feeding by the learned model) plus the move that was played.
Each is played in the same :data:`SAMPLES` determinizations of the view (the hidden cards
dealt consistently with what the seat has seen, :func:`..ai.sampling.determinize`) and
followed by the hard level's rollout, with the same random numbers for every alternative, so
that they differ only by the move. A value is the seat's round points less the other seats'
mean where the rollout stopped (lower is better), averaged over the deals.

The budget is a fixed number of deals, never a time: the same view and seed give the same
values on any machine, whatever the hidden cards really were (the view is all it reads).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..ai import feed_model
from ..ai.hard import INFER, play_out, sample_fit
from ..ai.medium import rank_moves
from ..ai.sampling import determinize
from ..ai.tracking import Tracker
from ..engine import Action, Card, Discard, GoOut, PlayerView
from .marks import THRESHOLDS

# Deals per decision and alternatives weighed, per game: bench/coach_speed.py measured these
# against the budget (one seat of a 4-player game in 30 s / 90 s on 2 cores).
SAMPLES = {"three-thirteen": 6, "hillbilly": 6}
ALTERNATIVES = {"three-thirteen": 3, "hillbilly": 4}
SETTLE_ROUNDS = 3  # at most this many extra budgets for the played move against the best
SETTLE_Z = 1.0


@dataclass(frozen=True, slots=True)
class Option:
    """One alternative: its expected points against the table (lower is better) and the
    medium level's reason for it (empty for a played move it did not list)."""

    action: Action
    value: float
    reason: str


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The alternatives of one decision, best first, and which one was played."""

    options: tuple[Option, ...]
    played: Option
    samples: int

    @property
    def best(self) -> Option:
        return self.options[0]

    @property
    def loss(self) -> float:
        """Expected points the played move gave up against the best alternative (>= 0)."""
        return max(0.0, self.played.value - self.best.value)


def decision_seed(seed: int, move: int) -> int:
    """The random numbers of the decision at ``move``: from the game's public facts only."""
    return random.Random(f"coach:{seed}:{move}").getrandbits(64)


def is_decision(view: PlayerView) -> bool:
    """A moment with a choice: more than one legal move."""
    return len(view.legal_actions) > 1


def evaluate(
    view: PlayerView, played: Action | None, seed: int, samples: int | None = None
) -> Evaluation:
    """The alternatives of ``view``'s decision and the played one (None: only the search's
    own candidates, as a hint asks), valued over ``samples`` deals seeded by ``seed``."""
    variant = view.rules.variant
    count = SAMPLES[variant] if samples is None else samples
    if count < 1:
        raise ValueError(f"samples must be at least 1, not {count}")
    choices = rank_moves(view, want=feed_model.want)
    actions: list[Action] = []
    reasons: dict[object, str] = {}
    for choice in choices:
        key = same_move(choice.action)
        if key not in reasons:
            reasons[key] = choice.reason
            if len(actions) < ALTERNATIVES[variant]:
                actions.append(choice.action)
    if played is not None:
        # Throwing one copy of a card or its twin from the other deck is the same move: the
        # played one stands for both, so no loss is ever measured between twins.
        twin = next((i for i, a in enumerate(actions) if same_move(a) == same_move(played)), None)
        if twin is None:
            actions.append(played)
        else:
            actions[twin] = played
    if len(actions) == 1:
        only = Option(actions[0], 0.0, reasons.get(same_move(actions[0]), ""))
        return Evaluation((only,), only, 0)
    rng = random.Random(seed)
    tracker = Tracker.from_view(view)
    fit = sample_fit(view)
    values = _sample(view, actions, count, rng, tracker, fit)
    means = [sum(v) / len(v) for v in values]
    # The best is chosen on the deals every alternative shared (ties: the search's order).
    b = min(range(len(actions)), key=means.__getitem__)
    best = b
    shown = list(means)
    if played is not None and actions.index(played) != b:
        p = actions.index(played)
        _settle(view, actions, values, b, p, count, rng, tracker, fit)
        # The played move and the best now share more deals than the rest: the loss is
        # theirs, on those deals, and every other alternative is shown against the best on
        # the deals it shared with it, so that the list's values stay comparable.
        full_b = sum(values[b]) / len(values[b])
        shown = [m - means[b] + full_b for m in means]
        shown[p] = sum(values[p]) / len(values[p])
        shown[b] = full_b
        if shown[p] <= full_b:
            best = p  # more deals showed the played move to be as good as any
    options = [
        Option(a, round(v, 4), reasons.get(same_move(a), ""))
        for a, v in zip(actions, shown, strict=True)
    ]
    ranked = sorted(options, key=lambda o: (o.value, o is not options[best]))
    chosen = next((o for o in ranked if o.action == played), ranked[0])
    return Evaluation(tuple(ranked), chosen, count)


def same_move(action: Action) -> object:
    """What tells moves apart for the game: a discard's card by its face only (the two
    decks' 7H are the same card to play)."""
    if isinstance(action, Discard):
        return (Discard, action.seat, action.card.face)
    if isinstance(action, GoOut):
        return (GoOut, action.seat, action.discard.face)
    return action


def _settle(
    view: PlayerView,
    actions: list[Action],
    values: list[list[float]],
    b: int,
    p: int,
    count: int,
    rng: random.Random,
    tracker: Tracker,
    fit: Callable[[int, list[Card]], float],
) -> None:
    """More deals for the comparison a mark rests on: the played move against the best.

    It gets as many deals again at once (halving the noise of the loss), then more, up to
    :data:`SETTLE_ROUNDS` times the budget, while the loss lies within :data:`SETTLE_Z`
    standard errors of a mark's threshold: a budget fixed by the view and seed alone (the
    same deals come out of the same random stream), spent where the mark is in doubt."""
    bounds = THRESHOLDS[view.rules.variant]
    for _round in range(SETTLE_ROUNDS):
        more = _sample(view, [actions[b], actions[p]], count, rng, tracker, fit)
        values[b] += more[0]
        values[p] += more[1]
        diffs = [x - y for x, y in zip(values[p], values[b], strict=True)]
        n = len(diffs)
        mean = sum(diffs) / n
        se = (sum((d - mean) ** 2 for d in diffs) / max(1, n - 1) / n) ** 0.5
        if all(abs(mean - t) > SETTLE_Z * se for t in (0.0, *bounds)):
            return


def _sample(
    view: PlayerView,
    actions: list[Action],
    count: int,
    rng: random.Random,
    tracker: Tracker,
    fit: Callable[[int, list[Card]], float],
) -> list[list[float]]:
    """Each action's value in each of ``count`` fresh deals, the same deals for all."""
    values: list[list[float]] = [[] for _ in actions]
    for _ in range(count):
        deal = determinize(view, tracker, rng, fit, INFER)
        rollout_seed = rng.getrandbits(64)
        for i, action in enumerate(actions):
            values[i].append(play_out(deal, view.seat, action, rollout_seed))
    return values
