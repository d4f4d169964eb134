"""One decision judged from one seat's view: each alternative's expected points, same deals.

The alternatives are the hard level's own candidates (the medium level's best few moves
within the hard level's window, its Hillbilly discards charged for feeding by the learned
model) plus the move that was played. Each is played in the same :data:`SAMPLES`
determinizations of the view (the hidden cards dealt consistently with what the seat has
seen, :func:`..ai.sampling.determinize`) and followed by the hard level's rollout, with the
same random numbers for every alternative, so that they differ only by the move. A value is
the seat's round points less the other seats' mean where the rollout stopped (lower is
better), averaged over the deals. While the gap between the played move and its rival (the
best of the other moves) is in doubt, the played move and every other move not yet clearly
worse than the rival get more deals, and the rival is chosen again on them.

The budget is a number of deals, never a time: the same view and seed give the same values
on any machine, whatever the hidden cards really were (the view is all it reads).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..ai import feed_model
from ..ai.hard import INFER, SEARCHED, TOP_K, WINDOW, play_out, sample_fit
from ..ai.medium import rank_moves
from ..ai.sampling import determinize
from ..ai.tracking import Tracker
from ..engine import Action, Card, Discard, GoOut, PlayerView
from .marks import THRESHOLDS

# First deals per decision and alternatives weighed, per game; then the played move and the
# others still in the running get more deals, in steps of the first budget, up to MOST in
# all while the loss lies within SETTLE_Z standard errors of a mark's threshold.
# bench/coach_accuracy.py measured these against a 400-deal reference, bench/coach_speed.py
# against the time budget.
SAMPLES = {"three-thirteen": 12, "hillbilly": 12}
MOST = {"three-thirteen": 96, "hillbilly": 96}
# The hard level's own short list, in both games: a fourth Hillbilly move was mostly a spare
# joker thrown for its points, which the short rollout favours and the search never plays.
ALTERNATIVES = {"three-thirteen": TOP_K, "hillbilly": TOP_K}
SETTLE_Z = 2.0
# A wild held by a Hillbilly hand not yet down, where the one-lap rollout stops while nobody
# else is down, is charged nothing: once down it goes on any meld without a wild, and a
# spare one is a card the hand grows into. Charged like any card (half its points: 25 for a
# joker), the rollout called throwing a spare joker the best move, by 20 to 40 points; a
# medium player that does throw its spare wilds won 41.3% of 400 games against medium, 4.9
# points a round worse [2.3, 7.5]. Once another player is down it is charged like any card:
# the round may end before the hand gets down.
WILD_SHARE = 0.0


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
    view: PlayerView,
    played: Action | None,
    seed: int,
    samples: int | None = None,
    lines: tuple[float, ...] | None = None,
) -> Evaluation:
    """The alternatives of ``view``'s decision and the played one (None: only the search's
    own candidates, as a hint asks), valued over ``samples`` deals seeded by ``seed``, then
    more for the played move and its rival while their gap is in doubt about one of
    ``lines`` (default: 0 and every mark's threshold; coach mode asks only about a
    blunder's)."""
    variant = view.rules.variant
    count = SAMPLES[variant] if samples is None else samples
    if count < 1:
        raise ValueError(f"samples must be at least 1, not {count}")
    actions, reasons = alternatives(view, played)
    if len(actions) == 1:
        only = Option(actions[0], 0.0, reasons.get(same_move(actions[0]), ""))
        return Evaluation((only,), only, 0)
    rng = random.Random(seed)
    tracker = Tracker.from_view(view)
    fit = sample_fit(view)
    values = _sample(view, actions, count, rng, tracker, fit)
    means = [sum(v) / len(v) for v in values]
    # The best on the deals every alternative shared (ties: the search's order).
    b = min(range(len(actions)), key=means.__getitem__)
    p = None if played is None else actions.index(played)
    # The comparison a mark (or a hint) rests on: the played move against its rival, the best
    # of the other moves (for a hint, the best on the first deals against the rest). While
    # the gap is in doubt, every other move still in the running gets the same deals more:
    # the rival is chosen again on them, so a move the first deals flattered does not stay
    # the yardstick.
    if p is None:
        p = b
    limit = (
        MOST[variant] if samples is None else max(count, MOST[variant] * count // SAMPLES[variant])
    )
    if lines is None:
        lines = (0.0, *THRESHOLDS[variant])
    rival = _settle(view, actions, values, p, count, limit, lines, rng, tracker, fit)
    # The played move and its rival now share the most deals: their values are theirs on
    # those deals, and a move left behind is shown against the rival on the deals it shared
    # with it, so that the list's values stay comparable.
    full = [sum(v) / len(v) for v in values]
    shown = [
        full[i] - sum(values[rival][: len(v)]) / len(v) + full[rival] for i, v in enumerate(values)
    ]
    shown[p], shown[rival] = full[p], full[rival]
    # A move dropped as clearly worse than an earlier rival is shown no better than the last
    # one: on the first deals alone it could look better, and be named the best.
    for i, v in enumerate(values):
        if len(v) < len(values[p]):
            shown[i] = max(shown[i], full[rival])
    best = p if shown[p] <= shown[rival] else rival
    options = [
        Option(a, round(v, 4), reasons.get(same_move(a), ""))
        for a, v in zip(actions, shown, strict=True)
    ]
    ranked = sorted(options, key=lambda o: (o.value, o is not options[best]))
    chosen = options[p] if played is not None else ranked[0]
    deals = len(values[p])
    return Evaluation(tuple(ranked), chosen, deals)


def alternatives(view: PlayerView, played: Action | None) -> tuple[list[Action], dict[object, str]]:
    """The moves a decision weighs (the search's best few, then the played one if it is not
    among them) and the medium level's reason for each move it listed, by :func:`same_move`."""
    variant = view.rules.variant
    choices = rank_moves(view, want=feed_model.want)
    # Where the search weighs the decision (a draw, a buy, a discard, going out), a move is
    # an alternative when the medium level scores it within the hard level's window of its
    # best, as the search's short list is (this list counts a card and its twin once, so its
    # third move may be the search's fourth): further out, the short rollout's blind spots
    # would judge moves the search never plays. A melding decision, which the search leaves
    # to the medium level, weighs its best few whatever their scores.
    searched = any(isinstance(c.action, SEARCHED) for c in choices)
    bar = choices[0].score + WINDOW[variant] if searched else float("inf")
    actions: list[Action] = []
    reasons: dict[object, str] = {}
    for choice in choices:
        key = same_move(choice.action)
        if key not in reasons:
            reasons[key] = choice.reason
            if len(actions) < ALTERNATIVES[variant] and choice.score <= bar:
                actions.append(choice.action)
    if played is not None:
        # Throwing one copy of a card or its twin from the other deck is the same move: the
        # played one stands for both, so no loss is ever measured between twins.
        twin = next((i for i, a in enumerate(actions) if same_move(a) == same_move(played)), None)
        if twin is None:
            actions.append(played)
        else:
            actions[twin] = played
    return actions, reasons


def values_in_deals(
    view: PlayerView, actions: list[Action], deals: int, seed: int
) -> list[list[float]]:
    """Each of ``actions``' value in each of ``deals`` deals of the view seeded by ``seed``,
    the same deals for all (a reference for benches: no settling, no ranking)."""
    rng = random.Random(seed)
    return _sample(view, actions, deals, rng, Tracker.from_view(view), sample_fit(view))


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
    p: int,
    count: int,
    limit: int,
    lines: tuple[float, ...],
    rng: random.Random,
    tracker: Tracker,
    fit: Callable[[int, list[Card]], float],
) -> int:
    """More deals for the comparison a mark rests on, and the rival it is made against.

    The rival is the best of the moves other than ``p`` on the deals they all shared. While
    the gap from ``p`` to it lies within :data:`SETTLE_Z` standard errors of one of
    ``lines``, ``p`` and every other move not yet clearly worse than the rival (by as many
    standard errors) get ``count`` deals more, up to ``limit`` in all, and the rival is
    chosen again. A budget fixed by the view and seed alone (the same deals come out of the
    same random stream whatever is played in them), spent where the mark is in doubt."""
    running = list(range(len(actions)))
    while True:
        others = [i for i in running if i != p]
        rival = min(others, key=lambda i: sum(values[i]) / len(values[i]))
        # A move clearly worse than the rival cannot become the best of the others.
        running = [p, *(i for i in others if i == rival or not _clearly_worse(values, i, rival))]
        running.sort()
        gap, se = _gap(values[p], values[rival])
        n = len(values[p])
        if n >= limit or all(abs(gap - t) > SETTLE_Z * se for t in lines):
            return rival
        more = _sample(
            view, [actions[i] for i in running], min(count, limit - n), rng, tracker, fit
        )
        for i, got in zip(running, more, strict=True):
            values[i] += got


def _gap(a: list[float], b: list[float]) -> tuple[float, float]:
    """The mean of ``a - b`` over their shared deals and its standard error."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    return mean, (sum((d - mean) ** 2 for d in diffs) / max(1, n - 1) / n) ** 0.5


def _clearly_worse(values: list[list[float]], i: int, than: int) -> bool:
    gap, se = _gap(values[i], values[than])
    return gap > SETTLE_Z * se


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
            values[i].append(play_out(deal, view.seat, action, rollout_seed, WILD_SHARE))
    return values
