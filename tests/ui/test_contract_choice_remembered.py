"""The New Game dialog opens with the contract game the player last started (issue 26): after
the dialog is opened again in the same window, and after the window is made anew."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence import load_settings
from rummy_desktop.ui.dialogs.contract_grid import DEAL, READS, SETS
from rummy_desktop.ui.dialogs.new_game import NewGameDialog

from .test_contract_editor import type_into_cell
from .test_persistence_wiring import ONE_HUMAN, windows  # noqa: F401 (a fixture)


def shown(qtbot, dialog: NewGameDialog) -> None:
    dialog.resize(1024, 700)
    dialog.show()
    qtbot.waitExposed(dialog)


def deal(qtbot, dialog: NewGameDialog) -> int:
    button = [b for b in dialog.findChildren(QPushButton) if b.text() == "&Deal"][0]
    qtbot.mouseClick(button, Qt.LeftButton)
    return dialog.result()


def new_game(w, monkeypatch, drive) -> None:
    """Game ▸ New with ``drive`` playing the player's part in the dialog."""
    monkeypatch.setattr(NewGameDialog, "exec", drive)
    w.setWindowModified(False)  # the question before New Game has tests of its own
    w.menu_actions["new"].trigger()


def test_the_last_contract_game_comes_back_after_reopening_and_a_restart(
    qtbot,
    windows,  # noqa: F811 (the fixture imported above)
    monkeypatch,
):
    w = windows(GameSetup("hillbilly", ONE_HUMAN, {}, 3))

    def liverpool(dialog: NewGameDialog) -> int:
        shown(qtbot, dialog)
        assert dialog.contracts.variant_combo.currentText() == "Hillbilly Rummy"
        combo = dialog.contracts.variant_combo
        combo.setFocus()
        for _ in range(combo.findText("Liverpool Rummy")):
            qtbot.keyClick(combo, Qt.Key_Down)
        return deal(qtbot, dialog)

    new_game(w, monkeypatch, liverpool)
    assert w.controller.game.rules.game_name == "Liverpool Rummy"

    def again(dialog: NewGameDialog) -> int:
        shown(qtbot, dialog)
        # Reopened: Liverpool again, with its text's house rules.
        assert dialog.contracts.variant_combo.currentText() == "Liverpool Rummy"
        assert dialog.contracts.table.rowCount() == 7
        assert dialog.rules_panel.widgets["pip_values"].isChecked()
        # Now a list of one's own: round 1 asks for a set of three and a set of four.
        dialog.tabs.setCurrentIndex(2)
        type_into_cell(qtbot, dialog.contracts.table, 0, SETS, "3, 4")
        assert dialog.contracts.rounds()[0]["sets"] == [3, 4], dialog.contracts.problem
        assert deal(qtbot, dialog) == 1, dialog.error_label.text()
        return 1

    new_game(w, monkeypatch, again)
    rules = w.controller.game.rules
    assert rules.contract(1).sets == (3, 4) and rules.rounds == 7
    saved = load_settings()[0]
    assert saved.last_contract_game is not None
    assert saved.last_contract_game["contracts"][0]["sets"] == [3, 4]
    assert saved.last_contract_game["final_round_no_discard"]  # Liverpool's flag came along

    # A new window (the app started again) opens the dialog on those rounds.
    w.close()
    w2 = windows(GameSetup("hillbilly", ONE_HUMAN, {}, 4))
    seen: list[str] = []

    def restarted(dialog: NewGameDialog) -> int:
        shown(qtbot, dialog)
        seen.append(dialog.contracts.variant_combo.currentText())
        dialog.tabs.setCurrentIndex(2)
        table = dialog.contracts.table
        assert table.rowCount() == 7
        assert table.item(0, READS).text().startswith("Round 1: a set of three and a set of four")
        assert dialog.contracts.problem is None
        # Back to Hillbilly's own rounds from the keyboard, and that is remembered too.
        type_into_cell(qtbot, table, 0, DEAL, "11")
        combo = dialog.contracts.variant_combo
        dialog.tabs.setCurrentIndex(0)
        combo.setFocus()
        for _ in range(combo.currentIndex()):
            qtbot.keyClick(combo, Qt.Key_Up)
        assert combo.currentText() == "Hillbilly Rummy"
        assert dialog.contracts.table.rowCount() == 10
        return deal(qtbot, dialog)

    new_game(w2, monkeypatch, restarted)
    assert seen == ["Your own rounds (Contracts tab)"]
    assert (
        w2.controller.game.rules.contracts == load_settings()[0].rules_for("hillbilly", 3).contracts
    )
    assert load_settings()[0].last_contract_game is None
