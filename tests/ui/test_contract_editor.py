"""The Contracts tab of the New Game dialog, driven with the mouse and the keyboard."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from rummy_desktop.ui.dialogs.contract_grid import BUYS, DEAL, ONCE, READS, RUNS, SETS
from rummy_desktop.ui.dialogs.new_game import NewGameDialog


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog(saved_variants={"Nan's rounds": [{"deal": 7, "sets": [3, 3]}]})
    qtbot.addWidget(d)
    d.resize(1024, 700)
    d.show()
    qtbot.waitExposed(d)
    d.tabs.setCurrentIndex(2)
    return d


def click_cell(qtbot, table, row, col):
    """A click in the middle of the cell (on its box, as the player's mouse lands)."""
    widget = table.cellWidget(row, col)
    qtbot.mouseClick(widget, Qt.LeftButton, pos=widget.rect().center())
    qtbot.wait(5)  # the box selects its number once the click is handled


def type_into_cell(qtbot, table, row, col, text):
    """Click the cell's box and type a new number over the old one."""
    click_cell(qtbot, table, row, col)
    box = QApplication.focusWidget()
    assert box is table.cellWidget(row, col)
    qtbot.keyClicks(box, text)


def test_the_ten_rounds_read_in_the_players_words(dialog):
    table = dialog.contracts.table
    assert table.rowCount() == 10
    assert table.item(5, READS).text() == "Round 6: a set of four and a run of seven, 12 cards"
    assert table.item(9, READS).text().endswith("laid down and gone out at once")
    assert dialog.contracts.message.text() == "All 10 rounds can be played."
    assert dialog.setup().overrides == {}  # Hillbilly's own rounds change nothing


def test_a_bad_row_is_refused_with_its_sentence_and_deal_stays(dialog, qtbot):
    table = dialog.contracts.table
    type_into_cell(qtbot, table, 1, SETS, "3, 3, 3")  # round 2: three sets of 3 and a run of 4
    sentence = "Round 2: the contract needs 13 cards but the cards dealt plus one draw make 9"
    assert dialog.contracts.message.text() == sentence
    assert table.item(1, READS).text().startswith("Round 2: the contract needs 13 cards")
    assert table.item(1, READS).background().color().name() == "#f8d7da"
    assert "#f8d7da" in table.cellWidget(1, DEAL).styleSheet()
    deal = dialog.findChild(type(dialog.contracts.save_button), "")  # any button will do
    assert deal is not None
    dialog.tabs.setCurrentIndex(0)
    ok = [b for b in dialog.findChildren(type(deal)) if b.text() == "&Deal"][0]
    qtbot.mouseClick(ok, Qt.LeftButton)
    assert dialog.isVisible() and dialog.result() == 0
    assert dialog.tabs.currentIndex() == 2 and dialog.error_label.text() == sentence
    # Dealing more cards mends it, and the row reads again.
    type_into_cell(qtbot, table, 1, DEAL, "12")
    assert dialog.contracts.problem is None
    assert table.item(1, READS).text() == (
        "Round 2: three sets of three and a run of four, 12 cards"
    )
    assert dialog.setup().rules().contract(2).sets == (3, 3, 3)


def test_rows_are_added_removed_and_reordered_with_mouse_and_keys(dialog, qtbot):
    editor, table = dialog.contracts, dialog.contracts.table
    click_cell(qtbot, table, 2, DEAL)
    qtbot.mouseClick(editor.add_button, Qt.LeftButton)  # a copy of round 3 after it
    assert table.rowCount() == 11 and editor.rounds()[3]["runs"] == [4, 4]
    assert editor.variant_combo.currentText() == "Your own rounds (Contracts tab)"
    qtbot.mouseClick(editor.remove_button, Qt.LeftButton)
    assert table.rowCount() == 10
    click_cell(qtbot, table, 9, DEAL)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_U, Qt.AltModifier)  # Move up
    qtbot.waitUntil(lambda: table.currentRow() == 8)  # a mnemonic clicks after a short flash
    rounds = editor.rounds()
    assert rounds[8]["all_at_once"] and rounds[8]["deal"] == 16 and table.currentRow() == 8
    assert editor.problem is None  # an all-at-once round may come before the last
    qtbot.mouseClick(editor.down_button, Qt.LeftButton)
    assert editor.rounds()[9]["all_at_once"] and editor.variant_combo.currentText() == (
        "Hillbilly Rummy"
    )


