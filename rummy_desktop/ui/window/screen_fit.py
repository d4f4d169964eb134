"""The window's first size: the usual 1280x800, never more than the screen has room for."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

PREFERRED = QSize(1280, 800)
SMALLEST = QSize(1024, 700)  # the table, the scoreboard and the side panel all show


def first_sizes(room: QSize) -> tuple[QSize, QSize]:
    """(size, minimum size) for a screen with ``room`` free: a 1024x700 screen gets a window
    of 1024x700, whose hand and side panel are on screen, not 1280x800 with them off it.

    >>> [(s.width(), s.height()) for s in first_sizes(QSize(1024, 700))]
    [(1024, 700), (1024, 700)]
    >>> [(s.width(), s.height()) for s in first_sizes(QSize(1920, 1040))]
    [(1280, 800), (1024, 700)]
    """
    return PREFERRED.boundedTo(room), SMALLEST.boundedTo(room)


def fit_to_screen(window: QWidget) -> None:
    """Size a new window for the screen it opens on (restored geometry may follow); once
    shown, its frame (title bar, borders) is taken off too if it would not fit."""
    size, smallest = first_sizes(_room(window))
    window.setMinimumSize(smallest)
    window.resize(size)
    window.installEventFilter(_FrameFit(window, size))


def _room(window: QWidget) -> QSize:
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size() if screen is not None else PREFERRED


class _FrameFit(QObject):
    """At the first show, when the frame is known: shrink the window so frame and all fit
    (unless it was given another size meanwhile: that one is kept)."""

    def __init__(self, window: QWidget, size: QSize) -> None:
        super().__init__(window)
        self.size = size

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            watched.removeEventFilter(self)
            screen = watched.screen() or QGuiApplication.primaryScreen()
            if screen is not None and watched.size() == self.size:
                room = screen.availableGeometry()
                frame = watched.frameGeometry().size() - watched.size()
                fits = room.size() - frame
                watched.setMinimumSize(watched.minimumSize().boundedTo(fits))
                watched.resize(watched.size().boundedTo(fits))
                if not room.contains(watched.frameGeometry()):
                    watched.move(room.topLeft())
        return False
