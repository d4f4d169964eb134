"""An engine refusal travels as data (issue 36, docs/protocol.md ``refused``): its ``code`` and
``params`` beside the English ``reason``, so a remote window words it itself, with its own
names for the players; anything else in those fields is ignored, never shown or obeyed."""

from __future__ import annotations

import asyncio

import pytest

from rummy_desktop.engine import (
    Contract,
    Game,
    Given,
    Problem,
    Refusal,
    RuleSet,
    parse_card,
    parse_cards,
)
from rummy_desktop.net import wire
from rummy_desktop.net.remote import RemoteMatch
from rummy_desktop.refusal_words import say

from .helpers import mover_and_waiter, play_out, two_raw_seats


def test_a_refused_move_carries_its_code_and_values_beside_the_english():
    async def main():
        host, table, url, a, b = await two_raw_seats()
        mover, _waiter = mover_and_waiter(a, b)
        hand = mover.last["view"]["hand"]
        action = {"type": "Discard", "seat": mover.seat, "card": hand[0]}
        await mover.send({"type": "action", "seq": table.seq, "action": action})
        early = await mover.until("refused")
        draw = {"type": "DrawStock", "seat": mover.seat}
        await mover.send({"type": "action", "seq": table.seq, "action": draw})
        await mover.until("update")
        hand = mover.last["view"]["hand"]
        stranger = next(c for c in ("AS", "KD", "QC", "JH", "10S", "9D", "8C") if c not in hand)
        action = {"type": "Discard", "seat": mover.seat, "card": stranger}
        await mover.send({"type": "action", "seq": table.seq, "action": action})
        missing = await mover.until("refused")
        await play_out(host, table, url, a, b)
        return early, missing, stranger

    early, missing, stranger = asyncio.run(main())
    assert early["reason"] == "Draw a card first, from the stock or the discard pile"
    assert (early["code"], early["params"]) == ("draw_first", {})
    card = parse_card(stranger)
    assert missing["reason"] == f"{card.pretty} is not in your hand"
    assert (missing["code"], missing["params"]) == ("not_in_hand", {"card": {"card": stranger}})
    assert wire.read_problem(missing) == Problem.of(Refusal.NOT_IN_HAND, card=card)


def test_every_kind_of_value_goes_there_and_back():
    inner = Problem.of(Refusal.DEAL_RANGE, low=1, high=30, given=Given(99))
    problems = [
        Problem.of(Refusal.NOT_YOUR_TURN, playing_seat=1),
        Problem.of(
            Refusal.CONTRACT_NOT_MET,
            round_no=2,
            contract=Contract(sets=(3,), runs=(4,)),
            made=Contract(sets=(3,), runs=()),
        ),
        Problem.of(
            Refusal.SWAP_TAKES,
            card=parse_card("6D"),
            meld=tuple(parse_cards("5H JK 7H JK")),
            wanted=tuple(parse_cards("6H 8H")),
        ),
        Problem.of(Refusal.UNKNOWN_VARIANT, given=Given("canasta"), choices=("a", "b")),
        Problem.of(Refusal.USE_THE_WILD, down=True),
        Problem.of(Refusal.ROUND_UNPLAYABLE, round_no=3, problem=inner),
    ]
    for problem in problems:
        data = wire.loads(
            wire.dumps({"type": "refused", "seq": 0, "reason": "x"} | wire.problem_json(problem))
        )
        assert wire.read_problem(data) == problem


def test_a_window_words_the_refusal_with_its_own_names():
    rules = RuleSet.preset("three-thirteen", players=2)
    game = Game(rules, seed=4)
    waiting = 1 - game.to_act()[0]
    m = RemoteMatch(waiting, rules, ["Ann", "Ben"], [False, False], game.view(waiting),
                    lambda action, seq: None, 0, list(game.opening_events))  # fmt: skip
    host_words = f"It is not your turn: player {2 - waiting} is playing"
    problem = Problem.of(Refusal.NOT_YOUR_TURN, playing_seat=1 - waiting)
    assert (
        m.refused(host_words, problem)
        == f"It is not your turn: {['Ann', 'Ben'][1 - waiting]} is playing"
    )
    assert m.refused("stale seq 0, now 2") == "stale seq 0, now 2"  # the host's own words


@pytest.mark.parametrize(
    "fields",
    [
        {},  # an older host: the reason alone
        {"code": "no_such_code", "params": {}},
        {"code": "not_your_turn", "params": {}},  # a value its sentence needs is missing
        {"code": "not_your_turn", "params": "x"},
        {"code": "not_in_hand", "params": {"card": {"card": "ZZ"}}},
        {"code": "not_in_hand", "params": {"card": {"eval": "1"}}},
        {"code": "not_in_hand", "params": {"card": {"card": "7H", "more": 1}}},
        {"code": "game_over", "params": {str(n): n for n in range(100)}},
        {"code": "card_in_two_melds", "params": {"card": {"cards": ["7H"] * 1000}}},
        {"code": "round_unplayable", "params": {"round_no": 1, "problem": {"problem": {}}}},
        {"code": ["not_in_hand"], "params": {}},
    ],
)
def test_anything_else_in_the_fields_is_ignored_and_the_reason_shown(fields):
    assert wire.read_problem({"type": "refused", "seq": 0, "reason": "x"} | fields) is None


def test_a_deeply_nested_problem_is_refused_not_followed():
    data: dict = {"code": "game_over", "params": {}}
    for _ in range(50):
        data = {"code": "round_unplayable", "params": {"round_no": 1, "problem": {"problem": data}}}
    assert wire.read_problem(data) is None


def test_a_value_the_seat_sent_comes_back_short():
    problem = Problem.of(Refusal.NO_SUCH_SEAT, given=Given("x" * 100_000))
    data = wire.problem_json(problem)
    assert len(wire.dumps(data)) < 400
    assert "characters)" in say(wire.read_problem(data))