def test_all_at_once_toggles_with_the_space_bar(dialog, qtbot):
    table = dialog.contracts.table
    box = table.cellWidget(0, ONCE)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key_Space)
    assert box.isChecked()
    assert "laid down and gone out at once" in table.item(0, READS).text()
    # Two sets of three from seven cards, keeping one back to discard: it fits.
    assert dialog.contracts.problem is None
    assert dialog.setup().rules().all_at_once(1)


def test_a_preset_is_chosen_by_name_and_sets_its_house_rules(dialog, qtbot):
    dialog.tabs.setCurrentIndex(0)
    combo = dialog.contracts.variant_combo
    combo.setFocus()
    index = combo.findText("Liverpool Rummy")
    for _ in range(index):
        qtbot.keyClick(combo, Qt.Key_Down)
    assert combo.currentText() == "Liverpool Rummy"
    assert dialog.contracts.table.rowCount() == 7
    assert dialog.rules_panel.widgets["pip_values"].isChecked()
    assert not dialog.rules_panel.widgets["buy_limits"].isVisible()  # the Buys column instead
    rules = dialog.setup().rules()
    assert rules.game_name == "Liverpool Rummy" and rules.final_round_no_discard
    assert rules.cards_dealt(1) == 11 and rules.all_at_once(7)
    assert "House &rules (" in dialog.tabs.tabText(1)


def test_save_as_keeps_a_named_list_and_load_brings_it_back(dialog, qtbot):
    editor = dialog.contracts
    saved = []
    editor.variantSaved.connect(lambda name, rounds: saved.append((name, rounds)))
    type_into_cell(qtbot, editor.table, 0, BUYS, "1")
    qtbot.mouseClick(editor.save_button, Qt.LeftButton)
    assert "Type a name" in editor.message.text() and not saved
    editor.name_edit.setFocus()
    qtbot.keyClicks(editor.name_edit, "Friday rounds")
    qtbot.mouseClick(editor.save_button, Qt.LeftButton)
    assert saved and saved[0][0] == "Friday rounds" and saved[0][1][0]["buys"] == 1
    assert editor.variant_combo.currentText() == "Friday rounds (yours)"
    # Another list, then the saved one again from the Contract game list.
    editor.variant_combo.setCurrentIndex(editor.variant_combo.findText("Nan's rounds (yours)"))
    editor.variant_combo.activated.emit(editor.variant_combo.currentIndex())
    assert editor.table.rowCount() == 1 and editor.name() == "Nan's rounds"
    assert dialog.setup().rules().game_name == "Nan's rounds"


def test_a_lists_name_is_shown_written_out_and_saved_without_hidden_characters(qtbot):
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    rounds = [{"deal": 7, "sets": [3], "runs": []}]
    # A library caller may hand the dialog names the settings never cleaned.
    dialog = NewGameDialog(saved_variants={"Mine\u202e": rounds})
    qtbot.addWidget(dialog)
    editor = dialog.contracts
    combo = editor.variant_combo
    assert combo.findText("Mine\\u202e (yours)") >= 0
    combo.setCurrentIndex(combo.findText("Mine\\u202e (yours)"))
    combo.activated.emit(combo.currentIndex())
    assert editor.name_edit.text() == "Mine"
    editor.name_edit.setText("Fri\u202eday\u200b")
    qtbot.mouseClick(editor.save_button, Qt.LeftButton)
    assert editor.message.text().startswith("Saved as Friday: ")
    assert combo.currentText() == "Friday (yours)"


def test_a_damaged_import_is_refused_in_one_line_and_changes_nothing(
    dialog, qtbot, tmp_path, monkeypatch
):
    editor = dialog.contracts
    before = editor.rounds()
    bad = tmp_path / "aunt.json"
    bad.write_text('{"contracts": [{"deal": 7, "sets": [3, 3]')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    qtbot.mouseClick(editor.import_button, Qt.LeftButton)
    text = editor.message.text()
    assert text.startswith("Cannot open 'aunt.json': the file is cut short") and "\n" not in text
    assert editor.rounds() == before
    unplayable = tmp_path / "uncle.json"
    unplayable.write_text(json.dumps({"contracts": [{"deal": 2, "sets": [3, 3]}]}))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(unplayable), ""))
    qtbot.mouseClick(editor.import_button, Qt.LeftButton)
    assert editor.message.text() == (
        "Cannot use 'uncle.json': Round 1: the contract needs 6 cards but the cards dealt "
        "plus one draw make 3."
    )
    assert editor.rounds() == before
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))  # cancelled
    qtbot.mouseClick(editor.import_button, Qt.LeftButton)
    assert editor.rounds() == before


