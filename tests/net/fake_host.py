"""A host that says exactly what a test makes it say, for a joined window or `rummy-desktop
join` to read: a WebSocket server on 127.0.0.1, on an event loop of its own thread (the
window's network runs on another, the command line's join on the test's own).

Each connection's hello is read, then ``script(conn, hello)`` runs; the messages an honest
host would send (a welcome, a game's first sync, a game's end) are built from a real deal,
so that a test only adds the fault.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.server import ServerConnection, serve

from rummy_desktop.match import Match
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.net import wire

Script = Callable[[ServerConnection, dict[str, Any]], Awaitable[None]]
SEAT = 1  # the seat the joiner is given; seat 0 is the host's own person, "Ann"


def deal() -> Match:
    """Two people at Three-Thirteen (a short first round), the same deal every run."""
    seats = (Seat.of("Ann"), Seat.of("Player 2"))
    return Match.deal(GameSetup("three-thirteen", seats, {}, 4))


def welcome(match: Match, **changes: Any) -> dict[str, Any]:
    message = {
        "type": "welcome",
        "version": wire.PROTOCOL_VERSION,
        "seq": 0,
        "seat": SEAT,
        "token": "a-token",
        "players": 2,
        "rules": wire.rules_json(match.game.rules),
    }
    return message | changes


def sync(match: Match, names: tuple[str, str] = ("Ann", "Eve"), **view: Any) -> dict[str, Any]:
    """The deal as seat 1 sees it; ``view`` replaces fields of its view."""
    shown = wire.view_json(match.game.view(SEAT, with_legal_actions=False)) | view
    return {
        "type": "sync",
        "seq": 0,
        "names": list(names),
        "computers": [False, False],
        "away": [],
        "events": [wire.event_json(e, SEAT) for e in match.opening],
        "view": shown,
    }


def over(match: Match) -> dict[str, Any]:
    return {"type": "over", "seq": 0, "totals": [0, 0], "winners": [0, 1]}


def chat(text: str, name: str = "Ann") -> dict[str, Any]:
    return {"type": "chat", "seq": 0, "seat": 0, "name": name, "text": text}


def says(*messages: dict[str, Any] | str, then_wait: bool = True) -> Script:
    """A script: these messages in order (a dict as strict JSON, a str as it is), then the
    connection kept open until the other side closes it (or closed, ``then_wait=False``)."""

    async def script(conn: ServerConnection, hello: dict[str, Any]) -> None:
        for m in messages:
            await conn.send(m if isinstance(m, str) else wire.dumps(m))
        if then_wait:
            await conn.wait_closed()

    return script


class FakeHost:
    """``with FakeHost(script) as host:`` ``host.url`` takes connections; ``host.hellos``
    holds each connection's first message (as read)."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.hellos: list[dict[str, Any]] = []
        self.loop = asyncio.new_event_loop()
        self.url = ""
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="fake-host", daemon=True)

    def __enter__(self) -> FakeHost:
        self._thread.start()
        assert self._ready.wait(5), "the fake host did not start"
        return self

    def __exit__(self, *exc: object) -> None:
        if self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._serve())
        self.loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        # No size limit on what it reads; what it sends is never limited by the server.
        async with serve(self._handle, "127.0.0.1", 0, max_size=None, compression=None) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            self.url = f"ws://127.0.0.1:{port}"
            self._ready.set()
            await self._stop.wait()
            server.close(close_connections=False)
            for conn in list(server.connections):
                conn.transport.abort()

    async def _handle(self, conn: ServerConnection) -> None:
        with contextlib.suppress(Exception):  # the other side went away: nothing to do
            hello = wire.loads(await conn.recv())
            self.hellos.append(hello)
            await self.script(conn, hello)


class SilentDoor:
    """A TCP port that accepts and never says a word (no WebSocket handshake at all)."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.url = f"ws://127.0.0.1:{self.sock.getsockname()[1]}"

    def __enter__(self) -> SilentDoor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.sock.close()
