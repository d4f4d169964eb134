"""The match's and the network seat's own sentences in the player's language (issue 36): why a
move or an undo cannot be made now, the connection's news, and the name of a contract game of
the table's own rounds, in German, French and Spanish, with the English unchanged. The name
the engine gives that game (what saves and statistics keep) stays in English."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import RuleSet
from rummy_desktop.match import AwaitingPass, Match
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.net.remote import link_words, no_undo
from rummy_desktop.wording import deal_line, round_headline, shown_game_name


def hot_seat() -> Match:
    """Two people at one computer: the table waits for the screen to be passed (and undo
    waits for someone at the screen)."""
    match = Match.deal(GameSetup("three-thirteen", (Seat.of("Ada"), Seat.of("Bea")), {}, 5))
    assert isinstance(match.state, AwaitingPass)
    return match


def own_rounds() -> RuleSet:
    """Hillbilly with its first three rounds only, a list nobody has named."""
    rules = RuleSet.preset("hillbilly", players=3)
    return rules.with_overrides(contracts=rules.contracts[:3])


ENGLISH = {
    "undo": "Undo is for the player at the screen",
    "pass": "Pass the computer to {name} first",
    "lost": "Connection to the host lost: trying again…",
    "back": "Connected again",
    "no undo": "Undo is not offered at a network table: every move there is final",
    "game": "Contract rummy, own rounds",
}

SAID = {
    "de": {
        "undo": "Rückgängig ist für den Spieler am Bildschirm",
        "pass": "Gib den Computer zuerst an {name} weiter",
        "lost": "Verbindung zum Gastgeber verloren: neuer Versuch…",
        "back": "Wieder verbunden",
        "no undo": "An einem Netzwerktisch gibt es kein Rückgängig: jeder Zug dort gilt",
        "game": "Kontrakt-Rommé, eigene Runden",
    },
    "fr": {
        "undo": "Annuler est réservé au joueur devant l'écran",
        "pass": "Passez d'abord l'ordinateur à {name}",
        "lost": "Connexion à l'hôte perdue\u00a0: nouvelle tentative…",
        "back": "De nouveau connecté",
        "no undo": "Pas d'annulation à une table en réseau\u00a0: chaque coup y est définitif",
        "game": "Rami à contrats, manches maison",
    },
    "es": {
        "undo": "Deshacer es para el jugador que está ante la pantalla",
        "pass": "Primero pasa el ordenador a {name}",
        "lost": "Se perdió la conexión con el anfitrión: reintentando…",
        "back": "Conectado de nuevo",
        "no undo": "En una mesa en red no se puede deshacer: cada jugada es definitiva",
        "game": "Rummy de contratos, rondas propias",
    },
}


def sentences() -> dict[str, str]:
    match = hot_seat()
    waiting = match.state
    assert isinstance(waiting, AwaitingPass)
    name = match.names[waiting.to_seat]
    other = 1 - waiting.to_seat
    return {
        "undo": match.why_no_undo(),
        "pass": match.not_now(other).replace(name, "{name}"),
        "lost": link_words(False),
        "back": link_words(True),
        "no undo": no_undo(),
        "game": shown_game_name(own_rounds()),
    }


def test_the_english_is_unchanged():
    assert sentences() == ENGLISH
    assert deal_line(own_rounds(), 7) == "Contract rummy, own rounds, deal number 7"


@pytest.mark.parametrize("code", ["de", "fr", "es"])
def test_the_sentences_speak_the_language(speak, code):
    speak(code)
    said = sentences()
    assert said == SAID[code]
    rules = own_rounds()
    assert rules.game_name == "Contract rummy, own rounds"  # what saves and statistics keep
    assert said["game"] in deal_line(rules, 7)
    assert round_headline(rules, 2).startswith(said["game"] + ", ")
