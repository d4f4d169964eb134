"""The Hillbilly contract search: find_laydown (rounds 1-9) and find_going_out_laydown (round 10)."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import Card, joker, parse_card, parse_cards
from rummy_desktop.engine.melds import Meld, check_contract, hand_points, make_meld
from rummy_desktop.engine.rules import RuleSet
from rummy_desktop.engine.solver import find_going_out_laydown, find_laydown

RULES = RuleSet.preset("hillbilly")


def rules(**flags) -> RuleSet:
    return RuleSet.preset("hillbilly", **flags)


def checked(cards: list[Card], melds: list[Meld], rs: RuleSet, round_no: int) -> list[Card]:
    """Assert the lay-down is legal and uses cards of the hand once; return what is left."""
    check_contract(melds, rs, round_no)
    for m in melds:
        assert make_meld(m.kind, m.cards, rs, round_no) == m
    used = [c for m in melds for c in m.cards]
    assert len(used) == len(set(used)) and all(c in cards for c in used)
    return [c for c in cards if c not in used]


def best(text: str, round_no: int, rs: RuleSet = RULES, **kw) -> tuple[list[str], int]:
    """The lay-down found (melds as text) and the points it leaves in hand."""
    cards = parse_cards(text)
    melds = find_laydown(cards, rs, round_no, **kw)
    assert melds is not None, f"no lay-down found in {text}"
    left = checked(cards, melds, rs, round_no)
    return [str(m) for m in melds], hand_points(left, rs, round_no)


def none(text: str, round_no: int, rs: RuleSet = RULES, **kw) -> bool:
    return find_laydown(parse_cards(text), rs, round_no, **kw) is None


# ---- rounds 1-9 ------------------------------------------------------------------------------


def test_h14_round_one_lays_down_two_sets_the_longer_the_better():
    melds, left = best("7H 7S 7D 7C 9H 9S JK KD", 1)
    assert melds == ["7♠ 7♥ 7♦ 7♣", "9♠ 9♥ JK"] and left == 10
    assert none("7H 7S 7D 7C 9H 9S KD", 1)


def test_h15_round_two_with_only_the_set_has_no_lay_down():
    assert none("7H 7S 7D 9C 10C KD 3S 5H", 2)


def test_h16_two_runs_of_one_suit_need_a_gap():
    assert none("3S 4S 5S 6S 7S 8S 9S 10S", 3)
    assert best("3S 4S 5S 6S 8S 9S 10S JS", 3)[1] == 0
    assert best("3Sa 4Sa 5Sa 6Sa 3Sb 4Sb 5Sb 6Sb", 3)[1] == 0
    assert best("3S 4S 5S 6S 7S 8S 9S 10S", 3, rules(same_suit_run_rule="free"))[1] == 0


def test_same_suit_run_rule_gap_ge_2_in_the_search():
    text = "3S 4S 5S 6S 8S 9S 10S JS"
    assert best(text, 3)[1] == 0
    assert none(text, 3, rules(same_suit_run_rule="gap_ge_2"))


def test_h13_round_five_needs_runs_of_five():
    assert none("5S 6S 7S 8S 3H 4H 5H 6H 7H KD QC", 5)
    assert best("5S 6S 7S 8S 9S 3H 4H 5H 6H 7H KD", 5)[1] == 10


def test_h06_round_six_set_of_four_and_run_of_seven():
    melds, left = best("9S 9H 9D JK 3C 4C 5C 6C 7C 8C 9C KD", 6)
    assert left == 10 and len(melds[0].split()) == 4


def test_a_natural_is_freed_from_the_run_for_the_set():
    # Only 9♦ completes the set of 4, so the run must carry a joker where 9♦ would go.
    melds, left = best("9S 9H 9D 5D 6D 7D 8D 10D JD JKa JKb", 6)
    assert left == 0
    assert melds == ["9♠ 9♥ 9♦ JK", "5♦ 6♦ 7♦ 8♦ JK 10♦ J♦"]


def test_a_greedy_sets_first_choice_would_miss_the_run():
    # A set of all four 7s leaves 4♥ 5♥ 6♥ short: the run needs the 7♥.
    assert best("7H 7S 7D 7C 4H 5H 6H KD", 2) == (["7♠ 7♦ 7♣", "4♥ 5♥ 6♥ 7♥"], 10)


def test_h21_lay_down_after_a_swap_must_use_the_joker():
    hand = parse_cards("9C 9D JK 3S 4S 5S 6S 8H")
    melds = find_laydown(hand, RULES, 2, require=parse_card("JK"))
    assert melds is not None and any(parse_card("JK") in m.cards for m in melds)
    checked(hand, melds, RULES, 2)


def test_h22_joker_that_cannot_complete_the_contract():
    assert none("9C 7D JK 3S 4S 5S 6S 8H", 2, require=parse_card("JK"))


def test_require_keeps_the_required_wild_even_if_another_would_score_more():
    deuces = rules(deuces_wild=True, deuce_can_be_natural=False)
    hand = parse_cards("9C 9D 9H 3S 4S 5S 6S JK 2H")
    melds = find_laydown(hand, deuces, 2, require=parse_card("2H"))
    assert melds is not None and any(parse_card("2H") in m.cards for m in melds)
    with pytest.raises(ValueError):
        find_laydown(hand, RULES, 2, require=parse_card("KH"))


def test_spare_jokers_are_melded_to_save_points():
    melds, left = best("7H 7S 7D 9H 9S 9D JKa JKb KC", 1)
    assert left == 10 and sum(m.count("JK") for m in melds) == 2


def test_longest_runs_are_preferred():
    melds, left = best("3H 4H 5H 6H 7H 8H 9H 10H 8S 8D 8C", 2)
    assert left == 0 and melds == ["8♠ 8♦ 8♣", "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥"]


def test_fourteen_card_run_in_round_eight():
    text = "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 5S 5H 5C"
    assert best(text, 8)[1] == 0
    assert best(text, 8, rules(run_max_len_13=True))[1] == 15


def test_three_decks_allow_three_sets_of_one_rank():
    text = "7Sa 7Sb 7Sc 7Ha 7Hb 7Hc 7Da 7Db 7Dc KC"
    assert best(text, 4)[1] == 10
    assert none(text, 4, rules(sets_must_differ_in_rank=True))


def test_h50_deuces_standing_as_themselves_in_the_search():
    deuces = rules(deuces_wild=True)
    melds, left = best("2S 2H 2D AC 2C 3C JK 9H", 2, deuces)
    assert left == 5 and "2♠ 2♥ 2♦" in melds[0]
    strict = rules(deuces_wild=True, deuce_can_be_natural=False)
    assert none("2S 2H 2D AC 2C 3C 4C 9H", 2, strict)


def test_deuces_wild_flag_lets_a_two_fill_a_gap():
    text = "7H 7S 7D 4C 5C 2H 7C"
    assert none(text, 2)
    assert best(text, 2, rules(deuces_wild=True))[1] == 0


def test_laydown_exact_lengths_flag_in_the_search():
    text = "7H 7S 7D 7C 9H 9S 9D"
    assert best(text, 1)[1] == 0
    assert best(text, 1, rules(laydown_exact_lengths=True))[1] == 5


def test_allow_extra_melds_at_laydown_flag_in_the_search():
    text = "7H 7S 7D 9H 9S 9D KH KS KD"
    assert best(text, 1)[1] == 15
    assert best(text, 1, rules(allow_extra_melds_at_laydown=True))[1] == 0


def test_set_requires_distinct_suits_flag_in_the_search():
    text = "7Ha 7Hb 7S 9H 9S 9D"
    assert best(text, 1)[1] == 0
    assert none(text, 1, rules(set_requires_distinct_suits=True))


def test_wild_limit_rules_in_the_search():
    text = "5H JKa JKb 8H 9C 9D 9S"
    assert none(text, 2)
    assert best(text, 2, rules(wild_limit_rule="not_more_than_naturals"))[1] == 0
    nine = "5H JKa JKb 8H 9H 3C 3D 3S 4C 4D 4S 6C 6D 6S"
    assert none(nine, 9)
    assert best(nine, 9, rules(wild_limit_rule="shanghai_table"))[1] == 0
    assert none("7H JKa JKb 9C 9D 9S", 1)
    assert best("7H JKa JKb 9C 9D 9S", 1, rules(wild_limit_rule="unlimited"))[1] == 0


# ---- round 10 ---------------------------------------------------------------------------------

THREE_RUNS = "3S 4S 5S 6S 7S 3H 4H 5H 6H 7H 3D 4D 5D 6D 7D"


def going_out(text: str, rs: RuleSet = RULES, forbidden: str | None = None):
    cards = parse_cards(text)
    found = find_going_out_laydown(cards, rs, 10, parse_card(forbidden) if forbidden else None)
    if found is None:
        return None
    melds, discard = found
    left = checked(cards, melds, rs, 10)
    assert left == ([discard] if discard else [])
    return [str(m) for m in melds], discard


def test_h38_three_runs_and_two_strays_cannot_go_out():
    assert going_out(THREE_RUNS + " KC 2C") is None
    melds, discard = going_out(THREE_RUNS + " 8D KC")
    assert discard == parse_card("KC") and melds[2] == "3♦ 4♦ 5♦ 6♦ 7♦ 8♦"


def test_h39_twenty_cards_in_three_runs_and_one_discard():
    text = "AS 2S 3S 4S 5S 6S 7S 8S 3H 4H 5H 6H 7H 8H 9H 3D 4D 5D 6D 7D QC"
    melds, discard = going_out(text)
    assert discard == parse_card("QC") and sum(len(m.split()) for m in melds) == 20


def test_h40_a_card_is_always_kept_back_to_discard():
    melds, discard = going_out(THREE_RUNS + " 8S 8H")
    assert discard is not None and sum(len(m.split()) for m in melds) == 16


def test_the_discard_is_never_the_card_just_taken():
    assert going_out(THREE_RUNS + " 8D KC", forbidden="KC") is None
    melds, discard = going_out(THREE_RUNS + " 8Da 8Db", forbidden="8Da")
    assert discard == parse_card("8Db")


def test_round_ten_with_jokers_and_aces_high():
    melds, discard = going_out("10S JS QS KS AS 3H JK 5H 6H 7H 3D 4D 5D 6D 7D 8D 9C")
    assert discard == parse_card("9C")
    assert "10♠ J♠ Q♠ K♠ A♠" in melds


def test_final_round_no_discard_flag():
    text = THREE_RUNS + " 8S 8H"
    no_discard = rules(final_round_no_discard=True)
    melds, discard = going_out(text, no_discard)
    assert discard is None and sum(len(m.split()) for m in melds) == 17
    assert going_out(THREE_RUNS + " 8D KC", no_discard) is None


def test_final_round_allow_extra_melds_flag():
    text = THREE_RUNS + " KC KS KH QD"
    assert going_out(text) is None
    melds, discard = going_out(text, rules(final_round_allow_extra_melds=True))
    assert discard == parse_card("QD") and "K♠ K♥ K♣" in melds


def test_round_ten_longer_run_may_carry_more_wilds():
    # Under not_more_than_naturals 3♠ fits only the 7-card run 3♠ JK JK 6♠ JK 8♠ 9♠.
    text = "3S JKa JKb 6S JKc 8S 9S 3H 4H 5H 6H 7H 3D 4D 5D 6D 7D KC"
    assert going_out(text) is None
    melds, discard = going_out(text, rules(wild_limit_rule="not_more_than_naturals"))
    assert discard == parse_card("KC") and melds[0] == "3♠ JK JK 6♠ JK 8♠ 9♠"


def test_round_ten_deuce_standing_as_itself():
    deuces = rules(deuces_wild=True)
    melds, discard = going_out("AS 2S 3S 4S 5S 2H 3H 4H 5H 6H 3D 4D 5D 6D 7D 2C", deuces)
    assert discard is not None and len(melds) == 3


# ---- property: the search agrees with a plain brute force on small hands ----------------------


def _is_set(cards: tuple[Card, ...]) -> bool:
    naturals = [c for c in cards if not c.is_joker]
    wilds = len(cards) - len(naturals)
    return len(cards) >= 3 and wilds <= 1 and len({c.rank for c in naturals}) == 1


def _run_spans(cards: tuple[Card, ...]) -> set[tuple[str, int, int]]:
    """Where these cards can lie as a run of 4+ (suit, low, high); empty if they cannot."""
    naturals = [c for c in cards if not c.is_joker]
    n = len(cards)
    if n < 4 or n - len(naturals) > 1 or len({c.suit for c in naturals}) != 1:
        return set()
    aces = sum(1 for c in naturals if c.rank == 1)
    others = [c.rank for c in naturals if c.rank != 1]
    spans = set()
    for high_aces in range(aces + 1):
        places = others + [1] * (aces - high_aces) + [14] * high_aces
        if len(set(places)) != len(places):
            continue
        for low in range(max(1, max(places) - n + 1), min(min(places), 15 - n) + 1):
            spans.add((naturals[0].suit, low, low + n - 1))
    return spans


def _apart(a: tuple[str, int, int], b: tuple[str, int, int]) -> bool:
    if a[0] != b[0] or (a[1] <= b[2] and b[1] <= a[2]):
        return True
    return b[1] - a[2] > 1 or a[1] - b[2] > 1


def _brute_force_exists(hand: list[Card], round_no: int) -> bool:
    sets, runs = [], []
    for size in range(3, len(hand) + 1):
        for group in combinations(hand, size):
            if _is_set(group):
                sets.append(frozenset(group))
            spans = _run_spans(group)
            if spans:
                runs.append((frozenset(group), spans))
    if round_no == 1:
        return any(a.isdisjoint(b) for a, b in combinations(sets, 2))
    if round_no == 2:
        return any(s.isdisjoint(r) for s in sets for r, _ in runs)
    return any(
        a.isdisjoint(b) and any(_apart(x, y) for x in sa for y in sb)
        for (a, sa), (b, sb) in combinations(runs, 2)
    )


PACK = [Card(r, s, c) for c in range(3) for s in "SH" for r in range(1, 14)] + [
    joker(c) for c in range(3)
]


@st.composite
def small_hands(draw) -> list[Card]:
    low = draw(st.integers(1, 9))
    near = [c for c in PACK if c.is_joker or c.rank == 1 or low <= c.rank <= low + 5]
    pool = draw(st.sampled_from([PACK, near]))
    return draw(st.lists(st.sampled_from(pool), min_size=4, max_size=9, unique=True))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_hands(), st.sampled_from([1, 2, 3]))
def test_search_agrees_with_brute_force(hand, round_no):
    melds = find_laydown(hand, RULES, round_no)
    assert (melds is not None) == _brute_force_exists(hand, round_no)
    if melds is not None:
        checked(hand, melds, RULES, round_no)


def test_round_ten_twin_runs_of_one_suit_are_found_and_a_fourth_suit_is_refused():
    from rummy_desktop.engine import RuleSet
    from rummy_desktop.engine.cards import parse_cards
    from rummy_desktop.engine.solver import find_going_out_laydown

    rules = RuleSet.preset("hillbilly", players=2)
    twins = parse_cards("3S 4S 5S 6S 7S 3S 4S 5S 6S 7S 8H 9H 10H JH QH KH KC")
    melds, discard = find_going_out_laydown(twins, rules, 10)
    assert discard.code == "KC" and sorted(len(m.cards) for m in melds) == [5, 5, 6]
    # Two stray suits: one can be the discard, the other can join no run.
    stray = parse_cards("3S 4S 5S 6S 7S 3S 4S 5S 6S 7S 8H 9H 10H JH QH KC KD")
    assert find_going_out_laydown(stray, rules, 10) is None


# ---- property: the best value, and round 10's covers, under every wild limit --------------------
# The search stops at a ceiling no lay-down can pass, and cuts runs that cannot beat the best
# found; round 10 covers a suit by a sweep over its positions. A plain enumeration of every
# pair of runs (and of every cover) checks that nothing is lost.

WILD_RULES = ["one_per_meld", "not_more_than_naturals", "shanghai_table", "unlimited"]


def _plain_run_ok(cards: tuple[Card, ...], rs: RuleSet) -> bool:
    """Can these cards be one run (4+ cards; jokers wild, and 2s too with deuces_wild, each
    then either a wild or itself) under the rules' wild limit?"""
    from itertools import product

    deuces = [c for c in cards if rs.deuces_wild and c.rank == 2]
    for roles in product((False, True), repeat=len(deuces)):
        wild = {c for c, as_wild in zip(deuces, roles, strict=True) if as_wild}
        if _plain_run_with(cards, [c for c in cards if not c.is_joker and c not in wild], rs):
            return True
    return False


