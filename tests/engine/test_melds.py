"""Hillbilly melds: validity, contract lay-downs, lay-offs and swaps (RULES 3.5-3.12, 6.1)."""

from __future__ import annotations

import pytest

from rummy_desktop.engine.cards import parse_card, parse_cards
from rummy_desktop.engine.meld_limits import max_wilds
from rummy_desktop.engine.melds import (
    Meld,
    MeldError,
    check_contract,
    hand_points,
    lay_off,
    make_meld,
    swap_wild,
)
from rummy_desktop.engine.rules import RuleSet
from tests.engine.said import refused_with, said

RULES = RuleSet.preset("hillbilly")


def rules(**flags) -> RuleSet:
    return RuleSet.preset("hillbilly", **flags)


def meld(kind: str, text: str, round_no: int = 2, rs: RuleSet = RULES) -> Meld:
    return make_meld(kind, parse_cards(text), rs, round_no)


def refused(kind: str, text: str, round_no: int = 2, rs: RuleSet = RULES) -> str:
    with pytest.raises(MeldError) as exc:
        meld(kind, text, round_no, rs)
    return said(exc.value)


def laydown(round_no: int, *specs: tuple[str, str], rs: RuleSet = RULES) -> list[Meld]:
    melds = [make_meld(k, parse_cards(t), rs, round_no) for k, t in specs]
    check_contract(melds, rs, round_no)
    return melds


def laydown_refused(round_no: int, *specs: tuple[str, str], rs: RuleSet = RULES) -> str:
    melds = [make_meld(k, parse_cards(t), rs, round_no) for k, t in specs]
    with pytest.raises(MeldError) as exc:
        check_contract(melds, rs, round_no)
    return said(exc.value)


# ---- meld validity ----------------------------------------------------------------------------


def test_h05_set_checks():
    assert len(meld("set", "7Ha 7Hb 7S")) == 3
    assert meld("set", "7H 7S JK").wild_count == 1
    assert "only one wild" in refused("set", "7H JK JK")
    assert "natural" in refused("set", "JK JK JK")
    assert "at least 3" in refused("set", "7H 7S")


def test_h05_set_needs_one_rank():
    assert refused("set", "7H 7S 8S") == "A set needs cards of one rank: 8♠ is not a 7"


def test_h06_round_six_set_of_four():
    run = ("run", "3C 4C 5C 6C 7C 8C 9C")
    laydown(6, ("set", "9S 9H 9D JK"), run)
    assert "only one wild" in refused("set", "9S 9H JK JK", 6)
    assert "set of 4" in laydown_refused(6, ("set", "9S 9H 9D"), run)


def test_h07_joker_in_middle_of_run_stands_for_six_of_hearts():
    run = meld("run", "5H JK 7H 8H")
    joker = run.slots[1].card
    assert run.represents(joker) == (6, "H")
    assert (run.low, run.high, run.suit) == (5, 8, "H")
    assert run.slots[1].wild and not run.slots[0].wild


def test_h08_run_with_two_jokers_is_refused():
    assert "only one wild" in refused("run", "5H JK JK 8H")


def test_h09_run_needs_one_suit():
    assert refused("run", "5H 6H 7S 8H") == "A run needs cards of one suit: 7♠ is not a heart"


def test_h10_ace_low_or_high_but_no_wrap():
    assert (meld("run", "AC 2C 3C 4C").low, meld("run", "AC 2C 3C 4C").high) == (1, 4)
    assert meld("run", "JC QC KC AC").high == 14
    assert "corner" in refused("run", "QC KC AC 2C")
    assert "corner" in refused("run", "KC AC 2C 3C")


def test_h11_fourteen_card_run_with_two_aces():
    text = "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"
    run = meld("run", text, 8)
    assert (len(run), run.low, run.high) == (14, 1, 14)
    for card in parse_cards("QDc JK 2Dc"):
        for end in ("low", "high", None):
            with pytest.raises(MeldError):
                lay_off(run, card, end, RULES, 8)
    assert "at most 13" in refused("run", text, 8, rules(run_max_len_13=True))


def test_h12_run_may_not_repeat_a_rank():
    assert "only one 6♥" in refused("run", "5H 6Ha 6Hb 7H 8H", 5)


