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

GAME_TITLES = GAME_NAMES  # the one spelling, in wording
COLUMNS = ("Player", "Games", "Won", "Co-won", "Mean score", "Best score", "Went out first")


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
        for game_name in stats.contract_game_names():  # each contract game of its own rounds
            table = self._table(stats, "hillbilly", you, game_name)
            self.tables[game_name] = table
            self.tabs.addTab(table, game_name)
        layout.addWidget(self.tabs)
        layout.addWidget(QLabel("Lower scores are better in both games."))
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 380)

    def _table(
        self, stats: Stats, variant: str, you: str | None, game_name: str | None = None
    ) -> QTableWidget:
        columns = COLUMNS + (("Buys",) if variant == "hillbilly" else ())
        if game_name is None:
            rows = [(name, stats.record(name, variant)) for name in stats.names()]
        else:
            rows = [(name, stats.contract_record(name, game_name)) for name in stats.names()]
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
    return cells
