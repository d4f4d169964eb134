"""Hot seat: a buy in the middle of someone's turn hands the computer over twice; each pass
screen says why (issue 34, item 15)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import close_window, key, open_window


def _reveal(qtbot, window) -> int:
    screen = window.table.pass_screen
    qtbot.waitUntil(screen.isVisible, timeout=5000)
    seat = screen.seat
    # The dimmed table behind has the seat it waits for at the bottom, never a computer's.
    plates = window.scene.plan.plates
    assert max(plates, key=lambda s: plates[s].top()) == seat
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.acting_human() == seat, timeout=5000)
    return seat


def test_the_pass_screens_of_a_buy_say_why_and_that_the_turn_comes_back(qtbot):
    seats = (Seat.of("Ann"), Seat.of("Ben"), Seat.of("Bruno", "simple"))
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, 21))
    c, screen = window.controller, window.table.pass_screen
    try:
        for _ in range(12):  # to a person's draw, with a live discard the other may buy
            me = _reveal(qtbot, window)
            if c.game.phase == "draw" and c.game._state.discard_live:
                break
            key(window, Qt.Key.Key_P)  # a buy offer (the upcard): pass on it
        else:
            raise AssertionError("no draw with a live discard")
        thrown = c.game._state.discard[-1]
        key(window, Qt.Key.Key_D)  # the stock: the discard goes up for buying
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        other = screen.seat
        assert other != me
        said = screen.reason.text()
        assert screen.reason.isVisible()
        assert f"{c.names[other]} may buy the {thrown.pretty}" in said
        assert f"{c.names[me]}'s turn goes on after" in said
        _reveal(qtbot, window)
        key(window, Qt.Key.Key_P)
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        assert screen.seat == me
        assert screen.reason.text() == f"Back to {c.names[me]}, to finish the turn."
    finally:
        close_window(window)
