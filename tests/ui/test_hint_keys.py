"""After a hint, the keys act on what it lit: X discards the hinted card."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .drive import close_window, key, open_window, rig_hand, solo, wait_for_my_turn


def test_x_after_a_discard_hint_discards_the_hinted_card(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1))
    try:
        wait_for_my_turn(qtbot, window)
        hand = rig_hand(window, "7H 8H 9H KS")  # drawn: the K♠ is the card to throw
        key(window, Qt.Key.Key_Left, target=window.view)  # the keyboard in use: its ring shows
        key(window, Qt.Key.Key_H, target=window.view)
        qtbot.waitUntil(lambda: window.message_label.text().startswith("Hint: "), timeout=5000)
        hinted = [c for c in hand.values() if window.scene.card_items()[c].hinted]
        assert len(hinted) == 1
        assert window.scene.keys.focused().key == hinted[0]  # Space would pick it up
        key(window, Qt.Key.Key_X, target=window.view)
        state = window.controller.game._state
        assert "Select one card" not in window.message_label.text()
        assert hinted[0] not in state.hands[0]
        assert hinted[0] in state.discard or window.round_end_dialog is not None
    finally:
        close_window(window)


def test_x_after_a_hint_asked_with_the_mouse_discards_the_hinted_card(qtbot):
    from .drive import press_button

    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1))
    try:
        wait_for_my_turn(qtbot, window)
        hand = rig_hand(window, "7H 8H 9H KS")
        press_button(window.panel.buttons["hint"])
        qtbot.waitUntil(lambda: window.message_label.text().startswith("Hint: "), timeout=5000)
        hinted = [c for c in hand.values() if window.scene.card_items()[c].hinted]
        key(window, Qt.Key.Key_X, target=window.view)
        assert hinted[0] not in window.controller.game._state.hands[0]
    finally:
        close_window(window)
