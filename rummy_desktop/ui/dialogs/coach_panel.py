"""The review's "Analyse my play": the coach run off the GUI thread, its progress and Cancel,
the accuracy and a chart of the seat's expected score across the game.

The analysis itself is ``rummy_desktop.coach`` (plain Python); this file only runs it on a
``QThread`` and shows it. The worker reads nothing of the window: it gets the game's rules,
seed and log, and reports progress by signal; Cancel sets a flag the analysis checks between
moves, so the thread stops within one decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...coach import (
    MARKS,
    Analysis,
    Cancelled,
    Decision,
    TooLong,
    WorkerLost,
    analyse,
    default_jobs,
)
from ...i18n import Words

MARK_COLOURS = {
    "best": "#2e7d32",
    "good": "#7cb342",
    "inaccuracy": "#f9a825",
    "mistake": "#ef6c00",
    "blunder": "#c62828",
}
MARK_SIGNS = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}


class CoachPanelWords(Words):
    """The review's coach: its marks, chart and summary (a translation context)."""


def mark_count(mark: str, n: int) -> str:
    """ "2 blunders": how many decisions got ``mark``, a whole phrase per mark."""
    if mark == "best":
        #: How many decisions the coach marked best.
        return CoachPanelWords.tr("%n best", None, n)
    if mark == "good":
        return CoachPanelWords.tr("%n good", None, n)
    if mark == "inaccuracy":
        return CoachPanelWords.tr("%n inaccuracy", None, n)
    if mark == "mistake":
        return CoachPanelWords.tr("%n mistake(s)", None, n)
    if mark == "blunder":
        return CoachPanelWords.tr("%n blunder(s)", None, n)
    return f"{n} {mark}"


