"""The Hillbilly hand estimate the medium and hard levels rank their moves by."""

import random

import pytest

from rummy_desktop.ai.hillbilly_eval import contract_gap
from rummy_desktop.engine import RuleSet, find_laydown, parse_cards

RULES = RuleSet.preset("hillbilly")


@pytest.mark.parametrize(
    ("hand", "gap"),
    [
        ("AS 2S 3S 4S JS QS KS 9D", 1),  # one ace cannot end both runs
        ("AS 2S 3S 4S JS QS KS AS 9D", 0),  # its twin can
        ("AS 2S 3S 4S JS QS KS JK 9D", 0),  # so can a joker
        ("AS 2S 3S 4S 8S 9S 10S JS 9D", 0),  # a run away from the ace needs none
        # Jokers make up the ace for whichever run may still take a wild (one a meld).
        ("AS 2S 3S 4S JS QS JK JK 9D", 0),  # JK 2S 3S 4S and JS QS JK AS
        ("AS 3S 4S JS QS KS JK JK 9D", 0),  # AS JK 3S 4S and JK JS QS KS
        ("JK JK AD 3D 3H 4D 5D 7H 9D QD KD", 0),  # JK 3D 4D 5D and JK QD KD AD
    ],
)
def test_an_ace_ends_one_run_of_its_suit_not_two(hand, gap):
    # Round 3's contract is two runs of four.
    cards = parse_cards(hand)
    assert contract_gap(cards, RULES, 3) == gap
    assert (find_laydown(cards, RULES, 3) is not None) == (gap == 0)


def test_a_hand_the_estimate_calls_complete_can_lay_the_contract_down():
    # Hands of two suits and a few strays, so that runs and sets are common; rounds 1 to 10.
    rng = random.Random(7)
    pack = list(RULES.pack())
    complete = 0
    for rnd in range(1, 11):
        for _ in range(1500):
            suits = rng.sample("SHDC", 2)
            pool = [c for c in pack if c.suit in suits or c.is_joker or rng.random() < 0.1]
            hand = rng.sample(pool, 11)
            if contract_gap(hand, RULES, rnd) <= 0:
                complete += 1
                assert find_laydown(hand, RULES, rnd) is not None, (rnd, hand)
    assert complete > 500  # the check ran on many complete hands


def test_an_all_at_once_round_of_sets_counts_the_cards_no_set_takes():
    """Going out at once melds every card but the discard: two strays cost a turn, and the
    naturals of a set's rank are never strays (issue 26: the bots were weak here)."""
    ordinary = RuleSet.preset("hillbilly", contracts=[{"deal": 7, "sets": [3, 3]}])
    at_once = RuleSet.preset(
        "hillbilly", contracts=[{"deal": 7, "sets": [3, 3], "all_at_once": True}]
    )
    two_strays = parse_cards("KS KH KD QS QH QD 5C 9D")
    assert contract_gap(two_strays, ordinary, 1) == 0
    assert contract_gap(two_strays, at_once, 1) == 1
    one_stray = parse_cards("KS KH KD KC QS QH QD 9D")  # the fourth king joins its set
    assert contract_gap(one_stray, at_once, 1) == 0
    # With a run in the contract, a set's naturals are not counted as far from the runs.
    mixed = RuleSet.preset(
        "hillbilly", contracts=[{"deal": 10, "sets": [3], "runs": [4], "all_at_once": True}]
    )
    assert contract_gap(parse_cards("KS KH KD KC 4H 5H 6H 7H 9D"), mixed, 1) == 0


def test_runs_of_different_lengths_are_each_measured_at_their_own_length():
    """A run of four and a run of seven: four spades are three short of the seven."""
    rules = RuleSet.preset("hillbilly", contracts=[{"deal": 11, "runs": [4, 7]}])
    whole = parse_cards("4H 5H 6H 7H 3S 4S 5S 6S 7S 8S 9S KD")
    assert contract_gap(whole, rules, 1) == 0
    assert find_laydown(whole, rules, 1) is not None
    short = parse_cards("4H 5H 6H 7H 3S 4S 5S 6S KD QC 2D 9C")
    assert contract_gap(short, rules, 1) == 3
    assert find_laydown(short, rules, 1) is None
