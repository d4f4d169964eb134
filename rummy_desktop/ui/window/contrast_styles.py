"""High contrast for the window's own widgets (Preferences ▸ High-contrast table): the side
panel, the scoreboard and the table's frame go black with white words and edges, yellow for
what is lit or in focus, as the table's high-contrast felt does. Each widget's own style sheet
is kept and the overrides appended, so the normal look comes back unchanged; a widget that
changes its own sheet later (the panels grow with the window) does so with ``set_own_style``,
which keeps the overrides on (a new player's pass: a larger window turned the panels green
again while the table stayed black)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDockWidget, QWidget

HIGH_PANEL = """
QFrame#sidePanel { background: #000000; border-left: 2px solid #ffffff; }
QFrame#sidePanel QLabel { color: #ffffff; }
QFrame#sidePanel QLabel#panelTitle { color: #ffe600; }
QFrame#sidePanel QPushButton { background: #000000; color: #ffffff; border: 2px solid #ffffff; }
QFrame#sidePanel QPushButton:hover { background: #262626; }
QFrame#sidePanel QPushButton:focus { border: 3px solid #ffe600; }
QFrame#sidePanel QPushButton:disabled { background: #000000; color: #b3b3b3; border: 1px dashed #b3b3b3; }
QFrame#sidePanel QPushButton[lit="true"] { background: #ffe600; color: #000000; border: 2px solid #ffffff; }
QFrame#sidePanel QListWidget { background: #000000; color: #ffffff; border: 1px solid #ffffff; }
QFrame#buyBox { background: #000000; border: 2px solid #ffe600; }
"""
HIGH_BOARD = """
QTableWidget { background: #000000; color: #ffffff; gridline-color: #808080; }
QHeaderView::section { background: #000000; color: #ffe600; }
QTableCornerButton::section { background: #000000; }
QHeaderView { background: #000000; }
"""
HIGH_WORDS = "color: #ffffff;"  # a plain label's own sheet (game info, hand value, reasons)


def set_own_style(widget: QWidget, sheet: str) -> None:
    """Give ``widget`` a new style sheet of its own (its size, say), the high contrast it is
    in kept on top of it."""
    widget.setProperty("normalStyle", sheet)
    _apply(widget)


def _restyle(widget: QWidget | None, extra: str, high: bool) -> None:
    if widget is None:
        return
    if widget.property("normalStyle") is None:  # the first call: the normal look to come back to
        widget.setProperty("normalStyle", widget.styleSheet())
    widget.setProperty("contrastStyle", extra if high else "")
    _apply(widget)


def _apply(widget: QWidget) -> None:
    base = str(widget.property("normalStyle") or "")
    extra = widget.property("contrastStyle")
    widget.setStyleSheet(f"{base}\n{extra}" if extra else base)


def set_window_contrast(
    panel: QWidget,
    dock: QDockWidget,
    scoreboard: QWidget,
    table_area: QWidget,
    labels: Sequence[QWidget],
    high: bool,
) -> None:
    """Put the window's widgets in (or out of) high contrast."""
    _restyle(panel, HIGH_PANEL, high)
    _restyle(scoreboard, HIGH_BOARD, high)
    _restyle(dock.widget(), "QWidget#scoreBoard { background: #000000; }", high)
    _restyle(table_area, "QWidget#tableArea { background: #000000; }", high)
    for label in labels:
        _restyle(label, HIGH_WORDS, high)