def test_export_then_import_shares_the_list(dialog, qtbot, tmp_path, monkeypatch):
    editor = dialog.contracts
    editor.variant_combo.setCurrentIndex(editor.variant_combo.findText("Contract Rummy"))
    editor.variant_combo.activated.emit(editor.variant_combo.currentIndex())
    path = tmp_path / "ours.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(editor.export_button, Qt.LeftButton)
    document = json.loads(path.read_text())
    assert document["name"] == "Contract Rummy" and len(document["contracts"]) == 7
    editor.variant_combo.setCurrentIndex(0)  # back to Hillbilly Rummy
    editor.variant_combo.activated.emit(0)
    assert editor.table.rowCount() == 10
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(editor.import_button, Qt.LeftButton)
    assert editor.table.rowCount() == 7 and editor.name() == "Contract Rummy"


def test_three_thirteen_has_no_contracts_tab(dialog):
    dialog.set_variant("three-thirteen")
    assert not dialog.tabs.isTabEnabled(2)
    assert "contracts" not in dialog.setup().overrides


def test_the_previous_game_rounds_come_back(qtbot):
    from rummy_desktop.match.setup import default_setup

    setup = default_setup("hillbilly", players=3)
    rounds = [{"deal": 7, "sets": [3, 3], "runs": [], "buys": 2, "all_at_once": False}]
    previous = type(setup)(
        setup.variant, setup.seats, {"contracts": rounds, "contract_name": "Ours"}
    )
    d = NewGameDialog(previous=previous)
    qtbot.addWidget(d)
    assert d.contracts.rounds() == rounds and d.contracts.name() == "Ours"
    assert d.setup().rules().game_name == "Ours"


def test_an_edited_preset_is_no_longer_called_by_its_name(dialog, qtbot):
    editor = dialog.contracts
    editor.variant_combo.setCurrentIndex(editor.variant_combo.findText("Liverpool Rummy"))
    editor.variant_combo.activated.emit(editor.variant_combo.currentIndex())
    assert editor.name() == "Liverpool Rummy" and "7 hands of 11 cards" in editor.blurb.text()
    type_into_cell(qtbot, editor.table, 0, DEAL, "9")
    assert editor.name() is None
    assert dialog.setup().rules().game_name == "Contract rummy, own rounds"


def test_the_keyboard_alone_edits_the_rounds(dialog, qtbot):
    editor = dialog.contracts
    editor.name_edit.setFocus()
    qtbot.keyClicks(editor.name_edit, "Keys only")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)  # Save as
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)  # round 1, cards dealt
    box = QApplication.focusWidget()
    assert box is editor.table.cellWidget(0, DEAL)
    qtbot.wait(5)
    qtbot.keyClicks(box, "9")
    assert editor.rounds()[0]["deal"] == 9
    for _ in range(4):  # along the row (sets, runs, buys) to "all at once"
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
    assert QApplication.focusWidget() is editor.table.cellWidget(0, ONCE)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Space)
    assert editor.rounds()[0]["all_at_once"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_A, Qt.AltModifier)  # Add round
    qtbot.waitUntil(lambda: editor.table.rowCount() == 11)
    new = QApplication.focusWidget()
    assert new is editor.table.cellWidget(1, DEAL)  # the new round, right after round 1
    qtbot.keyClick(new, Qt.Key_Tab)
    assert QApplication.focusWidget() is editor.table.cellWidget(1, SETS)  # Tab stays in order
    qtbot.wait(5)  # the cell selects its text: typing replaces it
    qtbot.keyClicks(QApplication.focusWidget(), "4, 3")
    assert (
        editor.table.item(1, READS).text() == "Round 2: a set of three and a set of four, 9 cards"
    )
    assert dialog.setup().rules().game_name == "Keys only"
    assert dialog.setup().rules().contract(2).sets == (4, 3)


