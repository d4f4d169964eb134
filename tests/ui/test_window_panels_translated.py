"""The window around the table in the player's language (issue 36): the buttons beside the
hand, the buy box, the pass screen, the scoreboard and the line under it. In the pseudo-locale
the whole window, dealt and played a few moves, shows no word left unmarked; in German,
French and Spanish the buttons read in the language and the English is as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.ui.window.panels import PassScreen, Scoreboard, SidePanel
from tests.ui.untranslated import untranslated

from .drive import close_window, open_window, solo

NAMES = ("You", "Ada", "Bruno", "Ann", "Ben")


def _play_until_a_buy_offer(qtbot, window, decisions: int) -> bool:
    """Decisions by the person at the screen (the first legal move) until a buy is offered."""
    c = window.controller
    for _ in range(decisions):
        qtbot.waitUntil(lambda: c.acting_human() is not None or c.game.is_over, timeout=15000)
        if c.person.buy_offer() is not None:
            return True
        c.submit(c.legal()[0])
    return False


def test_the_dealt_window_leaves_no_english_in_the_pseudo_locale(qtbot, speak):
    speak("pseudo")
    window = open_window(qtbot, solo("hillbilly", seed=13), size=(1024, 700))
    try:
        assert untranslated(window, allowed=NAMES) == []
        assert _play_until_a_buy_offer(qtbot, window, 12)
        assert window.panel.buy_box.isVisible()
        assert untranslated(window, allowed=NAMES) == []
        QTest.mouseClick(window.panel.buttons["pass"], Qt.MouseButton.LeftButton)
        _play_until_a_buy_offer(qtbot, window, 4)
        assert untranslated(window, allowed=NAMES) == []
    finally:
        close_window(window)


def test_the_pass_screen_in_the_pseudo_locale(qtbot, speak):
    speak("pseudo")
    seats = (Seat.of("Ann"), Seat.of("Ben"), Seat.of("Bruno", "simple"))
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, 21), size=(1024, 700))
    try:
        screen = window.table.pass_screen
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        assert untranslated(screen, allowed=NAMES) == []
        assert "Ann" in screen.label.text() or "Ben" in screen.label.text()
    finally:
        close_window(window)


@pytest.mark.parametrize(
    ("code", "sort", "pass_", "title", "total"),
    [
        ("de", "Nach Wert sortieren", "Verzichten", "Gib den Computer an Ann weiter", "Summe"),
        ("fr", "Trier par valeur", "Passer", "Passez l'ordinateur à Ann", "Total"),
        ("es", "Ordenar por valor", "Pasar", "Pasa el ordenador a Ann", "Total"),
    ],
)
def test_the_panels_read_in_each_language(qtbot, speak, code, sort, pass_, title, total):
    speak(code)
    panel = SidePanel()
    qtbot.addWidget(panel)
    assert panel.buttons["sort_rank"].text() == sort
    assert panel.buttons["sort_rank"].toolTip() == f"{sort} (R)"
    assert panel.buttons["pass"].text() == pass_
    screen = PassScreen(panel)
    screen.show_for(1, "Ann")
    assert screen.label.text() == title
    board = Scoreboard()
    qtbot.addWidget(board)
    board.show_scores(["Ann", "Ben"], [[5, 0]], 10)
    assert board.verticalHeaderItem(10).text() == total


def test_the_english_is_as_it_was(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    assert [panel.buttons[k].text() for k in ("sort_rank", "hint", "buy", "pass", "undo")] == [
        "Sort by rank",
        "Hint",
        "Buy",
        "Pass",
        "Undo",
    ]
    assert panel.buttons["redo"].toolTip() == "Redo (Ctrl+Shift+Z)"
    screen = PassScreen(panel)
    screen.show_for(1, "Ann")
    assert (screen.label.text(), screen.button.text()) == (
        "Pass the computer to Ann",
        "I'm Ann: show my cards",
    )
    board = Scoreboard()
    qtbot.addWidget(board)
    board.show_scores(["Ann", "Ben"], [[5, 0]], 3)
    rows = [board.verticalHeaderItem(r).text() for r in range(4)]
    assert rows == ["R1", "R2", "R3", "Total"]


def test_the_line_under_the_scoreboard_in_german(speak):
    from rummy_desktop.engine.rules import RuleSet
    from rummy_desktop.tabletop.rule_words import game_info_text

    rules = RuleSet.from_overrides("hillbilly", 3, {})
    assert game_info_text(rules, 13) == (
        "Hillbilly Rummy · deal number 13\nHouse rules: the standard ones"
    )
    speak("de")
    assert (
        game_info_text(rules, 13) == "Hillbilly Rummy · Austeilung Nr. 13\nHausregeln: die üblichen"
    )
    assert (
        game_info_text(rules, None)
        == "Hillbilly Rummy · ein Netzwerktisch\nHausregeln: die üblichen"
    )
