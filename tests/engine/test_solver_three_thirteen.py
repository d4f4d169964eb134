"""The Three Thirteen solver: RULES.md 4.4, 4.6, 4.9 and the scenarios of 6.2.

The property tests compare the solver with a deliberately plain enumerator written here: every
subset of the hand is a candidate meld, judged by ``simple_is_meld`` (which shares no code with
the solver), and a DP over bitmasks of the hand finds the least penalty.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import JOKER_RANK, Card, parse_cards
from rummy_desktop.engine.rules import RuleSet
from rummy_desktop.engine.solver import (
    Arrangement,
    best_arrangement,
    go_out_discards,
    is_meld,
    min_penalty,
)


def rules(**flags) -> RuleSet:
    return RuleSet.preset("three-thirteen", players=4, **flags)


DEFAULT = rules()


def codes(cards) -> list[str]:
    return [c.code for c in cards]


# ---- the plain reference --------------------------------------------------------------------


def simple_is_meld(hand: list[Card], ruleset: RuleSet, round_no: int) -> bool:
    """One meld? Try every choice of which wild-rank cards stand as themselves."""
    n = len(hand)
    if n < 3:
        return False
    wild = round_no + 2
    flexible = [i for i, c in enumerate(hand) if c.rank == wild]
    for roles in product((False, True), repeat=len(flexible)):
        as_self = {i for i, keep in zip(flexible, roles, strict=True) if keep}
        naturals = [
            c
            for i, c in enumerate(hand)
            if c.rank != JOKER_RANK and (c.rank != wild or i in as_self)
        ]
        wilds = n - len(naturals)
        if ruleset.max_wilds_per_meld is not None and wilds > ruleset.max_wilds_per_meld:
            continue
        if ruleset.no_all_wild_melds and not naturals:
            continue
        small_enough = ruleset.max_set_size is None or n <= ruleset.max_set_size
        if len({c.rank for c in naturals}) <= 1 and small_enough:
            return True
        ranks = sorted(c.rank for c in naturals)
        if n > 13 or len({c.suit for c in naturals}) > 1 or len(set(ranks)) < len(ranks):
            continue
        # The run is some window low..low+n-1 inside A..K holding every natural rank.
        if not ranks or any(lo <= ranks[0] and ranks[-1] <= lo + n - 1 for lo in range(1, 15 - n)):
            return True
    return False


def brute_penalty(hand: list[Card], ruleset: RuleSet, round_no: int) -> int:
    n = len(hand)
    melds = [
        m
        for m in range(1, 1 << n)
        if m.bit_count() >= 3
        and simple_is_meld([hand[i] for i in range(n) if m >> i & 1], ruleset, round_no)
    ]

    @cache
    def best(mask: int) -> int:
        if not mask:
            return 0
        low = mask & -mask
        leftover = ruleset.card_points(hand[low.bit_length() - 1], round_no) + best(mask - low)
        return min([leftover] + [best(mask - m) for m in melds if m & low and m & mask == m])

    return best((1 << n) - 1)


def brute_go_out(hand: list[Card], ruleset: RuleSet, round_no: int) -> set[tuple[int, str]]:
    faces = {(c.rank, c.suit) for c in hand}
    out = set()
    for rank, suit in faces:
        i = next(i for i, c in enumerate(hand) if (c.rank, c.suit) == (rank, suit))
        if brute_penalty(hand[:i] + hand[i + 1 :], ruleset, round_no) == 0:
            out.add((rank, suit))
    return out


def check_arrangement(arr: Arrangement, hand: list[Card], ruleset: RuleSet, round_no: int):
    placed = [c for m in arr.melds for c in m] + list(arr.unmatched)
    assert Counter(placed) == Counter(hand)
    assert all(simple_is_meld(list(m), ruleset, round_no) for m in arr.melds)
    assert sum(ruleset.card_points(c, round_no) for c in arr.unmatched) == arr.penalty


# ---- hands for the property tests ------------------------------------------------------------

FLAG_SETS = [
    {},
    {"max_set_size": 4},
    {"no_all_wild_melds": True, "jokers_per_deck": 2},
    {"max_wilds_per_meld": 1},
    {"jokers_per_deck": 2},
    {"five_crowns_scoring": True, "jokers_per_deck": 2},
    {"max_set_size": 4, "no_all_wild_melds": True, "max_wilds_per_meld": 2, "jokers_per_deck": 2},
    # Many copies of the wild rank and many jokers: the house rules' search decides what each
    # wild-rank card does inside the search, and pays wilds from a balance that may go into
    # debt; cheap or dear jokers change which wilds are best left unmatched.
    {"no_all_wild_melds": True, "jokers_per_deck": 2, "deck_count_override": 4},
    {"max_wilds_per_meld": 1, "jokers_per_deck": 2, "deck_count_override": 4, "joker_points": 0},
    {"max_set_size": 3, "jokers_per_deck": 2, "deck_count_override": 4, "joker_points": 50},
    {
        "no_all_wild_melds": True,
        "max_wilds_per_meld": 1,
        "five_crowns_scoring": True,
        "jokers_per_deck": 1,
        "deck_count_override": 4,
    },
]


@st.composite
def hands(draw, ruleset: RuleSet, max_size: int = 9):
    """A round and a hand from a narrow slice of the pack, so melds are common."""
    round_no = draw(st.integers(1, 11))
    low = draw(st.integers(1, 9))
    suits = draw(st.sampled_from(["S", "SH", "HC", "SHD", "SHDC"]))
    pool = [
        Card(rank, suit, copy)
        for copy in range(min(ruleset.deck_count(), 3))
        for suit in sorted(set(suits))
        for rank in sorted({*range(low, low + 5), round_no + 2, 1})
    ]
    pool += [c for c in ruleset.pack() if c.rank == round_no + 2] + [
        c for c in ruleset.pack() if c.is_joker
    ]
    pool = sorted(set(pool))
    hand = draw(st.lists(st.sampled_from(pool), min_size=0, max_size=max_size, unique=True))
    return round_no, hand


@pytest.mark.parametrize("flags", FLAG_SETS, ids=lambda f: ",".join(f) or "defaults")
@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_penalty_and_arrangement_agree_with_brute_force(flags, data):
    ruleset = rules(**flags)
    round_no, hand = data.draw(hands(ruleset))
    expected = brute_penalty(hand, ruleset, round_no)
    assert min_penalty(hand, ruleset, round_no) == expected
    arr = best_arrangement(hand, ruleset, round_no)
    assert arr.penalty == expected
    check_arrangement(arr, hand, ruleset, round_no)


@pytest.mark.parametrize("flags", FLAG_SETS, ids=lambda f: ",".join(f) or "defaults")
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_go_out_discards_agree_with_brute_force(flags, data):
    ruleset = rules(**flags)
    round_no, hand = data.draw(hands(ruleset, max_size=7))
    found = go_out_discards(hand, ruleset, round_no)
    assert {(c.rank, c.suit) for c in found} == brute_go_out(hand, ruleset, round_no)
    assert len({(c.rank, c.suit) for c in found}) == len(found)  # one card per face
    whole = brute_penalty(hand, ruleset, round_no)
    assert go_out_discards(hand, ruleset, round_no, penalty=whole) == found  # the caller's


@pytest.mark.parametrize("flags", FLAG_SETS, ids=lambda f: ",".join(f) or "defaults")
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_is_meld_agrees_with_simple_check(flags, data):
    ruleset = rules(**flags)
    round_no, hand = data.draw(hands(ruleset, max_size=6))
    assert is_meld(hand, ruleset, round_no) == simple_is_meld(hand, ruleset, round_no)


# ---- meld validity (T-06 .. T-13) ------------------------------------------------------------


def test_set_may_hold_duplicate_cards_t06():
    assert is_meld(parse_cards("7H 7H 7S"), DEFAULT, 1)


def test_five_card_set_is_legal_unless_capped_at_four_t07():
    hand = parse_cards("8S 8S 8H 8D 8C")
    assert is_meld(hand, DEFAULT, 1)
    assert min_penalty(hand, DEFAULT, 1) == 0
    capped = rules(max_set_size=4)
    assert not is_meld(hand, capped, 1)
    assert min_penalty(hand, capped, 1) == 8
    assert best_arrangement(hand, capped, 1).penalty == 8


def test_ace_is_low_only_t08():
    assert is_meld(parse_cards("AD 2D 3D"), DEFAULT, 2)
    assert not is_meld(parse_cards("QD KD AD"), DEFAULT, 2)
    assert not is_meld(parse_cards("KD AD 2D"), DEFAULT, 2)


def test_wild_need_not_match_the_run_suit_t09():
    assert is_meld(parse_cards("5D 6D 3C"), DEFAULT, 1)


def test_all_wild_melds_are_legal_by_default_t10():
    jokers = rules(jokers_per_deck=2)
    assert is_meld(parse_cards("3S 3H 3D"), DEFAULT, 1)
    assert is_meld(parse_cards("JK JK JK"), jokers, 1)
    assert min_penalty(parse_cards("JK JK JK"), jokers, 4) == 0


def test_no_all_wild_melds_still_allows_natural_threes_t10():
    strict = rules(jokers_per_deck=2, no_all_wild_melds=True)
    assert not is_meld(parse_cards("JK JK JK"), strict, 1)
    assert is_meld(parse_cards("3S 3H 3D"), strict, 1)
    assert is_meld(parse_cards("3S 3H JK"), strict, 1)  # two threes stand as themselves
    assert min_penalty(parse_cards("JK JK JK"), strict, 1) == 45
    assert min_penalty(parse_cards("3S 3H 3D"), strict, 1) == 0


def test_wilds_may_be_adjacent_t11():
    assert is_meld(parse_cards("4C 7H 7D"), DEFAULT, 5)


def test_run_may_not_repeat_a_rank_t12():
    hand = parse_cards("4H 5H 5H 6H")
    assert not is_meld(hand, DEFAULT, 1)
    assert min_penalty(hand, DEFAULT, 1) == 5
    arr = best_arrangement(hand, DEFAULT, 1)
    assert codes(arr.melds[0]) == ["4H", "5H", "6H"] and codes(arr.unmatched) == ["5H"]


def test_kings_wild_make_runs_and_a_thirteen_card_run_t13():
    assert is_meld(parse_cards("QS KH KC"), DEFAULT, 11)
    three_decks = parse_cards("AS " + " ".join(["KS KH KD KC"] * 3))
    capped = rules(max_set_size=4)  # no big set: only the 13-card run A..K remains
    assert is_meld(three_decks, capped, 11)
    assert not is_meld(three_decks + [Card(JOKER_RANK, "")], capped, 11)  # 14 cards: too long


# ---- going out (T-14 .. T-17, T-33) ----------------------------------------------------------


def test_discard_the_odd_card_to_go_out_t14():
    assert codes(go_out_discards(parse_cards("7H 7S KD 7D"), DEFAULT, 1)) == ["KD"]


def test_two_leftovers_cannot_go_out_t15():
    assert go_out_discards(parse_cards("7S 7H 7D KC 2D"), DEFAULT, 2) == []


def test_four_of_a_kind_discards_any_one_t16():
    assert codes(go_out_discards(parse_cards("7H 7S 7D 7C"), DEFAULT, 1)) == [
        "7S",
        "7H",
        "7D",
        "7C",
    ]


def test_card_taken_from_discard_pile_cannot_be_the_discard_t17():
    hand = parse_cards("8C 8D 8S KS")
    assert go_out_discards(hand, DEFAULT, 1, forbidden=hand[3]) == []
    assert go_out_discards(hand, DEFAULT, 1) == [hand[3]]


def test_another_copy_of_the_taken_card_may_be_discarded():
    hand = parse_cards("8C 8D 8S 9C 9D 9Sa 9Sb")
    found = go_out_discards(hand, DEFAULT, 1, forbidden=hand[5])
    assert [c.full_code for c in found] == ["9Sb", "9Da", "9Ca"]


def test_go_out_lists_one_card_per_face_in_suit_order():
    hand = parse_cards("7Hb 7Ha 7S 7D 7C JK")
    found = go_out_discards(hand, rules(jokers_per_deck=2), 1)
    assert [c.full_code for c in found] == ["7Sa", "7Hb", "7Da", "7Ca", "JKa"]


def test_going_out_found_by_trying_every_discard_t33():
    assert codes(go_out_discards(parse_cards("5S 6S 7S 8S 9H"), DEFAULT, 3)) == ["9H"]


# ---- scoring (T-20 .. T-26, T-31, T-32, T-35) -------------------------------------------------


@pytest.mark.parametrize(
    ("scenario", "hand", "round_no", "expected"),
    [
        ("T-20 run beats sets", "AS 2S 3S AH AD", 3, 2),
        ("T-21 set beats run", "6S 7S 8S 8H 8D", 3, 13),
        ("T-22 wild goes with the kings", "KS KH 9D 9C 6H 2C", 4, 20),
        ("T-23 nothing melds", "3D KS QH", 1, 35),
        ("T-24 wild fills a run", "3D KS QS", 1, 0),
        ("T-26 points not card count", "AC AD KH 5S 5H", 3, 2),
    ],
)
def test_minimum_penalty_scenarios(scenario, hand, round_no, expected):
    cards = parse_cards(hand)
    assert min_penalty(cards, DEFAULT, round_no) == expected, scenario
    arr = best_arrangement(cards, DEFAULT, round_no)
    assert arr.penalty == expected
    check_arrangement(arr, cards, DEFAULT, round_no)


@pytest.mark.parametrize(
    ("card", "round_no", "points"),
    [("JS", 9, 15), ("10C", 8, 15), ("10C", 1, 10), ("KC", 1, 10), ("AH", 1, 1)],
)
def test_unmelded_wild_rank_scores_fifteen_t25(card, round_no, points):
    assert min_penalty(parse_cards(card), DEFAULT, round_no) == points


def test_unmelded_joker_scores_its_option_t31():
    assert min_penalty(parse_cards("JK"), rules(jokers_per_deck=2), 4) == 15
    assert min_penalty(parse_cards("JK"), rules(jokers_per_deck=2, joker_points=50), 4) == 50


def test_five_crowns_scoring_values_t32():
    crowns = rules(five_crowns_scoring=True, jokers_per_deck=2)
    singles = [min_penalty(parse_cards(c), crowns, 5) for c in ("JS", "QH", "KD", "7C", "JK")]
    assert singles == [11, 12, 13, 20, 50]
    assert min_penalty(parse_cards("JS QH KD"), crowns, 5) == 36
    assert min_penalty(parse_cards("7C JK"), crowns, 5) == 70  # two wilds alone make no meld


SPADES_AND_ACE = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"


@pytest.mark.parametrize(
    ("round_no", "expected"),
    [(1, 1), (2, 1)] + [(r, 0) for r in range(3, 9)] + [(9, 1), (10, 1), (11, 0)],
)
def test_thirteen_spades_and_a_second_ace_t35(round_no, expected):
    hand = parse_cards(SPADES_AND_ACE)
    assert min_penalty(hand, DEFAULT, round_no) == expected
    arr = best_arrangement(hand, DEFAULT, round_no)
    assert arr.penalty == expected
    check_arrangement(arr, hand, DEFAULT, round_no)


def test_thirteen_spades_round_one_keeps_the_second_ace_t35():
    arr = best_arrangement(parse_cards(SPADES_AND_ACE), DEFAULT, 1)
    assert [codes(m) for m in arr.melds] == [SPADES_AND_ACE.split()[:13]]
    assert codes(arr.unmatched) == ["AS"]


# ---- arrangements ----------------------------------------------------------------------------


def test_run_lists_its_wild_where_it_stands():
    arr = best_arrangement(parse_cards("6H 4H 3C"), DEFAULT, 1)
    assert [codes(m) for m in arr.melds] == [["4H", "3C", "6H"]]


def test_spare_wilds_join_a_meld_by_default():
    hand = parse_cards("9C 10C JC 3S 3H")
    arr = best_arrangement(hand, DEFAULT, 1)
    assert arr.penalty == 0 and arr.unmatched == ()
    check_arrangement(arr, hand, DEFAULT, 1)


def test_spare_wild_stays_unmatched_when_melds_cannot_take_it():
    capped = rules(max_wilds_per_meld=1, jokers_per_deck=2)
    hand = parse_cards("9C 10C JK JK")  # one joker completes the run, the other has no home
    arr = best_arrangement(hand, capped, 1)
    assert arr.penalty == 15 and codes(arr.unmatched) == ["JK"]
    check_arrangement(arr, hand, capped, 1)


def test_cheapest_wild_is_the_one_left_unmatched():
    strict = rules(max_wilds_per_meld=1, jokers_per_deck=2, joker_points=50)
    hand = parse_cards("9C 10C JK 4S")  # round 2: 4S is a 15-point wild, the joker 50
    assert min_penalty(hand, strict, 2) == 15
    assert codes(best_arrangement(hand, strict, 2).unmatched) == ["4S"]


@pytest.mark.parametrize("limit", [3, 4, 5])
@pytest.mark.parametrize("count", range(1, 11))
def test_jokers_alone_fill_all_wild_melds_within_the_wild_limit(limit, count):
    ruleset = rules(jokers_per_deck=2, deck_count_override=5, max_wilds_per_meld=limit)
    hand = [Card(JOKER_RANK, "", copy) for copy in range(count)]
    fits = {3: count - count % 3, 4: count if count != 5 else 4, 5: count}[limit]
    expected = 15 * (count if count < 3 else count - fits)
    assert min_penalty(hand, ruleset, 4) == expected
    arr = best_arrangement(hand, ruleset, 4)
    assert arr.penalty == expected
    check_arrangement(arr, hand, ruleset, 4)


def test_empty_hand_scores_nothing():
    assert best_arrangement([], DEFAULT, 4) == Arrangement(0, (), ())
    assert min_penalty([], DEFAULT, 4) == 0
    assert go_out_discards([], DEFAULT, 4) == []


# ---- what each melded wild stands for (the round-end box says it) ---------------------------


@pytest.mark.parametrize("flags", FLAG_SETS, ids=lambda f: ",".join(f) or "defaults")
@settings(max_examples=50, deadline=None)
@given(data=st.data())
def test_every_melded_wild_stands_for_a_card_that_completes_its_meld(flags, data):
    """Put each wild's stand-in in its place: every meld of an arrangement is then a plain set
    (one rank) or a plain run (one suit, ranks in a row, as laid out); the wilds not listed
    are wild-rank cards standing for themselves."""
    from rummy_desktop.engine.solver import stand_ins

    ruleset = rules(**flags)
    round_no, hand = data.draw(hands(ruleset))
    wild = ruleset.wild_rank(round_no)
    for meld in best_arrangement(hand, ruleset, round_no).melds:
        said = {card: (rank, suit) for card, rank, suit in stand_ins(meld, ruleset, round_no)}
        assert all(c.rank in (wild, JOKER_RANK) for c in said)  # only wilds stand in
        assert all(c in said for c in meld if c.rank == JOKER_RANK)  # a joker always does
        faces = [said.get(c, (c.rank, c.suit)) for c in meld]
        ranks = [rank for rank, _suit in faces]
        if len(set(ranks)) == 1:
            assert all(said[c][1] == "" for c in said)  # a set's wild: any suit
            continue
        assert ranks == list(range(ranks[0], ranks[0] + len(meld))), (codes(meld), faces)
        assert len({suit for _rank, suit in faces}) == 1, (codes(meld), faces)