def test_a_round_of_mixed_lengths_is_typed_with_the_mouse_and_read_in_words(dialog, qtbot):
    table = dialog.contracts.table
    type_into_cell(qtbot, table, 5, SETS, "3, 4")  # round 6: a set of 4 and a run of 7 before
    sentence = "Round 6: the contract needs 14 cards but the cards dealt plus one draw make 13"
    assert dialog.contracts.message.text() == sentence  # 12 cards dealt: refused, in words
    assert table.item(5, READS).text() == sentence
    type_into_cell(qtbot, table, 5, DEAL, "14")
    assert dialog.contracts.problem is None
    assert table.item(5, READS).text() == (
        "Round 6: a set of three, a set of four and a run of seven, 14 cards"
    )
    type_into_cell(qtbot, table, 2, RUNS, "4 7")  # spaces do as well as commas
    assert (
        dialog.contracts.problem
        == table.item(2, READS).text()
        == ("Round 3: the contract needs 11 cards but the cards dealt plus one draw make 10")
    )
    type_into_cell(qtbot, table, 2, DEAL, "10")
    assert table.item(2, READS).text() == "Round 3: a run of four and a run of seven, 10 cards"
    rules = dialog.setup().rules()
    assert rules.contract(6).sets == (3, 4) and rules.contract(6).runs == (7,)
    assert rules.contract(3).runs == (4, 7) and rules.cards_dealt(3) == 10


def test_a_sets_cell_that_is_not_numbers_is_refused_with_a_sentence(dialog, qtbot):
    table = dialog.contracts.table
    type_into_cell(qtbot, table, 0, SETS, "3, three")
    sentence = (
        'Round 1: the sets are the least cards of each set as numbers with commas, like "3, 4", '
        'not "three"'
    )
    assert dialog.contracts.message.text() == sentence
    dialog.tabs.setCurrentIndex(0)
    ok = [b for b in dialog.findChildren(QPushButton) if b.text() == "&Deal"][0]
    qtbot.mouseClick(ok, Qt.LeftButton)
    assert dialog.isVisible() and dialog.error_label.text() == sentence
    click_cell(qtbot, table, 0, SETS)
    cell = QApplication.focusWidget()
    qtbot.keyClick(cell, Qt.Key_Backspace)  # the click selected the cell's text: now empty
    assert cell.text() == ""
    qtbot.keyClicks(cell, "3,3")
    assert dialog.contracts.problem is None and dialog.setup().overrides == {}


def test_restore_the_defaults_brings_back_hillbillys_rounds_too(dialog, qtbot):
    dialog.tabs.setCurrentIndex(0)
    combo = dialog.contracts.variant_combo
    combo.setFocus()
    for _ in range(combo.findText("Liverpool Rummy")):
        qtbot.keyClick(combo, Qt.Key_Down)
    assert combo.currentText() == "Liverpool Rummy" and dialog.contracts.table.rowCount() == 7
    dialog.tabs.setCurrentIndex(1)
    reset = [b for b in dialog.findChildren(QPushButton) if b.text() == "R&estore the defaults"]
    qtbot.mouseClick(reset[0], Qt.LeftButton)
    assert combo.currentText() == "Hillbilly Rummy"
    assert dialog.contracts.table.rowCount() == 10 and dialog.contracts.name() is None
    assert dialog.setup().overrides == {} and dialog.tabs.tabText(1) == "House &rules"
    # From the keyboard too: a game of one's own rounds, then Alt+R (the House rules tab) and
    # Alt+E (Restore; once both were Alt+R, so neither key did it at once).
    type_into_cell(qtbot, dialog.contracts.table, 0, SETS, "3, 4")
    assert dialog.setup().overrides["contracts"][0]["sets"] == [3, 4]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_R, Qt.AltModifier)
    assert dialog.tabs.currentIndex() == 1
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_E, Qt.AltModifier)
    qtbot.waitUntil(lambda: dialog.contracts.rounds()[0]["sets"] == [3, 3])
    assert dialog.setup().overrides == {}


def test_a_preset_chosen_by_keys_is_dealt_with_its_own_house_rules(dialog, qtbot):
    """Liverpool's hand 7 (12 cards from 11, no discard) fits only under its own house rule:
    the rounds are checked again once the preset's house rules are set."""
    dialog.tabs.setCurrentIndex(0)
    combo = dialog.contracts.variant_combo
    combo.setFocus()
    for _ in range(combo.findText("Liverpool Rummy")):
        qtbot.keyClick(combo, Qt.Key_Down)
    assert dialog.contracts.problem is None
    ok = [b for b in dialog.findChildren(QPushButton) if b.text() == "&Deal"][0]
    qtbot.mouseClick(ok, Qt.LeftButton)
    assert dialog.result() == 1 and dialog.error_label.text() == ""
    # A house rule changed by hand is checked against the rounds as well.
    dialog.show()
    dialog.tabs.setCurrentIndex(1)
    box = dialog.rules_panel.widgets["final_round_no_discard"]
    dialog.rules_scroll.ensureWidgetVisible(box)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key_Space)
    assert not box.isChecked()
    assert dialog.contracts.problem == (
        "Round 7: the contract needs 12 cards but the cards dealt make 11, keeping one to discard"
    )


