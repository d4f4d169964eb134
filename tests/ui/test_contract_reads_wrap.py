"""The Contracts tab's "Reads as" column (issue 34 fresh pass): a long contract's sentence
wraps in its cell, whole, at 1024x700, and the dialog keeps its width."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from rummy_desktop.ui.dialogs.contract_grid import READS, RUNS, SETS
from rummy_desktop.ui.dialogs.new_game import NewGameDialog


def _type(qtbot, table, row: int, col: int, text: str) -> None:
    box = table.cellWidget(row, col)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    qtbot.wait(5)  # the box selects its text once the click is handled
    assert QApplication.focusWidget() is box
    qtbot.keyClicks(box, text)


def test_a_long_contracts_sentence_is_whole_in_its_cell(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.resize(1024, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(2)
    width = dialog.width()
    table = dialog.contracts.table
    _type(qtbot, table, 9, SETS, "3, 3, 3")
    _type(qtbot, table, 9, RUNS, "3")
    qtbot.wait(20)
    text = table.item(9, READS).text()
    assert "three sets of three" in text and "run of three" in text, text
    rect = table.visualRect(table.model().index(9, READS)).adjusted(3, 0, -3, 0)
    metrics = table.fontMetrics()
    one_line = metrics.horizontalAdvance(text) <= rect.width()
    wrapped = metrics.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), text)
    assert one_line or (table.wordWrap() and wrapped.height() <= rect.height()), (
        text,
        rect,
        wrapped,
    )
    assert dialog.width() == width
