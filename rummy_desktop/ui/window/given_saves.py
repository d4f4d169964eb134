"""Saves the desktop hands the window: a ``.rummy`` file dropped on it, and macOS's
open-document event (a save double-clicked in the Finder or dropped on the Dock icon, which
macOS sends as a ``QFileOpenEvent`` to the application rather than on the command line).

Both open through Game ▸ Open's own path (``MainWindow.open_game``), so a game in progress
with unsaved moves is asked about first, exactly as Open asks, and a bad file is one sentence
in a message box. A save named on the command line is ``app.start_window``'s.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData
    from PySide6.QtWidgets import QWidget

    from rummy_desktop.ui.window.parts import GivenWindow

SAVE_SUFFIX = ".rummy"  # persistence.SAVE_SUFFIX, without importing pydantic at start-up


def is_save_name(path: Path) -> bool:
    return path.suffix.lower() == SAVE_SUFFIX


def dragged_save(mime: QMimeData | None) -> Path | None:
    """The save file being dragged: exactly one local file named ``*.rummy``. Several files,
    a web address or plain text are not a save (the drop is refused, as the cursor shows).
    Nothing is read here: the file is read once it is dropped, by Open's own path."""
    if mime is None or not mime.hasUrls():
        return None
    urls = mime.urls()
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    path = Path(urls[0].toLocalFile())
    return path if is_save_name(path) else None


class GivenSaves(QObject):
    """One window's door for saves the desktop hands over. ``watch(widget)`` takes drops on a
    widget (the window, and the table's viewport, which takes drops for its scene);
    ``listen_to(app)`` takes the application's open-document events.

    The save opens a moment later, from the event loop, not inside the drop: a question asked
    there would hold the file manager's drag until it is answered. It waits while a dialog is
    open, or while the table is still being built at start-up (macOS sends the event of the
    double-clicked save just after the app starts), and opens when they are done."""

    def __init__(self, window: GivenWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window  # the narrow GivenWindow, not the whole MainWindow
        self.pending: Path | None = None
        self._timer = QTimer(self)  # an object, not QTimer.singleShot: see controller.py
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.open_pending)

    def watch(self, widget: QWidget) -> None:
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def listen_to(self, app: QObject) -> None:
        app.installEventFilter(self)

    def hand_over(self, path: Path) -> None:
        """Open ``path`` as soon as the window can (the newest save wins)."""
        self.pending = path
        self._timer.start(0)

    def retry(self) -> None:
        """A dialog closed or the table is built: try the waiting save again, from the loop."""
        if self.pending is not None:
            self._timer.start(0)

    def take_pending(self) -> Path | None:
        path, self.pending = self.pending, None
        return path

    def open_pending(self) -> None:
        """Open the waiting save now, unless the table is not built yet or a dialog is open
        (``retry`` comes back when a dialog closes)."""
        if self.pending is None or self.window.controller is None:
            return
        if QApplication.activeModalWidget() is not None:
            return
        path = self.take_pending()
        if path is not None:
            self.window.raise_()
            self.window.activateWindow()
            self.window.open_game(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            url = event.url()
            local = event.file() or (url.toLocalFile() if url.isLocalFile() else "")
            if not local or not is_save_name(Path(local)):
                return False  # not a save: whoever else listens may take it
            self.hand_over(Path(local))
            return True
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
            event, (QDragEnterEvent, QDragMoveEvent)
        ):
            if dragged_save(event.mimeData()) is None:
                return False  # the widget's own handling (the table takes no outside drops)
            event.setDropAction(Qt.DropAction.CopyAction)  # the file is read, never moved
            event.accept()
            return True
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            path = dragged_save(event.mimeData())
            if path is None:
                return False
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
            self.hand_over(path)
            return True
        return super().eventFilter(watched, event)
