"""The game review and its coach in the player's language (issue 36): the window's own words,
the position's headings and sentences, the coach's marks, summary and chart marked, nothing
cut at 1024x700 in the pseudo-locale. What the review quotes from elsewhere (a move in
words, the coach's reason, the card notation of a move) is marked where it is made."""

from __future__ import annotations

import pytest

from rummy_desktop.coach.analysis import Analysis, Decision
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.review import GameReview
from rummy_desktop.ui.dialogs.review import ReviewWindow, _pretty
from tests.ui.scaled.check import clipped
from tests.ui.test_coach_review import SEATS, short_game
from tests.ui.untranslated import untranslated

REASON = "Bob could lay it off."


@pytest.fixture(scope="module")
def game():
    return short_game(moves=12)


def judged(game) -> Analysis:
    """Ann's moves judged (made up: the coach's own work is tested elsewhere), the first a
    blunder, the others best."""
    moves = [i for i, a in enumerate(game.log) if a.seat == 0]
    decisions = tuple(
        Decision(
            m,
            1,
            "discard 7H",
            "discard KS",
            9.0 if not k else 0.0,
            "blunder" if not k else "best",
            REASON,
            expected=-k,
        )
        for k, m in enumerate(moves)
    )
    return Analysis(seat=0, variant="three-thirteen", samples=0, decisions=decisions)


def shown(qtbot, game) -> ReviewWindow:
    window = ReviewWindow(GameReview.from_game(game, SEATS), title="Short")
    qtbot.addWidget(window)
    window.resize(1000, 640)
    window.show()
    qtbot.waitExposed(window)
    return window


def quoted(window: ReviewWindow) -> tuple[str, ...]:
    """What the position quotes from elsewhere: the moves in words, the reason, the notation,
    the players' names and the title."""
    review = window.review
    moves = tuple(review.describe(i) for i in range(len(review)))
    return (*moves, REASON, _pretty("discard 7H"), _pretty("discard KS"), "Ann", "Bob", "Short")


def test_the_review_and_its_coach_are_translated_and_nothing_is_cut(qtbot, speak, game):
    speak("pseudo")
    window = shown(qtbot, game)
    allowed = quoted(window)
    assert untranslated(window, allowed=allowed) == []
    analysis = judged(game)
    window.show_analysis(analysis)
    blunder = analysis.decisions[0].move
    for row in (blunder + 1, 0, len(window.review)):
        window.show_step(window.review.go(row))
        qtbot.wait(10)
        assert untranslated(window, allowed=allowed) == [], row
        assert clipped(window) == [], row
    for text in (window.coach.chart.accessibleDescription(), window.coach.summary.text()):
        assert left_over(text, allowed) is None, text
    mark = window.moves.model().index(blunder + 1).data()
    assert left_over(mark, allowed) is None, mark


def test_the_review_in_german(qtbot, speak, game):
    speak("de")
    window = shown(qtbot, game)
    analysis = judged(game)
    window.show_analysis(analysis)
    blunder = analysis.decisions[0].move
    window.show_step(window.review.go(blunder + 1))
    text = window.table.text()
    assert "Coach: ?? Patzer" in text and "In diesem Moment hielt Ann" in text
    # One blunder of the judged moves: accuracy and mean loss in German form.
    judged_moves = len(analysis.decisions)
    accuracy = round(100 * (judged_moves - 1) / judged_moves)
    loss = f"{9.0 / judged_moves:.1f}".replace(".", ",")
    assert window.coach.summary.text().startswith(
        f"Ann: Genauigkeit {accuracy} %, mittlerer Verlust {loss} Punkte je Entscheidung ("
    )
    assert window.coach.summary.text().endswith("Patzer)")
    moves = window.review.current().count
    assert window.where.text() == f"Zug {blunder + 1} von {moves}"
    assert window.buttons["first"].text() == "|◀ Erster"
