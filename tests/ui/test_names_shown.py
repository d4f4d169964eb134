"""Names and contract names from files are shown as plain text: never a link, never markup.

Each check reads the real widget as a person sees it: the label's format and text, the help
page's characters and whether any of them is a link.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from rummy_desktop.coach.analysis import Analysis
from rummy_desktop.engine import preset_rules
from rummy_desktop.ui.dialogs.coach_panel import CoachPanel
from rummy_desktop.ui.dialogs.help import TextDialog, how_to_play_markdown

NAME = "<b>Bo</b><a href='http://e.org'>x</a>"


def test_the_coach_summary_shows_a_players_name_as_written(qtbot) -> None:
    panel = CoachPanel([(0, NAME)], lambda seat: None)
    qtbot.addWidget(panel)
    panel.show_analysis(Analysis(seat=0, variant="three-thirteen", samples=0))
    assert panel.summary.textFormat() == Qt.TextFormat.PlainText
    assert panel.summary.text().startswith(f"{NAME}: accuracy 100%")


def links_on_line(dialog: TextDialog, line: str) -> list[str]:
    """The links on the page's line that reads ``line``, as the text each is on."""
    cursor = dialog.browser.document().find(line)
    assert not cursor.isNull(), line
    found, it = [], cursor.block().begin()
    while not it.atEnd():
        fragment = it.fragment()
        if fragment.charFormat().isAnchor():
            found.append(fragment.text())
        it += 1
    return found


@pytest.mark.parametrize(
    "name",
    [
        "[Win a prize](http://evil.example)",
        "<a href='http://e.org'>Liverpool</a>",
        "Rummy at www.evil.example",
        "Rummy http://evil.example/x",
        "**Bold** _rummy_ `code`",
    ],
)
def test_help_shows_a_contract_name_as_written_and_never_as_a_link(qtbot, name: str) -> None:
    changed = preset_rules("liverpool", 2).changed_flags() | {"contract_name": name}
    dialog = TextDialog("How to play", markdown=how_to_play_markdown("hillbilly", changed))
    qtbot.addWidget(dialog)
    page = dialog.browser.toPlainText()
    assert f"\nThis game: {name}\n" in page  # every character as written, nothing dropped
    assert links_on_line(dialog, f"This game: {name}") == []


def test_every_label_of_the_coach_panel_is_plain(qtbot) -> None:
    panel = CoachPanel([(0, NAME), (1, "Ann")], lambda seat: None)
    qtbot.addWidget(panel)
    assert all(
        label.textFormat() == Qt.TextFormat.PlainText for label in panel.findChildren(QLabel)
    )


def type_name(qtbot, edit, text: str) -> None:
    """Select the name field's text and type ``text`` over it, as a person does: a key event
    a character (QTest.keyClicks knows only ASCII; a keyboard or an input method sends any)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    edit.setFocus()
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    for c in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(edit, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, c))
    assert edit.text() == text


def click_ok(dialog) -> None:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialogButtonBox

    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(
    ("seat", "typed", "said"),
    [
        (1, "you", "Seat 2 cannot be called 'you': a computer player cannot be called 'you', "
         "a word the game uses for seats."),
        (1, "Ｙｏｕ", "Seat 2 cannot be called 'Ｙｏｕ': a computer player cannot be called "
         "'Ｙｏｕ', a word the game uses for seats."),
        (2, "Da\u200bve", "Seat 3's name 'Da\\u200bve' holds characters that do not print "
         "(controls, invisible or direction marks)."),
        (2, "\u202eZed", "Seat 3's name '\\u202eZed' holds characters that do not print "
         "(controls, invisible or direction marks)."),
        (2, "ADA", "Seats 2 and 3 are called 'Ada' and 'ADA', which look alike: give each a "
         "different name."),
        (2, "A\u200bda", "Seats 2 and 3 are called 'Ada' and 'A\\u200bda', which look alike: "
         "give each a different name."),
    ],
)  # fmt: skip
def test_the_new_game_dialog_refuses_a_name_that_passes_for_another(qtbot, seat, typed, said):
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    type_name(qtbot, dialog._seat_rows[seat][1], typed)
    click_ok(dialog)
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error_label.textFormat() == Qt.TextFormat.PlainText
    assert dialog.error_label.text() == said


def test_preferences_refuse_a_hidden_character_in_your_name(qtbot):
    from rummy_desktop.persistence import Settings
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    type_name(qtbot, dialog.name_edit, "An\u202en")
    click_ok(dialog)
    assert dialog.result() != PreferencesDialog.DialogCode.Accepted
    assert dialog.error.text() == (
        "Your name 'An\\u202en' holds characters that do not print (controls, invisible or "
        "direction marks)."
    )


def test_preferences_take_a_name_typed_decomposed_as_it_prints(qtbot):
    from rummy_desktop.persistence import Settings
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    type_name(qtbot, dialog.name_edit, "Zoe\u0301")  # e and a combining acute, as macOS types
    click_ok(dialog)
    assert dialog.error.text() == ""
    assert dialog.result() == PreferencesDialog.DialogCode.Accepted


def test_the_window_writes_a_contract_names_hidden_characters_out(qtbot) -> None:
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.ui.window.main_window import MainWindow

    name = "Liver\u202epool\x9b"
    overrides = preset_rules("liverpool", 2).changed_flags() | {"contract_name": name}
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w.set_speed(0)
    w.finish_startup(
        GameSetup("hillbilly", (Seat.of("You"), Seat.of("Ada", "simple")), overrides, 5)
    )
    try:
        shown = [w.windowTitle(), w.game_info.text()]
        shown += [label.text() for label in w.findChildren(QLabel) if "Liver" in label.text()]
        assert all("\u202e" not in text and "\x9b" not in text for text in shown), shown
        assert w.windowTitle().startswith("Liverpool, deal 5")  # the rules drop them
        w.files.save_path = Path("/tmp/\u202eflow.rummy")  # a file's name may hold any
        w.files.update_title()
        assert w.windowTitle().startswith("\\u202eflow[*]")
    finally:
        w.controller.shutdown()


def test_the_review_windows_title_writes_a_files_hidden_characters_out(qtbot) -> None:
    from rummy_desktop.engine import Game, RuleSet
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.review import GameReview
    from rummy_desktop.ui.dialogs.review import ReviewWindow

    game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
    review = GameReview.from_game(game, [Seat.human("Ann"), Seat.computer("Bo")])
    window = ReviewWindow(review, title="Fri\u202eday\x1b")
    qtbot.addWidget(window)
    assert window.windowTitle() == "Review: Fri\\u202eday\\x1b"


def test_a_contract_list_kept_in_the_settings_shows_its_hidden_characters_written_out(
    qtbot, tmp_path
) -> None:
    from rummy_desktop.persistence import load_settings
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    path = tmp_path / "settings.json"
    rounds = [{"deal": 7, "sets": [3], "runs": []}]
    path.write_text(json.dumps({"version": 1, "contract_variants": {"Mine\u202e\u200b": rounds}}))
    settings, _problem = load_settings(path)
    dialog = NewGameDialog(saved_variants=dict(settings.contract_variants))
    qtbot.addWidget(dialog)
    combo = dialog.contracts.variant_combo
    shown = [combo.itemText(i) for i in range(combo.count())]
    assert not any("\u202e" in text or "\u200b" in text for text in shown), shown
    assert any(text.startswith("Mine") and text.endswith(" (yours)") for text in shown), shown
