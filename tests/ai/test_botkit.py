"""rummy_desktop.botkit: one decision of a bot on a chosen position (issue 38)."""

from __future__ import annotations

import pytest

from rummy_desktop.botkit import decide, position
from rummy_desktop.engine import Discard, DrawStock, Game, GoOut, LayDown, MeldSpec, RuleSet

from .sample_bots import CheatingBot, LowCardBot


def test_a_position_is_the_view_a_seat_would_get():
    view = position("three-thirteen", round_no=3, hand="7H 8H 9H QS 2C 5D", discard="4C KD")
    assert view.phase == "play" and view.round_no == 3 and view.wild_rank == 5
    assert [c.code for c in view.hand] == ["7H", "8H", "9H", "QS", "2C", "5D"]
    assert view.top_discard.code == "KD" and view.hand_sizes == (6, 5)
    assert view.stock_size == 104 - 6 - 2 - 5
    assert view.legal_actions_of(Discard) and not view.legal_actions_of(DrawStock)
    before = position("three-thirteen", round_no=3, hand="7H 8H 9H QS 2C", discard="KD")
    assert before.phase == "draw" and DrawStock(0) in before.legal_actions


def test_the_moves_are_those_a_game_in_that_position_would_allow():
    view = position("three-thirteen", round_no=1, hand="7H 7S 7D KC", discard="2C", others=[3, 3])
    assert view.players == 3
    assert GoOut(0, view.hand[3]) in view.legal_actions
    game = Game.from_view(view, _hidden(view)[0], _hidden(view)[1], __import__("random").Random(1))
    assert tuple(game.legal_actions(0)) == view.legal_actions


def _hidden(view):
    seen = set(view.hand) | set(view.discard)
    unseen = [c for c in view.rules.pack() if c not in seen]
    hands = []
    for seat, size in enumerate(view.hand_sizes):
        hands.append(view.hand if seat == view.seat else unseen[:size])
        if seat != view.seat:
            del unseen[:size]
    return hands, unseen


def test_decide_tells_the_move_its_reason_and_legality():
    view = position("three-thirteen", round_no=2, hand="7H 8H 9H QS 2C", discard="KD")
    good = decide(LowCardBot(), view)
    assert good.legal and good.problem is None and good.action == Discard(0, view.hand[3])
    assert str(good) == "Discard the Q♠: Discarded Q♠: my costliest card"
    bad = decide(CheatingBot(), view)
    assert not bad.legal and "is not in your hand" in bad.problem
    assert "(illegal: " in str(bad)


def test_a_hillbilly_lay_down_is_judged_by_the_engine_with_its_reason():
    view = position(
        "hillbilly",
        round_no=1,
        hand="7H 7S 7D 5C 5H 5D KD QS",
        discard="2C",
        others=[7, 7],
        melds=[(1, "set", "9H 9S 9D")],
        down=[1],
    )
    assert view.down == (False, True, False) and view.melds[0].owner == 1

    class RunOfFives:
        def choose(self, view):
            cards = view.hand
            return LayDown(view.seat, (MeldSpec("set", cards[:3]), MeldSpec("run", cards[3:6])))

        def explain(self):
            return "two melds"

    decision = decide(RunOfFives(), view)
    assert not decision.legal and "A run needs cards of one suit" in decision.problem
    found = view.legal_actions_of(LayDown)[0]

    class Finder:
        def choose(self, view):
            return found

        def explain(self):
            return ""

    assert decide(Finder(), view).legal


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"round_no": 12, "hand": "7H"}, "rounds 1 to 11, not 12"),
        ({"round_no": 1, "hand": "7H 7H 7H"}, "not in this game's pack"),
        ({"round_no": 1, "hand": "JK 2C 3C"}, "not in this game's pack"),
        ({"round_no": 1, "hand": "7H 8H 9H", "others": [60, 60]}, "the pack has 104 cards"),
        ({"round_no": 1, "hand": "7H 8H 9H", "seat": 4}, "seat 4 is not at a table of 2"),
        ({"round_no": 1, "hand": "7H 8H 9H", "melds": [(1, "set", "9S 9D 9C")]}, "only Hillbilly"),
        ({"round_no": 1, "hand": "7H 8H 9H", "phase": "bid"}, "phase is 'draw', 'play' or 'buy'"),
        ({"round_no": 1, "hand": "7H 8H 9H", "phase": "buy"}, "only Hillbilly offers a buy"),
        ({"round_no": 3, "hand": "7H 8H"}, "round 3 deals 5 cards: a hand holds 5 before"),
        (
            {"round_no": 3, "hand": "7H 8H 9H 10H 4C", "phase": "play"},
            "6 after it, not 5 after the draw",
        ),
        ({"round_no": 1, "hand": "7H 8H 9H", "went_out": 0}, "seat 0 went out: it has no move"),
        ({"round_no": 1, "hand": "7H 8H 9H", "went_out": 5}, "went_out: seat 5 is not at"),
    ],
)
def test_a_position_that_cannot_happen_is_one_sentence(kwargs, words):
    with pytest.raises(ValueError, match=words):
        position("three-thirteen", **kwargs)


