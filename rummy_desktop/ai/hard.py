"""The ``hard`` level: information-set Monte Carlo over the medium level's best moves.

For a decision with several sensible moves (drawing, buying, discarding, going out), it takes
the medium level's best few (those it scores within :data:`WINDOW` of its best), then, until
its time budget runs out, repeatedly:

1. deals the hidden cards at random, consistently with everything its seat has seen
   (:mod:`.sampling`): a determinization, in which each other hand is the best of a few
   random fills, as a hand that has been played for some turns would be, each fill favouring
   the cards that the seat's pickups and discards say it keeps;
2. plays each candidate in that same deal and follows it with a rollout, with the same random
   numbers for every candidate so that they differ only by the move. Three Thirteen plays the
   round to its end (or 12 turns a seat) in a light loop (:mod:`.three_thirteen_rollout`);
   Hillbilly, whose rounds are long and whose moves are dear, plays the medium level's fast
   policy for one lap of the table: as many turns as there are seats, counted from the turn
   the move leaves (after a draw, up to this seat's next turn; after a discard, through it);
3. scores where the rollout stopped: its own points (or expected points) minus the others'
   average.

The moves start from the medium level's, but in Hillbilly a discard is charged for feeding
another seat by a learned model of what that seat wants (:mod:`.feed_model`) rather than the
medium level's count of its pickups: a sharper reading of the same public facts.

A rival move replaces the medium level's first choice only when it saves clearly more than
chance on the same deals (:func:`_clear_gain`). Melding moves (lay-downs, lay-offs, swaps)
follow the medium level: taking them at once is right.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..engine import (
    Action,
    Buy,
    Card,
    Discard,
    DrawStock,
    Game,
    GoOut,
    PlayerView,
    hand_points,
    min_penalty,
)
from ..quoting import quote
from . import feed_model
from .choice import Choice
from .hillbilly_eval import contract_gap
from .medium import rank_moves
from .sampling import determinize
from .three_thirteen_rollout import play_round
from .tracking import Tracker

DEFAULT_THINK_MS = 300
# A budget outside these never finishes (inf, nan, 1e308) or cannot think at all.
MIN_THINK_MS, MAX_THINK_MS = 1, 60_000
# Deals a decision when ``samples`` fixes them: 10,000 take about as long as the most time
# allowed (a deal and its rollouts take a few milliseconds); 10**15 never ended.
MIN_SAMPLES, MAX_SAMPLES = 1, 10_000
TOP_K = 3
PRIOR = 0.5  # points of benefit of the doubt for the medium level's own first choice
Z = 1.5  # standard errors by which a rival must beat it: few samples never overturn it
DOWN_SHARE = 0.6  # a down player usually sheds some of its hand before the round ends
# Before going down, the cards still missing decide the round (as in the medium level's
# scores); the points held only break ties between hands as far from the contract.
GAP_POINTS = 20.0
# Moves the medium level scores this much worse than its best are not worth a sample.
WINDOW = {"three-thirteen": 6.0, "hillbilly": 15.0}
HELD_SHARE = 0.5
INFER = True  # sample other hands by what their pickups and discards say they hold
SEARCHED = (DrawStock, Buy, Discard, GoOut)  # decisions the search weighs; melding is not


def check_think_ms(value: object) -> float:
    """The budget as a number of milliseconds, or ValueError: a sentence naming the bounds."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"the think time must be a number of milliseconds, not {quote(value)}")
    if not MIN_THINK_MS <= value <= MAX_THINK_MS:  # also false for nan
        raise ValueError(
            f"the think time must be {MIN_THINK_MS} to {MAX_THINK_MS} ms, not {quote(value)}"
        )
    return float(value)


