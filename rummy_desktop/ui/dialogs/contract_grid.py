"""The Contracts tab's grid: one row a round, each cell a box (cards dealt, the sets' and the
runs' sizes, the buys, all at once) and the round read back in the players' words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...engine import RULE_BOUNDS
from ...i18n import Words


class ContractGrid(Words):
    """The Contracts tab's table of rounds (a translation context)."""


DEAL, SETS, RUNS, BUYS, ONCE, READS = range(6)
# In English, marked: each is shown through ContractGrid.tr.
HEADERS = (
    ContractGrid.tr_noop("Cards dealt"),
    ContractGrid.tr_noop("Sets (cards each)"),
    ContractGrid.tr_noop("Runs (cards each)"),
    ContractGrid.tr_noop("Buys"),
    ContractGrid.tr_noop("All at once"),
    ContractGrid.tr_noop("Reads as"),
)
# What a box lets you type; the engine's limits (and sentences) decide what can be played.
RANGES = {DEAL: RULE_BOUNDS["deal"], BUYS: RULE_BOUNDS["buy_limits"]}
KINDS = {SETS: "set", RUNS: "run"}
# A Sets or Runs box's words, whole for each kind (a language may say them differently).
CELL_NAMES = {
    SETS: ContractGrid.tr_noop("Sets: the least cards of each set"),
    RUNS: ContractGrid.tr_noop("Runs: the least cards of each run"),
}
CELL_TIPS = {
    SETS: ContractGrid.tr_noop(
        "The least cards of each set, with commas: 3, 4 asks for a set of three "
        "and a set of four. Leave it empty for no sets."
    ),
    RUNS: ContractGrid.tr_noop(
        "The least cards of each run, with commas: 3, 4 asks for a run of three "
        "and a run of four. Leave it empty for no runs."
    ),
}
MOST_MELDS = 10  # more melds than this never fit in 30 cards dealt plus one draw


class _CellSpin(QSpinBox):
    """A number box in the table; taking the focus makes its row the chosen one."""

    def __init__(self, table: QTableWidget, col: int) -> None:
        super().__init__()
        self._table, self._col = table, col
        low, high = RANGES[col]
        self.setRange(low, high)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAccessibleName(ContractGrid.tr(HEADERS[col]))
        self.setToolTip(ContractGrid.tr(HEADERS[col]))

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        _choose_row(self._table, self, self._col)
        super().focusInEvent(event)
        # After the click has placed its cursor: typing replaces the number, as in a sheet.
        QTimer.singleShot(0, self.selectAll)


class _CellText(QLineEdit):
    """The melds of one kind as the least cards of each, with commas ("3, 4")."""

    def __init__(self, table: QTableWidget, col: int) -> None:
        super().__init__()
        self._table, self._col = table, col
        self.setMaxLength(40)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        #: An empty Sets or Runs box: no melds of that kind.
        self.setPlaceholderText(ContractGrid.tr("none"))
        self.setAccessibleName(ContractGrid.tr(CELL_NAMES[col]))
        self.setToolTip(ContractGrid.tr(CELL_TIPS[col]))

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        _choose_row(self._table, self, self._col)
        super().focusInEvent(event)
        QTimer.singleShot(0, self.selectAll)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        # The first click into the cell selects its text (typing replaces it, as in a sheet);
        # in a window not yet active the focus comes with the press, after focusInEvent's turn.
        fresh = not self.hasFocus()
        super().mousePressEvent(event)
        if fresh:
            QTimer.singleShot(0, self.selectAll)


def sizes_text(sizes: list[int]) -> str:
    return ", ".join(str(n) for n in sizes)


def parse_sizes(text: str, kind: str) -> tuple[list[int], str | None]:
    """The least lengths typed in a Sets or Runs cell, and a sentence if they cannot be read."""
    words = text.replace(",", " ").split()
    sizes = [int(w) for w in words if w.isdigit() and len(w) <= 2]
    if len(sizes) != len(words):
        bad = next(w for w in words if not (w.isdigit() and len(w) <= 2))
        if kind == "set":
            said = ContractGrid.tr(
                #: Follows "Round 3: "; {bad} is what the player typed.
                'the sets are the least cards of each set as numbers with commas, like "3, 4", '
                'not "{bad}"',
                bad=bad,
            )
        else:
            said = ContractGrid.tr(
                #: Follows "Round 3: "; {bad} is what the player typed.
                'the runs are the least cards of each run as numbers with commas, like "3, 4", '
                'not "{bad}"',
                bad=bad,
            )
        return sizes, said
    if len(sizes) > MOST_MELDS:
        if kind == "set":
            said = ContractGrid.tr(
                "a round asks for at most {most} sets, not {count}",
                most=MOST_MELDS,
                count=len(sizes),
            )
        else:
            said = ContractGrid.tr(
                "a round asks for at most {most} runs, not {count}",
                most=MOST_MELDS,
                count=len(sizes),
            )
        return sizes, said
    return sizes, None


