"""Over random games (a seeded loop: variants, 2 to 4 seats, computers or not, any deal),
every message the host sends each seat is checked against that seat's PlayerView: no card
code it may not know (another hand, the stock's order), no seed, no RNG, no deck."""

from __future__ import annotations

import asyncio
import random

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game
from rummy_desktop.net import Table, wire

from .helpers import FAST, SHORT_HILLBILLY, setup
from .test_play import _known, _shown

# (A round's "hands" at its end are shown to everyone: the card check judges them.)
FORBIDDEN_KEYS = {"seed", "rng", "random", "stock", "deck"}


def _keys(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


def _one_game(rng: random.Random) -> None:
    variant = rng.choice(["hillbilly", "three-thirteen"])
    players = rng.randint(2, 4)
    computers = ["simple"] if players > 2 and rng.random() < 0.5 else []
    remote = players - len(computers)
    seed = rng.randint(1, 1_000_000)
    overrides = SHORT_HILLBILLY if variant == "hillbilly" else {}
    levels = ["simple"] * remote  # fast: the bots' skill is not what is tested
    bots = [make_bot(level, n) for n, level in enumerate(levels)]

    async def main() -> Table:
        table = Table("t", setup(variant, remote, computers, seed, **overrides), FAST, [].append)
        seats = [table.take_seat(f"Seat {n}") for n in range(remote)]
        for r in seats:
            r.outbox = asyncio.Queue()  # exactly the text the connection would send
        table.start()
        while not table.done.is_set():
            if await table._step():  # a computer's move
                continue
            s = table.match.state.seats[0]
            action = bots[s].choose(table.match.game.view(s))
            table.play(
                seats[s], {"type": "action", "seq": table.seq, "action": wire.action_json(action)}
            )
        return table

    table = asyncio.run(main())
    received = {r.seat: _drained(r.outbox) for r in table.remote.values()}
    seat_of_client = {s: s for s in received}
    played = table.match.game
    assert played.is_over
    again = Game(played.rules, played.seed, played.ages)
    views = [[again.view(s, with_legal_actions=False) for s in range(players)]]
    events = [list(again.opening_events)]
    for action in played.log:
        events.append(again.apply(action))
        views.append([again.view(s, with_legal_actions=False) for s in range(players)])
    where = (variant, players, computers, seed)
    for s, n in seat_of_client.items():
        assert received[n], where
        for text in received[n]:
            message = wire.loads(text)
            assert not _keys(message) & FORBIDDEN_KEYS, (where, message["type"])
            seq = message["seq"]
            known = _known(views[seq][s]) | _known(views[max(0, seq - 1)][s])
            known |= _shown(events[seq], s)
            sent = set(wire.codes_in(message))
            assert sent <= known, (where, s, seq, message["type"], sent - known)
            if message["type"] in ("sync", "update"):
                assert message["view"]["hand"] == wire.cards(views[seq][s].hand), where
                hidden = {
                    c for o in range(players) if o != s for c in wire.cards(views[seq][o].hand)
                }
                assert not (sent & hidden - known), where


def _drained(box) -> list[str]:
    out = []
    while not box.empty():
        text = box.get_nowait()
        if text is not None:
            out.append(text)
    return out


def test_no_message_to_a_seat_holds_a_card_it_may_not_know_over_random_games():
    rng = random.Random(35)
    for _ in range(5):
        _one_game(rng)
