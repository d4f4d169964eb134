"""The table's question box, coach mode's question and the status line's first words in the
player's language (issue 36):
the box's own words marked (the question and answers are the table's, marked where they are
made), every answer shown whole at 1024x700 in the pseudo-locale."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QStatusBar, QWidget

from rummy_desktop.ui.dialogs.choice import ChoiceDialog
from rummy_desktop.ui.window.questions import coach_says
from rummy_desktop.ui.window.status_line import StatusLine
from tests.ui.scaled.check import clipped
from tests.ui.untranslated import untranslated

QUESTION = "Where does the JK go?"
ANSWERS = ["Add the 2♦ to Bruno's 2♠ 2♥ JK, leaving its wild", "Keep it in your hand"]


def test_the_choice_box_is_translated_and_shows_each_answer_whole(qtbot, speak):
    speak("pseudo")
    dialog = ChoiceDialog(None, QUESTION, ANSWERS)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert untranslated(dialog, allowed=(QUESTION, *ANSWERS)) == []
    assert clipped(dialog) == []
    assert dialog.width() <= 1000


def test_the_choice_box_in_german(qtbot, speak):
    speak("de")
    dialog = ChoiceDialog(None, QUESTION, ANSWERS)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Deine Wahl"


def test_coach_modes_question_has_its_title_in_spanish(qtbot, speak):
    speak("es")
    parent = QWidget()
    qtbot.addWidget(parent)
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.windowTitle())
            box.reject()
        else:
            QTimer.singleShot(10, answer)

    QTimer.singleShot(0, answer)
    coach_says(parent, "Bruno could lay off the 7♥.")
    assert seen == ["Entrenador"]


def test_the_status_lines_first_words_are_translated(qtbot, speak):
    speak("pseudo")
    bar = QStatusBar()
    qtbot.addWidget(bar)
    StatusLine(bar)
    assert untranslated(bar) == []
