"""ScoreChart: every player's running total as a line, drawn with Qt's own painter.

Used by the round-end and game-over dialog (the total after each round) and by the Statistics
dialog (each player's final totals over their last games). Lines differ by colour (the
Okabe-Ito palette, told apart by most colour-blind eyes) and by the shape of their points,
so a player's line reads even in grey. Lower is better in both games: the y axis is points.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...i18n import Words

# Okabe & Ito's eight colours (black made a dark grey, to read on the light background).
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#444444", "#C9B400")
SHAPES = ("circle", "square", "triangle", "diamond", "circle", "square", "triangle", "diamond")


class ChartWords(Words):
    """The score charts' words (a translation context)."""


@dataclass(frozen=True)
class ChartText:
    """A chart's words, each already in the player's language: its name, its x axis's title,
    what it shows with no values, and its sentences for a screen reader, each whole."""

    name: str
    x_title: str
    empty: str
    # (how many x values, "Ann: 40, Bo: 12") -> "Totals after 3 rounds: Ann: 40, Bo: 12"
    summary: Callable[[int, str], str]
    count: Callable[[int], str]  # "3 rounds": how many values a shorter line has
    value: Callable[[str], str] = str  # a value with its unit: "85%", "0.5 points"


def round_totals_text() -> ChartText:
    """The round-end chart's words: the running totals after each round."""
    return ChartText(
        name=ChartWords.tr("Score chart"),
        #: The chart's x axis: the rounds played.
        x_title=ChartWords.tr("Round"),
        empty=ChartWords.tr("No finished games yet."),
        summary=lambda n, values: ChartWords.tr(
            #: {values}: each player's total, "Ann: 40, Bo: 12".
            "Totals after %n round(s): {values}",
            None,
            n,
            values=values,
        ),
        count=lambda n: ChartWords.tr("%n round(s)", None, n),
    )


def running_totals(scores: Sequence[Sequence[int]], players: int) -> list[list[int]]:
    """Per player, the total after each round of ``scores`` (rounds, then seats).

    >>> running_totals([(5, 0), (10, 3)], 2)
    [[5, 15], [0, 3]]
    """
    lines: list[list[int]] = [[] for _ in range(players)]
    for points in scores:
        for seat in range(players):
            before = lines[seat][-1] if lines[seat] else 0
            lines[seat].append(before + points[seat])
    return lines


def nice_step(span: float, smallest: float = 1) -> float:
    """A round tick step (1, 2, 5, 10, 20, 50 …, or 0.1, 0.2, 0.5 … down to ``smallest``)
    giving about five ticks over ``span``.

    >>> [nice_step(s) for s in (4, 37, 180, 1000)]
    [1, 10, 50, 200]
    >>> [nice_step(s, smallest=0.1) for s in (0.6, 2.4, 4)]
    [0.2, 0.5, 1]
    """
    raw = max(smallest, span / 5)
    step: float = 1
    while step > raw and step / 10 >= smallest - 1e-12:
        step /= 10
    while True:
        for mult in (1, 2, 5):
            if step * mult >= raw - 1e-12:
                value = step * mult
                return round(value) if value >= 1 else round(value, 6)
        step *= 10


