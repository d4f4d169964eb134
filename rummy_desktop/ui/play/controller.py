"""GameController: the window's adapter over the match: gestures in, the table painted out.

The ``Match`` (rummy_desktop/match) owns the game, the seats and what the table waits for.
The controller forwards a person's moves to it, runs its requests (a computer's move, the
coach's check, a hint) on the BotRunner's thread, and paints what it says: the viewer's
``TableModel`` and the card moves of the events. Between two people at one screen the table
is hidden until the next player clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rummy_desktop.engine import Action, Event, Game, PlayerView, RoundEnded
from rummy_desktop.match import (
    AwaitingPass,
    CoachRequest,
    GameOver,
    HintRequest,
    Match,
    Played,
    Refused,
    RoundOver,
    Thought,
)
from rummy_desktop.match.moves import card_moves
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.model import TableModel, from_view
from rummy_desktop.tabletop.round_summary import end_of_round_model, round_summary
from rummy_desktop.tabletop.status import game_over_text, status_text
from rummy_desktop.ui.play.arranging import HandArranger
from rummy_desktop.ui.play.bot_worker import BotRunner
from rummy_desktop.ui.play.judge import GestureJudge
from rummy_desktop.ui.play.move_lookup import MoveLookup, reader
from rummy_desktop.ui.play.person import PersonMoves
from rummy_desktop.ui.play.turns import ComputerTurns

if TYPE_CHECKING:  # the window hands the scene in: ui/play imports no widgets
    from rummy_desktop.ai import Bot
    from rummy_desktop.engine import Card
    from rummy_desktop.match.talk import TableTalk
    from rummy_desktop.match.undo import History
    from rummy_desktop.ui.table.scene import TableScene


class GameController(QObject):
    modelPushed = Signal(object)  # the TableModel just given to the scene
    stateChanged = Signal()  # the window re-reads buttons, status and scoreboard
    message = Signal(str)  # a refusal: why a move was not made (shown in red)
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
        self.last_model: TableModel | None = None
        self.coach_mode = False  # Preferences: ask once before a human's blunder
        self._round_end_model: TableModel | None = None
        self.runner = BotRunner(self)
        self.turns = ComputerTurns(self, self.runner, self)
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
        scene.stagedChanged.connect(self._staged_changed)
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
    ) -> None:
        """Deal a new game, or go on with ``game`` (a loaded one, already replayed), or replay
        ``actions``; then play until a human must act. ``notes`` are the bots' reasons, one per
        logged action (None for a human move), kept for saved games and the review."""
        self.turns.stop()
        self.match = Match.deal(setup, actions, game, notes, assisted, self.coach_mode)
        self._round_end_model = None
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
    def notes(self) -> list[str | None]:
        return self.live.notes

    @property
    def bots(self) -> dict[int, Bot]:
        return self.live.bots

    @property
    def talk(self) -> TableTalk:
        return self.live.talk

    @property
    def history(self) -> History:
        return self.live.history

    @property
    def thinking(self) -> int | None:
        return self.match.thinking if self.match is not None else None

    @property
    def paused(self) -> bool:
        """A round-end dialog or the pass screen is up."""
        m = self.match
        return m is not None and (isinstance(m.state, RoundOver) or m.viewer is None)

    @property
    def coach_used(self) -> bool:
        return self.match is not None and self.match.coach_used

    @property
    def assisted(self) -> bool:
        """The people at the table had help in this game: an undo, or coach mode asking."""
        return self.match is not None and self.match.assisted

    def game_name(self) -> str:
        """The game as the table knows it: "Hillbilly Rummy", or a contract game's own name."""
        return self.game.rules.game_name if self.game else ""

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
        if m is None:
            return "Choose Game ▸ New Game to deal."
        if isinstance(m.state, GameOver):
            return game_over_text(m.game, m.names) + " Choose Play again or Game ▸ New Game."
        if isinstance(m.state, RoundOver):
            return "The round is over: see the scores."
        if m.viewer is None:
            seat = m.state.to_seat if isinstance(m.state, AwaitingPass) else None
            return f"Pass the computer to {m.names[seat]}." if seat is not None else ""
        return status_text(
            m.game.view(m.viewer),
            m.names,
            m.humans,
            thinking=m.thinking is not None,
            moves=reader(self.lookup, m.game, m.viewer),
        )

    def scores(self) -> tuple[tuple[int, ...], ...]:
        return self.game.scores if self.game else ()

    # ---- what the gesture judge, the person's moves and the turns use -------------------

    def staged_melds(self) -> list[list[Card]]:
        return self.scene.staged_melds()

    def tell(self, refusal: str) -> None:
        self.message.emit(refusal)

    def note(self, news: str) -> None:
        self.notice.emit(news)

    def changed(self) -> None:
        self.stateChanged.emit()

    def is_animating(self) -> bool:
        return self.scene.is_animating()

    def choose(self, question: str, labels: list[str]) -> int | None:
        """Ask the player to pick one of ``labels`` (the window's ``chooser``; without a
        window, the first). None: the player cancelled."""
        if self.chooser is None:
            return 0
        return self.chooser(question, labels)

    def in_words(self, refusal: str) -> str:
        """The engine's refusal as the person at the table should read it (the match's)."""
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

    # ---- a person's move, the coach, a hint -----------------------------------------------

    def submit(self, action: Action) -> bool:
        """Play a person's move through the match; a refused one snaps back with its
        sentence. In coach mode the match may first have the coach judge it (a request run on
        the worker thread, as a computer's move is)."""
        seat = getattr(action, "seat", None)
        if self.match is None or not isinstance(seat, int):
            return False
        result = self.match.play(seat, action)
        if isinstance(result, Refused):
            self.message.emit(result.reason)
            self._push(animate=True)
            return False
        if isinstance(result, CoachRequest):
            self.turns.ask(result)
            self.notice.emit("The coach is looking at your move…")
            self._push(animate=True)  # the card waits where it was
            return True
        self.played(result)
        return True

    def coach_answer(self, go_on: bool) -> None:
        """The player's answer to the coach's question: play the move anyway, or not."""
        if self.match is None:
            return
        played = self.match.coach_answer(go_on)
        if played is not None:
            self.played(played)
        elif not go_on:
            self.notice.emit("Kept: choose another move")
            self._push(animate=False)

    def request_hint(self) -> None:
        if self.match is None:
            return
        request = self.match.hint(self.acting_human())
        if isinstance(request, Refused):
            self.message.emit(request.reason)
            return
        self.turns.ask(request)
        self.notice.emit("Thinking about a hint…")

    def hint_answered(self, request: HintRequest, thought: Thought) -> None:
        advice = self.live.hint_answered(request, thought)
        if advice is None:
            return
        self.talkChanged.emit()
        self.scene.show_hint(advice.cards, advice.piles)
        self.notice.emit(advice.text)

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
        if self.match is None or self._round_end_model is None:
            return
        self._round_end_model = None
        self.scene.clear_staged()
        deal = self.match.continue_round()
        if isinstance(self.match.state, GameOver):
            self.stateChanged.emit()
            return
        self._push(animate=True, events=deal)
        self.stateChanged.emit()
        self.turns.schedule()

    # ---- undo and redo ------------------------------------------------------------------

    def undo_point(self) -> int | None:
        return self.match.undo_point() if self.match is not None else None

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def can_redo(self) -> bool:
        return self.match is not None and self.match.can_redo()

    def why_no_undo(self) -> str:
        if self.match is None:
            return "The game is over: nothing to undo"
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
            self._show_round_end(ended, list(played.events))
            return
        self._push(animate=True, events=played.events)
        self.eventsApplied.emit(list(played.events))
        self.stateChanged.emit()
        self.turns.schedule()

    def _show_round_end(self, ended: RoundEnded, events: list[Event]) -> None:
        game = self.live_game
        if self.last_model is None:  # every deal is pushed to the scene before a move
            raise RuntimeError("A round ended before the table was shown")
        summary = round_summary(game, ended, events, self.names)
        self._round_end_model = end_of_round_model(self.last_model, ended, events)
        self.scene.set_model(self._round_end_model, animate=True)
        self.modelPushed.emit(self._round_end_model)
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        self.roundEnded.emit(summary)

    def _push(self, animate: bool, events: Sequence[Event] = ()) -> None:
        """Give the scene the table as the viewer sees it (all backs behind the pass screen),
        with the card moves of ``events``, the events that made it."""
        if self.match is None:
            return
        viewer = self.match.viewer
        seat = viewer if viewer is not None else 0
        model = from_view(
            self.live_game.view(seat, with_legal_actions=False), self.names, self.humans
        )
        if viewer is None:
            model = replace(
                model, viewer=None, seats=tuple(replace(s, hand=None) for s in model.seats)
            )
        before = self.last_model.discard if self.last_model is not None else ()
        melds = {m.meld_id: m.cards + m.extras for m in model.melds}
        moves = card_moves(events, model.viewer, melds, before)
        self.last_model = model
        self.scene.set_model(model, animate=animate and self.animation_ms > 0, moves=moves)
        self.modelPushed.emit(model)

    def _staged_changed(self) -> None:
        check = self.person.stage_check()
        if check is not None:
            self.scene.set_staged_status(check.notes())
        self.stateChanged.emit()
