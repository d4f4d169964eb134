"""The Statistics dialog in the player's language (issue 36): tabs, columns, charts and their
sentences marked, nothing cut in the pseudo-locale (40% longer), and German that reads as
German."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.match.seat import Seat
from rummy_desktop.persistence.stats import Stats
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog
from tests.ui.scaled.check import clipped
from tests.ui.untranslated import untranslated

NAMES = ("Ann", "Bruno")


def played() -> Stats:
    """Two games of Three Thirteen, and Ann's three analysed games."""
    stats = Stats()
    seats = [Seat.human("Ann"), Seat.computer("Bruno")]
    for seed in (3, 4):
        game = Game(RuleSet.preset("three-thirteen", players=2), seed)
        bots = [make_bot("simple", 1), make_bot("simple", 2)]
        while not game.is_over:
            seat = game.to_act()[0]
            game.apply(bots[seat].choose(game.view(seat)))
        stats = stats.with_game(game, seats, f"{seed:032d}")
    for i, (accuracy, loss) in enumerate(((0.70, 1.4), (0.78, 0.9), (0.85, 0.5))):
        stats = stats.with_analysis(
            "Ann",
            "three-thirteen",
            f"{i + 10:032d}",
            at=f"2026-11-0{i + 1}T10:00:00Z",
            decisions=100,
            accuracy=accuracy,
            mean_loss=loss,
        )
    return stats


def shown(qtbot) -> StatisticsDialog:
    dialog = StatisticsDialog(played(), problem=None, you="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_every_tab_column_and_chart_is_translated_and_nothing_is_cut(qtbot, speak):
    speak("pseudo")
    dialog = shown(qtbot)
    assert dialog.width() <= 1000 and dialog.height() <= 640, dialog.size()
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        qtbot.wait(20)
        assert untranslated(dialog, allowed=NAMES) == [], f"tab {tab}"
        assert clipped(dialog) == [], f"tab {tab}"
    for variant, table in dialog.tables.items():
        model = table.model()
        heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        assert [h for h in heads if left_over(h) is not None] == [], variant
    empty = dialog.tables["hillbilly"].empty_note.text()
    assert left_over(empty) is None, empty
    ann = dialog.tables["three-thirteen"].model()
    history = ann.index(0, ann.columnCount() - 1).data(Qt.ItemDataRole.ToolTipRole)
    assert left_over(history, ("2026-11-01", "2026-11-02", "2026-11-03")) is None, history
    charts = [*dialog.charts.values(), *dialog.coach_charts.values()]
    for chart in charts:
        for text in (chart.accessibleName(), chart.accessibleDescription(), chart.x_title):
            assert left_over(text, NAMES) is None, text


def test_statistics_in_german(qtbot, speak):
    speak("de")
    dialog = shown(qtbot)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs[-2:] == ["Punkteverlauf", "Coach"]
    model = dialog.tables["three-thirteen"].model()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Partien"
    accuracy = dialog.coach_charts["three-thirteen", "accuracy"]
    assert accuracy.accessibleDescription() == "Genauigkeit nach 3 analysierten Partien: Ann: 85 %"
    assert (
        dialog.charts["three-thirteen"]
        .accessibleDescription()
        .startswith("Summen nach 2 Partien: Ann: ")
    )
