"""The panels beside the table grow with the window, and the scoreboard has room for the
players' names (issue 34, item 22: at 1920x1080 they stayed small, "Bruno" read "Brun")."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import close_window, open_window

NAMES = ["Mathilde", "Ada", "Bruno", "Chloé"]


def table(variant: str = "hillbilly") -> GameSetup:
    seats = (Seat.of(NAMES[0]),) + tuple(Seat.of(n, "simple") for n in NAMES[1:])
    return GameSetup(variant, seats, {}, 13)


def _names_shown(window) -> list[str]:
    board = window.scoreboard
    return [board.horizontalHeaderItem(s).text() for s in range(board.columnCount())]


def _measure(window) -> dict[str, float]:
    board, panel = window.scoreboard, window.panel
    return {
        "board_font": board.font().pixelSize(),
        "board_row": board.verticalHeader().defaultSectionSize(),
        "board_names": QFontMetrics(board.horizontalHeader().font()).height(),
        "dock": window.score_dock.width(),
        "panel": panel.width(),
        "button_text": QFontMetrics(panel.buttons["hint"].font()).height(),
        "talk_text": QFontMetrics(panel.log.font()).height(),
    }


def test_every_name_of_four_players_shows_whole_at_the_smallest_window(qtbot):
    window = open_window(qtbot, table(), size=(1024, 700))
    try:
        window.refresh()
        assert _names_shown(window) == NAMES
    finally:
        close_window(window)


def test_the_panels_grow_with_a_large_window(qtbot):
    window = open_window(qtbot, table(), size=(1024, 700))
    try:
        small = _measure(window)
        window.resize(1920, 1080)
        qtbot.waitUntil(lambda: window.width() == 1920)
        window.refresh()
        large = _measure(window)
        for what, before in small.items():
            grown = 1.2 if what == "dock" else 1.25  # the dock is already wide for the names
            assert large[what] >= grown * before, (what, before, large[what])
        assert _names_shown(window) == NAMES
        # The table keeps the most of the room.
        qtbot.waitUntil(lambda: window.view.width() >= 0.55 * window.width(), timeout=2000)
        window.resize(1024, 700)  # and back
        qtbot.waitUntil(lambda: window.width() == 1024)
        assert _measure(window) == small
    finally:
        close_window(window)
