"""The first window fits the screen it opens on (issue 34, item 6): on a 1024x700 screen the
hand, the player's plate and the side panel were off it."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from rummy_desktop.ui.window.main_window import MainWindow


def test_a_new_window_fits_the_screen_with_the_hand_and_the_side_panel_on_it(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    room = window.screen().availableGeometry()  # offscreen: 800x800, smaller than 1280x800
    assert room.contains(window.frameGeometry())
    assert window.minimumWidth() <= room.width() and window.minimumHeight() <= room.height()
    panel = window.panel
    corner = panel.mapTo(window, QPoint(panel.width() - 1, panel.height() - 1))
    assert window.rect().contains(corner)
    window.close()
