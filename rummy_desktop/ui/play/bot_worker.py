"""Computer players think on a worker thread, so the window repaints and menus open meanwhile.

The worker is handed a bot and a PlayerView (never the game) and answers with the action and
the bot's one-line reason. Each request carries a ticket; the controller ignores any answer
whose ticket is stale (a new game was started while a bot was thinking).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QThread, Signal, Slot

from rummy_desktop.ai import Bot
from rummy_desktop.engine import PlayerView


class _Worker(QObject):
    decided = Signal(int, object, str)  # ticket, action, reason
    failed = Signal(int, str)  # ticket, message

    @Slot(int, object, object)
    def think(self, ticket: int, bot: Bot, view: PlayerView) -> None:
        try:
            action = bot.choose(view)
            reason = ""
            explain = getattr(bot, "explain", None)
            if callable(explain):
                reason = str(explain() or "")
        except Exception as exc:  # a bot may fail in any way; the controller recovers
            self.failed.emit(ticket, f"{type(exc).__name__}: {exc}")
            return
        self.decided.emit(ticket, action, reason)


class BotRunner(QObject):
    """Owns the worker thread. ``ask(bot, view)`` returns a ticket; answers come as signals."""

    decided = Signal(int, object, str)
    failed = Signal(int, str)
    _request = Signal(int, object, object)

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
        self._ticket = 0
        self.asked_at = 0.0

    def ask(self, bot: Bot, view: PlayerView) -> int:
        # A view lists its legal moves when first read, from the game: read them here, on
        # the game's thread, so that the worker holds the view alone, never the game.
        _ = view.legal_actions
        self._ticket += 1
        self.asked_at = time.perf_counter()
        self._request.emit(self._ticket, bot, view)
        return self._ticket

    def stop(self) -> None:
        """Finish the thread (waits for a bot still thinking)."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(5000)
