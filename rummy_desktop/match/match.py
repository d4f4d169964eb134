"""The match: one table of rummy, whoever sits at it. Plain Python: no Qt, no files.

A ``Match`` owns the ``Game``, the seats and their computers, and one value saying what the
table waits for (``state``). A move goes in once, ``play(seat, action)``, and comes out as a
``Played``: the events, and what each seat may see of them (``seen_by``). A computer is asked
through a ``MoveRequest`` (``next_request``), which a runner answers wherever it likes and
hands back to ``answer``; coach mode's check and a hint are requests too. An answer to a state
the table has left is dropped: every state has its own ticket.

Undo and redo (``undo.py``), Table Talk and who may read each line (``talk.py``), hints in
the player's words (``hints.py``) and the card moves each seat may know (``moves.py``) are
the match's parts.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import replace

from rummy_desktop.ai import Bot, make_bot
from rummy_desktop.coach.check import CoachCheck
from rummy_desktop.coach.hint import CoachHint
from rummy_desktop.engine import (
    Action,
    Buy,
    Card,
    Discard,
    Event,
    Game,
    IllegalAction,
    LayDown,
    LayOff,
    Phase,
    PlayerView,
    Problem,
    RoundEnded,
    SwapWild,
)
from rummy_desktop.i18n import Words
from rummy_desktop.refusal_words import say
from rummy_desktop.wording import deal_line
from rummy_desktop.wording.seats import shown_name

from .asks import CoachRequest, HintRequest, MoveRequest, Thought
from .hints import Advice, HintWords, advise
from .setup import GameSetup, seated
from .state import (
    AwaitingBuyAnswers,
    AwaitingDecision,
    AwaitingPass,
    Deciding,
    GameOver,
    Played,
    Refused,
    RoundOver,
    Waiting,
)
from .talk import TableTalk
from .undo import History, redo_length, rewound, round_start, undo_target

# Tickets are unique across matches too: an answer to a request of a game since replaced
# (New Game while a computer thinks) can never match a state of the new one.
_TICKETS = itertools.count(1)


class MatchWords(Words):
    """What the table says when a move cannot be made now, undo's refusals and a computer's
    failures (a translation context)."""


class Match:
    """One game at one table. ``viewer`` is the seat whose cards the shared screen shows
    (None behind the pass screen; hot-seat only)."""

    @property
    def after_game(self) -> str:
        """What the status line says at the game's end, after who won."""
        return MatchWords.tr("Choose Play again or Game ▸ New Game.")

    def on_hold(self) -> str:
        """Why no move can be made now though the table waits for one ("" when it can): a
        network table whose connection is lost. The status line says it instead of whose
        turn it is."""
        return ""

    def __init__(
        self,
        setup: GameSetup,
        game: Game,
        notes: Sequence[str | None] | None = None,
        assisted: bool = False,
        coach_mode: bool = False,
    ) -> None:
        # The names the table shows, whatever made the setup (a test, an old save): no "You"
        # beside a second person, whose screen would read it as themselves.
        setup = replace(setup, seats=seated(setup.seats))
        self.setup = setup
        self.game = game
        self.names = tuple(s.name for s in setup.seats)
        self.humans = tuple(s.is_human for s in setup.seats)
        self.notes: list[str | None] = list(notes) if notes is not None else [None] * len(game.log)
        self.history = History(round_start(game) if game.log else 0, assisted)
        self._loaded = bool(game.log)  # a game played on from its log (a save, a resume)
        self.people = tuple(i for i, h in enumerate(self.humans) if h)
        if game.log:  # a loaded game: what its people saw of the stock this round
            self.history.watch_replay(game, self.people)
        self.bots = self._fresh_bots()
        self.coach_mode = coach_mode
        self.coach_used = coach_mode  # coach mode was on during this game: it is assisted
        self._coach_asked: set[tuple[int, Action]] = set()  # asked once: the player went on
        people = [i for i, h in enumerate(self.humans) if h]
        self.viewer: int | None = people[0] if len(people) == 1 else (0 if not people else None)
        self._round_over: RoundEnded | None = None
        self._next_deal: tuple[Event, ...] = ()
        first = deal_line(game.rules, game.seed)
        if game.log:  # a loaded game: its talk so far, from its own log
            self.talk = TableTalk.replayed(game, self.names, self.humans, first)
            self.opening: tuple[Event, ...] = ()
        else:
            self.talk = TableTalk(self.names, self.humans, game.rules)
            self.talk.say(first)
            self.talk.record(game.opening_events)
            self.opening = tuple(game.opening_events)
        self.state: Waiting = self._settled()

    @classmethod
    def deal(
        cls,
        setup: GameSetup,
        actions: Sequence[Action] = (),
        game: Game | None = None,
        notes: Sequence[str | None] | None = None,
        assisted: bool = False,
        coach_mode: bool = False,
    ) -> Match:
        """Deal ``setup`` (a random deal number when it names none), or replay ``actions``,
        or go on with ``game`` (a loaded one, already replayed)."""
        seed = game.seed if game is not None else setup.seed
        seed = seed if seed is not None else random.randrange(1, 1_000_000)
        setup = replace(setup, seed=seed)
        if game is None:
            rules = setup.rules()
            game = Game.replay(rules, seed, tuple(actions)) if actions else Game(rules, seed)
        return cls(setup, game, notes, assisted, coach_mode)

    # ---- what the table waits for --------------------------------------------------------

    def _settled(self) -> Waiting:
        """The state after a change: always a new ticket, so every request of the state left
        behind is answered into the void."""
        ticket, game = next(_TICKETS), self.game
        if self._round_over is not None:
            return RoundOver(ticket, self._round_over)
        if game.is_over:
            return GameOver(ticket, game.winners)
        to_act = game.to_act()
        computers = [s for s in to_act if not self.humans[s]]
        if not computers and to_act[0] != self.viewer and sum(self.humans) > 1:
            return AwaitingPass(ticket, to_act[0])
        if game.phase == "buy":
            return AwaitingBuyAnswers(ticket, game.buy_card, tuple(to_act))
        return AwaitingDecision(ticket, to_act[0])

    def _move_on(self) -> None:
        self.state = self._settled()

    @property
    def thinking(self) -> int | None:
        """The computer seat asked for its move in this state, if any."""
        state = self.state
        return state.asked if isinstance(state, Deciding) else None

    @property
    def passing_to(self) -> int | None:
        """The seat the pass screen waits for, if it is up."""
        state = self.state
        return state.to_seat if isinstance(state, AwaitingPass) else None

    def acting_human(self) -> int | None:
        """The person at the screen, if the table waits for them now."""
        seat = self.viewer
        if seat is None or not self.humans[seat] or seat not in self.state.seats:
            return None
        return seat

    def view(self, seat: int) -> PlayerView:
        return self.game.view(seat)

    def _asked_view(self, seat: int) -> PlayerView:
        """The view a request carries. Its legal moves (a lay-down search may take a good
        part of a second) are worked out when the thinker reads them, wherever it runs, from
        a copy of the game: never from the game played on meanwhile."""
        return self.game.copy().view(seat)

    def legal(self, seat: int | None) -> tuple[Action, ...]:
        return tuple(self.game.legal_actions(seat)) if seat is not None else ()

    @property
    def assisted(self) -> bool:
        """The people at the table had help in this game: an undo, or coach mode asking."""
        return self.history.assisted or self.coach_used

    def set_coach_mode(self, on: bool) -> None:
        self.coach_mode = on
        if on and not self.game.is_over:
            self.coach_used = True

    # ---- a person's move -------------------------------------------------------------

    def play(self, seat: int, action: Action) -> Played | CoachRequest | Refused:
        """``seat`` (a person) makes ``action``. In coach mode a move with alternatives is
        first judged: the request comes back, to be answered through ``coach_judged``."""
        state = self.state
        if not isinstance(state, Deciding) or seat not in state.seats:
            return Refused(self.not_now(seat))
        if getattr(action, "seat", None) != seat:
            return Refused(MatchWords.tr("That is another player's move"))
        if state.checking is not None:
            return Refused(MatchWords.tr("The coach is still looking at your move"))
        game = self.game
        if self._should_judge(seat, action) and game.check(action) is None:
            check = CoachCheck(action, game.seed, len(game.log))
            request = CoachRequest(state.ticket, seat, check, self._asked_view(seat))
            self.state = replace(state, checking=request)
            return request
        try:
            return self._apply(action, None, human=True)
        except IllegalAction as exc:
            return Refused(self.in_words(seat, exc.problem), exc.problem)

    def not_now(self, seat: int) -> str:
        state = self.state
        if isinstance(state, GameOver):
            return MatchWords.tr("The game is over")
        if isinstance(state, RoundOver):
            return MatchWords.tr("The round is over: see the scores")
        if isinstance(state, AwaitingPass):
            #: Hot seat: the screen is to be handed to {name} before a move is made.
            return MatchWords.tr(
                "Pass the computer to {name} first", name=shown_name(self.names[state.to_seat])
            )
        if self.thinking is not None:
            return MatchWords.tr(
                "Wait: {name} is playing", name=shown_name(self.names[self.thinking])
            )
        return MatchWords.tr("It is not your turn")

    def in_words(self, seat: int | None, refusal: Problem | str) -> str:
        """A refusal as the person at the table should read it: while a card is offered to
        them, what to do first; the engine's problem in words, seats by their players'
        names (a sentence of the window's own is kept as it is)."""
        offered = seat is not None and seat == self.acting_human()
        if offered and seat is not None and self.game.legal_actions_of(seat, Buy):
            card = self.game.buy_card
            if card is None:
                #: B and P are the keys that buy and pass: the same in every language.
                return MatchWords.tr("First buy the card or pass on it (B or P)")
            #: {card} is a card as the table shows it ("Q♣"); B and P are keys.
            return MatchWords.tr("First buy the {card} or pass on it (B or P)", card=card.pretty)
        return refusal if isinstance(refusal, str) else say(refusal, self.names)

    def _should_judge(self, seat: int, action: Action) -> bool:
        if not self.coach_mode or not self.humans[seat]:
            return False
        if (len(self.game.log), action) in self._coach_asked:
            return False  # asked once: the player said to go on
        return self._has_choice(seat)

    def _has_choice(self, seat: int) -> bool:
        """More than one legal move, counted kind by kind, the lay-down search last: a hand
        with two cards to discard needs no search (this runs on the window's thread)."""
        game = self.game
        if game.rules.variant != "hillbilly" or game.phase != Phase.PLAY:
            return len(game.legal_actions(seat)) > 1
        count = 0
        for kind in (Discard, LayOff, SwapWild, LayDown):
            count += len(game.legal_actions_of(seat, kind))
            if count > 1:
                return True
        return False

    def coach_judged(self, request: CoachRequest) -> Played | str | None:
        """The coach has judged: the move is played, or the coach's question comes back (ask
        it, then ``coach_answer``). None: the table moved on meanwhile."""
        state = self.state
        if not isinstance(state, Deciding):
            return None
        if state.checking is not request or request.ticket != state.ticket:
            return None
        check = request.check
        if check.is_blunder:
            self._coach_asked.add((check.move, check.action))
            return check.question()
        return self._apply(check.action, None, human=True)

    def coach_answer(self, go_on: bool) -> Played | None:
        """The person's answer to the coach's question: the move is played, or taken back."""
        state = self.state
        if not isinstance(state, Deciding) or state.checking is None:
            return None
        request = state.checking
        self.state = replace(state, checking=None)
        return self._apply(request.check.action, None, human=True) if go_on else None

    def coach_failed(self, request: CoachRequest) -> Played | None:
        """The coach could not judge: the move is played as if coach mode were off."""
        state = self.state
        if not isinstance(state, Deciding):
            return None
        if state.checking is not request or request.ticket != state.ticket:
            return None
        return self._apply(request.check.action, None, human=True)

    # ---- a computer's move -----------------------------------------------------------

    def next_request(self) -> MoveRequest | None:
        """The computer to ask now, once per state: the first awaited computer seat."""
        state = self.state
        if not isinstance(state, Deciding) or state.asked is not None:
            return None
        seat = next((s for s in state.seats if not self.humans[s]), None)
        if seat is None:
            return None
        self.state = replace(state, asked=seat)
        return MoveRequest(state.ticket, seat, self.bots[seat], self._asked_view(seat))

    def _current(self, request: MoveRequest) -> bool:
        state = self.state
        return isinstance(state, Deciding) and (
            state.ticket == request.ticket and request.seat in state.seats
        )

    def answer(self, request: MoveRequest, thought: Thought) -> Played | None:
        """A computer's move; None (dropped) if the table has left the state it was asked in.
        A move the engine refuses is replaced by the seat's first legal move."""
        if not self._current(request):
            return None
        try:
            return self._apply(thought.action, thought.reason or None, human=False)
        except (IllegalAction, AttributeError, TypeError) as exc:
            name = self.names[request.seat]
            why = say(exc, self.names) if isinstance(exc, IllegalAction) else str(exc)
            return self._fallback(
                request.seat, MatchWords.tr("{name}'s move was refused: {why}", name=name, why=why)
            )

    def failed(self, request: MoveRequest, text: str) -> Played | None:
        """A computer broke while thinking: it plays its first legal move instead."""
        if not self._current(request):
            return None
        name = self.names[request.seat]
        return self._fallback(
            request.seat,
            #: {error} is the program's own error, in English.
            MatchWords.tr("{name}'s computer player failed: {error}", name=name, error=text),
        )

    def _fallback(self, seat: int, why: str) -> Played:
        """A broken bot must not stop the game (``seat`` is awaited: it has a legal move)."""
        self.history.undone.clear()  # not the move that was taken back: nothing to redo
        action = self.game.legal_actions(seat)[0]
        note = MatchWords.tr("Played the first legal move instead: {why}", why=why)
        return self._apply(action, note, False, why)

    # ---- every move ------------------------------------------------------------------

    def _apply(self, action: Action, note: str | None, human: bool, said: str = "") -> Played:
        game = self.game
        length = len(game.log)
        before = tuple(game.view(0, with_legal_actions=False).discard)
        stock = game.position().stock
        events = game.apply(action)  # raises IllegalAction with nothing changed
        self.history.watch(stock, game, self.people)
        if human:
            self.history.keep_bots(length, self.bots)
        if not said:
            self.history.played(action, length + 1)
        self.notes.append(note)
        return self._moved(events, before, said)

    def _moved(self, events: Sequence[Event], before: tuple[Card, ...], said: str) -> Played:
        lines = len(self.talk.lines)
        self.talk.record(events)
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        if ended is not None:  # the next round's deal waits until the scores were seen
            self.history.new_round(len(self.game.log))
            self._round_over = ended
            self._next_deal = tuple(events[list(events).index(ended) + 1 :])
        self._move_on()
        views = tuple(self.game.view(s, with_legal_actions=False) for s in range(len(self.names)))
        return Played(tuple(events), views, tuple(self.talk.lines[lines:]), before, said)

    def continue_round(self) -> tuple[Event, ...]:
        """The scores were seen: the next round (already dealt) is played; its deal's events."""
        if not isinstance(self.state, RoundOver):
            return ()
        deal, self._next_deal, self._round_over = self._next_deal, (), None
        self._move_on()
        return deal

    # ---- the pass screen ---------------------------------------------------------------

    def hide_screen(self) -> None:
        """The pass screen is up: nobody's cards are shown."""
        self.viewer = None

    def reveal(self, seat: int) -> None:
        """``seat`` took the screen: its cards are shown and the table waits for it."""
        self.viewer = seat
        self.history.floor = len(self.game.log)  # never undo past this pass screen
        if self._loaded:
            # The first hand-over of a loaded game (a resume): the person's own moves since
            # another person's last one stay theirs to undo, as before the file was written;
            # never back over anyone else's (and the stock's no-peek floor still holds).
            self._loaded = False
            self.history.floor = self._after_others(seat)
        self._move_on()

    def _after_others(self, seat: int) -> int:
        """The log length just after the last move of a person other than ``seat``."""
        log = self.game.log
        for index in range(len(log) - 1, -1, -1):
            who = log[index].seat
            if self.humans[who] and who != seat:
                return index + 1
        return 0

    # ---- hints -------------------------------------------------------------------------

    def hint(self, seat: int | None) -> HintRequest | Refused:
        if seat is None or seat != self.acting_human():
            return Refused(HintWords.tr("A hint is for your own turn"))
        # The coach's judgement (the hard level's search at a fixed budget), as the review's.
        game = self.game
        adviser = CoachHint(seed=game.seed ^ len(game.log))
        return HintRequest(self.state.ticket, seat, adviser, self._asked_view(seat))

    def _hint_wanted(self, request: HintRequest) -> bool:
        """Is the asker still at the screen, with nothing moved since? A hint that comes late
        must not reach the next person at the table."""
        return request.ticket == self.state.ticket and self.acting_human() == request.seat

    def hint_answered(self, request: HintRequest, thought: Thought) -> Advice | None:
        """The hint in the asker's words (a line of Table Talk for them alone), or None."""
        if not self._hint_wanted(request):
            return None
        advice = advise(thought.action, self.game.view(request.seat))
        if thought.reason:
            #: A hint in Table Talk, with the coach's own reason in brackets.
            text = HintWords.tr(
                "Hint: {advice} ({reason})", advice=advice.text, reason=thought.reason
            )
        else:
            text = HintWords.tr("Hint: {advice}", advice=advice.text)
        self.talk.tell(request.seat, text)
        return replace(advice, text=text)

    def hint_failed(self, request: HintRequest, text: str) -> str | None:
        #: Why no hint came: {problem} is what went wrong, in words.
        return (
            HintWords.tr("No hint: {problem}", problem=text) if self._hint_wanted(request) else None
        )

    # ---- undo and redo -----------------------------------------------------------------

    def undo_point(self) -> int | None:
        """The log length Undo would go back to, or None: a human's last decision of this
        round, and in hot-seat only the person at the screen's since their pass screen, never
        back over a card the stock showed them (``undo.Sight``)."""
        return self._undo_point(peek_guard=True)

    def _undo_point(self, peek_guard: bool) -> int | None:
        if isinstance(self.state, RoundOver | GameOver) or self.viewer is None:
            return None
        if not self.humans[self.viewer]:
            return None
        hot_seat = sum(self.humans) > 1
        floor = max(self.history.round_start, self.history.floor if hot_seat else 0)
        if peek_guard:
            floor = max(floor, self.history.sight(self.viewer).floor)
        return undo_target(self.game.log, self.humans, floor, self.viewer if hot_seat else None)

    def can_redo(self) -> bool:
        return (
            bool(self.history.undone)
            and not isinstance(self.state, RoundOver | GameOver)
            and self.viewer is not None
        )

    def why_no_undo(self) -> str:
        game = self.game
        if game.is_over:
            return MatchWords.tr("The game is over: nothing to undo")
        if isinstance(self.state, RoundOver) or self.viewer is None:
            return MatchWords.tr("Undo is for the player at the screen")
        if sum(self.humans) > 1 and len(game.log) <= self.history.floor:
            return MatchWords.tr("Undo goes back only within your own turn")
        if len(game.log) <= self.history.round_start:
            return MatchWords.tr("The round has been scored: nothing in it can be undone")
        if self._undo_point(peek_guard=False) is not None:
            return MatchWords.tr("Undo stops at a card the stock showed you (no peeking)")
        return MatchWords.tr("Nothing to undo yet")

    def undo(self) -> Refused | None:
        """Take back the human's last decision and the computers' moves after it."""
        target = self.undo_point()
        if target is None:
            return Refused(self.why_no_undo())
        game = self.game
        taken = list(zip(game.log[target:], self.notes[target:], strict=False))
        self.history.undone[:0] = taken
        self.history.assisted = True
        self.game = rewound(game, target)
        self.notes = self.notes[:target]
        kept = self.history.bots_at(target)
        self.bots = kept if kept is not None else self._fresh_bots()
        first = deal_line(self.game.rules, game.seed)
        self.talk = TableTalk.replayed(self.game, self.names, self.humans, first)
        self._move_on()
        return None

    def redo(self) -> Played | Refused:
        """Play forward again what the last undo took back, up to the next human decision."""
        if not self.can_redo():
            return Refused(MatchWords.tr("Nothing to redo"))
        undone = self.history.undone
        count = redo_length([a for a, _ in undone], self.humans)
        game = self.game
        before = tuple(game.view(0, with_legal_actions=False).discard)
        events: list[Event] = []
        for action, note in undone[:count]:
            stock = game.position().stock
            events += game.apply(action)
            self.history.watch(stock, game, self.people)
            self.notes.append(note)
        del undone[:count]
        kept = self.history.bots_at(len(game.log))
        if kept is not None:
            self.bots = kept
        return self._moved(events, before, "")

    def _fresh_bots(self) -> dict[int, Bot]:
        """Every computer seat's bot as a new or loaded game gets it."""
        seed = self.game.seed
        seats = self.setup.seats
        return {i: make_bot(s.level, seed * 10 + i) for i, s in enumerate(seats) if s.level}
