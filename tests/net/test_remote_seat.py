"""The window's side of a network table without the window: a ``RemoteMatch`` fed only by
what the host sends one seat, its moves sent back, played to the end; the host's lobby,
its reserved seat and its Start; chat, plain and bounded."""

from __future__ import annotations

import asyncio

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import RoundEnded
from rummy_desktop.match import Deciding, GameOver
from rummy_desktop.net import wire
from rummy_desktop.net.remote import PersonClient, RemoteMatch

from .helpers import SHORT_HILLBILLY, open_table, seat, setup


class Person:
    """A scripted person: plays through a RemoteMatch what a bot picks from its view."""

    def __init__(self, url: str, code: str, token: str | None) -> None:
        self.client = PersonClient(url, "Ann", code, self.heard, token=token)
        self.bot = make_bot("simple", 5)
        self.match: RemoteMatch | None = None
        self.messages: list[dict] = []
        self.rounds = 0
        self.moves = 0

    def send(self, action, seq) -> None:
        message = self.client.action_message(action, seq)
        asyncio.get_running_loop().create_task(self.client.say(message))

    def heard(self, text: str) -> None:
        data = wire.loads(text)
        self.messages.append(data)
        rules = self.client.rules
        if data["type"] == "sync" and self.match is None:
            assert rules is not None
            events = [wire.read_event(e) for e in data["events"]]
            view = wire.read_view(data["view"], rules)
            self.match = RemoteMatch(
                data["view"]["seat"],
                rules,
                data["names"],
                data["computers"],
                view,
                self.send,
                data["seq"],
                events,
            )
        elif data["type"] == "update" and self.match is not None:
            assert rules is not None
            events = [wire.read_event(e) for e in data["events"]]
            played = self.match.update(data["seq"], events, wire.read_view(data["view"], rules))
            assert played is not None
            if played.round_ended is not None:
                self.rounds += 1
                self.match.continue_round()
        self.move()

    def move(self) -> None:
        m = self.match
        if m is None or not isinstance(m.state, Deciding) or m.seat not in m.state.seats:
            return
        if m.sent is not None:
            return
        action = self.bot.choose(m.view(m.seat))
        m.play(m.seat, action)
        assert m.sent == action
        self.moves += 1


def test_a_remote_seat_plays_a_whole_game_from_its_views_alone():
    async def main():
        game = setup("hillbilly", 2, ["easy"], seed=3, **SHORT_HILLBILLY)
        host, table, url, lines = await open_table(game, code="fri")
        table.starts_itself = False
        reserved = table.reserve("Ann")
        person = Person(url, "fri", reserved.token)
        other = seat(url, 1, code="fri")
        tasks = [asyncio.create_task(person.client.play()), asyncio.create_task(other.play())]
        for _ in range(200):  # both in the lobby, then the host starts
            lobby = [m for m in person.messages if m["type"] == "lobby"]
            if lobby and lobby[-1]["open"] == 0:
                break
            await asyncio.sleep(0.01)
        assert table.match is None  # a full table waits for the host's Start
        roster = lobby[-1]["seats"]
        assert [(s["name"], s["kind"]) for s in roster] == [
            ("Ann", "person"),
            ("Seat 1", "person"),
            ("Computer 1", "computer"),
        ]
        table.begin()
        outcomes = await asyncio.wait_for(asyncio.gather(*tasks), 60)
        await host.close()
        return table, person, outcomes, lines

    table, person, outcomes, lines = asyncio.run(main())
    game = table.match.game
    assert game.is_over and person.moves > 5 and person.rounds == 2
    m = person.match
    assert isinstance(m.state, GameOver)
    assert outcomes[0].totals == tuple(game.totals())
    assert m.last_view.hand == game.view(0).hand
    assert m.last_view.scores == game.view(0).scores
    assert not [line for line in lines if "refused" in line]
    # What the person's Table Talk says is what the host's says to that seat.
    host_lines = [t for t in table.match.talk.visible_to(0)[1:]]
    mine = [t for t in m.talk.visible_to(0)[1:]]
    assert mine == host_lines


def test_begin_fills_the_open_seats_with_computers():
    async def main():
        host, table, url, _ = await open_table(setup("three-thirteen", 3, seed=2), code="x")
        table.starts_itself = False
        person = Person(url, "x", table.reserve("Ann").token)
        task = asyncio.create_task(person.client.play())
        for _ in range(200):
            if any(m["type"] == "lobby" for m in person.messages):
                break
            await asyncio.sleep(0.01)
        table.begin("easy")
        await asyncio.wait_for(task, 60)
        await host.close()
        return table

    table = asyncio.run(main())
    assert [s.is_human for s in table.setup.seats] == [True, False, False]
    assert table.match.game.is_over


def test_chat_reaches_every_seat_plain_and_bounded():
    async def main():
        host, table, url, lines = await open_table(setup("three-thirteen", 2, seed=2), code="c")
        table.starts_itself = False
        heard: list[list[dict]] = [[], []]
        a = PersonClient(url, "Ann", "c", lambda t: heard[0].append(wire.loads(t)))
        b = PersonClient(url, "Bo", "c", lambda t: heard[1].append(wire.loads(t)))
        tasks = [asyncio.create_task(a.play()), asyncio.create_task(b.play())]
        for _ in range(200):
            if a.conn is not None and b.conn is not None and table.open_seats == []:
                break
            await asyncio.sleep(0.01)
        await a.say({"type": "chat", "text": "hi\u202e\nthere " + "x" * 500})
        await b.say({"type": "chat", "text": 42})  # not text: nothing is said
        for _ in range(200):
            if any(m["type"] == "chat" for m in heard[1]):
                break
            await asyncio.sleep(0.01)
        await host.close()
        for t in tasks:
            t.cancel()
        return heard

    heard = asyncio.run(main())
    chats = [[m for m in h if m["type"] == "chat"] for h in heard]
    assert chats[0] == chats[1] and len(chats[0]) == 1
    line = chats[0][0]
    assert line["name"] == "Ann" and line["seat"] == 0
    assert line["text"].startswith("hi there x") and len(line["text"]) == wire.MAX_CHAT


def test_every_event_sent_reads_back_as_an_event():
    from rummy_desktop.engine import Game, RuleSet

    game = Game(RuleSet.preset("hillbilly", players=3), seed=4)
    bots = {s: make_bot("simple", s) for s in range(3)}
    events = list(game.opening_events)
    while not game.is_over and len(game.log) < 400:
        s = game.to_act()[0]
        events += game.apply(bots[s].choose(game.view(s)))
    for e in events:
        back = wire.read_event(wire.event_json(e, 0))
        assert type(back) is type(e)
        if getattr(e, "seat", 0) == 0 or isinstance(e, RoundEnded):
            assert back == e


def test_an_update_that_ends_a_round_carries_the_next_deal_once():
    """The engine's move already holds the next deal: the host sent it twice (and a seat's
    Table Talk said "Round 2" twice)."""

    async def main():
        game = setup("hillbilly", 1, ["easy"], seed=3, **SHORT_HILLBILLY)
        received: list[str] = []
        host, table, url, _ = await open_table(game, code="t")
        await asyncio.wait_for(seat(url, 0, on_message=received.append).play(), 60)
        await host.close()
        return received

    updates = [wire.loads(t) for t in asyncio.run(main())]
    for u in updates:
        starts = [e for e in u.get("events", []) if e["type"] == "RoundStarted"]
        assert len(starts) <= 1
