"""Python's cycle collector runs on the window's thread only.

The collector runs in whichever thread happens to allocate when a threshold is crossed. With
the bots and the coach thinking on their own threads, that was sometimes a worker thread: it
then destroyed a closed window's Qt objects (held in a reference cycle) off the thread that owns
them, while the window's thread still had their timers queued, and the process died in
QCoreApplication::notify (seen as a flaky segfault in the coach's review tests). So automatic
collection is switched off and a timer on the GUI thread collects instead, by the same
thresholds, a few times a second. Reference counting still frees everything else at once.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250


class MainThreadCollector(QObject):
    """Collect cycles from the GUI thread's event loop (installed once per application)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.check)
        gc.disable()
        self._timer.start()

    def check(self) -> None:
        """What the automatic collector would do at this point, done here."""
        first, second, third = gc.get_threshold()
        young, middle, old = gc.get_count()
        if old > third:
            gc.collect(2)
        elif middle > second:
            gc.collect(1)
        elif young > first:
            gc.collect(0)


_installed: list[MainThreadCollector] = []


def install() -> None:
    """Move cycle collection to the GUI thread (a QApplication must exist); idempotent."""
    app = QCoreApplication.instance()
    if app is None or _installed:
        return
    _installed.append(MainThreadCollector(app))
