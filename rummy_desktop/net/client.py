"""A network seat: joins a host's table and plays one seat with a bot (built-in or the user's).

The bot sees only what the host sends: the seat's view, rebuilt as a ``PlayerView``. A dropped
connection is taken up again with the seat's token; a refusal at the door (a wrong code, a
full table, another protocol version, rules this version does not know) is a ``Refusal``.
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from rummy_desktop.ai import Bot
from rummy_desktop.engine import Action, PlayerView, RuleSet
from rummy_desktop.refusal_words import problem_text

from . import wire
from .wire import PROTOCOL_VERSION, WireError


class Refusal(Exception):
    """The host would not seat us, or cannot be reached: one line for the person."""


@dataclass(frozen=True)
class Outcome:
    seat: int
    totals: tuple[int, ...]
    winners: tuple[int, ...]


class SeatClient:
    def __init__(
        self,
        url: str,
        name: str,
        bot: Bot,
        code: str = "",
        *,
        on_message: Callable[[str], None] | None = None,
        reconnects: int = 5,
        patience: float = 60.0,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.url, self.name, self.bot, self.code = url, name, bot, code
        self.on_message = on_message
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
        self._welcomed = False

    async def play(self) -> Outcome:
        tries = 0
        since = 0.0
        loop = asyncio.get_running_loop()
        while True:
            try:
                outcome = await self._session()
            except (ConnectionClosed, OSError, TimeoutError) as exc:
                if self._welcomed:  # it was seated again since: a new drop, a new wait
                    tries, self._welcomed = 0, False
                if tries == 0:
                    since = loop.time()
                waited = loop.time() - since
                if self.token is None or (tries >= self.reconnects and waited >= self.patience):
                    raise Refusal(f"cannot reach the table at {self.url}: {exc}") from None
                tries += 1
                await asyncio.sleep(min(1.0, 0.05 * 2 ** min(tries, 5)))
                continue
            if outcome is not None:
                return outcome
            tries = 0

    async def _session(self) -> Outcome | None:
        try:
            extra: dict[str, Any] = {"ssl": self.tls} if self.tls is not None else {}
            conn = await connect(self.url, proxy=None, max_size=1 << 20, open_timeout=10, **extra)
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
            async for raw in conn:
                done = await self._on(conn, raw)
                if done is not None:
                    return done
        return None  # closed without a word: try again with the token

    async def _on(self, conn: ClientConnection, raw: str | bytes) -> Outcome | None:
        if self.on_message is not None and isinstance(raw, str):
            self.on_message(raw)
        data = wire.loads(raw)
        kind = data["type"]
        if kind == "refused":
            if self.seat is None:
                raise Refusal(f"the table refused us: {str(data.get('reason'))[:200]}")
            await self._refused(conn, data)
        elif kind == "welcome":
            self.seat, self.token = data["seat"], data["token"]
            self._welcomed = True
            try:
                self.rules = wire.read_rules(data.get("rules"))
            except ValueError as exc:
                await conn.close(1000, "rules unknown")
                why = problem_text(exc)
                raise Refusal(f"the table's rules are unknown to this version: {why}") from None
        elif kind in ("sync", "update"):
            assert self.rules is not None
            self.seq = data["seq"]
            self.view = wire.read_view(data["view"], self.rules)
            await self._maybe_move(conn)
        elif kind == "over":
            assert self.seat is not None
            return Outcome(self.seat, tuple(data["totals"]), tuple(data["winners"]))
        return None

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
    try:
        return asyncio.run(SeatClient(url, name, bot, code, tls=tls).play())
    except WireError as exc:
        raise Refusal(f"the host sent something that is not the protocol: {exc}") from None
