"""Moves, contracts and Table Talk in German, French and Spanish (issue 36): each a whole
sentence with its counts as plurals, said through the built translations; English unchanged."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import Bought, Card, Discard, Discarded, Drew, Game, LaidDown, RuleSet
from rummy_desktop.match.hints import HintWords, advise
from rummy_desktop.match.talk import TableTalk
from rummy_desktop.wording import action_text, event_text, round_headline

K_SPADES = Card(13, "S")


def test_the_english_is_as_it_was():
    assert action_text(Discard(0, K_SPADES)) == "Discard the K♠"
    assert action_text(Discard(0, K_SPADES), tense="did", who="Ann") == "Ann discarded the K♠"
    assert event_text(LaidDown(1, (3, 4)), ["You", "Ann"]) == "Ann laid down 2 melds"
    assert event_text(LaidDown(1, (3,)), ["You", "Ann"]) == "Ann laid down 1 meld"
    assert (
        round_headline(RuleSet.preset("hillbilly"), 2)
        == "Round 2: a set of three and a run of four"
    )
    talk = TableTalk(["Ann", "Ben"], [True, True])
    talk.record([Drew(0, Card(7, "H"), "stock"), Bought(1, K_SPADES, (Card(4, "C"),))])
    assert talk.visible_to(0) == ["You drew the 7♥", "Ben bought the K♠ and 1 penalty card"]
    assert talk.visible_to(1)[1] == "You bought the K♠ and a penalty card, the 4♣"


@pytest.mark.parametrize(
    ("code", "advice", "told", "melds", "headline", "drew"),
    [
        (
            "de",
            "K♠ ablegen",
            "Ann hat K♠ abgelegt",
            "Ann hat 2 Kombinationen ausgelegt",
            "Runde 2: ein Satz aus drei und eine Folge aus vier",
            "Du hast 7♥ gezogen",
        ),
        (
            "fr",
            "Défausser le K♠",
            "Ann a défaussé le K♠",
            "Ann a posé 2 combinaisons",
            "Manche 2 : un brelan et une suite de quatre",
            "Vous avez pioché le 7♥",
        ),
        (
            "es",
            "Descartar el K♠",
            "Ann descartó el K♠",
            "Ann bajó 2 combinaciones",
            "Ronda 2: un trío y una escalera de cuatro",
            "Robaste el 7♥",
        ),
    ],
)
def test_moves_and_table_talk_in_each_language(speak, code, advice, told, melds, headline, drew):
    speak(code)
    assert action_text(Discard(0, K_SPADES)) == advice
    assert event_text(Discarded(1, K_SPADES), ["You", "Ann"]) == told
    assert event_text(LaidDown(1, (3, 4)), ["You", "Ann"]) == melds
    assert round_headline(RuleSet.preset("hillbilly"), 2) == headline
    talk = TableTalk(["Ann", "Ben"], [True, False])
    talk.record([Drew(0, Card(7, "H"), "stock")])
    assert talk.visible_to(0) == [drew]
    assert "7♥" not in talk.visible_to(1)[0]  # the others never see the card drawn


@pytest.mark.parametrize(
    ("code", "discard", "hint"),
    [("de", "{card} ablegen: ", "Tipp: "), ("fr", "Défausser le {card} : ", "Conseil : ")],
)
def test_a_hint_in_the_players_language(speak, code, discard, hint):
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=1)
    seat = game.to_act()[0]
    game.apply(game.legal_actions(seat)[0])
    view = game.view(seat)
    card = view.hand[0]
    english = advise(Discard(seat, card), view).text
    assert english.startswith(f"Discard the {card.pretty}: ")
    speak(code)
    said = advise(Discard(seat, card), view).text
    assert said.startswith(discard.format(card=card.pretty))
    assert not said.endswith(english.split(": ", 1)[1])  # the reason is translated too
    assert HintWords.tr("Hint: {advice}", advice=said).startswith(hint)
