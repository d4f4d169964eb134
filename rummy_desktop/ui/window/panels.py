"""Widgets around the table: the buttons beside the hand, the pass screen, the scoreboard,
and the table area that holds the view under the pass screen.

No game logic here: the main window enables, labels and connects them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QMargins, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.i18n import Words
from rummy_desktop.tabletop.hand_value import hand_value_widest
from rummy_desktop.ui.window.contrast_styles import set_own_style
from rummy_desktop.wording.seats import shown_name


class Panels(Words):
    """The buttons and titles beside the hand, the pass screen and the scoreboard (a
    translation context)."""


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

_HAND_VALUE_STYLE = "color: #f4efe1; font-size: {px}px; font-weight: 600;"
_NOTE_STYLE = "color: #c9d6cc; font-size: {px}px;"

# Marked here, translated where the buttons are made (a table built at import).
BUTTONS = (
    ("sort_rank", Panels.tr_noop("Sort by rank"), "R"),
    ("sort_suit", Panels.tr_noop("Sort by suit"), "S"),
    ("arrange", Panels.tr_noop("Arrange"), "A"),
    ("lay_down", Panels.tr_noop("Lay down"), "L"),
    ("go_out", Panels.tr_noop("Go out"), "G"),
    ("hint", Panels.tr_noop("Hint"), "H"),
)


def with_key(text: str, shortcut: str) -> str:
    """A button's tooltip: its name and the key that does the same."""
    #: A button's tooltip: {action} is its name, {key} its keyboard shortcut ("Hint (H)").
    return Panels.tr("{action} ({key})", action=text, key=shortcut)


def undo_tip(why_not: str = "") -> str:
    """The Undo button's tooltip; a greyed one says why (Qt shows a disabled button's tip)."""
    if not why_not:
        return Panels.tr("Undo your last move (Ctrl+Z)")
    #: {why} says why there is nothing to undo now.
    return Panels.tr("Undo your last move (Ctrl+Z): {why}", why=why_not)


def round_label(number: int) -> str:
    """A scoreboard row's name: the round, short."""
    #: The scoreboard's row for round {number}, as short as it can be ("R3").
    return Panels.tr("R{number}", number=number)


