"""The game's own words in German, French and Spanish (issue 36): card names, the engine's
refusals, moves and Table Talk, said through the real translations (the built .qm files)."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import JOKER_RANK, Card, Contract, Problem, Refusal
from rummy_desktop.refusal_words import say
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
        ("de", "Herz-Sieben", "Pik-Dame, wild", "Joker"),
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


# ---- the engine's refusals ------------------------------------------------------------------


def cannot_go_out(points: int) -> Problem:
    return Problem.of(Refusal.CANNOT_GO_OUT, card=Card(9, "C"), points=points)


def test_a_refusal_keeps_its_english_without_a_translator():
    assert say(cannot_go_out(1)) == (
        "You cannot go out discarding 9♣: your other cards leave 1 point unmelded"
    )
    assert say(cannot_go_out(5)).endswith("leave 5 points unmelded")
    made = Problem.of(
        Refusal.CONTRACT_NOT_MET, round_no=2, contract=Contract((3,), (4,)), made=Contract((3,), ())
    )
    assert say(made) == "Round 2 asks for 1 set of 3 + 1 run of 4: these melds make 1 set"


@pytest.mark.parametrize(
    ("code", "one", "five", "not_an_ace"),
    [
        (
            "de",
            "lassen 1 Punkt unausgelegt",
            "lassen 5 Punkte unausgelegt",
            "6♠ hat nicht den Wert Ass",
        ),
        ("fr", "laissent 1 point hors", "laissent 5 points hors", "6♠ n'est pas un as"),
        ("es", "dejan 1 punto sin", "dejan 5 puntos sin", "6♠ no es un as"),
    ],
)
def test_a_refusal_and_its_plural_in_each_language(speak, code, one, five, not_an_ace):
    speak(code)
    assert one in say(cannot_go_out(1))
    assert five in say(cannot_go_out(5))
    assert say(Problem.of(Refusal.SET_RANK, card=Card(6, "S"), rank=1)).endswith(not_an_ace)
    seat = say(Problem.of(Refusal.NOT_YOUR_TURN, playing_seat=1))
    assert {"de": "Spieler 2", "fr": "joueur 2", "es": "jugador 2"}[code] in seat
