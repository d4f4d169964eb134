"""What a seat infers about the cards it cannot see."""

from __future__ import annotations

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
