"""The Statistics dialog: per player name, per game, what the statistics file holds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
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
COLUMNS = ("Player", "Games", "Won", "Co-won", "Mean score", "Best score", "Went out first")
# Games with help (an undo, or coach mode asking before a blunder), and their wins, counted
# apart as PySolFC does; then the coach's columns (Game > Review game > Analyse my play).
ASSISTED_COLUMNS = ("Assisted", "Won assisted")
COACH_COLUMNS = ("Analysed", "Accuracy", "Mean loss", "Trend")
TREND_GAMES = 10  # the trend compares the older and newer halves of the latest analyses


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
            note.setTextFormat(Qt.TextFormat.PlainText)  # the problem quotes the file
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
        self.charts = {v: _chart(stats, v) for v in GAME_TITLES}
        page = QWidget()
        column = QVBoxLayout(page)
        for variant, title in GAME_TITLES.items():
            column.addWidget(QLabel(f"{title}: final totals of the last games"))
            column.addWidget(self.charts[variant], 1)
        self.tabs.addTab(page, "Score chart")
        self.coach_charts = {
            (v, what): _coach_chart(stats, v, what)
            for v in GAME_TITLES
            for what in ("accuracy", "mean loss")
        }
        page = QWidget()
        grid = QGridLayout(page)
        for row, (variant, title) in enumerate(GAME_TITLES.items()):
            grid.addWidget(QLabel(f"{title}: accuracy of each analysed game (%)"), 2 * row, 0)
            grid.addWidget(self.coach_charts[variant, "accuracy"], 2 * row + 1, 0)
            grid.addWidget(QLabel(f"{title}: mean loss a decision (points)"), 2 * row, 1)
            grid.addWidget(self.coach_charts[variant, "mean loss"], 2 * row + 1, 1)
            grid.setRowStretch(2 * row + 1, 1)
        self.tabs.addTab(page, "Coach")
        layout.addWidget(self.tabs)
        layout.addWidget(QLabel("Lower scores are better in both games."))
        layout.addWidget(
            QLabel(
                "Accuracy: the share of best or good decisions in the games the coach analysed "
                "(Review game ▸ Analyse my play); assisted: games played in coach mode."
            )
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(960, 400)

    def _table(
        self, stats: Stats, variant: str, you: str | None, game_name: str | None = None
    ) -> QTableWidget:
        columns = (
            COLUMNS
            + (("Buys",) if variant == "hillbilly" else ())
            + ASSISTED_COLUMNS
            + COACH_COLUMNS
        )
        if game_name is None:
            rows = [(name, stats.record(name, variant)) for name in stats.names()]
        else:
            rows = [(name, stats.contract_record(name, game_name)) for name in stats.names()]
        rows = [(name, rec) for name, rec in rows if rec.games or rec.coached]
        table = QTableWidget(len(rows), len(columns))
        table.setHorizontalHeaderLabels(list(columns))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().hide()
        for row, (name, rec) in enumerate(rows):
            for col, value in enumerate(_cells(name, rec, variant)):
                item = QTableWidgetItem(value)
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if col >= len(columns) - len(COACH_COLUMNS):
                    item.setToolTip(_history(rec))
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


def _coach_chart(stats: Stats, variant: str, what: str) -> ScoreChart:
    """Each player's accuracy (%) or mean loss in the analysed games of ``variant``, oldest
    first: whether they play better over time."""
    rows = [(n, stats.record(n, variant).coached) for n in stats.names()]
    rows = [(n, games) for n, games in rows if games][: len(COLOURS)]
    longest = max((len(g) for _, g in rows), default=0)
    accuracy = what == "accuracy"
    return ScoreChart(
        [n for n, _ in rows],
        [[100 * c.accuracy if accuracy else c.mean_loss for c in games] for _, games in rows],
        [str(i + 1) for i in range(longest)],
        "Analysed game",
        measure="Accuracy" if accuracy else "Mean loss",
        unit="%" if accuracy else " points",
        empty="No analysed game yet (Review game ▸ Analyse my play).",
        decimals=0 if accuracy else 1,
        size_hint=(400, 170),  # two side by side fit a 1024-pixel screen
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
    return cells + [str(rec.assisted_games), str(rec.assisted_wins)] + _coach_cells(rec)


def _coach_cells(rec: Record) -> list[str]:
    """Analysed games, accuracy and mean loss over them, and the trend of the accuracy."""
    means = rec.coach_means()
    if means is None:
        return ["0", "", "", ""]
    recent = rec.coached[-TREND_GAMES:]
    trend = ""
    if len(recent) >= 2:
        half = len(recent) // 2
        older = Record(coached=recent[:half]).coach_means()
        newer = Record(coached=recent[half:]).coach_means()
        if older and newer:
            arrow = "↑" if newer[0] > older[0] else ("↓" if newer[0] < older[0] else "→")
            trend = f"{arrow} {older[0]:.0%} → {newer[0]:.0%}"
    return [str(len(rec.coached)), f"{means[0]:.0%}", f"{means[1]:.1f}", trend]


def _history(rec: Record) -> str:
    """The latest analysed games, one line each: when, accuracy, mean loss."""
    lines = [
        f"{c.at[:10]}: accuracy {c.accuracy:.0%}, mean loss {c.mean_loss:.1f} "
        f"({c.decisions} decisions)"
        for c in rec.coached[-TREND_GAMES:]
    ]
    return "\n".join(lines) or "No analysed game yet (Review game ▸ Analyse my play)"
