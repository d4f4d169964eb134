"""Review: the move that ends a round shows that round's end, not the next round's deal
(issue 34, defect 5)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.engine.events import RoundEnded
from rummy_desktop.persistence import Seat
from rummy_desktop.review import GameReview
from rummy_desktop.ui.dialogs.review import ReviewWindow, card_html


def _first_round_played() -> tuple[Game, int, RoundEnded]:
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=5)
    bots = [make_bot("simple", 1), make_bot("simple", 2)]
    while True:
        seat = game.to_act()[0]
        events = game.apply(bots[seat].choose(game.view(seat)))
        ended = [e for e in events if isinstance(e, RoundEnded)]
        if ended:
            last = len(game.log)
            seat = game.to_act()[0]  # and round 2's first move
            game.apply(bots[seat].choose(game.view(seat)))
            return game, last, ended[0]


def test_the_last_move_of_a_round_shows_the_hands_that_round_ended_with(qtbot):
    game, last, ended = _first_round_played()
    window = ReviewWindow(GameReview.from_game(game, [Seat.human("Ann"), Seat.human("Bob")]))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.moves.scrollTo(window.moves.model().index(last))
    rect = window.moves.visualRect(window.moves.model().index(last))
    qtbot.mouseClick(window.moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.review.position == last
    text = window.table.text()
    assert text.startswith("<h3>Round 1:")  # not "Round 2": the round it ended
    for hand in ended.hands:  # what each player kept, not the next deal
        assert " ".join(card_html(c) for c in hand) in text
    assert "round is over" in text
    # The next position, the new deal, is round 2's.
    qtbot.keyClick(window.moves, Qt.Key.Key_Down)
    assert window.review.position == last + 1
    assert window.table.text().startswith("<h3>Round 2:")