def test_h13_round_five_runs_of_five():
    hearts = ("run", "3H 4H 5H 6H 7H")
    assert "run of 5" in laydown_refused(5, ("run", "5S 6S 7S 8S"), hearts)
    laydown(5, ("run", "5S 6S 7S 8S 9S"), hearts)
    laydown(5, ("run", "5S 6S 7S 8S 9S 10S"), hearts)


def test_wild_at_either_end_is_declared_by_order():
    low = meld("run", "JK 5S 6S 7S")
    high = meld("run", "5S 6S 7S JK")
    assert low.represents(low.slots[0].card) == (4, "S")
    assert high.represents(high.slots[-1].card) == (8, "S")
    assert meld("run", "JK QS KS").represents(parse_card("JKb")) is None  # not in the meld
    ace = meld("run", "QS KS JK")
    assert ace.represents(ace.slots[-1].card) == (1, "S")
    assert "above the ace" in refused("run", "QS KS JK JK", rs=rules(wild_limit_rule="unlimited"))


def test_run_cannot_start_below_the_ace():
    ace = meld("run", "JK 2S 3S 4S")
    assert ace.represents(parse_card("JK")) == (1, "S") and ace.low == 1
    assert "below the ace" in refused("run", "JK JK 2S 3S", rs=rules(wild_limit_rule="unlimited"))


def test_meld_refuses_the_same_physical_card_twice():
    card = parse_card("7H")
    with pytest.raises(MeldError):
        make_meld("set", [card, card, parse_card("7S")], RULES, 1)


def test_meld_accessors_belong_to_their_kind():
    with pytest.raises(ValueError):
        _ = meld("set", "7H 7S 7D").low
    with pytest.raises(ValueError):
        _ = meld("run", "5H 6H 7H 8H").rank
    assert meld("set", "7H 7S JK").represents(parse_card("JK")) == (7, "")


# ---- contract lay-downs ---------------------------------------------------------------------


def test_h14_round_one_needs_exactly_two_sets():
    msg = laydown_refused(1, ("set", "7H 7S 7D"), ("set", "9H 9S 9D"), ("set", "KH KS KD"))
    assert msg == "Round 1 asks for 2 sets of 3: these melds make 3 sets"
    laydown(1, ("set", "7H 7S 7D 7C"), ("set", "9H 9S JK"))


def test_h15_no_partial_lay_down():
    msg = laydown_refused(2, ("set", "7H 7S 7D"))
    assert msg == "Round 2 asks for 1 set of 3 + 1 run of 4: these melds make 1 set"
    assert "2 runs of 4: these melds make 1 run" in laydown_refused(3, ("run", "3S 4S 5S 6S"))


def test_h16_same_suit_runs_may_not_touch():
    assert "too close" in laydown_refused(3, ("run", "3S 4S 5S 6S"), ("run", "7S 8S 9S 10S"))
    laydown(3, ("run", "3S 4S 5S 6S"), ("run", "8S 9S 10S JS"))
    laydown(3, ("run", "3Sa 4Sa 5Sa 6Sa"), ("run", "3Sb 4Sb 5Sb 6Sb"))


def test_same_suit_run_rule_gap_ge_2_and_free():
    one_gap = (("run", "3S 4S 5S 6S"), ("run", "8S 9S 10S JS"))
    touching = (("run", "3S 4S 5S 6S"), ("run", "7S 8S 9S 10S"))
    assert "two missing" in laydown_refused(3, *one_gap, rs=rules(same_suit_run_rule="gap_ge_2"))
    laydown(
        3, ("run", "3S 4S 5S 6S"), ("run", "9S 10S JS QS"), rs=rules(same_suit_run_rule="gap_ge_2")
    )
    laydown(3, *touching, rs=rules(same_suit_run_rule="free"))


def test_sets_must_differ_in_rank_flag():
    two_sevens = (("set", "7Ha 7Sa 7Da"), ("set", "7Hb 7Sb 7Db"))
    laydown(1, *two_sevens)
    assert "share a rank" in laydown_refused(
        1, *two_sevens, rs=rules(sets_must_differ_in_rank=True)
    )


