"""Text that quotes a file or a player is shown as plain text: a file cannot dress up its message.

A save, the settings or the statistics may hold ``<h1 style='color:red'>``; Qt's automatic
format would render it as HTML. Each box and label that shows such text is checked on the
real widget, and each box is answered with a real click.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence import Stats, new_game_id, save_game
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog
from rummy_desktop.ui.window.main_window import MainWindow

HTML = "<h1 style='color:red'>Winner</h1>"


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.set_speed(0)
    seats = (Seat.of("You"), Seat.of("Ada", "simple"))
    w.finish_startup(GameSetup("three-thirteen", seats, {}, 5))
    yield w
    w.controller.shutdown()


def answer_next_box(qtbot, seen: list[tuple], button=QMessageBox.StandardButton.Ok) -> None:
    """When the next modal box is up, note its (format, text) in ``seen`` and click ``button``."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append((box.textFormat(), box.text()))
        QTest.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


def hostile_save(tmp_path: Path) -> Path:
    """A save whose first discard names a card written as HTML."""
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    path = tmp_path / "game.rummy"
    save_game(path, game, [Seat.human("Ann"), Seat.human("Bob")], game_id=new_game_id())
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"] = [{"type": "DrawStock", "seat": doc["snapshot"]["turn"]}]
    doc["actions"].append({"type": "Discard", "seat": doc["snapshot"]["turn"], "card": HTML})
    path.write_text(json.dumps(doc), "utf-8")
    return path


def test_an_error_box_shows_the_files_html_as_plain_text(qtbot, window, tmp_path) -> None:
    path = hostile_save(tmp_path)
    seen: list[tuple] = []
    answer_next_box(qtbot, seen)
    assert window.open_game(path) is False
    assert len(seen) == 1
    text_format, text = seen[0]
    assert text_format == Qt.TextFormat.PlainText
    assert HTML in text and text.startswith("Cannot open 'game.rummy'")


def test_the_status_message_shows_html_as_plain_text(qtbot, window) -> None:
    window.show_message(f"Your settings were reset to the defaults: {HTML}")
    assert window.message_label.textFormat() == Qt.TextFormat.PlainText
    assert HTML in window.message_label.text()


def test_the_statistics_problem_is_plain_text(qtbot) -> None:
    dialog = StatisticsDialog(Stats(), problem=f"The statistics were started afresh: {HTML}")
    qtbot.addWidget(dialog)
    notes = [label for label in dialog.findChildren(QLabel) if HTML in label.text()]
    assert len(notes) == 1 and notes[0].textFormat() == Qt.TextFormat.PlainText


def test_the_resume_question_shows_names_from_the_autosave_as_plain_text(
    qtbot, tmp_path, monkeypatch
) -> None:
    from rummy_desktop.persistence import Autosaver

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path / "home"))
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    seats = [Seat.human("<b>Ann</b>"), Seat.computer("<h1>Bob</h1>", "simple")]
    Autosaver(seats, new_game_id()).save(game)
    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    w.show()
    seen: list[tuple] = []
    answer_next_box(qtbot, seen, QMessageBox.StandardButton.No)
    w.finish_startup()
    try:
        assert len(seen) == 1
        text_format, text = seen[0]
        assert text_format == Qt.TextFormat.PlainText
        assert "<b>Ann</b>, <h1>Bob</h1>" in text
    finally:
        w.controller.shutdown()
        w.close()


NAME = "<h1 style='color:red'>Bo</h1>"  # 29 characters: a name the seat rules allow


def test_the_round_end_dialog_shows_players_names_as_plain_text(qtbot) -> None:
    from rummy_desktop.tabletop.round_summary import RoundSummary
    from rummy_desktop.ui.dialogs.round_end import RoundEndDialog

    summary = RoundSummary(
        variant="three-thirteen", round_no=11, rounds=11, names=(NAME, "Ann"),
        points=(0, 12), totals=(40, 90), went_out=0, stalled=False, hands=((), ()),
        melds=((), ()), scores=((0, 12),), game_over=True, winners=(0,),
    )  # fmt: skip
    dialog = RoundEndDialog(summary)
    qtbot.addWidget(dialog)
    quoting = [label for label in dialog.findChildren(QLabel) if NAME in label.text()]
    assert len(quoting) == 3  # the title, "... went out." and the row of the table
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in quoting)


def test_the_pass_screen_and_the_buy_box_show_names_as_plain_text(qtbot, window) -> None:
    screen = window.table.pass_screen
    screen.show_for(1, NAME)
    assert NAME in screen.label.text()
    assert screen.label.textFormat() == Qt.TextFormat.PlainText
    assert window.panel.buy_label.textFormat() == Qt.TextFormat.PlainText


def test_dialog_errors_are_plain_text(qtbot) -> None:
    from rummy_desktop.persistence import Settings
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

    new_game = NewGameDialog()
    preferences = PreferencesDialog(Settings())
    for dialog in (new_game, preferences):
        qtbot.addWidget(dialog)
    assert new_game.error_label.textFormat() == Qt.TextFormat.PlainText
    assert preferences.error.textFormat() == Qt.TextFormat.PlainText
