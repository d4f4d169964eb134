"""Saving, leaving and the guided round's bar in the player's language (issue 36): the
question before a game goes, whole for each thing the player is about to do, through the real
window in the pseudo-locale and in German; the network table's questions; the guide's bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox

from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.ui.window import leaving
from tests.ui.test_unsaved_game import window  # noqa: F401 (a fixture: a game with moves)
from tests.ui.untranslated import untranslated

from .drive import answering, close_window, key, open_window, solo

CTRL = Qt.KeyboardModifier.ControlModifier


def test_the_unsaved_question_is_translated(qtbot, speak, window):  # noqa: F811
    speak("pseudo")
    qtbot.wait(50)  # the language change reaches the open window before any box opens
    found: list[list[str]] = []

    def look_then_cancel(box: QMessageBox) -> None:
        found.append(untranslated(box) + [box.informativeText()])
        QTest.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)

    with answering(look_then_cancel):
        key(window, Qt.Key.Key_N, CTRL)
    *words, informative = found[0]
    assert words == [] and left_over(informative) is None, found


def test_the_unsaved_question_in_german(qtbot, speak, window):  # noqa: F811
    speak("de")
    qtbot.wait(50)  # the language change reaches the open window before any box opens
    buttons: list[str] = []

    def look_then_cancel(box: QMessageBox) -> None:
        buttons.extend(b.text() for b in box.buttons())
        QTest.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)

    with answering(look_then_cancel) as asked:
        key(window, Qt.Key.Key_N, CTRL)
    assert asked.seen == [
        "„Three Thirteen, Verteilung 7“ speichern, bevor du ein neues Spiel beginnst?"
    ]
    assert sorted(buttons) == ["&Abbrechen", "&Nicht speichern", "&Speichern"]


def questions(doing: str) -> tuple[str, str, str]:
    return (
        leaving.unsaved_question(doing, "Friday"),
        leaving.close_table_question(doing),
        leaving.leave_table_question(doing),
    )


def test_each_thing_a_player_leaves_for_has_its_own_questions_in_each_language(speak):
    doings = set(leaving.UNSAVED)
    assert doings == set(leaving.CLOSE_TABLE) == set(leaving.LEAVE_TABLE)
    english = {doing: questions(doing) for doing in doings}
    assert english["quit"][0] == "Save “Friday” before you quit?"
    assert english["join a table"][2] == "Leave the network table to join a table?"
    for code in ("de", "fr", "es"):
        speak(code)
        said = {doing: questions(doing) for doing in doings}
        for doing in doings:
            for one, theirs in zip(english[doing], said[doing], strict=True):
                assert one != theirs, theirs
                assert ("Friday" in theirs) == ("Friday" in one), theirs
        assert len({q for qs in said.values() for q in qs}) == 3 * len(doings)  # each its own


def test_the_guides_bar_and_notice_are_translated(qtbot, speak):
    speak("pseudo")
    w = open_window(qtbot, solo("three-thirteen"), (1024, 700))
    w.guide.start("hillbilly")  # nothing moved yet: no question first
    qtbot.waitUntil(lambda: w.guide.step is not None, timeout=20_000)
    assert untranslated(w.guide.bar, allowed=(w.guide.step.text,)) == []
    QTest.mouseClick(w.guide.skip_button, Qt.MouseButton.LeftButton)
    notice = w.findChild(QLabel, "message").text()
    assert notice and left_over(notice) is None, notice
    close_window(w)