def test_a_shared_file_with_mixed_lengths_shows_each_meld(dialog, qtbot, tmp_path, monkeypatch):
    """A file from another table asking for a set of 3 and a set of 4 reads back as such
    (the old one-size columns would have shown it as two sets of 3)."""
    editor = dialog.contracts
    path = tmp_path / "gran.json"
    path.write_text(
        json.dumps(
            {
                "name": "Gran's rounds",
                "contracts": [
                    {"deal": 8, "sets": [4, 3], "runs": []},
                    {"deal": 12, "sets": [3], "runs": [4, 5], "all_at_once": True},
                ],
            }
        )
    )
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(editor.import_button, Qt.LeftButton)
    assert editor.table.rowCount() == 2 and editor.name() == "Gran's rounds"
    assert editor.table.cellWidget(0, SETS).text() == "4, 3"
    assert editor.table.cellWidget(1, RUNS).text() == "4, 5"
    assert editor.table.item(1, READS).text() == (
        "Round 2: a set of three, a run of four and a run of five, 12 cards, "
        "laid down and gone out at once"
    )
    assert editor.problem is None
    assert dialog.setup().rules().contract(1).sets == (4, 3)


def test_a_newer_versions_list_is_imported_and_its_unknown_entries_named(
    dialog, qtbot, tmp_path, monkeypatch
):
    """Issue 32: one top-level key this version does not know (a newer version's) refused the
    whole list. The rounds are kept, the unknown entry left out, and the dialog says so once."""
    editor = dialog.contracts
    shared = tmp_path / "gran.json"
    rounds = [{"deal": 7, "sets": [3, 3]}, {"deal": 8, "sets": [3], "runs": [4]}]
    document = {
        "format": "rummy-desktop contracts",
        "version": 2,
        "name": "Gran's rounds",
        "contracts": rounds,
        "scoring\u202e": {"bonus": 5},
    }
    shared.write_text(json.dumps(document), "utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(shared), ""))
    qtbot.mouseClick(editor.import_button, Qt.LeftButton)
    assert editor.table.rowCount() == 2 and editor.name() == "Gran's rounds"
    text = editor.message.text()
    assert text.startswith("'gran.json' has an entry this version does not know")
    assert "'scoring\\u202e'" in text and "left out" in text and "\u202e" not in text
    assert text.endswith("All 2 rounds can be played.")


def test_a_list_cut_to_one_round_from_liverpool_is_worded_right(dialog, qtbot):
    """Issue 34, item 17: the placeholder names no game, one round is "the round", the list
    is called by its label, and the house rules that came with Liverpool are said."""
    dialog.tabs.setCurrentIndex(0)
    combo = dialog.contracts.variant_combo
    combo.setFocus()
    for _ in range(combo.findText("Liverpool Rummy")):
        qtbot.keyClick(combo, Qt.Key_Down)
    changed = dialog.rules_panel.changed_count()
    assert changed > 0
    dialog.tabs.setCurrentIndex(2)
    editor, table = dialog.contracts, dialog.contracts.table
    assert editor.name_edit.placeholderText() != "Hillbilly Rummy"
    while table.rowCount() > 1:
        click_cell(qtbot, table, 0, DEAL)
        qtbot.mouseClick(editor.remove_button, Qt.LeftButton)
    text = editor.message.text()
    assert "All 1 round" not in text and text.startswith("The round can be played")
    assert f"house rules ({changed} changed)" in text
    assert editor.name_edit.text() == ""  # no longer Liverpool's rounds
    assert editor.name_edit.placeholderText() != "Hillbilly Rummy"
    qtbot.mouseClick(editor.name_edit, Qt.LeftButton)
    qtbot.keyClicks(editor.name_edit, "Quick one")
    qtbot.mouseClick(editor.save_button, Qt.LeftButton)
    saved = editor.message.text()
    assert "Variant" not in saved and "Contract game list" in saved
    assert "house rules" in saved  # they are not kept with the rounds: said, not silent
    assert editor.blurb.text() == "1 round you saved"
