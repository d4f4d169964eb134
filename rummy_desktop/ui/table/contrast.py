"""The table's high-contrast theme, and the marks that say with a shape what a colour says.

High contrast (Preferences ▸ Seeing the cards): black felt, every edge and word in full white,
the seat in turn and the focus in bright yellow. The marks work in both themes: a drop target
gets a tick, a refused one a cross, the hint a star, so no state is told by colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

_STATE = {"high": False}
WHITE = QColor("#ffffff")
YELLOW = QColor("#ffe600")
MARKS = {"ok": "\u2714", "bad": "\u2716", "hint": "\u2605"}  # ✔ ✖ ★


def set_high(on: bool) -> None:
    _STATE["high"] = bool(on)


def is_high() -> bool:
    return _STATE["high"]


def edge(normal: QColor) -> QColor:
    """A faint outline of the normal table, or full white in high contrast."""
    return WHITE if _STATE["high"] else normal


def text(normal: QColor) -> QColor:
    return WHITE if _STATE["high"] else normal


def accent(normal: QColor) -> QColor:
    """The seat in turn, the focus ring: yellow on black in high contrast."""
    return YELLOW if _STATE["high"] else normal


def paint_mark(
    painter: QPainter, rect: QRectF, state: str | None, colour: QColor, unit: float
) -> None:
    """A round badge with ✔, ✖ or ★ at ``rect``'s top-right corner (the state's shape)."""
    mark = MARKS.get(state or "")
    if mark is None:
        return
    d = max(14.0, unit * 0.26)
    badge = QRectF(rect.right() - d * 0.75, rect.top() - d * 0.25, d, d)
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0, 200), max(1.0, d * 0.08)))
    painter.setBrush(colour)
    painter.drawEllipse(badge)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(8, round(d * 0.62)))
    painter.setFont(font)
    painter.setPen(QColor("#101010"))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, mark)
    painter.restore()
