"""The New Game dialog: the game, 2-8 seats (human or computer), every house rule, a deal number.

It returns a :class:`~rummy_desktop.match.setup.GameSetup`; ``GameSetup.rules()`` builds the
RuleSet.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESETS, RulesError, RuleSet
from ...i18n import Words
from ...match.seat import Seat
from ...match.setup import (
    COMPUTER_NAMES,
    GameSetup,
    computer_levels,
    default_level,
    default_setup,
    free_name,
    level_name,
    name_problem,
    offered_level,
)
from ...refusal_words import problem_text
from ...wording import GAME_NAMES, game_blurb, game_name
from .contract_editor import HILLBILLY_ROUNDS, ContractEditor, rows_of
from .house_rules import HouseRulesPanel
from .seat_names import SeatNames

# The widest the dialog grows, for a 1024x700 screen with the window's frame: a language
# whose house rules run longer lays a rule's choice under its name instead (WrapLongRows).
WIDEST = 1000

__all__ = [  # the setup names are the dialog's own words for them too
    "COMPUTER_NAMES",
    "GAME_NAMES",
    "GameSetup",
    "NewGameDialog",
    "Seat",
    "computer_levels",
    "default_level",
    "default_setup",
]


class NewGame(Words):
    """The New Game dialog (a translation context)."""


class NewGameDialog(QDialog):
    """Two tabs: the game and its players, and the house rules (with how many are changed);
    small enough for a 1024x700 screen, nothing cut."""

    def __init__(
        self,
        parent: QWidget | None = None,
        previous: GameSetup | None = None,
        saved_variants: dict[str, list[dict]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(NewGame.tr("New Game"))
        previous = previous or default_setup()
        self._levels = computer_levels()
        self._seat_rows: list[tuple[QComboBox, QLineEdit]] = []
        self._panel_widths: dict[str, int] = {}
        # The contract game's rounds (Hillbilly's own, a preset's, or the table's own list).
        self.contracts = ContractEditor(self._base_rules, saved_variants)

        root = QVBoxLayout(self)
        self.tabs = QTabWidget()
        root.addWidget(self.tabs, 1)
        game_page = QWidget()
        left = QVBoxLayout(game_page)
        left.addWidget(self._build_game_box(previous.variant))
        left.addWidget(self._build_seats_box(previous))
        self.deal_box, self.seed_edit = deal_box(self, previous.seed)
        left.addWidget(self.deal_box)
        left.addStretch(1)
        self.tabs.addTab(game_page, NewGame.tr("&Game and players"))

        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        self.rules_scroll = QScrollArea()
        self.rules_scroll.setWidgetResizable(True)
        self.rules_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rules_layout.addWidget(self.rules_scroll, 1)
        self.rule_help = QLabel(
            NewGame.tr("Point at a rule, or move to it with Tab, to read what it does.")
        )
        self.rule_help.setObjectName("ruleHelp")
        self.rule_help.setWordWrap(True)
        self.rule_help.setTextFormat(Qt.TextFormat.PlainText)
        self.rule_help.setMinimumHeight(self.rule_help.fontMetrics().lineSpacing() * 3)
        self.rule_help.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        rules_layout.addWidget(self.rule_help)
        #: Its letter must differ from the House rules tab's (Alt+R in English).
        reset = QPushButton(NewGame.tr("R&estore the defaults"))
        reset.clicked.connect(self.restore_defaults)
        rules_layout.addWidget(reset, 0, Qt.AlignmentFlag.AlignRight)
        self.tabs.addTab(rules_page, NewGame.tr("House &rules"))
        self.tabs.addTab(self.contracts, NewGame.tr("&Contracts"))

        self.error_label = QLabel()
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)  # the error may quote a typed name
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        root.addWidget(self.error_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            #: The button that starts the game: deal the cards.
            NewGame.tr("&Deal")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)

        self.rules_panel: HouseRulesPanel
        self._build_rules(previous.variant)
        for name, value in previous.overrides.items():
            if name in self.rules_panel.widgets:
                self.rules_panel.set_value(name, value)
        if previous.variant == "hillbilly" and "contracts" in previous.overrides:
            self.contracts.set_rounds(
                list(previous.overrides["contracts"]), previous.overrides.get("contract_name")
            )
            self.contracts.show_variant()
        self.contracts.changed.connect(self._contracts_changed)
        self.contracts.presetChosen.connect(self._preset_chosen)
        self.players_spin.valueChanged.connect(lambda _n: self.contracts.check())
        self._contracts_changed()
        self._count_changes()
        self.resize(self._fitting_size())
        # The first focus on the chosen game, where it shows (on the tab bar nobody saw it).
        self.variant_radios[previous.variant].setFocus()

    def _fitting_size(self) -> QSize:
        """Wide enough for the house rules without a horizontal scroll; no bigger than the
        screen (a 1024x700 one keeps room for the window's frame)."""
        bar = self.rules_scroll.verticalScrollBar().sizeHint().width()
        want = QSize(min(self._panel_width() + bar + 60, WIDEST), 620)
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is not None:
            want = want.boundedTo(QSize(screen.width() - 24, screen.height() - 60))
        return want.expandedTo(self.minimumSizeHint())

    # ---- sections ---------------------------------------------------------------------

    def _build_game_box(self, variant: str) -> QGroupBox:
        box = QGroupBox(NewGame.tr("Game"))
        layout = QVBoxLayout(box)
        self.game_buttons = QButtonGroup(self)
        self.variant_radios: dict[str, QRadioButton] = {}
        for key in GAME_NAMES:
            radio = QRadioButton(game_line(key))
            radio.setChecked(key == variant)
            self.game_buttons.addButton(radio)
            self.variant_radios[key] = radio
            radio.toggled.connect(lambda on, k=key: self._variant_toggled(on, k))
            layout.addWidget(radio)
            if key == "hillbilly":  # the contract games are played by Hillbilly's engine
                row = QHBoxLayout()
                #: Its letter must differ from the Game tab's (Alt+G in English).
                label = QLabel("    " + NewGame.tr("Con&tract game:"))
                label.setBuddy(self.contracts.variant_combo)
                row.addWidget(label)
                # The list and the line beside it keep their width whatever is chosen, so
                # the dialog does not widen as the contract game changes.
                combo = self.contracts.variant_combo
                combo.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
                )
                combo.setMinimumContentsLength(22)
                row.addWidget(combo)
                self.contracts.blurb.setWordWrap(True)
                self.contracts.blurb.setMinimumWidth(1)
                row.addWidget(self.contracts.blurb, 1)
                layout.addLayout(row)
        return box

    def _build_seats_box(self, previous: GameSetup) -> QGroupBox:
        box = QGroupBox(NewGame.tr("Players"))
        layout = QVBoxLayout(box)
        row = QHBoxLayout()
        label = QLabel(NewGame.tr("Number of &players:"))
        row.addWidget(label)
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 8)
        label.setBuddy(self.players_spin)  # Alt+P, and the screen reader's name
        row.addWidget(self.players_spin)
        row.addStretch(1)
        layout.addLayout(row)
        grid = self._seat_grid = QGridLayout()
        layout.addLayout(grid)
        taken = {s.name for s in previous.seats}
        for i in range(8):
            kind = QComboBox()
            kind.addItem(NewGame.tr("Human"), None)
            for level in self._levels:
                kind.addItem(NewGame.tr("Computer: {level}", level=level_name(level)), level)
            kind.setAccessibleName(NewGame.tr("Seat {seat}: who plays", seat=i + 1))
            name = QLineEdit()
            name.setMaxLength(20)
            seat = previous.seats[i] if i < len(previous.seats) else None
            if seat is None:  # a seat the last game did not use: the next free name
                seat = Seat.of(free_name(taken), default_level())
                taken.add(seat.name)
            kind.setCurrentIndex(max(0, kind.findData(offered_level(seat.level))))
            name.setText(seat.name)
            name.setAccessibleName(NewGame.tr("Seat {seat}: name", seat=i + 1))
            grid.addWidget(QLabel(NewGame.tr("Seat {seat}", seat=i + 1)), i, 0)
            grid.addWidget(kind, i, 1)
            grid.addWidget(name, i, 2)
            self._seat_rows.append((kind, name))
        self.players_spin.valueChanged.connect(self._show_seats)
        self.players_spin.setValue(len(previous.seats))
        self._show_seats(len(previous.seats))
        # A seat switched to a person gets a person's name; "You" beside a second person
        # becomes "Player N" (each of them reads "You" for their own seat).
        self.seat_names = SeatNames(self._seat_rows, self.players_spin, self)
        return box

    def _variant_toggled(self, on: bool, variant: str) -> None:
        if on:
            self._build_rules(variant)
            self._contracts_changed()

    def _base_rules(self) -> RuleSet:
        """The house rules chosen so far, for checking the rounds (ValueError if unreadable)."""
        overrides = {k: v for k, v in self.rules_panel.overrides().items() if k != "buy_limits"}
        return RuleSet.from_overrides("hillbilly", self.players_spin.value(), overrides)

    def _contracts_changed(self) -> None:
        if not hasattr(self, "rules_panel"):
            return
        hillbilly = self.variant == "hillbilly"
        self._name_rounds()
        self.tabs.setTabEnabled(2, hillbilly)
        self.contracts.variant_combo.setEnabled(hillbilly)
        # A list of the table's own carries its buys in the Buys column.
        own = hillbilly and "contracts" in self.contracts.overrides()
        for part in (self.rules_panel.widgets, self.rules_panel.labels):
            if "buy_limits" in part:
                part["buy_limits"].setVisible(not own)

    def _name_rounds(self) -> None:
        """The Hillbilly choice says how many rounds the chosen contract game has: it is
        Hillbilly's own 10, or another contract game's (the name is in the list below it)."""
        rounds = self.contracts.rounds()
        radio = self.variant_radios["hillbilly"]
        if self.contracts.name() is None and rounds == rows_of(HILLBILLY_ROUNDS):
            radio.setText(game_line("hillbilly"))
            return
        radio.setText(
            NewGame.tr(
                "Contract rummy: %n round(s) of contracts, jokers wild, buying", None, len(rounds)
            )
        )

    def restore_defaults(self) -> None:
        """The standard house rules, and for Hillbilly its own ten rounds: a preset or a list
        of the table's own is a choice of rules too, so it goes back with them."""
        self.rules_panel.reset()
        if self.variant == "hillbilly":
            self.contracts.restore_defaults()
        self._count_changes()

    def _preset_chosen(self, key: str) -> None:
        """A named game sets its text's house rules too (the rest go back to the defaults)."""
        self.rules_panel.reset()
        for name, value in PRESETS[key].flags.items():
            if name in self.rules_panel.widgets:
                self.rules_panel.set_value(name, value)
        self._count_changes()
        self.contracts.check()  # the rounds were checked before the text's house rules came

    def _show_seats(self, count: int) -> None:
        for i in range(8):
            for col in range(3):
                item = self._seat_grid.itemAtPosition(i, col)
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.setVisible(i < count)

    def _build_rules(self, variant: str) -> None:
        self.rules_panel = HouseRulesPanel(variant, 4)
        self.rules_panel.explained.connect(self.rule_help.setText)
        self.rules_panel.changed.connect(self._count_changes)
        # The rounds are checked under the house rules: a change there may mend or break one.
        self.rules_panel.changed.connect(self.contracts.check)
        self.rules_scroll.setWidget(self.rules_panel)
        for form in self.rules_panel.findChildren(QFormLayout):
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        # The widest game's panel sets the width, whichever game is shown: the scroll area
        # never cuts a rule at the right, and the dialog keeps one width as the game changes.
        self.rules_scroll.setMinimumWidth(
            min(
                self._panel_width()
                + self.rules_scroll.verticalScrollBar().sizeHint().width()
                + 2 * self.rules_scroll.frameWidth(),
                WIDEST - 60,
            )
        )
        self._count_changes()

    def _panel_width(self) -> int:
        if not self._panel_widths:
            for key in GAME_NAMES:
                panel = self.rules_panel if key == self.rules_panel.variant else None
                panel = panel or HouseRulesPanel(key, 4)
                self._panel_widths[key] = panel.sizeHint().width()
                if panel is not self.rules_panel:
                    panel.deleteLater()
        return max(self._panel_widths.values())

    def _count_changes(self) -> None:
        if not hasattr(self, "tabs"):
            return
        self.contracts.rules_changed = self.rules_panel.changed_count
        self.contracts.check()  # its sentence names the changed house rules
        try:
            n = self.rules_panel.changed_count()
        except ValueError:
            n = 0
        text = NewGame.tr("House &rules (%n changed)", None, n) if n else NewGame.tr("House &rules")
        self.tabs.setTabText(1, text)

    # ---- results ----------------------------------------------------------------------

    @property
    def variant(self) -> str:
        return next(k for k, r in self.variant_radios.items() if r.isChecked())

    def set_variant(self, variant: str) -> None:
        self.variant_radios[variant].setChecked(True)

    def set_seat(self, index: int, name: str, level: str | None) -> None:
        kind, edit = self._seat_rows[index]
        kind.setCurrentIndex(max(0, kind.findData(offered_level(level))))
        edit.setText(name)

    def setup(self) -> GameSetup:
        """The choices made; ValueError with a sentence when one cannot be read."""
        rows = self._seat_rows[: self.players_spin.value()]
        typed = [edit.text().strip() for _kind, edit in rows]
        taken = set(typed)
        seats = []
        for (kind, _edit), name in zip(rows, typed, strict=True):
            level = kind.currentData()
            if not name:  # left empty: a name nobody else has, never a clash
                name = free_name(taken, human=level is None)
                taken.add(name)
            seats.append(Seat.of(name, level))
        seed_text = self.seed_edit.text().strip()
        overrides = self.rules_panel.overrides()
        if self.variant == "hillbilly":
            contracts = self.contracts.overrides()
            if "contracts" in contracts:
                overrides.pop("buy_limits", None)  # the rounds' own Buys column
            overrides |= contracts
        return GameSetup(
            self.variant,
            tuple(seats),
            overrides,
            int(seed_text) if seed_text else None,
        )

    def accept(self) -> None:
        if self.variant == "hillbilly" and self.contracts.problem:
            self.tabs.setCurrentIndex(2)  # a round that cannot be played: show the rounds
            self.error_label.setText(self.contracts.problem)
            return
        try:
            setup = self.setup()
            setup.rules()
        except (ValueError, RulesError) as exc:
            self.tabs.setCurrentIndex(1)  # a rule the game refuses: show the rules
            self.error_label.setText(problem_text(exc))
            return
        problem = name_problem(setup.seats)
        if problem is not None:
            self.tabs.setCurrentIndex(0)  # where the names are
            self.error_label.setText(problem)
            return
        self.error_label.clear()
        super().accept()


def game_line(variant: str) -> str:
    """ "Hillbilly Rummy: 10 rounds of contracts, jokers wild, buying" """
    return NewGame.tr(
        #: A game to choose: its name, then what it is in a few words.
        "{game}: {blurb}",
        game=game_name(variant),
        blurb=game_blurb(variant),
    )


def deal_box(dialog: NewGameDialog, seed: int | None) -> tuple[QGroupBox, QLineEdit]:
    """The Deal number box: empty for a random deal, a number to replay one."""
    box = QGroupBox(NewGame.tr("Deal number"))
    layout = QHBoxLayout(box)
    edit = QLineEdit("" if seed is None else str(seed))
    #: Shown in the empty Deal number box: the cards are dealt at random.
    edit.setPlaceholderText(NewGame.tr("random"))
    edit.setAccessibleName(NewGame.tr("Deal number (empty: random)"))
    edit.setValidator(QIntValidator(0, 2_000_000_000, dialog))
    edit.setToolTip(
        NewGame.tr(
            "Leave empty for a new deal. The same number, game, players and house rules "
            "deal the same cards, so a game can be replayed or shared."
        )
    )
    layout.addWidget(edit)
    return box, edit
