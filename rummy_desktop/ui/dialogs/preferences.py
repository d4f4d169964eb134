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

from ...i18n import Words
from ...i18n.languages import LANGUAGES, SYSTEM
from ...match.seat import Seat
from ...match.setup import (
    COMPUTER_NAMES,
    computer_levels,
    default_level,
    free_name,
    level_name,
    name_problem,
    offered_level,
)
from ...persistence.save_format import first_error
from ...persistence.seats import MAX_NAME
from ...persistence.settings import CARD_BACKS, TABLE_COLOURS, Settings, TableLooks
from ...plain_text import YOU, hides_characters, printable
from ...speeds import ANIMATION_MS, speed_label
from ...wording import GAME_NAMES, game_name
from .. import language
from .house_rules import HouseRulesPanel
from .seat_names import SeatNames


class Preferences(Words):
    """The Preferences dialog (a translation context)."""


# The languages as a sentence names them in the player's language ("auf Englisch"); the
# choices themselves name each language in itself (LANGUAGES).
LANGUAGE_NAMES = {
    "en": Preferences.tr_noop("English"),
    "de": Preferences.tr_noop("German"),
    "fr": Preferences.tr_noop("French"),
    "es": Preferences.tr_noop("Spanish"),
}
SORT_LABELS = {
    "rank": Preferences.tr_noop("By rank"),
    "suit": Preferences.tr_noop("By suit"),
    "as_dealt": Preferences.tr_noop("As dealt"),
}
GAME_TITLES = GAME_NAMES  # the one spelling, in wording (in English: game_name() says it)


