"""Hint through the coach: the best of the coach's alternatives, with how much better it is.

The window's Hint asks this as it asks a bot (``choose(view)`` on the bot thread, then
``explain()``), so the hint is the hard level's search at the coach's fixed budget, the same
judgement as the review's, and never looks past the seat's view.
"""

from __future__ import annotations

from ..engine import Action, PlayerView
from ..wording import action_text
from .evaluate import decision_seed, evaluate
from .reasons import CoachWords, points


class CoachHint:
    """A bot-like adviser: ``choose`` the coach's best move, ``explain`` by how much."""

    def __init__(self, seed: int = 0, samples: int | None = None) -> None:
        self.seed = seed
        self.samples = samples
        self._last = ""

    def choose(self, view: PlayerView) -> Action:
        found = evaluate(view, None, decision_seed(self.seed, len(view.history)), self.samples)
        best = found.best
        if len(found.options) > 1:
            second = found.options[1]
            gap = second.value - best.value
            other = action_text(second.action, view, "do")
            other = other[:1].lower() + other[1:]
            if gap < 0.05:  # a tie within what the deals can tell apart
                #: A hint's note: {move} is the next best move ("discard the 7♥").
                self._last = CoachWords.tr("about as good as to {move}", move=other)
            else:
                #: A hint's note: {points} "about 2 points"; {move} the next best move.
                self._last = CoachWords.tr(
                    "{points} better than to {move}", points=points(gap), move=other
                )
        else:
            #: A hint's note when no other move is worth weighing.
            self._last = CoachWords.tr("the only sensible move")
        return best.action

    def explain(self) -> str:
        return self._last
