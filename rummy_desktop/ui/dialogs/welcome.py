"""The welcome screen of the very first start (and Help ▸ Guided first round): choose the
game, read ten lines of how to play it, and start the guided first round, or skip it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Words
from ...tabletop.guide import how_to_play
from ...wording import GAME_NAMES, game_name

GUIDED, PLAIN = "guided", "plain"  # what the player chose (None: skipped)


class Welcome(Words):
    """The welcome screen (a translation context)."""


class WelcomeDialog(QDialog):
    """After it closes: ``choice`` is GUIDED, PLAIN or None (skipped), ``variant`` the game."""

    def __init__(self, parent: QWidget | None = None, variant: str = "hillbilly") -> None:
        super().__init__(parent)
        self.setWindowTitle(Welcome.tr("Welcome to {app}", app="Rummy Desktop"))
        self.choice: str | None = None
        self.variant = variant
        layout = QVBoxLayout(self)
        title = QLabel(Welcome.tr("Welcome! Which game would you like to learn?"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        row = QHBoxLayout()
        self.radios: dict[str, QRadioButton] = {}
        for key in GAME_NAMES:
            radio = QRadioButton(game_name(key))
            radio.setChecked(key == variant)
            radio.toggled.connect(lambda on, k=key: self._chosen(k, on))
            row.addWidget(radio)
            self.radios[key] = radio
        row.addStretch(1)
        layout.addLayout(row)
        self.lines = QLabel()
        self.lines.setObjectName("howToPlay")
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)
        self.lines.setMinimumWidth(520)
        layout.addWidget(self.lines)
        layout.addWidget(
            QLabel(
                Welcome.tr(
                    "The guided round deals a fixed hand against one computer player "
                    "and shows each step."
                )
            )
        )
        buttons = QDialogButtonBox()
        self.guided = QPushButton(Welcome.tr("Start the guided round"))
        self.guided.setDefault(True)
        self.plain = QPushButton(Welcome.tr("Just deal a game"))
        #: Closes the welcome screen without a game.
        self.skip = QPushButton(Welcome.tr("Skip"))
        buttons.addButton(self.guided, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.plain, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.skip, QDialogButtonBox.ButtonRole.RejectRole)
        self.guided.clicked.connect(lambda: self._close(GUIDED))
        self.plain.clicked.connect(lambda: self._close(PLAIN))
        self.skip.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self._show_lines()

    def _chosen(self, key: str, on: bool) -> None:
        if on:
            self.variant = key
            self._show_lines()

    def _show_lines(self) -> None:
        self.lines.setText(
            "\n".join(
                #: A numbered line of how to play: "3. A set is three or more cards of one rank…"
                Welcome.tr("{number}. {line}", number=i, line=line)
                for i, line in enumerate(how_to_play(self.variant), 1)
            )
        )

    def _close(self, choice: str) -> None:
        self.choice = choice
        self.accept()
