"""The status bar: the instruction (what to do now) and a transient message beside it, red
for a refusal, plain for news."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar

from rummy_desktop.i18n import Words

if TYPE_CHECKING:
    from rummy_desktop.ui.play.controller import GameController

REFUSAL_STYLE = "color: #8a1c1c; font-weight: 600; padding: 3px 8px;"  # red: a move refused
NOTICE_STYLE = "color: #2b2b2b; padding: 3px 8px;"  # plain news


class Status(Words):
    """The status line (a translation context)."""


class Instruction(QLabel):
    """What to do now, on one line, or wrapped onto more when the window is narrower than the
    sentence (German, a contract game of one's own); its height follows its text, which the
    status bar's layout would not do for it."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.height():
            self.setFixedHeight(needed)


class StatusLine(QObject):
    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        bar.setStyleSheet("QStatusBar { background: #f4efe1; border-top: 1px solid #cfc6ad; }")
        #: The status line while the first deal is made.
        self.instruction = Instruction(Status.tr("Shuffling the cards…"))
        self.instruction.setObjectName("instruction")
        self.instruction.setTextFormat(Qt.TextFormat.PlainText)  # "Your turn, NAME": not markup
        self.instruction.setStyleSheet("font-size: 14px; font-weight: 600; padding: 3px 8px;")
        self.message_label = QLabel()
        self.message_label.setObjectName("message")
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)  # messages quote files and names
        self.message_label.setStyleSheet(NOTICE_STYLE)
        # A long hint wraps onto a second line rather than being cut at the window's edge; the
        # bar keeps room for two lines, so the table does not jump when a message comes and goes.
        self.message_label.setWordWrap(True)
        self.message_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.message_label.setMinimumHeight(2 * self.message_label.fontMetrics().lineSpacing() + 8)
        # Beside the instruction, which wraps rather than being cut when a long message takes
        # room from it (German and French: "Ada hat A♠ abgel").
        bar.addWidget(self.instruction, 1)
        bar.addPermanentWidget(self.message_label, 1)
        self._refusal = False  # the message shown is a refusal (drop_refusal)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)  # and forgets it was a refusal

    def follow(self, controller: GameController) -> None:
        """Show the table's refusals and news, and drop a refusal once a move is taken."""
        controller.message.connect(self._refused)
        controller.accepted.connect(self.drop_refusal)
        controller.notice.connect(self.show_notice)

    def show_message(self, text: str, ms: int = 7000) -> None:
        """A refusal or a problem: why something was not done (in red)."""
        self._transient(text, ms, REFUSAL_STYLE)

    def _refused(self, text: str) -> None:
        """A move the table did not take: said until the person's next move is taken (a
        problem such as a failed autosave stays its time)."""
        self.show_message(text)
        self._refusal = True

    def show_notice(self, text: str, ms: int = 7000) -> None:
        """News for the person at the screen (a hint, "Saved to …"): not a refusal."""
        self._transient(text, ms, NOTICE_STYLE)

    def _transient(self, text: str, ms: int, style: str) -> None:
        self.message_label.setStyleSheet(style)
        self.message_label.setText(text)
        self._refusal = False
        self._timer.start(ms)

    def drop_refusal(self) -> None:
        """The person's next move was taken: why the last one was not is no longer true
        ("First buy the A♠ or pass on it" after the pass); news stays its time."""
        if self._refusal:
            self.clear()

    def withdraw(self, text: str) -> None:
        """News that is no longer true ("The coach is looking…"): cleared if still shown."""
        if self.message_label.text() == text:
            self.clear()

    def clear(self) -> None:
        self._refusal = False
        self._timer.stop()
        self.message_label.clear()
