"""The Contracts tab of the New Game dialog: the rounds of a contract game as an editable table.

One row a round: cards dealt, the sets and the runs (the least cards of each, with commas:
"3, 4" is a set of three and a set of four), the buys, and whether the round is laid down and
gone out all at once.
Every change is checked at once with the engine's own sentences (a bad row turns red and the
sentence shows under the table), and each row reads back in the players' words. Named lists
are kept in the settings (Save as, and the Variant list), and shared as JSON files (Import,
Export). The presets come from ``engine.PRESETS``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    HILLBILLY_ROUNDS,
    PRESETS,
    RULE_BOUNDS,
    RoundContract,
    RulesError,
    RuleSet,
    contract_problem,
)
from ...persistence.contract_files import read_contract_file, write_contract_file
from ...persistence.errors import SaveFileError
from ...plain_text import clean_name, printable
from ...wording import round_preview

DEAL, SETS, RUNS, BUYS, ONCE, READS = range(6)
HEADERS = (
    "Cards dealt",
    "Sets (cards each)",
    "Runs (cards each)",
    "Buys",
    "All at once",
    "Reads as",
)
# What a box lets you type; the engine's limits (and sentences) decide what can be played.
RANGES = {DEAL: RULE_BOUNDS["deal"], BUYS: RULE_BOUNDS["buy_limits"]}
KINDS = {SETS: "set", RUNS: "run"}
MOST_MELDS = 10  # more melds than this never fit in 30 cards dealt plus one draw
OWN = "own"  # the Variant list's entry for rounds edited here
BAD = QColor("#f8d7da")
BAD_TEXT = QColor("#842029")


class _CellSpin(QSpinBox):
    """A number box in the table; taking the focus makes its row the chosen one."""

    def __init__(self, table: QTableWidget, col: int) -> None:
        super().__init__()
        self._table, self._col = table, col
        low, high = RANGES[col]
        self.setRange(low, high)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAccessibleName(HEADERS[col])
        self.setToolTip(HEADERS[col])

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
        kind = KINDS[col]
        self.setMaxLength(40)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setPlaceholderText("none")
        self.setAccessibleName(f"{kind.capitalize()}s: the least cards of each {kind}")
        self.setToolTip(
            f"The least cards of each {kind}, with commas: 3, 4 asks for a {kind} of three "
            f"and a {kind} of four. Leave it empty for no {kind}s."
        )

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
        return sizes, (
            f"the {kind}s are the least cards of each {kind} as numbers with commas, "
            f'like "3, 4", not "{bad}"'
        )
    if len(sizes) > MOST_MELDS:
        return sizes, f"a round asks for at most {MOST_MELDS} {kind}s, not {len(sizes)}"
    return sizes, None


class _CellCheck(QCheckBox):
    def __init__(self, table: QTableWidget) -> None:
        super().__init__("at once")
        self._table = table
        self.setAccessibleName("All at once")
        self.setToolTip("Laid down and gone out in one turn, like Hillbilly's round 10")

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt override)
        _choose_row(self._table, self, ONCE)
        super().focusInEvent(event)


def _choose_row(table: QTableWidget, widget: QWidget, col: int) -> None:
    for row in range(table.rowCount()):
        if table.cellWidget(row, col) is widget:
            table.setCurrentCell(row, col)
            return


def rows_of(rounds: list[dict[str, Any]] | tuple[RoundContract, ...]) -> list[dict[str, Any]]:
    """Rounds in their JSON form (from RoundContracts or dicts)."""
    return [r.to_json() if isinstance(r, RoundContract) else dict(r) for r in rounds]


class ContractEditor(QWidget):
    """The rounds of the next contract game. ``overrides()`` gives the rules it stands for.

    ``presetChosen`` carries a preset's key when the player picks one from the Variant list
    (the dialog then sets that text's other house rules); ``variantSaved`` a name and rounds
    to keep in the settings.
    """

    changed = Signal()
    presetChosen = Signal(str)
    variantSaved = Signal(str, list)

    def __init__(
        self,
        base_rules: Callable[[], RuleSet],
        saved: dict[str, list[dict[str, Any]]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._base_rules = base_rules
        self.saved: dict[str, list[dict[str, Any]]] = dict(saved or {})
        self._filling = False
        self.problem: str | None = None

        self.variant_combo = QComboBox()
        self.variant_combo.setAccessibleName("Contract game")
        self.variant_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.variant_combo.activated.connect(self._variant_picked)
        self.variant_combo.currentIndexChanged.connect(self._show_blurb)
        self.blurb = QLabel()  # what the chosen game is, beside the list on the Game tab
        self.blurb.setTextFormat(Qt.TextFormat.PlainText)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        name_label = QLabel("&Name:")
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(40)
        self.name_edit.setPlaceholderText("Hillbilly Rummy")
        self.name_edit.setAccessibleName("Name of these rounds")
        name_label.setBuddy(self.name_edit)
        self.name_edit.textEdited.connect(lambda _t: self._edited())
        self.save_button = QPushButton("&Save as")
        self.save_button.setToolTip("Keep these rounds under this name, to load in a later game")
        self.save_button.clicked.connect(self.save_as)
        top.addWidget(name_label)
        top.addWidget(self.name_edit, 1)
        top.addWidget(self.save_button)
        layout.addLayout(top)

        self.table = QTableWidget(0, len(HEADERS))
        self.table.setHorizontalHeaderLabels(HEADERS)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)  # the boxes edit
        self.table.setTabKeyNavigation(False)  # Tab moves box to box
        # The boxes are the Tab stops (a box's focus chooses its row): the grid itself is not.
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        for col in range(READS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(READS, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 14)
        layout.addWidget(self.table, 1)

        buttons = QHBoxLayout()
        self.add_button = self._button("&Add round", self.add_round, buttons)
        self.remove_button = self._button("Re&move round", self.remove_round, buttons)
        self.up_button = self._button("Move &up", lambda: self.move_round(-1), buttons)
        self.down_button = self._button("Move do&wn", lambda: self.move_round(1), buttons)
        buttons.addStretch(1)
        self.import_button = self._button("&Import…", self.import_file, buttons)
        self.export_button = self._button("E&xport…", self.export_file, buttons)
        layout.addLayout(buttons)

        self.message = QLabel()
        self.message.setObjectName("contractMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # a sentence may quote a file's text
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2)
        layout.addWidget(self.message)

        self._fill_combo()
        self.set_rounds(rows_of(HILLBILLY_ROUNDS), None)

    def _button(self, text: str, slot: Callable[[], Any], row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text)
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    # ---- the Variant list -------------------------------------------------------------

    def _fill_combo(self) -> None:
        combo = self.variant_combo
        combo.blockSignals(True)
        combo.clear()
        for key, preset in PRESETS.items():
            combo.addItem(preset.name, ("preset", key))
            combo.setItemData(combo.count() - 1, preset.blurb, Qt.ItemDataRole.ToolTipRole)
        for name in sorted(self.saved):
            combo.addItem(f"{printable(name)} (yours)", ("saved", name))
        combo.addItem("Your own rounds (Contracts tab)", (OWN, ""))
        combo.blockSignals(False)

    def _variant_picked(self, index: int) -> None:
        kind, key = self.variant_combo.itemData(index)
        if kind == "preset":
            preset = PRESETS[key]
            rules = preset.rules()
            self.set_rounds(rows_of(rules.contracts), None if key == "hillbilly" else preset.name)
            self.presetChosen.emit(key)
        elif kind == "saved":
            self.set_rounds(self.saved[key], key)
        self._show_variant()

    def _show_variant(self) -> None:
        """Point the Variant list at what the rows now are."""
        rows, name = self.rounds(), self.name()
        for key, preset in PRESETS.items():
            rules = preset.rules()
            wanted = None if key == "hillbilly" else preset.name
            if rows == rows_of(rules.contracts) and name == wanted:
                self._select(("preset", key))
                return
        if name in self.saved and self.saved[name] == rows:
            self._select(("saved", name))
            return
        self._select((OWN, ""))

    def _show_blurb(self, index: int) -> None:
        data = self.variant_combo.itemData(index)
        if not data:
            return
        kind, key = data
        if kind == "preset":
            self.blurb.setText(PRESETS[key].blurb)
        elif kind == "saved":
            self.blurb.setText(f"{len(self.saved[key])} rounds you saved")
        else:
            self.blurb.setText(f"{self.table.rowCount()} rounds of the Contracts tab")

    def _select(self, data: tuple[str, str]) -> None:
        combo = self.variant_combo
        for i in range(combo.count()):
            if tuple(combo.itemData(i)) == data:
                combo.setCurrentIndex(i)
                self._show_blurb(i)
                return

    def restore_defaults(self) -> None:
        """Hillbilly's own ten rounds, no name: the Contract game list says Hillbilly Rummy."""
        self.set_rounds(rows_of(HILLBILLY_ROUNDS), None)
        self._show_variant()

    # ---- rows -------------------------------------------------------------------------

    def set_rounds(self, rounds: list[dict[str, Any]], name: str | None) -> None:
        """Show these rounds (JSON form) and this name, and check them."""
        self._filling = True
        self.table.setRowCount(0)
        for entry in rounds:
            self._append(entry)
        self.name_edit.setText(clean_name(name or ""))
        self._filling = False
        self._check()

    def _append(self, entry: dict[str, Any], at: int | None = None) -> None:
        row = self.table.rowCount() if at is None else at
        self.table.insertRow(row)
        numbers = {DEAL: entry["deal"], BUYS: entry.get("buys", 3)}
        for col in (SETS, RUNS):
            text = _CellText(self.table, col)
            text.setText(sizes_text(list(entry.get(KINDS[col] + "s", []))))
            text.textEdited.connect(lambda _t: self._edited())
            self.table.setCellWidget(row, col, text)
        for col, value in numbers.items():
            spin = _CellSpin(self.table, col)
            # A number outside the box (from a file) shows clamped; the file was checked.
            spin.setValue(int(value))
            spin.valueChanged.connect(lambda _v: self._edited())
            self.table.setCellWidget(row, col, spin)
        once = _CellCheck(self.table)
        once.setChecked(bool(entry.get("all_at_once")))
        once.toggled.connect(lambda _on: self._edited())
        self.table.setCellWidget(row, ONCE, once)
        reads = QTableWidgetItem()
        reads.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        self.table.setItem(row, READS, reads)

    def _value(self, row: int, col: int) -> int:
        widget = self.table.cellWidget(row, col)
        assert isinstance(widget, QSpinBox)
        return widget.value()

    def spin(self, row: int, col: int) -> QSpinBox:
        widget = self.table.cellWidget(row, col)
        assert isinstance(widget, QSpinBox)
        return widget

    def sizes_cell(self, row: int, col: int) -> QLineEdit:
        widget = self.table.cellWidget(row, col)
        assert isinstance(widget, QLineEdit)
        return widget

    def _sizes(self, row: int, col: int) -> tuple[list[int], str | None]:
        return parse_sizes(self.sizes_cell(row, col).text(), KINDS[col])

    def once_box(self, row: int) -> QCheckBox:
        widget = self.table.cellWidget(row, ONCE)
        assert isinstance(widget, QCheckBox)
        return widget

    def _row(self, row: int) -> dict[str, Any]:
        # A cell that cannot be read gives the numbers it has; _check shows why it is refused.
        return {
            "deal": self._value(row, DEAL),
            "sets": self._sizes(row, SETS)[0],
            "runs": self._sizes(row, RUNS)[0],
            "buys": self._value(row, BUYS),
            "all_at_once": self.once_box(row).isChecked(),
        }

    def rounds(self) -> list[dict[str, Any]]:
        return [self._row(r) for r in range(self.table.rowCount())]

    def name(self) -> str | None:
        """The typed name as the game will keep it: no control, direction or invisible
        character (plain_text.clean_name), one space between words."""
        return clean_name(self.name_edit.text()) or None

    def add_round(self) -> None:
        """A new round after the chosen one (or at the end), copying it as a start."""
        row = self.table.currentRow()
        at = self.table.rowCount() if row < 0 else row + 1
        base = self._row(row) if row >= 0 else {"deal": 7, "sets": [3, 3], "runs": []}
        base = {**base, "all_at_once": False}
        rows = self.rounds()
        rows.insert(at, base)
        self.set_rounds(rows, self.name_edit.text())  # rebuilt: Tab keeps the rows' order
        self.table.setCurrentCell(at, DEAL)
        self.spin(at, DEAL).setFocus()
        self._edited()

    def remove_round(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            self.message.setText("Choose the round to remove first.")
            return
        self.table.removeRow(row)
        if self.table.rowCount():
            self.table.setCurrentCell(min(row, self.table.rowCount() - 1), DEAL)
        self._edited()
        self.remove_button.setFocus()

    def move_round(self, step: int) -> None:
        row = self.table.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.table.rowCount():
            return
        col = max(0, self.table.currentColumn())
        rows = self.rounds()
        rows[row], rows[target] = rows[target], rows[row]
        name = self.name_edit.text()
        self.set_rounds(rows, name)
        self.table.setCurrentCell(target, col)
        self._edited()
        moved = self.table.cellWidget(target, col)
        if moved is not None and self.table.hasFocus() is False and col < READS:
            moved.setFocus()  # keep working on the moved round from the keyboard

    # ---- checking ---------------------------------------------------------------------

    def _edited(self) -> None:
        if self._filling:
            return
        name = self.name()
        preset = next((p for p in PRESETS.values() if p.name == name), None)
        if preset is not None and self.rounds() != rows_of(preset.rules().contracts):
            # Changed rounds are no longer that game: its name (and its statistics) stay its own.
            self.name_edit.clear()
        self._check()
        self._show_variant()

    def _tab_order(self) -> None:
        """Tab goes name, Save as, the rounds' boxes row by row, then the buttons below: the
        boxes are made after the buttons (and again on every edit), so Qt's own chain would
        visit the buttons first."""
        chain: list[QWidget] = [self.name_edit, self.save_button]
        for row in range(self.table.rowCount()):
            for col in range(self.table.columnCount()):
                widget = self.table.cellWidget(row, col)
                if widget is not None:
                    chain.append(widget)
        chain += [
            self.add_button,
            self.remove_button,
            self.up_button,
            self.down_button,
            self.import_button,
            self.export_button,
        ]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _check(self) -> None:
        """Check every row with the engine, then the whole list; show the first sentence."""
        if self._filling:
            return
        self._tab_order()
        base = self._safe_base()
        first: str | None = None
        self._filling = True  # colouring cells must not re-enter
        for r in range(self.table.rowCount()):
            entry = self._row(r)
            problem = self._sizes(r, SETS)[1] or self._sizes(r, RUNS)[1]
            problem = problem or self._row_problem(entry, base)
            reads = self.table.item(r, READS)
            if reads is None:  # every row is made with its preview cell
                continue
            words = round_preview(
                r + 1, entry["deal"], entry["sets"], entry["runs"], entry["all_at_once"]
            )
            reads.setText(words if problem is None else f"Round {r + 1}: {problem}")
            reads.setToolTip(problem or words)
            reads.setBackground(QBrush(BAD) if problem else QBrush())
            reads.setForeground(QBrush(BAD_TEXT) if problem else QBrush())
            style = f"background: {BAD.name()}; color: {BAD_TEXT.name()};" if problem else ""
            for c in range(ONCE + 1):
                self.table.cellWidget(r, c).setStyleSheet(style)
            if problem and first is None:
                first = f"Round {r + 1}: {problem}"
        self._filling = False
        if first is None:
            first = self._list_problem(base)
        self.problem = first
        count = self.table.rowCount()
        self.message.setText(
            first if first else f"All {count} round{'s' * (count != 1)} can be played."
        )
        self.message.setStyleSheet("color: #b00020; font-weight: bold;" if first else "")
        self.changed.emit()

    def _safe_base(self) -> RuleSet:
        try:
            return self._base_rules()
        except (RulesError, ValueError, AttributeError):  # AttributeError: still being built
            return RuleSet.preset("hillbilly")

    @staticmethod
    def _row_problem(entry: dict[str, Any], base: RuleSet) -> str | None:
        try:
            return contract_problem(RoundContract.model_validate(entry), base)
        except ValueError as exc:
            return str(exc)

    def _list_problem(self, base: RuleSet) -> str | None:
        try:
            base.with_overrides(contracts=self.rounds())
        except RulesError as exc:
            return str(exc)
        return None

    def overrides(self) -> dict[str, Any]:
        """The rules these rounds stand for: nothing for Hillbilly's own ten rounds."""
        rounds, name = self.rounds(), self.name()
        out: dict[str, Any] = {}
        if rounds != rows_of(HILLBILLY_ROUNDS):
            out["contracts"] = rounds
        if name is not None and name != "Hillbilly Rummy":
            out["contract_name"] = name
        return out

    # ---- named lists and files --------------------------------------------------------

    def save_as(self) -> None:
        name = self.name()
        if name is None:
            self.message.setText("Type a name for these rounds first, then Save as.")
            self.name_edit.setFocus()
            return
        if self.problem:
            self.message.setText(f"These rounds cannot be saved yet: {self.problem}")
            return
        if name in {p.name for p in PRESETS.values()}:
            self.message.setText(
                f"{printable(name)} is a game the app knows: give your rounds a new name."
            )
            return
        rounds = self.rounds()
        self.saved[name] = rounds
        self._fill_combo()
        self._select(("saved", name))
        self.variantSaved.emit(name, rounds)
        self.message.setText(
            f"Saved as {printable(name)}: choose it in the Variant list in a later game."
        )

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Import contracts", "", "Contract lists (*.json);;All files (*)"
        )
        if path:
            self.import_path(Path(path))

    def import_path(self, path: Path) -> bool:
        """Load a shared file; a damaged one is refused in one line and nothing changes. A
        later version's entries this one does not know are left out, and said."""
        try:
            name, rounds, left_out = read_contract_file(path)
        except SaveFileError as exc:
            self.message.setText(str(exc))
            self.message.setStyleSheet("color: #b00020; font-weight: bold;")
            return False
        self.set_rounds(rounds, name)
        self._show_variant()
        if left_out:
            self.message.setText(f"{left_out} {self.message.text()}")
        return True

    def export_file(self) -> None:
        if self.problem:
            self.message.setText(f"These rounds cannot be shared yet: {self.problem}")
            return
        suggested = (self.name() or "contracts").replace("/", "-") + ".json"
        path, _ = QFileDialog.getSaveFileName(
            self, "Export contracts", suggested, "Contract lists (*.json)"
        )
        if path:
            self.export_path(Path(path))

    def export_path(self, path: Path) -> bool:
        try:
            write_contract_file(path, self.name(), self.rounds())
        except SaveFileError as exc:
            self.message.setText(str(exc))
            return False
        self.message.setText(f"Exported to {printable(path.name)}: share it with the other table.")
        return True
