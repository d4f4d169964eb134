"""The Contracts tab of the New Game dialog: the rounds of a contract game as an editable table.

One row a round: cards dealt, the sets and the runs (the least cards of each, with commas:
"3, 4" is a set of three and a set of four), the buys, and whether the round is laid down and
gone out all at once.
Every change is checked at once with the engine's own sentences (a bad row turns red and the
sentence shows under the table), and each row reads back in the players' words. Named lists
are kept in the settings (Save as, and the Contract game list), and shared as JSON files (Import,
Export). The presets come from ``engine.PRESETS``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    HILLBILLY_ROUNDS,
    PRESETS,
    RoundContract,
    RulesError,
    RuleSet,
    contract_problem,
)
from ...plain_text import clean_name, printable
from ...refusal_words import problem_text, say
from ...wording import preset_blurb, round_preview
from .contract_grid import (
    DEAL,
    ONCE,
    READS,
    RUNS,
    SETS,
    RoundsGrid,
)
from .contract_sharing import Contracts, export_file, export_path, import_file, import_path

# The named contract games (the engine's PRESETS, by key) as the list shows them.
PRESET_NAMES = {
    "hillbilly": Contracts.tr_noop("Hillbilly Rummy"),
    "liverpool": Contracts.tr_noop("Liverpool Rummy"),
    "contract-rummy": Contracts.tr_noop("Contract Rummy"),
    "bicycle": Contracts.tr_noop("Contract Rummy (Bicycle)"),
}

OWN = "own"  # the Contract game list's entry for rounds edited here
BAD = QColor("#f8d7da")
BAD_TEXT = QColor("#842029")


def _button(text: str, slot: Callable[[], Any], row: QHBoxLayout) -> QPushButton:
    button = QPushButton(text)
    button.clicked.connect(slot)
    row.addWidget(button)
    return button


def row_problem(entry: dict[str, Any], base: RuleSet) -> str | None:
    """The engine's refusal of one round in words, or None."""
    try:
        problem = contract_problem(RoundContract.model_validate(entry), base)
    except ValueError as exc:
        return problem_text(exc)
    return None if problem is None else say(problem)


def list_problem(base: RuleSet, rounds: list[dict[str, Any]]) -> str | None:
    """The engine's refusal of the whole list of rounds in words, or None."""
    try:
        base.with_overrides(contracts=rounds)
    except RulesError as exc:
        return say(exc)
    return None


def _count(changed: Callable[[], int]) -> int:
    try:
        return changed()
    except (ValueError, AttributeError):  # a rule being typed, or the dialog being built
        return 0


def playable_text(count: int, changed: int) -> str:
    """ "The round can be played." / "All 7 rounds can be played, with this game's house
    rules (4 changed)." """
    if count == 1 and not changed:
        return Contracts.tr("The round can be played.")
    if count == 1:
        return Contracts.tr(
            "The round can be played, with this game's house rules ({changed} changed).",
            changed=changed,
        )
    if not changed:
        return Contracts.tr("All %n rounds can be played.", None, count)
    return Contracts.tr(
        #: {changed}: how many house rules differ from the standard ones.
        "All %n rounds can be played, with this game's house rules ({changed} changed).",
        None,
        count,
        changed=changed,
    )


def saved_text(name: str, changed: int) -> str:
    """Save as's sentence: where the list is found, and that house rules are not kept."""
    if not changed:
        return Contracts.tr(
            "Saved as {name}: choose it in the Contract game list in a later game.", name=name
        )
    return Contracts.tr(
        "Saved as {name}: choose it in the Contract game list in a later game."
        " Only the rounds are kept, not the house rules ({changed} changed):"
        " set those on the House rules tab.",
        name=name,
        changed=changed,
    )


def rows_of(rounds: list[dict[str, Any]] | tuple[RoundContract, ...]) -> list[dict[str, Any]]:
    """Rounds in their JSON form (from RoundContracts or dicts)."""
    return [r.to_json() if isinstance(r, RoundContract) else dict(r) for r in rounds]


