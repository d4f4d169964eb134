"""One worker thread for the window's searches: a job in, its answer out as a signal.

The lay-down search may take a good part of a second for the largest contract lists the
rules accept (issue 32); on the window's thread that would freeze the table. A job is a
callable that holds its own data (a hand and a view, a copy of the game, never the game
being played); ``run`` returns a ticket and the answer comes back with it on the window's
thread, so a caller drops an answer that is stale. View ▸ Arrange and the lay-downs and
swaps the status and the gestures need (``move_lookup``) run on it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot


class _Worker(QObject):
    done = Signal(int, object)  # ticket, the job's answer
    failed = Signal(int, str)

    @Slot(int, object)
    def work(self, ticket: int, job: Callable[[], object]) -> None:
        try:
            answer = job()
        except Exception as exc:  # never take the window down: the caller says so
            self.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
            return
        self.done.emit(ticket, answer)


class JobRunner(QObject):
    """Owns one thread. ``run(job)`` returns a ticket; ``done(ticket, answer)`` or
    ``failed(ticket, why)`` follows on the window's thread, jobs one at a time in order."""

    done = Signal(int, object)
    failed = Signal(int, str)
    _request = Signal(int, object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.work)
        self._worker.done.connect(self.done)
        self._worker.failed.connect(self.failed)
        self._thread.start()
        self._ticket = 0

    def run(self, job: Callable[[], object]) -> int:
        self._ticket += 1
        self._request.emit(self._ticket, job)
        return self._ticket

    def stop(self) -> None:
        """Finish the thread (waits for a job still running)."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)