def _plain_run_with(cards: tuple[Card, ...], naturals: list[Card], rs: RuleSet) -> bool:
    from rummy_desktop.engine.meld_limits import max_wilds

    n = len(cards)
    if n < 4 or n > 14 or not naturals or len({c.suit for c in naturals}) != 1:
        return False
    if n - len(naturals) > max_wilds(rs, "run", n):
        return False
    aces = sum(1 for c in naturals if c.rank == 1)
    others = [c.rank for c in naturals if c.rank != 1]
    for high_aces in range(aces + 1):
        places = others + [1] * (aces - high_aces) + [14] * high_aces
        fits = any(lo <= min(places) and max(places) <= lo + n - 1 for lo in range(1, 16 - n))
        if len(set(places)) == len(places) and fits:
            return True
    return False


def _plain_best_two_runs(hand: list[Card], rs: RuleSet) -> int | None:
    """The most points two disjoint runs can meld (round 3: two runs of four), or None."""
    runs = [
        (frozenset(g), sum(rs.card_points(c, 3) for c in g))
        for size in range(4, len(hand) + 1)
        for g in combinations(hand, size)
        if _plain_run_ok(g, rs)
    ]
    best_value = None
    for (a, va), (b, vb) in combinations(runs, 2):
        if a.isdisjoint(b) and (best_value is None or va + vb > best_value):
            best_value = va + vb
    return best_value


