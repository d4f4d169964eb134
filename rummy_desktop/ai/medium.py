"""The ``medium`` level: a one-ply expectation over the unseen cards, with card tracking.

It reads the public log of the round to know which cards each opponent took, bought or let
go, keeps those cards out of what may still be drawn, and charges a discard for feeding a
player what it collects. The moves of each game live in :mod:`.medium_three_thirteen` and
:mod:`.medium_hillbilly`; this class picks the best-scored one and remembers why.
"""

from __future__ import annotations

from ..engine import Action, PlayerView
from . import medium_hillbilly, medium_three_thirteen
from .choice import Choice, ranked
from .tracking import Tracker

EMPTY = Tracker(-1, [])  # the fast policy tracks nothing


def rank_moves(
    view: PlayerView, fast: bool = False, want: medium_hillbilly.Want | None = None
) -> list[Choice]:
    """The medium level's moves for this view, best first.

    ``fast`` drops the one-ply look-ahead and the tracking charges: the policy the hard level
    plays in its Hillbilly rollouts, many times a decision. Its Three Thirteen rollouts run a
    lighter loop of a like policy (:mod:`.three_thirteen_rollout`); ``bench/rollout.py`` times
    that loop against this policy played through the engine. ``want`` (Hillbilly only) is how much a seat
    wants a card, in place of the tracker's interest count: the hard level's learned model.
    """
    if len(view.legal_actions) == 1:
        only = view.legal_actions[0]
        return [Choice(only, 0.0, f"{type(only).__name__}: the only legal move")]
    tracker = EMPTY if fast else Tracker.from_view(view)
    if view.rules.variant == "hillbilly":
        scored = medium_hillbilly.rank_moves(view, tracker, fast, want)
    else:
        scored = medium_three_thirteen.rank_moves(view, tracker, fast)
    choices = ranked(scored)
    if not choices:  # nothing scored (should not happen): fall back on the first legal move
        first = view.legal_actions[0]
        return [Choice(first, 0.0, f"{type(first).__name__}: nothing better was found")]
    return choices


class MediumBot:
    def __init__(self, seed: int = 0) -> None:
        self._last = ""

    def choose(self, view: PlayerView) -> Action:
        best = rank_moves(view)[0]
        self._last = best.reason
        return best.action

    def explain(self) -> str:
        return self._last
