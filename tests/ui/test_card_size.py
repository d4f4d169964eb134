"""View ▸ Card size and Ctrl+wheel, the table colour and card back: the table still fits at
every size, and every choice is remembered in the settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import close_window, open_window, solo
from .test_table_fits import NAMES, _problems

SIZES = ["smaller", "normal", "larger", "largest"]


def hand_width(window) -> float:
    scene = window.scene
    return scene.slots[scene.hand_order()[0]].width


def ctrl_wheel(window, up: bool) -> None:
    viewport = window.view.viewport()
    centre = QPointF(viewport.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(viewport.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 if up else -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
@pytest.mark.parametrize("window_size", [(1024, 700), (1920, 1080), (3840, 2160)])
def test_the_table_fits_at_every_card_size_with_eight_seats(qtbot, variant, window_size):
    seats = (Seat.of("You"),) + tuple(Seat.of(n, "simple") for n in NAMES)
    window = open_window(qtbot, GameSetup(variant, seats, {}, 11), size=window_size)
    try:
        window.controller.shutdown()  # the deal is enough: the table stands still
        widths, failures = [], {}
        for size in SIZES:
            window.menu_actions[f"size_{size}"].trigger()
            QApplication.processEvents()
            widths.append(hand_width(window))
            problems = _problems(window)
            if problems:
                failures[size] = problems[:3]
        assert not failures, failures
        assert widths == sorted(widths) and widths[0] < widths[1] < widths[3]
    finally:
        close_window(window)


def test_ctrl_wheel_steps_the_card_size_and_stops_at_the_ends(qtbot):
    window = open_window(qtbot, solo("three-thirteen"))
    try:
        normal = hand_width(window)
        ctrl_wheel(window, up=True)
        assert window.card_size == "larger" and window.menu_actions["size_larger"].isChecked()
        assert hand_width(window) > normal
        for _ in range(3):
            ctrl_wheel(window, up=True)
        assert window.card_size == "largest"
        for _ in range(5):
            ctrl_wheel(window, up=False)
        assert window.card_size == "smaller" and hand_width(window) < normal
    finally:
        close_window(window)


def test_card_size_table_colour_and_back_are_remembered(qtbot, home):
    from rummy_desktop.persistence import load_settings
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog
    from rummy_desktop.ui.table.card_art import default_art
    from rummy_desktop.ui.window.main_window import MainWindow

    def make() -> MainWindow:
        w = MainWindow(persist=True)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        w.finish_startup(solo("hillbilly"))
        return w

    w = make()
    try:
        w.menu_actions["size_largest"].trigger()
        w.menu_actions["preferences"].trigger()
        dialog = w.session.dialog
        assert isinstance(dialog, PreferencesDialog)
        dialog.table_combo.setCurrentIndex(dialog.table_combo.findData("red"))
        dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("green"))
        dialog.accept()
        saved = load_settings()[0]
        assert (saved.card_size, saved.table_colour, saved.card_back) == ("largest", "red", "green")
        assert w.scene.table_colour == "red" and w.scene.art.back == "green"
        big = hand_width(w)
        close_window(w)

        again = make()
        assert again.card_size == "largest" and again.menu_actions["size_largest"].isChecked()
        assert again.scene.table_colour == "red" and hand_width(again) == big
        # The felt is painted in the chosen colour: its middle is reddish, not green.
        image = again.view.viewport().grab().toImage()
        colour = image.pixelColor(image.width() // 2, image.height() // 3)
        assert colour.red() > colour.green()
        close_window(again)
    finally:
        default_art().back = "blue"  # the art cache is shared by every scene of the process