def test_laydown_exact_lengths_flag():
    long_set = (("set", "7H 7S 7D 7C"), ("set", "9H 9S 9D"))
    laydown(1, *long_set)
    assert "exactly" in laydown_refused(1, *long_set, rs=rules(laydown_exact_lengths=True))
    laydown(1, ("set", "7H 7S 7D"), ("set", "9H 9S 9D"), rs=rules(laydown_exact_lengths=True))


def test_allow_extra_melds_at_laydown_flag():
    three_sets = (("set", "7H 7S 7D"), ("set", "9H 9S 9D"), ("set", "KH KS KD"))
    extra_run = (("set", "7H 7S 7D"), ("set", "9H 9S 9D"), ("run", "3C 4C 5C 6C"))
    flag = rules(allow_extra_melds_at_laydown=True)
    laydown(1, *three_sets, rs=flag)
    laydown(1, *extra_run, rs=flag)
    assert "run of 4" in laydown_refused(1, *extra_run[:2], ("run", "3C 4C 5C"), rs=flag)
    assert "asks for" in laydown_refused(1, ("set", "7H 7S 7D"), rs=flag)  # still needs 2 sets


def test_final_round_allow_extra_melds_flag():
    runs = (("run", "3S 4S 5S 6S 7S"), ("run", "3H 4H 5H 6H 7H"), ("run", "3D 4D 5D 6D 7D"))
    extra = ("set", "KC KS KH")
    assert "3 runs" in laydown_refused(10, *runs, extra)
    laydown(10, *runs, extra, rs=rules(final_round_allow_extra_melds=True))


def test_lay_down_refuses_a_card_in_two_melds():
    seven = parse_card("7H")
    first = make_meld("set", [seven, *parse_cards("7Sa 7Da")], RULES, 1)
    second = make_meld("set", [seven, *parse_cards("7Sb 7Db")], RULES, 1)
    with refused_with(MeldError, "two melds"):
        check_contract([first, second], RULES, 1)


# ---- lay-offs -----------------------------------------------------------------------------


def test_h19_lay_offs_check_the_updated_run():
    run = meld("run", "6H 7H 8H 9H")
    run = lay_off(run, parse_card("5H"), None, RULES, 2)
    run = lay_off(run, parse_card("10H"), None, RULES, 2)
    assert str(run) == "5♥ 6♥ 7♥ 8♥ 9♥ 10♥"
    with refused_with(MeldError, "one suit"):
        lay_off(run, parse_card("4D"), None, RULES, 2)


def test_h20_wild_lay_off_onto_sets():
    with refused_with(MeldError, "another wild"):
        lay_off(meld("set", "7S 7D JKa"), parse_card("JKb"), None, RULES, 1)
    grown = lay_off(meld("set", "8S 8D 8C"), parse_card("JK"), None, RULES, 1)
    assert grown.wild_count == 1 and len(grown) == 4


def test_set_takes_any_natural_of_its_rank():
    grown = lay_off(meld("set", "8S 8D 8C"), parse_card("8Sb"), None, RULES, 1)
    assert len(grown) == 4
    with refused_with(MeldError, "not an 8"):
        lay_off(grown, parse_card("9S"), None, RULES, 1)


def test_wild_lay_off_on_a_run_needs_an_end():
    run = meld("run", "5S 6S 7S 8S")
    with refused_with(MeldError, "Say which end"):
        lay_off(run, parse_card("JK"), None, RULES, 2)
    low = lay_off(run, parse_card("JK"), "low", RULES, 2)
    assert low.represents(parse_card("JK")) == (4, "S")
    high = lay_off(run, parse_card("JK"), "high", RULES, 2)
    assert high.represents(parse_card("JK")) == (9, "S")
    with refused_with(MeldError, "another wild"):
        lay_off(meld("run", "5S JKa 7S 8S"), parse_card("JKb"), "high", RULES, 2)


def test_natural_lay_off_end_is_inferred_high_first():
    run = meld("run", "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", 8)
    grown = lay_off(run, parse_card("AS"), None, RULES, 8)
    assert grown.high == 14
    assert lay_off(run, parse_card("AS"), "low", RULES, 8).low == 1
    with refused_with(MeldError, "fits only the high end"):
        lay_off(meld("run", "5S 6S 7S 8S"), parse_card("9S"), "low", RULES, 2)


