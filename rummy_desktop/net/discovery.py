"""Tables on the local network: a host announces itself by UDP broadcast, a window listens.

Once a second a hosting window sends one small datagram, strict JSON, to the LAN's broadcast
address (and to 127.0.0.1, so two windows on one machine find each other even where the
broadcast does not loop back)::

    {
        "type": "rummy-table",
        "version": 1,
        "name": "Ann's table",
        "game": "Three Thirteen",
        "port": 8765,
        "open": 2,
    }

The table's code is never announced: anyone on the network may see that a table exists,
only those who were told the code may sit at it. A listener keeps what it heard for a few
seconds; a datagram that is not such an object (or is larger than ``MAX_DATAGRAM``) is
ignored. No Qt, no files: the window runs both on its network thread. A small module of our
own rather than zeroconf (LGPL, a larger bundle, and multicast DNS is often filtered on
home routers where plain broadcast passes).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rummy_desktop import strict_json
from rummy_desktop.plain_text import clean_name

from .wire import PROTOCOL_VERSION

DISCOVERY_PORT = 47913  # UDP; the table itself listens on TCP (8765 by default)
MAX_DATAGRAM = 1024
KEEP_SECONDS = 4.0  # a table not heard of for this long is gone from the list
ANNOUNCE_EVERY = 1.0
MAX_TEXT = 60
TARGETS = ("255.255.255.255", "127.0.0.1")


@dataclass(frozen=True)
class FoundTable:
    """A table heard on the network: where to join it and what it says of itself."""

    address: str  # the sender's IP address, as the datagram came
    port: int
    name: str
    game: str
    open: int  # seats still free

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{host}:{self.port}"


def announcement(name: str, game: str, port: int, open_seats: int) -> bytes:
    message = {
        "type": "rummy-table",
        "version": PROTOCOL_VERSION,
        "name": clean_name(name)[:MAX_TEXT],
        "game": clean_name(game)[:MAX_TEXT],
        "port": port,
        "open": open_seats,
    }
    return strict_json.dumps(message, compact=True).encode("utf-8")


def read_announcement(data: bytes, address: str) -> FoundTable | None:
    """The table a datagram announces, or None for anything else (never an exception)."""
    if len(data) > MAX_DATAGRAM:
        return None
    try:
        message = strict_json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(message, dict) or message.get("type") != "rummy-table":
        return None
    if message.get("version") != PROTOCOL_VERSION:
        return None
    port, free = message.get("port"), message.get("open")
    if (
        not isinstance(port, int)
        or not isinstance(free, int)
        or not (_whole(port) and _whole(free))
    ):
        return None
    if not 0 < port < 65536 or free < 0:
        return None
    texts = [message.get("name"), message.get("game")]
    if not all(isinstance(t, str) for t in texts):
        return None
    name, game = (clean_name(str(t))[:MAX_TEXT] for t in texts)
    return FoundTable(address, port, name or "A table", game, min(free, 99))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Announcer:
    """Sends the table's announcement every ``every`` seconds until ``stop`` (nothing while
    ``message`` gives empty bytes: a table whose game has started is not offered)."""

    def __init__(
        self,
        message: Callable[[], bytes],
        port: int = DISCOVERY_PORT,
        targets: Sequence[str] = TARGETS,
        every: float = ANNOUNCE_EVERY,
    ) -> None:
        self.message, self.port, self.targets, self.every = message, port, targets, every
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _run(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.setblocking(False)
        try:
            while True:
                data = self.message()
                for target in self.targets if data else ():
                    # A network without broadcast (or none at all) just finds nothing.
                    with contextlib.suppress(OSError):
                        sock.sendto(data, (target, self.port))
                await asyncio.sleep(self.every)
        finally:
            sock.close()


class _Heard(asyncio.DatagramProtocol):
    def __init__(self, listener: Listener) -> None:
        self.listener = listener

    def datagram_received(self, data: bytes, addr: tuple[str | Any, int]) -> None:
        found = read_announcement(data, str(addr[0]))
        if found is not None:
            self.listener.heard(found)


class Listener:
    """The tables heard lately. ``on_change`` is called (on the loop) when the list changes."""

    def __init__(
        self,
        on_change: Callable[[list[FoundTable]], None] | None = None,
        port: int = DISCOVERY_PORT,
        bind: str = "",
    ) -> None:
        self.on_change, self.port, self.bind = on_change, port, bind
        self._seen: dict[tuple[str, int], tuple[float, FoundTable]] = {}
        self._transport: asyncio.DatagramTransport | None = None
        self._sweeper: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Listen; OSError when the port cannot be had (the window then lists nothing)."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):  # several windows on one machine listen at once
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        try:
            sock.bind((self.bind, self.port))
        except OSError:
            sock.close()
            raise
        loop = asyncio.get_running_loop()
        transport, _ = await loop.create_datagram_endpoint(lambda: _Heard(self), sock=sock)
        self._transport = transport
        self._sweeper = loop.create_task(self._sweep())

    def stop(self) -> None:
        if self._transport is not None:
            self._transport.close()
            self._transport = None
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None

    @property
    def tables(self) -> list[FoundTable]:
        """Each table once: heard both by broadcast and on 127.0.0.1, its LAN address."""
        found = [f for _, f in self._seen.values()]
        lan = {(f.port, f.name) for f in found if f.address != "127.0.0.1"}
        kept = [f for f in found if f.address != "127.0.0.1" or (f.port, f.name) not in lan]
        return sorted(kept, key=lambda f: (f.name, f.address, f.port))

    def heard(self, found: FoundTable) -> None:
        key = (found.address, found.port)
        old = self._seen.get(key)
        self._seen[key] = (time.monotonic(), found)
        if old is None or old[1] != found:
            self._told()

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(KEEP_SECONDS / 4)
            now = time.monotonic()
            gone = [k for k, (at, _) in self._seen.items() if now - at > KEEP_SECONDS]
            for key in gone:
                del self._seen[key]
            if gone:
                self._told()

    def _told(self) -> None:
        if self.on_change is not None:
            self.on_change(self.tables)
