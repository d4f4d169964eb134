"""GameController: the window's adapter over the match: gestures in, the table painted out.

The ``Match`` (rummy_desktop/match) owns the game, the seats and what the table waits for.
The controller forwards a person's moves to it, runs its requests (a computer's move, the
coach's check, a hint) on the BotRunner's thread, and paints what it says: the viewer's
``TableModel`` and the card moves of the events. Between two people at one screen the table
is hidden until the next player clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rummy_desktop.engine import Action, Event, Game, PlayerView, Problem
from rummy_desktop.match import (
    CoachRequest,
    GameOver,
    Match,
    Played,
    Refused,
    Request,
    RoundOver,
)
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.status import table_status
from rummy_desktop.ui.play.aids import TableAids
from rummy_desktop.ui.play.arranging import HandArranger
from rummy_desktop.ui.play.bot_worker import BotRunner
from rummy_desktop.ui.play.judge import GestureJudge
from rummy_desktop.ui.play.move_lookup import MoveLookup, reader
from rummy_desktop.ui.play.painter import TablePainter
from rummy_desktop.ui.play.person import PersonMoves
from rummy_desktop.ui.play.turns import ComputerTurns
from rummy_desktop.ui.play.words import PlayWords
from rummy_desktop.wording import coach_looking

if TYPE_CHECKING:  # the window hands the scene in: ui/play imports no widgets
    from rummy_desktop.engine import Card
    from rummy_desktop.tabletop.model import TableModel
    from rummy_desktop.ui.table.scene import TableScene


class GameController(QObject):
    modelPushed = Signal(object)  # the TableModel just given to the scene
    stateChanged = Signal()  # the window re-reads buttons, status and scoreboard
    message = Signal(str)  # a refusal: why a move was not made (shown in red)
    accepted = Signal()  # a person's move was taken: a refusal still shown is out of date
    coachAsks = Signal(str)  # coach mode: the window asks this, then calls coach_answer
    notice = Signal(str)  # a transient piece of news for the viewer: a hint, "Thinking…"
    talkChanged = Signal()  # Table Talk grew, or its reader changed: re-read visible_talk()
    roundEnded = Signal(object)  # RoundSummary; call continue_after_round() to go on
    privacyRequested = Signal(int)  # hide the table: pass the computer to this seat
    eventsApplied = Signal(object)  # list of events, after the scene was updated
    rewound = Signal()  # an undo or redo changed the game: autosave it, re-read everything

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.match: Match | None = None
        self.painter = TablePainter(scene, self.modelPushed.emit)
        self.coach_mode = False  # Preferences: ask once before a human's blunder
        self.runner = BotRunner(self)
        self.aids = TableAids(self, scene)
        self.turns = ComputerTurns(self, scene, self.runner, self.aids.hint_answered, self)
        # View ▸ Arrange searches for the hand's melds off the window's thread (issue 32).
        self.arranger = HandArranger(
            scene, lambda: self.paused, self.notice.emit, self.message.emit, self
        )
        # So are the lay-downs the status line and a swap need: re-read when one is found.
        self.lookup = MoveLookup(self)
        self.lookup.found.connect(self._found)
        # How a question is put to the player (a dialog): set by the window.
        self.chooser: Callable[[str, list[str]], int | None] | None = None
        self.judge = GestureJudge(self)
        scene.set_judge(self.judge)
        self.person = PersonMoves(self, scene, self.judge)
        # Slots return None: PySide6 6.12 drops a reference to a slot's return value, which
        # kills the process when that value is True or False (see ui-contract.md, Changes).
        scene.gestureMade.connect(self.person.gesture)
        scene.stagedChanged.connect(self.person.staged_changed)
        scene.moveRejected.connect(self.message)
        scene.animationsFinished.connect(self.turns.animations_finished)

    # ---- starting ---------------------------------------------------------------------

    def start(
        self,
        setup: GameSetup,
        actions: tuple[Action, ...] = (),
        game: Game | None = None,
        notes: list[str | None] | None = None,
        assisted: bool = False,
        match: Match | None = None,
    ) -> None:
        """Deal a new game, or go on with ``game`` (a loaded one, already replayed), or replay
        ``actions``; then play until a human must act. ``notes`` are the bots' reasons, one per
        logged action (None for a human move), kept for saved games and the review. ``match``:
        a seat at a table held elsewhere (``net.remote.RemoteMatch``) is played instead."""
        self.turns.stop()
        self.match = match or Match.deal(setup, actions, game, notes, assisted, self.coach_mode)
        self.painter.round_end_model = None
        self.scene.clear_staged()
        self.talkChanged.emit()
        # A fresh deal flies card by card from the stock; a loaded game is laid out as it is.
        opening = self.match.opening
        self._push(animate=bool(opening), events=opening)
        self.stateChanged.emit()
        self.turns.schedule()

    # What the window and the tests read of the match being played.

    @property
    def game(self) -> Game | None:
        return self.match.game if self.match is not None else None

    @property
    def live(self) -> Match:
        """The match being played, for what only a dealt game has (a move, a hint, an undo):
        asked before a deal, that is a bug in the caller, said plainly."""
        if self.match is None:
            raise RuntimeError("No game has been dealt yet")
        return self.match

    @property
    def live_game(self) -> Game:
        return self.live.game

    @property
    def setup(self) -> GameSetup | None:
        return self.match.setup if self.match is not None else None

    @property
    def names(self) -> tuple[str, ...]:
        return self.match.names if self.match is not None else ()

    @property
    def humans(self) -> tuple[bool, ...]:
        return self.match.humans if self.match is not None else ()

    @property
    def viewer(self) -> int | None:
        return self.match.viewer if self.match is not None else None

    @property
    def thinking(self) -> int | None:
        return self.match.thinking if self.match is not None else None

    @property
    def paused(self) -> bool:
        """A round-end dialog or the pass screen is up."""
        m = self.match
        return m is not None and (isinstance(m.state, RoundOver) or m.viewer is None)

    @property
    def last_model(self) -> TableModel | None:
        return self.painter.last_model

    @property
    def round_shown(self) -> bool:
        """The round-end table (every hand face up) is shown until the dialog is closed."""
        return self.painter.round_end_model is not None

    @property
    def coach_used(self) -> bool:
        return self.match is not None and self.match.coach_used

    @property
    def assisted(self) -> bool:
        """The people at the table had help in this game: an undo, or coach mode asking."""
        return self.match is not None and self.match.assisted

    @property
    def animation_ms(self) -> int:
        """The pause between moves is a card's flight: the scene's speed, its one home."""
        return self.scene.animation_ms

    def set_animation_ms(self, ms: int) -> None:
        self.scene.set_animation_ms(ms)

    def set_coach_mode(self, on: bool) -> None:
        self.coach_mode = on
        if self.match is not None:
            self.match.set_coach_mode(on)

    def shutdown(self) -> None:
        """Stop playing: no answer still on its way may move afterwards."""
        self.turns.stop()
        self.runner.stop()
        self.arranger.stop()
        self.lookup.stop()

    # ---- what the window asks ---------------------------------------------------------

    def view(self) -> PlayerView | None:
        """The view of the seat whose cards are shown (None behind the pass screen)."""
        if self.match is None or self.match.viewer is None:
            return None
        return self.match.view(self.match.viewer)

    def acting_human(self) -> int | None:
        """The human seat that may move now and is looking at its cards, else None."""
        return self.match.acting_human() if self.match is not None else None

    def visible_talk(self) -> list[str]:
        """The Table Talk lines the person at the screen may read (public ones only behind
        the pass screen)."""
        return self.match.talk.visible_to(self.match.viewer) if self.match is not None else []

    def say(self, text: str) -> None:
        """A public line of Table Talk."""
        self.live.talk.say(text)
        self.talkChanged.emit()

    def legal(self) -> tuple[Action, ...]:
        return self.live.legal(self.acting_human()) if self.match is not None else ()

    def searched(self, seat: int, kind: type) -> tuple[Action, ...] | None:
        """``seat``'s moves of ``kind``; a lay-down search runs on a worker thread, and until
        it answers this is None (``stateChanged`` follows the answer)."""
        return self.lookup.moves_of(self.live_game, seat, kind)

    def status(self) -> str:
        m = self.match
        moves = reader(self.lookup, m.game, m.viewer) if m and m.viewer is not None else None
        return table_status(m, moves)

    # ---- what the gesture judge, the person's moves and the turns use -------------------

    def staged_melds(self) -> list[list[Card]]:
        return self.scene.staged_melds()

    def tell(self, refusal: str) -> None:
        self.message.emit(refusal)

    def note(self, news: str) -> None:
        self.notice.emit(news)

    def changed(self) -> None:
        self.stateChanged.emit()

    def choose(self, question: str, labels: list[str]) -> int | None:
        """Ask the player to pick one of ``labels`` (the window's ``chooser``; without a
        window, the first). None: the player cancelled."""
        if self.chooser is None:
            return 0
        return self.chooser(question, labels)

    def in_words(self, refusal: Problem | str) -> str:
        """A refusal as the person at the table should read it (the match's words)."""
        return self.live.in_words(self.acting_human(), refusal)

    def coach_asks(self, question: str) -> None:
        self.coachAsks.emit(question)

    def screen_hidden(self, to_seat: int) -> None:
        """The table waits for the computer to be passed: hide the cards, say to whom."""
        m = self.live
        if m.viewer is not None:
            m.hide_screen()
            self.scene.clear_staged()
            self._push(animate=False)
            self.talkChanged.emit()
        self.stateChanged.emit()
        self.privacyRequested.emit(to_seat)

    def _found(self) -> None:
        """A lay-down search answered: the status and the gestures' verdicts may change."""
        self.scene.rejudge()
        self.stateChanged.emit()

    # ---- a person's move, the pass screen, the round's end -----------------------------------------------

    def submit(self, action: Action) -> bool:
        """Play a person's move: a refused one snaps back, said; the coach may judge it first."""
        seat = getattr(action, "seat", None)
        if self.match is None or not isinstance(seat, int):
            return False
        result = self.match.play(seat, action)
        if isinstance(result, Refused):
            self.message.emit(result.reason)
            self._push(animate=True)
            return False
        self.accepted.emit()
        if isinstance(result, CoachRequest):
            self.turns.ask(result)
            self.notice.emit(coach_looking())
            self._push(animate=True)  # the card waits where it was
            return True
        self.played(result)
        return True

    def ask(self, request: Request) -> None:
        self.turns.ask(request)

    def repaint(self) -> None:
        self._push(animate=False)

    def talked(self) -> None:
        self.talkChanged.emit()

    def reveal_to(self, seat: int) -> None:
        """The pass screen was clicked: show ``seat``'s cards and carry on."""
        if self.match is None:
            return
        self.match.reveal(seat)
        self.scene.clear_staged()
        self._push(animate=False)
        self.talkChanged.emit()
        self.stateChanged.emit()
        self.turns.schedule()

    def continue_after_round(self) -> None:
        """The round-end dialog was closed: deal the next round."""
        if self.match is None or self.painter.round_end_model is None:
            return
        self.painter.round_end_model = None
        self.scene.clear_staged()
        deal = self.match.continue_round()
        if isinstance(self.match.state, GameOver):
            self.stateChanged.emit()
            return
        self._push(animate=True, events=deal)
        self.stateChanged.emit()
        self.turns.schedule()

    # ---- undo and redo ------------------------------------------------------------------

    def can_undo(self) -> bool:
        return self.match is not None and self.match.undo_point() is not None

    def can_redo(self) -> bool:
        return self.match is not None and self.match.can_redo()

    def why_no_undo(self) -> str:
        if self.match is None:
            return PlayWords.tr("The game is over: nothing to undo")
        return self.match.why_no_undo()

    def undo(self) -> bool:
        """Take back the human's last decision and the computers' moves after it."""
        if self.match is None:
            return False
        refused = self.match.undo()
        if refused is not None:
            self.message.emit(refused.reason)
            return False
        self._rewound(animate=False, events=())
        return True

    def redo(self) -> bool:
        """Play forward again what the last undo took back, up to the next human decision."""
        if self.match is None:
            return False
        result = self.match.redo()
        if isinstance(result, Refused):
            self.message.emit(result.reason)
            return False
        self._rewound(animate=True, events=result.events)
        return True

    def _rewound(self, animate: bool, events: Sequence[Event]) -> None:
        self.turns.stop()
        self.scene.clear_staged()
        self.talkChanged.emit()
        self._push(animate=animate, events=events)
        self.rewound.emit()
        self.stateChanged.emit()
        self.turns.schedule()

    # ---- after every move -------------------------------------------------------------

    def played(self, played: Played) -> None:
        """A move was made (a person's, a computer's): paint it, then whose move next."""
        if played.said:
            self.message.emit(played.said)
        self.talkChanged.emit()
        ended = played.round_ended
        if ended is not None:
            events = list(played.events)
            summary = self.painter.round_end(self.live, ended, events)
            self.eventsApplied.emit(events)
            self.stateChanged.emit()
            self.roundEnded.emit(summary)
            return
        self._push(animate=True, events=played.events)
        self.eventsApplied.emit(list(played.events))
        self.stateChanged.emit()
        self.turns.schedule()

    def _push(self, animate: bool, events: Sequence[Event] = ()) -> None:
        if self.match is not None:
            self.painter.push(self.match, animate, events)
