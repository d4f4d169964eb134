"""The Preferences dialog: edits a Settings value (your name, table look, the game and seats a
new game starts with, default house rules).

It never writes the file itself: ``dialog.settings()`` returns the edited Settings and the
window saves them (``persistence.save_settings``), so a failed write is reported in one place.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...match.seat import Seat
from ...match.setup import (
    COMPUTER_NAMES,
    computer_levels,
    default_level,
    free_name,
    name_problem,
    offered_level,
)
from ...persistence.save_format import first_error
from ...persistence.seats import MAX_NAME
from ...persistence.settings import CARD_BACKS, TABLE_COLOURS, Settings
from ...plain_text import YOU, hides_characters, printable
from ...speeds import ANIMATION_MS, speed_label
from ...wording import GAME_NAMES
from .house_rules import HouseRulesPanel
from .seat_names import SeatNames

SORT_LABELS = {"rank": "By rank", "suit": "By suit", "as_dealt": "As dealt"}
GAME_TITLES = GAME_NAMES  # the one spelling, in wording


class PreferencesDialog(QDialog):
    """Shows ``settings``; after ``exec()`` returns Accepted, ``settings()`` has the changes."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self._original = settings
        self._result = settings
        layout = QVBoxLayout(self)
        tabs = QTabWidget()
        tabs.addTab(self._general_tab(settings), "General")
        self.seats = SeatsPanel(settings)
        tabs.addTab(self.seats, "Players")
        self.rule_panels: dict[str, HouseRulesPanel] = {}
        for variant, title in GAME_TITLES.items():
            tabs.addTab(self._rules_tab(variant, settings), f"{title} rules")
        layout.addWidget(tabs)
        self.error = QLabel()
        self.error.setTextFormat(
            Qt.TextFormat.PlainText
        )  # the error may quote a typed name or rule
        self.error.setObjectName("error")
        self.error.setStyleSheet("color: #b71c1c")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # "Your name" and the first person's seat are one name: typing in either shows in both.
        self.name_edit.textEdited.connect(self.seats.set_first_human_name)
        self.seats.firstHumanRenamed.connect(self.name_edit.setText)
        self.resize(640, 560)

    # ---- building ---------------------------------------------------------------------

    def _general_tab(self, s: Settings) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.name_edit = QLineEdit(s.player_name)
        self.name_edit.setMaxLength(MAX_NAME)
        form.addRow("Your &name:", self.name_edit)
        self.speed_combo = _combo({k: speed_label(k) for k in ANIMATION_MS}, s.animation_speed)
        form.addRow("&Animation speed:", self.speed_combo)
        backs = dict(CARD_BACKS)
        backs.setdefault(s.card_back, s.card_back)  # keep a back this version does not know
        self.back_combo = _combo(backs, s.card_back)
        form.addRow("Card &back:", self.back_combo)
        colours = dict(TABLE_COLOURS)
        colours.setdefault(s.table_colour, s.table_colour)
        self.table_combo = _combo(colours, s.table_colour)
        form.addRow("&Table colour:", self.table_combo)
        self.sort_combo = _combo(SORT_LABELS, s.sort_order)
        form.addRow("&Sort my hand:", self.sort_combo)
        self.coach_box = QCheckBox(
            "Ask before I &blunder (coach mode; the game counts as assisted)"
        )
        self.coach_box.setChecked(s.coach_mode)
        form.addRow("Coach:", self.coach_box)
        from rummy_desktop.ui.dialogs.seeing import SeeingBox

        self.seeing = SeeingBox(s)
        form.addRow(self.seeing)
        clear = QPushButton("Clear the Open Recent list")
        clear.setEnabled(bool(s.recent_files))
        clear.clicked.connect(lambda: self._clear_recent(clear))  # a slot returning None
        form.addRow("", clear)
        self._recent = list(s.recent_files)
        return page

    def _rules_tab(self, variant: str, s: Settings) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(
            QLabel("The house rules a new game of this kind starts with. Changed rules are bold.")
        )
        panel = HouseRulesPanel(variant, 4)
        # By equality: the settings key house rules by the Variant literal, not by any str.
        saved = next((v for k, v in s.house_rules.items() if k == variant), {})
        for name, value in saved.items():
            if name in panel.widgets:
                panel.set_value(name, value)
        self.rule_panels[variant] = panel
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(panel)
        # As in the New Game dialog: the rules set the width, never a cut box or choice.
        bar = scroll.verticalScrollBar().sizeHint().width()
        scroll.setMinimumWidth(panel.sizeHint().width() + bar + 2 * scroll.frameWidth())
        box.addWidget(scroll)
        reset = QPushButton("Restore the defaults")
        reset.clicked.connect(panel.reset)
        box.addWidget(reset)
        return page

    def _clear_recent(self, button: QPushButton) -> None:
        self._recent = []
        button.setEnabled(False)

    # ---- result -------------------------------------------------------------------------

    def edited(self) -> Settings:
        """The settings as the dialog shows them; raises ValueError with a sentence."""
        house: dict[str, dict[str, Any]] = {}
        for variant, panel in self.rule_panels.items():
            changed = panel.overrides()  # ValueError for unreadable text in a table field
            if changed:
                house[variant] = changed
        name = self.name_edit.text().strip() or YOU
        if hides_characters(name):  # before the seats: the first person's seat is this name
            raise ValueError(
                f"Your name '{printable(name)}' holds characters that do not print (controls, "
                "invisible or direction marks)."
            )
        seats = self.seats.edited()  # ValueError for two players of one name
        try:
            return self._original.updated(
                **seats,
                player_name=name,
                animation_speed=self.speed_combo.currentData(),
                card_back=self.back_combo.currentData(),
                table_colour=self.table_combo.currentData(),
                sort_order=self.sort_combo.currentData(),
                coach_mode=self.coach_box.isChecked(),
                **self.seeing.values(),
                house_rules=house,
                recent_files=self._recent,
            )
        except ValidationError as exc:
            raise ValueError(first_error_plain(exc)) from None

    def accept(self) -> None:
        try:
            self._result = self.edited()
        except ValueError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        super().accept()

    def settings(self) -> Settings:
        """The accepted settings (the original ones if the dialog was cancelled)."""
        return self._result


