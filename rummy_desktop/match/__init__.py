"""The table out of the window: a Qt-free match that any seat can join (docs/dev/layers.md).

No Qt, no files: the window, the tests and later a network host drive the same ``Match``.
"""

from .asks import CoachRequest, HintRequest, MoveRequest, Request, Runner, Thought
from .match import Match
from .state import (
    AwaitingBuyAnswers,
    AwaitingDecision,
    AwaitingPass,
    Deciding,
    GameOver,
    Played,
    Refused,
    RoundOver,
    Seen,
    Waiting,
)

__all__ = [
    "AwaitingBuyAnswers",
    "AwaitingDecision",
    "AwaitingPass",
    "CoachRequest",
    "Deciding",
    "GameOver",
    "HintRequest",
    "Match",
    "MoveRequest",
    "Played",
    "Refused",
    "Request",
    "RoundOver",
    "Runner",
    "Seen",
    "Thought",
    "Waiting",
]
