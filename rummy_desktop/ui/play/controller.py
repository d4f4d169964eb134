"""GameController: owns the Game, turns the scene's gestures into actions, runs the bots.

The scene shows only what the controller hands it (a TableModel for the viewer seat) and
reports gestures; the engine decides what is legal. Computer seats think on the BotRunner's
thread. Between two human seats the table is hidden until the next player clicks.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from rummy_desktop.ai import Bot, make_bot
from rummy_desktop.coach.check import CoachCheck
from rummy_desktop.coach.hint import CoachHint
from rummy_desktop.engine import (
    Action,
    Buy,
    Card,
    DeclineBuy,
    Discard,
    DrawStock,
    Game,
    GoOut,
    IllegalAction,
    LayDown,
    PlayerView,
    RoundEnded,
    TakeDiscard,
)
from rummy_desktop.tabletop.hints import advise
from rummy_desktop.tabletop.model import TableModel, from_view
from rummy_desktop.tabletop.moves import card_moves
from rummy_desktop.tabletop.round_summary import end_of_round_model, round_summary
from rummy_desktop.tabletop.setup import GameSetup
from rummy_desktop.tabletop.staging import StageCheck, check_staged
from rummy_desktop.tabletop.status import status_text
from rummy_desktop.tabletop.talk import TableTalk
from rummy_desktop.tabletop.undo import redo_length, rewound, round_start, undo_target
from rummy_desktop.ui.play.arrange_worker import ArrangeRunner
from rummy_desktop.ui.play.bot_worker import BotRunner
from rummy_desktop.ui.play.history import History
from rummy_desktop.ui.play.judge import GestureJudge

if TYPE_CHECKING:  # the window hands the scene in: ui/play imports no widgets
    from rummy_desktop.ui.table.scene import TableScene


HOLD_MS = 8000  # the longest a computer waits for the news to be read out
HOLD_STEP_MS = 100


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
        self.game: Game | None = None
        self.setup: GameSetup | None = None
        self.names: tuple[str, ...] = ()
        self.humans: tuple[bool, ...] = ()
        self.viewer: int | None = None
        self.bots: dict[int, Bot] = {}
        self.notes: list[str | None] = []
        self.last_model: TableModel | None = None
        self.animation_ms = 250
        self.paused = False  # a round-end dialog or the pass screen is up
        self.thinking: int | None = None  # the seat whose bot is thinking
        self._ticket = 0
        self._hint_ticket = 0
        self._hint_bot: CoachHint | None = None
        self.coach_mode = False  # Preferences: ask once before a human's blunder
        self.coach_used = False  # coach mode was on during this game: it is assisted
        self._coach: CoachCheck | None = None  # the move being judged, or asked about
        self._coach_ticket = 0
        self._coach_asked: set[tuple[int, Action]] = set()
        self._hint_for: tuple[int, int] | None = None  # (seat, moves so far) the hint was asked at
        self.talk = TableTalk((), ())
        self.history = History()
        self._generation = 0  # bumps on every new game: stale timers and answers are ignored
        self._waiting_animation = False
        self._round_end_model: TableModel | None = None
        self._next_deal: list = []
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self._next)
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._bot_decided)
        self.runner.failed.connect(self._bot_failed)
        # View ▸ Arrange searches for the hand's melds off the window's thread (issue 32).
        self.arranger = ArrangeRunner(self)
        self.arranger.arranged.connect(self._arranged)
        self.arranger.failed.connect(self._arrange_failed)
        self._arrange_ticket = 0
        # Whether the table's news is still being read out (the window's announcer): a computer
        # then waits its turn, for at most HOLD_MS, so a screen reader's user can follow.
        self.hold: Callable[[], bool] | None = None
        self._held_ms = 0
        # How a question is put to the player (a dialog): set by the window.
        self.chooser: Callable[[str, list[str]], int | None] | None = None
        self.judge = GestureJudge(self)
        scene.set_judge(self.judge)
        # Slots return None: PySide6 6.12 drops a reference to a slot's return value, which
        # kills the process when that value is True or False (see ui-contract.md, Changes).
        scene.drawStockRequested.connect(self._on_draw_stock)
        scene.takeDiscardRequested.connect(self._on_take_discard)
        scene.discardRequested.connect(self._on_discard)
        scene.layOffRequested.connect(self._on_lay_off)
        scene.swapRequested.connect(self._on_swap)
        scene.stagedChanged.connect(self._staged_changed)
        scene.moveRejected.connect(self.message)
        scene.animationsFinished.connect(self._animations_finished)

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
        self._generation += 1
        self._coach, self._coach_ticket, self._coach_asked = None, 0, set()
        self.coach_used = self.coach_mode
        self._next_timer.stop()
        seed = game.seed if game is not None else setup.seed
        seed = seed if seed is not None else random.randrange(1, 1_000_000)
        self.setup = replace(setup, seed=seed)
        if game is None:
            rules = setup.rules()
            game = Game.replay(rules, seed, actions) if actions else Game(rules, seed)
        self.game = game
        self.notes = list(notes) if notes is not None else [None] * len(game.log)
        self.names = tuple(s.name for s in setup.seats)
        self.humans = tuple(s.is_human for s in setup.seats)
        self.bots = {
            i: make_bot(s.level, seed * 10 + i) for i, s in enumerate(setup.seats) if s.level
        }
        people = [i for i, h in enumerate(self.humans) if h]
        self.viewer = people[0] if len(people) == 1 else (0 if not people else None)
        self.paused = False
        self.thinking = None
        self._round_end_model = None
        self.history.reset(round_start(game) if game.log else 0, assisted)
        self.scene.clear_staged()
        first = f"{self.game_name()}, deal number {seed}"
        if game.log:  # a loaded game: its talk so far, from its own log
            self.talk = TableTalk.replayed(game, self.names, self.humans, first)
        else:
            self.talk = TableTalk(self.names, self.humans, game.rules)
            self.talk.say(first)
            self.talk.record(game.opening_events)
        self.talkChanged.emit()
        # A fresh deal flies card by card from the stock; a loaded game is laid out as it is.
        self._push(animate=not game.log, events=() if game.log else game.opening_events)
        self.stateChanged.emit()
        self._schedule()

    @property
    def live_game(self) -> Game:
        """The game being played, for what only a dealt game has (a move, a hint, an undo):
        asked before a deal, that is a bug in the caller, said plainly."""
        if self.game is None:
            raise RuntimeError("No game has been dealt yet")
        return self.game

    def game_name(self) -> str:
        """The game as the table knows it: "Hillbilly Rummy", or a contract game's own name."""
        return self.game.rules.game_name if self.game else ""

    def set_animation_ms(self, ms: int) -> None:
        self.animation_ms = ms
        self.scene.set_animation_ms(ms)

    @property
    def assisted(self) -> bool:
        """The people at the table had help in this game: an undo, or coach mode asking."""
        return self.history.assisted or self.coach_used

    def shutdown(self) -> None:
        """Stop playing: no bot answer still on its way may move afterwards."""
        self._generation += 1
        self._next_timer.stop()
        self.thinking, self._ticket, self._hint_ticket = None, 0, 0
        self._coach, self._coach_ticket = None, 0
        self._arrange_ticket = 0
        self.runner.stop()
        self.arranger.stop()

    # ---- what the window asks ---------------------------------------------------------

    def view(self) -> PlayerView | None:
        """The view of the seat whose cards are shown (None behind the pass screen)."""
        if self.game is None or self.viewer is None:
            return None
        return self.game.view(self.viewer)

    def acting_human(self) -> int | None:
        """The human seat that may move now and is looking at its cards, else None."""
        if self.game is None or self.paused or self.game.is_over or self.viewer is None:
            return None
        if not self.humans[self.viewer] or self.viewer not in self.game.to_act():
            return None
        return self.viewer

    def visible_talk(self) -> list[str]:
        """The Table Talk lines the person at the screen may read (public ones only behind
        the pass screen)."""
        return self.talk.visible_to(self.viewer)

    def say(self, text: str) -> None:
        """A public line of Table Talk."""
        self.talk.say(text)
        self.talkChanged.emit()

    def legal(self) -> tuple[Action, ...]:
        seat = self.acting_human()
        return tuple(self.live_game.legal_actions(seat)) if seat is not None else ()

    def status(self) -> str:
        game = self.game
        if game is None:
            return "Choose Game ▸ New Game to deal."
        if game.is_over:
            return self._game_over_text() + " Choose Play again or Game ▸ New Game."
        if self.paused and self._round_end_model is not None:
            return "The round is over: see the scores."
        if self.viewer is None:
            seat = self._next_human()
            return f"Pass the computer to {self.names[seat]}." if seat is not None else ""
        return status_text(
            game.view(self.viewer), self.names, self.humans, thinking=self.thinking is not None
        )

    def stage_check(self) -> StageCheck | None:
        """The lay-down area read as melds (Hillbilly, the acting human not yet down)."""
        view = self.view()
        if view is None or view.rules.variant != "hillbilly":
            return None
        return check_staged(self.scene.staged_melds(), view.rules, view.round_no)

    def lay_down_action(self) -> tuple[LayDown | None, str]:
        """The lay-down the staged melds make, or None and the reason it cannot be made."""
        seat = self.acting_human()
        check = self.stage_check()
        if seat is None or check is None:
            return None, "Lay down on your turn"
        if not check.ok:  # what the staged groups lack comes first: that is what to fix
            return None, check.first_problem() or "Every staged group must be a meld"
        game = self.live_game
        discard: Card | None = None
        if game.rules.all_at_once(game.round_no):  # round 10 also goes out
            staged = {c for m in check.melds() for c in m.cards}
            rest = [c for c in self.scene.hand_order() if c not in staged]
            picked = [c for c in self.scene.selected_cards() if c in rest]
            discard = next(iter(picked or rest), None)
        action = LayDown(seat, check.melds(), discard)
        why = game.check(action)
        return (action, "") if why is None else (None, why)

    # ---- what the gesture judge reads and says (JudgedTable) ---------------------------

    def staged_melds(self) -> list[list[Card]]:
        return self.scene.staged_melds()

    def tell(self, refusal: str) -> None:
        self.message.emit(refusal)

    def note(self, news: str) -> None:
        self.notice.emit(news)

    def choose(self, question: str, labels: list[str]) -> int | None:
        """Ask the player to pick one of ``labels`` (the window's ``chooser``; without a
        window, the first). None: the player cancelled."""
        if self.chooser is None:
            return 0
        return self.chooser(question, labels)

    def in_words(self, refusal: str) -> str:
        """The engine's refusal as the person at the table should read it: while a card is
        offered to them, what to do first; seats by their players' names."""
        seat = self.acting_human()
        if seat is not None and any(isinstance(a, Buy) for a in self.legal()):
            card = self.live_game.buy_card
            what = f"the {card.pretty}" if card is not None else "the card"
            return f"First buy {what} or pass on it (B or P)"

        def name(match: re.Match) -> str:
            n = int(match.group(1)) - 1
            return self.names[n] if 0 <= n < len(self.names) else match.group(0)

        return re.sub(r"\bplayer (\d+)\b", name, refusal)

    def go_out_action(self) -> GoOut | None:
        """Three Thirteen: a legal GoOut, with the selected card as its discard if it can be."""
        options = [a for a in self.legal() if isinstance(a, GoOut)]
        if not options:
            return None
        selected = set(self.scene.selected_cards())
        return next((a for a in options if a.discard in selected), options[0])

    def buy_offer(self) -> PlayerView | None:
        """The acting human's view while a buy is offered to them, else None."""
        seat = self.acting_human()
        if seat is not None and any(isinstance(a, Buy) for a in self.legal()):
            return self.live_game.view(seat)
        return None

    def scores(self) -> tuple[tuple[int, ...], ...]:
        return self.game.scores if self.game else ()

    # ---- human moves ------------------------------------------------------------------

    def _on_draw_stock(self) -> None:
        self.play_human(DrawStock)

    def _on_take_discard(self) -> None:
        self.play_human(TakeDiscard)

    def _on_discard(self, card: Card) -> None:
        self.discard(card)

    def _on_lay_off(self, card: Card, meld_id: int, end: str | None) -> None:
        self.lay_off(card, meld_id, end)

    def _on_swap(self, card: Card, meld_id: int) -> None:
        self.swap(card, meld_id)

    def draw_stock(self) -> bool:
        return self.play_human(DrawStock)

    def take_discard(self) -> bool:
        return self.play_human(TakeDiscard)

    def discard_selected(self) -> bool:
        """Play ▸ Discard: the one selected card."""
        picked = self.scene.selected_cards()
        if len(picked) != 1:
            self.message.emit("Select one card to discard")
            return False
        return self.discard(picked[0])

    def sort_hand(self, by: str) -> None:
        """View ▸ Sort by rank or suit ("rank", "suit"): only the hand on the screen."""
        if self.viewer is not None and not self.paused:
            self.scene.sort_hand(by)

    def arrange_hand(self) -> None:
        """View ▸ Arrange into melds; a Hillbilly hand without its contract is sorted. The
        search runs on the ArrangeRunner's thread; the answer lands in ``_arranged``."""
        view = self.view()
        if view is None or self.paused:
            return
        hand = tuple(self.scene.hand_order())
        self._arrange_ticket = self.arranger.ask(hand, view)

    def _arranged(self, ticket: int, hand: tuple[Card, ...], groups: list | None) -> None:
        # Stale (asked again, a new game) or the hand changed meanwhile: the answer is old.
        if ticket != self._arrange_ticket or self.paused:
            return
        self._arrange_ticket = 0
        if set(self.scene.hand_order()) != set(hand):
            return
        if groups is None:
            self.scene.sort_hand("rank")
            self.notice.emit("No contract in your hand yet: sorted by rank")
            return
        self.scene.arrange_hand(groups)

    def _arrange_failed(self, ticket: int, why: str) -> None:
        if ticket == self._arrange_ticket:
            self._arrange_ticket = 0
            self.message.emit(f"Could not arrange the hand ({why})")

    def play_human(self, kind: type) -> bool:
        seat = self.acting_human()
        return seat is not None and self.submit(kind(seat))

    def discard(self, card: Card) -> bool:
        seat = self.acting_human()
        return seat is not None and self.submit(Discard(seat, card))

    def buy(self) -> bool:
        return self.play_human(Buy)

    def pass_buy(self) -> bool:
        return self.play_human(DeclineBuy)

    def lay_down(self) -> bool:
        action, why = self.lay_down_action()
        if action is None:
            self.message.emit(why)
            return False
        if self.submit(action):
            self.scene.clear_staged()
            return True
        return False

    def go_out(self) -> bool:
        """Go out, discarding the selected card; a selected card that cannot be the discard
        is refused with the ones that can (never another card thrown silently)."""
        seat = self.acting_human()
        options = [a for a in self.legal() if isinstance(a, GoOut)]
        if seat is None or not options:
            self.message.emit("You cannot go out yet: every card but one must be in melds")
            return False
        game = self.live_game
        chosen = [c for c in self.scene.selected_cards() if c in game.hand(seat)]
        if chosen:
            match = next((a for a in options if a.discard in chosen), None)
            if match is None:
                why = game.check(GoOut(seat, chosen[0])) or ""
                can = " or the ".join(dict.fromkeys(a.discard.pretty for a in options))
                self.message.emit(f"{why.split(':')[0] or 'Not that card'}: discard the {can}")
                return False
            return self.submit(match)
        return self.submit(options[0])

    def lay_off(self, card: Card, meld_id: int, end: str | None) -> bool:
        seat = self.acting_human()
        if seat is None:
            return False
        action = self.judge.lay_off_action(seat, card, meld_id, end, ask=True)
        return action is not None and self.submit(action)

    def swap(self, card: Card, meld_id: int) -> bool:
        seat = self.acting_human()
        if seat is None:
            return False
        action = self.judge.swap_action(seat, card, meld_id, ask=True)
        if action is None:
            return False
        if self.submit(action):
            if isinstance(getattr(action, "then", None), LayDown):
                self.scene.clear_staged()
            return True
        return False

    def set_coach_mode(self, on: bool) -> None:
        self.coach_mode = on
        if on and self.game is not None and not self.game.is_over:
            self.coach_used = True

    def submit(self, action: Action) -> bool:
        """Apply a human move; a refused one snaps back with the engine's sentence. In coach
        mode a move with alternatives is judged first, on the bot thread (``_coach_judged``)."""
        if self._coach is not None:
            self.message.emit("The coach is still looking at your move")
            self._push(animate=True)
            return False
        if self._should_judge(action):
            game = self.live_game
            reason = game.check(action)
            if reason is None:
                move = len(game.log)
                self._coach = CoachCheck(action, game.seed, move)
                self._coach_ticket = self.runner.ask(self._coach, game.view(action.seat))
                self.notice.emit("The coach is looking at your move…")
                self._push(animate=True)  # the card waits where it was
                return True
        return self._apply_human(action)

    def _should_judge(self, action: Action) -> bool:
        if not self.coach_mode or self.game is None:
            return False
        seat = getattr(action, "seat", None)
        if seat is None or not self.humans[seat]:
            return False
        if (len(self.game.log), action) in self._coach_asked:
            return False  # asked once: the player said to go on
        return len(self.game.legal_actions(seat)) > 1

    def coach_answer(self, go_on: bool) -> None:
        """The player's answer to the coach's question: play the move anyway, or not."""
        check, self._coach = self._coach, None
        if check is None or self.game is None or len(self.game.log) != check.move:
            return
        if go_on:
            self._apply_human(check.action)
        else:
            self.notice.emit("Kept: choose another move")
            self._push(animate=False)

    def _coach_judged(self, ticket: int) -> None:
        check = self._coach
        self._coach_ticket = 0
        if check is None or self.game is None or len(self.game.log) != check.move:
            self._coach = None
            return
        if check.is_blunder:
            self._coach_asked.add((check.move, check.action))
            self.coachAsks.emit(check.question())
            return
        self._coach = None
        self._apply_human(check.action)

    def _apply_human(self, action: Action) -> bool:
        game = self.live_game
        length = len(game.log)
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            self.message.emit(self.in_words(str(exc)))
            self._push(animate=True)
            return False
        self.history.keep_bots(length, self.bots)
        self.history.played(action, length + 1)
        self.notes.append(None)
        self._after(events, self.viewer)
        return True

    def reveal_to(self, seat: int) -> None:
        """The pass screen was clicked: show ``seat``'s cards and carry on."""
        if self.game is None:
            return
        self.viewer = seat
        self.paused = False
        self.history.floor = len(self.game.log)  # never undo past this pass screen
        self.scene.clear_staged()
        self._push(animate=False)
        self.talkChanged.emit()
        self.stateChanged.emit()
        self._schedule()

    def continue_after_round(self) -> None:
        """The round-end dialog was closed: deal the next round."""
        if self.game is None or self._round_end_model is None:
            return
        self._round_end_model = None
        self.paused = False
        self.scene.clear_staged()
        if self.game.is_over:
            self.stateChanged.emit()
            return
        self._push(animate=True, events=self._next_deal)
        self._next_deal = []
        self.stateChanged.emit()
        self._schedule()

    def request_hint(self) -> None:
        seat = self.acting_human()
        if seat is None:
            self.message.emit("A hint is for your own turn")
            return
        # The coach's judgement (the hard level's search at a fixed budget), as the review's.
        game = self.live_game
        bot = CoachHint(seed=game.seed ^ len(game.log))
        self._hint_bot = bot
        self._hint_for = (seat, len(game.log))
        self._hint_ticket = self.runner.ask(bot, game.view(seat))
        self.notice.emit("Thinking about a hint…")

    # ---- undo and redo ------------------------------------------------------------------

    def undo_point(self) -> int | None:
        """The log length Undo would go back to, or None: a human's last decision of this
        round, and in hot-seat only the person at the screen's since their pass screen."""
        game = self.game
        if game is None or game.is_over or self.paused or self.viewer is None:
            return None
        if not self.humans[self.viewer]:
            return None
        hot_seat = sum(self.humans) > 1
        floor = max(self.history.round_start, self.history.floor if hot_seat else 0)
        return undo_target(game.log, self.humans, floor, self.viewer if hot_seat else None)

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def can_redo(self) -> bool:
        game = self.game
        return (
            game is not None
            and bool(self.history.undone)
            and not self.paused
            and not game.is_over
            and self.viewer is not None
        )

    def undo(self) -> bool:
        """Take back the human's last decision and the computers' moves after it."""
        target = self.undo_point()
        if target is None:
            self.message.emit(self.why_no_undo())
            return False
        game = self.live_game  # an undo point means a game
        taken = list(zip(game.log[target:], self.notes[target:], strict=False))
        self.history.undone[:0] = taken
        self.history.assisted = True
        self._rewind(rewound(game, target))
        return True

    def redo(self) -> bool:
        """Play forward again what the last undo took back, up to the next human decision."""
        if not self.can_redo():
            self.message.emit("Nothing to redo")
            return False
        self._stop_thinking()
        undone = self.history.undone
        count = redo_length([a for a, _ in undone], self.humans)
        game = self.live_game
        events: list = []
        for action, note in undone[:count]:
            events += game.apply(action)
            self.notes.append(note)
        del undone[:count]
        kept = self.history.bots_at(len(game.log))
        if kept is not None:
            self.bots = kept
        self.scene.clear_staged()
        self.talk.record(events)
        self.talkChanged.emit()
        self._push(animate=True, events=events)
        self.rewound.emit()
        self.stateChanged.emit()
        self._schedule()
        return True

    def why_no_undo(self) -> str:
        game = self.game
        if game is None or game.is_over:
            return "The game is over: nothing to undo"
        if self.paused or self.viewer is None:
            return "Undo is for the player at the screen"
        if sum(self.humans) > 1 and len(game.log) <= self.history.floor:
            return "Undo goes back only within your own turn"
        if len(game.log) <= self.history.round_start:
            return "The round has been scored: nothing in it can be undone"
        return "Nothing to undo yet"

    def _stop_thinking(self) -> None:
        """No bot answer or hint asked before this moment may arrive afterwards."""
        self._next_timer.stop()
        self._ticket, self._hint_ticket, self.thinking = 0, 0, None
        self._arrange_ticket = 0
        self._waiting_animation = False

    def _rewind(self, game: Game) -> None:
        self._stop_thinking()
        length = len(game.log)
        self.game = game
        self.notes = self.notes[:length]
        kept = self.history.bots_at(length)
        self.bots = kept if kept is not None else self._fresh_bots()
        self.scene.clear_staged()
        first = f"{self.game_name()}, deal number {game.seed}"
        self.talk = TableTalk.replayed(game, self.names, self.humans, first)
        self.talkChanged.emit()
        self._push(animate=False)
        self.rewound.emit()
        self.stateChanged.emit()
        self._schedule()

    def _fresh_bots(self) -> dict[int, Bot]:
        """Bots as a loaded game gets them (no copy was kept from before it was opened)."""
        seed = self.live_game.seed
        if self.setup is None:  # start() sets it with the game
            raise RuntimeError("No game has been dealt yet")
        seats = self.setup.seats
        return {i: make_bot(s.level, seed * 10 + i) for i, s in enumerate(seats) if s.level}

    # ---- after every action -----------------------------------------------------------

    def _after(self, events: list, previous_viewer: int | None) -> None:
        self.talk.record(events)
        self.talkChanged.emit()
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        if ended is not None:
            self._show_round_end(ended, events)
            return
        self._push(animate=True, events=events)
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        self._schedule()

    def _show_round_end(self, ended: RoundEnded, events: list) -> None:
        game = self.live_game
        if self.last_model is None:  # every deal is pushed to the scene before a move
            raise RuntimeError("A round ended before the table was shown")
        self.paused = True
        self.history.new_round(len(game.log))
        summary = round_summary(game, ended, events, self.names)
        self._round_end_model = end_of_round_model(self.last_model, ended, events)
        # The next round's deal waits behind the dialog; its cards fly once it is closed.
        self._next_deal = events[events.index(ended) + 1 :]
        self.scene.set_model(self._round_end_model, animate=True)
        self.modelPushed.emit(self._round_end_model)
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        self.roundEnded.emit(summary)

    def _push(self, animate: bool, events: list | tuple = ()) -> None:
        """Give the scene the table as the viewer sees it (all backs behind the pass screen),
        with the card moves of ``events``, the events that made it."""
        if self.game is None:
            return
        seat = self.viewer if self.viewer is not None else 0
        model = from_view(self.game.view(seat, with_legal_actions=False), self.names, self.humans)
        if self.viewer is None:
            model = replace(
                model, viewer=None, seats=tuple(replace(s, hand=None) for s in model.seats)
            )
        before = self.last_model.discard if self.last_model is not None else ()
        melds = {m.meld_id: m.cards + m.extras for m in model.melds}
        moves = card_moves(events, model.viewer, melds, before)
        self.last_model = model
        self.scene.set_model(model, animate=animate and self.animation_ms > 0, moves=moves)
        self.modelPushed.emit(model)

    # ---- whose move next --------------------------------------------------------------

    def _schedule(self) -> None:
        """Carry on once the cards have landed (after a pause so a bot's move can be seen)."""
        if self.game is None or self.paused or self.game.is_over or self.thinking is not None:
            return
        if self.scene.is_animating():
            self._waiting_animation = True
            return
        # A QTimer object, not QTimer.singleShot(ms, callable): in PySide6 6.12 the latter
        # drops a reference to the callable's return value (None) and aborts the process.
        self._next_timer.start(self.animation_ms)

    def _animations_finished(self) -> None:
        if self._waiting_animation:
            self._waiting_animation = False
            self._schedule()

    def _next(self) -> None:
        game = self.game
        if game is None or self.paused or game.is_over or self.thinking is not None:
            return
        to_act = game.to_act()
        computers = [s for s in to_act if not self.humans[s]]
        if computers:
            if self.hold is not None and self.hold() and self._held_ms < HOLD_MS:
                self._held_ms += HOLD_STEP_MS
                self._next_timer.start(HOLD_STEP_MS)
                return
            self._held_ms = 0
            self._ask_bot(computers[0])
            return
        seat = to_act[0]
        if seat != self.viewer and sum(self.humans) > 1:
            self.viewer = None
            self.paused = True
            self.scene.clear_staged()
            self._push(animate=False)
            self.talkChanged.emit()
            self.stateChanged.emit()
            self.privacyRequested.emit(seat)
            return
        self.stateChanged.emit()

    def _next_human(self) -> int | None:
        if self.game is None:
            return None
        return next((s for s in self.game.to_act() if self.humans[s]), None)

    def _ask_bot(self, seat: int) -> None:
        self.thinking = seat
        self._ticket = self.runner.ask(self.bots[seat], self.live_game.view(seat))
        self.stateChanged.emit()

    def _bot_decided(self, ticket: int, action: Action, reason: str) -> None:
        if ticket and ticket == self._coach_ticket:
            self._coach_judged(ticket)
            return
        if ticket == self._hint_ticket:
            self._hint_ticket = 0
            self._show_hint(action)
            return
        if ticket != self._ticket or self.thinking is None:
            return
        seat, self.thinking = self.thinking, None
        game = self.live_game
        try:
            events = game.apply(action)
            self.notes.append(reason or None)
            self.history.played(action, len(game.log))
        except (IllegalAction, AttributeError, TypeError) as exc:
            events = self._fallback(seat, f"{self.names[seat]}'s move was refused: {exc}")
        self._after(events, self.viewer)

    def _bot_failed(self, ticket: int, text: str) -> None:
        if ticket and ticket == self._coach_ticket:  # the coach failed: play the move
            self._coach_ticket = 0
            check, self._coach = self._coach, None
            if check is not None and self.game is not None and len(self.game.log) == check.move:
                self._apply_human(check.action)
            return
        if ticket == self._hint_ticket:
            self._hint_ticket = 0
            if self._hint_still_wanted():
                self.message.emit(f"No hint: {text}")
            return
        if ticket != self._ticket or self.thinking is None:
            return
        seat, self.thinking = self.thinking, None
        self._after(
            self._fallback(seat, f"{self.names[seat]}'s computer player failed: {text}"), None
        )

    def _hint_still_wanted(self) -> bool:
        """Is the player who asked still at the screen, with nothing moved since? A hint that
        comes late must not reach the next person at the table."""
        wanted, self._hint_for = self._hint_for, None
        return (
            wanted is not None
            and self.game is not None
            and self.acting_human() == wanted[0]
            and len(self.game.log) == wanted[1]
        )

    def _show_hint(self, action: Action) -> None:
        if not self._hint_still_wanted():
            return
        seat = self.acting_human()
        if seat is None:  # a hint still wanted has its asker at the screen
            return
        advice = advise(action, self.live_game.view(seat))
        text = f"Hint: {advice.text}"
        why = self._hint_bot.explain() if self._hint_bot is not None else ""
        if why:
            text += f" ({why})"
        self.talk.tell(seat, text)
        self.talkChanged.emit()
        self.scene.show_hint(advice.cards, advice.piles)
        self.notice.emit(text)

    def _fallback(self, seat: int, why: str) -> list:
        """A broken bot must not stop the game: play its first legal move instead."""
        self.message.emit(why)
        self.history.undone.clear()  # not the move that was taken back: nothing to redo
        game = self.live_game
        events = game.apply(game.legal_actions(seat)[0])
        self.notes.append("Played the first legal move instead: " + why)
        return events

    def _staged_changed(self) -> None:
        check = self.stage_check()
        if check is not None:
            self.scene.set_staged_status(check.notes())
        self.stateChanged.emit()

    def _game_over_text(self) -> str:
        game = self.live_game
        winners = game.winners
        totals = game.totals()
        names = " and ".join(self.names[w] for w in winners)
        verb = "win" if len(winners) > 1 else "wins"
        return f"Game over: {names} {verb} with {totals[winners[0]]} points."
