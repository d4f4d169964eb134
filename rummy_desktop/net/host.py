"""The host of network tables: the only place a ``Game`` lives (inside a ``Match``).

One ``Host`` serves any number of tables on one port, each found by its code. A remote seat
says ``hello`` with the table's code (or the token of the seat it had), is seated, and from
then on is sent only its own view and the public events (``wire``); it sends actions, which
the ``Match`` checks as it checks a local person's. Computers think on a worker thread.

Nothing a client sends can stop a table: a message that is not the protocol, is too large,
too frequent or comes too late is refused or its connection dropped, with a line in the
host's log; the table plays on. A seat whose connection drops keeps its place (its token);
after ``away_grace`` seconds a computer plays it until it comes back.

A window can drive a table the same way the command line does: make a ``Host``, ``add_table``,
``await host.start()``, and read ``table.match`` / wait on ``table.done``; the ``on_change``
callback of a table tells it when to redraw (docs/protocol.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from rummy_desktop.ai import Bot, make_bot
from rummy_desktop.engine import Event, Game, Problem
from rummy_desktop.match import (
    AwaitingPass,
    Deciding,
    GameOver,
    Match,
    Played,
    Refused,
    RoundOver,
)
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup, free_name
from rummy_desktop.plain_text import clean_name, table_names

from . import wire
from .bucket import Bucket
from .wire import PROTOCOL_VERSION, WireError

Log = Callable[[str], None]


@dataclass(frozen=True)
class HostConfig:
    """The host's limits. Defaults suit people; tests shorten the times."""

    hello_timeout: float = 10.0  # a new connection must say hello within this
    idle_timeout: float = 900.0  # a seated connection silent this long is dropped
    away_grace: float = 60.0  # a dropped seat waits this long before a computer plays it
    substitute: str = "easy"  # the level that plays a seat whose person is away
    rate: float = 100.0  # messages a second a connection may send, on average (a fast bot: ~50)
    burst: int = 200  # ... and at once
    max_frame: int = wire.MAX_FRAME
    max_queue: int = 2000  # messages waiting for a client that does not read: then dropped
    close_timeout: float = 2.0  # a dropped flooder cannot read our close frame: cut it then


@dataclass(eq=False)
class RemoteSeat:
    seat: int
    name: str
    token: str
    conn: ServerConnection | None = None
    outbox: asyncio.Queue[str | None] | None = None
    away_since: float | None = None
    substitute: Bot | None = None


