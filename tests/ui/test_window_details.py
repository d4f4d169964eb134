"""The small things a new player meets: a whole button on the pass screen, Buy/Pass only when
a card is offered, a name proposed for a save, one player name, the keys back after dialogs."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QStyle, QStyleOptionButton

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import answering, close_window, key, open_window, rig_hand, solo, wait_for_my_turn


@pytest.mark.parametrize("name", ["Ann", "Annabelle-Marie", "Wolfgang Amadeus"])
def test_the_pass_screen_button_shows_its_whole_text(qtbot, name):
    window = open_window(qtbot, GameSetup("three-thirteen", (Seat.of(name), Seat.of("Bo"))))
    try:
        screen = window.table.pass_screen
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        button = screen.button
        assert button.hasFocus()
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = button.style().subElementRect(
            QStyle.SubElement.SE_PushButtonContents, option, button
        )
        assert button.fontMetrics().horizontalAdvance(button.text()) <= room.width()
        title = screen.label
        assert (
            title.width() <= screen.width()
            and title.heightForWidth(title.width()) <= title.height()
        )
    finally:
        close_window(window)


def test_buy_and_pass_are_offered_only_with_a_card_to_buy(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    try:
        c = window.controller
        offered = idle = False
        for _ in range(80):
            qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=15000)
            buying = c.person.buy_offer() is not None
            assert window.menu_actions["buy"].isEnabled() == buying
            assert window.menu_actions["pass"].isEnabled() == buying
            offered, idle = offered or buying, idle or not buying
            if offered and idle:
                return
            c.submit(c.legal()[0])
        raise AssertionError("never saw both moments")
    finally:
        close_window(window)


def test_the_first_save_proposes_a_file_name(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    asked = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: asked.append(a[2]) or ("", ""))
    )
    window = open_window(qtbot, solo("three-thirteen", seed=5))
    try:
        key(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        assert asked
        name = asked[0].replace("\\", "/").rsplit("/", 1)[-1]
        assert re.fullmatch(r"Three Thirteen \d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.rummy", name), name
    finally:
        close_window(window)


def test_your_name_is_the_first_persons_seat(qtbot, monkeypatch, tmp_path):
    from rummy_desktop.persistence import Settings, save_settings
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog
    from rummy_desktop.ui.window.main_window import MainWindow

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    save_settings(Settings(animation_speed="instant"))
    window = MainWindow(persist=True)
    qtbot.addWidget(window)
    window.show()
    window.finish_startup(solo("three-thirteen", seed=5))
    try:
        hot_seat = GameSetup("three-thirteen", (Seat.of("Ann"), Seat.of("Ben")), {}, 9)
        window.setWindowModified(False)
        window.new_game(hot_seat)
        window.session.remember_setup(hot_seat)  # what Deal in the New Game dialog does
        dialog = PreferencesDialog(window.session.settings, window)
        qtbot.addWidget(dialog)
        kind, seat_name = dialog.seats.rows[0]
        assert dialog.name_edit.text() == "Ann" == seat_name.text()
        dialog.name_edit.clear()
        QTest.keyClicks(dialog.name_edit, "Annie")
        assert seat_name.text() == "Annie"
        seat_name.clear()
        QTest.keyClicks(seat_name, "Anne")
        assert dialog.name_edit.text() == "Anne"
        dialog.accept()
        settings = dialog.settings()
        assert settings.player_name == "Anne" and settings.last_seats[0].name == "Anne"
        del kind
    finally:
        close_window(window)


def test_the_keys_go_back_to_the_table_after_a_dialog_is_cancelled(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    try:
        wait_for_my_turn(qtbot, window)
        rig_hand(window, "7H 7S 7D 9C 9D JK KS", phase="draw")
        window.setWindowModified(False)
        with answering(lambda dialog: dialog.reject()):  # the New Game dialog, cancelled
            key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        before = len(window.controller.game.log)
        key(window, Qt.Key.Key_D)  # straight on: no click on the table first
        assert len(window.controller.game.log) == before + 1
    finally:
        close_window(window)


@pytest.mark.parametrize("players", [2, 4, 6, 8])
def test_the_scoreboard_shows_every_total_whole(qtbot, players):
    from PySide6.QtGui import QFontMetrics

    from rummy_desktop.ui.window.panels import Scoreboard, scoreboard_width

    names = ["Annabelle-Marie", "Bartholomew", "Chloé", "Dev", "Emma", "Farid", "Greta", "Hiro"]
    board = Scoreboard()
    qtbot.addWidget(board)
    board.resize(scoreboard_width(players) - 12, 400)  # the dock's width, less its margins
    board.show()
    scores = [[95 + s * 17] * players for s in range(3)]  # three-digit totals
    board.show_scores(names[:players], scores, 10)
    qtbot.wait(10)
    for seat in range(players):
        width = board.columnWidth(seat)
        total = board.item(10, seat)
        assert QFontMetrics(total.font()).horizontalAdvance(total.text()) <= width - 2, total.text()
        head = board.horizontalHeaderItem(seat).text()
        assert head.replace("\n", "") == names[seat]  # whole, on as many lines as it needs
        for line in head.split("\n"):
            assert QFontMetrics(board.horizontalHeader().font()).horizontalAdvance(line) <= width