class SidePanel(QFrame):
    """The buttons beside the hand, the private buy offer, and the table talk."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setStyleSheet(PANEL_STYLE)
        # Wider with a larger system font (up to what a 1024-wide window leaves the table).
        em = QFontMetrics(self.font()).horizontalAdvance("M")
        self._base_width = max(210, min(300, em * 15))
        self._base_px = QFontInfo(self.font()).pixelSize() or 12
        self.scale = 1.0
        self.setFixedWidth(self._base_width)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 12, 10, 10)
        self.buttons: dict[str, QPushButton] = {}
        #: A title above the hand's buttons, in capitals.
        title = QLabel(Panels.tr("YOUR HAND"))
        title.setObjectName("panelTitle")
        layout.addWidget(title)
        # What the hand would cost now (Hillbilly points, Three Thirteen's least left over).
        self.hand_value = QLabel()
        self.hand_value.setObjectName("handValue")
        self.hand_value.setTextFormat(Qt.TextFormat.PlainText)
        # It wraps where a language's words are longer than the panel; room for its tallest
        # wording is kept always (a wrapped label alone is squeezed by the fixed-height
        # buttons below it), so the buttons never move when a drawn card adds a line.
        self.hand_value.setWordWrap(True)
        self.hand_value.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hand_value.setStyleSheet(_HAND_VALUE_STYLE.format(px=11))
        self._keep_room()
        layout.addWidget(self.hand_value)
        for key, text, shortcut in BUTTONS:
            if key == "lay_down":
                layout.addSpacing(8)
                #: A title above the Lay down / Go out / Hint buttons, in capitals.
                title = QLabel(Panels.tr("PLAY"))
                title.setObjectName("panelTitle")
                layout.addWidget(title)
            button = QPushButton(Panels.tr(text))
            button.setObjectName(f"button_{key}")
            button.setToolTip(with_key(Panels.tr(text), shortcut))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            # A click leaves the keys with the table (arrows, Space); Tab still reaches it.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            layout.addWidget(button)
            self.buttons[key] = button
        self.lay_down_reason = QLabel()
        self.lay_down_reason.setWordWrap(True)
        self.lay_down_reason.setStyleSheet(_NOTE_STYLE.format(px=11))
        layout.insertWidget(layout.indexOf(self.buttons["lay_down"]) + 1, self.lay_down_reason)
        layout.addSpacing(8)
        self.buy_box = QFrame()
        self.buy_box.setObjectName("buyBox")
        buy_layout = QVBoxLayout(self.buy_box)
        self.buy_label = QLabel()
        self.buy_label.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.buy_label.setWordWrap(True)
        buy_layout.addWidget(self.buy_label)
        #: The buy box's buttons: buy the card offered, or let it go.
        offer = (("buy", Panels.tr("Buy")), ("pass", Panels.tr("Pass", "decline the buy")))
        for key, text in offer:
            button = QPushButton(text)
            button.setObjectName(f"button_{key}")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            buy_layout.addWidget(button)
            self.buttons[key] = button
        self.buy_box.hide()
        layout.addWidget(self.buy_box)
        undo_row = QHBoxLayout()  # Game ▸ Undo / Redo, beside the hand as in other card games
        undo = (("undo", Panels.tr("Undo"), "Ctrl+Z"), ("redo", Panels.tr("Redo"), "Ctrl+Shift+Z"))
        for key, text, shortcut in undo:
            button = QPushButton(text)
            button.setObjectName(f"button_{key}")
            button.setToolTip(with_key(text, shortcut))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            undo_row.addWidget(button)
            self.buttons[key] = button
        layout.addSpacing(8)
        layout.addLayout(undo_row)
        layout.addSpacing(8)
        #: The title above the game's log and chat, in capitals.
        title = QLabel(Panels.tr("TABLE TALK"))
        title.setObjectName("panelTitle")
        layout.addWidget(title)
        self.log = TalkList()
        layout.addWidget(self.log, 1)
        # A network table's chat: one short line of plain text, sent with Enter.
        self.chat = QLineEdit()
        self.chat.setObjectName("chatLine")
        self.chat.setPlaceholderText(Panels.tr("Say something to the table"))
        #: The chat line's name for a screen reader.
        self.chat.setAccessibleName(Panels.tr("Chat"))
        self.chat.setMaxLength(200)  # net.wire.MAX_CHAT; the host bounds it again
        self.chat.hide()
        layout.addWidget(self.chat)

    def set_scale(self, scale: float) -> None:
        """Grow with the window (issue 34: at 1920x1080 the panel stayed small beside large
        cards): its width and every text by ``scale`` (1: a 1280x800 window or smaller)."""
        if scale == self.scale:
            return
        self.scale = scale
        self.setFixedWidth(round(self._base_width * scale))
        # A style sheet's font is not inherited: each kind of text is named.
        px = round(self._base_px * scale)
        grown = (
            "QFrame#sidePanel QPushButton, QFrame#sidePanel QLabel,"
            f" QFrame#sidePanel QListWidget {{ font-size: {px}px; }}"
        )
        # High contrast, when on, stays on top of each new sheet (contrast_styles).
        set_own_style(self, PANEL_STYLE + (grown if scale != 1 else ""))
        small = round(11 * scale)
        set_own_style(self.hand_value, _HAND_VALUE_STYLE.format(px=small))
        self._keep_room()
        set_own_style(self.lay_down_reason, _NOTE_STYLE.format(px=small))

    def _keep_room(self) -> None:
        """Room for the hand figure's tallest wording at the panel's present width and size."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        room = self.width() - margins.left() - margins.right()
        self.hand_value.ensurePolished()  # its style sheet sets its size
        metrics = self.hand_value.fontMetrics()
        flags = Qt.TextFlag.TextWordWrap
        tallest = max(
            metrics.boundingRect(0, 0, room, 10_000, flags, text).height()
            for text in hand_value_widest()
        )
        self.hand_value.setMinimumHeight(tallest)

    def show_talk(self, lines: Sequence[str]) -> None:
        """Show the newest Table Talk lines: appended when they only grew, else redrawn."""
        self.log.show_lines(lines)

    def set_lit(self, key: str, lit: bool) -> None:
        button = self.buttons[key]
        if button.property("lit") != lit:
            button.setProperty("lit", lit)
            button.style().unpolish(button)
            button.style().polish(button)


