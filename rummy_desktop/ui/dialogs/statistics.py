"""The Statistics dialog: per player name, per game, what the statistics file holds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...persistence.stats import Record, Stats
from ...wording import GAME_NAMES
from .score_chart import COLOURS, ScoreChart

GAME_TITLES = GAME_NAMES  # the one spelling, in wording
# "With undo": games in which Undo was used, and their wins, counted apart (as PySolFC does).
COLUMNS = (
    "Player",
    "Games",
    "Won",
    "Co-won",
    "Mean score",
    "Best score",
    "Went out first",
)
UNDO_COLUMNS = ("With undo", "Won with undo")


class StatisticsDialog(QDialog):
    """One tab per game, one row per player who played it; ``problem`` is shown above."""

    def __init__(
        self,
        stats: Stats,
        parent: QWidget | None = None,
        problem: str | None = None,
        you: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        layout = QVBoxLayout(self)
        if problem:
            note = QLabel(problem)
            note.setTextFormat(Qt.PlainText)  # the problem quotes the file
            note.setWordWrap(True)
            note.setStyleSheet("color: #b71c1c")
            layout.addWidget(note)
        self.tabs = QTabWidget()
        self.tables: dict[str, QTableWidget] = {}
        for variant, title in GAME_TITLES.items():
            table = self._table(stats, variant, you)
            self.tables[variant] = table
            self.tabs.addTab(table, title)
        self.charts = {v: _chart(stats, v) for v in GAME_TITLES}
        page = QWidget()
        column = QVBoxLayout(page)
        for variant, title in GAME_TITLES.items():
            column.addWidget(QLabel(f"{title}: final totals of the last games"))
            column.addWidget(self.charts[variant], 1)
        self.tabs.addTab(page, "Score chart")
        layout.addWidget(self.tabs)
        layout.addWidget(QLabel("Lower scores are better in both games."))
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 380)

    def _table(self, stats: Stats, variant: str, you: str | None) -> QTableWidget:
        columns = COLUMNS + (("Buys",) if variant == "hillbilly" else ()) + UNDO_COLUMNS
        rows = [(name, stats.record(name, variant)) for name in stats.names()]
        rows = [(name, rec) for name, rec in rows if rec.games]
        table = QTableWidget(len(rows), len(columns))
        table.setHorizontalHeaderLabels(list(columns))
        table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectRows)
        table.verticalHeader().hide()
        for row, (name, rec) in enumerate(rows):
            for col, value in enumerate(_cells(name, rec, variant)):
                item = QTableWidgetItem(value)
                if col:
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                if name == you:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, col, item)
        table.resizeColumnsToContents()
        if not rows:
            table.setRowCount(1)
            table.setSpan(0, 0, 1, len(columns))
            table.setItem(0, 0, QTableWidgetItem("No finished games yet."))
        return table


def _chart(stats: Stats, variant: str) -> ScoreChart:
    """Each player's final totals over their last games of ``variant`` (oldest first)."""
    rows = [(n, stats.record(n, variant).recent_totals) for n in stats.names()]
    rows = [(n, totals) for n, totals in rows if totals][: len(COLOURS)]
    longest = max((len(t) for _, t in rows), default=0)
    return ScoreChart(
        [n for n, _ in rows], [t for _, t in rows], [str(i + 1) for i in range(longest)], "Game"
    )


def _cells(name: str, rec: Record, variant: str) -> list[str]:
    mean = rec.mean_score
    cells = [
        name,
        str(rec.games),
        str(rec.wins),
        str(rec.co_wins),
        f"{mean:.1f}" if mean is not None else "",
        str(rec.best_score) if rec.best_score is not None else "",
        str(rec.rounds_out_first),
    ]
    if variant == "hillbilly":
        cells.append(str(rec.buys))
    return cells + [str(rec.assisted_games), str(rec.assisted_wins)]
