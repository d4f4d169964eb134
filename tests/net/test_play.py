"""Whole games over WebSocket on 127.0.0.1: bots on every seat, both games, and as a user
runs them (the command line's host and join in their own processes)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rummy_desktop.engine import Bought, Game
from rummy_desktop.engine.rules import HILLBILLY_ROUNDS
from rummy_desktop.net import wire
from rummy_desktop.persistence import load_game

from .helpers import SHORT_HILLBILLY, finish, open_table, seat, setup

ROOT = Path(__file__).resolve().parents[2]


# Hillbilly's first contract and its last, laid down all at once: a whole game of two rounds
# that each go out their own way (all ten rounds took 9 s of a core, for no other path).
FIRST_AND_LAST = {"contracts": [HILLBILLY_ROUNDS[0].to_json(), HILLBILLY_ROUNDS[-1].to_json()]}


@pytest.mark.parametrize(
    ("variant", "remote", "computers", "overrides"),
    [("three-thirteen", 2, ["easy"], {}), ("hillbilly", 3, ["simple"], FIRST_AND_LAST)],
)
def test_a_whole_game_is_played_to_its_end(
    variant: str, remote: int, computers: list[str], overrides: dict
):
    async def main():
        game = setup(variant, remote, computers, seed=7, **overrides)
        host, table, url, lines = await open_table(game)
        outcomes = await finish(host, table, [seat(url, n) for n in range(remote)])
        return table, outcomes, lines

    table, outcomes, lines = asyncio.run(main())
    game = table.match.game
    assert game.is_over and game.rules.rounds == (2 if overrides else 11)
    assert {o.seat for o in outcomes} == set(range(remote))
    assert all(o.totals == tuple(game.totals()) for o in outcomes)
    assert all(o.winners == game.winners for o in outcomes)
    assert not [line for line in lines if "refused" in line or "dropped" in line]


def test_every_byte_sent_to_a_seat_is_a_card_that_seat_may_know():
    """Each update's cards are in the seat's view before or after that move, or shown to all
    (a round's hands at its end, the dealer draw): never another hand, never the stock."""
    for variant, seed in (("hillbilly", 3), ("three-thirteen", 4)):
        received: dict[int, list[str]] = {0: [], 1: [], 2: []}

        async def main(variant=variant, seed=seed, received=received):
            game = setup(
                variant, 3, seed=seed, **(SHORT_HILLBILLY if variant == "hillbilly" else {})
            )
            host, table, url, _ = await open_table(game)
            clients = [seat(url, n, on_message=received[n].append) for n in range(3)]
            await finish(host, table, clients)
            return table

        table = asyncio.run(main())
        played = table.match.game
        # The same game again, move by move: each seat's view at each number of moves.
        again = Game(played.rules, played.seed, played.ages)
        views = [[again.view(s, with_legal_actions=False) for s in range(3)]]
        events = [list(again.opening_events)]
        for action in played.log:
            events.append(again.apply(action))
            views.append([again.view(s, with_legal_actions=False) for s in range(3)])
        for s, texts in received.items():
            for text in texts:
                message = wire.loads(text)
                assert "seed" not in text and 'stock":[' not in text
                if message["type"] not in ("sync", "update"):
                    continue
                seq = message["seq"]
                known = _known(views[seq][s]) | _known(views[max(0, seq - 1)][s])
                known |= _shown(events[seq], s)
                sent = set(wire.codes_in({"e": message["events"], "v": message["view"]}))
                assert sent <= known, (variant, s, seq, sent - known, message["events"])
                assert message["view"]["hand"] == wire.cards(views[seq][s].hand)


def _shown(events, seat: int) -> set[str]:
    """The cards the game's own events of a move show ``seat``: all but those the engine
    marks private to another seat (a bought card itself came from the open pile)."""
    out: set[str] = set()
    for event in events:
        private = getattr(event, "private_to", None)
        if private is not None and private != seat:
            out |= {wire.card_code(event.card)} if isinstance(event, Bought) else set()
            continue
        out |= set(wire.codes_in(wire.event_json(event, seat)))
    return out


def _known(view) -> set[str]:
    out = set(wire.cards(view.hand)) | set(wire.cards(view.discard))
    for m in view.melds:
        out |= set(wire.cards(m.meld.cards))
    out |= {wire.card_code(c) for _w, _s, c in view.history}
    out |= {wire.card_code(c) for c in (view.buy_card, view.taken_discard) if c is not None}
    return out


def test_host_and_join_as_a_user_runs_them(tmp_path):
    """`rummy-desktop host` and two `rummy-desktop join` processes: the game is played, the
    host saves it as a normal .rummy file, everyone exits 0; a wrong code exits 2."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cli = [sys.executable, "-m", "rummy_desktop"]
    save = tmp_path / "net.rummy"
    host = subprocess.Popen(
        [*cli, "host", "--variant", "three-thirteen", "--players", "3", "--computers", "easy",
         "--port", "0", "--bind", "127.0.0.1", "--code", "fam", "--seed", "5", "--save", str(save)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        first = host.stdout.readline()
        assert "with code fam" in first, first
        url = first.split()[2]
        wrong = subprocess.run(
            [*cli, "join", url, "--code", "nope", "--name", "Eve", "--bot", "simple"],
            capture_output=True, text=True, env=env, timeout=30,
        )  # fmt: skip
        assert wrong.returncode == 2
        assert wrong.stderr.strip().count("\n") == 0 and "wrong table code" in wrong.stderr
        joins = [
            subprocess.Popen(
                [*cli, "join", url, "--code", "fam", "--name", name, *how],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )  # fmt: skip
            for name, how in (
                ("Ann", ["--bot", "simple"]),
                ("Bob", ["--ai", "rummy_desktop.ai:RandomBot"]),
            )
        ]
        for j in joins:
            out, err = j.communicate(timeout=60)
            assert j.returncode == 0, err
            assert out.startswith("Game over: seat")
        out, err = host.communicate(timeout=30)
        assert host.returncode == 0, err
        assert "wrong table code" in err
    finally:
        host.kill()
    loaded = load_game(save)
    assert loaded.game.is_over
    assert sorted(s.name for s in loaded.seats[:2]) == ["Ann", "Bob"]  # seats go in joining order
    assert [s.kind for s in loaded.seats] == ["human", "human", "computer"]


def test_a_table_full_and_another_version_are_refused_at_the_door():
    from rummy_desktop.net import Refusal

    async def main():
        host, table, url, lines = await open_table(setup("three-thirteen", 1, ["easy"]))
        player = seat(url, 0)
        game = asyncio.ensure_future(player.play())
        while table.match is None:
            await asyncio.sleep(0.01)
        with pytest.raises(Refusal, match="table is full"):
            await seat(url, 1).play()
        from rummy_desktop.net import wire as w

        old = w.PROTOCOL_VERSION
        import rummy_desktop.net.client as client_module

        client_module.PROTOCOL_VERSION = 99
        try:
            with pytest.raises(Refusal, match="protocol version 1, not 99"):
                await seat(url, 2).play()
        finally:
            client_module.PROTOCOL_VERSION = old
        await game
        await host.close()
        return lines

    lines = asyncio.run(main())
    assert any("table is full" in line for line in lines)
    assert any("protocol version" in line for line in lines)
