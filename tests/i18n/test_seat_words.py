"""Words the table says of seats, melds and wild ranks, whole in each language (issue 36): a
wild in a set and the rank it stands for is one phrase per rank ("Joker als Acht", "comme une
Dame"), a computer's level on its plate is the level's name in the player's language, the
game-over line speaks to the person at the screen, and a round's wild rank is one sentence."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rummy_desktop.engine import Card, Meld, RuleSet, Slot, TableMeld
from rummy_desktop.engine.cards import joker
from rummy_desktop.tabletop.describe import meld_words_spoken
from rummy_desktop.tabletop.model import SeatInfo
from rummy_desktop.tabletop.status import game_over_text
from rummy_desktop.wording import round_headline

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


def over(*winners: int) -> str:
    """The status line's last words for a game ``winners`` won with 12 points."""
    game = SimpleNamespace(winners=winners, totals=lambda: [12, 12, 40])
    return game_over_text(game, [*NAMES, "Bea"])


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
    assert over(1) == "Game over: Ann wins with 12 points."
    assert over(0) == "Game over: you win with 12 points."  # was "You wins"
    assert over(0, 1) == "Game over: you and Ann win with 12 points."
    assert over(1, 2) == "Game over: Ann and Bea win with 12 points."


@pytest.mark.parametrize(
    ("code", "seven", "queen", "eight", "medium", "you_win", "tie"),
    [
        (
            "de",
            "Herz-Sieben, Pik-Sieben, Joker als Sieben",
            "Joker als Dame",
            "Joker als Acht",
            "mittel",
            "Spiel vorbei: Du gewinnst mit 12 Punkten.",
            "Spiel vorbei: Du und Ann gewinnt mit 12 Punkten.",
        ),
        (
            "fr",
            "Sept de cœur, Sept de pique, Joker comme un Sept",
            "Joker comme une Dame",
            "Joker comme un Huit",
            "moyen",
            "Partie terminée : vous gagnez avec 12 points.",
            "Partie terminée : vous et Ann gagnez avec 12 points.",
        ),
        (
            "es",
            "Siete de corazones, Siete de picas, Comodín como un Siete",
            "Comodín como una Reina",
            "Comodín como un Ocho",
            "medio",
            "Fin de la partida: ganas con 12 puntos.",
            "Fin de la partida: tú y Ann ganan con 12 puntos.",
        ),
    ],
)
def test_a_wild_in_a_set_a_level_and_your_win_in_each_language(
    speak, code, seven, queen, eight, medium, you_win, tie
):
    speak(code)
    assert said_of(7).endswith(seven)
    assert said_of(12).endswith(queen)
    assert said_of(8).endswith(eight)
    assert plate("medium").level_word() == medium
    assert plate("my_bots.strong:Greedy").level_word() == "Greedy"
    assert over(0) == you_win
    assert over(0, 1) == tie


@pytest.mark.parametrize(
    ("code", "sevens", "jacks"),
    [
        (None, "Round 5: 7s are wild", "Round 9: jacks are wild"),
        ("de", "Runde 5: Siebenen sind wild", "Runde 9: Buben sind wild"),
        ("fr", "Manche 5 : les 7 sont jokers", "Manche 9 : les valets sont jokers"),
        ("es", "Ronda 5: los sietes son comodines", "Ronda 9: las jotas son comodines"),
    ],
)
def test_a_rounds_wild_rank_is_one_sentence_in_each_language(speak, code, sevens, jacks):
    """Not "{ranks} are wild" around a rank glued in: French and Spanish need the article
    (and its gender, "las jotas") inside the sentence, after the headline's colon."""
    if code is not None:
        speak(code)
    rules = RuleSet.preset("three-thirteen")
    assert round_headline(rules, 5) == sevens
    assert round_headline(rules, 9) == jacks
