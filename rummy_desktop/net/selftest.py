"""The network part of ``--selftest``: a host and a joined seat play one game on 127.0.0.1.

It proves, in a packaged app too, that the WebSocket library is there and that a hosted table
and a joined seat play a whole game together: the seat's outcome must be the host's.
"""

from __future__ import annotations

import asyncio

from rummy_desktop.ai import make_bot
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .client import SeatClient
from .host import Host, HostConfig

SEED = 35


class NetworkSelftestFailed(AssertionError):
    pass


def loopback_game(timeout: float = 60.0) -> str:
    """One game of Three-Thirteen, a joined seat against a computer; one line, or
    NetworkSelftestFailed with the reason."""
    lines: list[str] = []

    async def main() -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        host = Host(HostConfig(hello_timeout=5.0, away_grace=5.0), log=lines.append)
        seats = (Seat.of("Joiner"), Seat.of("Ada", "simple"))
        table = host.add_table("selftest", GameSetup("three-thirteen", seats, {}, SEED))
        try:
            port = await host.start("127.0.0.1", 0)
            joiner = SeatClient(
                f"ws://127.0.0.1:{port}", "Joiner", make_bot("simple"), "selftest", reconnects=0,
                patience=0.0,
            )  # fmt: skip
            outcome = await asyncio.wait_for(joiner.play(), timeout)
            await asyncio.wait_for(table.done.wait(), 5.0)
        finally:
            await host.close()
        assert table.match is not None
        return table.seq, tuple(table.match.game.totals()), outcome.totals

    try:
        moves, totals, told = asyncio.run(main())
    except Exception as exc:  # any failure is the selftest's one line
        last = f" (host: {lines[-1]})" if lines else ""
        raise NetworkSelftestFailed(f"network: {type(exc).__name__}: {exc}{last}") from None
    if told != totals:
        raise NetworkSelftestFailed(f"network: the seat was told {told}, the host has {totals}")
    return f"network: hosted and joined a game on 127.0.0.1 ({moves} moves)"
