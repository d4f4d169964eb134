"""Whose move next: the computers' turns, run on the BotRunner's thread, and the pauses
between moves (the cards landing, the news being read out, the pass screen).

The match says what the table waits for; this part only decides *when* to ask it again, and
hands each answer back to the match, which takes it or drops it (stale answers are dropped by
the match, not by flags here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.match import (
    AwaitingPass,
    CoachRequest,
    HintRequest,
    Match,
    MoveRequest,
    Played,
    Request,
    Thought,
)
from rummy_desktop.ui.play.bot_worker import BotRunner

if TYPE_CHECKING:
    from rummy_desktop.ui.table.scene import TableScene

HOLD_MS = 8000  # the longest a computer waits for the news to be read out
HOLD_STEP_MS = 100


class TurnsTable(Protocol):
    """What the turns need of the controller: the match, and how to show what happened."""

    @property
    def match(self) -> Match | None: ...

    @property
    def animation_ms(self) -> int: ...

    def played(self, played: Played) -> None: ...  # a move was made: paint it, go on

    def screen_hidden(self, to_seat: int) -> None: ...  # the pass screen goes up

    def coach_asks(self, question: str) -> None: ...

    def tell(self, refusal: str) -> None: ...

    def changed(self) -> None: ...  # buttons, status and scoreboard to be read again


class ComputerTurns(QObject):
    coachDone = Signal()  # the coach's check is over, whatever it said: its note goes

    def __init__(
        self,
        table: TurnsTable,
        scene: TableScene,
        runner: BotRunner,
        hints: Callable[[HintRequest, Thought], None],
        parent: QObject | None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.scene = scene  # whether the cards are still flying
        self.hints = hints  # a hint's answer: shown by the table's aids
        self.runner = runner
        runner.decided.connect(self._answered)
        runner.failed.connect(self._failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._waiting_animation = False
        # Whether the table's news is still being read out (the window's announcer): a computer
        # then waits its turn, for at most HOLD_MS, so a screen reader's user can follow.
        self.hold: Callable[[], bool] | None = None
        self._held_ms = 0
        # A box the person must answer first (the welcome box): no computer moves behind it;
        # an answer that arrives meanwhile is played once the box is answered.
        self.waiting = False
        self._answer_kept: Callable[[], None] | None = None

    def stop(self) -> None:
        """No move is scheduled any more (a new game, an undo, the window closing)."""
        self._timer.stop()
        self._waiting_animation = False
        self._answer_kept = None  # a new game, an undo: the answer is stale

    def wait_for_person(self) -> None:
        """Nothing is played until ``go_on`` (the person has a box to answer first)."""
        self.waiting = True

    def go_on(self) -> None:
        """The box is answered: the answer kept meanwhile is played, or the next one asked."""
        self.waiting = False
        kept, self._answer_kept = self._answer_kept, None
        if kept is not None:
            kept()
        else:
            self.schedule()

    def ask(self, request: Request) -> None:
        self.runner.ask(request)

    def schedule(self) -> None:
        """Carry on once the cards have landed (after a pause so a bot's move can be seen)."""
        if self.table.match is None:
            return
        if self.scene.is_animating():
            self._waiting_animation = True
            return
        # A QTimer object, not QTimer.singleShot(ms, callable): in PySide6 6.12 the latter
        # drops a reference to the callable's return value (None) and aborts the process.
        self._timer.start(self.table.animation_ms)

    def animations_finished(self) -> None:
        if self._waiting_animation:
            self._waiting_animation = False
            self.schedule()

    def _next(self) -> None:
        """The cards have landed: ask the computer the table waits for, or put up the pass
        screen, or leave the person at the screen to move."""
        m = self.table.match
        if m is None or self.waiting:  # go_on asks again
            return
        state = m.state
        if isinstance(state, AwaitingPass):
            self.table.screen_hidden(state.to_seat)
            return
        if any(not m.humans[s] for s in state.seats) and m.thinking is None:
            if self.hold is not None and self.hold() and self._held_ms < HOLD_MS:
                self._held_ms += HOLD_STEP_MS
                self._timer.start(HOLD_STEP_MS)
                return
            self._held_ms = 0
            request = m.next_request()
            if request is not None:
                self.runner.ask(request)
        self.table.changed()

    def _answered(self, request: Request, thought: Thought) -> None:
        """An answer from the worker thread: the match takes it or drops it."""
        m = self.table.match
        if m is None or not self.runner.running:
            return
        if self.waiting:
            self._answer_kept = lambda: self._answered(request, thought)
            return
        if isinstance(request, MoveRequest):
            played = m.answer(request, thought)
        elif isinstance(request, CoachRequest):
            self.coachDone.emit()
            judged = m.coach_judged(request)
            if isinstance(judged, str):
                self.table.coach_asks(judged)
                return
            played = judged
        else:
            self.hints(request, thought)
            return
        self._go_on(played)

    def _failed(self, request: Request, text: str) -> None:
        m = self.table.match
        if m is None or not self.runner.running:
            return
        if self.waiting:
            self._answer_kept = lambda: self._failed(request, text)
            return
        if isinstance(request, HintRequest):
            said = m.hint_failed(request, text)
            if said is not None:
                self.table.tell(said)
            return
        if isinstance(request, CoachRequest):  # the coach failed: play the move
            self.coachDone.emit()
            played = m.coach_failed(request)
        else:
            played = m.failed(request, text)
        self._go_on(played)

    def _go_on(self, played: Played | None) -> None:
        if played is not None:
            self.table.played(played)
        else:
            self.schedule()  # a stale answer: whoever the table waits for now is asked