JOKERS = [joker(c) for c in range(4)]
RUN_PACK = [Card(r, s, c) for c in range(2) for s in "SH" for r in (1, 2, 3, 4, 5, 6, 12, 13)]


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from(RUN_PACK + JOKERS), min_size=8, max_size=11, unique=True),
    st.sampled_from(WILD_RULES),
    st.booleans(),
)
def test_the_best_lay_down_of_two_runs_agrees_with_a_plain_enumeration(hand, rule, deuces):
    rs = rules(wild_limit_rule=rule, same_suit_run_rule="free", deuces_wild=deuces)
    expected = _plain_best_two_runs(hand, rs)
    melds = find_laydown(hand, rs, 3)
    assert (melds is None) == (expected is None)
    if melds is not None:
        checked(hand, melds, rs, 3)
        assert sum(rs.card_points(c, 3) for m in melds for c in m.cards) == expected


def _plain_covers(c: tuple[int, ...], allow: list[int], least: int, runs: int, cap: int):
    """Every (runs, wild slots <= cap) covering the position counts exactly: each run takes the
    lowest card left and any positions above it, naturals where chosen, wilds elsewhere."""
    out = set()

    def rec(c: tuple[int, ...], t: int, w: int) -> None:
        p = next((q for q in range(1, 15) if c[q]), 0)
        if not p:
            out.add((t, w))
            return
        if t == runs:
            return
        for low in range(1, p + 1):
            for high in range(max(p, low + least - 1), min(14, low + 13) + 1):
                above = list(range(p + 1, high + 1))
                for mask in range(1 << len(above)):
                    took = [q for i, q in enumerate(above) if mask >> i & 1]
                    if any(not c[q] for q in took):
                        continue
                    wilds = (high - low + 1) - 1 - len(took)
                    if wilds > allow[high - low + 1] or w + wilds > cap:
                        continue
                    left = list(c)
                    for q in [p, *took]:
                        left[q] -= 1
                    rec(tuple(left), t + 1, w + wilds)

    rec(c, 0, 0)
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.integers(1, 14), min_size=1, max_size=6),
    st.sampled_from(WILD_RULES),
    st.integers(0, 5),
)
def test_round_ten_suit_covers_agree_with_a_plain_enumeration(positions, rule, wild_count):
    from rummy_desktop.engine.meld_limits import run_allowances
    from rummy_desktop.engine.solver._going_out import RunCover
    from rummy_desktop.engine.solver._hand import HandIndex

    rs = rules(wild_limit_rule=rule, same_suit_run_rule="free", deck_count_override=4)
    counts = [0] * 15
    for q in positions:
        counts[q] = min(3, counts[q] + 1)
    hand = HandIndex([joker(i) for i in range(wild_count)], rs, 10)
    found = set(RunCover(hand, rs, 10)._cover(tuple(counts)))
    assert found == _plain_covers(tuple(counts), run_allowances(rs), 5, 3, wild_count)