class TalkList(QListWidget):
    """Table Talk: the newest line stays in view as lines come and as the panel shrinks
    (the buy box opening, a smaller window), unless the player scrolled back to read."""

    LIMIT = 200  # lines kept in the widget; the talk itself keeps them all

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableTalk")
        #: The game's log's name for a screen reader.
        self.setAccessibleName(Panels.tr("Table talk"))
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._lines: list[str] = []
        self._follow = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def show_lines(self, lines: Sequence[str]) -> None:
        lines = list(lines)
        old = self._lines
        if len(lines) >= len(old) and lines[: len(old)] == old:
            self.addItems(lines[len(old) :])
        else:
            self.clear()
            self.addItems(lines[-self.LIMIT :])
        self._lines = lines
        while self.count() > self.LIMIT:
            self.takeItem(0)
        _say_in_words(self)
        if self._follow:
            self.scrollToBottom()

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum() - 2

    def _range_changed(self, _low: int, high: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(high)


class PassScreen(QWidget):
    """Covers the table between two human players until the next one clicks."""

    revealed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = -1
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label = QLabel()
        self.label.setObjectName("passTitle")
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # "Pass the computer to NAME"
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)  # a long name wraps rather than running off the table
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setStyleSheet("color: #f5f1e6; background: transparent;")
        font = QFont()
        font.setPointSize(22)
        font.setBold(True)
        self.label.setFont(font)
        self.reason = QLabel()  # why now, when a buy hands the computer over mid-turn
        self.reason.setObjectName("passReason")
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet(
            "color: #f4c430; font-size: 17px; font-weight: 600; background: transparent;"
        )
        self.reason.hide()
        self.note = QLabel(Panels.tr("Every hand is hidden until they click."))
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("color: #c9d6cc; font-size: 14px; background: transparent;")
        self.button = QPushButton()
        self.button.setObjectName("button_reveal")
        # The font is set on the widget, not in the style sheet: the button then measures
        # its text in the font it paints with, and never cuts a letter off either end.
        button_font = QFont()
        button_font.setPixelSize(16)
        button_font.setBold(True)
        self.button.setFont(button_font)
        # The focus ring's border is always there (clear until focused): a border that
        # appears on focus would eat 6 px of the text's room and cut its first and last letters.
        self.button.setStyleSheet(
            "QPushButton { background: #f4c430; color: #2a2000; border-radius: 8px;"
            " padding: 12px 28px; border: 3px solid transparent; }"
            "QPushButton:focus { border: 3px solid #ffffff; }"
        )
        self.button.setAutoDefault(True)  # Enter shows the hand, as Space does
        self.button.clicked.connect(self._clicked)
        layout.addWidget(self.label)
        layout.addWidget(self.reason)
        layout.addWidget(self.note)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def _clicked(self) -> None:
        self.revealed.emit(self.seat)  # a slot must return None (PySide6 6.12: ui-contract.md)

    def show_for(self, seat: int, name: str, reason: str = "") -> None:
        self.seat = seat
        #: The pass screen between two players at one computer; {name} plays next.
        self.label.setText(Panels.tr("Pass the computer to {name}", name=name))
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        #: The pass screen's button, pressed by the next player, {name}.
        self.button.setText(Panels.tr("I'm {name}: show my cards", name=name))
        parent = self.parentWidget()
        if parent is not None:  # made over the window, which it covers
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(8, 36, 22, 235))
        painter.end()


