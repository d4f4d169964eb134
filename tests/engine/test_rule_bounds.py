"""Every number in a rule set is bounded by what a real table can hold, before anything is built.

A rules file, a saved game or the settings can ask for absurd sizes; the rule set refuses them
with one sentence naming the rule, and never builds a pack (or anything else) to find out.
"""

from __future__ import annotations

from typing import Any

import pytest

from rummy_desktop.engine import RulesError, RuleSet, parse_cards
from rummy_desktop.engine import rules as rules_module
from rummy_desktop.engine.rules import RULE_BOUNDS
from tests.engine.said import refused_with, said

HUGE = 10**12


@pytest.fixture
def no_pack(monkeypatch: pytest.MonkeyPatch) -> None:
    """Validating a rule set must not build its pack: make building one an error."""

    def refuse(*args: Any) -> list:
        raise AssertionError("the pack was built while validating the rules")

    monkeypatch.setattr(rules_module, "build_pack", refuse)


# (variant, overrides, words the sentence must hold)
OUT_OF_BOUNDS = [
    ("three-thirteen", {"decks_by_players": {"4": 100_000_000}}, ["decks_by_players", "8"]),
    ("three-thirteen", {"decks_by_players": {4: 10**9}}, ["decks_by_players"]),
    ("hillbilly", {"decks_by_players": {4: 100_000}}, ["decks_by_players"]),
    ("three-thirteen", {"decks_by_players": {4: 0}}, ["decks_by_players"]),
    ("three-thirteen", {"decks_by_players": {"100": 2}}, ["decks_by_players", "2 to 8"]),
    ("three-thirteen", {"deck_count_override": 100_000}, ["deck_count_override"]),
    ("three-thirteen", {"deck_count_override": 0}, ["deck_count_override"]),
    ("hillbilly", {"jokers_per_deck": 10**9}, ["jokers_per_deck"]),
    ("hillbilly", {"buy_penalty_cards": HUGE}, ["buy_penalty_cards"]),
    ("hillbilly", {"buy_limits": HUGE}, ["buy_limits"]),
    ("hillbilly", {"buy_limits": {"3": -1}}, ["buy_limits"]),
    ("hillbilly", {"card_values": {"joker": HUGE}}, ["card_values", "1000"]),
    ("hillbilly", {"card_values": {"ace": -1}}, ["card_values"]),
    ("hillbilly", {"blind_out_bonus": HUGE}, ["blind_out_bonus", "1000"]),
    ("three-thirteen", {"joker_points": HUGE}, ["joker_points"]),
    ("three-thirteen", {"max_set_size": HUGE}, ["max_set_size", "20"]),
    ("three-thirteen", {"max_set_size": 2}, ["max_set_size"]),
    ("three-thirteen", {"max_wilds_per_meld": HUGE}, ["max_wilds_per_meld", "20"]),
    ("three-thirteen", {"max_wilds_per_meld": 0}, ["max_wilds_per_meld"]),
]


@pytest.mark.parametrize(("variant", "overrides", "words"), OUT_OF_BOUNDS)
def test_a_number_out_of_bounds_is_refused_before_anything_is_built(
    no_pack: None, variant: str, overrides: dict, words: list[str]
) -> None:
    with pytest.raises(RulesError) as info:
        RuleSet.from_overrides(variant, 4, overrides)
    message = said(info.value)
    assert "\n" not in message and len(message) < 200
    for word in words:
        assert word in message, message


@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_largest_values_a_table_can_hold_are_accepted(no_pack: None, players: int) -> None:
    top = {name: high for name, (_low, high) in RULE_BOUNDS.items()}
    hillbilly = RuleSet.from_overrides(
        "hillbilly",
        players,
        {
            "deck_count_override": top["decks"],
            "decks_by_players": {n: top["decks"] for n in range(2, 9)},
            "jokers_per_deck": 2,
            "buy_penalty_cards": top["buy_penalty_cards"],
            "buy_limits": top["buy_limits"],
            "card_values": dict.fromkeys(rules_module.HILLBILLY_CARD_VALUES, top["card_values"]),
            "blind_out_bonus": top["blind_out_bonus"],
        },
    )
    assert hillbilly.deck_count() == 8 and hillbilly.joker_count() == 16
    three_thirteen = RuleSet.from_overrides(
        "three-thirteen",
        players,
        {
            "deck_count_override": 8,
            "jokers_per_deck": 2,
            "joker_points": top["joker_points"],
            "max_set_size": top["max_set_size"],
            "max_wilds_per_meld": top["max_wilds_per_meld"],
        },
    )
    assert three_thirteen.joker_count() == 16


def test_a_pack_too_small_for_the_table_is_still_refused_without_building_it(
    no_pack: None,
) -> None:
    with refused_with(RulesError, "too few"):
        RuleSet.from_overrides("hillbilly", 8, {"deck_count_override": 2})


def test_every_card_of_the_largest_pack_has_a_name_of_its_own() -> None:
    # 8 decks with 2 jokers each: 16 jokers, each needs its own copy letter in a save.
    rules = RuleSet.preset("three-thirteen", 4, deck_count_override=8, jokers_per_deck=2)
    pack = rules.pack()
    names = [card.full_code for card in pack]
    assert len(set(names)) == len(pack)
    assert parse_cards(names) == pack


def test_house_rule_names_of_any_type_are_refused_with_a_sentence() -> None:
    with refused_with(RulesError, "not a house rule"):
        RuleSet.from_overrides("hillbilly", 4, {1: 2, "a": 3})


def test_a_huge_unknown_name_is_quoted_short() -> None:
    with pytest.raises(RulesError) as info:
        RuleSet.from_overrides("three-thirteen", 4, {"<b>" + "x" * 900_000: 1})
    assert len(said(info.value)) < 120
    assert "'<b>xxx" in said(info.value)


@pytest.mark.parametrize(
    ("overrides", "name"),
    [
        ({"deuces_wild": "true"}, "deuces_wild"),
        ({"deuces_wild": 1}, "deuces_wild"),
        ({"buy_penalty_cards": "2"}, "buy_penalty_cards"),
        ({"buy_penalty_cards": 1.0}, "buy_penalty_cards"),
        ({"deck_count_override": True}, "deck_count_override"),
        ({"card_values": {"ace": "20"}}, "card_values"),
    ],
)
def test_values_of_the_wrong_type_are_refused_not_converted(overrides: dict, name: str) -> None:
    with refused_with(RulesError, name):
        RuleSet.from_overrides("hillbilly", 4, overrides)


def test_tables_keyed_by_number_read_the_keys_of_a_json_file() -> None:
    rules = RuleSet.from_overrides(
        "hillbilly", 4, {"decks_by_players": {"4": 3, "5": 3}, "buy_limits": {"10": 5}}
    )
    assert rules.deck_count() == 3 and rules.buy_limit(10) == 5
