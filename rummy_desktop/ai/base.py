"""The Bot API: a bot is handed a PlayerView and returns one of its legal actions.

A bot never sees the game state: everything it knows comes from the view of its seat.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..engine import Action, PlayerView


class BotError(ValueError):
    """A bot that cannot be made or misbehaved, with a sentence naming it. ``detail``: the
    traceback of the bot's own code when it raised (``simulate --traceback`` prints it)."""

    def __init__(self, message: str, detail: str | None = None) -> None:
        super().__init__(message)
        self.detail = detail

    def __reduce__(self) -> tuple[object, ...]:
        # From a worker process with its detail (an exception pickles its args alone).
        return (type(self), (str(self), self.detail))


@runtime_checkable
class Bot(Protocol):
    """What every computer player provides."""

    def choose(self, view: PlayerView) -> Action:
        """Return the move to make now; it should be one of ``view.legal_actions``."""
        ...

    def explain(self) -> str:
        """One sentence: why the last move was made."""
        ...
