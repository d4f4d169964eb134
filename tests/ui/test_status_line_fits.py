"""The status line at 1024x700 in German and French (issue 36): a long instruction beside a
long message, both read whole, neither cut at the window's edge nor under the other."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.ui.window.main_window import MainWindow


def whole(label: QLabel) -> bool:
    """Every line of the label's text is shown: on one line, its width; wrapped, its height."""
    metrics = label.fontMetrics()
    margins = label.contentsMargins()
    room = label.contentsRect().width()
    if not label.wordWrap():
        return metrics.horizontalAdvance(label.text()) <= room + 1
    needed = label.heightForWidth(label.width())
    return 0 < needed <= label.height() and label.width() > margins.left() + margins.right()


@pytest.mark.parametrize("code", ["de", "fr"])
def test_a_long_instruction_and_a_long_message_both_read_whole(qtbot, speak, code):
    speak(code)
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    w.set_speed(0)
    seats = (Seat.of("Ann"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
    w.finish_startup(GameSetup("hillbilly", seats, {}, 13))
    try:
        qtbot.waitUntil(lambda: w.controller.acting_human() is not None, timeout=5000)
        line = w.status_line
        instruction, message = line.instruction, line.message_label
        # One of the longest instructions (German, in either window: the room is the question):
        # a contract game of the table's own, its last round.
        instruction.setText(
            "Du bist dran: lege drei Folgen zu vier und einen Satz zu drei auf einmal aus "
            "(Kontrakt-Rommé, eigene Runden, Runde 10) oder lege eine Karte ab"
        )
        qtbot.wait(50)
        height = w.statusBar().height()
        # A hint is the longest message: two lines of the window's width.
        line.show_notice("Ada hat A♠ abgelegt, und Bruno hat vom Talon gezogen und gepasst. " * 3)
        qtbot.waitUntil(lambda: whole(instruction) and whole(message), timeout=2000)
        # The table does not jump when a message comes; each is in the window, not overlapping.
        assert w.statusBar().height() == height
        bar = w.statusBar()
        for label in (instruction, message):
            top_left = label.mapTo(bar, label.rect().topLeft())
            assert top_left.x() >= 0 and top_left.x() + label.width() <= bar.width() + 1
        assert not instruction.geometry().intersects(message.geometry())
    finally:
        w.controller.shutdown()
