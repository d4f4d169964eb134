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
