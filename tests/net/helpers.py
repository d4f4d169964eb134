"""A host and its seats on 127.0.0.1, in one event loop, for the network tests."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Action, PlayerView
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.net import Host, HostConfig, SeatClient, Table, wire
from rummy_desktop.net.wire import PROTOCOL_VERSION

# Two rounds of Hillbilly: the whole protocol in a fraction of a full game's moves.
SHORT_HILLBILLY = {
    "contracts": [
        {"deal": 10, "sets": [3, 3], "runs": []},
        {"deal": 10, "sets": [3], "runs": [4]},
    ]
}
FAST = HostConfig(hello_timeout=0.5, idle_timeout=5.0, away_grace=5.0, close_timeout=0.3)


def setup(
    variant: str, remote: int, computers: Sequence[str] = (), seed: int = 1, **overrides: Any
) -> GameSetup:
    seats = [Seat.of(f"Player {i + 1}") for i in range(remote)]
    seats += [Seat.of(f"Computer {i + 1}", level) for i, level in enumerate(computers)]
    return GameSetup(variant, tuple(seats), overrides, seed)


async def open_table(
    game: GameSetup, config: HostConfig = FAST, code: str = "t"
) -> tuple[Host, Table, str, list[str]]:
    lines: list[str] = []
    host = Host(config, lines.append)
    table = host.add_table(code, game)
    port = await host.start("127.0.0.1", 0)
    return host, table, f"ws://127.0.0.1:{port}", lines


class QuickSeat(SeatClient):
    """A seat whose bot thinks on the event loop: a thread hop per move costs up to the
    interpreter's 5 ms switch interval, far more than a simple bot's thought (the command
    line's join, tested in subprocesses, thinks on a thread)."""

    async def decide(self, view: PlayerView) -> Action | None:
        return self.bot.choose(view)


def seat(url: str, n: int, code: str = "t", level: str = "simple", **kw: Any) -> SeatClient:
    return QuickSeat(url, f"Seat {n}", make_bot(level, n), code, **kw)


async def finish(host: Host, table: Table, clients: Sequence[SeatClient]) -> list[Any]:
    """Every client plays to the end; the table is over; the host closes."""
    try:
        results = await asyncio.wait_for(asyncio.gather(*(c.play() for c in clients)), 60)
        await asyncio.wait_for(table.done.wait(), 5)
    finally:
        await host.close()
    return list(results)


class Raw:
    """One connection that says exactly what a test makes it say."""

    def __init__(self, conn: ClientConnection) -> None:
        self.conn = conn
        self.token: str | None = None
        self.seat: int | None = None
        self.last: dict[str, Any] = {}

    @classmethod
    async def open(cls, url: str) -> Raw:
        return cls(await connect(url, proxy=None, max_size=1 << 20))

    async def send(self, message: dict[str, Any] | str | bytes) -> None:
        await self.conn.send(message if isinstance(message, (str, bytes)) else wire.dumps(message))

    async def until(self, kind: str) -> dict[str, Any]:
        while True:
            data = wire.loads(await asyncio.wait_for(self.conn.recv(), 10))
            if data["type"] == "welcome":
                self.token, self.seat = data["token"], data["seat"]
            if data["type"] in ("sync", "update"):
                self.last = data
            if data["type"] == kind:
                return data

    async def hello(self, name: str, code: str = "t") -> dict[str, Any]:
        await self.send({"type": "hello", "version": PROTOCOL_VERSION, "code": code, "name": name})
        return await self.until("welcome")

    @property
    def to_act(self) -> bool:
        return self.seat in self.last["view"]["to_act"]

    async def closed(self) -> None:
        """Waits until the host has closed the connection (whatever it sent before)."""
        with contextlib.suppress(ConnectionClosed):
            while True:
                await asyncio.wait_for(self.conn.recv(), 10)

    async def hand_over(self, url: str) -> SeatClient:
        """The seat, by its token, to a bot that plays it to the end."""
        assert self.token is not None and self.seat is not None
        if self.conn.close_code is None:
            await self.conn.close()
        client = seat(url, self.seat)
        client.token = self.token
        return client


async def two_raw_seats(config: HostConfig = FAST) -> tuple[Host, Table, str, Raw, Raw]:
    host = Host(config)
    table = host.add_table("t", setup("three-thirteen", 2, seed=11))
    url = f"ws://127.0.0.1:{await host.start()}"
    a = await Raw.open(url)
    await a.hello("Ann")
    b = await Raw.open(url)
    await b.hello("Bob")
    await a.until("sync")
    await b.until("sync")
    return host, table, url, a, b


def mover_and_waiter(a: Raw, b: Raw) -> tuple[Raw, Raw]:
    assert a.to_act != b.to_act
    return (a, b) if a.to_act else (b, a)


async def play_out(host: Host, table: Table, url: str, *raws: Raw) -> None:
    clients = [await r.hand_over(url) for r in raws]
    outcomes = await finish(host, table, clients)
    assert table.match is not None and table.match.game.is_over
    assert {o.seat for o in outcomes} == {r.seat for r in raws}
