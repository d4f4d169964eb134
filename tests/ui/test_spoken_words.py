"""What the screen reader says about the table, in the player's language (issue 36): piles,
seats and the end of a round in German, French and Spanish, with their plurals; the English
as it was."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.tabletop.describe import round_scores, seat_words, stage_words, stock_words


def view():
    game = Game(RuleSet.preset("hillbilly", players=3), seed=3)
    return game.view(0)


def test_the_english_is_as_it_was():
    v = view()
    assert stock_words(v)[0] == f"Stock: {v.stock_size} cards, face down"
    assert seat_words(v, ["Ada", "Bea", "Cy"], 1).startswith(
        "Bea: 7 cards, not down, 3 buys left, 0 points"
    )
    assert stage_words(1)[0] == "Lay-down area, 1 meld made"
    assert round_scores(2, ["Ada", "Bea"], [0, 35], [10, 60], 0) == (
        "Round 2 is over. Ada went out. This round: Ada 0, Bea 35. Totals: Ada 10, Bea 60."
    )


@pytest.mark.parametrize(
    ("code", "stock", "seat", "one", "over"),
    [
        (
            "de",
            "Talon: {n} Karten, verdeckt",
            "Bea: 7 Karten, hat nicht ausgelegt, 3 Käufe übrig, 0 Punkte",
            "Auslagebereich, 1 Kombination gebildet",
            "Runde 2 ist vorbei. Ada hat ausgemacht. Diese Runde: Ada 0, Bea 35. "
            "Gesamt: Ada 10, Bea 60.",
        ),
        (
            "fr",
            "Talon : {n} cartes, face cachée",
            "Bea : 7 cartes, n'a pas posé, 3 achats restants, 0 point",
            "Zone de pose, 1 combinaison formée",
            "La manche 2 est terminée. Ada est sorti. Cette manche : Ada 0, Bea 35. "
            "Totaux : Ada 10, Bea 60.",
        ),
        (
            "es",
            "Mazo: {n} cartas, boca abajo",
            "Bea: 7 cartas, sin bajar, 3 compras restantes, 0 puntos",
            "Zona de bajada, 1 combinación formada",
            "La ronda 2 ha terminado. Ada ha cerrado. Esta ronda: Ada 0, Bea 35. "
            "Totales: Ada 10, Bea 60.",
        ),
    ],
)
def test_the_table_is_spoken_in_the_language(speak, code, stock, seat, one, over):
    v = view()
    speak(code)
    assert stock_words(v)[0] == stock.format(n=v.stock_size)
    assert seat_words(v, ["Ada", "Bea", "Cy"], 1).startswith(seat)
    assert stage_words(1)[0] == one
    assert round_scores(2, ["Ada", "Bea"], [0, 35], [10, 60], 0) == over
