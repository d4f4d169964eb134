"""A person's seat at a table held elsewhere: what the window plays when it joins (or hosts).

``RemoteMatch`` is a ``Match`` as the window's controller knows one (the viewer's view, whose
move, ``play(seat, action)``, Table Talk), fed only by what the host sends this seat: its own
``PlayerView`` and the public events. There is no ``Game`` of the host's here. So that the
gesture judge, the lay-down search and the status line work unchanged, ``game`` is a
*stand-in* rebuilt from each view with ``Game.from_view``: the seat's own hand as it is, and
for every card the seat cannot see some card it has not seen, in pack order (a stand-in is
never shown, never sent, and never moved: it only answers "is this move legal for me now").

A move goes to the host (``send``) and the answer comes back as the next update; until then
``sent`` holds it, and ``play`` gives back an empty ``Played`` (nothing happened yet: the
table stays as it was, and the window paints it so, as after any move). A second move made meanwhile (several
cards laid off on one meld) waits its turn and goes once the first is answered.

``PersonClient`` is the connection: a ``SeatClient`` whose moves are the person's, and whose
every message is handed to ``deliver`` (the window reads them on its own thread).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import Any

from websockets.exceptions import ConnectionClosed

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import (
    Action,
    Event,
    Game,
    PlayerView,
    Problem,
    RoundEnded,
    RuleSet,
)
from rummy_desktop.i18n import Words
from rummy_desktop.match import (
    AwaitingBuyAnswers,
    AwaitingDecision,
    Deciding,
    GameOver,
    Match,
    Played,
    Refused,
    RoundOver,
    Waiting,
)
from rummy_desktop.match.match import _TICKETS, MatchWords
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.match.talk import TableTalk
from rummy_desktop.match.undo import History
from rummy_desktop.wording import shown_game_name

from . import wire
from .client import SeatClient


class NetworkTable(Words):
    """What a seat at a network table says of the table and its connection (a translation
    context)."""


def no_undo() -> str:
    return NetworkTable.tr("Undo is not offered at a network table: every move there is final")


def link_words(up: bool) -> str:
    """The connection to the host is back (``up``) or lost and tried again: Table Talk, the
    status line and the lobby say it."""
    if up:
        #: The connection to a network table's host works again.
        return NetworkTable.tr("Connected again")
    return NetworkTable.tr("Connection to the host lost: trying again…")


def no_move_now() -> str:
    return NetworkTable.tr(
        "The connection to the host is lost: no move can be sent until it is back"
    )


class RemoteMatch(Match):
    """One seat's side of a network table (see the module's docstring). ``send(action, seq)``
    hands a move to the connection."""

    @property
    def after_game(self) -> str:
        return NetworkTable.tr(
            "Host or join another table, or start a game here, from the Game menu."
        )

    def __init__(
        self,
        seat: int,
        rules: RuleSet,
        names: Sequence[str],
        computers: Sequence[bool],
        view: PlayerView,
        send: Callable[[Action, int], None],
        seq: int = 0,
        events: Sequence[Event] = (),
    ) -> None:
        # Not Match.__init__: that deals a Game, and the game is the host's.
        seats = tuple(
            Seat.of(n, "easy" if c else None) for n, c in zip(names, computers, strict=True)
        )
        flags = wire.rules_json(rules)
        overrides = {k: v for k, v in flags.items() if k not in ("variant", "players")}
        self.setup = GameSetup(rules.variant, seats, overrides, None)
        self.rules = rules
        self.names = tuple(names)
        self.humans = tuple(not c for c in computers)
        self.people = tuple(i for i, h in enumerate(self.humans) if h)
        self.seat = seat
        self.viewer = seat
        self.send = send
        self.seq = seq
        self.last_view = view
        self.game = Game.stand_in(view)
        self.notes = []
        self.history = History(0, False)
        self.bots = {}
        self.coach_mode = self.coach_used = False
        self._coach_asked = set()
        self._round_over = None
        self._next_deal = ()
        self._later: list[tuple[int, tuple[Event, ...], PlayerView]] = []
        self.sent: Action | None = None
        self.queued: list[Action] = []
        self.gone = ""  # why the connection ended early: every move is refused with it
        self.cut = False  # the connection dropped and is being tried again: moves wait
        self.talk = TableTalk(self.names, self.humans, rules)
        #: Table Talk's first line at a network table: {game} is the game's name.
        self.talk.say(NetworkTable.tr("{game}, a network table", game=shown_game_name(rules)))
        self.talk.record(events)
        self.opening = tuple(events)
        self.state = self._settled()

    # ---- what the table waits for: read from the seat's view -----------------------------

    def _settled(self) -> Waiting:
        ticket, view = next(_TICKETS), self.last_view
        if self._round_over is not None:
            return RoundOver(ticket, self._round_over)
        if str(view.phase) == "game_over" or not view.to_act:
            return GameOver(ticket, ())
        if str(view.phase) == "buy":
            return AwaitingBuyAnswers(ticket, view.buy_card, tuple(view.to_act))
        return AwaitingDecision(ticket, view.to_act[0])

    def next_request(self) -> None:
        """Nobody thinks here: the host's computers play on the host."""
        return None

    # ---- the person's move --------------------------------------------------------------

    def play(self, seat: int, action: Action) -> Played | Refused:
        state = self.state
        if self.gone:
            return Refused(self.gone)
        if self.cut:
            return Refused(no_move_now())
        if seat != self.seat or not isinstance(state, Deciding) or seat not in state.seats:
            return Refused(self.not_now(seat))
        if getattr(action, "seat", None) != seat:
            return Refused(MatchWords.tr("That is another player's move"))
        if self.sent is not None:  # the first is on its way: this one goes once it is answered
            self.queued.append(action)
            return self._nothing_yet()
        problem = self.game.check(action)
        if problem is not None:
            return Refused(self.in_words(seat, problem), problem)
        self.sent = action
        self.send(action, self.seq)
        return self._nothing_yet()

    def on_hold(self) -> str:
        return self.gone or (link_words(False) if self.cut else "")

    def _nothing_yet(self) -> Played:
        view, before = self.last_view, tuple(self.last_view.discard)
        return Played((), tuple(view for _ in self.names), (), before)

    def refused(self, reason: str, problem: Problem | None = None) -> str:
        """The host refused our move: the rest waiting is dropped; the sentence to show (the
        engine's ``problem`` in this window's words, when the host sent one it can word,
        else the host's ``reason``)."""
        self.sent = None
        self.queued.clear()
        return self.in_words(self.seat, problem if problem is not None else reason)

    # ---- what the host sends ------------------------------------------------------------

    def update(self, seq: int, events: Sequence[Event], view: PlayerView) -> Played | None:
        """A move was made at the table (ours or another's): what the window paints, or None
        while the round's scores are still being looked at (kept for ``continue_round``)."""
        if isinstance(self.state, RoundOver):
            self._later.append((seq, tuple(events), view))
            return None
        before = tuple(self.last_view.discard)
        events = tuple(events)
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        if ended is not None:
            cut = events.index(ended) + 1
            cut += sum(1 for e in events[cut : cut + 1] if type(e).__name__ == "GameOver")
            events, self._next_deal = events[:cut], events[cut:]
            self._round_over = ended
        lines = len(self.talk.lines)
        self.talk.record(events)
        self._adopt(seq, view)
        said = self._send_queued()
        views = tuple(view for _ in self.names)  # only this seat's is known (and read)
        return Played(events, views, tuple(self.talk.lines[lines:]), before, said)

    def _adopt(self, seq: int, view: PlayerView) -> None:
        self.seq, self.last_view, self.sent = seq, view, None
        # Should not fail; if it did, the last stand-in judges until the next view.
        with contextlib.suppress(ValueError):
            self.game = Game.stand_in(view)
        self._move_on()

    def _send_queued(self) -> str:
        while self.queued:
            action = self.queued.pop(0)
            result = self.play(self.seat, action)
            if isinstance(result, Played):
                return ""
            self.queued.clear()
            return result.reason if isinstance(result, Refused) else ""
        return ""

    def sync(self, seq: int, view: PlayerView) -> None:
        """A view sent again (after a reconnection): the table as it is now."""
        self._later.clear()
        self._round_over = None
        self._next_deal = ()
        self.queued.clear()
        self._adopt(seq, view)

    def continue_round(self) -> tuple[Event, ...]:
        """The scores were seen: the next deal's events and every move made meanwhile."""
        if not isinstance(self.state, RoundOver):
            return ()
        deal, self._next_deal, self._round_over = self._next_deal, (), None
        events = list(deal)
        later, self._later = self._later, []
        for i, (seq, more, view) in enumerate(later):
            if any(isinstance(e, RoundEnded) for e in more):
                self._later = later[i:]  # another round ended meanwhile: ``take_later``
                break
            events += more
            self.last_view, self.seq = view, seq
        self.talk.record(events)
        self._adopt(self.seq, self.last_view)
        return tuple(events)

    def take_later(self) -> list[tuple[int, tuple[Event, ...], PlayerView]]:
        """Updates kept while a round's scores were looked at that ``continue_round`` did not
        take (another round's end): to be handed to ``update`` again, in order."""
        later, self._later = self._later, []
        return later

    # ---- what a network table does not offer -------------------------------------------

    def undo_point(self) -> int | None:
        return None

    def can_redo(self) -> bool:
        return False

    def why_no_undo(self) -> str:
        return no_undo()

    def undo(self) -> Refused | None:
        return Refused(no_undo())

    def redo(self) -> Refused:
        return Refused(no_undo())

    def set_coach_mode(self, on: bool) -> None:
        """The coach judges a move before it is played: not at a table held elsewhere."""