def _say_in_words(talk: QListWidget) -> None:
    """A screen reader reads each line in words ("the Seven of hearts", not "7 black heart")."""
    from rummy_desktop.tabletop.describe import spoken

    role = Qt.ItemDataRole.AccessibleTextRole
    for row in range(talk.count() - 1, -1, -1):
        item = talk.item(row)
        if item.data(role):
            break  # the older lines were said in words already
        item.setData(role, spoken(item.text()))


SCOREBOARD_STYLE = """
QTableWidget { background: #123a26; color: #f5f1e6; gridline-color: #1f4a33; border: none; }
QHeaderView::section { background: #0d2e1d; color: #f4c430; border: none; padding: 2px; }
QTableCornerButton::section { background: #0d2e1d; border: none; }
QHeaderView { background: #123a26; border: none; }
"""


class ScoreDock(QDockWidget):
    """The scoreboard beside the table, with the game's name, deal number and house rules."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Panels.tr("Scoreboard"), parent)
        self.setObjectName("scoreboard")
        self.scoreboard = Scoreboard()
        board = QWidget()
        board.setObjectName("scoreBoard")
        board.setStyleSheet("QWidget#scoreBoard { background: #123a26; }")
        column = QVBoxLayout(board)
        column.setContentsMargins(6, 6, 6, 6)
        column.addWidget(self.scoreboard, 1)
        self.game_info = QLabel()
        self.game_info.setWordWrap(True)
        self.game_info.setTextFormat(Qt.TextFormat.PlainText)
        self.game_info.setStyleSheet(_NOTE_STYLE.format(px=11))
        column.addWidget(self.game_info)
        self.setWidget(board)
        self.setFixedWidth(230)

    def fit(self, players: int, scale: float, most: int) -> None:
        """The dock at ``scale`` (1: a 1280x800 window or smaller), wide enough for every
        name and total when ``most`` pixels allow it, and at most 15% wider for them: a
        longer name wraps onto more lines rather than the table shrunk."""
        self.scoreboard.set_scale(scale)
        set_own_style(self.game_info, _NOTE_STYLE.format(px=round(11 * scale)))
        base = round(scoreboard_width(players) * scale)
        wanted = max(base, self.scoreboard.needed_width() + 12)
        self.setFixedWidth(max(base, min(wanted, round(base * 1.15), most)))


def fit_panels(panel: SidePanel, dock: ScoreDock, size: QSize, players: int) -> bool:
    """The side panel and the scoreboard at the window's scale (1: up to 1280x800, in steps
    of 5% so dragging an edge re-lays them out rarely); the table keeps at least half the
    width. True when the scale changed (the scores are then to be shown again)."""
    scale = min(1.75, max(1.0, min(size.width() / 1280, size.height() / 800)))
    scale = round(scale * 20) / 20
    rescaled = scale != panel.scale
    panel.set_scale(scale)
    dock.fit(players, scale, size.width() // 2 - panel.width())
    return rescaled


class PanelFitter(QObject):
    """Fits the side panel and the scoreboard to ``window`` on every resize (``fit_panels``),
    for the players the scoreboard shows; ``rescaled()`` shows the scores again in their new
    size."""

    def __init__(
        self, window: QWidget, panel: SidePanel, dock: ScoreDock, rescaled: Callable[[], None]
    ) -> None:
        super().__init__(window)
        self._window, self._panel, self._dock = window, panel, dock
        self._rescaled = rescaled
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._window and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        seats = self._dock.scoreboard.columnCount()  # 0 before the first deal
        if fit_panels(self._panel, self._dock, self._window.size(), seats or 4) and seats:
            self._rescaled()


def scoreboard_width(players: int) -> int:
    """The scoreboard dock's width: room for a three-digit total under every player."""
    return 230 if players <= 5 else (250 if players == 6 else 275)


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


