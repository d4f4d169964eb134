"""A person's connection killed mid-turn and restored: the seat's view comes back by its token
and the person plays on; past the wait, a computer plays the seat (said in Table Talk) until
the person is back."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from rummy_desktop.net import wire

from .helpers import (
    FAST,
    Raw,
    finish,
    mover_and_waiter,
    open_table,
    play_out,
    seat,
    setup,
    two_raw_seats,
)


async def draw(raw: Raw, rules) -> dict:
    """``raw`` is to act at the start of its turn: it draws, and is then mid-turn."""
    view = wire.read_view(raw.last["view"], rules)
    await raw.send(
        {
            "type": "action",
            "seq": raw.last["seq"],
            "action": wire.action_json(view.legal_actions[0]),
        }
    )
    return await raw.until("update")


def test_a_connection_killed_mid_turn_gets_its_seat_and_its_view_back():
    async def main():
        host, table, url, a, b = await two_raw_seats()
        mover, waiter = mover_and_waiter(a, b)
        rules = table.match.game.rules
        drawn = await draw(mover, rules)
        assert drawn["view"]["phase"] == "play"
        mover.conn.transport.abort()  # the cable is pulled: no close frame
        away = await waiter.until("seat")
        again = await Raw.open(url)
        await again.send(
            {"type": "hello", "version": wire.PROTOCOL_VERSION, "code": "t", "token": mover.token}
        )
        welcome = await again.until("welcome")
        synced = await again.until("sync")
        back = await waiter.until("seat")
        # The person finishes the turn they were in.
        view = wire.read_view(synced["view"], rules)
        discard = wire.action_json(
            next(x for x in view.legal_actions if type(x).__name__ == "Discard")
        )
        await again.send({"type": "action", "seq": synced["seq"], "action": discard})
        after = await again.until("update")
        await play_out(host, table, url, again, waiter)
        return mover.seat, drawn, away, welcome, synced, back, after, table

    seat_no, drawn, away, welcome, synced, back, after, table = asyncio.run(main())
    assert away == {"type": "seat", "seq": 1, "seat": seat_no, "status": "away"}
    assert welcome["seat"] == seat_no
    assert synced["seq"] == drawn["seq"] == 1
    assert synced["view"] == drawn["view"]  # the hand with the drawn card, mid-turn
    assert back["status"] == "back"
    assert after["seq"] == 2 and after["events"][0]["type"] == "Discarded"
    assert table.match.game.is_over
    talk = [line.text for line in table.match.talk.lines]
    assert not any("computer plays" in str(t) for t in talk)  # it was back within the wait


def test_past_the_wait_a_computer_plays_the_seat_until_its_person_is_back():
    quick = replace(FAST, away_grace=0.05)

    async def main():
        host, table, url, a, b = await two_raw_seats(quick)
        mover, waiter = mover_and_waiter(a, b)
        rules = table.match.game.rules
        await draw(mover, rules)
        mover.conn.transport.abort()
        await waiter.until("seat")  # away
        taken = await waiter.until("seat")  # a computer plays it
        # The computer finished the turn: the waiter is to act now; it moves once.
        while not waiter.to_act:
            await waiter.until("update")
        view = wire.read_view(waiter.last["view"], rules)
        await waiter.send(
            {
                "type": "action",
                "seq": waiter.last["seq"],
                "action": wire.action_json(view.legal_actions[0]),
            }
        )
        await waiter.until("update")
        person = seat(url, mover.seat)
        person.token = mover.token
        rest = await waiter.hand_over(url)
        await finish(host, table, [person, rest])
        return taken, mover.seat, table

    taken, seat_no, table = asyncio.run(main())
    assert taken["status"] == "computer" and taken["seat"] == seat_no
    name = table.match.names[seat_no]
    talk = [line.text for line in table.match.talk.lines]
    away = talk.index(f"{name} is away: a computer plays for {name} meanwhile")
    assert talk.index(f"{name} is back and plays again") > away
    assert table.match.game.is_over


def test_the_join_client_takes_its_seat_up_again_by_itself():
    """A bot's connection cut twice mid-game: the client reconnects with its token."""

    async def main():
        host, table, url, _ = await open_table(setup("three-thirteen", 1, ["easy"], seed=9))
        updates = cuts = 0
        client = None

        def cut_now_and_then(text: str) -> None:
            nonlocal updates, cuts
            updates += '"update"' in text
            if client is not None and client.conn is not None and updates in (5, 40):
                updates += 1  # once each
                cuts += 1
                client.conn.transport.abort()

        client = seat(url, 0, on_message=cut_now_and_then)
        outcome = (await finish(host, table, [client]))[0]
        return outcome, cuts, table

    outcome, cuts, table = asyncio.run(main())
    assert cuts == 2
    assert table.match.game.is_over and outcome.totals == tuple(table.match.game.totals())
