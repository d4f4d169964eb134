"""Coach mode: judge a human's move before it is played, and ask once about a blunder.

The window's controller asks this on the bot thread as it asks a bot (``choose(view)``
returns the move unchanged; the judgement is kept in :attr:`decision`), so the table never
waits on the GUI thread. The question is the coach's own sentence, then "... anyway?".
"""

from __future__ import annotations

from ..engine import Action, PlayerView
from ..wording import anyway_text
from .analysis import Decision, judge
from .marks import THRESHOLDS


class CoachCheck:
    """Judges one move of ``view``'s seat; ``decision`` once ``choose`` has run."""

    def __init__(self, action: Action, seed: int, move: int) -> None:
        self.action = action
        self.seed = seed
        self.move = move
        self.decision: Decision | None = None

    def choose(self, view: PlayerView) -> Action:
        # Only a blunder is asked about: the extra deals settle the gap against its line
        # alone, so a move that is clearly no blunder goes through without them.
        blunder = THRESHOLDS[view.rules.variant][-1]
        self.decision = judge(view, self.action, self.seed, self.move, lines=(blunder,))
        return self.action

    def explain(self) -> str:
        return self.decision.reason if self.decision is not None else ""

    @property
    def is_blunder(self) -> bool:
        return self.decision is not None and self.decision.mark == "blunder"

    def question(self) -> str:
        """``Keep the 7♥: it is part of your meld ...; discarding the 7♥ gives up about 9
        points. Discard it anyway?``"""
        reason = self.explain()
        return f"{reason} {anyway_text(self.action)}"
