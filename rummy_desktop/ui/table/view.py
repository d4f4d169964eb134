"""TableView: the window onto the table. Fits the table to its size, and turns keys into play."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from rummy_desktop.ui.table.accessibility import FocusWords, table_name
from rummy_desktop.ui.table.accessible import TableOutline
from rummy_desktop.ui.table.scene import TableScene

_ARROWS: dict[int, tuple[int, int]] = {  # by int: QKeyEvent.key() is one
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


class TableView(QGraphicsView):
    """Shows a TableScene at 1:1 pixels: the scene re-lays itself out in card units on resize,
    so cards are rendered crisp at their real size instead of being scaled."""

    zoomRequested = Signal(int)  # Ctrl+wheel: +1 larger cards, -1 smaller

    def __init__(self, scene: TableScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 400)  # 1024x700 leaves 584x653 beside the scoreboard and panel
        self.setAccessibleName(table_name())
        # Every card, pile, meld and seat as an object to browse; kept in step before the
        # view's name tells the focus, so a reader finds them current when it hears that.
        self.outline = TableOutline(self, scene)
        self.words = FocusWords(self)  # the screen reader's name of the focused card or pile
        scene.focusMoved.connect(self.words.show)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_view_size(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        keys = self.table.keys
        key = event.key()
        if key in _ARROWS:
            keys.move(*_ARROWS[key])
        elif key == Qt.Key.Key_O and not event.modifiers():
            keys.next_seat()
        elif key == Qt.Key.Key_Space:
            keys.space()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            keys.enter()
        elif key == Qt.Key.Key_Escape and self.back_out():
            pass
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y()
            if steps:
                self.zoomRequested.emit(1 if steps > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def back_out(self) -> bool:
        """Escape: undo the half-made move one step (the held cards, then the selection,
        then the melds being staged); False when there was nothing to undo."""
        table, keys = self.table, self.table.keys
        if keys.held is not None:
            keys.cancel()
        elif table.hand.selection:
            table.set_arrangement(replace(table.hand, selection=()))
        elif table.hand.staged:
            table.clear_staged()
        else:
            return False
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        # Reached by Tab: show where the keyboard's focus is on the table at once.
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.table.keys.set_active(True)
        super().focusInEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.table.keys.set_active(False)  # the mouse took over: hide the focus ring
        super().mousePressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.table.keys.set_active(False)
        super().focusOutEvent(event)