class ContractEditor(QWidget):
    """The rounds of the next contract game. ``overrides()`` gives the rules it stands for.

    ``presetChosen`` carries a preset's key when the player picks one from the Contract game list
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
        # How many house rules differ from the standard ones (the dialog's House rules tab):
        # they are played with these rounds but not kept with them, so they are said.
        self.rules_changed: Callable[[], int] = lambda: 0

        self.variant_combo = QComboBox()
        self.variant_combo.setAccessibleName(Contracts.tr("Contract game"))
        self.variant_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.variant_combo.activated.connect(self._variant_picked)
        self.variant_combo.currentIndexChanged.connect(self._show_blurb)
        self.blurb = QLabel()  # what the chosen game is, beside the list on the Game tab
        self.blurb.setTextFormat(Qt.TextFormat.PlainText)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        name_label = QLabel(Contracts.tr("&Name:"))
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(40)
        # No game's name: rounds taken from Liverpool are not Hillbilly's either.
        self.name_edit.setPlaceholderText(Contracts.tr("a name for these rounds"))
        self.name_edit.setAccessibleName(Contracts.tr("Name of these rounds"))
        name_label.setBuddy(self.name_edit)
        self.name_edit.textEdited.connect(lambda _t: self._edited())
        self.save_button = QPushButton(Contracts.tr("&Save as"))
        self.save_button.setToolTip(
            Contracts.tr("Keep these rounds under this name, to load in a later game")
        )
        self.save_button.clicked.connect(self.save_as)
        top.addWidget(name_label)
        top.addWidget(self.name_edit, 1)
        top.addWidget(self.save_button)
        layout.addLayout(top)

        self.table = RoundsGrid(self.fontMetrics().height() + 14)
        self.table.edited.connect(self._edited)
        layout.addWidget(self.table, 1)

        buttons = QHBoxLayout()
        #: The Contracts tab's buttons: each letter differs from the other tabs' and buttons'.
        self.add_button = _button(Contracts.tr("&Add round"), self.add_round, buttons)
        self.remove_button = _button(Contracts.tr("Re&move round"), self.remove_round, buttons)
        self.up_button = _button(Contracts.tr("Move &up"), lambda: self.move_round(-1), buttons)
        self.down_button = _button(Contracts.tr("Move do&wn"), lambda: self.move_round(1), buttons)
        buttons.addStretch(1)
        self.import_button = _button(Contracts.tr("&Import…"), self.import_file, buttons)
        self.export_button = _button(Contracts.tr("E&xport…"), self.export_file, buttons)
        layout.addLayout(buttons)

        self.message = QLabel()
        self.message.setObjectName("contractMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # a sentence may quote a file's text
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2)
        layout.addWidget(self.message)

        self._fill_combo()
        self.set_rounds(rows_of(HILLBILLY_ROUNDS), None)

    # ---- the Contract game list -------------------------------------------------------------

    def _fill_combo(self) -> None:
        combo = self.variant_combo
        combo.blockSignals(True)
        combo.clear()
        for key, preset in PRESETS.items():
            combo.addItem(Contracts.tr(PRESET_NAMES.get(key, preset.name)), ("preset", key))
            blurb = preset_blurb(key)
            combo.setItemData(combo.count() - 1, blurb, Qt.ItemDataRole.ToolTipRole)
        for name in sorted(self.saved):
            #: A list of rounds the player saved under a name of their own.
            combo.addItem(Contracts.tr("{name} (yours)", name=printable(name)), ("saved", name))
        combo.addItem(Contracts.tr("Your own rounds (Contracts tab)"), (OWN, ""))
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
        self.show_variant()

    def show_variant(self) -> None:
        """Point the Contract game list at what the rows now are."""
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
            self.blurb.setText(preset_blurb(key))
        elif kind == "saved":
            self.blurb.setText(Contracts.tr("%n round(s) you saved", None, len(self.saved[key])))
        else:
            count = self.table.rowCount()
            self.blurb.setText(Contracts.tr("%n round(s) of the Contracts tab", None, count))

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
        self.show_variant()

    # ---- rows -------------------------------------------------------------------------

    def set_rounds(self, rounds: list[dict[str, Any]], name: str | None) -> None:
        """Show these rounds (JSON form) and this name, and check them."""
        self._filling = True
        self.table.show_rows(rounds)
        self.name_edit.setText(clean_name(name or ""))
        self._filling = False
        self.check()

    def rounds(self) -> list[dict[str, Any]]:
        return self.table.rounds()

    def name(self) -> str | None:
        """The typed name as the game will keep it: no control, direction or invisible
        character (plain_text.clean_name), one space between words."""
        return clean_name(self.name_edit.text()) or None

    def add_round(self) -> None:
        """A new round after the chosen one (or at the end), copying it as a start."""
        row = self.table.currentRow()
        at = self.table.rowCount() if row < 0 else row + 1
        base = self.table.entry(row) if row >= 0 else {"deal": 7, "sets": [3, 3], "runs": []}
        base = {**base, "all_at_once": False}
        rows = self.rounds()
        rows.insert(at, base)
        self.set_rounds(rows, self.name_edit.text())  # rebuilt: Tab keeps the rows' order
        self.table.setCurrentCell(at, DEAL)
        self.table.spin(at, DEAL).setFocus()
        self._edited()

    def remove_round(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            self.message.setText(Contracts.tr("Choose the round to remove first."))
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
        self.check()
        self.show_variant()

    def _tab_order(self) -> None:
        """Tab goes name, Save as, the rounds' boxes row by row, then the buttons below: the
        boxes are made after the buttons (and again on every edit), so Qt's own chain would
        visit the buttons first."""
        chain: list[QWidget] = [self.name_edit, self.save_button, *self.table.boxes()]
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

    def check(self) -> None:
        """Check every row with the engine, then the whole list; show the first sentence."""
        if self._filling:
            return
        self._tab_order()
        base = self._safe_base()
        first: str | None = None
        self._filling = True  # colouring cells must not re-enter
        for r in range(self.table.rowCount()):
            entry = self.table.entry(r)
            problem = self.table.sizes(r, SETS)[1] or self.table.sizes(r, RUNS)[1]
            problem = problem or row_problem(entry, base)
            reads = self.table.item(r, READS)
            if reads is None:  # every row is made with its preview cell
                continue
            words = round_preview(
                r + 1, entry["deal"], entry["sets"], entry["runs"], entry["all_at_once"]
            )
            said = None if problem is None else self._round_problem(r, problem)
            reads.setText(said or words)
            reads.setToolTip(problem or words)
            reads.setBackground(QBrush(BAD) if problem else QBrush())
            reads.setForeground(QBrush(BAD_TEXT) if problem else QBrush())
            style = f"background: {BAD.name()}; color: {BAD_TEXT.name()};" if problem else ""
            for c in range(ONCE + 1):
                self.table.cellWidget(r, c).setStyleSheet(style)
            if problem and first is None:
                first = said
        self._filling = False
        if first is None:
            first = list_problem(base, self.rounds())
        self.problem = first
        self.message.setText(first if first else self._playable())
        self.message.setStyleSheet("color: #b00020; font-weight: bold;" if first else "")
        self.changed.emit()

    @staticmethod
    def _round_problem(row: int, problem: str) -> str:
        #: {problem}: why the round cannot be played, a sentence that starts in lower case.
        return Contracts.tr("Round {round}: {problem}", round=row + 1, problem=problem)

    def _playable(self) -> str:
        return playable_text(self.table.rowCount(), _count(self.rules_changed))

    def _safe_base(self) -> RuleSet:
        try:
            return self._base_rules()
        except (RulesError, ValueError, AttributeError):  # AttributeError: still being built
            return RuleSet.preset("hillbilly")

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
            self.message.setText(Contracts.tr("Type a name for these rounds first, then Save as."))
            self.name_edit.setFocus()
            return
        if self.problem:
            self.message.setText(
                Contracts.tr("These rounds cannot be saved yet: {problem}", problem=self.problem)
            )
            return
        if name in {p.name for p in PRESETS.values()}:
            self.message.setText(
                Contracts.tr(
                    "{name} is a game the app knows: give your rounds a new name.",
                    name=printable(name),
                )
            )
            return
        rounds = self.rounds()
        self.saved[name] = rounds
        self._fill_combo()
        self._select(("saved", name))
        self.variantSaved.emit(name, rounds)
        self.message.setText(saved_text(printable(name), _count(self.rules_changed)))

    def import_file(self) -> None:
        import_file(self)

    def import_path(self, path: Path) -> bool:
        """Load a shared file; a damaged one is refused in one line and nothing changes."""
        return import_path(self, path)

    def export_file(self) -> None:
        export_file(self)

    def export_path(self, path: Path) -> bool:
        return export_path(self, path)
