"""The rounds of a contract game as data (issue 26): defaults, JSON form, limits, presets.

The preset scenarios (L-, C-, B-) follow RULES.md's H-xx style for what differs from Hillbilly.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine import (
    HILLBILLY_FLAGS,
    HILLBILLY_ROUNDS,
    PRESETS,
    Discard,
    Game,
    LayDown,
    RoundContract,
    RulesError,
    RuleSet,
    preset_of,
    preset_rules,
)
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.events import RoundEnded, RoundStarted
from rummy_desktop.refusal_words import contract_words
from tests.engine.said import refused_with, said

from .rig import PLAY, rig
from .test_hillbilly_game import refused, spec


def build(players: int = 4, **flags) -> RuleSet:
    return RuleSet.from_overrides("hillbilly", players, flags)


def refusal(flags: dict, players: int = 4) -> str:
    with pytest.raises(RulesError) as info:
        build(players, **flags)
    return said(info.value)


# ---- the default is today's ten rounds ---------------------------------------------------


def test_default_rounds_are_the_ten_of_rules_3_1():
    rules = build()
    assert rules.contracts == HILLBILLY_ROUNDS and rules.rounds == 10
    assert [rules.cards_dealt(r) for r in range(1, 11)] == list(range(7, 17))
    assert [contract_words(rules.contract(r)) for r in (1, 6, 10)] == [
        "2 sets of 3",
        "1 set of 4 + 1 run of 7",
        "3 runs of 5",
    ]
    assert [rules.all_at_once(r) for r in range(1, 11)] == [False] * 9 + [True]
    assert rules.buy_limits == {r: 3 for r in range(1, 10)} | {10: 4}
    assert rules.changed_flags() == {} and rules.game_name == "Hillbilly Rummy"


def test_old_buy_limits_keep_their_meaning_and_fold_into_the_rounds():
    rules = build(buy_limits={"10": 6, "2": 0})
    assert rules.buy_limit(10) == 6 and rules.buy_limit(2) == 0 and rules.buy_limit(1) == 3
    assert rules.contracts[9].buys == 6
    assert rules.changed_flags() == {"buy_limits": rules.buy_limits}  # the rounds are today's
    assert build(buy_limits=5).buy_limits == dict.fromkeys(range(1, 11), 5)


def test_the_json_form_of_the_issue_round_trips():
    text = """{"contracts": [{"deal": 7, "sets": [3, 3], "runs": []},
        {"deal": 16, "sets": [], "runs": [5, 5, 5], "buys": 4, "all_at_once": true}]}"""
    rules = build(**json.loads(text))
    assert rules.rounds == 2 and rules.buy_limits == {1: 3, 2: 4} and rules.all_at_once(2)
    again = build(**json.loads(json.dumps(rules.changed_flags())))
    assert again == rules
    # A save writes every field; reading it back gives the same rules.
    dumped = rules.model_dump(mode="json", include=HILLBILLY_FLAGS)
    assert build(**json.loads(json.dumps(dumped))) == rules


def test_with_overrides_takes_the_new_rounds_buys():
    rules = build(buy_limits=1).with_overrides(contracts=[{"deal": 7, "sets": [3, 3], "buys": 2}])
    assert rules.buy_limits == {1: 2}


# ---- limits, each refused with a sentence -------------------------------------------------


@pytest.mark.parametrize(
    ("contracts", "sentence"),
    [
        ([], "A contract game has 1 to 20 rounds, not 0"),
        ([{"deal": 7, "sets": [3, 3]}] * 21, "A contract game has 1 to 20 rounds, not 21"),
        (
            [{"deal": 7, "sets": [3, 3, 3]}],
            "Round 1: the contract needs 9 cards but the cards dealt plus one draw make 8",
        ),
        (
            [{"deal": 7, "sets": [3, 3]}, {"deal": 9, "runs": [5, 5], "all_at_once": True}],
            "Round 2: the contract needs 10 cards but the cards dealt make 9, keeping one to "
            "discard",
        ),
        ([{"deal": 7, "sets": [2, 3]}], "Round 1: a set has at least 3 cards, not 2"),
        ([{"deal": 16, "runs": [15]}], "Round 1: a run of 15 is longer than a suit allows"),
        (
            [{"deal": 5, "sets": [3, 4]}],
            "Round 1: the contract needs 7 cards but the cards dealt plus one draw make 6",
        ),
        ([{"deal": 7}], "Round 1: a round asks for at least one set or run"),
        ([{"deal": 31, "sets": [3]}], "Round 1: deal 1 to 30 cards, not 31"),
        ([{"deal": 7, "sets": [3, 3], "buys": 21}], "buy_limits must be between 0 and 20 buys"),
        (
            [{"deal": "7", "sets": [3, 3]}],
            "Round 1 of contracts: deal must be a whole number such as 7",
        ),
        ([{"deal": 7, "sets": [3, 3], "wilds": 1}], "Round 1 of contracts has no entry 'wilds'"),
        ([7], "Round 1 of contracts must be an object"),
        ("ten rounds", "contracts must be a list of rounds"),
    ],
)
def test_an_unplayable_round_is_refused_with_a_sentence(contracts, sentence):
    assert refusal({"contracts": contracts}).startswith(sentence)


def test_a_round_may_mix_meld_lengths():
    """'Sets of at least n, runs of at least m, in any number and mix' (issue 26)."""
    rules = build(
        contracts=[{"deal": 14, "sets": [4, 3], "runs": [7]}, {"deal": 11, "runs": [4, 7]}]
    )
    assert rules.contract(1).sets == (4, 3) and rules.contract(2).runs == (4, 7)
    assert contract_words(rules.contract(1)) == "1 set of 3 + 1 set of 4 + 1 run of 7"


@pytest.mark.parametrize(
    ("contracts", "sentence"),
    [
        ([{"deal": 30, "runs": [3] * 10}], "Round 1: a round asks for at most 3 runs, not 10"),
        (
            [{"deal": 7, "sets": [3, 3]}, {"deal": 16, "sets": [3], "runs": [3] * 4}],
            "Round 2: a round asks for at most 3 runs, not 4",
        ),
    ],
)
def test_more_than_three_runs_are_refused_whatever_the_pack(contracts, sentence):
    """Issue 32: ten runs of three with unlimited wilds and 8 decks took minutes to search."""
    flags = {"contracts": contracts, "deck_count_override": 8, "wild_limit_rule": "unlimited"}
    assert refusal(flags) == sentence


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(3, 5), max_size=10),
    st.lists(st.integers(3, 14), max_size=10),
    st.booleans(),
    st.sampled_from(["one_per_meld", "not_more_than_naturals", "shanghai_table", "unlimited"]),
)
def test_every_accepted_round_asks_for_at_most_three_runs(sets, runs, all_at_once, wild_rule):
    """Issue 32: the lay-down search is built for at most three runs (docs/engine.md); a longer
    list ("ten runs of three") is refused with a sentence, never searched for minutes."""
    need = sum(sets) + sum(runs)
    entry = {"deal": min(30, max(need, 1)), "sets": sets, "runs": runs, "all_at_once": all_at_once}
    flags = {"contracts": [entry], "deck_count_override": 8, "wild_limit_rule": wild_rule}
    try:
        rules = build(2, **flags)
    except RulesError as exc:
        message = said(exc)
        assert "\n" not in message and message.startswith("Round 1: ")
        if len(runs) > 3:
            assert message == f"Round 1: a round asks for at most 3 runs, not {len(runs)}"
        return
    assert len(rules.contract(1).runs) <= 3
    assert rules.contract(1).runs == tuple(runs) and rules.contract(1).sets == tuple(sets)


def test_three_runs_with_seven_sets_are_still_a_round():
    # Without wild cards: with them, 30 cards beside 3 runs are refused (issue 32, below).
    rules = build(2, contracts=[{"deal": 30, "sets": [3] * 7, "runs": [3] * 3}], jokers_per_deck=0)
    assert contract_words(rules.contract(1)) == "7 sets of 3 + 3 runs of 3"


def test_run_limit_follows_the_ace_rule():
    assert build(contracts=[{"deal": 14, "runs": [14]}]).contract(1).runs == (14,)
    message = refusal({"contracts": [{"deal": 14, "runs": [14]}], "run_max_len_13": True})
    assert message == "Round 1: a run of 14 is longer than a suit allows (13 cards)"


def test_the_pack_must_deal_every_seat_and_leave_a_stock():
    big = [{"deal": 30, "sets": [3] * 3}]
    assert "too few for 8 players" in refusal({"contracts": big}, players=8)
    assert build(8, contracts=big, deck_count_override=5).deck_count() == 5


def test_buy_limits_for_a_round_the_list_does_not_have():
    message = refusal({"contracts": [{"deal": 7, "sets": [3, 3]}], "buy_limits": {"3": 1}})
    assert message == "buy_limits names round 3: this game has rounds 1 to 1"


def test_contract_name_is_kept_tidy_and_bounded():
    assert build(contract_name="  Grandma's   rounds ").game_name == "Grandma's rounds"
    assert "1 to 40 characters" in refusal({"contract_name": "x" * 41})
    assert "1 to 40 characters" in refusal({"contract_name": "   "})
    assert "not a rule of three-thirteen" in said(
        pytest.raises(RulesError, RuleSet.preset, "three-thirteen", contract_name="x").value
    )


def test_pip_values_and_one_joker_fewer_than_decks():
    rules = build(pip_values=True)
    assert [rules.card_points(c, 1) for c in parse_cards("2S 7H 9D 10C KS AS JK")] == [
        2,
        7,
        9,
        10,
        10,
        15,
        50,
    ]
    assert build(jokers_per_deck="decks_minus_one").joker_count() == 1  # 2 decks for 4


# ---- presets ------------------------------------------------------------------------------


@pytest.mark.parametrize("key", list(PRESETS))
def test_every_preset_builds_for_two_to_eight_players_and_is_recognised(key):
    for players in range(2, 9):
        rules = preset_rules(key, players)
        assert preset_of(rules) is PRESETS[key]
    assert PRESETS[key].sources


def test_an_unknown_preset_names_the_ones_on_offer():
    with refused_with(RulesError, "unknown variant 'canasta': choose hillbilly, liverpool"):
        preset_rules("canasta")


def test_shanghai_as_pagat_prints_it_is_refused_by_the_fit_limit():
    # pagat's Shanghai deals 11 cards every deal; deal 8 asks for a set of 3 and a run of 10.
    deals = [(1, 0, 3), (1, 1, 4), (0, 2, 4), (3, 0, 3), (1, 1, 7)]
    deals += [(2, 1, 5), (0, 3, 4), (1, 1, 10), (3, 1, 5), (0, 3, 5)]
    rounds = [
        {"deal": 11, "sets": [3] * s, "runs": [n] * r if s == 0 else [n] * r} for s, r, n in deals
    ]
    rounds[0] = {"deal": 11, "sets": [3, 3]}
    rounds[3] = {"deal": 11, "sets": [3, 3, 3]}
    message = refusal({"contracts": rounds})
    assert (
        message == "Round 8: the contract needs 13 cards but the cards dealt plus one draw make 12"
    )


def test_l01_liverpool_deals_eleven_cards_in_each_of_seven_hands():
    rules = preset_rules("liverpool", 4)
    game = Game(rules, seed=3)
    assert all(len(game.hand(s)) == 11 for s in range(4))
    assert rules.rounds == 7 and len(rules.pack()) == 108
    assert len(preset_rules("liverpool", 5).pack()) == 162


def test_l02_liverpool_hand_seven_is_three_runs_all_out_with_no_discard():
    rules = preset_rules("liverpool", 2)
    hand = "3S 4S 5S 6S 7S 8H 9H 10H JH 2D 3D 4D 5D"  # 11 dealt, one drawn, one bought
    game = rig(rules, round_no=7, hands=[hand, "KC"], phase=PLAY)
    hearts, diamonds = spec(game, 0, "run", "8H 9H 10H JH"), spec(game, 0, "run", "2D 3D 4D 5D")
    short = (spec(game, 0, "run", "3S 4S 5S 6S"), hearts, diamonds)
    refused(game, LayDown(0, short, parse_cards("7S")[0]), "every card must go into your melds")
    refused(game, LayDown(0, short, None), "every card must go into your melds")
    runs = (spec(game, 0, "run", "3S 4S 5S 6S 7S"), hearts, diamonds)
    events = game.apply(LayDown(0, runs, None))
    assert any(isinstance(e, RoundEnded) for e in events) and game.is_over


def test_l03_liverpool_scores_pips_aces_and_jokers_fifteen():
    rules = preset_rules("liverpool", 2)
    points = [rules.card_points(c, 1) for c in parse_cards("JK AS KH 10D 9C 2S")]
    assert points == [15, 15, 10, 10, 9, 2]


def test_l04_liverpool_rounds_one_to_six_are_laid_down_then_played_on():
    rules = preset_rules("liverpool", 2)
    assert [rules.all_at_once(r) for r in range(1, 8)] == [False] * 6 + [True]
    assert [contract_words(rules.contract(r)) for r in (1, 5, 6)] == [
        "2 sets of 3",
        "2 sets of 3 + 1 run of 4",
        "1 set of 3 + 2 runs of 4",
    ]


def test_c01_contract_rummy_two_decks_and_one_joker_fewer_than_players():
    for players, jokers in ((3, 2), (4, 3), (5, 4)):
        rules = preset_rules("contract-rummy", players)
        assert rules.deck_count() == 2 and rules.joker_count() == jokers
        assert len(rules.pack()) == 104 + jokers


def test_c03_contract_rummy_ace_is_low_or_high_never_both():
    from rummy_desktop.engine import MeldError, make_meld

    rules = preset_rules("contract-rummy", 3)
    ace_to_ace = parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS")
    with pytest.raises(MeldError):
        make_meld("run", ace_to_ace, rules, 1)
    assert make_meld("run", ace_to_ace, preset_rules("liverpool", 3), 1)  # not said there


def test_c02_contract_rummy_deals_ten_then_twelve_and_ends_after_seven_rounds():
    rules = preset_rules("contract-rummy", 3)
    assert [rules.cards_dealt(r) for r in range(1, 8)] == [10, 10, 10, 12, 12, 12, 12]
    assert not any(rules.all_at_once(r) for r in range(1, 8))
    # Round 7 (three runs of 4) is laid down and played on like any other round.
    hand = "3S 4S 5S 6S 8H 9H 10H JH 2D 3D 4D 5D KD"
    game = rig(rules, round_no=7, hands=[hand, "KC", "QC"], phase=PLAY)
    runs = (
        spec(game, 0, "run", "3S 4S 5S 6S"),
        spec(game, 0, "run", "8H 9H 10H JH"),
        spec(game, 0, "run", "2D 3D 4D 5D"),
    )
    game.apply(LayDown(0, runs, None))
    assert game.down[0] and not game.is_over  # out only when the last card goes
    game.apply(Discard(0, game.hand(0)[0]))
    assert game.is_over


def test_b01_bicycle_double_pack_has_one_joker_and_triple_two():
    assert len(preset_rules("bicycle", 4).pack()) == 105
    assert len(preset_rules("bicycle", 5).pack()) == 158
    rules = preset_rules("bicycle", 4)
    assert [rules.cards_dealt(r) for r in range(1, 8)] == [10, 10, 10, 10, 12, 12, 12]
    assert [rules.card_points(c, 1) for c in parse_cards("JK AS QH 7C")] == [15, 15, 10, 7]


def test_a_mid_game_all_at_once_round_then_an_ordinary_one():
    rules = build(
        2,
        contracts=[
            {"deal": 7, "sets": [3, 3], "all_at_once": True},
            {"deal": 7, "sets": [3, 3]},
        ],
    )
    game = rig(rules, round_no=1, hands=["7S 7H 7D 9C 9D 9H KS", "2C"], phase=PLAY)
    sets = (spec(game, 0, "set", "7S 7H 7D"), spec(game, 0, "set", "9C 9D 9H"))
    refused(game, LayDown(0, sets, None), "In round 1 you go out with a discard")
    events = game.apply(LayDown(0, sets, parse_cards("KS")[0]))
    started = [e for e in events if isinstance(e, RoundStarted)]
    assert started and game.round_no == 2 and not game.rules.all_at_once(2)
    assert len(game.hand(0)) == len(game.hand(1)) == 7
    for _ in range(6):  # round 2 is an ordinary round: draw, then discard
        seat = game.to_act()[0]
        names = {type(a).__name__ for a in game.legal_actions(seat)}
        assert "LayDown" not in names or "Discard" in names
        game.apply(
            next(
                a
                for a in game.legal_actions(seat)
                if type(a).__name__ in ("DrawStock", "Discard", "DeclineBuy")
            )
        )


WILDS = {"deck_count_override": 8, "jokers_per_deck": 2, "deuces_wild": True}


@pytest.mark.parametrize(
    ("entry", "rule", "sentence"),
    [
        (
            {"deal": 30, "runs": [3, 3, 3]},
            "unlimited",
            "Round 1: deal at most 14 cards in a round of 3 runs while the pack has wild cards,"
            " not 30 (the lay-down search tries every way to share the wilds)",
        ),
        (
            {"deal": 30, "sets": [3] * 7, "runs": [3, 3, 3]},
            "unlimited",
            "Round 1: deal at most 12 cards in a round of 3 runs and sets while the pack has"
            " wild cards, not 30 (the lay-down search tries every way to share the wilds)",
        ),
        (
            {"deal": 17, "sets": [3, 3, 3], "runs": [3, 3, 3]},
            "unlimited",
            "Round 1: deal at most 12 cards in a round of 3 runs and sets while the pack has"
            " wild cards, not 17 (the lay-down search tries every way to share the wilds)",
        ),
        (
            {"deal": 14, "sets": [3, 3], "runs": [3, 3]},
            "one_per_meld",
            "Round 1: deal at most 12 cards in a round of 2 runs and sets while the pack has"
            " wild cards, not 14 (the lay-down search tries every way to share the wilds)",
        ),
    ],
)
def test_a_long_deal_beside_several_runs_and_wilds_is_refused(entry, rule, sentence):
    """Issue 32: 3 runs of 3 in 30 cards, 8 decks and unlimited wilds took 49 s to analyze;
    2 sets and 2 runs in 14 cards over 3 s (bench/contract.py --hostile). Beside sets the
    bound holds even for a contract that needs more cards: 3 sets and 3 runs of 3 in their
    fewest 17 cards still searched for seconds."""
    assert refusal({**WILDS, "wild_limit_rule": rule, "contracts": [entry]}, 2) == sentence


@pytest.mark.parametrize(
    "flags",
    [
        {**WILDS, "contracts": [{"deal": 14, "runs": [3, 3, 3]}]},
        {**WILDS, "contracts": [{"deal": 16, "runs": [5, 5, 5], "all_at_once": True}]},
        {**WILDS, "final_round_no_discard": True},  # Hillbilly's round 10 with no discard
        {**WILDS, "contracts": [{"deal": 12, "sets": [3, 3], "runs": [3, 3]}]},
        {**WILDS, "contracts": [{"deal": 30, "sets": [3] * 7, "runs": [3]}]},  # one run
        {"contracts": [{"deal": 30, "sets": [3, 3], "runs": [3, 3, 3]}], "jokers_per_deck": 0},
    ],
)
def test_rounds_within_the_deal_bound_or_without_wilds_are_accepted(flags):
    """Within the bound, or for runs alone the cards they hold and one more (Hillbilly's round
    10, with or without its discard); one run, or no wild card at all, frees nothing."""
    rules = build(2, **flags)
    asked = flags.get("contracts", HILLBILLY_ROUNDS)
    deals = [entry.deal if isinstance(entry, RoundContract) else entry["deal"] for entry in asked]
    assert [c.deal for c in rules.contracts] == deals


def test_every_preset_keeps_its_rounds_for_every_table():
    """The bound refuses no round a published game deals (Liverpool's three runs in 11 cards,
    Contract Rummy's in 12, Hillbilly's round 10 in 16), at any number of players."""
    for preset in PRESETS.values():
        for players in range(2, 9):
            assert preset.rules(players).rounds >= 7
    assert build(4, deuces_wild=True).contract(10).runs == (5, 5, 5)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 3),
    st.integers(2, 3),
    st.integers(1, 30),
    st.sampled_from(["one_per_meld", "not_more_than_naturals", "shanghai_table", "unlimited"]),
)
def test_no_accepted_round_of_runs_and_wilds_deals_past_the_bound(sets, runs, deal, rule):
    entry = {"deal": deal, "sets": [3] * sets, "runs": [3] * runs}
    flags = {**WILDS, "wild_limit_rule": rule, "contracts": [entry]}
    need = 3 * (sets + runs)
    most = 12 if sets else max(14, need + 1)
    try:
        build(2, **flags)
    except RulesError as exc:
        assert deal > most or "the contract needs" in said(exc)
        return
    assert deal <= most


@pytest.mark.parametrize(
    "entry",
    [
        {"deal": 30, "sets": [3] * 10},  # analyze 10.3 s on a hand of hearts and spades
        {"deal": 30, "runs": [3]},  # analyze 4.5 s
    ],
)
def test_extra_melds_at_the_lay_down_are_held_to_the_bound_of_runs(entry):
    """Extra melds at the lay-down are runs the search picks one by one, as it picks the
    contract's: with wild cards and a long deal the rules refuse them (or the search must
    bound them) as they refuse a fourth run. Repro: bench/contract.py --hostile, "extra:"."""
    flags = {
        **WILDS,
        "wild_limit_rule": "unlimited",
        "allow_extra_melds_at_laydown": True,
        "contracts": [entry],
    }
    with pytest.raises(RulesError):
        build(2, **flags)


def test_a_round_with_extra_melds_and_wilds_says_why_it_deals_too_many():
    flags = {**WILDS, "allow_extra_melds_at_laydown": True}
    sentence = refusal({**flags, "contracts": [{"deal": 16, "sets": [3, 3]}]}, players=2)
    assert sentence == (
        "Round 1: deal at most 15 cards in a round that allows extra melds at the lay-down "
        "while the pack has wild cards, not 16 (the lay-down search tries every choice of "
        "extra runs)"
    )
    assert build(2, **flags, contracts=[{"deal": 15, "sets": [3] * 4}]).cards_dealt(1) == 15


@pytest.mark.parametrize(
    "wilds", [{}, {"deuces_wild": True}, {**WILDS, "wild_limit_rule": "unlimited"}]
)
def test_every_preset_keeps_its_rounds_with_extra_melds_at_the_lay_down(wilds):
    """The bound on extra melds refuses no round of a published game, at any table."""
    for preset in PRESETS.values():
        for players in range(2, 9):
            rules = preset.rules(players, **wilds, allow_extra_melds_at_laydown=True)
            assert rules.contracts == preset.rules(players).contracts
