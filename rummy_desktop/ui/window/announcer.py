"""Announcements for a screen reader: what happens at the table, as it happens, paced.

Every line comes from what the person at the screen may read: Table Talk's ``visible_talk()``
(so a hot-seat player never hears another's draw, and behind the pass screen only public
lines are said), their own "what to do now" status, the round's scores and the F2 reading.
Lines are sent one at a time as ``QAccessibleAnnouncementEvent`` (AT-SPI's
``object:announcement`` on Linux, UIA notifications on Windows, NSAccessibility
announcements on macOS, all by Qt), each after the last had time to be spoken. When the
reader changes (the pass screen, the next player) the queue is dropped: nothing of one
person's is said to the next.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from rummy_desktop.tabletop.describe import round_scores, spoken

if TYPE_CHECKING:
    from rummy_desktop.tabletop.round_summary import RoundSummary
    from rummy_desktop.ui.play.controller import GameController

MS_PER_CHAR = 55  # about 180 words a minute, a screen reader's usual rate
MIN_GAP_MS = 700
MAX_QUEUE = 12  # beyond this (the fastest speed, many bots) the oldest news is dropped


class Announcer(QObject):
    """Says the table's news through ``widget`` (the window) to the screen reader."""

    announced = Signal(str)  # each line as it is sent (the tests and a log read it)

    def __init__(self, widget: QWidget, controller: GameController) -> None:
        super().__init__(widget)
        self.widget = widget
        self.controller = controller
        self.said: list[str] = []  # every line sent, oldest first
        self.heard: list[tuple[int | None, str]] = []  # (who was at the screen, the line)
        self.enabled = True
        self.pace = (MS_PER_CHAR, MIN_GAP_MS)  # ms a character, least ms between two lines
        self._queue: deque[tuple[str, bool]] = deque()
        self._reader: object = object()  # whose lines were last read (a seat, or None)
        self._talk_seen = 0
        self._status = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        # None: pace the computers only while a screen reader listens (QAccessible.isActive()).
        self.pacing: bool | None = None
        controller.turns.hold = self.busy
        controller.talkChanged.connect(self._talk_changed)
        controller.stateChanged.connect(self._state_changed)
        controller.roundEnded.connect(self._round_ended)

    # ---- what to say ---------------------------------------------------------------------

    def say(self, text: str, urgent: bool = False) -> None:
        """Queue ``text`` (``urgent``: first in line, and said assertively)."""
        text = spoken(text)
        if not text or not self.enabled:
            return
        if urgent:
            self._queue.appendleft((text, True))
        else:
            self._queue.append((text, False))
            while len(self._queue) > MAX_QUEUE:
                self._queue.popleft()
        if not self._timer.isActive():
            self._next()

    def read_out(self, lines: list[str]) -> None:
        """The F2 reading: at once, replacing whatever news was waiting."""
        self._reader_changed()
        self._queue.clear()
        self._timer.stop()
        self.say(" ".join(lines), urgent=True)

    def pending(self) -> list[str]:
        return [text for text, _ in self._queue]

    def busy(self) -> bool:
        """Still reading out news, while a screen reader listens: the computers wait."""
        listening = QAccessible.isActive() if self.pacing is None else self.pacing
        return listening and (bool(self._queue) or self._timer.isActive())

    # ---- the controller's news -----------------------------------------------------------

    def _reader_changed(self) -> bool:
        reader = self.controller.viewer
        if reader == self._reader:
            return False
        # A new person at the screen (or nobody): forget what was queued for the last one.
        self._reader = reader
        self._queue.clear()
        self._timer.stop()
        self._talk_seen = len(self.controller.visible_talk())
        self._status = ""
        return True

    def _talk_changed(self) -> None:
        lines = self.controller.visible_talk()
        if self._reader_changed() or len(lines) < self._talk_seen:  # a new game's talk
            self._talk_seen = len(lines)
            return
        fresh, self._talk_seen = lines[self._talk_seen :], len(lines)
        for line in fresh:
            self.say(line)

    def _state_changed(self) -> None:
        c = self.controller
        self._reader_changed()
        if c.game is None or c.acting_human() is None:
            self._status = ""
            return
        status = c.status()
        if status and status != self._status:
            self._status = status
            self.say(status)

    def _round_ended(self, summary: RoundSummary) -> None:
        s = summary
        self.say(round_scores(s.round_no, s.names, s.points, s.totals, s.went_out))

    # ---- sending, one at a time ----------------------------------------------------------

    def _next(self) -> None:
        self._reader_changed()  # the pass screen went up since: nothing queued is said
        if not self._queue:
            return
        text, urgent = self._queue.popleft()
        event = QAccessibleAnnouncementEvent(self.widget, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        self.said.append(text)
        self.heard.append((self.controller.viewer, text))
        self.announced.emit(text)
        per_char, least = self.pace
        self._timer.start(max(least, per_char * len(text)))