class PreferencesDialog(QDialog):
    """Shows ``settings``; after ``exec()`` returns Accepted, ``settings()`` has the changes."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Preferences.tr("Preferences"))
        self._original = settings
        self._result = settings
        layout = QVBoxLayout(self)
        tabs = QTabWidget()
        tabs.addTab(self._general_tab(settings), Preferences.tr("General"))
        self.seats = SeatsPanel(settings)
        tabs.addTab(self.seats, Preferences.tr("Players"))
        self.rule_panels: dict[str, HouseRulesPanel] = {}
        for variant in GAME_TITLES:
            #: A tab: the house rules a new game of this kind starts with.
            title = Preferences.tr("{game} rules", game=game_name(variant))
            tabs.addTab(self._rules_tab(variant, settings), title)
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
        form.addRow(Preferences.tr("Your &name:"), self.name_edit)
        self._language_row(form, s)
        self.speed_combo = _combo({k: speed_label(k) for k in ANIMATION_MS}, s.animation_speed)
        form.addRow(Preferences.tr("&Animation speed:"), self.speed_combo)
        backs = {key: TableLooks.tr(name) for key, name in CARD_BACKS.items()}
        backs.setdefault(s.card_back, s.card_back)  # keep a back this version does not know
        self.back_combo = _combo(backs, s.card_back)
        form.addRow(Preferences.tr("Card &back:"), self.back_combo)
        colours = {key: TableLooks.tr(name) for key, name in TABLE_COLOURS.items()}
        colours.setdefault(s.table_colour, s.table_colour)
        self.table_combo = _combo(colours, s.table_colour)
        form.addRow(Preferences.tr("&Table colour:"), self.table_combo)
        sorts = {key: Preferences.tr(label) for key, label in SORT_LABELS.items()}
        self.sort_combo = _combo(sorts, s.sort_order)
        form.addRow(Preferences.tr("&Sort my hand:"), self.sort_combo)
        self.coach_box = QCheckBox(
            Preferences.tr("As&k before I blunder (coach mode; the game counts as assisted)")
        )
        self.coach_box.setChecked(s.coach_mode)
        form.addRow(Preferences.tr("Coach:"), self.coach_box)
        from rummy_desktop.ui.dialogs.seeing import SeeingBox

        self.seeing = SeeingBox(s)
        form.addRow(self.seeing)
        clear = QPushButton(Preferences.tr("Clear the Open Recent list"))
        clear.setEnabled(bool(s.recent_files))
        clear.clicked.connect(lambda: self._clear_recent(clear))  # a slot returning None
        form.addRow("", clear)
        self._recent = list(s.recent_files)
        return page

    def _language_row(self, form: QFormLayout, s: Settings) -> None:
        """Language: the system's or one the game ships, each named in itself; the choice
        shows from the next start, which a line under it says."""
        system = Preferences.tr(LANGUAGE_NAMES[language.system_choice()])
        #: The first choice of Preferences ▸ Language: the system's, named in brackets.
        choices = {SYSTEM: Preferences.tr("System ({language})", language=system)}
        self.language_combo = _combo(choices | LANGUAGES, s.language)
        self._language = s.language  # kept unless changed: a newer version's, or hidden
        self.language_note = QLabel()
        self.language_note.setObjectName("languageNote")
        self.language_note.setWordWrap(True)
        self.language_note.hide()
        self.language_combo.currentIndexChanged.connect(self._language_chosen)
        form.addRow(Preferences.tr("Lang&uage:"), self.language_combo)
        form.addRow("", self.language_note)
        self._show_language_note()  # a choice made earlier, not yet started in

    def _language_chosen(self, _index: int) -> None:
        self._language = self.language_combo.currentData()
        self._show_language_note()

    def _show_language_note(self) -> None:
        """Under the choice: the language the game will speak, when it is not the one it
        speaks now (the window is built in one language: a restart shows another)."""
        code = language.resolve(self._language)
        name = Preferences.tr(LANGUAGE_NAMES[code])
        self.language_note.setText(
            Preferences.tr("The game speaks {language} from its next start.", language=name)
        )
        self.language_note.setVisible(code != language.current())

    def _rules_tab(self, variant: str, s: Settings) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.addWidget(
            QLabel(
                Preferences.tr(
                    "The house rules a new game of this kind starts with. Changed rules are bold."
                )
            )
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
        reset = QPushButton(Preferences.tr("Restore the defaults"))
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
                Preferences.tr(
                    "Your name '{name}' holds characters that do not print (controls, "
                    "invisible or direction marks).",
                    name=printable(name),
                )
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
                language=self._language,
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
        box.addWidget(QLabel(Preferences.tr("The game and players a new game starts with.")))
        form = QFormLayout()
        games = {variant: game_name(variant) for variant in GAME_TITLES}
        self.variant_combo = _combo(games, s.last_variant)
        form.addRow(Preferences.tr("&Game:"), self.variant_combo)
        seats = [(x.name, offered_level(x.level)) for x in s.last_seats]
        if len(seats) < 2:
            seats = [(s.player_name, None)] + [(n, default_level()) for n in COMPUTER_NAMES[:3]]
        first = next((i for i, (_n, level) in enumerate(seats) if level is None), None)
        if first is not None:
            seats[first] = (s.player_name, None)  # the player's own name sits in their seat
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 8)
        self.players_spin.setValue(len(seats))
        form.addRow(Preferences.tr("&Players:"), self.players_spin)
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
            #: Who plays a seat: a person at this screen.
            kind.addItem(Preferences.tr("Human"), None)
            for known in levels:
                #: Who plays a seat: the computer, at a level ("easy", "medium", "hard").
                kind.addItem(Preferences.tr("Computer: {level}", level=level_name(known)), known)
            kind.setCurrentIndex(max(0, kind.findData(level)))
            edit = QLineEdit(name)
            edit.setMaxLength(MAX_NAME)
            # The screen reader's words for the seat's two fields.
            kind.setAccessibleName(Preferences.tr("Seat {seat}: who plays", seat=i + 1))
            edit.setAccessibleName(Preferences.tr("Seat {seat}: name", seat=i + 1))
            grid.addWidget(QLabel(Preferences.tr("Seat {seat}", seat=i + 1)), i, 0)
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