class ScoreChart(QWidget):
    """Lines of ``series`` (one list of values per name), over x labels ``x_labels``."""

    def __init__(
        self,
        names: Sequence[str],
        series: Sequence[Sequence[float]],
        x_labels: Sequence[str],
        text: ChartText | None = None,
        parent: QWidget | None = None,
        *,
        decimals: int = 0,
        size_hint: tuple[int, int] = (520, 200),
    ) -> None:
        """``text`` is the chart's words (the round totals' by default); ``decimals`` > 0
        draws finer ticks with that many decimals; ``size_hint`` is the size the chart asks
        of a layout."""
        super().__init__(parent)
        self.names = list(names)
        self.series = [list(s) for s in series]
        self.x_labels = list(x_labels)
        self.text = text or round_totals_text()
        self.x_title = self.text.x_title
        self.empty = self.text.empty
        self.decimals = decimals
        self._size_hint = QSize(*size_hint)
        self.setObjectName("scoreChart")
        self.setMinimumSize(320, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(self.text.name)
        self.setAccessibleDescription(self.describe())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self._size_hint

    def describe(self) -> str:
        """The chart in words (for a screen reader and the tooltip): each player's last value,
        and how many values a player has when the lines differ in length."""
        lengths = {len(s) for s in self.series if s}
        parts = []
        for n, s in zip(self.names, self.series, strict=False):
            if not s:
                continue
            value = self.text.value(self._label(s[-1]))
            if len(lengths) > 1:
                #: A player's last value, and how many values their line has: "Ann: 85% (3 games)".
                parts.append(
                    ChartWords.tr(
                        "{name}: {value} ({count})",
                        name=n,
                        value=value,
                        count=self.text.count(len(s)),
                    )
                )
            else:
                #: A player's last value: "Ann: 40".
                parts.append(ChartWords.tr("{name}: {value}", name=n, value=value))
        return self.text.summary(len(self.x_labels), ", ".join(parts))

    def _label(self, value: float) -> str:
        # In the language's own form (0,5 in German and French): the window sets the locale.
        return QLocale().toString(float(value), "f", self.decimals)

    def points(self, plot: QRectF) -> list[list[QPointF]]:
        """Where each value of each line is drawn inside ``plot``."""
        low, high = self._range()
        count = max(1, len(self.x_labels) - 1)
        out = []
        for line in self.series:
            out.append(
                [
                    QPointF(
                        plot.left() + plot.width() * (i / count if len(self.x_labels) > 1 else 0.5),
                        plot.bottom() - plot.height() * (v - low) / (high - low),
                    )
                    for i, v in enumerate(line)
                ]
            )
        return out

    def _range(self) -> tuple[float, float]:
        """The y axis: from 0 (or below, for negative totals) to a round value above the top."""
        values = [v for line in self.series for v in line] or [0]
        low, high = min(0, min(values)), max(0, max(values))
        step = self._step(high - low or 1)
        low = (low // step) * step
        high = -(-high // step) * step
        return low, high if high > low else low + step

    def _step(self, span: float) -> float:
        return nice_step(span, 10.0**-self.decimals if self.decimals else 1)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf5"))
        metrics = QFontMetrics(self.font())
        if not any(self.series):
            painter.setPen(QColor("#5b584f"))
            # Wrapped inside a margin: the coach's sentence is wider than a chart at its
            # narrowest (two side by side in a small window) and was cut at both ends.
            painter.drawText(
                QRectF(self.rect()).adjusted(8, 8, -8, -8),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.empty,
            )
            painter.end()
            return
        widest = max((metrics.horizontalAdvance(n) for n in self.names), default=0)
        legend_w = min(self.width() * 0.3, widest + 34)
        left = metrics.horizontalAdvance("00000") + 10
        plot = QRectF(left, 10, self.width() - left - legend_w - 18, self.height() - 48)
        if plot.width() < 40 or plot.height() < 30:
            painter.end()
            return
        self._axes(painter, plot, metrics)
        for seat, line in enumerate(self.points(plot)):
            colour = QColor(COLOURS[seat % len(COLOURS)])
            painter.setPen(QPen(colour, 2.2))
            if len(line) > 1:
                painter.drawPolyline(QPolygonF(line))
            for point in line:
                _marker(painter, SHAPES[seat % len(SHAPES)], point, colour)
        self._legend(painter, QRectF(plot.right() + 14, plot.top(), legend_w, plot.height()))
        painter.end()

    def _axes(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics) -> None:
        low, high = self._range()
        step = self._step(high - low)
        painter.setPen(QPen(QColor("#d8d3c4"), 1))
        ticks = round((high - low) / step)
        for tick in range(ticks + 1):
            value = low + tick * step
            y = plot.bottom() - plot.height() * (value - low) / (high - low)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor("#5b584f"))
            painter.drawText(
                QRectF(0, y - 9, plot.left() - 6, 18),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self._label(value),
            )
            painter.setPen(QPen(QColor("#d8d3c4"), 1))
        painter.setPen(QColor("#5b584f"))
        count = len(self.x_labels)
        every = max(1, -(-count * 28 // max(1, int(plot.width()))))  # no label overlaps
        for i, label in enumerate(self.x_labels):
            if i % every and i != count - 1:
                continue
            x = plot.left() + plot.width() * (i / max(1, count - 1) if count > 1 else 0.5)
            painter.drawText(
                QRectF(x - 20, plot.bottom() + 4, 40, 16), Qt.AlignmentFlag.AlignCenter, label
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 20, plot.width(), 16),
            Qt.AlignmentFlag.AlignCenter,
            self.x_title,
        )

    def _legend(self, painter: QPainter, box: QRectF) -> None:
        metrics = QFontMetrics(self.font())
        row = max(18, metrics.height() + 4)
        for seat, name in enumerate(self.names):
            y = box.top() + seat * row
            if y + row > box.bottom() + row:
                break
            colour = QColor(COLOURS[seat % len(COLOURS)])
            painter.setPen(QPen(colour, 2.2))
            painter.drawLine(
                QPointF(box.left(), y + row / 2), QPointF(box.left() + 18, y + row / 2)
            )
            _marker(
                painter, SHAPES[seat % len(SHAPES)], QPointF(box.left() + 9, y + row / 2), colour
            )
            painter.setPen(QColor("#2b2b2b"))
            text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(box.width() - 24))
            painter.drawText(
                QRectF(box.left() + 24, y, box.width() - 24, row),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )


def _marker(painter: QPainter, shape: str, at: QPointF, colour: QColor) -> None:
    r = 3.6
    painter.save()
    painter.setPen(QPen(colour.darker(130), 1))
    painter.setBrush(colour)
    if shape == "circle":
        painter.drawEllipse(at, r, r)
    elif shape == "square":
        painter.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
    else:
        path = QPainterPath()
        if shape == "triangle":
            pts = [(0, -r * 1.2), (r * 1.1, r * 0.8), (-r * 1.1, r * 0.8)]
        else:  # diamond
            pts = [(0, -r * 1.3), (r * 1.1, 0), (0, r * 1.3), (-r * 1.1, 0)]
        path.addPolygon(QPolygonF([QPointF(at.x() + x, at.y() + y) for x, y in pts]))
        path.closeSubpath()
        painter.drawPath(path)
    painter.restore()
