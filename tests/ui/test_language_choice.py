"""Preferences ▸ Language (issue 36): the system's by default, another remembered in the
settings, read before the window is built; the dialog says a restart shows the choice."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from rummy_desktop.i18n import translate
from rummy_desktop.i18n.languages import ENV
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence import Settings, load_settings, save_settings, settings_path
from rummy_desktop.ui import language
from rummy_desktop.ui.dialogs.preferences import PreferencesDialog
from rummy_desktop.ui.window.main_window import MainWindow

ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def english_system(monkeypatch):
    """The system speaks English, whatever the machine running the tests does."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", ENV):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")


def test_the_setting_is_the_systems_by_default_and_kept_as_written(home):
    assert Settings().language == "system"
    save_settings(Settings(language="de"))
    assert load_settings() == (Settings(language="de"), None)
    save_settings(Settings(language="it"))  # a newer version's language: kept, not refused
    assert load_settings() == (Settings(language="it"), None)


def test_a_language_that_is_not_text_costs_only_itself(home):
    path = settings_path()
    path.write_text(json.dumps({"version": 1, "player_name": "Ann", "language": 7}))
    settings, problem = load_settings()
    assert (settings.player_name, settings.language) == ("Ann", "system")
    assert problem is not None and "language" in problem


def test_the_window_reads_the_choice_before_the_settings_package_loads(home, tmp_path):
    save_settings(Settings(language="fr"))
    assert language.saved_choice() == "fr"
    for text in ("not json", "[1, 2]", '{"language": 7}', '{"version": 1}', "\ud800"):
        bad = tmp_path / "settings.json"
        bad.write_text(text, encoding="utf-8", errors="surrogatepass")
        assert language.saved_choice(bad) is None, text
    assert language.saved_choice(tmp_path / "missing.json") is None
    assert language.saved_choice(tmp_path) is None  # a folder, not a file
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo")  # would block a plain open() for ever
        assert language.saved_choice(tmp_path / "fifo") is None


def test_start_speaks_the_saved_choice_and_the_environment_variable_wins(
    home, english_system, monkeypatch, built_translations
):
    save_settings(Settings(language="es"))
    try:
        assert language.start(folder=built_translations) == "es"
        assert translate("Menus", "&Game") == "&Partida"
        assert language.current() == "es"
        monkeypatch.setenv(ENV, "de")
        assert language.start(folder=built_translations) == "de"
        assert translate("Menus", "&Game") == "&Spiel"
        monkeypatch.setenv(ENV, "pseudo")
        assert language.start(folder=built_translations) == "pseudo"
        assert translate("Menus", "&Game") == "[&Gåɱë~~]"
        monkeypatch.delenv(ENV)
        save_settings(Settings(language="system"))
        monkeypatch.setenv("LANGUAGE", "fr")
        assert language.start(folder=built_translations) == "fr"
    finally:
        language.apply("en")
    assert translate("Menus", "&Game") == "&Game"


def test_a_missing_or_broken_translation_leaves_the_game_in_english(qapp, tmp_path):
    assert language.apply("de", tmp_path / "nowhere") == "en"
    (tmp_path / "rummy_desktop_fr.qm").write_bytes(b"\x3c\xb8\x64\x18 not a qm file at all")
    assert language.apply("fr", tmp_path) == "en"
    assert translate("Menus", "&Game") == "&Game"


def test_preferences_choose_a_language_by_keys_and_remember_it(
    qtbot, home, english_system, monkeypatch
):
    from rummy_desktop.ui.dialogs import plain_box

    monkeypatch.setattr(plain_box, "ask", lambda *_: False)  # no resume question
    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.finish_startup(GameSetup("hillbilly", (Seat.of("You"), Seat.of("Ada", "simple")), {}, 5))
    w.menu_actions["preferences"].trigger()
    dialog = w.session.dialog
    assert isinstance(dialog, PreferencesDialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()  # as the player's own dialog is: the keys go to it
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    combo = dialog.language_combo
    choices = [combo.itemText(i) for i in range(combo.count())]
    assert choices == ["System (English)", "English", "Deutsch", "Français", "Español"]
    assert combo.currentData() == "system" and not dialog.language_note.isVisible()

    QTest.keyClick(dialog.name_edit, Qt.Key.Key_U, ALT)  # Lang&uage
    assert combo.hasFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "en" and not dialog.language_note.isVisible()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "de"
    assert dialog.language_note.isVisible()
    assert dialog.language_note.text() == "The game speaks German from its next start."
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert load_settings()[0].language == "de"
    assert w.menu_actions["new"].text() == "&New Game…"  # until the game starts again

    w.menu_actions["preferences"].trigger()  # the choice shows, and what it waits for
    again = w.session.dialog
    qtbot.waitExposed(again)
    assert again.language_combo.currentData() == "de" and again.language_note.isVisible()
    again.reject()
    w.controller.shutdown()
    w.setWindowModified(False)


def test_a_language_this_version_lacks_shows_as_the_systems_and_is_kept(qtbot, english_system):
    dialog = PreferencesDialog(Settings(language="it", player_name="Ann"))
    qtbot.addWidget(dialog)
    assert dialog.language_combo.currentData() == "system"
    dialog.accept()
    assert dialog.settings().language == "it"  # untouched: a newer version's choice stays
    dialog = PreferencesDialog(Settings(language="it"))
    qtbot.addWidget(dialog)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("es"))
    dialog.accept()
    assert dialog.settings().language == "es"
