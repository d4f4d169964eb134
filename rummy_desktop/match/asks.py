"""The questions the match puts to a thinker: a computer seat's move, the coach's check of a
person's move, a hint. Each carries the ticket of the state it was asked in, and what it needs
(a bot or adviser and the seat's own view, never the game), so a runner may answer it anywhere:
on the window's thread, inline in a test, later in another process.

``think()`` is the part that may run elsewhere; the answer goes back to the match
(``answer``, ``coach_judged``, ``hint_answered``), which drops it if the table has moved on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from rummy_desktop.ai import Bot
from rummy_desktop.coach.check import CoachCheck
from rummy_desktop.coach.hint import CoachHint
from rummy_desktop.engine import Action, PlayerView


@dataclass(frozen=True, eq=False)
class Thought:
    """A thinker's answer: the move and the one-line reason it gave (may be empty)."""

    action: Action
    reason: str = ""


def _think(thinker: Bot | CoachCheck | CoachHint, view: PlayerView) -> Thought:
    action = thinker.choose(view)
    explain = getattr(thinker, "explain", None)
    reason = str(explain() or "") if callable(explain) else ""
    return Thought(action, reason)


@dataclass(frozen=True, eq=False)
class MoveRequest:
    """A computer seat is asked for its move."""

    ticket: int
    seat: int
    bot: Bot
    view: PlayerView = field(repr=False)

    def think(self) -> Thought:
        return _think(self.bot, self.view)


@dataclass(frozen=True, eq=False)
class CoachRequest:
    """Coach mode: a person's move, judged before it is played."""

    ticket: int
    seat: int
    check: CoachCheck
    view: PlayerView = field(repr=False)

    def think(self) -> Thought:
        return _think(self.check, self.view)


@dataclass(frozen=True, eq=False)
class HintRequest:
    """A person asked for a hint: the coach's best move from their own view."""

    ticket: int
    seat: int
    adviser: CoachHint
    view: PlayerView = field(repr=False)

    def think(self) -> Thought:
        return _think(self.adviser, self.view)


Request = MoveRequest | CoachRequest | HintRequest


class Runner(Protocol):
    """The seam a request is answered through: the window runs ``think`` on a thread, a test
    inline, a network seat remotely. It hands back the thought, or the error's one line."""

    def ask(self, request: Request) -> None: ...
