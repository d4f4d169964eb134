"""The window in the player's language (issue 36): the menus, the Help pages' titles and
Preferences, house rules included, in German, French and Spanish, and in the pseudo-locale
with no word left unmarked."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QTabWidget,
    QWidget,
)

from rummy_desktop.i18n.languages import LANGUAGES
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.persistence import Settings
from rummy_desktop.tabletop.rule_words import FLAGS
from rummy_desktop.ui.dialogs.preferences import PreferencesDialog
from rummy_desktop.ui.window.main_window import MainWindow
from tests.ui.untranslated import untranslated

ALT = Qt.KeyboardModifier.AltModifier


def shown_window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    return w


def entries(menu: QWidget) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def test_a_german_window_shows_german_menus(qtbot, speak):
    speak("de")
    w = shown_window(qtbot)
    assert entries(w.menuBar()) == ["&Spiel", "&Zug", "&Ansicht", "&Hilfe"]
    QTest.keyClick(w, Qt.Key.Key_Z, ALT)  # the German menu's own key opens it
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    menu = QApplication.activePopupWidget()
    assert entries(menu)[:2] == ["Vom &Talon ziehen", "Ablagekarte &nehmen"]
    menu.close()
    assert w.menu_actions["preferences"].text() == "Einstellun&gen…"
    assert w.menu_actions["speed_slow"].text() == "Langsam"
    assert w.score_dock.toggleViewAction().text() == "Punktestand"
    assert w.menu_actions["sound"].toolTip().startswith("Kurze Töne beim Ziehen")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_each_menu_and_the_general_page_give_each_entry_its_own_key(qtbot, speak, code):
    """Alt and a letter reach one entry only, in every language."""
    if code != "en":
        speak(code)
    w = shown_window(qtbot)
    menus = [w.menuBar(), *(a.menu() for a in w.menuBar().actions())]
    menus += [a.menu() for m in menus[1:] for a in m.actions() if a.menu()]
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    page = dialog.name_edit.parentWidget()
    labels = [x.text() for x in page.findChildren(QLabel)]
    buttons = [b.text() for b in page.findChildren(QAbstractButton)]
    groups = {"general page": labels + buttons}
    for menu in menus:
        groups[menu.title() if isinstance(menu, QMenu) else "menu bar"] = entries(menu)
    for where, texts in groups.items():
        keys = [m.lower() for t in texts for m in re.findall(r"&([^&\s])", t.replace("&&", ""))]
        twice = sorted({k for k in keys if keys.count(k) > 1})
        assert not twice, f"{code} {where}: Alt+{twice} reaches two entries: {texts}"


def test_the_menus_leave_no_english_in_the_pseudo_locale(qtbot, speak):
    speak("pseudo")
    w = shown_window(qtbot)
    w.files.fill_recent_menu(w.recent_menu)  # none yet: "No saved games yet"
    assert not untranslated(w.menuBar())
    w.session.settings = Settings(recent_files=["/games/friday.rummy"])
    w.files.fill_recent_menu(w.recent_menu)  # the files, then "Clear the list"
    assert not untranslated(w.menuBar(), allowed=("friday.rummy", "/games/friday.rummy"))
    assert not untranslated(w.score_dock)


def test_the_walk_finds_a_word_nobody_translated(qtbot, speak):
    """What the pseudo-locale checks rest on: a plain word is found, wherever it hides."""
    from PySide6.QtWidgets import QComboBox, QGroupBox, QPushButton, QVBoxLayout

    speak("pseudo")
    box = QGroupBox("[Ĝåɱë~~]")
    qtbot.addWidget(box)
    column = QVBoxLayout(box)
    combo = QComboBox()
    combo.addItems(["[Ñöŕɱåļ~~~]", "Largest"])
    button = QPushButton("[Öķ~]")
    button.setToolTip("Saves the game")
    column.addWidget(combo)
    column.addWidget(button)
    assert sorted(line.split(": ")[0] for line in untranslated(box)) == [
        "QComboBox() item 1",
        "QPushButton() tooltip",
    ]


def test_preferences_leave_no_english_in_the_pseudo_locale(qtbot, speak):
    speak("pseudo")
    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert untranslated(dialog) == []
    panel = dialog.rule_panels["hillbilly"]
    for name in panel.widgets:
        if name in FLAGS:
            assert left_over(panel.explanation(name)) is None, panel.explanation(name)
    dialog.name_edit.setText("Ann\u202e")  # a direction mark: refused with a sentence
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.isVisible()
    assert left_over(dialog.error.text(), ("Ann\\u202e",)) is None, dialog.error.text()
    assert untranslated(dialog) == []


def test_the_help_pages_titles_in_the_pseudo_locale(qtbot, speak):
    speak("pseudo")
    w = shown_window(qtbot)
    titles: list[str] = []

    def take_title() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QDialog):
            titles.append(box.windowTitle())
            box.reject()
        else:
            QTimer.singleShot(20, take_title)

    for key in ("how_to_play", "shortcuts", "access", "about"):
        QTimer.singleShot(0, take_title)
        w.menu_actions[key].trigger()
    assert len(titles) == 4
    assert [left_over(t, ("Rummy Desktop",)) for t in titles] == [None] * 4, titles


def test_preferences_in_french_with_qts_own_buttons_in_french(qtbot, speak):
    speak("fr")
    dialog = PreferencesDialog(Settings(language="fr"))
    qtbot.addWidget(dialog)
    box = dialog.findChild(QDialogButtonBox)
    assert dialog.windowTitle() == "Préférences"
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"
    bar = dialog.findChild(QTabWidget)
    assert [bar.tabText(i) for i in range(bar.count())] == [
        "Général",
        "Joueurs",
        "Règles de Hillbilly Rummy",
        "Règles de Three Thirteen",
    ]
    kinds = dialog.seats.rows[1][0]
    assert [kinds.itemText(i) for i in range(kinds.count())] == [
        "Humain",
        "Ordinateur\u00a0: facile",
        "Ordinateur\u00a0: moyen",
        "Ordinateur\u00a0: difficile",
    ]
    rules = dialog.rule_panels["hillbilly"]
    assert rules.labels["deuces_wild"].text() == "Les 2 sont jokers"
    assert rules.widgets["buy_limits"].toolTip() == (
        "<b>Achats par manche</b><br>Combien d'achats chaque joueur a dans chaque manche.<br>"
        "<i>Par défaut\u00a0: manches 1 à 9\u00a0: 3, manche 10\u00a0: 4</i>"
    )
    jokers = rules.widgets["jokers_per_deck"]
    assert jokers.itemText(jokers.currentIndex()) == "2 par paquet (par défaut)"
