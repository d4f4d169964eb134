"""The game's own words in German, French and Spanish (issue 36): card names, the engine's
refusals, moves and Table Talk, said through the real translations (the built .qm files)."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import JOKER_RANK, Card
from rummy_desktop.tabletop.card_names import card_name
from rummy_desktop.tabletop.describe import card_words, spoken

SEVEN_OF_HEARTS = Card(7, "H")


def test_a_card_name_is_english_without_a_translator():
    assert card_name(SEVEN_OF_HEARTS) == "Seven of hearts"
    assert card_words(Card(12, "S"), wild_rank=12) == "Queen of spades, wild"
    assert spoken("Ada took the 10♣ and the JK") == "Ada took the Ten of clubs and the Joker"


@pytest.mark.parametrize(
    ("code", "seven", "queen_wild", "joker"),
    [
        ("de", "Herz-Sieben", "Pik-Dame, Joker", "Joker"),
        ("fr", "Sept de cœur", "Dame de pique, joker", "Joker"),
        ("es", "Siete de corazones", "Reina de picas, comodín", "Comodín"),
    ],
)
def test_a_card_name_is_whole_in_each_language(speak, code, seven, queen_wild, joker):
    speak(code)
    assert card_name(SEVEN_OF_HEARTS) == seven
    assert card_words(Card(12, "S"), wild_rank=12) == queen_wild
    assert card_name(Card(JOKER_RANK, "")) == joker
    assert spoken("7♥") == seven