def test_h46_wild_declared_at_the_low_end():
    run = meld("run", "JK 5S 6S 7S")
    assert run.represents(parse_card("JK")) == (4, "S")
    assert lay_off(run, parse_card("3S"), None, RULES, 2).low == 3
    assert lay_off(run, parse_card("8S"), None, RULES, 2).high == 8
    swapped, wild = swap_wild(run, parse_card("4S"), RULES, 2)
    assert wild == parse_card("JK") and swapped.wild_count == 0
    with refused_with(MeldError, "takes 4♠"):
        swap_wild(run, parse_card("8S"), RULES, 2)


def test_h47_nothing_goes_beyond_the_ace():
    run = meld("run", "JH QH KH AH")
    assert lay_off(run, parse_card("10H"), None, RULES, 2).low == 10
    with refused_with(MeldError, "beyond the ace"):
        lay_off(run, parse_card("2H"), None, RULES, 2)
    with refused_with(MeldError, "beyond the ace"):
        lay_off(run, parse_card("JK"), "high", RULES, 2)


def test_h48_duplicate_in_the_middle_of_a_run():
    run = meld("run", "5Ha 6Ha 7Ha 8Ha")
    for card in ("6Hb", "5Hb"):
        with pytest.raises(MeldError):
            lay_off(run, parse_card(card), None, RULES, 2)
    on = rules(allow_duplicate_in_run_middle=True)
    grown = lay_off(run, parse_card("6Hb"), None, on, 2)
    assert grown.extras == (parse_card("6Hb"),) and len(grown) == 4
    assert parse_card("6Hb") in grown.cards
    with refused_with(MeldError, "middle"):
        lay_off(run, parse_card("5Hb"), None, on, 2)
    with refused_with(MeldError, "lay-down"):
        check_contract([grown, meld("set", "7S 7D 7C")], on, 2)


def test_natural_matching_a_wild_is_a_swap_not_a_lay_off():
    run = meld("run", "5H JK 7H 8H")
    with refused_with(MeldError, "swap it"):
        lay_off(run, parse_card("6H"), None, RULES, 2)


def test_allow_wild_shift_flag():
    run = meld("run", "5H JK 7H 8H")
    shift = rules(allow_wild_shift=True)
    with refused_with(MeldError, "Say which end"):
        lay_off(run, parse_card("6H"), None, shift, 2)
    up = lay_off(run, parse_card("6H"), "high", shift, 2)
    assert str(up) == "5♥ 6♥ 7♥ 8♥ JK" and up.represents(parse_card("JK")) == (9, "H")
    down = lay_off(run, parse_card("6H"), "low", shift, 2)
    assert str(down) == "JK 5♥ 6♥ 7♥ 8♥" and down.represents(parse_card("JK")) == (4, "H")


# ---- wild swaps ---------------------------------------------------------------------------


def test_h24_swap_from_a_set():
    target = meld("set", "7S 7D JK", 1)
    swapped, wild = swap_wild(target, parse_card("7H"), RULES, 1)
    assert wild == parse_card("JK") and str(swapped) == "7♠ 7♦ 7♥"
    with refused_with(MeldError, "only from runs"):
        swap_wild(target, parse_card("7H"), rules(swap_from_sets=False), 1)
    with refused_with(MeldError, "not a 7"):
        swap_wild(target, parse_card("8H"), RULES, 1)


def test_h25_swap_needs_the_exact_card():
    run = meld("run", "5H JK 7H 8H")
    with pytest.raises(MeldError) as exc:
        swap_wild(run, parse_card("6D"), RULES, 2)
    assert said(exc.value) == "6♦ cannot replace a wild in 5♥ JK 7♥ 8♥: it takes 6♥"
    swapped, wild = swap_wild(run, parse_card("6H"), RULES, 2)
    assert str(swapped) == "5♥ 6♥ 7♥ 8♥" and swapped.wild_count == 0


def test_swap_mode_off_flag():
    with refused_with(MeldError, "cannot be taken"):
        swap_wild(meld("run", "5H JK 7H 8H"), parse_card("6H"), rules(swap_mode="off"), 2)


def test_swap_needs_a_wild_and_a_natural():
    with refused_with(MeldError, "no wild"):
        swap_wild(meld("run", "5H 6H 7H 8H"), parse_card("6H"), RULES, 2)
    with pytest.raises(MeldError):
        swap_wild(meld("set", "7S 7D JKa", 1), parse_card("JKb"), RULES, 1)


