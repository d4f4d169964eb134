"""The New Game dialog: the game, 2-8 seats (human or computer), every house rule, a deal number.

It returns a :class:`GameSetup`; ``GameSetup.rules()`` builds the RuleSet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import RulesError, RuleSet
from .house_rules import HouseRulesPanel

GAME_NAMES = {"hillbilly": "Hillbilly Rummy", "three-thirteen": "Three Thirteen"}
GAME_BLURBS = {
    "hillbilly": "10 rounds of contracts, jokers wild, buying",
    "three-thirteen": "11 rounds of 3 to 13 cards, a new wild rank each round",
}
COMPUTER_NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Emma", "Farid", "Greta", "Hiro")


@dataclass(frozen=True)
class SeatConfig:
    """One seat: a name, and a computer level or None for a human."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


@dataclass(frozen=True)
class GameSetup:
    variant: str
    seats: tuple[SeatConfig, ...]
    overrides: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None  # None: a random deal number is drawn when the game starts

    def rules(self) -> RuleSet:
        return RuleSet.preset(self.variant, players=len(self.seats), **self.overrides)


def computer_levels() -> list[str]:
    from ...ai import LEVELS

    return list(LEVELS)


def default_level() -> str:
    levels = computer_levels()
    return "medium" if "medium" in levels else ("simple" if "simple" in levels else levels[0])


def default_setup(variant: str = "hillbilly", players: int = 4) -> GameSetup:
    seats = [SeatConfig("You")] + [
        SeatConfig(COMPUTER_NAMES[i], default_level()) for i in range(players - 1)
    ]
    return GameSetup(variant, tuple(seats))


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, previous: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game")
        self.setMinimumSize(1060, 640)
        previous = previous or default_setup()
        self._levels = computer_levels()
        self._seat_rows: list[tuple[QComboBox, QLineEdit]] = []

        root = QVBoxLayout(self)
        body = QHBoxLayout()
        root.addLayout(body, 1)
        left = QVBoxLayout()
        body.addLayout(left, 0)
        left.addWidget(self._build_game_box(previous.variant))
        left.addWidget(self._build_seats_box(previous), 1)
        left.addWidget(self._build_deal_box(previous.seed))

        rules_box = QGroupBox("House rules (hover over a rule for what it does)")
        rules_layout = QVBoxLayout(rules_box)
        self.rules_scroll = QScrollArea()
        self.rules_scroll.setWidgetResizable(True)
        self.rules_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.rules_scroll.setMinimumWidth(560)
        rules_layout.addWidget(self.rules_scroll)
        reset = QPushButton("Restore the defaults")
        reset.clicked.connect(lambda: self.rules_panel.reset())
        rules_layout.addWidget(reset, 0, Qt.AlignRight)
        body.addWidget(rules_box, 1)

        self.error_label = QLabel()
        self.error_label.setTextFormat(Qt.PlainText)  # the error may quote a typed name
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.setWordWrap(True)
        root.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText("Deal")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)

        self.rules_panel: HouseRulesPanel
        self._build_rules(previous.variant)
        for name, value in previous.overrides.items():
            if name in self.rules_panel.widgets:
                self.rules_panel.set_value(name, value)

    # ---- sections ---------------------------------------------------------------------

    def _build_game_box(self, variant: str) -> QGroupBox:
        box = QGroupBox("Game")
        layout = QVBoxLayout(box)
        self.game_buttons = QButtonGroup(self)
        self.variant_radios: dict[str, QRadioButton] = {}
        for key, name in GAME_NAMES.items():
            radio = QRadioButton(f"{name}: {GAME_BLURBS[key]}")
            radio.setChecked(key == variant)
            self.game_buttons.addButton(radio)
            self.variant_radios[key] = radio
            radio.toggled.connect(lambda on, k=key: self._variant_toggled(on, k))
            layout.addWidget(radio)
        return box

    def _build_seats_box(self, previous: GameSetup) -> QGroupBox:
        box = QGroupBox("Players")
        layout = QVBoxLayout(box)
        row = QHBoxLayout()
        row.addWidget(QLabel("Number of players:"))
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 8)
        row.addWidget(self.players_spin)
        row.addStretch(1)
        layout.addLayout(row)
        grid = self._seat_grid = QGridLayout()
        layout.addLayout(grid)
        for i in range(8):
            kind = QComboBox()
            kind.addItem("Human", None)
            for level in self._levels:
                kind.addItem(f"Computer: {level}", level)
            name = QLineEdit()
            name.setMaxLength(20)
            seat = previous.seats[i] if i < len(previous.seats) else None
            default = SeatConfig(COMPUTER_NAMES[i], default_level()) if i else SeatConfig("You")
            seat = seat or default
            kind.setCurrentIndex(max(0, kind.findData(seat.level)))
            name.setText(seat.name)
            grid.addWidget(QLabel(f"Seat {i + 1}"), i, 0)
            grid.addWidget(kind, i, 1)
            grid.addWidget(name, i, 2)
            self._seat_rows.append((kind, name))
        layout.addStretch(1)
        self.players_spin.valueChanged.connect(self._show_seats)
        self.players_spin.setValue(len(previous.seats))
        self._show_seats(len(previous.seats))
        return box

    def _build_deal_box(self, seed: int | None) -> QGroupBox:
        box = QGroupBox("Deal number")
        layout = QHBoxLayout(box)
        self.seed_edit = QLineEdit("" if seed is None else str(seed))
        self.seed_edit.setPlaceholderText("random")
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed_edit.setToolTip(
            "Leave empty for a new deal. The same number, game, players and house rules "
            "deal the same cards, so a game can be replayed or shared."
        )
        layout.addWidget(self.seed_edit)
        return box

    def _variant_toggled(self, on: bool, variant: str) -> None:
        if on:
            self._build_rules(variant)

    def _show_seats(self, count: int) -> None:
        for i in range(8):
            for col in range(3):
                item = self._seat_grid.itemAtPosition(i, col)
                if item is not None and item.widget() is not None:
                    item.widget().setVisible(i < count)

    def _build_rules(self, variant: str) -> None:
        self.rules_panel = HouseRulesPanel(variant, 4)
        self.rules_scroll.setWidget(self.rules_panel)

    # ---- results ----------------------------------------------------------------------

    @property
    def variant(self) -> str:
        return next(k for k, r in self.variant_radios.items() if r.isChecked())

    def set_variant(self, variant: str) -> None:
        self.variant_radios[variant].setChecked(True)

    def set_seat(self, index: int, name: str, level: str | None) -> None:
        kind, edit = self._seat_rows[index]
        kind.setCurrentIndex(max(0, kind.findData(level)))
        edit.setText(name)

    def setup(self) -> GameSetup:
        """The choices made; ValueError with a sentence when one cannot be read."""
        seats = []
        for i in range(self.players_spin.value()):
            kind, edit = self._seat_rows[i]
            level = kind.currentData()
            name = edit.text().strip() or (COMPUTER_NAMES[i] if level else f"Player {i + 1}")
            seats.append(SeatConfig(name, level))
        seed_text = self.seed_edit.text().strip()
        return GameSetup(
            self.variant,
            tuple(seats),
            self.rules_panel.overrides(),
            int(seed_text) if seed_text else None,
        )

    def accept(self) -> None:
        try:
            setup = self.setup()
            setup.rules()
        except (ValueError, RulesError) as exc:
            self.error_label.setText(str(exc))
            return
        names = [s.name for s in setup.seats]
        if len(set(names)) != len(names):
            self.error_label.setText("Give every player a different name.")
            return
        self.error_label.clear()
        super().accept()
