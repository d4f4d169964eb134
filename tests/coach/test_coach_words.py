"""The coach's sentences and marks in the player's language (issue 36): a discard's reason, its
cost with the language's decimal sign, and the marks' names in German, French and Spanish;
the English as it was."""

from __future__ import annotations

import pytest

from rummy_desktop.coach import explain, mark_name
from rummy_desktop.engine import Discard, Game, RuleSet


def a_discard():
    """Three Thirteen's first turn, a card drawn: two of its cards to discard."""
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=1)
    seat = game.to_act()[0]
    game.apply(next(a for a in game.legal_actions(seat) if type(a).__name__ == "DrawStock"))
    view = game.view(seat)
    kept, thrown = view.hand[0], view.hand[1]
    return view, Discard(seat, kept), Discard(seat, thrown)


@pytest.mark.parametrize(
    ("code", "start", "end", "blunder"),
    [
        ("de", "Behalte {kept}: ", "; {kept} abzuwerfen kostet etwa 6,5 Punkte.", "Patzer"),
        ("fr", "Gardez {kept} : ", " ; défausser {kept} fait perdre environ 6,5 points.", "gaffe"),
        ("es", "Guarda {kept}: ", "; descartar {kept} cuesta unos 6,5 puntos.", "error grave"),
    ],
)
def test_a_discard_is_explained_in_the_language(speak, code, start, end, blunder):
    view, played, best = a_discard()
    kept = played.card.pretty
    english = explain(view, played, best, 6.5, "mistake")
    assert english.startswith(f"Keep the {kept}: ")
    assert english.endswith(f"; discarding the {kept} gives up about 6.5 points.")
    assert mark_name("blunder") == "blunder"
    speak(code)
    said = explain(view, played, best, 6.5, "mistake")
    assert said.startswith(start.format(kept=kept)), said
    assert said.endswith(end.format(kept=kept)), said
    assert f" {best.card.pretty}" in said
    assert mark_name("blunder") == blunder
    assert explain(view, played, played, 0.0, "best") != "Best move."