def first_error_plain(exc: ValidationError) -> str:
    """A validation error of a Settings model (not a tagged union) as a sentence."""
    err = exc.errors(include_url=False)[0]
    return str(err["msg"]).removeprefix("Value error, ") or first_error(exc)


def _combo(choices: dict[str, str], current: str) -> QComboBox:
    combo = QComboBox()
    for key, label in choices.items():
        combo.addItem(label, key)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


class SeatsPanel(QWidget):
    """The game and the seats (human or computer, and its level) a new game starts with."""

    firstHumanRenamed = Signal(str)  # noqa: N815 (Qt's signal naming)

    def __init__(self, s: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._original = s
        self.touched = False
        box = QVBoxLayout(self)
        box.addWidget(QLabel("The game and players a new game starts with."))
        form = QFormLayout()
        self.variant_combo = _combo(GAME_TITLES, s.last_variant)
        form.addRow("&Game:", self.variant_combo)
        seats = [(x.name, offered_level(x.level)) for x in s.last_seats]
        if len(seats) < 2:
            seats = [(s.player_name, None)] + [(n, default_level()) for n in COMPUTER_NAMES[:3]]
        first = next((i for i, (_n, level) in enumerate(seats) if level is None), None)
        if first is not None:
            seats[first] = (s.player_name, None)  # the player's own name sits in their seat
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 8)
        self.players_spin.setValue(len(seats))
        form.addRow("&Players:", self.players_spin)
        box.addLayout(form)
        grid = QGridLayout()
        self.rows: list[tuple[QComboBox, QLineEdit]] = []
        levels = computer_levels()
        taken = {name for name, _level in seats}
        for i in range(8):
            if i < len(seats):
                name, level = seats[i]
            else:  # a seat not in use yet: the next free name
                name, level = free_name(taken), default_level()
                taken.add(name)
            kind = QComboBox()
            kind.addItem("Human", None)
            for known in levels:
                kind.addItem(f"Computer: {known}", known)
            kind.setCurrentIndex(max(0, kind.findData(level)))
            edit = QLineEdit(name)
            edit.setMaxLength(MAX_NAME)
            kind.setAccessibleName(f"Seat {i + 1}: who plays")  # the screen reader's words
            edit.setAccessibleName(f"Seat {i + 1}: name")
            grid.addWidget(QLabel(f"Seat {i + 1}"), i, 0)
            grid.addWidget(kind, i, 1)
            grid.addWidget(edit, i, 2)
            kind.currentIndexChanged.connect(self._touch)
            edit.textEdited.connect(self._touch)
            edit.textEdited.connect(lambda text, row=i: self._renamed(row, text))
            self.rows.append((kind, edit))
        box.addLayout(grid)
        box.addStretch(1)
        self.variant_combo.currentIndexChanged.connect(self._touch)
        self.players_spin.valueChanged.connect(self._players_changed)
        self._players_changed(len(seats), touch=False)
        self.seat_names = SeatNames(self.rows, self.players_spin, self)  # as in New Game

    def _touch(self, *_args: object) -> None:
        self.touched = True

    def _first_human(self) -> int | None:
        count = self.players_spin.value()
        return next(
            (i for i, (k, _e) in enumerate(self.rows[:count]) if k.currentData() is None), None
        )

    def _renamed(self, row: int, text: str) -> None:
        if row == self._first_human():
            self.firstHumanRenamed.emit(text)

    def set_first_human_name(self, text: str) -> None:
        row = self._first_human()
        if row is not None:
            self.rows[row][1].setText(text)
            self.touched = True

    def _players_changed(self, count: int, touch: bool = True) -> None:
        self.touched = self.touched or touch
        for i, (kind, edit) in enumerate(self.rows):
            kind.setEnabled(i < count)
            edit.setEnabled(i < count)

    def edited(self) -> dict[str, Any]:
        """``last_variant`` and ``last_seats`` as shown (unchanged if never touched)."""
        if not self.touched:
            return {}
        rows = self.rows[: self.players_spin.value()]
        typed = [edit.text().strip() for _kind, edit in rows]
        taken = set(typed)
        seats = []
        for (kind, _edit), name in zip(rows, typed, strict=True):
            level = kind.currentData()
            if not name:
                name = free_name(taken, human=level is None)
                taken.add(name)
            seats.append(Seat.of(name, level))
        problem = name_problem(seats)
        if problem is not None:
            raise ValueError(problem)
        return {"last_variant": self.variant_combo.currentData(), "last_seats": seats}