# ---- deuces and wild limits --------------------------------------------------------------------


def test_h50_deuces_standing_as_themselves():
    deuces = rules(deuces_wild=True)
    twos = meld("set", "2S 2H 2D", 2, deuces)
    assert twos.wild_count == 0 and twos.rank == 2
    run = meld("run", "AC 2C 3C JK", 2, deuces)
    assert [s.wild for s in run.slots] == [False, False, False, True]
    assert meld("run", "2H 3C 4C 5C", 2, deuces).wild_count == 1  # a 2 of another suit is wild
    assert "only one wild" in refused("set", "7S 2H 2D", 2, deuces)


def test_deuce_can_be_natural_off_makes_every_two_wild():
    strict = rules(deuces_wild=True, deuce_can_be_natural=False)
    assert "all wild" in refused("set", "2S 2H 2D", 2, strict)
    assert "only one wild" in refused("run", "AC 2C 3C JK", 2, strict)
    assert meld("set", "7S 7D 2H", 2, strict).wild_count == 1


def test_deuces_are_natural_without_deuces_wild():
    assert refused("set", "7S 7D 2H", 2) == "A set needs cards of one rank: 2♥ is not a 7"


def test_wild_limit_not_more_than_naturals():
    flag = rules(wild_limit_rule="not_more_than_naturals")
    assert meld("run", "5H JK JK 8H", 2, flag).wild_count == 2
    assert "more wild cards than natural" in refused("run", "5H JK JK JK", 2, flag)
    assert "more wild cards than natural" in refused("set", "7H JK JK", 1, flag)


def test_wild_limit_shanghai_table():
    flag = rules(wild_limit_rule="shanghai_table")
    assert [max_wilds(flag, "run", n) for n in (4, 5, 6, 7, 9, 10, 14)] == [1, 2, 2, 3, 3, 4, 4]
    assert max_wilds(flag, "set", 6) == 1
    assert meld("run", "5H JK JK 8H 9H", 5, flag).wild_count == 2
    assert "at most 1 wild" in refused("run", "5H JK JK 8H", 2, flag)
    assert "at most 1 wild" in refused("set", "7H 7S JK JK", 1, flag)


def test_wild_limit_unlimited_keeps_one_natural():
    flag = rules(wild_limit_rule="unlimited")
    assert meld("set", "7H JK JK JK", 1, flag).wild_count == 3
    assert "natural" in refused("set", "JK JK JK", 1, flag)


def test_set_requires_distinct_suits_flag():
    flag = rules(set_requires_distinct_suits=True)
    assert len(meld("set", "7Ha 7Hb 7S", 1)) == 3
    assert "two hearts" in refused("set", "7Ha 7Hb 7S", 1, flag)
    full = meld("set", "7H 7S 7D 7C", 1, flag)
    with refused_with(MeldError, "at most 4"):
        lay_off(full, parse_card("JK"), None, flag, 1)
    with refused_with(MeldError, "two hearts"):
        lay_off(meld("set", "7H 7S 7D", 1, flag), parse_card("7Hb"), None, flag, 1)
    swapped, _ = swap_wild(meld("set", "7H 7S JK", 1, flag), parse_card("7D"), flag, 1)
    assert str(swapped) == "7♥ 7♠ 7♦"
    with refused_with(MeldError, "two hearts"):
        swap_wild(meld("set", "7H 7S JK", 1, flag), parse_card("7Hb"), flag, 1)


def test_hand_points_follow_the_card_values():
    hand = parse_cards("JK AS KD 10C 9H 2S")
    assert hand_points(hand, RULES, 3) == 95
    assert hand_points(hand, rules(deuces_wild=True), 3) == 110


def test_messages_name_a_rank_with_its_article():
    rules = RuleSet.preset("hillbilly")
    with refused_with(MeldError, "6♠ is not an ace"):
        make_meld("set", parse_cards("AH AD 6S"), rules, 1)
    with refused_with(MeldError, "6♠ is not an 8"):
        make_meld("set", parse_cards("8H 8D 6S"), rules, 1)
    with refused_with(MeldError, "6♠ is not a 7"):
        make_meld("set", parse_cards("7H 7D 6S"), rules, 1)
