"""What a seat infers about the cards it cannot see."""

from __future__ import annotations

import random

from rummy_desktop.ai.sampling import _draw
from rummy_desktop.ai.tracking import Tracker
from rummy_desktop.engine import Game, RuleSet


def test_unseen_wilds_of_different_points_are_different_faces() -> None:
    rules = RuleSet.preset("three-thirteen", players=2, jokers_per_deck=2, joker_points=50)
    view = Game(rules, seed=3).view(0)
    tracker = Tracker.from_view(view)
    faces = tracker.unseen_faces(rules, view.round_no)
    wild_faces = {rules.card_points(c, 1): n for c, n in faces if rules.is_wild(c, 1)}
    unseen_jokers = sum(1 for c in tracker.unseen if c.is_joker)
    unseen_threes = sum(1 for c in tracker.unseen if c.rank == 3)
    # Round 1: the jokers score 50 and the threes (the wild rank) 15.
    assert wild_faces == {50: unseen_jokers, 15: unseen_threes}
    assert sum(n for _c, n in faces) == len(tracker.unseen)


def test_hold_weights_stay_positive_after_a_very_long_round() -> None:
    """Hundreds of throws of one rank (a round through many stock refills) must not
    underflow a card's weight to 0: the hard level's sampler divides by it."""
    rules = RuleSet.preset("hillbilly", players=4)
    view = Game(rules, seed=3).view(0)
    tracker = Tracker.from_view(view)
    seven = next(c for c in tracker.unseen if c.rank == 7)
    tracker.threw[1] = [seven] * 2000
    (weight,) = tracker.hold_weights(1, [seven], lambda c: False)
    assert 0.0 < weight < 1e-6
    # The hard level's sampler takes it without dividing by zero.
    assert _draw([seven], 1, [weight], random.Random(1)) == [seven]
