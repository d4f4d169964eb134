"""The ways a tournament stops, each with one sentence for the command line."""

from __future__ import annotations

from typing import Any


class SimulationError(RuntimeError):
    """A tournament that cannot go on: a bot misbehaved or a game broke, in one sentence.
    ``detail``: the bot's traceback when it raised, for ``simulate --traceback``;
    ``explanations``: under ``explain``, those of the games that finished and of the failing
    game up to its failure (``simulate --explain`` prints them before the message)."""

    def __init__(
        self,
        message: str,
        detail: str | None = None,
        explanations: list[dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(message)
        self.detail = detail
        self.explanations: list[dict[str, Any]] = list(explanations or [])

    def __reduce__(self) -> tuple[object, ...]:
        # From a worker process with its detail (an exception pickles its args alone).
        return (type(self), (str(self), self.detail, self.explanations))


class StuckGame(SimulationError):
    """A round that did not end after the move limit: the bots went round in circles (the
    simple level can, at four seats, each holding what another needs)."""


class Interrupted(KeyboardInterrupt):
    """Ctrl+C while a bot in this process was thinking: the message says which bot, and where
    the game stood (a bot that hangs is stopped this way)."""


class ResultsFileError(ValueError):
    """A ``--out`` or ``--resume`` file that cannot be used as it is, with the reason."""
