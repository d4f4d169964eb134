"""The network table's dialogs: Host a table (New Game's dialog with the table's code and
port), Join a table (the tables found on the network, or an address and a code), and the
lobby (who has joined; the host starts)."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Words
from ...match.setup import GameSetup
from ...net.discovery import FoundTable
from ...net.wire import MAX_CHAT, MAX_CODE, MAX_NAME
from ...plain_text import clean_name
from .new_game import NewGameDialog

DEFAULT_PORT = 8765
CODE_WORDS = ("maple", "river", "candle", "harbor", "meadow", "pepper", "comet", "willow")


def fresh_code() -> str:
    """A code easy to say aloud: a word and two digits (``maple-42``)."""
    return f"{secrets.choice(CODE_WORDS)}-{secrets.randbelow(90) + 10}"


@dataclass(frozen=True)
class Network(Words):
    """The network play dialogs: hosting, joining and the lobby (a translation context)."""


@dataclass(frozen=True)
class HostChoice:
    setup: GameSetup  # the first person's seat is the host's own; the others are for joiners
    code: str
    port: int


@dataclass(frozen=True)
class JoinChoice:
    url: str
    code: str
    name: str


class HostDialog(NewGameDialog):
    """New Game's choices (the game, house rules or a contract preset, the seats) and the
    table's code and port. A person's seat after the first is for somebody who joins."""

    def __init__(
        self,
        parent: QWidget | None = None,
        previous: GameSetup | None = None,
        saved_variants: dict[str, list[dict]] | None = None,
    ) -> None:
        super().__init__(parent, previous, saved_variants)
        self.setWindowTitle(Network.tr("Host a table"))
        box = QGroupBox(Network.tr("The table"))
        form = QFormLayout(box)
        self.code_edit = QLineEdit(fresh_code())
        self.code_edit.setMaxLength(MAX_CODE)
        self.code_edit.setAccessibleName(Network.tr("Table code"))
        form.addRow(Network.tr("Table &code:"), self.code_edit)
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        #: The network port the table listens on.
        self.port_spin.setAccessibleName(Network.tr("Port"))
        form.addRow(Network.tr("&Port:"), self.port_spin)
        note = QLabel(
            Network.tr(
                "The first person's seat is yours. Each other person's seat waits for somebody "
                "who joins with the code; computers play their seats here."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        self.deal_box.hide()  # drawn at random: a number shown would tell the stock
        first = self.tabs.widget(0)
        page = first.layout() if first is not None else None
        if isinstance(page, QVBoxLayout):
            page.insertWidget(page.count() - 1, box)  # above the stretch
        ok = self.findChild(QDialogButtonBox)
        if ok is not None:
            ok.button(QDialogButtonBox.StandardButton.Ok).setText(Network.tr("&Open the table"))

    def choice(self) -> HostChoice:
        """The table chosen; its deal number is drawn when it starts, and never shown."""
        setup = replace(self.setup(), seed=None)
        return HostChoice(setup, self.code_edit.text().strip(), self.port_spin.value())

    def accept(self) -> None:
        try:
            setup = self.setup()
        except ValueError:
            setup = None
        if setup is not None:
            people = [s for s in setup.seats if s.is_human]
            problem = None
            if not setup.seats[0].is_human:
                problem = Network.tr("The first seat is yours: make it a person's seat")
            elif len(people) < 2:
                problem = Network.tr("Make at least one more seat a person's: somebody who joins")
            elif not self.code_edit.text().strip():
                problem = Network.tr("Choose a table code to tell those who join")
            if problem is not None:
                self.tabs.setCurrentIndex(0)
                self.error_label.setText(problem)
                return
        super().accept()


def table_url(text: str) -> str:
    """What was typed as an address (``192.168.1.20``, ``host:8765``, ``ws://…``) as a URL."""
    text = text.strip()
    if not text.startswith(("ws://", "wss://")):
        text = "ws://" + text
    rest = text.split("://", 1)[1]
    if ":" not in rest.split("/", 1)[0].rsplit("]", 1)[-1]:
        text += f":{DEFAULT_PORT}"
    return text


class JoinDialog(QDialog):
    """The tables heard on the local network (``set_tables``), or an address typed in; the
    code and the name to sit down with."""

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(Network.tr("Join a table"))
        root = QVBoxLayout(self)
        root.addWidget(QLabel(Network.tr("Tables on this network:")))
        self.found = QListWidget()
        self.found.setAccessibleName(Network.tr("Tables on this network"))
        self.found.currentItemChanged.connect(self._picked)
        root.addWidget(self.found, 1)
        self.nothing = QLabel(Network.tr("Looking for tables… (or type the host's address below)"))
        self.nothing.setWordWrap(True)
        root.addWidget(self.nothing)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20:8765")
        self.address.setAccessibleName(Network.tr("Address"))
        form.addRow(Network.tr("&Address:"), self.address)
        self.code_edit = QLineEdit()
        self.code_edit.setMaxLength(MAX_CODE)
        self.code_edit.setAccessibleName(Network.tr("Table code"))
        form.addRow(Network.tr("Table &code:"), self.code_edit)
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setAccessibleName(Network.tr("Your name"))
        form.addRow(Network.tr("Your &name:"), self.name_edit)
        root.addLayout(form)
        self.error_label = QLabel()
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error_label.setWordWrap(True)
        root.addWidget(self.error_label)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(Network.tr("&Join"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)
        self.resize(480, 420)

    def set_tables(self, tables: Sequence[FoundTable]) -> None:
        """What discovery heard (called again as tables come and go)."""
        current = self.found.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.found.clear()
        for t in tables:
            item = QListWidgetItem(
                Network.tr(
                    #: A table found on the network: its host's name, its game, its free seats.
                    "{name}: {game}, %n seat(s) free ({address}:{port})",
                    None,
                    t.open,
                    name=t.name,
                    game=t.game,
                    address=t.address,
                    port=t.port,
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, t.url)
            self.found.addItem(item)
            if t.url == keep:
                self.found.setCurrentItem(item)
        self.nothing.setVisible(not tables)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
            self.code_edit.setFocus()

    def choice(self) -> JoinChoice:
        name = clean_name(self.name_edit.text())[:MAX_NAME]
        return JoinChoice(table_url(self.address.text()), self.code_edit.text().strip(), name)

    def accept(self) -> None:
        if not self.address.text().strip():
            self.error_label.setText(Network.tr("Pick a table above, or type the host's address"))
            return
        if not clean_name(self.name_edit.text()):
            self.error_label.setText(Network.tr("Type your name: the others see it at the table"))
            return
        super().accept()


class LobbyDialog(QDialog):
    """Who has joined. The host sees the code and address to tell, and starts the game."""

    startPressed = Signal()
    leavePressed = Signal()
    chatted = Signal(str)  # a line typed in the lobby's chat

    def __init__(self, parent: QWidget | None, hosting: bool, where: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(Network.tr("The table's lobby"))
        self.setModal(False)
        root = QVBoxLayout(self)
        self.where = QLabel(where)
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        root.addWidget(self.where)
        root.addWidget(QLabel(Network.tr("At the table:")))
        self.seats = QListWidget()
        self.seats.setAccessibleName(Network.tr("At the table"))
        root.addWidget(self.seats, 1)
        self.talk = QListWidget()  # the lobby's chat, before the game's Table Talk
        self.talk.setAccessibleName(Network.tr("Chat"))
        self.talk.setMaximumHeight(90)
        root.addWidget(self.talk)
        self.chat = QLineEdit()
        self.chat.setPlaceholderText(Network.tr("Say something to the table"))
        self.chat.setAccessibleName(Network.tr("Chat line"))
        self.chat.setMaxLength(MAX_CHAT)
        self.chat.returnPressed.connect(self._chat)
        root.addWidget(self.chat)
        self.status = QLabel(
            Network.tr("Waiting for the others…")
            if hosting
            else Network.tr("Waiting for the host…")
        )
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        root.addWidget(self.status)
        buttons = QDialogButtonBox()
        self.start_button = QPushButton(Network.tr("&Start the game"))
        self.start_button.setToolTip(Network.tr("Computers play the seats nobody has taken yet"))
        self.start_button.clicked.connect(self.startPressed)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setVisible(hosting)  # after addButton, which shows it
        leave = buttons.addButton(
            Network.tr("&Leave the table"), QDialogButtonBox.ButtonRole.RejectRole
        )
        leave.clicked.connect(self.leavePressed)
        root.addWidget(buttons)
        self.resize(440, 460)

    def reject(self) -> None:  # Escape, or the window's close button
        self.leavePressed.emit()

    def show_roster(self, seats: Sequence[dict]) -> None:
        self.seats.clear()
        for i, s in enumerate(seats[:8]):
            if not isinstance(s, dict):
                continue  # not the protocol: nothing to show
            name = clean_name(str(s.get("name", "")))[:MAX_NAME]
            if s.get("kind") == "computer":
                text = Network.tr("{seat}. {name} (computer)", seat=i + 1, name=name)
            elif s.get("kind") == "person" and s.get("connected"):
                text = Network.tr("{seat}. {name}", seat=i + 1, name=name)
            elif s.get("kind") == "person":
                text = Network.tr("{seat}. {name} (not connected)", seat=i + 1, name=name)
            else:
                text = Network.tr("{seat}. (free: a computer plays it if nobody joins)", seat=i + 1)
            self.seats.addItem(text)

    def _chat(self) -> None:
        text = self.chat.text()
        self.chat.clear()
        self.chatted.emit(text)

    def said(self, line: str) -> None:
        """A chat line from the table (already plain and bounded)."""
        self.talk.addItem(line)
        self.talk.scrollToBottom()

    def show_problem(self, text: str) -> None:
        self.status.setText(text)
        self.start_button.setEnabled(False)
