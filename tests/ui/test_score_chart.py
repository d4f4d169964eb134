"""The score chart: running totals after every round in the round-end and game-over dialog,
and each player's last games in the Statistics dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, Stats
from rummy_desktop.ui.dialogs.score_chart import ScoreChart, running_totals
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog

from .drive import close_window, open_window, solo
from .test_undo import settle


def test_the_round_end_dialog_draws_every_players_running_total(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=9))
    c = window.controller
    me = make_bot("simple", 5)
    try:
        for _round in range(2):
            while window.round_end_dialog is None:
                settle(qtbot, window)
                if window.round_end_dialog is None:
                    c.submit(me.choose(c.view()))
            dialog = window.round_end_dialog
            chart = dialog.findChild(ScoreChart)
            if _round == 0:  # one round: a dot each, which the scores say already (issue 34)
                assert chart is not None and not chart.isVisible()
                dialog.accept()
                settle(qtbot, window)
                continue
            assert chart is not None and chart.isVisible()
            scores = c.game.scores
            assert chart.names == list(c.names)
            assert chart.series == running_totals(scores, len(c.names))
            assert [line[-1] for line in chart.series] == list(c.game.totals())
            assert chart.x_labels == [str(r + 1) for r in range(len(scores))]
            # The lines lie inside the chart, lower totals lower on the page.
            plot = QRectF(40, 10, chart.width() - 160, chart.height() - 48)
            ends = [line[-1] for line in chart.points(plot)]
            assert all(plot.adjusted(-1, -1, 1, 1).contains(p) for p in ends)
            totals = c.game.totals()
            lowest, highest = totals.index(min(totals)), totals.index(max(totals))
            assert ends[lowest].y() >= ends[highest].y()
            image = chart.grab().toImage()
            assert image.width() >= 320 and image.height() >= 170
            dialog.accept()
            settle(qtbot, window)
    finally:
        close_window(window)


def test_the_statistics_chart_has_a_line_per_player_of_their_last_games(qtbot):
    stats = Stats()
    seats = [Seat.human("Ann"), Seat.computer("Bruno")]
    finals = []
    for seed in (3, 4, 5):
        game = Game(RuleSet.preset("three-thirteen", players=2), seed)
        bots = [make_bot("simple", 1), make_bot("simple", 2)]
        while not game.is_over:
            seat = game.to_act()[0]
            game.apply(bots[seat].choose(game.view(seat)))
        stats = stats.with_game(game, seats, f"{seed:032d}")
        finals.append(game.totals())
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    chart = dialog.charts["three-thirteen"]
    assert chart.names == ["Ann", "Bruno"]
    assert chart.series == [[f[0] for f in finals], [f[1] for f in finals]]
    assert chart.x_labels == ["1", "2", "3"]
    assert dialog.charts["hillbilly"].series == []  # nobody played it: "No finished games yet."
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs[-2:] == ["Score chart", "Coach"]


def test_the_statistics_coach_tab_draws_accuracy_and_mean_loss_over_the_analysed_games(qtbot):
    stats = Stats()
    for i, (accuracy, loss) in enumerate(((0.70, 1.4), (0.78, 0.9), (0.85, 0.5))):
        stats = stats.with_analysis(
            "Ann",
            "three-thirteen",
            f"{i:032d}",
            at=f"2026-11-0{i + 1}T10:00:00Z",
            decisions=100,
            accuracy=accuracy,
            mean_loss=loss,
        )
    stats = stats.with_analysis(
        "Bruno",
        "three-thirteen",
        "9" * 32,
        at="2026-11-04T10:00:00Z",
        decisions=80,
        accuracy=0.9,
        mean_loss=0.3,
    )
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.resize(1024, 700)
    dialog.show()
    bar = dialog.tabs.tabBar()
    coach = [bar.tabText(i) for i in range(bar.count())].index("Coach")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(coach).center())
    assert dialog.tabs.currentIndex() == coach
    accuracy = dialog.coach_charts["three-thirteen", "accuracy"]
    loss = dialog.coach_charts["three-thirteen", "mean loss"]
    assert accuracy.isVisible() and loss.isVisible()
    assert accuracy.names == ["Ann", "Bruno"]
    assert accuracy.series == [pytest.approx([70, 78, 85]), pytest.approx([90])]
    assert loss.series == [pytest.approx([1.4, 0.9, 0.5]), pytest.approx([0.3])]
    assert accuracy.x_labels == ["1", "2", "3"] and accuracy.x_title == "Analysed game"
    assert accuracy.describe() == (
        "Accuracy after 3 analysed games: Ann: 85% (3 analysed games), Bruno: 90% (1 analysed game)"
    )
    assert loss.describe().startswith("Mean loss after 3 analysed games: Ann: 0.5 points (3 ")
    assert dialog.sizeHint().width() <= 1024  # the tab's charts side by side fit a small screen
    assert dialog.coach_charts["hillbilly", "accuracy"].series == []  # nothing analysed
