"""LAN discovery on 127.0.0.1: a table announced is heard, garbage is ignored, a table gone
is forgotten; the code is never announced."""

from __future__ import annotations

import asyncio
import socket

from rummy_desktop.net import discovery
from rummy_desktop.net.discovery import Announcer, FoundTable, Listener, announcement


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_announced_table_is_heard_with_its_address_and_never_its_code():
    port = free_udp_port()

    async def main() -> list[list[FoundTable]]:
        heard: list[list[FoundTable]] = []
        listener = Listener(heard.append, port=port, bind="127.0.0.1")
        await listener.start()
        message = lambda: announcement("Ann's table", "Three Thirteen", 8765, 2)  # noqa: E731
        announcer = Announcer(message, port=port, targets=("127.0.0.1",), every=0.05)
        announcer.start()
        for _ in range(100):
            if heard:
                break
            await asyncio.sleep(0.02)
        announcer.stop()
        listener.stop()
        return heard

    heard = asyncio.run(main())
    assert heard[0] == [FoundTable("127.0.0.1", 8765, "Ann's table", "Three Thirteen", 2)]
    assert heard[0][0].url == "ws://127.0.0.1:8765"
    assert b"code" not in announcement("Ann's table", "Three Thirteen", 8765, 2)


def test_garbage_and_foreign_datagrams_are_ignored():
    read = discovery.read_announcement
    good = announcement("T", "Hillbilly", 9000, 1)
    assert read(good, "10.0.0.2") == FoundTable("10.0.0.2", 9000, "T", "Hillbilly", 1)
    for bad in (
        b"\xff\xfe garbage",
        b"[]",
        b'{"type": "rummy-table"}',
        b'{"type": "rummy-table", "version": 99, "name": "T", "game": "G", "port": 1, "open": 0}',
        b'{"type": "rummy-table", "version": 1, "name": "T", "game": "G", "port": 0, "open": 0}',
        b'{"type": "rummy-table", "version": 1, "name": 5, "game": "G", "port": 80, "open": 0}',
        b'{"type": "rummy-table", "version": 1, "name": "T", "game": "G", "port": 80, "open": true}',
        b'{"a": NaN}',
        b"{" * 5000,
    ):
        assert read(bad, "10.0.0.2") is None
    # A name with a right-to-left override and a newline reads as plain text.
    odd = announcement("Ann\u202e\nelbat", "G", 80, 0)
    found = read(odd, "10.0.0.2")
    assert found is not None and "\u202e" not in found.name and "\n" not in found.name


def test_a_table_not_heard_of_any_more_is_forgotten(monkeypatch):
    monkeypatch.setattr(discovery, "KEEP_SECONDS", 0.2)
    port = free_udp_port()

    async def main() -> list[list[FoundTable]]:
        heard: list[list[FoundTable]] = []
        listener = Listener(heard.append, port=port, bind="127.0.0.1")
        await listener.start()
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.sendto(announcement("T", "G", 9000, 1), ("127.0.0.1", port))
        for _ in range(100):
            if len(heard) >= 2:
                break
            await asyncio.sleep(0.02)
        listener.stop()
        return heard

    heard = asyncio.run(main())
    assert [len(h) for h in heard[:2]] == [1, 0]


def test_a_table_heard_on_the_lan_and_on_loopback_is_listed_once():
    listener = Listener()
    listener.heard(FoundTable("127.0.0.1", 9000, "T", "G", 1))
    listener.heard(FoundTable("192.168.1.5", 9000, "T", "G", 1))
    assert [f.address for f in listener.tables] == ["192.168.1.5"]


def test_a_table_whose_game_has_started_is_not_announced():
    port = free_udp_port()

    async def main() -> list[list[FoundTable]]:
        heard: list[list[FoundTable]] = []
        listener = Listener(heard.append, port=port, bind="127.0.0.1")
        await listener.start()
        announcer = Announcer(lambda: b"", port=port, targets=("127.0.0.1",), every=0.02)
        announcer.start()
        await asyncio.sleep(0.2)
        announcer.stop()
        listener.stop()
        return heard

    assert asyncio.run(main()) == []