class CoachWorker(QThread):
    """Runs one analysis; ``progressed(done, total)``, then ``done(Analysis)``,
    ``stopped()`` (cancelled) or ``failed(message)``."""

    progressed = Signal(int, int)
    done = Signal(object)
    stopped = Signal()
    failed = Signal(str)

    def __init__(self, job: Callable[..., Analysis], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._job = job
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        try:
            result = self._job(
                progress=lambda d, t: self.progressed.emit(d, t),
                cancelled=lambda: self._cancel,
            )
        except Cancelled:
            self.stopped.emit()
        except TooLong as exc:  # refused before any work: the coach's own sentence
            self.failed.emit(CoachPanelWords.tr("Not analysed: {problem}", problem=str(exc)))
        except WorkerLost as exc:
            self.failed.emit(
                CoachPanelWords.tr("The analysis stopped: {problem}", problem=str(exc))
            )
        except Exception as exc:  # shown as one line; the review stays usable
            problem = f"{type(exc).__name__}: {exc}"
            said = CoachPanelWords.tr("The analysis stopped: {problem}", problem=problem)
            self.failed.emit(said[:200])
        else:
            self.done.emit(result)


def turns(decisions: Sequence[Decision], seats: Sequence[int]) -> list[list[Decision]]:
    """The seat's decisions grouped by turn: two decisions share a turn when no other seat
    moved between them in the log (``seats``: the seat of each of its moves) and the round
    is the same. A draw's expected points look one lap ahead from before the discard and a
    discard's from after it, so one point a turn (its last decision's) keeps the line from
    zigzagging between the two.

    >>> from rummy_desktop.coach import Decision
    >>> d = [Decision(m, 1, "", "", 0.0, "best", "") for m in (0, 1, 3, 4)]
    >>> [[x.move for x in g] for g in turns(d, [0, 0, 1, 0, 0])]
    [[0, 1], [3, 4]]
    """
    groups: list[list[Decision]] = []
    for d in decisions:
        if groups:
            last = groups[-1][-1]
            between = seats[last.move + 1 : d.move]
            if last.round == d.round and all(s == seats[d.move] for s in between):
                groups[-1].append(d)
                continue
        groups.append([d])
    return groups


class ExpectedChart(QWidget):
    """The seat's expected points against the table turn by turn (lower is better, so the
    line is drawn with better up), a dot a turn in the colour of its worst mark."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis: Analysis | None = None
        self.groups: list[list[Decision]] = []
        self.current: int | None = None  # the move shown in the review
        self.setMinimumHeight(124)
        self.setToolTip(
            CoachPanelWords.tr(
                "Expected points against the table after each of your turns (up: better); "
                "a dot's colour is the turn's worst mark"
            )
        )

    def set_analysis(self, analysis: Analysis | None, seats: Sequence[int] = ()) -> None:
        """Show ``analysis``; ``seats`` (the seat of each move of the log) groups its
        decisions by turn (without it, each decision is a point)."""
        self.analysis = analysis
        if analysis is None:
            self.groups = []
        elif seats:
            self.groups = turns(analysis.decisions, seats)
        else:
            self.groups = [[d] for d in analysis.decisions]
        self.setAccessibleName(CoachPanelWords.tr("Expected points chart"))
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The chart in words, for a screen reader: its range and where the worst turns were."""
        if not self.groups:
            return CoachPanelWords.tr("No analysis yet")
        values = [-g[-1].expected for g in self.groups]
        worst = [g[0].round for g in self.groups if any(d.mark == "blunder" for d in g)]
        rounds = sorted(set(worst))
        low, high = f"{min(values):+.0f}", f"{max(values):+.0f}"
        if not rounds:
            return CoachPanelWords.tr(
                "Expected points against the table after each of %n turn(s), from {low} to "
                "{high} (higher is better); no blunder",
                None,
                len(values),
                low=low,
                high=high,
            )
        if len(rounds) == 1:
            return CoachPanelWords.tr(
                #: {round}: the round the blunders were made in.
                "Expected points against the table after each of %n turn(s), from {low} to "
                "{high} (higher is better); blunders in round {round}",
                None,
                len(values),
                low=low,
                high=high,
                round=rounds[0],
            )
        return CoachPanelWords.tr(
            #: {rounds}: the rounds the blunders were made in, "2, 5, 7".
            "Expected points against the table after each of %n turn(s), from {low} to "
            "{high} (higher is better); blunders in rounds {rounds}",
            None,
            len(values),
            low=low,
            high=high,
            rounds=", ".join(map(str, rounds)),
        )

    def set_current(self, move: int | None) -> None:
        self.current = move
        self.update()

    def paintEvent(self, _event: Any) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(34, 22, -8, -16)  # the title above, rounds below
        painter.fillRect(self.rect(), QColor("#fafafa"))
        painter.setPen(QColor("#555"))
        if not self.groups:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.describe())
            return
        groups = self.groups
        values = [-g[-1].expected for g in groups]  # better is up
        low, high = min(values + [0.0]), max(values + [0.0])
        span = (high - low) or 1.0

        def point(i: int, v: float) -> QPointF:
            x = area.left() + area.width() * (i / max(1, len(values) - 1))
            return QPointF(x, area.bottom() - area.height() * (v - low) / span)

        zero = point(0, 0.0).y()
        painter.setPen(QPen(QColor("#bbb"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        painter.setPen(QColor("#555"))
        painter.drawText(
            QRectF(0, zero - 8, 30, 16),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            "0",
        )
        painter.drawText(
            QRectF(0, area.top() - 4, 30, 16), Qt.AlignmentFlag.AlignRight, f"{high:+.0f}"
        )
        painter.drawText(
            QRectF(0, area.bottom() - 10, 30, 16), Qt.AlignmentFlag.AlignRight, f"{low:+.0f}"
        )
        # A thin line where each round starts, its number under the axis where it does not
        # run into the label before it. The first is "round N" with the word in the margin,
        # so that a short first round leaves room for the second's number.
        metrics = QFontMetrics(self.font())
        free_from = -1e9
        for i, g in enumerate(groups):
            if i and g[0].round == groups[i - 1][-1].round:
                continue
            x = point(i, 0.0).x()
            if i:
                painter.setPen(QPen(QColor("#ddd"), 1))
                painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            number = str(g[0].round)
            if x - 2 >= free_from:
                painter.setPen(QColor("#555"))
                #: The chart's first round under its axis, "round 1" (later ones: the number).
                label = CoachPanelWords.tr("round {number}", number=number) if i == 0 else number
                # The number is where the round starts; the word before it, in the margin.
                left = max(
                    0.0,
                    x - 2 - (metrics.horizontalAdvance(label) - metrics.horizontalAdvance(number)),
                )
                painter.drawText(QRectF(left, area.bottom() + 1, 120, 14), label)
                free_from = x - 2 + metrics.horizontalAdvance(number) + 6
        painter.setPen(QColor("#555"))
        title = metrics.elidedText(
            CoachPanelWords.tr(
                "Expected points against the table after each of your turns (higher is better)"
            ),
            Qt.TextElideMode.ElideRight,
            int(area.width()),
        )
        painter.drawText(
            QRectF(area.left(), 3, area.width(), 16), Qt.AlignmentFlag.AlignLeft, title
        )
        path = QPainterPath(point(0, values[0]))
        for i, v in enumerate(values[1:], start=1):
            path.lineTo(point(i, v))
        painter.setPen(QPen(QColor("#1565c0"), 1.5))
        painter.drawPath(path)
        for i, (g, v) in enumerate(zip(groups, values, strict=True)):
            worst = max((d.mark for d in g), key=MARKS.index)
            here = any(d.move == self.current for d in g)
            radius = 4.5 if here else (3.0 if worst != "best" else 1.8)
            painter.setPen(QPen(QColor("#000" if here else "#fff"), 1))
            painter.setBrush(QColor(MARK_COLOURS[worst]))
            painter.drawEllipse(point(i, v), radius, radius)
        painter.end()


class CoachPanel(QWidget):
    """The button, the seat to judge (when more than one human played), the progress bar
    with Cancel, the accuracy and the chart. ``analysed(Analysis)`` when one is ready."""

    analysed = Signal(object)

    def __init__(
        self,
        humans: Sequence[tuple[int, str]],
        job: Callable[[int], Callable[..., Analysis]],
        parent: QWidget | None = None,
        seats: Sequence[int] = (),
    ) -> None:
        """``seats``: the seat of each move of the game's log (the chart's turns)."""
        super().__init__(parent)
        self._job = job
        self._seats = list(seats)
        self.worker: CoachWorker | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.seat = QComboBox()
        for seat, name in humans:
            self.seat.addItem(name, seat)
        self.seat.setVisible(len(humans) > 1)
        self.seat.setAccessibleName(CoachPanelWords.tr("Player to analyse"))
        self.start = QPushButton(CoachPanelWords.tr("Analyse my play"))
        self.start.setToolTip(
            CoachPanelWords.tr("Judge each of your decisions from what you could see then")
        )
        self.start.setEnabled(bool(humans))
        self.start.clicked.connect(self.run)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        #: The progress bar's text; %p is the percentage done (Qt fills it in).
        self.progress.setFormat(CoachPanelWords.tr("Analysing… %p%"))
        self.cancel = QPushButton(CoachPanelWords.tr("Cancel"))
        self.cancel.setVisible(False)
        self.cancel.clicked.connect(self.stop)
        self.summary = QLabel(
            "" if humans else CoachPanelWords.tr("No human played this game: nothing to analyse.")
        )
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # it names a player
        row.addWidget(self.start)
        row.addWidget(self.seat)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel)
        row.addWidget(self.summary, 2)
        layout.addLayout(row)
        self.chart = ExpectedChart()
        self.chart.setVisible(False)
        layout.addWidget(self.chart)

    def chosen_seat(self) -> int | None:
        data = self.seat.currentData()
        return int(data) if data is not None else None

    def run(self) -> None:
        seat = self.chosen_seat()
        if seat is None or self.worker is not None:
            return
        self.worker = CoachWorker(self._job(seat), self)
        self.worker.progressed.connect(self._progressed)
        self.worker.done.connect(self._done)
        self.worker.stopped.connect(lambda: self._finish(CoachPanelWords.tr("Analysis cancelled.")))
        self.worker.failed.connect(self._finish)
        self.start.setEnabled(False)
        self.seat.setEnabled(False)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.cancel.setVisible(True)
        self.cancel.setEnabled(True)
        self.summary.setText("")
        self.worker.start()

    def stop(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.cancel.setEnabled(False)
            self.summary.setText(CoachPanelWords.tr("Stopping…"))

    def wait(self, ms: int = 30_000) -> None:
        """Stop and wait for the thread (the review is closing)."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait(ms)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(1, total))
        self.progress.setValue(done)

    def _done(self, analysis: Analysis) -> None:
        self._finish("")
        self.show_analysis(analysis)
        self.analysed.emit(analysis)

    def _finish(self, text: str) -> None:
        if self.worker is not None:
            self.worker.wait(5_000)
            self.worker.deleteLater()
        self.worker = None
        self.progress.setVisible(False)
        self.cancel.setVisible(False)
        self.start.setEnabled(True)
        self.seat.setEnabled(True)
        if text:
            self.summary.setText(text)

    def show_analysis(self, analysis: Analysis) -> None:
        counts = ", ".join(mark_count(m, n) for m, n in analysis.counts().items() if n)
        name = self.seat.itemText(max(0, self.seat.findData(analysis.seat)))
        self.summary.setText(
            CoachPanelWords.tr(
                #: {counts}: how many decisions got each mark, "12 best, 3 good, 1 blunder".
                "{name}: accuracy {accuracy}, mean loss {loss} points a decision ({counts})",
                name=name,
                # Numbers in the language's form (the window sets the locale): "85 %", "0,5".
                accuracy=CoachPanelWords.tr(
                    "{value}%", value=QLocale().toString(round(100 * analysis.accuracy))
                ),
                loss=QLocale().toString(float(analysis.mean_loss), "f", 1),
                counts=counts,
            )
        )
        self.start.setText(CoachPanelWords.tr("Analyse again"))
        self.chart.set_analysis(analysis, self._seats)
        self.chart.setVisible(True)


def job_for(review: Any, seat: int) -> Callable[..., Analysis]:
    """The analysis of ``seat`` in ``review``'s game, as a call the worker makes."""

    def job(**hooks: Any) -> Analysis:
        return analyse(
            review.rules,
            review.seed,
            review.actions,
            seat,
            ages=review.ages,
            names=review.names,
            jobs=default_jobs(),  # worker processes: the window's thread only waits on them
            **hooks,
        )

    return job