@pytest.mark.parametrize("rule", WILD_RULES)
def test_twos_standing_as_themselves_are_melded_beyond_the_wild_limit(rule):
    # Both 2s sit in their own runs as 2s, and the joker joins one of them: a ceiling that
    # counted 2s only as wilds would stop at a lay-down leaving a 2 (20 points) in hand.
    rs = rules(wild_limit_rule=rule, deuces_wild=True, same_suit_run_rule="free")
    hand = parse_cards("2H 3H 4H 5H 2S 3S 4S 5S JK")
    melds = find_laydown(hand, rs, 3)
    assert melds is not None
    assert checked(hand, melds, rs, 3) == []


# ---- asking again ------------------------------------------------------------------------


def test_the_same_cards_asked_again_get_the_same_lay_down_whoever_holds_the_list():
    cards = parse_cards("7H 7S 7D 7C 9H 9S JK KD")
    first = find_laydown(cards, RULES, 1)
    first.clear()  # the caller's list is its own: the next answer is whole
    shuffled = [cards[i] for i in (5, 2, 7, 0, 3, 6, 1, 4)]
    assert [str(m) for m in find_laydown(shuffled, RULES, 1)] == ["7♠ 7♥ 7♦ 7♣", "9♠ 9♥ JK"]
    assert [str(m) for m in find_laydown(list(cards), RULES, 1)] == ["7♠ 7♥ 7♦ 7♣", "9♠ 9♥ JK"]


def test_answers_asked_again_keep_to_their_rules_round_and_required_card():
    cards = parse_cards("2S 2H 7S 7H 7D 9C 9D")
    assert find_laydown(cards, RULES, 1) is None  # the 2s are naturals: a pair
    assert find_laydown(cards, rules(deuces_wild=True), 1) is not None  # 9C 9D 2S
    assert find_laydown(cards, RULES, 1) is None
    assert find_laydown(cards, rules(deuces_wild=True), 2) is None  # no run of 4
    deuces = rules(deuces_wild=True)
    found = find_laydown(cards, deuces, 1, require=cards[1])
    assert any(cards[1] in m.cards for m in found)
    assert find_laydown(cards, deuces, 1, require=cards[6]) is not None
