"""Table Talk in the window speaks the player's language (issue 36): in the pseudo-locale every
line a round writes is inside the translation's marks; in German a line reads as German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.i18n.pseudo import untranslated

from .drive import close_window, open_window, solo

NAMES = ("You", "Ada", "Bruno")


def _lines(window) -> list[str]:
    log = window.panel.log
    return [log.item(i).text() for i in range(log.count())]


def _play(qtbot, window, decisions: int) -> None:
    c = window.controller
    for _ in range(decisions):
        qtbot.waitUntil(lambda: c.acting_human() is not None or c.game.is_over, timeout=15000)
        if c.game.is_over:
            break
        if c.person.buy_offer() is not None:
            QTest.mouseClick(window.panel.buttons["pass"], Qt.MouseButton.LeftButton)
        else:
            c.submit(c.legal()[0])


@pytest.fixture
def pseudo_window(qtbot, speak):
    speak("pseudo")
    w = open_window(qtbot, solo("hillbilly", seed=13), size=(1024, 700))
    yield w
    close_window(w)


def test_every_table_talk_line_is_translated(qtbot, pseudo_window):
    _play(qtbot, pseudo_window, 10)
    lines = _lines(pseudo_window)
    assert len(lines) > 10
    left = {line: untranslated(line, (*NAMES, "JK")) for line in lines}
    assert {line: words for line, words in left.items() if words} == {}


def test_table_talk_reads_as_german(qtbot, speak):
    speak("de")
    window = open_window(qtbot, solo("hillbilly", seed=13), size=(1024, 700))
    try:
        _play(qtbot, window, 3)
        lines = _lines(window)
        assert lines[0] == "Hillbilly Rummy, Austeilung Nr. 13"
        assert lines[1] == "— Runde 1 (zwei Sätze aus drei); du gibst"
        assert any(line.startswith("Du hast ") for line in lines)
        assert not any(" drew " in line or " discarded " in line for line in lines)
    finally:
        close_window(window)
