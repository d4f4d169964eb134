"""View ▸ Arrange works out the hand's melds on a worker thread (issue 32).

The lay-down search behind it may take a good part of a second for the largest contract
lists the rules accept; on the window's thread that would freeze the table. The worker is
handed the hand and a PlayerView (never the game) and answers with the groups; each request
carries a ticket, and the controller drops an answer that is stale.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from rummy_desktop.engine import Card, PlayerView
from rummy_desktop.tabletop.grouping import meld_groups


class _Worker(QObject):
    arranged = Signal(int, object, object)  # ticket, the hand asked about, groups or None
    failed = Signal(int, str)

    @Slot(int, object, object)
    def arrange(self, ticket: int, hand: tuple[Card, ...], view: PlayerView) -> None:
        try:
            groups = meld_groups(hand, view)
        except Exception as exc:  # never take the window down: the controller says so
            self.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
            return
        self.arranged.emit(ticket, hand, groups)


class ArrangeRunner(QObject):
    """Owns the thread. ``ask(hand, view)`` returns a ticket; the answer comes as a signal."""

    arranged = Signal(int, object, object)
    failed = Signal(int, str)
    _request = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("arrange-worker")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.arrange)
        self._worker.arranged.connect(self.arranged)
        self._worker.failed.connect(self.failed)
        self._thread.start()
        self._ticket = 0

    def ask(self, hand: tuple[Card, ...], view: PlayerView) -> int:
        self._ticket += 1
        self._request.emit(self._ticket, hand, view)
        return self._ticket

    def stop(self) -> None:
        """Finish the thread (waits for a search still running)."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)
