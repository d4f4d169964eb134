"""The ways a tournament stops, each with one sentence for the command line."""

from __future__ import annotations


class SimulationError(RuntimeError):
    """A tournament that cannot go on: a bot misbehaved or a game broke, in one sentence.
    ``detail``: the bot's traceback when it raised, for ``simulate --traceback``."""

    def __init__(self, message: str, detail: str | None = None) -> None:
        super().__init__(message)
        self.detail = detail

    def __reduce__(self) -> tuple[object, ...]:
        # From a worker process with its detail (an exception pickles its args alone).
        return (type(self), (str(self), self.detail))


class StuckGame(SimulationError):
    """A round that did not end after the move limit: the bots went round in circles (the
    simple level can, at four seats, each holding what another needs)."""


class ResultsFileError(ValueError):
    """A ``--out`` or ``--resume`` file that cannot be used as it is, with the reason."""
