"""The round-end box at 1024x700 with four players: every hand and score at a glance, no
scrolling, and the scoreboard beside it left in sight (issue 34, item 10)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt

from .drive import (
    card_point,
    click,
    close_window,
    key,
    open_window,
    rig_hand,
    solo,
    wait_for_my_turn,
)


def test_the_round_end_box_fits_1024x700_without_scrolling_or_covering_the_scores(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=3), (1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        hand = rig_hand(window, "6C 6H 6S AH")  # round 1, drawn: out by throwing the A♥
        click(window, card_point(window, hand["AH"]))
        key(window, Qt.Key.Key_G)
        qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=15000)
        box = window.round_end_dialog
        qtbot.waitExposed(box)
        assert len(box.summary.names) == 4
        assert box.hands_area.verticalScrollBar().maximum() == 0  # every hand shows whole
        on_screen = QRect(window.mapToGlobal(window.rect().topLeft()), window.size())
        assert on_screen.contains(box.frameGeometry())
        dock = window.score_dock
        scores = QRect(dock.mapToGlobal(dock.rect().topLeft()), dock.size())
        assert not scores.intersects(box.frameGeometry())  # the scoreboard stays in sight
    finally:
        close_window(window)


def test_a_later_rounds_box_keeps_its_chart_and_still_shows_every_hand(qtbot):
    from rummy_desktop.engine import parse_cards
    from rummy_desktop.tabletop.round_summary import RoundSummary
    from rummy_desktop.ui.dialogs.round_end import RoundEndDialog

    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=3), (1024, 700))
    try:
        hands = tuple(
            tuple(parse_cards(t))
            for t in (
                "3C 4C 5C 7H 7S 7D QS",
                "AS 2D 9H 9S 10C JD KD",
                "5H 5S 6D 8C 8H 9D QC",
                "2C 2S 3H 4D 6S 10H KS",
            )
        )
        summary = RoundSummary(
            variant="three-thirteen",
            round_no=5,
            rounds=11,
            names=("You", "Ada", "Bruno", "Chloé"),
            points=(0, 41, 37, 44),
            totals=(12, 60, 71, 88),
            went_out=0,
            stalled=False,
            hands=hands,
            melds=((hands[0][:3], hands[0][3:6]), (), (), ()),
            scores=((0, 5, 9, 14),) * 4 + ((0, 41, 37, 44),),
            game_over=False,
            winners=(),
            wild_rank=7,
        )
        box = RoundEndDialog(summary, window)
        box.open()
        qtbot.waitExposed(box)
        assert box.chart.isVisible()
        assert box.hands_area.verticalScrollBar().maximum() == 0
        dock = window.score_dock
        scores = QRect(dock.mapToGlobal(dock.rect().topLeft()), dock.size())
        assert not scores.intersects(box.frameGeometry())
        box.done(0)
    finally:
        close_window(window)
