"""Widgets around the table: the buttons beside the hand, the pass screen, the scoreboard,
and the table area that holds the view under the pass screen.

No game logic here: the main window enables, labels and connects them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

PANEL_STYLE = """
QFrame#sidePanel { background: #123a26; border-left: 1px solid #0a2416; }
QFrame#sidePanel QLabel { color: #e9e4d4; }
QFrame#sidePanel QLabel#panelTitle { color: #f4c430; font-weight: bold; letter-spacing: 1px; }
QFrame#sidePanel QPushButton {
    background: #1f5a3a; color: #f5f1e6; border: 1px solid #2f7a50; border-radius: 6px;
    padding: 7px 10px; text-align: left; font-weight: 600;
}
QFrame#sidePanel QPushButton:hover { background: #276b46; }
QFrame#sidePanel QPushButton:focus { border: 2px solid #f4c430; }
QFrame#sidePanel QPushButton:disabled { background: #173f2a; color: #6f8f7c; border-color: #1f4a33; }
QFrame#sidePanel QPushButton[lit="true"] {
    background: #f4c430; color: #2a2000; border: 1px solid #ffe27a;
}
QFrame#sidePanel QListWidget {
    background: #0d2e1d; color: #cfdccf; border: 1px solid #1f4a33; border-radius: 4px;
}
QFrame#buyBox { background: #3a2e0a; border: 1px solid #f4c430; border-radius: 8px; }
"""

BUTTONS = (
    ("sort_rank", "Sort by rank", "R"),
    ("sort_suit", "Sort by suit", "S"),
    ("arrange", "Arrange", "A"),
    ("lay_down", "Lay down", "L"),
    ("go_out", "Go out", "G"),
    ("hint", "Hint", "H"),
)


class SidePanel(QFrame):
    """The buttons beside the hand, the private buy offer, and the table talk."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(210)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 12, 10, 10)
        self.buttons: dict[str, QPushButton] = {}
        title = QLabel("YOUR HAND")
        title.setObjectName("panelTitle")
        layout.addWidget(title)
        for key, text, shortcut in BUTTONS:
            if key == "lay_down":
                layout.addSpacing(8)
                title = QLabel("PLAY")
                title.setObjectName("panelTitle")
                layout.addWidget(title)
            button = QPushButton(text)
            button.setObjectName(f"button_{key}")
            button.setToolTip(f"{text} ({shortcut})")
            button.setCursor(Qt.PointingHandCursor)
            layout.addWidget(button)
            self.buttons[key] = button
        self.lay_down_reason = QLabel()
        self.lay_down_reason.setWordWrap(True)
        self.lay_down_reason.setStyleSheet("color: #c9d6cc; font-size: 11px;")
        layout.insertWidget(layout.indexOf(self.buttons["lay_down"]) + 1, self.lay_down_reason)
        layout.addSpacing(8)
        self.buy_box = QFrame()
        self.buy_box.setObjectName("buyBox")
        buy_layout = QVBoxLayout(self.buy_box)
        self.buy_label = QLabel()
        self.buy_label.setTextFormat(Qt.PlainText)  # it names players
        self.buy_label.setWordWrap(True)
        buy_layout.addWidget(self.buy_label)
        for key, text in (("buy", "Buy"), ("pass", "Pass")):
            button = QPushButton(text)
            button.setObjectName(f"button_{key}")
            button.setCursor(Qt.PointingHandCursor)
            buy_layout.addWidget(button)
            self.buttons[key] = button
        self.buy_box.hide()
        layout.addWidget(self.buy_box)
        layout.addSpacing(8)
        title = QLabel("TABLE TALK")
        title.setObjectName("panelTitle")
        layout.addWidget(title)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.NoFocus)
        layout.addWidget(self.log, 1)

    def add_log(self, text: str) -> None:
        self.log.addItem(text)
        while self.log.count() > 200:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def set_lit(self, key: str, lit: bool) -> None:
        button = self.buttons[key]
        if button.property("lit") != lit:
            button.setProperty("lit", lit)
            button.style().unpolish(button)
            button.style().polish(button)


