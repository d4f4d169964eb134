"""The Statistics dialog: per player name, per game, what the statistics file holds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
)
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...i18n import Words
from ...persistence.stats import Record, Stats
from ...plain_text import for_mnemonic, printable
from ...wording import GAME_NAMES
from ...wording import game_name as title_of
from ...wording.seats import shown_name
from .score_chart import COLOURS, ChartText, ScoreChart


class StatsWords(Words):
    """The Statistics dialog (a translation context)."""


GAME_TITLES = GAME_NAMES  # the one spelling, in wording (game_name says it)
# The tables' columns, in English; the header says each through StatsWords.tr.
COLUMNS = (
    StatsWords.tr_noop("Player"),
    StatsWords.tr_noop("Games"),
    StatsWords.tr_noop("Won"),
    StatsWords.tr_noop("Co-won"),
    StatsWords.tr_noop("Mean score"),
    StatsWords.tr_noop("Best score"),
    StatsWords.tr_noop("Went out first"),
)
BUYS_COLUMN = StatsWords.tr_noop("Buys")
# Games with help (an undo, or coach mode asking before a blunder), and their wins, counted
# apart as PySolFC does; then the coach's columns (Game > Review game > Analyse my play).
ASSISTED_COLUMNS = (StatsWords.tr_noop("Assisted"), StatsWords.tr_noop("Won assisted"))
COACH_COLUMNS = (
    StatsWords.tr_noop("Analysed"),
    StatsWords.tr_noop("Accuracy"),
    StatsWords.tr_noop("Mean loss"),
    StatsWords.tr_noop("Trend"),
)
TREND_GAMES = 10  # the trend compares the older and newer halves of the latest analyses
# Contract games with a tab each; more share one page with a chooser (a file may name
# thousands: a tab and a table each took 19 s for 2,000).
TABBED_GAMES = 3
DISPLAY = Qt.ItemDataRole.DisplayRole
_ROOT = QModelIndex()


class StatisticsDialog(QDialog):
    """One tab per game (a few contract games a tab each, more on one page with a chooser),
    one row per player who played it; ``problem`` is shown above."""

    def __init__(
        self,
        stats: Stats,
        parent: QWidget | None = None,
        problem: str | None = None,
        you: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(StatsWords.tr("Statistics"))
        layout = QVBoxLayout(self)
        if problem:
            note = QLabel(problem)
            note.setTextFormat(Qt.TextFormat.PlainText)  # the problem quotes the file
            note.setWordWrap(True)
            note.setStyleSheet("color: #b71c1c")
            layout.addWidget(note)
        self.tabs = QTabWidget()
        self.tables: dict[str, QTableView] = {}
        for variant in GAME_TITLES:
            table = self._table(stats, variant, you)
            self.tables[variant] = table
            self.tabs.addTab(table, title_of(variant))
        self._stats, self._you = stats, you
        self.contract_chooser: QComboBox | None = None
        self.contract_table: QTableView | None = None
        games = stats.contract_game_names()  # each contract game of its own rounds
        tabbed = games if len(games) <= TABBED_GAMES else []
        if tabbed:
            for game_name in games:
                table = self._table(stats, "hillbilly", you, game_name)
                self.tables[game_name] = table
                self.tabs.addTab(table, for_mnemonic(game_name))  # "&" is no shortcut here
        else:
            self.tabs.addTab(self._contract_page(games), StatsWords.tr("Contract games"))
        # The charts of each game with a table of its own: the two games, then the contract
        # games with a tab each (a chart per game, so a contract game is never missing).
        charted = {**{v: (v, None) for v in GAME_TITLES}, **{g: ("hillbilly", g) for g in tabbed}}
        titles = {**{v: title_of(v) for v in GAME_TITLES}, **{g: printable(g) for g in tabbed}}
        self.charts = {key: _chart(stats, *where) for key, where in charted.items()}
        page = QWidget()
        column = QVBoxLayout(page)
        for key, title in titles.items():
            said = StatsWords.tr("{game}: final totals of the last games", game=title)
            column.addWidget(_plain_label(said))
            column.addWidget(self.charts[key], 1)
        self.tabs.addTab(_scrolling(page, len(titles)), StatsWords.tr("Score chart"))
        self.coach_charts = {
            (key, what): _coach_chart(stats, *where, what=what)
            for key, where in charted.items()
            for what in ("accuracy", "mean loss")
        }
        page = QWidget()
        grid = QGridLayout(page)
        for row, (key, title) in enumerate(titles.items()):
            said = StatsWords.tr("{game}: accuracy of each analysed game (%)", game=title)
            grid.addWidget(_plain_label(said), 2 * row, 0)
            grid.addWidget(self.coach_charts[key, "accuracy"], 2 * row + 1, 0)
            said = StatsWords.tr("{game}: mean loss a decision (points)", game=title)
            grid.addWidget(_plain_label(said), 2 * row, 1)
            grid.addWidget(self.coach_charts[key, "mean loss"], 2 * row + 1, 1)
            grid.setRowStretch(2 * row + 1, 1)
        page = _scrolling(page, len(titles))
        #: The tab of the coach's charts (its analyses of the player's games).
        self.tabs.addTab(page, StatsWords.tr("Coach"))
        layout.addWidget(self.tabs)
        notes = (
            StatsWords.tr("Lower scores are better in both games."),
            StatsWords.tr(
                "Accuracy: the share of best or good decisions in the games the coach "
                "analysed (Review game ▸ Analyse my play); assisted: games played in coach "
                "mode."
            ),
        )
        for text in notes:
            note = QLabel(text)
            note.setWordWrap(True)  # a longer language wraps rather than widening the dialog
            layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(960, 400)

    def _contract_page(self, games: list[str]) -> QWidget:
        """One page for many contract games: a chooser, and the chosen game's table (built
        when chosen, so a dialog of many games costs one table)."""
        page = QWidget()
        column = QVBoxLayout(page)
        row = QHBoxLayout()
        label = QLabel(StatsWords.tr("&Game:"))
        chooser = self.contract_chooser = QComboBox()
        for game_name in games:  # plain text, each hidden character written out
            chooser.addItem(printable(game_name), game_name)
        chooser.setMaxVisibleItems(20)
        label.setBuddy(chooser)  # Alt+G, and the screen reader's name
        row.addWidget(label)
        row.addWidget(chooser, 1)
        column.addLayout(row)
        self._contract_column = column
        chooser.currentIndexChanged.connect(lambda i: self._show_contract_game(chooser.itemData(i)))
        self._show_contract_game(chooser.currentData())
        return page

    def _show_contract_game(self, game_name: str) -> None:
        table = self._table(self._stats, "hillbilly", self._you, game_name)
        if self.contract_table is not None:
            self._contract_column.replaceWidget(self.contract_table, table)
            self.contract_table.deleteLater()
        else:
            self._contract_column.addWidget(table, 1)
        self.contract_table = table
        self.tables = {k: v for k, v in self.tables.items() if k in GAME_TITLES}
        self.tables[game_name] = table

    def _table(
        self, stats: Stats, variant: str, you: str | None, game_name: str | None = None
    ) -> QTableView:
        rows = [(n, rec) for n, rec in stats.played(variant, game_name) if rec.games or rec.coached]
        table = StatsTable()
        table.setModel(RecordsModel(rows, variant, you, table))
        last = table.model().columnCount() - 1  # the trend
        table.horizontalHeader().setSectionResizeMode(last, QHeaderView.ResizeMode.ResizeToContents)
        table.show_empty(StatsWords.tr("No finished games yet.") if not rows else None)
        return table


class StatsTable(QTableView):
    """One game's table: its columns share the width (a header wraps onto a second line
    rather than a scroll bar hiding the last columns), and a game nobody finished says so in
    a sentence over the empty table (a row of it looked like a player's)."""

    def __init__(self) -> None:
        super().__init__()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # The names and the trend ("↑ 70% → 82%") as wide as the first 100 rows need (not
        # 10,000); the numbers share the rest.
        header.setResizeContentsPrecision(100)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(10)
        self.empty_note = QLabel(self.viewport())
        self.empty_note.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_note.setWordWrap(True)
        self.empty_note.hide()

    def show_empty(self, sentence: str | None) -> None:
        """Say ``sentence`` in the table's middle (None: the table has rows)."""
        self.empty_note.setText(sentence or "")
        self.empty_note.setVisible(sentence is not None)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.empty_note.setGeometry(self.viewport().rect().adjusted(12, 12, -12, -12))
        self._fit_header()

    def _fit_header(self) -> None:
        """The header as tall as its most wrapped title at the columns' widths."""
        header, model = self.horizontalHeader(), self.model()
        if model is None:
            return
        metrics, wrap = header.fontMetrics(), Qt.TextFlag.TextWordWrap
        tallest = max(
            (
                metrics.boundingRect(
                    QRect(0, 0, max(1, header.sectionSize(c) - 8), 0),
                    wrap,
                    str(model.headerData(c, Qt.Orientation.Horizontal)),
                ).height()
                for c in range(model.columnCount())
            ),
            default=0,
        )
        header.setFixedHeight(tallest + 8)


class RecordsModel(QAbstractTableModel):
    """The rows of one game's table, each row's cells worked out when first shown: a file may
    hold 10,000 players (4 s as widgets made up front)."""

    def __init__(
        self, rows: list[tuple[str, Record]], variant: str, you: str | None, parent: QObject
    ) -> None:
        super().__init__(parent)
        self.rows, self.variant, self.you = rows, variant, you
        self.columns = (
            COLUMNS
            + ((BUYS_COLUMN,) if variant == "hillbilly" else ())
            + ASSISTED_COLUMNS
            + COACH_COLUMNS
        )
        self._cells: dict[int, list[str]] = {}

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.columns)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = DISPLAY
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == DISPLAY:
            return StatsWords.tr(self.columns[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY) -> Any:
        row, col = index.row(), index.column()
        name, rec = self.rows[row]
        if role == DISPLAY:
            if row not in self._cells:
                self._cells[row] = _cells(name, rec, self.variant)
            return self._cells[row][col]  # plain text: a view never reads a cell as HTML
        if role == Qt.ItemDataRole.TextAlignmentRole and col:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col >= len(self.columns) - len(COACH_COLUMNS):
            return _history(rec)
        if role == Qt.ItemDataRole.FontRole and name == self.you:
            font = QFont()
            font.setBold(True)
            return font
        return None


def _plain_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # a contract game's name is the player's text
    return label


def _scrolling(page: QWidget, games: int) -> QScrollArea:
    """``page`` (the charts of ``games`` games) in a scroll area: beyond the two games, each
    contract game's charts keep a readable height and the page scrolls."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    if games > len(GAME_TITLES):
        page.setMinimumHeight(190 * games)
    area.setWidget(page)
    return area


def _chart(stats: Stats, variant: str, game_name: str | None = None) -> ScoreChart:
    """Each player's final totals over their last games of ``variant`` (or of the contract game
    ``game_name``), oldest first."""
    rows = [
        (n, rec.recent_totals) for n, rec in stats.played(variant, game_name) if rec.recent_totals
    ]
    rows = rows[: len(COLOURS)]
    longest = max((len(t) for _, t in rows), default=0)
    text = ChartText(
        name=StatsWords.tr("Score chart"),
        #: The chart's x axis: a player's games, oldest first.
        x_title=StatsWords.tr("Game"),
        empty=StatsWords.tr("No finished games yet."),
        summary=lambda n, values: StatsWords.tr(
            #: {values}: each player's final total, "Ann: 40, Bo: 12".
            "Totals after %n game(s): {values}",
            None,
            n,
            values=values,
        ),
        count=lambda n: StatsWords.tr("%n game(s)", None, n),
    )
    return ScoreChart(
        [shown_name(n) for n, _ in rows],
        [t for _, t in rows],
        [str(i + 1) for i in range(longest)],
        text,
    )


def _coach_chart(
    stats: Stats, variant: str, game_name: str | None = None, *, what: str
) -> ScoreChart:
    """Each player's accuracy (%) or mean loss in the analysed games of ``variant`` (or of the
    contract game ``game_name``), oldest first: whether they play better over time."""
    rows = [(n, rec.coached) for n, rec in stats.played(variant, game_name) if rec.coached]
    rows = rows[: len(COLOURS)]
    longest = max((len(g) for _, g in rows), default=0)
    accuracy = what == "accuracy"
    return ScoreChart(
        [shown_name(n) for n, _ in rows],
        [[100 * c.accuracy if accuracy else c.mean_loss for c in games] for _, games in rows],
        [str(i + 1) for i in range(longest)],
        _coach_text(accuracy),
        decimals=0 if accuracy else 1,
        size_hint=(400, 170),  # two side by side fit a 1024-pixel screen
    )


def _coach_text(accuracy: bool) -> ChartText:
    """The words of the coach's charts: accuracy (%) or mean loss (points) a game."""
    if accuracy:
        return ChartText(
            name=StatsWords.tr("Accuracy chart"),
            x_title=StatsWords.tr("Analysed game"),
            empty=StatsWords.tr("No analysed game yet (Review game ▸ Analyse my play)."),
            summary=lambda n, values: StatsWords.tr(
                "Accuracy after %n analysed game(s): {values}", None, n, values=values
            ),
            count=lambda n: StatsWords.tr("%n analysed game(s)", None, n),
            value=lambda v: StatsWords.tr("{value}%", value=v),
        )
    return ChartText(
        name=StatsWords.tr("Mean loss chart"),
        x_title=StatsWords.tr("Analysed game"),
        empty=StatsWords.tr("No analysed game yet (Review game ▸ Analyse my play)."),
        summary=lambda n, values: StatsWords.tr(
            "Mean loss after %n analysed game(s): {values}", None, n, values=values
        ),
        count=lambda n: StatsWords.tr("%n analysed game(s)", None, n),
        #: A mean loss in points, with decimals: "0.5 points".
        value=lambda v: StatsWords.tr("{value} points", value=v),
    )