@dataclass(eq=False)
class Table:
    """One table: its setup (remote seats have no level), its seats, and once every remote
    seat has joined, its ``Match``."""

    code: str
    setup: GameSetup
    config: HostConfig
    log: Log
    on_change: Callable[[Table], None] | None = None
    # False: the table waits in its lobby until ``begin`` (the hosting window's Start button),
    # even when every seat is taken; True: it starts once the last remote seat has joined.
    starts_itself: bool = True
    remote: dict[int, RemoteSeat] = field(default_factory=dict)
    match: Match | None = None
    done: asyncio.Event = field(default_factory=asyncio.Event)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None

    @property
    def open_seats(self) -> list[int]:
        return [
            i for i, s in enumerate(self.setup.seats) if s.level is None and i not in self.remote
        ]

    @property
    def seq(self) -> int:
        return len(self.match.game.log) if self.match is not None else 0

    def say(self, text: str) -> None:
        self.log(f"table {self.code!r}: {text}")

    # ---- seats ---------------------------------------------------------------------------

    def tokens(self) -> dict[int, tuple[str, str]]:
        """Each remote seat's name and token: what a resumed table needs (a secret of each
        seat: keep it apart from the saved game, which the players may be sent)."""
        return {i: (r.name, r.token) for i, r in sorted(self.remote.items())}

    def seat_of(self, token: object) -> RemoteSeat | None:
        if not isinstance(token, str):
            return None
        return next(
            (r for r in self.remote.values() if secrets.compare_digest(r.token, token)), None
        )

    def take_seat(self, name: str) -> RemoteSeat | None:
        free = self.open_seats
        if not free or self.match is not None:
            return None
        seat = RemoteSeat(free[0], name, secrets.token_urlsafe(18))
        self.remote[seat.seat] = seat
        return seat

    def reserve(self, name: str) -> RemoteSeat | None:
        """A seat kept for a person who joins with its token (the hosting window's own
        person), so nobody else takes it meanwhile."""
        return self.take_seat(clean_name(name)[: wire.MAX_NAME] or "Host")

    def roster(self) -> list[dict[str, Any]]:
        """Who sits where, in the lobby: a person joined (``connected`` or not), a computer,
        or an open seat."""
        out: list[dict[str, Any]] = []
        for i, s in enumerate(self.setup.seats):
            r = self.remote.get(i)
            if r is not None:
                out.append({"name": r.name, "kind": "person", "connected": r.conn is not None})
            elif s.level is not None:
                out.append({"name": s.name, "kind": "computer", "connected": True})
            else:
                out.append({"name": "", "kind": "open", "connected": False})
        return out

    def begin(self, level: str = "easy") -> None:
        """The host starts: every seat still open is played by a computer at ``level``."""
        if self.match is not None or self.done.is_set():
            return
        names = [s.name for s in self.setup.seats] + [r.name for r in self.remote.values()]
        seats = list(self.setup.seats)
        for i in self.open_seats:
            name = free_name(set(names))
            names.append(name)
            seats[i] = Seat.of(name, level)
        self.setup = replace(self.setup, seats=tuple(seats))
        self.start()

    def chat(self, seat: RemoteSeat, data: dict[str, Any]) -> None:
        """A line of chat, plain and bounded (``wire.chat_text``), to every seat."""
        text = wire.chat_text(data.get("text"))
        if text:
            message = {"type": "chat", "seq": self.seq, "seat": seat.seat, "name": seat.name}
            self.tell_all(message | {"text": text})

    def send(self, seat: RemoteSeat, message: dict[str, Any]) -> None:
        box = seat.outbox
        if box is None:
            return
        if box.qsize() >= self.config.max_queue:
            self.say(f"seat {seat.seat} does not read its messages: dropped")
            box.put_nowait(None)
            seat.outbox = None
            return
        box.put_nowait(wire.dumps(message))

    def lobby(self) -> None:
        joined = [r.name for r in self.remote.values()]
        message = {"type": "lobby", "seq": 0, "joined": joined, "open": len(self.open_seats)}
        message["seats"] = self.roster()
        for r in self.remote.values():
            self.send(r, message)
        self._changed()

    def tell_all(self, message: dict[str, Any], but: int | None = None) -> None:
        for r in self.remote.values():
            if r.seat != but:
                self.send(r, message)

    # ---- the game ------------------------------------------------------------------------

    def start(self) -> None:
        humans = [s.level is None for s in self.setup.seats]
        asked = [
            self.remote[i].name if i in self.remote else s.name
            for i, s in enumerate(self.setup.seats)
        ]
        names, _changes = table_names(asked, humans)
        for i, r in self.remote.items():
            r.name = names[i]
        seats = tuple(Seat.of(n, s.level) for n, s in zip(names, self.setup.seats, strict=True))
        self.setup = replace(self.setup, seats=seats)
        self.match = Match.deal(self.setup)
        self.say(f"starts: {', '.join(names)}")
        opening = list(self.match.opening) + self._settle()
        for r in self.remote.values():
            self.sync(r, opening)
        self._changed()

    def sync(self, seat: RemoteSeat, events: list[Event] | tuple[Event, ...] = ()) -> None:
        match = self.match
        assert match is not None
        self.send(
            seat,
            {
                "type": "sync",
                "seq": self.seq,
                "names": list(match.names),
                "computers": [s.level is not None for s in self.setup.seats],
                "away": [i for i, r in self.remote.items() if r.away_since is not None],
                "events": [wire.event_json(e, seat.seat) for e in events],
                "view": wire.view_json(match.game.view(seat.seat, with_legal_actions=False)),
            },
        )

    def _settle(self) -> list[Event]:
        """Past what a shared screen waits for: no pass screen, the next deal at once."""
        match = self.match
        assert match is not None
        extra: list[Event] = []
        while True:
            state = match.state
            if isinstance(state, AwaitingPass):
                match.reveal(state.to_seat)
            elif isinstance(state, RoundOver):
                match.continue_round()  # its deal's events are already the move's own
            else:
                return extra

    def after(self, played: Played) -> None:
        match = self.match
        assert match is not None
        events = list(played.events) + self._settle()
        seq = self.seq
        for r in self.remote.values():
            view = match.game.view(r.seat, with_legal_actions=False)
            self.send(
                r,
                {
                    "type": "update",
                    "seq": seq,
                    "events": [wire.event_json(e, r.seat) for e in events],
                    "view": wire.view_json(view),
                },
            )
        if isinstance(match.state, GameOver):
            totals = list(match.game.totals())
            self.tell_all(
                {"type": "over", "seq": seq, "totals": totals, "winners": list(match.game.winners)}
            )
            self.say(f"game over after {seq} moves: totals {totals}")
            for r in self.remote.values():
                if r.outbox is not None:
                    r.outbox.put_nowait(None)  # close once the rest is sent
            self.done.set()
        self._changed()

    def _changed(self) -> None:
        self.changed.set()
        if self.on_change is not None:
            self.on_change(self)

    def play(self, seat: RemoteSeat, data: dict[str, Any]) -> None:
        """A remote seat's action message: refused with a line in the log, or played."""
        match = self.match
        if match is None:
            return self.refuse(seat, "the game has not started")
        seq = data.get("seq")
        if seq != self.seq or isinstance(seq, bool):
            shown = seq if isinstance(seq, int) else repr(seq)[:20]  # "1" is not 1
            return self.refuse(seat, f"stale seq {shown}, now {self.seq}")
        try:
            action = wire.read_action(data.get("action"))
        except WireError as exc:
            return self.refuse(seat, f"bad action: {exc}")
        if action.seat != seat.seat:
            return self.refuse(seat, f"an action for seat {action.seat}, not its own")
        try:
            problem = match.game.check(action) if seat.seat in match.state.seats else None
        except Exception as exc:  # the engine must judge it; an odd shape is simply refused
            return self.refuse(seat, f"not a move ({type(exc).__name__})")
        if problem is not None:
            return self.refuse(seat, match.in_words(seat.seat, problem), problem)
        result = match.play(seat.seat, action)
        if isinstance(result, Refused):
            return self.refuse(seat, result.reason, result.problem)
        assert isinstance(result, Played)
        self.after(result)

    def refuse(self, seat: RemoteSeat, reason: str, problem: Problem | None = None) -> None:
        """Tell ``seat`` its message was refused: ``reason`` in English and, for a move the
        engine refused, its ``problem`` as code and values (a window words it itself)."""
        self.say(f"seat {seat.seat} ({seat.name}): refused: {reason}")
        message: dict[str, Any] = {"type": "refused", "seq": self.seq, "reason": reason}
        if problem is not None:
            message |= wire.problem_json(problem)
        self.send(seat, message)

    # ---- the table's driver: computers, and seats whose person is away -------------------

    async def run(self) -> None:
        while not self.done.is_set():
            self.changed.clear()
            if self.match is not None and await self._step():
                continue
            with contextlib.suppress(TimeoutError):  # an away seat's time is up
                await asyncio.wait_for(self.changed.wait(), self._next_deadline())

    def _next_deadline(self) -> float | None:
        away = [r.away_since for r in self.remote.values() if r.away_since is not None]
        if not away or self.match is None:
            return None
        return max(0.0, min(away) + self.config.away_grace - time.monotonic())

    async def _step(self) -> bool:
        """One computer's move, or an away seat's; False when the table waits for a person."""
        match = self.match
        assert match is not None
        state = match.state
        if not isinstance(state, Deciding):
            return False
        request = match.next_request()
        if request is not None:
            try:
                thought = await asyncio.to_thread(request.think)
            except Exception as exc:  # a broken computer must not stop the table
                played = match.failed(request, f"{type(exc).__name__}: {exc}")
            else:
                played = match.answer(request, thought)
            if played is not None:
                self.after(played)
            return True
        now = time.monotonic()
        for s in state.seats:
            r = self.remote.get(s)
            if r is None or r.away_since is None or now - r.away_since < self.config.away_grace:
                continue
            if r.substitute is None:
                r.substitute = make_bot(self.config.substitute, match.game.seed * 10 + s)
                self.say(f"seat {s} ({r.name}) is away: a computer plays it")
                match.talk.say(f"{r.name} is away: a computer plays for {r.name} meanwhile")
                self.tell_all({"type": "seat", "seq": self.seq, "seat": s, "status": "computer"})
            view = match.game.copy().view(s)
            bot = r.substitute
            action = await asyncio.to_thread(bot.choose, view)
            if match.state is state and r.away_since is not None:  # nobody moved, nor came back
                result = match.play(s, action)
                if isinstance(result, Played):
                    self.after(result)
            return True
        return False


