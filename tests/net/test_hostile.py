"""Hostile clients on 127.0.0.1: each is refused or dropped with a line in the host's log, and
the table plays on to its end with nothing lost (the honest seats' game completes).

Seated misbehaviour uses two raw seats of a two-seat table: nobody else moves, so what the
host answers does not depend on timing. Each raw seat then hands its seat, by its token, to a
bot that plays the game out.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

import pytest
from websockets.exceptions import ConnectionClosed

from rummy_desktop.ai import make_bot
from rummy_desktop.net import Host, SeatClient, Table, wire
from rummy_desktop.net.wire import PROTOCOL_VERSION

from .helpers import FAST, Raw, finish, mover_and_waiter, play_out, seat, setup, two_raw_seats

LOGGER = "rummy_desktop.net"


def lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name.startswith(LOGGER)]


@pytest.fixture(autouse=True)
def _host_log(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger=LOGGER)


def test_a_wrong_code_is_refused_and_the_table_plays_on(caplog):
    async def main():
        host = Host(FAST)
        table = host.add_table("family", setup("three-thirteen", 1, ["easy"], seed=3))
        url = f"ws://127.0.0.1:{await host.start()}"
        intruder = await Raw.open(url)
        await intruder.send(
            {"type": "hello", "version": PROTOCOL_VERSION, "code": "guess", "name": "Eve"}
        )
        refusal = await intruder.until("refused")
        await intruder.closed()
        await finish(host, table, [seat(url, 0, code="family")])
        return refusal, table

    refusal, table = asyncio.run(main())
    assert refusal["reason"] == "wrong table code"
    assert table.match.game.is_over
    assert any("refused: wrong table code" in line for line in lines(caplog))


def test_an_action_for_another_seat_is_refused(caplog):
    async def main():
        host, table, url, a, b = await two_raw_seats()
        mover, waiter = mover_and_waiter(a, b)
        seq = table.seq
        # The waiter tries to move for the seat whose turn it is.
        await waiter.send(
            {"type": "action", "seq": seq, "action": {"type": "DrawStock", "seat": mover.seat}}
        )
        refusal = await waiter.until("refused")
        assert table.seq == seq  # nothing was played
        await play_out(host, table, url, a, b)
        return refusal, waiter.seat, mover.seat

    refusal, waiter, mover = asyncio.run(main())
    assert "not its own" in refusal["reason"]
    assert any(f"seat {waiter} (" in s and f"for seat {mover}, not" in s for s in lines(caplog))


def test_an_action_out_of_turn_is_refused(caplog):
    async def main():
        host, table, url, a, b = await two_raw_seats()
        _mover, waiter = mover_and_waiter(a, b)
        seq = table.seq
        await waiter.send(
            {"type": "action", "seq": seq, "action": {"type": "DrawStock", "seat": waiter.seat}}
        )
        refusal = await waiter.until("refused")
        assert table.seq == seq
        await play_out(host, table, url, a, b)
        return refusal, waiter.seat

    refusal, waiter = asyncio.run(main())
    assert refusal["seq"] == 0 and refusal["reason"] == "It is not your turn"
    assert any(f"seat {waiter} (" in s and "refused" in s for s in lines(caplog))


def test_a_replayed_or_stale_seq_is_refused(caplog):
    async def main():
        host, table, url, a, b = await two_raw_seats()
        mover, _waiter = mover_and_waiter(a, b)
        assert table.match is not None
        view = wire.read_view(mover.last["view"], table.match.game.rules)
        move = {"type": "action", "seq": 0, "action": wire.action_json(view.legal_actions[0])}
        await mover.send(move)
        played = await mover.until("update")
        assert played["seq"] == 1
        await mover.send(move)  # the same message again: its seq is no longer the table's
        replayed = await mover.until("refused")
        await mover.send({**move, "seq": 99})  # a seq from the future
        future = await mover.until("refused")
        await mover.send({**move, "seq": "1"})  # not even a number
        odd = await mover.until("refused")
        assert table.seq == 1  # the move was played once
        await play_out(host, table, url, a, b)
        return replayed, future, odd

    replayed, future, odd = asyncio.run(main())
    assert replayed["reason"] == "stale seq 0, now 1"
    assert future["reason"] == "stale seq 99, now 1"
    assert odd["reason"] == "stale seq '1', now 1"
    assert sum("refused: stale seq" in s for s in lines(caplog)) == 3


def test_broken_json_is_refused_and_the_connection_stays(caplog):
    async def main():
        host, table, url, a, b = await two_raw_seats()
        await a.send('{"type": "action", "seq": 0,')
        broken = await a.until("refused")
        await a.send("[1, 2]")
        not_object = await a.until("refused")
        await a.send('{"type": "sync", "seq": NaN}')
        nan = await a.until("refused")
        await a.send({"type": "sync"})  # the same connection still answers
        again = await a.until("sync")
        # Broken JSON instead of a hello: refused at the door.
        door = await Raw.open(url)
        await door.send("{hello")
        at_door = await door.until("refused")
        await door.closed()
        await play_out(host, table, url, a, b)
        return broken, not_object, nan, again, at_door

    broken, not_object, nan, again, at_door = asyncio.run(main())
    assert broken["reason"].startswith("not JSON")
    assert not_object["reason"] == "a message is a JSON object with a type"
    assert nan["reason"].startswith("not JSON")
    assert again["seq"] == 0
    assert at_door["reason"].startswith("not a hello: not JSON")
    assert sum("refused: not JSON" in s for s in lines(caplog)) == 2
    assert any("refused: not a hello" in s for s in lines(caplog))


def test_a_five_megabyte_frame_drops_the_connection_not_the_seat(caplog):
    async def main():
        host, table, url, a, b = await two_raw_seats()
        with contextlib.suppress(ConnectionClosed):
            await a.send('{"type": "sync", "pad": "' + "x" * (5 * 1024 * 1024) + '"}')
        await a.closed()
        assert a.conn.close_code == 1009  # message too big
        assert a.seat in table.remote  # the seat is kept for its token
        await play_out(host, table, url, a, b)
        return a.seat

    dropped = asyncio.run(main())
    assert any(f"seat {dropped} (" in s and "code 1009" in s for s in lines(caplog))


def test_a_thousand_messages_a_second_drop_the_connection(caplog):
    async def main():
        host, table, url, a, b = await two_raw_seats()
        with contextlib.suppress(ConnectionClosed):
            for _ in range(1000):
                await a.send({"type": "bogus"})
        await a.closed()
        await play_out(host, table, url, a, b)
        return a.seat

    flooder = asyncio.run(main())
    assert any(f"seat {flooder} (" in s and "too many messages" in s for s in lines(caplog))


def test_a_connection_that_never_speaks_is_dropped(caplog):
    async def main():
        host = Host(FAST)
        table = host.add_table("t", setup("three-thirteen", 1, ["easy"], seed=5))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        silent_socket = await asyncio.open_connection("127.0.0.1", port)  # not even a handshake
        silent = await Raw.open(url)  # a WebSocket that never says hello
        await finish_keeping_open(host, table, [seat(url, 0)], silent)
        reader, writer = silent_socket
        assert await asyncio.wait_for(reader.read(), 10) is not None  # the host hung up
        writer.close()
        return table

    table = asyncio.run(main())
    assert table.match.game.is_over
    found = lines(caplog)
    assert any("said nothing in 0.5 s: dropped" in s for s in found)
    assert any("no WebSocket handshake in time: dropped" in s for s in found)


async def finish_keeping_open(host: Host, table: Table, clients: list[SeatClient], silent: Raw):
    game = asyncio.ensure_future(asyncio.gather(*(c.play() for c in clients)))
    await silent.closed()
    assert silent.conn.close_code == 1008
    await asyncio.wait_for(game, 60)
    await asyncio.wait_for(table.done.wait(), 5)
    await host.close()


def test_garbage_bytes_are_dropped(caplog):
    async def main():
        host = Host(FAST)
        table = host.add_table("t", setup("three-thirteen", 2, seed=6))
        port = await host.start()
        url = f"ws://127.0.0.1:{port}"
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"\x16\x03\x01\x00\xff\xfe garbage \x00\r\n\r\n")  # not HTTP
        await writer.drain()
        assert await asyncio.wait_for(reader.read(), 10) is not None
        writer.close()
        a = await Raw.open(url)
        await a.hello("Ann")
        await a.send(b"\x00\x01\x02 binary")  # a binary frame: not the protocol
        binary = await a.until("refused")
        b = SeatClient(url, "Bob", make_bot("simple", 1), "t")
        joined = asyncio.ensure_future(b.play())
        await a.until("sync")
        rest = (await a.hand_over(url)).play()
        try:
            await asyncio.wait_for(asyncio.gather(joined, rest), 60)
            await asyncio.wait_for(table.done.wait(), 5)
        finally:
            await host.close()
        return binary, table

    binary, table = asyncio.run(main())
    assert binary["reason"] == "binary frames are not part of the protocol"
    assert table.match.game.is_over
    found = lines(caplog)
    assert any("not a WebSocket handshake" in s and "dropped" in s for s in found)
    assert any("refused: binary frames" in s for s in found)


def test_a_seated_connection_that_goes_silent_is_dropped_and_its_seat_kept(caplog):
    from dataclasses import replace

    async def main():
        host, table, url, a, b = await two_raw_seats(replace(FAST, idle_timeout=0.3))
        await a.closed()  # a says nothing more: the host hangs up
        await b.closed()
        assert a.conn.close_code == b.conn.close_code == 1008
        assert set(table.remote) == {a.seat, b.seat}  # both seats kept for their tokens
        await play_out(host, table, url, a, b)

    asyncio.run(main())
    assert sum("silent for 0.3 s: dropped" in s for s in lines(caplog)) >= 2
