"""The Statistics dialog with many contract games: one page with a chooser, not a tab each.

An 88 KB statistics file of 2,000 contract-game names made 2,000 tabs (19 s to open); the
dialog now gives a few games a tab each and more games one page whose chooser, worked by
the keyboard, shows the chosen game's table.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel

from rummy_desktop.persistence import load_stats
from rummy_desktop.persistence.stats import MAX_GAME_NAMES, Record, Stats
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog


def names_in(table) -> list[str]:
    """The Player column as the table shows it."""
    model = table.model()
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def titles(dialog: StatisticsDialog) -> list[str]:
    return [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]


def test_many_games_share_one_page_whose_chooser_shows_each_games_players(
    qtbot, tmp_path: Path
) -> None:
    path = tmp_path / "statistics.json"
    games = {f"Game {i:04d}": {"games": i + 1} for i in range(2_000)}
    games_of_bo = {"Game 1999": {"games": 2}}
    doc = {"version": 1, "contract_games": {"Ann": games, "Bo": games_of_bo}}
    path.write_text(json.dumps(doc), "utf-8")
    stats, note = load_stats(path)
    dialog = StatisticsDialog(stats, problem=note)
    qtbot.addWidget(dialog)
    dialog.show()
    assert titles(dialog) == [
        "Hillbilly Rummy",
        "Three Thirteen",
        "Contract games",
        "Score chart",
        "Coach",
    ]
    assert any(note == label.text() for label in dialog.findChildren(QLabel))
    dialog.tabs.setCurrentIndex(2)
    chooser = dialog.contract_chooser
    assert isinstance(chooser, QComboBox) and chooser.count() == MAX_GAME_NAMES
    # The most played games are kept, in alphabetical order.
    assert chooser.currentText() == f"Game {2_000 - MAX_GAME_NAMES}"
    assert names_in(dialog.contract_table) == ["Ann"]
    chooser.setFocus()
    QTest.keyClick(chooser, Qt.Key.Key_End)  # the last game: Bo played it too
    assert chooser.currentText() == "Game 1999"
    assert names_in(dialog.contract_table) == ["Ann", "Bo"]
    assert dialog.contract_table.model().index(0, 1).data() == "2000"  # her games of it


def test_a_few_games_keep_a_tab_each_their_names_shown_as_written(qtbot) -> None:
    stats = Stats(
        contract_games={"Ann": {"R&D rummy": Record(games=1), "<b>Hi</b>": Record(games=1)}}
    )
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    # "&" would underline the next letter as a shortcut: written "&&", shown as one "&".
    assert titles(dialog)[2:4] == ["<b>Hi</b>", "R&&D rummy"]
    assert names_in(dialog.tables["R&D rummy"]) == ["Ann"]
