"""Hint through the coach: the best of its alternatives, from the seat's view only."""

from __future__ import annotations

import random

from rummy_desktop.coach import evaluate
from rummy_desktop.coach.hint import CoachHint
from rummy_desktop.engine import GoOut

from ..ai.positions import positions
from ..ai.test_fairness import hidden_twin


def test_the_hint_is_the_coachs_best_and_says_by_how_much():
    said = []
    for game in positions("three-thirteen", 3, seed=4, every=5, limit=4):
        view = game.view(game.to_act()[0])
        hint = CoachHint(seed=3)
        action = hint.choose(view)
        assert action in view.legal_actions
        weighed = evaluate(view, None, 3).options
        if len(weighed) > 1:  # several moves within the search's window: by how much
            assert hint.explain().startswith("about ") and " to " in hint.explain()
        else:  # the medium level puts every other move far behind
            assert hint.explain() == "the only sensible move"
        said.append(hint.explain())
        twin = hidden_twin(game, view.seat, random.Random(1))
        assert CoachHint(seed=3).choose(twin.view(view.seat)) == action  # fair
    assert any(s.startswith("about ") for s in said), said


def test_the_hint_goes_out_when_it_can():
    for game in positions("three-thirteen", 2, seed=2, every=1, limit=400):
        view = game.view(game.to_act()[0])
        if any(isinstance(a, GoOut) for a in view.legal_actions) and view.round_no >= 4:
            assert isinstance(CoachHint(seed=1).choose(view), GoOut)
            found = evaluate(view, None, 1)
            assert isinstance(found.best.action, GoOut)
            return
    raise AssertionError("no position where going out was legal")
