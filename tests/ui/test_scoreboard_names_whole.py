"""Every name on the scoreboard reads whole at 1024x700 (issue 34, fresh pass item 1).

With seats 1 and 2 both human, both column headers read "Player": "Player 1" and "Player 2"
were cut to the word they share, so nobody could tell the columns apart. A name too long for
its column now wraps onto more lines (a word longer than the column is broken in it), and the
header grows to show every line.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import close_window, open_window

LONG = ["Annabelle-Marie", "Bartholomew", "Chloé", "Dev", "Emma", "Farid", "Greta", "Hiro"]


def _assert_names_whole(window, names) -> None:
    board = window.scoreboard
    header = board.horizontalHeader()
    metrics = QFontMetrics(header.font())
    shown = [board.horizontalHeaderItem(s).text() for s in range(board.columnCount())]
    for seat, name in enumerate(names):
        lines = shown[seat].split("\n")
        # Every letter of the name, in order: only the places it was broken differ.
        assert "".join(lines).replace(" ", "") == name.replace(" ", ""), (shown[seat], name)
        room = header.sectionSize(seat) - 4  # the section's padding in the style sheet
        for line in lines:
            assert metrics.horizontalAdvance(line) <= room, (line, room)
        # The header is tall enough for the most lines any name needs.
        assert header.height() >= len(lines) * metrics.lineSpacing(), (shown[seat], header.height())
    assert len(set(shown)) == len(shown)  # the columns can be told apart


def test_two_hot_seat_players_are_told_apart_at_the_smallest_window(qtbot):
    seats = (Seat.of("Player 1"), Seat.of("Player 2"), Seat.of("Bruno", "simple"))
    seats += (Seat.of("Chloé", "simple"),)
    window = open_window(qtbot, GameSetup("three-thirteen", seats, {}, 331219), size=(1024, 700))
    try:
        window.refresh()
        qtbot.wait(10)
        _assert_names_whole(window, ["Player 1", "Player 2", "Bruno", "Chloé"])
    finally:
        close_window(window)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_long_names_read_whole_for_every_table_size(qtbot, players):
    names = LONG[:players]
    seats = (Seat.of(names[0]),) + tuple(Seat.of(n, "simple") for n in names[1:])
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, 13), size=(1024, 700))
    try:
        window.refresh()
        qtbot.wait(10)
        _assert_names_whole(window, names)
    finally:
        close_window(window)
