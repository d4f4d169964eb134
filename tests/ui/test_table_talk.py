"""Table Talk in the window: the newest line stays in view, passes are logged, and a game
opened from a file or resumed brings back its whole talk."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.persistence import save_game
from rummy_desktop.ui.window.files import seats_of

from .drive import close_window, open_window, solo, wait_for_my_turn


def _newest_line_in_view(window) -> bool:
    log = window.panel.log
    if not log.count():
        return True
    rect = log.visualItemRect(log.item(log.count() - 1))
    return log.viewport().rect().contains(rect.bottomLeft()) and rect.height() > 0


def _lines(window) -> list[str]:
    log = window.panel.log
    return [log.item(i).text() for i in range(log.count())]


@pytest.fixture
def window(qtbot):
    w = open_window(qtbot, solo("hillbilly", seed=13), size=(1024, 700))
    yield w
    close_window(w)


def test_the_newest_line_stays_in_view_as_the_buy_box_comes_and_goes(qtbot, window):
    c = window.controller
    offers = 0
    for _ in range(300):
        qtbot.waitUntil(lambda: c.acting_human() is not None or c.game.is_over, timeout=15000)
        if c.game.is_over or offers == 4:
            break
        qtbot.wait(30)  # let the panel lay itself out, as the player would see it
        assert _newest_line_in_view(window), _lines(window)[-1]
        if c.person.buy_offer() is not None:
            assert window.panel.buy_box.isVisible()
            offers += 1
            QTest.mouseClick(window.panel.buttons["pass"], Qt.MouseButton.LeftButton)
        else:
            c.submit(c.legal()[0])
    assert offers == 4


def test_the_newest_line_stays_in_view_when_the_window_shrinks(qtbot, window):
    for i in range(60):
        window.controller.say(f"line {i}: something happened at the table")
    window.resize(1280, 900)
    qtbot.wait(50)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: _newest_line_in_view(window), timeout=2000)


def test_a_player_who_scrolled_back_is_left_reading(qtbot, window):
    for i in range(60):
        window.controller.say(f"line {i}")
    qtbot.wait(50)
    bar = window.panel.log.verticalScrollBar()
    bar.setValue(0)
    window.controller.say("one more")
    qtbot.wait(50)
    assert bar.value() == 0


def test_passes_on_a_buy_are_logged(qtbot, window):
    c = window.controller
    for _ in range(40):
        qtbot.waitUntil(lambda: c.acting_human() is not None or c.game.is_over, timeout=15000)
        if c.person.buy_offer() is not None:
            line = f"You passed on the {c.game.buy_card.pretty}"
            QTest.mouseClick(window.panel.buttons["pass"], Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda line=line: line in _lines(window), timeout=5000)
            return
        c.submit(c.legal()[0])
    raise AssertionError("no buy was offered to the player")


def test_an_opened_game_brings_back_its_talk(qtbot, window, tmp_path):
    c = window.controller
    for _ in range(8):  # some moves of the player and the computers
        wait_for_my_turn(qtbot, window)
        c.submit(c.legal()[0])
    wait_for_my_turn(qtbot, window)
    before = c.visible_talk()
    assert len(before) > 10
    path = tmp_path / "friday.rummy"
    save_game(path, c.game, seats_of(c.setup), game_id=window.files.game_id, notes=c.live.notes)
    other = open_window(qtbot, solo("three-thirteen", seed=2))
    try:
        other.setWindowModified(False)
        assert other.open_game(path)
        wait_for_my_turn(qtbot, other)
        assert other.controller.visible_talk() == before
        assert _lines(other) == before[-200:]
    finally:
        close_window(other)
