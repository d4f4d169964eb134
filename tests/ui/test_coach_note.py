"""Coach mode's "The coach is looking at your move…" lasts only while the coach looks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .drive import close_window, key, open_window, solo, wait_for_my_turn


def test_the_coach_note_goes_once_the_move_is_played(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1))
    try:
        window.controller.set_coach_mode(True)
        wait_for_my_turn(qtbot, window)
        hand = window.controller.game._state.hands[0]
        before = len(hand)
        key(window, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: len(window.controller.game._state.hands[0]) > before, timeout=20000)
        assert "coach is looking" not in window.message_label.text()
    finally:
        close_window(window)