def check_samples(value: object) -> int:
    """The number of deals a decision, or ValueError: a sentence naming the bounds."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"samples must be a whole number of deals, not {quote(value)}")
    if not MIN_SAMPLES <= value <= MAX_SAMPLES:
        raise ValueError(f"samples must be {MIN_SAMPLES} to {MAX_SAMPLES}, not {quote(value)}")
    return value


class HardBot:
    def __init__(
        self,
        seed: int = 0,
        think_ms: float | None = DEFAULT_THINK_MS,
        samples: int | None = None,
        top_k: int = TOP_K,
    ) -> None:
        """``think_ms`` is the time budget of one decision. ``samples`` fixes the number of
        determinizations instead (then the decision does not depend on the machine's speed:
        the fairness test uses it)."""
        if samples is not None:
            samples = check_samples(samples)
        self._rng = random.Random(seed)
        self.think_ms = DEFAULT_THINK_MS if think_ms is None else check_think_ms(think_ms)
        self.samples = samples
        self.top_k = top_k
        self.infer = INFER
        self.want = feed_model.want  # None: charge feeding as the medium level does
        self._last = ""

    def explain(self) -> str:
        return self._last

    def choose(self, view: PlayerView) -> Action:
        # The budget counts from here: ranking the moves is part of the thinking time.
        deadline = time.perf_counter() + self.think_ms / 1000
        choices = self.rank(view)
        candidates = shortlist(view, choices, self.top_k)
        if len(candidates) < 2:
            self._last = choices[0].reason
            return choices[0].action
        best, means, count = self._search(view, candidates, deadline)
        self._last = best.reason
        if count:
            self._last += f" ({count} sampled deals: {means[best]:+.1f} points against the table)"
        return best.action

    def rank(self, view: PlayerView) -> list[Choice]:
        """The moves this bot starts from, best first: the medium level's, with feeding
        charged by :attr:`want`."""
        return rank_moves(view, want=self.want)

    def _search(
        self, view: PlayerView, candidates: list[Choice], deadline: float
    ) -> tuple[Choice, dict[Choice, float], int]:
        tracker = Tracker.from_view(view)
        fit = sample_fit(view)
        results: list[list[float]] = [[] for _ in candidates]
        count = 0
        while True:
            if self.samples is not None:
                if count >= self.samples:
                    break
            elif count and time.perf_counter() >= deadline:
                break
            deal = self.deal(view, tracker, fit)
            seed = self._rng.getrandbits(64)
            for i, choice in enumerate(candidates):
                results[i].append(play_out(deal, view.seat, choice.action, seed))
            count += 1
        means = {c: sum(results[i]) / count for i, c in enumerate(candidates)}
        best, best_gain = candidates[0], 0.0
        for i in range(1, len(candidates)):
            gain = _clear_gain(results[0], results[i])
            if gain > best_gain:
                best, best_gain = candidates[i], gain
        return best, means, count

    def deal(
        self, view: PlayerView, tracker: Tracker, fit: Callable[[int, list[Card]], float]
    ) -> Game:
        """One determinization of ``view``. A method so that a diagnostic outside the shipped
        bot (``bench/regret.py``) can deal the true hands instead and measure what they are
        worth."""
        return determinize(view, tracker, self._rng, fit, self.infer)


def shortlist(view: PlayerView, choices: list[Choice], top_k: int = TOP_K) -> list[Choice]:
    """The medium level's moves worth a search: its best ``top_k`` within :data:`WINDOW` of
    its first, when the decision is one the search weighs (not melding). Fewer than two means
    the medium level's first choice stands."""
    if not any(isinstance(c.action, SEARCHED) for c in choices):
        return choices[:1]
    window = WINDOW[view.rules.variant]
    return [c for c in choices[:top_k] if c.score <= choices[0].score + window]


def sample_fit(view: PlayerView) -> Callable[[int, list[Card]], float]:
    """How bad a seat's sampled hand looks, for :func:`determinize` to favour hands that have
    been worked on: the penalty (Three Thirteen), the points of a down hand, or the cards a
    hand lacks for the contract (Hillbilly)."""
    rules, rnd, down = view.rules, view.round_no, view.down
    if rules.variant == "three-thirteen":
        return lambda _seat, hand: min_penalty(hand, rules, rnd)
    return lambda seat, hand: (
        hand_points(hand, rules, rnd) if down[seat] else contract_gap(hand, rules, rnd)
    )


def _clear_gain(base: list[float], other: list[float]) -> float:
    """How many points ``other`` saves over ``base`` on the same deals, if clearly more than
    chance (:data:`Z` standard errors, plus a prior for the medium level's choice), else 0."""
    diffs = [b - o for b, o in zip(base, other, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    margin = PRIOR + Z * (var / n) ** 0.5
    return mean if mean > margin else 0.0


def play_out(
    deal: Game, me: int, action: Action, seed: int, wild_share: float = HELD_SHARE
) -> float:
    """Play ``action`` then a short rollout in a copy of ``deal``: ``me``'s points less the
    others' mean where it stopped (lower is better for ``me``). ``wild_share``: how much of
    a wild's points a Hillbilly hand not yet down is charged where the lap stops while
    nobody else is down (the search charges it like any card; the coach, which must not
    call throwing a spare joker good, charges nothing: ``coach/evaluate.py`` says why)."""
    game = deal.copy(reseed=seed)  # stock refills shuffle alike for every candidate
    rnd = game.round_no
    game.apply(action)
    if not game.is_over and game.round_no == rnd:
        if game.rules.variant == "three-thirteen":
            return play_round(game, me, random.Random(seed))
        play_fast(game, game.players)  # one lap of the table
    points: list[float]
    if game.is_over or game.round_no != rnd:
        points = list(game.scores[len(deal.scores)])
    else:
        points = [_estimate(game, s, wild_share) for s in range(game.players)]
    others = [p for s, p in enumerate(points) if s != me]
    return points[me] - sum(others) / len(others)


def play_fast(game: Game, turns: int) -> None:
    """Play every seat by the medium level's fast policy for ``turns`` turns, or until the
    round ends."""
    rnd, turn = game.round_no, game.turn
    while not game.is_over and game.round_no == rnd and turns > 0:
        seat = game.to_act()[0]
        game.apply(rank_moves(game.view(seat), fast=True)[0].action)
        if game.turn != turn:
            turn, turns = game.turn, turns - 1


def _estimate(game: Game, seat: int, wild_share: float = HELD_SHARE) -> float:
    """What a Hillbilly seat can expect to score this round, from where the rollout stopped."""
    rules, rnd = game.rules, game.round_no
    hand = list(game.hand(seat))
    if game.down[seat]:
        return DOWN_SHARE * hand_points(hand, rules, rnd)
    wilds = [c for c in hand if rules.is_wild(c, rnd)]
    naturals = [c for c in hand if not rules.is_wild(c, rnd)] if wilds else hand
    held = HELD_SHARE * hand_points(naturals, rules, rnd)
    if wilds:
        # Once another player is down the round may end any turn: a wild is then as likely
        # as any card to be caught in hand (the medium level stops taking them for that).
        others_down = any(d for s, d in enumerate(game.down) if s != seat)
        held += (HELD_SHARE if others_down else wild_share) * hand_points(wilds, rules, rnd)
    return held + GAP_POINTS * contract_gap(hand, rules, rnd)