class _CellCheck(QCheckBox):
    def __init__(self, table: QTableWidget) -> None:
        #: A round's check box: laid down and gone out in one turn.
        super().__init__(ContractGrid.tr("at once"))
        self._table = table
        self.setAccessibleName(ContractGrid.tr("All at once"))
        self.setToolTip(
            ContractGrid.tr("Laid down and gone out in one turn, like Hillbilly's round 10")
        )

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        _choose_row(self._table, self, ONCE)
        super().focusInEvent(event)


def _choose_row(table: QTableWidget, widget: QWidget, col: int) -> None:
    for row in range(table.rowCount()):
        if table.cellWidget(row, col) is widget:
            table.setCurrentCell(row, col)
            return


class RoundsGrid(QTableWidget):
    """The rounds as rows of boxes; ``edited`` when the player changes a box."""

    edited = Signal()

    def __init__(self, row_height: int) -> None:
        super().__init__(0, len(HEADERS))
        self.setHorizontalHeaderLabels([ContractGrid.tr(h) for h in HEADERS])
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)  # the boxes edit
        self.setTabKeyNavigation(False)  # Tab moves box to box
        # The boxes are the Tab stops (a box's focus chooses its row): the grid itself is not.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # A long contract's "Reads as" sentence wraps and its row grows to hold it, never
        # cut and never widening the dialog; a row is at least as tall as its boxes.
        self.setWordWrap(True)
        header = self.horizontalHeader()
        for col in range(READS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(READS, QHeaderView.ResizeMode.Stretch)
        rows = self.verticalHeader()
        rows.setDefaultSectionSize(row_height)
        rows.setMinimumSectionSize(row_height)  # never shorter than its boxes
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def show_rows(self, rounds: list[dict[str, Any]]) -> None:
        self.setRowCount(0)
        for entry in rounds:
            self.append(entry)

    def append(self, entry: dict[str, Any], at: int | None = None) -> None:
        row = self.rowCount() if at is None else at
        self.insertRow(row)
        numbers = {DEAL: entry["deal"], BUYS: entry.get("buys", 3)}
        for col in (SETS, RUNS):
            text = _CellText(self, col)
            text.setText(sizes_text(list(entry.get(KINDS[col] + "s", []))))
            text.textEdited.connect(lambda _t: self.edited.emit())
            self.setCellWidget(row, col, text)
        for col, value in numbers.items():
            spin = _CellSpin(self, col)
            # A number outside the box (from a file) shows clamped; the file was checked.
            spin.setValue(int(value))
            spin.valueChanged.connect(lambda _v: self.edited.emit())
            self.setCellWidget(row, col, spin)
        once = _CellCheck(self)
        once.setChecked(bool(entry.get("all_at_once")))
        once.toggled.connect(lambda _on: self.edited.emit())
        self.setCellWidget(row, ONCE, once)
        reads = QTableWidgetItem()
        reads.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        self.setItem(row, READS, reads)

    def spin(self, row: int, col: int) -> QSpinBox:
        widget = self.cellWidget(row, col)
        assert isinstance(widget, QSpinBox)
        return widget

    def sizes_cell(self, row: int, col: int) -> QLineEdit:
        widget = self.cellWidget(row, col)
        assert isinstance(widget, QLineEdit)
        return widget

    def sizes(self, row: int, col: int) -> tuple[list[int], str | None]:
        return parse_sizes(self.sizes_cell(row, col).text(), KINDS[col])

    def once_box(self, row: int) -> QCheckBox:
        widget = self.cellWidget(row, ONCE)
        assert isinstance(widget, QCheckBox)
        return widget

    def entry(self, row: int) -> dict[str, Any]:
        # A cell that cannot be read gives the numbers it has; the editor shows why it is refused.
        return {
            "deal": self.spin(row, DEAL).value(),
            "sets": self.sizes(row, SETS)[0],
            "runs": self.sizes(row, RUNS)[0],
            "buys": self.spin(row, BUYS).value(),
            "all_at_once": self.once_box(row).isChecked(),
        }

    def rounds(self) -> list[dict[str, Any]]:
        return [self.entry(r) for r in range(self.rowCount())]

    def boxes(self) -> list[QWidget]:
        """The boxes row by row: the Tab order's middle."""
        found = (self.cellWidget(r, c) for r in range(self.rowCount()) for c in range(READS))
        return [w for w in found if w is not None]
