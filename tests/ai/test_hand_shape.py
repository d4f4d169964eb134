"""The quick Hillbilly hand measures the simple and easy levels discard by."""

from __future__ import annotations

from rummy_desktop.ai.hand_shape import usefulness_map
from rummy_desktop.engine import RuleSet, parse_cards

RULES = RuleSet.preset("hillbilly")


def test_round_ten_values_an_ace_high_cluster_like_an_ace_low_one() -> None:
    # Round 10 melds every card into three runs: Q-K-A is as good a start as A-2-3.
    high = usefulness_map(parse_cards("QS KS AS 5H 6H 7H 8H 4D 5D 6D 9C"), RULES, 10)
    low = usefulness_map(parse_cards("AS 2S 3S 5H 6H 7H 8H 4D 5D 6D 9C"), RULES, 10)
    ace = parse_cards("AS")[0]
    assert high[ace] == low[ace] == 2
    assert high[parse_cards("9C")[0]] == 0  # a lone card of a fourth suit is worth nothing
