"""View ▸ Arrange works out the hand's melds on a worker thread (issue 32).

The lay-down search behind it may take a good part of a second for the largest contract
lists the rules accept. The job is handed the hand and a PlayerView (never the game) and
answers with the groups, on a ``JobRunner``; the controller drops an answer that is stale.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Signal

from rummy_desktop.engine import Card, PlayerView
from rummy_desktop.tabletop.grouping import meld_groups
from rummy_desktop.ui.play.job_runner import JobRunner


def _arrange(hand: tuple[Card, ...], view: PlayerView) -> tuple[tuple[Card, ...], object]:
    return hand, meld_groups(hand, view)


class ArrangeRunner(QObject):
    """``ask(hand, view)`` returns a ticket; the answer comes as ``arranged`` or ``failed``."""

    arranged = Signal(int, object, object)  # ticket, the hand asked about, groups or None
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = JobRunner("arrange-worker", self)
        self._runner.done.connect(self._done)
        self._runner.failed.connect(self.failed)

    def ask(self, hand: tuple[Card, ...], view: PlayerView) -> int:
        return self._runner.run(partial(_arrange, hand, view))

    def _done(self, ticket: int, answer: tuple[tuple[Card, ...], object]) -> None:
        hand, groups = answer
        self.arranged.emit(ticket, hand, groups)

    def stop(self) -> None:
        """Finish the thread (waits for a search still running)."""
        self._runner.stop()
