"""The summary of a game's house rules (issue 34, defect 3): every preset's summary agrees with
its scoring and counts its rounds in good English."""

import re

import pytest

from rummy_desktop.engine import RuleSet
from rummy_desktop.engine.presets import PRESETS, preset_rules
from rummy_desktop.tabletop.rule_words import describe_changes
from rummy_desktop.ui.dialogs.help import how_to_play_markdown


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_every_presets_summary_agrees_with_itself(key: str) -> None:
    rules = preset_rules(key, players=4)
    lines = describe_changes(rules.changed_flags())
    text = "\n".join(lines)
    assert not re.search(r"\b1 rounds\b", text)
    assert "table's own" not in text
    if rules.pip_values:  # the 2-to-9 value never scores: the summary must not show it
        assert "2 to 9: 5" not in text and "2 to 9: their own number" in text
        assert not any(line.startswith("2 to 9 at face value") for line in lines)
    if "contracts" in rules.changed_flags():
        assert f"Rounds: {rules.rounds} rounds of its own" in lines


def test_liverpool_card_values_read_as_scored() -> None:
    lines = describe_changes(preset_rules("liverpool", players=4).changed_flags())
    values = [line for line in lines if line.startswith("Card values:")]
    assert values == [values[0]] and values[0].endswith("10 to K: 10, 2 to 9: their own number")


def test_one_round_game_says_round_not_rounds() -> None:
    liverpool = preset_rules("liverpool", players=3)
    one = RuleSet.from_overrides(
        "hillbilly",
        3,
        {"contracts": [liverpool.contracts[0].to_json()], "contract_name": "Quick one"},
    )
    lines = describe_changes(one.changed_flags())
    assert "Rounds: 1 round of its own" in lines
    help_text = how_to_play_markdown("hillbilly", preset_rules("liverpool").changed_flags())
    this_game = help_text.split("**House rules in this game:**")[1].split("\n\n")[1]
    assert "2 to 9: their own number" in this_game and "2 to 9: 5" not in this_game
    assert "2 to 9 at face value" not in this_game


def test_the_line_under_the_scoreboard_reads_as_scored_too() -> None:
    """The game's line under the scoreboard told Liverpool's "2 to 9: 5" beside "2 to 9 at face
    value: on", as Help did before."""
    from rummy_desktop.tabletop.rule_words import game_info_text

    text = game_info_text(preset_rules("liverpool", players=4), 7)
    assert "2 to 9: 5" not in text and "2 to 9: their own number" in text
    assert "7 rounds of its own" in text


def _values_line(lines: list[str]) -> str:
    return next(line for line in lines if line.startswith("Card values:"))


def test_card_values_name_only_the_cards_of_the_pack() -> None:
    """Liverpool has jokers but no wild 2s: its summary gave "Wild card: 20" for a card its
    pack never holds; without jokers, a joker's value was listed too."""
    liverpool = preset_rules("liverpool", players=4)
    line = _values_line(describe_changes(liverpool.changed_flags(), liverpool))
    assert "Joker: 15" in line and "Wild card" not in line
    no_jokers = RuleSet.from_overrides(
        "hillbilly", 4, {"jokers_per_deck": 0, "card_values": {"ace": 20}}
    )
    line = _values_line(describe_changes(no_jokers.changed_flags(), no_jokers))
    assert "Joker" not in line and "Wild card" not in line and "Ace: 20" in line
    deuces = RuleSet.from_overrides(
        "hillbilly", 4, {"deuces_wild": True, "card_values": {"ace": 20}}
    )
    line = _values_line(describe_changes(deuces.changed_flags(), deuces))
    assert "Joker: 50" in line and "Wild card: 20" in line
    bicycle = preset_rules("bicycle", players=4)  # one joker in a double pack, no wild 2s
    assert "Wild card" not in _values_line(describe_changes(bicycle.changed_flags(), bicycle))


def test_the_table_line_and_help_name_only_the_cards_of_the_pack() -> None:
    from rummy_desktop.tabletop.rule_words import game_info_text

    no_jokers = RuleSet.from_overrides(
        "hillbilly", 4, {"jokers_per_deck": 0, "card_values": {"ace": 20}}
    )
    assert "Joker:" not in game_info_text(no_jokers, 7) and "Ace: 20" in game_info_text(
        no_jokers, 7
    )
    page = how_to_play_markdown("hillbilly", no_jokers.changed_flags(), no_jokers)
    this_game = page.split("**House rules in this game:**")[1].split("\n\n")[1]
    assert "Ace: 20" in this_game and "Joker:" not in this_game
    liverpool = preset_rules("liverpool", players=4)
    page = how_to_play_markdown("hillbilly", liverpool.changed_flags(), liverpool)
    this_game = page.split("**House rules in this game:**")[1].split("\n\n")[1]
    assert "Wild card" not in this_game and "Joker: 15" in this_game
