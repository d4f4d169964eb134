"""Issue 32: the lay-down search's cuts keep its answer."""

from __future__ import annotations

from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import Card, joker, parse_cards
from rummy_desktop.engine.rules import RuleSet
from rummy_desktop.engine.solver._hand import SUIT_INDEX, HandIndex
from rummy_desktop.engine.solver._laydown import LaydownSearch

WILD_RULES = ["one_per_meld", "not_more_than_naturals", "shanghai_table", "unlimited"]


def contract_rules(runs: int, sets: int = 0, rule: str = "unlimited") -> RuleSet:
    # The most cards the rules deal beside these runs (MOST_DEALT_WITH_RUNS).
    entry = {"deal": 12 if sets else 14, "sets": [3] * sets, "runs": [3] * runs}
    flags = {
        "contracts": [entry],
        "deck_count_override": 8,
        "jokers_per_deck": 2,
        "deuces_wild": True,
        "wild_limit_rule": rule,
    }
    return RuleSet.from_overrides("hillbilly", 2, flags)


def search(hand: list[Card], rules: RuleSet, cut: bool = True) -> LaydownSearch:
    found = LaydownSearch(HandIndex(hand, rules, 1), rules, 1, None)
    if cut:
        found.search()
    else:
        with mock.patch.object(LaydownSearch, "_idle", lambda *_: []):
            found.search()
    return found


def test_the_last_run_frees_idle_naturals_only_the_cheapest_way():
    """Three runs of hearts, two chosen: the third may put spare wilds where naturals are, and
    a freed natural nothing else can use only leaves its points in hand: of the ways to free
    k such naturals only the cheapest is tried."""
    rules = contract_rules(3)
    hand = parse_cards("3H 4H 5H 6H 7H 8H 9H TH JH QH KH 3S 4S 5S JK JK")
    state = LaydownSearch(HandIndex(hand, rules, 1), rules, 1, None)
    spades, hearts = SUIT_INDEX["S"], SUIT_INDEX["H"]
    taken = [(spades, 3, 5, ()), (hearts, 3, 5, ())]
    for plan in taken:
        assert state._take(plan) is not None
    options = state._run_options(3, taken[1], taken, 0)
    seven_to_king = [p[3] for p in options if p[:3] == (hearts, 7, 13)]
    # None freed, the 7 (the cheapest, the first of them), the 7 and the 8: not the 13 other
    # ways to free one or two of 7H-KH.
    assert seven_to_king == [(), (7,), (7, 8)]


PACK = [Card(r, s, c) for c in range(3) for s in "HS" for r in range(1, 14)] + [
    joker(i) for i in range(4)
]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from(PACK), min_size=9, max_size=14, unique=True),
    st.sampled_from(WILD_RULES),
    st.integers(0, 1),
)
def test_freeing_idle_naturals_one_way_finds_the_very_same_lay_down(hand, rule, sets):
    """The cut keeps the answer: the same points and the same runs, wild places and all."""
    rules = contract_rules(3, sets, rule)
    cut, full = search(hand, rules), search(hand, rules, cut=False)
    assert cut.best.value == full.best.value
    assert cut.best.runs == full.best.runs
    assert cut.best.extra_wilds == full.best.extra_wilds