def saved_match(
    game: Game, seats: Sequence[Seat], notes: Sequence[str | None], assisted: bool = False
) -> Match:
    """The ``Match`` of a table's game saved mid-way and replayed (``game``), to resume it."""
    rules = game.rules
    flags = wire.rules_json(rules)
    overrides = {k: v for k, v in flags.items() if k not in ("variant", "players")}
    setup = GameSetup(rules.variant, tuple(seats), overrides, game.seed)
    return Match.deal(setup, game=game, notes=list(notes), assisted=assisted)


class Host:
    """Tables on one port. ``log`` gets one line per thing worth knowing (refusals, drops)."""

    def __init__(self, config: HostConfig | None = None, log: Log | None = None) -> None:
        self.config = config or HostConfig()
        # Without a log of its own, the lines go to the logger "rummy_desktop.net" (INFO).
        self.log: Log = log or logging.getLogger("rummy_desktop.net").info
        self.tables: dict[str, Table] = {}
        self.server: Server | None = None

    def add_table(
        self, code: str, setup: GameSetup, on_change: Callable[[Table], None] | None = None
    ) -> Table:
        table = Table(code, setup, self.config, self.log, on_change)
        self.tables[code] = table
        table.task = asyncio.get_running_loop().create_task(table.run())
        return table

    def resume_table(
        self,
        code: str,
        match: Match,
        remote: Mapping[int, tuple[str, str]],
        on_change: Callable[[Table], None] | None = None,
    ) -> Table:
        """A table whose game was saved mid-way (``match``, replayed from the save), its
        remote seats ``{seat: (name, token)}`` as ``Table.tokens`` gave them. Each seat is
        away until its client says hello with its token again; past ``away_grace`` a
        computer plays it meanwhile, as for any dropped seat."""
        table = Table(code, match.setup, self.config, self.log, on_change)
        table.match = match
        now = time.monotonic()
        for i, (name, token) in remote.items():
            table.remote[i] = RemoteSeat(i, name, token, away_since=now)
        table._settle()
        table.say(f"resumed after {table.seq} moves: waiting for {len(remote)} seats")
        self.tables[code] = table
        table.task = asyncio.get_running_loop().create_task(table.run())
        return table

    async def start(self, host: str = "127.0.0.1", port: int = 0, **kwargs: Any) -> int:
        """Listen (``ssl=`` an SSLContext for wss://); the port listened on."""
        # wss://: each connection's TLS handshake is the door's own (asyncio would drop a
        # failed one without a word outside its debug mode), so it is a line in the log.
        tls: ssl.SSLContext | None = kwargs.pop("ssl", None)
        door = _Door if tls is None else _tls_door(tls, self.config)
        shared = logging.getLogger("rummy_desktop.net.websockets")
        shared.propagate = False
        shared.setLevel(logging.WARNING)  # failures only: not every connection opened or closed
        if not any(isinstance(h, _LineHandler) for h in shared.handlers):
            shared.addHandler(_LineHandler())
        # Each record names its host, so that a second host in the process (a window that
        # hosts again, a test) has its lines in its own log, not in the first one's.
        logger = logging.LoggerAdapter(shared, {"rummy_host": self})
        self.server = await serve(
            self.handle,
            host,
            port,
            max_size=self.config.max_frame,
            max_queue=4,
            compression=None,  # no deflate: a small frame cannot unpack into a large one
            open_timeout=self.config.hello_timeout,
            ping_interval=20,
            ping_timeout=20,
            close_timeout=self.config.close_timeout,
            create_connection=door,
            logger=logger,
            **kwargs,
        )
        sock = next(iter(self.server.sockets))
        return int(sock.getsockname()[1])

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for table in self.tables.values():
            if table.task is not None:
                table.task.cancel()

    # ---- one connection ------------------------------------------------------------------

    async def handle(self, conn: ServerConnection) -> None:
        peer = _peer(conn)
        limiter = Bucket(self.config.rate, self.config.burst)
        try:
            raw = await asyncio.wait_for(conn.recv(), self.config.hello_timeout)
        except TimeoutError:
            self.log(f"{peer}: said nothing in {self.config.hello_timeout:g} s: dropped")
            await conn.close(1008, "say hello")
            return
        except ConnectionClosed as exc:
            self.log(f"{peer}: left before hello ({_why(exc)})")
            return
        seated = await self._hello(conn, peer, raw)
        if seated is None:
            return
        table, seat = seated
        writer = asyncio.get_running_loop().create_task(self._write(conn, seat))
        try:
            await self._read(conn, table, seat, limiter)
        finally:
            writer.cancel()
            if seat.conn is conn:
                seat.conn = None
                seat.outbox = None
                if not table.done.is_set():
                    if table.match is None:  # still in the lobby: the seat is free again
                        table.remote.pop(seat.seat, None)
                        table.lobby()
                    else:
                        seat.away_since = time.monotonic()
                        table.tell_all(
                            {"type": "seat", "seq": table.seq, "seat": seat.seat, "status": "away"},
                            but=seat.seat,
                        )
                        table.say(f"seat {seat.seat} ({seat.name}) dropped; its seat is kept")
                        table._changed()

    async def _hello(
        self, conn: ServerConnection, peer: str, raw: str | bytes
    ) -> tuple[Table, RemoteSeat] | None:
        async def refuse(reason: str) -> None:
            self.log(f"{peer}: refused: {reason}")
            try:
                await conn.send(wire.dumps({"type": "refused", "seq": 0, "reason": reason}))
                await conn.close(1008, "refused")
            except ConnectionClosed:
                pass

        try:
            data = wire.loads(raw)
        except WireError as exc:
            await refuse(f"not a hello: {exc}")
            return None
        if data["type"] != "hello":
            await refuse("the first message must be hello")
            return None
        if data.get("version") != PROTOCOL_VERSION:
            await refuse(
                f"this host speaks protocol version {PROTOCOL_VERSION}, "
                f"not {str(data.get('version'))[:20]}"
            )
            return None
        code = data.get("code", "")
        table = self.tables.get(code) if isinstance(code, str) else None
        if table is None:
            await refuse("wrong table code")
            return None
        if data.get("token") is not None:
            seat = table.seat_of(data.get("token"))
            if seat is None:
                await refuse("unknown seat token")
                return None
            if seat.conn is not None:  # the same person on a new connection: the old one goes
                await seat.conn.close(1000, "replaced")
            back = seat.away_since is not None
        else:
            name = data.get("name")
            name = clean_name(name)[: wire.MAX_NAME] if isinstance(name, str) else ""
            if not name:
                await refuse("a hello needs a name")
                return None
            if table.done.is_set():
                await refuse("the game is over")
                return None
            seat_or_none = table.take_seat(name)
            if seat_or_none is None:
                await refuse("the table is full")
                return None
            seat, back = seat_or_none, False
        if seat.substitute is not None and table.match is not None:
            table.match.talk.say(f"{seat.name} is back and plays again")
        seat.conn = conn
        seat.outbox = asyncio.Queue()
        seat.away_since = None
        seat.substitute = None
        table.send(
            seat,
            {
                "type": "welcome",
                "version": PROTOCOL_VERSION,
                "seq": table.seq,
                "seat": seat.seat,
                "token": seat.token,
                "players": len(table.setup.seats),
                "rules": wire.rules_json(
                    table.match.game.rules if table.match is not None else table.setup.rules()
                ),
            },
        )
        table.say(f"seat {seat.seat} ({seat.name}) {'is back' if back else 'joined'} from {peer}")
        if table.match is not None:
            table.sync(seat)
            if back:
                table.tell_all(
                    {"type": "seat", "seq": table.seq, "seat": seat.seat, "status": "back"},
                    but=seat.seat,
                )
            table._changed()
        elif table.open_seats or not table.starts_itself:
            table.lobby()
        else:
            table.start()
        return table, seat

    async def _write(self, conn: ServerConnection, seat: RemoteSeat) -> None:
        box = seat.outbox
        if box is None:
            return
        try:
            while True:
                text = await box.get()
                if text is None:
                    await conn.close(1000, "game over")
                    return
                await conn.send(text)
        except ConnectionClosed:
            return

    async def _read(
        self, conn: ServerConnection, table: Table, seat: RemoteSeat, limiter: Bucket
    ) -> None:
        who = f"seat {seat.seat} ({seat.name})"
        while True:
            try:
                raw = await asyncio.wait_for(conn.recv(), self.config.idle_timeout)
            except TimeoutError:
                table.say(f"{who} silent for {self.config.idle_timeout:g} s: dropped")
                await conn.close(1008, "idle")
                return
            except ConnectionClosed as exc:
                if not table.done.is_set():
                    table.say(f"{who}: connection closed ({_why(exc)})")
                return
            if not limiter.take():
                table.say(f"{who} sends too many messages: dropped")
                await conn.close(1008, "too many messages")
                return
            try:
                data = wire.loads(raw)
            except WireError as exc:
                table.refuse(seat, str(exc))
                continue
            if data["type"] == "action":
                table.play(seat, data)
            elif data["type"] == "sync":
                if table.match is not None:
                    table.sync(seat)
            elif data["type"] == "chat":
                table.chat(seat, data)
            elif data["type"] == "bye":
                await conn.close(1000, "bye")
                return
            else:
                table.refuse(seat, f"unknown message type {data['type'][:30]!r}")


