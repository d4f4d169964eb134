"""A host and its seats on 127.0.0.1, in one event loop, for the network tests."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from rummy_desktop.ai import make_bot
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.net import Host, HostConfig, SeatClient, Table

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


def seat(url: str, n: int, code: str = "t", level: str = "simple", **kw: Any) -> SeatClient:
    return SeatClient(url, f"Seat {n}", make_bot(level, n), code, **kw)


async def finish(host: Host, table: Table, clients: Sequence[SeatClient]) -> list[Any]:
    """Every client plays to the end; the table is over; the host closes."""
    try:
        results = await asyncio.wait_for(asyncio.gather(*(c.play() for c in clients)), 60)
        await asyncio.wait_for(table.done.wait(), 5)
    finally:
        await host.close()
    return list(results)
