"""Words the table says of seats and melds, whole in each language (issue 36): a wild in a set
and the rank it stands for is one phrase per rank ("Joker als Acht", "comme une Dame"), and
a computer's level on its plate is the level's name in the player's language."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rummy_desktop.engine import Card, Meld, Slot, TableMeld
from rummy_desktop.engine.cards import joker
from rummy_desktop.tabletop.describe import meld_words_spoken
from rummy_desktop.tabletop.model import SeatInfo

NAMES = ["You", "Ann"]


def set_with_a_wild(rank: int) -> TableMeld:
    """Ann's set of ``rank``: two naturals and a joker standing for a third."""
    slots = (
        Slot(Card(rank, "H"), rank, "H", False),
        Slot(Card(rank, "S"), rank, "S", False),
        Slot(joker(), rank, "", True),
    )
    return TableMeld(id=4, owner=1, meld=Meld("set", slots))


def said_of(rank: int) -> str:
    view = SimpleNamespace(melds=[set_with_a_wild(rank)], seat=0)
    return meld_words_spoken(view, NAMES, 4)[0]


def plate(level: str | None) -> SeatInfo:
    return SeatInfo(1, "Ann", level is None, None, 7, 0, None, False, False, level)


def test_the_english_says_each_rank_with_its_article():
    assert said_of(7) == "Ann's set: Seven of hearts, Seven of spades, Joker as a Seven"
    # "a Eight", "a Ace" before: the rank's phrase is whole now, with its own article.
    assert said_of(8).endswith("Joker as an Eight")
    assert said_of(1).endswith("Joker as an Ace")
    assert plate("medium").level_word() == "medium"
    assert plate("my_bots.strong:Greedy").level_word() == "Greedy"  # a bot of one's own
    assert plate(None).level_word() == ""


@pytest.mark.parametrize(
    ("code", "seven", "queen", "eight", "medium"),
    [
        (
            "de",
            "Herz-Sieben, Pik-Sieben, Joker als Sieben",
            "Joker als Dame",
            "Joker als Acht",
            "mittel",
        ),
        (
            "fr",
            "Sept de cœur, Sept de pique, Joker comme un Sept",
            "Joker comme une Dame",
            "Joker comme un Huit",
            "moyen",
        ),
        (
            "es",
            "Siete de corazones, Siete de picas, Comodín como un Siete",
            "Comodín como una Reina",
            "Comodín como un Ocho",
            "medio",
        ),
    ],
)
def test_a_wild_in_a_set_and_a_level_in_each_language(speak, code, seven, queen, eight, medium):
    speak(code)
    assert said_of(7).endswith(seven)
    assert said_of(12).endswith(queen)
    assert said_of(8).endswith(eight)
    assert plate("medium").level_word() == medium
    assert plate("my_bots.strong:Greedy").level_word() == "Greedy"
