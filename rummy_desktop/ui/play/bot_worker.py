"""The window's runner of the match's requests: a computer's move, the coach's check and a
hint think on a worker thread, so the window repaints and menus open meanwhile.

The worker is handed a request (a bot or adviser and the seat's own view, never the game) and
answers with its ``Thought``; the match drops an answer to a state it has left.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QThread, Signal, Slot

from rummy_desktop.match import Request


class _Worker(QObject):
    decided = Signal(object, object)  # request, thought
    failed = Signal(object, str)  # request, message

    @Slot(object)
    def think(self, request: Request) -> None:
        try:
            thought = request.think()
        except Exception as exc:  # a bot may fail in any way; the match recovers
            self.failed.emit(request, f"{type(exc).__name__}: {exc}")
            return
        self.decided.emit(request, thought)


class BotRunner(QObject):
    """Owns the worker thread (the match's ``Runner`` in the window): ``ask(request)``; the
    answers come back as signals on the window's thread."""

    decided = Signal(object, object)
    failed = Signal(object, str)
    _request = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("bot-worker")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.decided.connect(self.decided)
        self._worker.failed.connect(self.failed)
        self._thread.start()
        self.asked_at = 0.0

    def ask(self, request: Request) -> None:
        # The request's view reads its legal moves from a copy of the game (the match's
        # _asked_view): the worker works them out, never the window's thread.
        self.asked_at = time.perf_counter()
        self._request.emit(request)

    @property
    def running(self) -> bool:
        """False once stopped: an answer still on its way is not to be played."""
        return self._thread.isRunning()

    def stop(self) -> None:
        """Finish the thread (waits for a bot still thinking)."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)
