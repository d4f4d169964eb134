"""Keyboard play shows itself before it acts (issue 34, item 19): the first key shows the
focus ring instead of acting where nobody could see, a held card says what Space will do on
the lay-down area, and the New Game dialog's first focus is on a control that shows it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QRadioButton

from .drive import close_window, open_window, rig_hand, solo, wait_for_my_turn
from .keyboard import press, walk_to

K = Qt.Key


def test_the_first_space_shows_the_ring_and_picks_up_nothing(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    try:
        wait_for_my_turn(qtbot, window)
        rig_hand(window, "7H 7S 7D 9C KS 4C 2D 5H 6H 8S QD")
        window.view.setFocus()
        keys, ring = window.scene.keys, window.scene.dressing.focus_ring
        assert not ring.isVisible()
        press(window, K.Key_Space)
        assert keys.held is None  # nothing was lifted where no ring showed
        assert ring.isVisible()
        seen = keys.focused()
        press(window, K.Key_Right)  # the first arrow after the ring shows does move it
        assert keys.focused() != seen
    finally:
        close_window(window)


def test_a_held_card_says_what_space_does_on_the_lay_down_area(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    try:
        wait_for_my_turn(qtbot, window)
        hand = rig_hand(window, "7H 7S 7D 9C KS 4C 2D 5H 6H 8S QD")
        bubble = window.scene.dressing.bubble
        walk_to(window, "card", hand["7H"])
        press(window, K.Key_Space)
        walk_to(window, "stage")
        assert bubble.isVisible() and bubble.text == "Space: start a new group"
        press(window, K.Key_Space)
        assert window.scene.staged_melds() == [[hand["7H"]]]
        walk_to(window, "card", hand["7S"])
        press(window, K.Key_Space)
        walk_to(window, "card", hand["7H"])  # the staged group's card: that group
        assert bubble.isVisible() and bubble.text == "Space: add to the group 7♥"
        walk_to(window, "stage")
        assert bubble.text == "Space: start a new group"
        walk_to(window, "card", hand["7H"])
        press(window, K.Key_Space)
        assert window.scene.staged_melds() == [[hand["7H"], hand["7S"]]]
        assert not bubble.isVisible()  # nothing held: nothing to say
    finally:
        close_window(window)


def test_the_new_game_dialog_starts_on_the_chosen_game(qtbot):
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=2000)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QRadioButton) and focused.isChecked(), focused
    qtbot.keyClick(focused, K.Key_Down)  # the arrows change the game at once
    assert QApplication.focusWidget() is not focused
    assert QApplication.focusWidget().isChecked()