class PersonClient(SeatClient):
    """The window's connection: its moves are the person's (``act``), every message the host
    sends goes to ``deliver`` as it came (strict JSON text, read again by the window)."""

    def __init__(
        self,
        url: str,
        name: str,
        code: str,
        deliver: Callable[[str], None],
        token: str | None = None,
        patience: float = 60.0,
        on_link: Callable[[bool], None] | None = None,
    ) -> None:
        # ``patience``: how long a dropped connection is tried again (a host restarting)
        # before the window says the table is lost; ``on_link`` hears of the drop (False)
        # and of the return (True) meanwhile.
        super().__init__(
            url,
            name,
            make_bot("random", 0),
            code,
            on_message=deliver,
            on_link=on_link,
            patience=patience,
        )
        self.token = token

    async def decide(self, view: PlayerView) -> Action | None:
        return None  # the person moves, with the mouse or the keys

    async def _refused(self, conn: Any, data: dict[str, Any]) -> None:
        return None  # the window shows the sentence; a person is not replaced by a move

    async def say(self, message: dict[str, Any]) -> None:
        """Send one message (an action, a chat line); a closed connection drops it (the
        client reconnects and the window sees the table as it is)."""
        conn = self.conn
        if conn is None:
            return
        try:
            await conn.send(wire.dumps(message))
        except ConnectionClosed:
            return

    def action_message(self, action: Action, seq: int) -> dict[str, Any]:
        return {"type": "action", "seq": seq, "action": wire.action_json(action)}