class _Door(ServerConnection):
    """A connection that says, in the host's log, why it never became a WebSocket: bytes
    that are not a handshake, or no handshake in time (the library drops both silently);
    with ``tls``, a TLS handshake that failed or never came (asyncio drops those silently
    too: it reports them in its debug mode only)."""

    tls: ssl.SSLContext | None = None
    tls_timeout = 10.0  # seconds for the TLS handshake (the host's hello_timeout)
    tls_shutdown = 2.0  # seconds for TLS's closing (its close_timeout)
    _secured = False
    _securing: asyncio.Task[None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        if self.tls is None or self._secured:
            super().connection_made(transport)
            return
        assert isinstance(transport, asyncio.Transport)
        transport.pause_reading()  # nothing is read before the TLS layer is in place
        self._securing = asyncio.get_running_loop().create_task(self._secure(transport))

    async def _secure(self, raw: asyncio.Transport) -> None:
        """The TLS handshake on ``raw``; then the WebSocket's, as with ``serve(ssl=)``."""
        assert self.tls is not None
        peer = _address(raw.get_extra_info("peername"))
        try:
            secure = await asyncio.get_running_loop().start_tls(
                raw,
                self,
                self.tls,
                server_side=True,
                ssl_handshake_timeout=self.tls_timeout,
                ssl_shutdown_timeout=self.tls_shutdown,
            )
        except Exception as exc:  # noqa: BLE001 - whatever ended it, it is one line
            self.logger.warning("%s: TLS handshake failed (%s): dropped", peer, _tls_why(exc))
            raw.abort()
            return
        if secure is None or not self.server.is_serving():  # the host closed meanwhile
            raw.abort()
            return
        self._secured = True
        super().connection_made(secure)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.tls is not None and not self._secured:
            return  # lost before it was a connection: ``_secure`` says why
        super().connection_lost(exc)

    async def handshake(self, *args: Any, **kwargs: Any) -> None:
        try:
            await super().handshake(*args, **kwargs)
        except asyncio.CancelledError:
            self.logger.warning("%s: no WebSocket handshake in time: dropped", _peer(self))
            raise
        if self.protocol.state is not State.OPEN:
            exc = self.protocol.handshake_exc
            why = f"{type(exc).__name__}: {str(exc)[:80]}" if exc else "closed"
            self.logger.warning("%s: not a WebSocket handshake (%s): dropped", _peer(self), why)


class _LineHandler(logging.Handler):
    """The websockets library's own reports (a handshake of garbage bytes, a frame too
    large) and the door's as lines of the log of the host they name."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)

    def emit(self, record: logging.LogRecord) -> None:
        host = getattr(record, "rummy_host", None)
        if not isinstance(host, Host):
            return
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            cause = exc.__cause__ or exc
            text += f": {type(cause).__name__}: {str(cause)[:120]}"
        host.log(f"connection: {text}")


def _tls_door(context: ssl.SSLContext, config: HostConfig) -> type[_Door]:
    class _TlsDoor(_Door):
        tls = context
        tls_timeout = config.hello_timeout
        tls_shutdown = config.close_timeout

    return _TlsDoor


def _tls_why(exc: Exception) -> str:
    if isinstance(exc, ssl.SSLError):
        reason = exc.reason or type(exc).__name__
        hint = {
            "HTTP_REQUEST": ": a plain ws:// or http:// client at a wss:// table",
            "WRONG_VERSION_NUMBER": ": bytes that are not TLS",
        }.get(reason, "")
        return f"{reason}{hint}"
    if isinstance(exc, ConnectionResetError):
        return "the client hung up (as one that does not trust the certificate does)"
    text = str(exc)[:80]
    return f"{type(exc).__name__}{': ' + text if text else ''}"


def _peer(conn: ServerConnection) -> str:
    try:
        return _address(conn.remote_address)
    except AttributeError:  # no transport yet
        return "a client"


def _address(peername: Any) -> str:
    try:
        host, port = peername[:2]
        return f"{host}:{port}"
    except (TypeError, ValueError, IndexError):
        return "a client"


def _why(exc: ConnectionClosed) -> str:
    frame = exc.rcvd or exc.sent
    if frame is None:
        return "no close frame"
    return f"code {frame.code}{', ' + frame.reason[:60] if frame.reason else ''}"
