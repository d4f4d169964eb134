"""The Statistics dialog at its opening size (issue 34, fresh pass item 5): every column and
its whole header fit without a horizontal scroll bar (the last header read "A"), and a game
nobody finished says so in a sentence, not in a table row that looks like data."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from rummy_desktop.persistence.stats import Stats
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog
from tests.ui.test_statistics_translated import played


def _show(qtbot, dialog: StatisticsDialog, table) -> None:
    """Click the tab of ``table``."""
    bar = dialog.tabs.tabBar()
    where = bar.tabRect(dialog.tabs.indexOf(table)).center()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(table.isVisible)
    qtbot.wait(10)


def _open(qtbot, stats: Stats) -> StatisticsDialog:
    dialog = StatisticsDialog(stats, problem=None, you="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("games", [False, True])
def test_every_table_fits_its_tab_at_the_opening_size(qtbot, games):
    dialog = _open(qtbot, played() if games else Stats())
    assert (dialog.width(), dialog.height()) == (960, 400)
    for variant in ("hillbilly", "three-thirteen"):
        table = dialog.tables[variant]
        _show(qtbot, dialog, table)
        assert not table.horizontalScrollBar().isVisible(), variant
        header, model = table.horizontalHeader(), table.model()
        assert header.length() <= table.viewport().width(), variant
        metrics = header.fontMetrics()
        for col in range(model.columnCount()):
            text = model.headerData(col, Qt.Orientation.Horizontal)
            room = header.sectionSize(col) - 8  # the style's margins round the text
            for word in text.split():
                assert metrics.horizontalAdvance(word) <= room, (variant, text)
            lines = metrics.boundingRect(QRect(0, 0, room, 0), Qt.TextFlag.TextWordWrap, text)
            assert lines.height() <= header.height(), (variant, text)


def test_a_game_nobody_finished_says_so_in_a_sentence(qtbot):
    dialog = _open(qtbot, played())  # Three Thirteen played, Hillbilly not
    empty, played_table = dialog.tables["hillbilly"], dialog.tables["three-thirteen"]
    _show(qtbot, dialog, empty)
    assert empty.model().rowCount() == 0  # no row that looks like a player's
    assert empty.empty_note.isVisible() and empty.empty_note.text() == "No finished games yet."
    _show(qtbot, dialog, played_table)
    assert played_table.model().rowCount() == 2 and not played_table.empty_note.isVisible()