def test_rules_may_be_house_rules_or_a_rule_set():
    view = position("three-thirteen", round_no=1, hand="JK 2C 3C", rules={"jokers_per_deck": 1})
    assert view.is_wild(view.hand[0])
    rules = RuleSet.preset("hillbilly", players=2)
    seven = "7H 8H 9H 10H JH QH KH"
    assert position("hillbilly", round_no=1, hand=seven, rules=rules).rules is rules
    with pytest.raises(ValueError, match="the rules are for hillbilly with 2 players"):
        position("hillbilly", round_no=1, hand="7H", rules=rules, others=[7, 7])


def test_the_recipe_in_the_bot_api_page_runs_and_holds(monkeypatch):
    import sys
    import types
    from pathlib import Path

    page = (Path(__file__).parents[2] / "docs" / "bot-api.md").read_text(encoding="utf-8")
    bot_code = page.split("## A complete bot", 1)[1].split("```python", 1)[1].split("```", 1)[0]
    recipe = page.split("## Testing one decision", 1)[1].split("```python", 1)[1]
    recipe = recipe.split("```", 1)[0]
    package, module = types.ModuleType("mypackage"), types.ModuleType("mypackage.mybot")
    exec(compile(bot_code, "docs/bot-api.md", "exec"), module.__dict__)
    package.mybot = module
    monkeypatch.setitem(sys.modules, "mypackage", package)
    monkeypatch.setitem(sys.modules, "mypackage.mybot", module)
    printed = []
    scope = {"print": lambda *a: printed.append(" ".join(map(str, a)))}
    exec(compile(recipe, "docs/bot-api.md", "exec"), scope)
    shown = recipe.split("print(decision)", 1)[1].split("# ", 1)[1].split("\n", 1)[0]
    assert printed == [shown]


def test_cards_are_read_as_people_write_them():
    view = position(
        "three-thirteen",
        round_no=3,
        hand="7♠, ♥10 Joker joker 10 ♦",
        discard="K♦",
        rules={"jokers_per_deck": 1},
    )
    assert [c.code for c in view.hand] == ["7S", "10H", "JK", "JK", "10D"]
    assert view.top_discard.code == "KD"


def test_a_buy_offer_can_be_pinned_down():
    view = position(
        "hillbilly",
        round_no=1,
        hand="7H 7S 5C 5H KD QS 2D",
        discard="7D",
        others=[7, 7],
        phase="buy",
    )
    assert view.phase == "buy" and view.to_act == (0,) and view.turn != 0
    assert view.buy_card.code == "7D"
    assert {type(a).__name__ for a in view.legal_actions} == {"Buy", "DeclineBuy"}

    class Buyer:
        def choose(self, view):
            return next(a for a in view.legal_actions if type(a).__name__ == "Buy")

        def explain(self):
            return "a third seven"

    assert decide(Buyer(), view).legal


def test_a_buy_offer_needs_a_card_to_offer():
    with pytest.raises(ValueError, match="a buy offers the top of the discard pile"):
        position("hillbilly", round_no=1, hand="7H 7S 5C 5H KD QS 2D", others=[7, 7], phase="buy")


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"melds": [(1, "set", "9H 9S 9D")]}, "meld 1 belongs to seat 1, who is not down"),
        ({"hand": "7H 8H"}, "round 1 deals 7 cards"),
        ({"went_out": 1}, "only Three Thirteen"),
    ],
)
def test_a_hillbilly_position_that_cannot_happen_is_refused(kwargs, words):
    base = {"round_no": 1, "hand": "7H 7S 7D 5C 5H 5D KD", "discard": "2C", "others": [7, 7]}
    with pytest.raises(ValueError, match=words):
        position("hillbilly", **{**base, **kwargs})


def test_a_buy_offer_at_a_table_of_two():
    view = position("hillbilly", round_no=1, hand="9C KD 4S 5S 6S 7S 8H", discard="3D", phase="buy")
    assert view.turn == 1 and {type(a).__name__ for a in view.legal_actions} == {
        "Buy",
        "DeclineBuy",
    }
