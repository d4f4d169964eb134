"""The quick Hillbilly hand measures the simple and easy levels discard by."""

from __future__ import annotations

from rummy_desktop.ai.hand_shape import melded_cards, melded_cards_without, usefulness_map
from rummy_desktop.engine import Card, RuleSet, parse_cards

RULES = RuleSet.preset("hillbilly")


def test_round_ten_values_an_ace_high_cluster_like_an_ace_low_one() -> None:
    # Round 10 melds every card into three runs: Q-K-A is as good a start as A-2-3.
    high = usefulness_map(parse_cards("QS KS AS 5H 6H 7H 8H 4D 5D 6D 9C"), RULES, 10)
    low = usefulness_map(parse_cards("AS 2S 3S 5H 6H 7H 8H 4D 5D 6D 9C"), RULES, 10)
    ace = parse_cards("AS")[0]
    assert high[ace] == low[ace] == 2
    assert high[parse_cards("9C")[0]] == 0  # a lone card of a fourth suit is worth nothing


def melded(text: str, round_no: int, rules: RuleSet = RULES) -> int:
    return melded_cards(parse_cards(text), rules, round_no)


def test_melded_cards_counts_the_sets_the_contract_can_use() -> None:
    assert melded("7H 7S 7D 9C 9D KS", 1) == 3  # a set of 7s; the 9s are a pair
    assert melded("7H 7S 7D 9C 9D JK", 1) == 6  # a wild makes the pair a set
    assert melded("7H 7S 7D 7C 9C 9D 9H", 1) == 6  # a fourth 7 is no more progress
    assert melded("7H 7S 7D 9C 9D 9H 4S 4H 4D", 1) == 6  # round 1 wants two sets only


def test_melded_cards_counts_runs_and_bridges_one_gap_with_a_wild() -> None:
    assert melded("5H 6H 7H 8H 2C 3C 4C 5C", 3) == 8  # two runs of 4
    assert melded("5H 6H 8H JK", 3) == 4  # 5-6-(JK)-8
    assert melded("5H 6H 8H", 3) == 0  # no wild for the gap
    # An ace is low and high, but one card: A-2-3 and Q-K-A cannot both count.
    assert melded("QS KS AS 2S 3S", 3) == 3
    # Round 2: the run's cards are not counted again in the set.
    assert melded("5H 6H 7H 8H 5S 5D", 2) == 4
    assert melded("5H 6H 7H 8H 5S 5D 5C", 2) == 7


def test_melded_cards_depends_only_on_the_faces_held() -> None:
    import random

    rng = random.Random(3)
    pack = RuleSet.preset("hillbilly", players=5).pack()
    for _ in range(300):
        hand = rng.sample(pack, rng.randint(3, 18))
        rnd = rng.randint(1, 10)
        again = [Card(c.rank, c.suit, (c.copy + 1) % 3) for c in hand]  # other copies
        rng.shuffle(again)
        assert melded_cards(again, RULES, rnd) == melded_cards(hand, RULES, rnd)


def test_melded_cards_without_is_melded_cards_of_each_discard() -> None:
    import random

    rng = random.Random(8)
    for flags in ({}, {"deuces_wild": True}):
        rules = RuleSet.preset("hillbilly", players=5, **flags)
        pack = rules.pack()
        for _ in range(300):
            hand = rng.sample(pack, rng.randint(1, 18))
            rnd = rng.randint(1, 10)
            left = melded_cards_without(hand, rules, rnd)
            assert set(left) == {c.face for c in hand}
            for card in hand:
                rest = list(hand)
                rest.remove(card)
                assert left[card.face] == melded_cards(rest, rules, rnd)
