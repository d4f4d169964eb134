"""The New Game dialog in the player's language (issue 36): every text of its three tabs
marked, nothing cut at 1024x700 in the pseudo-locale (40% longer), and German that reads
as German."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialogButtonBox, QGroupBox, QLabel

from rummy_desktop.i18n.languages import LANGUAGES
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.ui.dialogs.new_game import NewGameDialog
from tests.ui.scaled.check import clipped
from tests.ui.untranslated import untranslated

NAMES = ("You", "Ada", "Bruno", "Cleo", "Dov", "Eli", "Fay", "Gus")


def shown_dialog(qtbot, variant: str = "hillbilly") -> NewGameDialog:
    seats = (Seat.of("You"), Seat.of("Ada", "easy"), Seat.of("Bruno", "hard"))
    d = NewGameDialog(previous=GameSetup(variant, seats), saved_variants={"Friday": []})
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_every_tab_is_translated_and_nothing_is_cut(qtbot, speak, variant):
    speak("pseudo")
    d = shown_dialog(qtbot, variant)
    assert d.width() <= 1000 and d.height() <= 640  # inside 1024x700 with a window frame
    for tab in range(d.tabs.count()):
        d.tabs.setCurrentIndex(tab)
        qtbot.wait(20)
        assert untranslated(d, allowed=NAMES) == [], f"tab {tab}"
        assert clipped(d) == [], f"tab {tab}"
    d.tabs.setCurrentIndex(1)
    qtbot.wait(20)
    assert rules_cut(d) == []


def rules_cut(d: NewGameDialog) -> list[str]:
    """Each house rule whose box runs under the scroll bar or cuts its longest choice."""
    viewport = d.rules_scroll.viewport()
    right = viewport.mapToGlobal(viewport.rect().topRight()).x()
    cut = []
    for name, widget in d.rules_panel.widgets.items():
        if widget.mapToGlobal(widget.rect().topRight()).x() > right:
            cut.append(f"{name} runs under the scroll bar")
        if isinstance(widget, QComboBox):
            metrics = widget.fontMetrics()
            texts = [widget.itemText(i) for i in range(widget.count())]
            if widget.width() < max(metrics.horizontalAdvance(t) for t in texts) + 20:
                cut.append(f"{name}: a choice is cut")
    return cut


def test_the_dialogs_sentences_are_translated_too(qtbot, speak):
    """What the dialog says as it is used: a changed rule, an edited list, a refused round."""
    speak("pseudo")
    d = shown_dialog(qtbot)
    d.rules_panel.widgets["deuces_wild"].setChecked(True)  # "House rules (1 changed)"
    assert left_over(d.tabs.tabText(1)) is None, d.tabs.tabText(1)
    d.tabs.setCurrentIndex(2)
    d.contracts.table.setCurrentCell(0, 0)
    d.contracts.remove_round()  # nine rounds: the game's line and the list's blurb say so
    for text in (d.variant_radios["hillbilly"].text(), d.contracts.blurb.text()):
        assert left_over(text) is None, text
    assert left_over(d.contracts.message.text()) is None, d.contracts.message.text()
    d.contracts.table.sizes_cell(0, 1).setText("3, x")
    d.contracts.check()
    assert left_over(d.contracts.message.text(), ("x",)) is None, d.contracts.message.text()
    ok = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert d.isVisible() and left_over(d.error_label.text(), ("x",)) is None
    assert untranslated(d, allowed=NAMES) == []


def test_new_game_in_german(qtbot, speak):
    speak("de")
    d = shown_dialog(qtbot)
    assert d.windowTitle() == "Neues Spiel"
    assert [d.tabs.tabText(i) for i in range(3)] == [
        "&Spiel und Spieler",
        "&Hausregeln",
        "&Kontrakte",
    ]
    assert d.variant_radios["three-thirteen"].text() == (
        "Three Thirteen: 11 Runden mit 3 bis 13 Karten, jede Runde ein neuer wilder Wert"
    )
    kind = d._seat_rows[1][0]
    assert kind.itemText(0) == "Mensch"
    d.rules_panel.widgets["deuces_wild"].setChecked(True)
    assert d.tabs.tabText(1) == "&Hausregeln (1 geändert)"
    d.contracts.table.setCurrentCell(0, 0)
    d.contracts.remove_round()
    assert d.variant_radios["hillbilly"].text() == (
        "Kontrakt-Rommé: 9 Runden mit Kontrakten, Joker wild, Kaufen"
    )


def test_the_english_is_as_it_was(qtbot):
    d = shown_dialog(qtbot)
    assert d.tabs.tabText(0) == "&Game and players"
    d.contracts.table.setCurrentCell(0, 0)
    d.contracts.remove_round()
    assert d.variant_radios["hillbilly"].text() == (
        "Contract rummy: 9 rounds of contracts, jokers wild, buying"
    )
    assert d.contracts.blurb.text() == "9 rounds of the Contracts tab"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_tab_of_new_game_gives_each_entry_its_own_key(qtbot, speak, code):
    """Alt and a letter reach one control only, on each tab, in every language (the tabs and
    the dialog's buttons are always there)."""
    if code != "en":
        speak(code)
    d = shown_dialog(qtbot)
    always = [d.tabs.tabText(i) for i in range(d.tabs.count())]
    always += [b.text() for b in d.findChild(QDialogButtonBox).buttons()]
    for tab in range(d.tabs.count()):
        page = d.tabs.widget(tab)
        texts = [w.text() for w in page.findChildren(QLabel) + page.findChildren(QAbstractButton)]
        texts += [b.title() for b in page.findChildren(QGroupBox)]
        keys = [
            m.lower()
            for t in always + texts
            for m in re.findall(r"&([^&\s])", (t or "").replace("&&", ""))
        ]
        twice = sorted({k for k in keys if keys.count(k) > 1})
        assert not twice, f"{code} tab {tab}: Alt+{twice} reaches two controls: {always + texts}"
