"""A contract game of its own rounds keeps its analyses and its score chart with its own record
(issue 34, defect 2): a finished, analysed "Quick one" game showed "Analysed 0" on its own tab,
its accuracy under Hillbilly Rummy, and no score chart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from rummy_desktop.engine import RuleSet, preset_rules
from rummy_desktop.persistence import load_stats, record_analysis
from rummy_desktop.persistence.seats import Seat
from rummy_desktop.persistence.stats import Stats, save_stats
from rummy_desktop.ui.dialogs.statistics import COACH_COLUMNS, StatisticsDialog
from tests.ui.test_contract_variant_named import finished


def quick_one() -> RuleSet:
    """Liverpool's last round alone, saved as a game of its own (the player's steps)."""
    liverpool = preset_rules("liverpool", 2)
    flags = {**liverpool.changed_flags(), "contract_name": "Quick one"}
    flags["contracts"] = [liverpool.contracts[-1].to_json()]
    return RuleSet.from_overrides("hillbilly", 2, flags)


def test_an_analysed_contract_game_counts_on_its_own_tab_and_charts(qtbot, tmp_path: Path):
    path = tmp_path / "statistics.json"
    seats = [Seat.of("You"), Seat.of("Ada", "easy")]
    game = finished(quick_one())
    save_stats(Stats().with_game(game, seats, "1" * 32), path)
    record_analysis("You", "hillbilly", "1" * 32, 0.96, 0.4, 25, path=path, game_name="Quick one")
    stats, _ = load_stats(path)
    assert stats.record("You", "hillbilly").coached == []  # never Hillbilly's
    dialog = StatisticsDialog(stats, you="You")
    qtbot.addWidget(dialog)
    dialog.resize(1024, 700)
    dialog.show()
    bar = dialog.tabs.tabBar()
    titles = [bar.tabText(i) for i in range(bar.count())]
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(titles.index("Quick one")).center()
    )
    model = dialog.tables["Quick one"].model()
    analysed = model.columns.index(COACH_COLUMNS[0])
    rows = {model.index(r, 0).data(): r for r in range(model.rowCount())}
    assert model.index(rows["You"], analysed).data() == "1"
    assert model.index(rows["You"], analysed + 1).data() == "96%"
    hillbilly = dialog.tables["hillbilly"].model()
    assert hillbilly.rowCount() == 0
    assert dialog.tables["hillbilly"].empty_note.text() == "No finished games yet."
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(titles.index("Score chart")).center()
    )
    chart = dialog.charts["Quick one"]
    assert chart.names == ["Ada", "You"] and chart.series == [[t] for t in reversed(game.totals())]
    assert dialog.charts["hillbilly"].series == []
    accuracy = dialog.coach_charts["Quick one", "accuracy"]
    assert accuracy.names == ["You"] and accuracy.series == [pytest.approx([96])]


def test_the_review_window_files_a_contract_games_analysis_under_its_own_name(qtbot, home):
    """The path a player takes: Review ▸ Analyse of a "Quick one" game counts on that game's own
    record, not Hillbilly's (the session passed no game name, so it landed under Hillbilly)."""
    from types import SimpleNamespace

    from rummy_desktop.ui.window.main_window import MainWindow

    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    analysis = SimpleNamespace(decisions=[object()] * 25, accuracy=0.96, mean_loss=0.4)
    w.session.record_analysis(analysis, "You", quick_one(), "1" * 32)
    stats, _ = load_stats()
    assert stats.record("You", "hillbilly").coached == []
    own = dict(stats.played("hillbilly", game_name="Quick one"))
    assert [c.accuracy for c in own["You"].coached] == [0.96]