class Scoreboard(QTableWidget):
    """Every round's points per player, and the totals.

    Fonts are set on the widgets, not in the style sheet, so what is measured is what is
    painted: with six or more players the text gets smaller, and a name longer than its
    column wraps (wrap_name), so a total of three digits never turns into "…".
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setStyleSheet(SCOREBOARD_STYLE)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setDefaultSectionSize(22)
        header = self.horizontalHeader()
        # Widths set by _spread: each name's need, then the room left shared out.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setMinimumSectionSize(18)  # eight players share a narrow dock
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header.sectionResized.connect(self._section_resized)
        self._names: list[str] = []
        self._px = 12
        self._sheet_px: int | None = None
        self.scale = 1.0

    def show_scores(
        self, names: Sequence[str], scores: Sequence[Sequence[int]], rounds: int
    ) -> None:
        self.clear()
        px = round((12 if len(names) <= 5 else 10) * self.scale)
        if px != self._sheet_px:
            # The headers' size in the style sheet: its section rule paints them in its own
            # font, whatever setFont says.
            self._sheet_px = px
            sheet = SCOREBOARD_STYLE + f"QHeaderView::section {{ font-size: {px}px; }}"
            set_own_style(self, sheet)  # high contrast, when on, stays on top
        self._px = px
        self.setFont(_font(self._px))
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setFont(_font(self._px, bold=True))
        self.setColumnCount(len(names))
        self._names = [shown_name(name) for name in names]  # "You" in the player's language
        self.setHorizontalHeaderLabels(self._names)
        for seat, name in enumerate(names):
            header_item = self.horizontalHeaderItem(seat)
            if header_item is not None:  # one per label, just set
                header_item.setToolTip(name)
        self.setRowCount(rounds + 1)
        rows = [round_label(r) for r in range(1, rounds + 1)]
        #: The scoreboard's last row: each player's points added up.
        self.setVerticalHeaderLabels([*rows, Panels.tr("Total")])
        totals = [0] * len(names)
        for r, row in enumerate(scores):
            for seat, points in enumerate(row):
                totals[seat] += points
                item = QTableWidgetItem(str(points))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if points == 0:
                    item.setForeground(QColor("#7ee08f"))
                self.setItem(r, seat, item)
        best = min(totals) if scores else None
        for seat, total in enumerate(totals):
            item = QTableWidgetItem(str(total))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFont(_font(self._px, bold=True))
            if total == best:
                item.setForeground(QColor("#f4c430"))
            self.setItem(rounds, seat, item)
        self._spread()
        self._fit_headers()

    def set_scale(self, scale: float) -> None:
        """Larger text and rows in a large window; the scores are shown again in it."""
        if scale == self.scale:
            return
        self.scale = scale
        rows = self.verticalHeader()
        rows.setMinimumSectionSize(round(16 * scale))  # else a larger font's minimum stays
        rows.setDefaultSectionSize(round(22 * scale))

    def _least(self) -> int:
        """A column's width for a three-digit total (bold)."""
        px = round((12 if len(self._names) <= 5 else 10) * self.scale)
        return QFontMetrics(_font(px, bold=True)).horizontalAdvance("888") + 12

    def _needs(self) -> list[int]:
        """Each column's width for its whole name and a three-digit total (bold)."""
        px = round((12 if len(self._names) <= 5 else 10) * self.scale)
        bold = QFontMetrics(_font(px, bold=True))
        return [max(bold.horizontalAdvance(n) + 12, self._least()) for n in self._names]

    def _word_needs(self) -> list[int]:
        """Each column's width for the longest word of its name (bold)."""
        px = round((12 if len(self._names) <= 5 else 10) * self.scale)
        bold = QFontMetrics(_font(px, bold=True))
        return [
            max([bold.horizontalAdvance(w) + 12 for w in _PIECES.findall(n)] + [self._least()])
            for n in self._names
        ]

    def needed_width(self) -> int:
        """The width that shows every name whole and every three-digit total."""
        px = round((12 if len(self._names) <= 5 else 10) * self.scale)
        bold = QFontMetrics(_font(px, bold=True))
        words = (round_label(10), Panels.tr("Total"))
        side = max(bold.horizontalAdvance(w) for w in words) + 12
        return sum(self._needs()) + side + 2 * self.frameWidth()

    def _spread(self) -> None:
        """Columns as wide as their names need, the room left shared out evenly (equal
        columns cut a long name while a short one had room to spare)."""
        needs = self._needs()
        room = self.viewport().width()
        if not needs or room <= 0:
            return
        count, least = len(needs), self._least()
        if room >= sum(needs):
            widths = [n + (room - sum(needs)) // count for n in needs]
        elif room >= least * count:
            widths = _squeeze(room, least, self._word_needs(), needs)
        else:
            widths = [room // count] * count
        widths[-1] += room - sum(widths)
        header = self.horizontalHeader()
        for seat, width in enumerate(widths):
            if header.sectionSize(seat) != width:
                header.resizeSection(seat, width)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._spread()

    def _section_resized(self, _index: int, _old: int, _new: int) -> None:
        self._fit_headers()

    def updateGeometries(self) -> None:  # noqa: N802 (Qt override: the headers were laid out)
        super().updateGeometries()
        self._fit_headers()

    def _fit_headers(self) -> None:
        """Each name whole, on as many lines as its column needs (cut, "Player 1" and
        "Player 2" both read "Player"); the header grows to the most lines."""
        header = self.horizontalHeader()
        metrics = QFontMetrics(header.font())
        for seat, name in enumerate(getattr(self, "_names", ())):  # Qt asks before __init__ ends
            item = self.horizontalHeaderItem(seat)
            if item is None:
                continue
            shown = wrap_name(name, header.sectionSize(seat) - 6, metrics.horizontalAdvance)
            if item.text() != shown:
                item.setText(shown)


def _squeeze(room: int, least: int, words: list[int], needs: list[int]) -> list[int]:
    """Column widths in too little ``room`` for every name on one line: every total whole
    first, then as many columns as can have their longest word whole, the shortest first
    (one long name broken beats "Em" over "ma" in every column); the room left goes to
    the columns still short of their words, or else to the names by what they lack."""
    widths = [least] * len(needs)
    spare = room - least * len(needs)
    for seat in sorted(range(len(needs)), key=lambda s: words[s]):
        extra = words[seat] - least
        if extra <= spare:
            widths[seat] += extra
            spare -= extra
    short = [s for s in range(len(needs)) if widths[s] < words[s]]
    wants = {s: words[s] - widths[s] for s in short} or {
        s: needs[s] - widths[s] for s in range(len(needs))
    }
    total = sum(wants.values())
    for seat, want in wants.items():
        widths[seat] += spare * want // total if total else 0
    return widths


_PIECES = re.compile(r"[^ -]*-|[^ ]+")  # "Anne-Marie Roy": "Anne-", "Marie", "Roy"


def wrap_name(name: str, room: int, width: Callable[[str], int]) -> str:
    """``name`` in lines no wider than ``room`` by ``width``: broken after a space or a
    hyphen where it can, inside a word only when the word alone is wider than the room."""
    lines: list[str] = []
    line = ""
    for piece in _PIECES.findall(name):
        joined = f"{line} {piece}" if line and not line.endswith("-") else line + piece
        if width(joined) <= room:
            line = joined
            continue
        if line:
            lines.append(line)
        line = ""
        for char in piece:  # a piece too wide alone is broken where the room ends
            if line and width(line + char) > room:
                lines.append(line)
                line = ""
            line += char
    if line:
        lines.append(line)
    return "\n".join(lines)


class TableArea(QWidget):
    """Holds the table view and the pass screen that covers it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableArea")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("QWidget#tableArea { background: #0f4d2c; }")
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        #: Shown where the table will be, while the first deal is made.
        self.placeholder = QLabel(Panels.tr("Shuffling…"))
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
