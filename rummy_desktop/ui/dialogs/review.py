"""The review window: every action of a game, forward and back, all hands face up.

Read-only. The left list names each action; the right side shows the table as it stood
after it: each seat's hand (card codes, suits coloured), the melds, the discard pile, the
scores, and for a computer's move its one-line reason.

"Analyse my play" (``coach_panel``) judges a human seat's decisions: each of them is then
marked in the list, the position before it shows the better move on that seat's hand, and a
chart follows the seat's expected score. An analysis kept in the save shows at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...coach import Analysis, Decision, kept_analysis, loss_text, mark_name
from ...engine import Card, CardError, parse_card
from ...i18n import Words
from ...plain_text import YOU, printable
from ...review import GameReview, ReviewStep
from ..table.deck_style import suit_colour
from .coach_panel import MARK_COLOURS, MARK_SIGNS, CoachPanel, job_for
from .review_moves import MoveList


class ReviewWords(Words):
    """The game review (a translation context)."""


RED = "#c62828"
# What the player to move is doing, in English (said through ReviewWords.tr): "Next: Ann (to draw)".
PHASES = {
    "draw": ReviewWords.tr_noop("to draw"),
    "buy": ReviewWords.tr_noop("buy offer"),
    "play": ReviewWords.tr_noop("to play"),
    "game_over": ReviewWords.tr_noop("game over"),
    "round_over": ReviewWords.tr_noop("the round is over"),
}
OVER = ("game_over", "round_over")  # nobody is to move


def card_html(card: Card, four_colour: bool = False) -> str:
    """A card in its suit's ink: red hearts and diamonds, or with the four-colour deck (as the
    table draws it, ``deck_style``) blue diamonds and green clubs too."""
    text = escape(card.pretty)
    if four_colour and card.suit in ("C", "D"):
        return f'<span style="color:{suit_colour(card.suit, True).name()}">{text}</span>'
    return f'<span style="color:{RED}">{text}</span>' if card.suit in "HD" and card.suit else text


def cards_html(cards: tuple[Card, ...], four_colour: bool = False) -> str:
    if cards:
        return " ".join(card_html(c, four_colour) for c in cards)
    none = ReviewWords.tr("no cards")
    return f"<i>{escape(none)}</i>"


class ReviewWindow(QDialog):
    """Steps through a :class:`GameReview`; opens at the last position (the game's end).
    ``coach``: the analyses kept with the game; ``analysed(Analysis)`` when a new one is
    made, for the owner to keep. ``notice``: a sentence about the file (a kept analysis that
    did not fit the game and was dropped), shown above the coach as plain text.
    ``four_colour``: the suits' inks of Preferences ▸ Four-colour deck."""

    analysed = Signal(object)

    def __init__(
        self,
        review: GameReview,
        parent: QWidget | None = None,
        title: str = "",
        coach: Sequence[dict[str, Any]] = (),
        notice: str | None = None,
        four_colour: bool = False,
    ) -> None:
        super().__init__(parent)
        self.review = review
        self.four_colour = four_colour
        self.analysis: Analysis | None = None
        self.by_move: dict[int, Decision] = {}
        self.setWindowTitle(
            ReviewWords.tr("Review: {title}", title=printable(title))
            if title
            else ReviewWords.tr("Game review")
        )
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        layout = QVBoxLayout(self)
        split = QSplitter()
        # A move is described when its row is shown (review_moves): all of them up front
        # froze the window for 40 s on the longest save.
        self.move_list = MoveList(review)
        self.moves = QListView()
        self.moves.setUniformItemSizes(True)  # else the view measures every row at once
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves.setModel(self.move_list)
        # A long move (a lay-off, the coach's mark after it) wraps onto a second line of its
        # row instead of being cut; the list is never scrolled sideways.
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.move_list.row_height = 2 * self.moves.fontMetrics().lineSpacing() + 6
        self.moves.setAccessibleName(ReviewWords.tr("Moves"))
        self.moves.selectionModel().currentRowChanged.connect(
            lambda now, _before: self._row_changed(now.row())
        )
        split.addWidget(self.moves)
        self.table = QLabel()
        self.table.setObjectName("table")
        self.table.setTextFormat(Qt.TextFormat.RichText)
        self.table.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.table.setWordWrap(True)
        # Selectable by keys too: Tab reaches the position's text and a screen reader reads it.
        self.table.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.setAccessibleName(ReviewWords.tr("The position"))
        split.addWidget(self.table)
        split.setSizes([360, 540])
        layout.addWidget(split, 1)
        humans = [(i, seat.name) for i, seat in enumerate(review.seats) if seat.is_human]
        self.coach = CoachPanel(
            humans, lambda seat: job_for(review, seat), seats=[a.seat for a in review.actions]
        )
        self.coach.analysed.connect(self._analysed)
        self.notice = QLabel(notice or "")
        self.notice.setObjectName("notice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # it quotes names from the file
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(notice))
        layout.addWidget(self.notice)
        layout.addWidget(self.coach)
        layout.addLayout(self._buttons())
        self.resize(960, 680)
        for seat, _name in humans:
            kept = kept_analysis(coach, seat, len(review.actions))
            if kept is not None:
                self.coach.seat.setCurrentIndex(self.coach.seat.findData(seat))
                self.show_analysis(kept)
                break
        self.show_step(review.last())

    # ---- the coach ----------------------------------------------------------------------

    def _analysed(self, analysis: Analysis) -> None:
        self.show_analysis(analysis)
        self.show_step(self.review.current())
        self.analysed.emit(analysis)

    def show_analysis(self, analysis: Analysis) -> None:
        """Mark each judged move in the list and keep the analysis for the positions."""
        self.analysis = analysis
        self.by_move = {d.move: d for d in analysis.decisions}
        self.coach.show_analysis(analysis)
        self.move_list.set_marks(self.by_move)

    def _coach_html(self, step: ReviewStep) -> str:
        decision = self.by_move.get(step.index - 1)
        if decision is None or self.analysis is None:
            return ""
        colour = MARK_COLOURS[decision.mark]
        said = ReviewWords.tr(
            #: The coach's mark for a move: {sign} is ★, ✓, ?!, ? or ??; {mark} its name.
            "Coach: {sign} {mark}",
            sign=MARK_SIGNS[decision.mark],
            mark=mark_name(decision.mark),
        )
        lines = [f"<p style='background:#f5f5f5'><b style='color:{colour}'>{escape(said)}</b>"]
        if decision.mark != "best":
            lines.append(" ")
            lines.append(
                ReviewWords.tr(
                    #: {played} and {best}: the move made and the better one, in card notation.
                    "(gave up about {loss} points) · played <b>{played}</b>, better <b>{best}</b>",
                    loss=loss_text(decision.loss),
                    played=escape(_pretty(decision.played)),
                    best=escape(_pretty(decision.best)),
                )
            )
        lines.append(f"<br>{escape(decision.reason)}")
        if decision.hindsight:
            lines.append(f"<br><i>{escape(decision.hindsight)}</i>")
        if decision.mark != "best":
            seat = self.analysis.seat
            before = self.review.step(step.index - 1)
            better = _codes(decision.best)
            played = _codes(decision.played)
            cells = []
            for card in before.hands[seat]:
                text = card_html(card, self.four_colour)
                if card.code in better:
                    text = f"<span style='background:#c8e6c9'><b>{text}</b></span>"
                elif card.code in played:
                    text = f"<span style='background:#ffcdd2'><s>{text}</s></span>"
                cells.append(text)
            top = cards_html(before.discard[-1:], self.four_colour)
            if before.discard and before.discard[-1].code in better:
                top = f"<span style='background:#c8e6c9'><b>{top}</b></span>"
            lines.append("<br>")
            lines.append(
                ReviewWords.tr(
                    "At that moment {name} held: {cards} · discard {top} <small>(green: the "
                    "better move's card; red: the card played)</small>",
                    name=escape(self.review.names[seat]),
                    cards=" ".join(cells),
                    top=top,
                )
            )
        lines.append("</p>")
        return "".join(lines)

    def done(self, result: int) -> None:  # noqa: D102 (closing stops the analysis first)
        self.coach.wait()
        super().done(result)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self.coach.wait()
        super().closeEvent(event)

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, label, word, keys, slot in (
            ("first", "|◀ {}", ReviewWords.tr("First"), "Home", self.review.first),
            ("previous", "◀ {}", ReviewWords.tr("Previous"), "Left", self.review.previous),
            ("next", "{} ▶", ReviewWords.tr("Next"), "Right", self.review.next),
            ("last", "{} ▶|", ReviewWords.tr("Last"), "End", self.review.last),
        ):
            button = QPushButton(label.format(word))
            # The key's name as Qt says it in the player's language ("Pos1" for Home in German).
            key = QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(f"{word} ({key})")
            button.clicked.connect(lambda _=False, go=slot: self.show_step(go()))
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(button.click)
            self.buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        self.where = QLabel()
        row.addWidget(self.where)
        close = QPushButton(ReviewWords.tr("Close"))
        close.clicked.connect(self.accept)
        row.addWidget(close)
        return row

    def _row_changed(self, row: int) -> None:
        if row >= 0 and row != self.review.position:
            self.show_step(self.review.go(row))

    def show_step(self, step: ReviewStep) -> None:
        """Show one position (the review's cursor is already there)."""
        index = self.move_list.index(step.index)
        if self.moves.currentIndex().row() != step.index:
            selection = self.moves.selectionModel()
            selection.blockSignals(True)
            selection.setCurrentIndex(index, selection.SelectionFlag.ClearAndSelect)
            selection.blockSignals(False)
            self.moves.viewport().update()  # the selection's signals were held back
        self.moves.scrollTo(index)
        self.table.setText(self.step_html(step))
        self.coach.chart.set_current(step.index - 1)
        self.where.setText(
            ReviewWords.tr("Move {move} of {moves}", move=step.index, moves=step.count)
        )
        self.buttons["first"].setEnabled(step.index > 0)
        self.buttons["previous"].setEnabled(step.index > 0)
        self.buttons["next"].setEnabled(step.index < step.count)
        self.buttons["last"].setEnabled(step.index < step.count)

    def step_html(self, step: ReviewStep) -> str:
        """The position as HTML (not "render": that is QWidget.render, which paints)."""
        names, four = self.review.names, self.four_colour
        head = ReviewWords.tr("Round {round}: {move}", round=step.round_no, move=escape(step.text))
        lines = [f"<h3>{head}</h3>"]
        coach = self._coach_html(step)
        if coach:
            lines.append(coach)
        if step.reason:
            why = ReviewWords.tr("Why: {reason}", reason=escape(step.reason))
            lines.append(f"<p><i>{why}</i></p>")
        if step.phase in OVER:
            turn = ReviewWords.tr("nobody")
        else:
            turn = names[step.turn]
        phase = ReviewWords.tr(PHASES[step.phase]) if step.phase in PHASES else step.phase
        said = ReviewWords.tr(
            #: Who moves next and what they are to do; the stock's size; the discard pile's top.
            "Next: {who} ({phase}) · stock {stock} · discard {top}",
            who=escape(turn),
            phase=escape(phase),
            stock=step.stock_size,
            top=cards_html(step.discard[-1:], four),
        )
        lines.append(f"<p>{said}</p>")
        lines.append("<table cellspacing='0' cellpadding='3'>")
        player, hand_head, total = _heads()
        lines.append(
            f"<tr><th align='left'>{player}</th><th align='left'>{hand_head}</th>"
            f"<th>{total}</th></tr>"
        )
        for seat, hand in enumerate(step.hands):
            mark = "▶ " if seat == step.turn and step.phase not in OVER else ""
            lines.append(
                f"<tr><td><b>{mark}{escape(names[seat])}</b></td><td>{cards_html(hand, four)}</td>"
                f"<td align='right'>{step.totals[seat]}</td></tr>"
            )
        lines.append("</table>")
        if step.melds:
            on_table = ReviewWords.tr("On the table")
            lines.append(f"<p><b>{escape(on_table)}</b></p><ul>")
            for m in step.melds:
                said = _meld_line(names[m.owner], m.kind, cards_html(m.cards, four))
                lines.append(f"<li>{said}</li>")
            lines.append("</ul>")
        if step.scores:
            lines.append(_scores_table(names, step.scores, step.totals))
        return "\n".join(lines)


def _heads() -> tuple[str, str, str]:
    """The position's and the scores' column heads."""
    return (
        escape(ReviewWords.tr("Player")),
        escape(ReviewWords.tr("Hand")),
        escape(ReviewWords.tr("Total")),
    )


def _meld_line(owner: str, kind: str, cards: str) -> str:
    """ "Ann's run: 5♥ 6♥ 7♥", one whole template for each owner and kind."""
    if owner == YOU:
        if kind == "set":
            return ReviewWords.tr("Your set: {cards}", cards=cards)
        return ReviewWords.tr("Your run: {cards}", cards=cards)
    if kind == "set":
        return ReviewWords.tr("{name}'s set: {cards}", name=escape(owner), cards=cards)
    return ReviewWords.tr("{name}'s run: {cards}", name=escape(owner), cards=cards)


def _codes(notation: str) -> set[str]:
    """The card codes a move in the card notation names (``discard 7H`` -> {"7H"})."""
    codes = set()
    for word in notation.split():
        try:
            codes.add(parse_card(word).code)
        except CardError:
            continue
    return codes


def _pretty(notation: str) -> str:
    """``discard 7H`` as ``discard 7♥``."""
    out = []
    for word in notation.split():
        try:
            out.append(parse_card(word).pretty)
        except CardError:
            out.append(word)
    return " ".join(out)


def _scores_table(names: tuple[str, ...], scores: tuple[tuple[int, ...], ...], totals) -> str:
    """Points per finished round, one row per player, and the total."""
    rounds = [
        #: A column of the scores by round: R1 is round 1's points.
        ReviewWords.tr("R{round}", round=r)
        for r in range(1, len(scores) + 1)
    ]
    head = "".join(f"<th align='right'>{escape(r)}</th>" for r in rounds)
    player, _hand, total = _heads()
    title = escape(ReviewWords.tr("Scores by round"))
    rows = [
        f"<p><b>{title}</b></p><table cellspacing='0' cellpadding='3'>",
        f"<tr><th align='left'>{player}</th>{head}<th align='right'>{total}</th></tr>",
    ]
    for seat, name in enumerate(names):
        cells = "".join(f"<td align='right'>{r[seat]}</td>" for r in scores)
        rows.append(
            f"<tr><td>{escape(name)}</td>{cells}<td align='right'><b>{totals[seat]}</b></td></tr>"
        )
    rows.append("</table>")
    return "\n".join(rows)
