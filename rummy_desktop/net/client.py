"""A network seat: joins a host's table and plays one seat with a bot (built-in or the user's).

The bot sees only what the host sends: the seat's view, rebuilt as a ``PlayerView``, each
message checked first (``from_host``). A dropped connection is taken up again with the seat's
token (``on_link`` hears of the drop and of the return); a refusal at the door (a wrong code,
a full table, another protocol version, rules this version does not know), a host that breaks
the protocol (a message that is not one, a view that cannot be, a frame over 1 MB) or says
nothing in ``answer_timeout`` is a ``Refusal``: one line, never tried again.
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, ConnectionClosedOK, InvalidHandshake, InvalidURI
from websockets.frames import CloseCode

from rummy_desktop.ai import Bot
from rummy_desktop.engine import Action, PlayerView, RuleSet
from rummy_desktop.plain_text import printable
from rummy_desktop.refusal_words import problem_text

from . import from_host, wire
from .wire import PROTOCOL_VERSION, WireError


class Refusal(Exception):
    """The host would not seat us, cannot be reached, or broke the protocol: one line for the
    person (printable: a host's words never reach a terminal or a label as controls).
    ``lost``: a seated connection dropped and was tried again until ``patience`` ran out."""

    def __init__(self, text: str, lost: bool = False) -> None:
        super().__init__(printable(text))
        self.lost = lost


@dataclass(frozen=True)
class Outcome:
    seat: int
    totals: tuple[int, ...]
    winners: tuple[int, ...]


MAX_HOST_FRAME = 1 << 20  # bytes a message from the host may take (the largest honest: 16 KB)


class SeatClient:
    # Seconds for a host's first word: the WebSocket handshake, then each message until we
    # are seated. A host that accepts and says nothing is refused then (tried again only
    # after a drop, when a restarting host may be slow).
    answer_timeout = 10.0

    def __init__(
        self,
        url: str,
        name: str,
        bot: Bot,
        code: str = "",
        *,
        on_message: Callable[[str], None] | None = None,
        on_link: Callable[[bool], None] | None = None,
        reconnects: int = 5,
        patience: float = 60.0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.url, self.name, self.bot, self.code = url, name, bot, code
        # Every message from the host, once checked (from_host), as the text that came.
        self.on_message = on_message
        # False when a seated connection drops (it is being tried again), True once the host
        # seats us again.
        self.on_link = on_link
        # After a drop: at least ``reconnects`` tries, and tries for ``patience`` seconds
        # (a host being restarted from its autosave takes a few).
        self.reconnects, self.patience = reconnects, patience
        self.tls = tls  # for wss://: whom to trust (None: the system's certificate authorities)
        self.token: str | None = None
        self.seat: int | None = None
        self.rules: RuleSet | None = None
        self.conn: ClientConnection | None = None
        self.seq = 0
        self.view: PlayerView | None = None
        self._fell_back: int | None = None
        self._seated = False  # this connection's hello was welcomed
        self._cut = False  # a seated connection dropped and has not been welcomed since

    async def play(self) -> Outcome:
        """Play to the end; Refusal with one line when that cannot be."""
        try:
            return await self._play()
        except WireError as exc:
            raise Refusal(f"the host sent something that is not the protocol: {exc}") from None

    async def _play(self) -> Outcome:
        tries = 0
        since = 0.0
        loop = asyncio.get_running_loop()
        while True:
            self._seated = False
            try:
                outcome = await self._session()
                if outcome is not None:
                    return outcome
                why = "the host closed the connection"
            except ConnectionClosed as exc:
                why = _closed(exc)
            except (OSError, TimeoutError) as exc:
                why = str(exc) or type(exc).__name__
            if self._seated:  # it was seated: a new drop, a new wait
                tries, self._cut = 0, True
                if self.on_link is not None:
                    self.on_link(False)
            if tries == 0:
                since = loop.time()
            if self.token is None:
                raise Refusal(f"cannot reach the table at {self.url}: {why}")
            if tries >= self.reconnects and loop.time() - since >= self.patience:
                raise Refusal(f"cannot reach the table at {self.url}: {why}", lost=True)
            tries += 1
            await asyncio.sleep(min(1.0, 0.05 * 2 ** min(tries, 5)))

    async def _session(self) -> Outcome | None:
        try:
            extra: dict[str, Any] = {"ssl": self.tls} if self.tls is not None else {}
            conn = await connect(
                self.url,
                proxy=None,
                max_size=MAX_HOST_FRAME,
                compression=None,  # no deflate: a small frame cannot unpack into a large one
                open_timeout=self.answer_timeout,
                **extra,
            )
        except (InvalidURI, InvalidHandshake) as exc:
            raise Refusal(f"{self.url} is not a table: {exc}") from None
        self.conn = conn
        async with conn:
            hello: dict[str, Any] = {
                "type": "hello",
                "version": PROTOCOL_VERSION,
                "code": self.code,
            }
            if self.token is not None:
                hello["token"] = self.token
            else:
                hello["name"] = self.name
            await conn.send(wire.dumps(hello))
            while True:
                try:
                    if self._seated:
                        raw = await conn.recv()
                    else:
                        raw = await asyncio.wait_for(conn.recv(), self.answer_timeout)
                except ConnectionClosedOK:
                    return None  # closed without a word: try again with the token
                except TimeoutError:
                    wait = f"{self.answer_timeout:g} s"
                    raise TimeoutError(f"the host did not answer in {wait}") from None
                done = await self._on(conn, raw)
                if done is not None:
                    return done

    async def _on(self, conn: ClientConnection, raw: str | bytes) -> Outcome | None:
        """One message from the host, checked before anything acts on it."""
        data = wire.loads(raw)
        kind = data["type"]
        if kind == "refused":
            reason = wire.plain_line(data.get("reason"), 200)
            if not self._seated:  # at the door: final (a seat's token is not forgotten)
                raise Refusal(f"the table refused us: {reason}")
            self._tell(raw)
            await self._refused(conn, data)
        elif kind == "welcome":
            await self._welcome(conn, data)
            self._tell(raw)
            if self._cut:
                self._cut = False
                if self.on_link is not None:
                    self.on_link(True)
        elif kind in ("sync", "update"):
            if self.rules is None or self.seat is None or not self._seated:
                raise WireError(f"a {kind} before the welcome")
            news = from_host.read_news(data, self.rules, self.seat)
            self.seq, self.view = news.seq, news.view
            self._tell(raw)
            await self._maybe_move(conn)
        elif kind == "over":
            if self.rules is None or self.seat is None:
                raise WireError("a game's end before the welcome")
            totals, winners = from_host.read_over(data, self.rules.players)
            self._tell(raw)
            return Outcome(self.seat, totals, winners)
        else:  # lobby, chat, seat, and what a newer host may add: the reader's to read
            self._tell(raw)
        return None

    async def _welcome(self, conn: ClientConnection, data: dict[str, Any]) -> None:
        version = data.get("version")
        if version != PROTOCOL_VERSION:
            theirs = wire.plain_line(str(version), 20)
            raise Refusal(
                f"the host speaks protocol version {theirs}; this program speaks "
                f"version {PROTOCOL_VERSION}"
            )
        try:
            rules = wire.read_rules(data.get("rules"))
        except WireError:
            raise
        except ValueError as exc:  # RulesError: a flag or a value of a newer version
            await conn.close(1000, "rules unknown")
            why = problem_text(exc)
            raise Refusal(f"the table's rules are unknown to this version: {why}") from None
        welcome = from_host.read_welcome(data, rules)
        if self.seat is not None and (welcome.seat != self.seat or rules != self.rules):
            raise WireError("a welcome back to another seat or other rules")
        self.seat, self.token, self.rules = welcome.seat, welcome.token, rules
        self._seated = True

    def _tell(self, raw: str | bytes) -> None:
        if self.on_message is not None and isinstance(raw, str):
            self.on_message(raw)

    async def _maybe_move(self, conn: ClientConnection) -> None:
        view = self.view
        if view is None or view.seat not in view.to_act or str(view.phase) == "game_over":
            return
        action = await self.decide(view)
        if action is not None:
            await self._send_action(conn, action)

    async def decide(self, view: PlayerView) -> Action | None:
        """The bot's move, thought on a thread so the connection's pings go on meanwhile."""
        return await asyncio.to_thread(self.bot.choose, view)

    async def _send_action(self, conn: ClientConnection, action: Action) -> None:
        message = {"type": "action", "seq": self.seq, "action": wire.action_json(action)}
        await conn.send(wire.dumps(message))

    async def _refused(self, conn: ClientConnection, data: dict[str, Any]) -> None:
        """Our move was refused. If it was for the table as it is (not a stale one), the bot
        erred: play the first legal move instead, once per position, so the table goes on."""
        view = self.view
        if view is None or data.get("seq") != self.seq or self._fell_back == self.seq:
            return
        if view.seat in view.to_act and view.legal_actions:
            self._fell_back = self.seq
            await self._send_action(conn, view.legal_actions[0])


def play(
    url: str, name: str, bot: Bot, code: str = "", tls: ssl.SSLContext | None = None
) -> Outcome:
    """Join and play to the end (blocking); Refusal with one line when that cannot be."""
    return asyncio.run(SeatClient(url, name, bot, code, tls=tls).play())


def _closed(exc: ConnectionClosed) -> str:
    """Why a connection closed, as a drop (tried again); Refusal when we closed it because
    the host broke the protocol (a frame too large, one that is not WebSocket or UTF-8)."""
    sent = exc.sent
    if sent is not None and not exc.rcvd_then_sent:
        if sent.code == CloseCode.MESSAGE_TOO_BIG:
            raise Refusal(f"the host sent a message over the limit of {MAX_HOST_FRAME >> 20} MB")
        if sent.code in (CloseCode.PROTOCOL_ERROR, CloseCode.INVALID_DATA):
            why = wire.plain_line(sent.reason, 80) or "a broken frame"
            raise Refusal(f"the host sent something that is not the protocol: {why}")
    frame = exc.rcvd or sent
    if frame is None:
        return "the connection was cut"
    reason = wire.plain_line(frame.reason, 80)
    return f"closed ({frame.code}{': ' + reason if reason else ''})"
