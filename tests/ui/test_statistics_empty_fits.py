"""The Statistics dialog with no games yet (issue 34 fresh pass): the charts' empty sentence
fits its chart, even at the narrowest a chart gets (it was drawn on one line, cut at both
ends)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from rummy_desktop.persistence.stats import Stats
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog

BACKGROUND = QColor("#fbfaf5")


def _ink_at_edges(chart) -> list[int]:
    """The columns within 3 pixels of the chart's left and right edges that hold ink."""
    image = chart.grab().toImage()
    w, h = image.width(), image.height()
    edges = [*range(3), *range(w - 3, w)]
    return [x for x in edges if any(image.pixelColor(x, y) != BACKGROUND for y in range(h))]


def test_the_empty_charts_sentence_fits_at_the_narrowest(qtbot) -> None:
    dialog = StatisticsDialog(Stats())
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(dialog.tabs.count() - 1)  # Coach: two charts side by side
    dialog.show()
    dialog.resize(dialog.minimumSizeHint().width(), 500)
    charts = list(dialog.coach_charts.values()) + list(dialog.charts.values())
    for chart in charts:
        chart.resize(chart.minimumWidth(), chart.minimumHeight())
        assert chart.empty and _ink_at_edges(chart) == [], chart.empty