def _cells(name: str, rec: Record, variant: str) -> list[str]:
    mean = rec.mean_score
    cells = [
        shown_name(name),  # the game's "You" in the player's language
        str(rec.games),
        str(rec.wins),
        str(rec.co_wins),
        _decimal(mean) if mean is not None else "",
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
            trend = f"{arrow} {_percent(older[0])} → {_percent(newer[0])}"
    return [str(len(rec.coached)), _percent(means[0]), _decimal(means[1]), trend]


def _decimal(value: float) -> str:
    """One decimal in the language's form: 12.5, or 12,5 in German, French and Spanish."""
    return QLocale().toString(float(value), "f", 1)


def _percent(share: float) -> str:
    """A share as a percentage the language's way: 85% in English, 85 % in German."""
    return StatsWords.tr("{value}%", value=QLocale().toString(round(100 * share)))


def _history(rec: Record) -> str:
    """The latest analysed games, one line each: when, accuracy, mean loss."""
    lines = [
        StatsWords.tr(
            #: An analysed game: its date, accuracy (a percentage), mean loss, decisions.
            "{date}: accuracy {accuracy}, mean loss {loss} (%n decision(s))",
            None,
            c.decisions,
            date=c.at[:10],
            accuracy=_percent(c.accuracy),
            loss=_decimal(c.mean_loss),
        )
        for c in rec.coached[-TREND_GAMES:]
    ]
    return "\n".join(lines) or StatsWords.tr("No analysed game yet (Review game ▸ Analyse my play)")
