"""The acting person's dear legal moves, looked for off the window's thread (issue 32).

In Hillbilly, before a seat is down, its lay-down and its swaps that lay down with the freed
wild each need the lay-down search, which the rules bound at a few hundred milliseconds for
the largest contract lists they accept. The status line ("lay down" or "collect") and the
swap gesture need them; asked on the window's thread they froze the table meanwhile.

``moves_of(game, seat, kind)`` answers at once for every cheap kind, and for a dear one
gives the moves once known, else None and asks a ``JobRunner`` on a copy of the game (the
worker never reads the game being played). ``found`` says an answer arrived: re-read.
Answers are kept for the position they were asked about and dropped when the game moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QObject, Signal

from rummy_desktop.engine import Action, Game, LayDown, Phase, SwapWild
from rummy_desktop.ui.play.job_runner import JobRunner

# The kinds that search for a lay-down, in the order they are looked for: the status line
# needs the lay-down first, a swap gesture comes later if at all.
DEAR: tuple[type[Action], ...] = (LayDown, SwapWild)


def _search(game: Game, seat: int, kind: type) -> tuple[Action, ...]:
    return tuple(game.legal_actions_of(seat, kind))


class MoveLookup(QObject):
    found = Signal()  # the moves of one kind are known now: the window re-reads them

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = JobRunner("move-lookup", self)
        self._runner.done.connect(self._done)
        self._runner.failed.connect(self._failed)
        self._game: Game | None = None  # held, so that its id cannot be another game's
        self._position: tuple[object, ...] | None = None
        self._known: dict[type, tuple[Action, ...]] = {}
        self._asked: dict[int, type] = {}  # ticket → kind, for the position being looked at
        self._stopped = False

    def moves_of(self, game: Game, seat: int, kind: type) -> tuple[Action, ...] | None:
        """``seat``'s legal moves of ``kind`` now; None while a worker still looks for them."""
        if self._stopped or not self.dear(game, seat, kind):
            # Cheap, or no worker left (the table is closing, or a test stood it still).
            return tuple(game.legal_actions_of(seat, kind))
        self._look_at(game, seat)
        if kind in self._known:
            return self._known[kind]
        return None

    @staticmethod
    def dear(game: Game, seat: int, kind: type) -> bool:
        return (
            kind in DEAR
            and game.rules.variant == "hillbilly"
            and game.phase == Phase.PLAY
            and game.turn == seat
            and not game.down[seat]
        )

    def stop(self) -> None:
        """Finish the thread; an answer still on its way is dropped."""
        self._stopped = True
        self._asked.clear()
        self._runner.stop()

    def _look_at(self, game: Game, seat: int) -> None:
        # The hand is part of the position: a test (or a future undo) may change it in place.
        position: tuple[object, ...] = (id(game), len(game.log), seat, game.hand(seat))
        if game is self._game and position == self._position:
            return
        self._game, self._position = game, position
        self._known.clear()
        self._asked.clear()
        twin = game.copy()  # the worker's own: the game played on may move meanwhile
        for kind in DEAR:
            self._asked[self._runner.run(partial(_search, twin, seat, kind))] = kind

    def _done(self, ticket: int, moves: Sequence[Action]) -> None:
        kind = self._asked.pop(ticket, None)
        if kind is None:  # asked about a position the game has left
            return
        self._known[kind] = tuple(moves)
        self.found.emit()

    def _failed(self, ticket: int, why: str) -> None:
        # A search that fails finds nothing: the engine still checks whatever is played.
        self._done(ticket, ())


def reader(lookup: MoveLookup, game: Game, seat: int) -> Callable[[type], Sequence[Action] | None]:
    """``seat``'s moves of one kind as ``status_text`` reads them (None: still looking)."""
    return lambda kind: lookup.moves_of(game, seat, kind)