class PassScreen(QWidget):
    """Covers the table between two human players until the next one clicks."""

    revealed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = -1
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignCenter)
        self.label = QLabel()
        self.label.setTextFormat(Qt.PlainText)  # "Pass the computer to NAME"
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setStyleSheet("color: #f5f1e6; background: transparent;")
        font = QFont()
        font.setPointSize(22)
        font.setBold(True)
        self.label.setFont(font)
        self.note = QLabel("Every hand is hidden until they click.")
        self.note.setAlignment(Qt.AlignCenter)
        self.note.setStyleSheet("color: #c9d6cc; font-size: 14px; background: transparent;")
        self.button = QPushButton()
        self.button.setObjectName("button_reveal")
        self.button.setStyleSheet(
            "QPushButton { background: #f4c430; color: #2a2000; border-radius: 8px;"
            " padding: 12px 28px; font-size: 16px; font-weight: bold; }"
            "QPushButton:focus { border: 3px solid #ffffff; }"
        )
        self.button.clicked.connect(self._clicked)
        layout.addWidget(self.label)
        layout.addWidget(self.note)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        self.hide()

    def _clicked(self) -> None:
        self.revealed.emit(self.seat)  # a slot must return None (PySide6 6.12: ui-contract.md)

    def show_for(self, seat: int, name: str) -> None:
        self.seat = seat
        self.label.setText(f"Pass the computer to {name}")
        self.button.setText(f"I'm {name}: show my cards")
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(8, 36, 22, 235))
        painter.end()


SCOREBOARD_STYLE = """
QTableWidget { background: #123a26; color: #f5f1e6; gridline-color: #1f4a33; border: none;
    font-size: 12px; }
QHeaderView::section { background: #0d2e1d; color: #f4c430; border: none; padding: 3px;
    font-weight: bold; }
QTableCornerButton::section { background: #0d2e1d; border: none; }
QHeaderView { background: #123a26; border: none; }
"""


class Scoreboard(QTableWidget):
    """Every round's points per player, and the totals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(SCOREBOARD_STYLE)
        self.setEditTriggers(QTableWidget.NoEditTriggers)
        self.setSelectionMode(QTableWidget.NoSelection)
        self.setFocusPolicy(Qt.NoFocus)
        self.verticalHeader().setDefaultSectionSize(22)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)

    def show_scores(
        self, names: Sequence[str], scores: Sequence[Sequence[int]], rounds: int
    ) -> None:
        self.clear()
        self.setColumnCount(len(names))
        self.setHorizontalHeaderLabels(list(names))
        self.setRowCount(rounds + 1)
        self.setVerticalHeaderLabels([f"R{r}" for r in range(1, rounds + 1)] + ["Total"])
        totals = [0] * len(names)
        for r, row in enumerate(scores):
            for seat, points in enumerate(row):
                totals[seat] += points
                item = QTableWidgetItem(str(points))
                item.setTextAlignment(Qt.AlignCenter)
                if points == 0:
                    item.setForeground(QColor("#7ee08f"))
                self.setItem(r, seat, item)
        bold = QFont()
        bold.setBold(True)
        best = min(totals) if scores else None
        for seat, total in enumerate(totals):
            item = QTableWidgetItem(str(total))
            item.setTextAlignment(Qt.AlignCenter)
            item.setFont(bold)
            if total == best:
                item.setForeground(QColor("#f4c430"))
            self.setItem(rounds, seat, item)


class TableArea(QWidget):
    """Holds the table view and the pass screen that covers it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableArea")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet("QWidget#tableArea { background: #0f4d2c; }")
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.placeholder = QLabel("Shuffling…")
        self.placeholder.setAlignment(Qt.AlignCenter)
        self.placeholder.setStyleSheet("color: #f5f1e6; font-size: 22px;")
        self.box.addWidget(self.placeholder)
        self.pass_screen = PassScreen(self)

    def set_view(self, view: QWidget) -> None:
        self.box.removeWidget(self.placeholder)
        self.placeholder.deleteLater()
        self.box.addWidget(view)
        self.pass_screen.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.pass_screen.setGeometry(self.rect())
