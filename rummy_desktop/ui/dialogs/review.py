"""The review window: every action of a game, forward and back, all hands face up.

Read-only. The left list names each action; the right side shows the table as it stood
after it: each seat's hand (card codes, suits coloured), the melds, the discard pile, the
scores, and for a computer's move its one-line reason.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...engine import Card
from ...review import GameReview, ReviewStep

RED = "#c62828"
PHASES = {"draw": "to draw", "buy": "buy offer", "play": "to play", "game_over": "game over"}


def card_html(card: Card) -> str:
    text = escape(card.pretty)
    return f'<span style="color:{RED}">{text}</span>' if card.suit in "HD" and card.suit else text


def cards_html(cards: tuple[Card, ...]) -> str:
    return " ".join(card_html(c) for c in cards) or "<i>no cards</i>"


class ReviewWindow(QDialog):
    """Steps through a :class:`GameReview`; opens at the last position (the game's end)."""

    def __init__(self, review: GameReview, parent: QWidget | None = None, title: str = "") -> None:
        super().__init__(parent)
        self.review = review
        self.setWindowTitle(f"Review: {title}" if title else "Game review")
        self.setWindowFlag(Qt.WindowMaximizeButtonHint, True)
        layout = QVBoxLayout(self)
        split = QSplitter()
        self.moves = QListWidget()
        self.moves.addItems(self._move_texts())
        self.moves.currentRowChanged.connect(self._row_changed)
        split.addWidget(self.moves)
        self.table = QLabel()
        self.table.setObjectName("table")
        self.table.setTextFormat(Qt.RichText)
        self.table.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.table.setWordWrap(True)
        # Selectable by keys too: Tab reaches the position's text and a screen reader reads it.
        self.table.setTextInteractionFlags(Qt.TextSelectableByMouse | Qt.TextSelectableByKeyboard)
        self.table.setFocusPolicy(Qt.StrongFocus)
        self.table.setAccessibleName("The position")
        split.addWidget(self.table)
        split.setSizes([280, 620])
        layout.addWidget(split, 1)
        layout.addLayout(self._buttons())
        self.resize(960, 620)
        self.show_step(review.last())

    def _move_texts(self) -> list[str]:
        texts = [self.review.describe(0)]
        texts += [f"{i}. {self.review.describe(i)}" for i in range(1, len(self.review))]
        return texts

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for name, label, keys, slot in (
            ("first", "|◀ First", "Home", self.review.first),
            ("previous", "◀ Previous", "Left", self.review.previous),
            ("next", "Next ▶", "Right", self.review.next),
            ("last", "Last ▶|", "End", self.review.last),
        ):
            button = QPushButton(label)
            button.setToolTip(f"{label.split(' ', 1)[-1]} ({keys})")
            button.clicked.connect(lambda _=False, go=slot: self.show_step(go()))
            QShortcut(QKeySequence(keys), self, activated=button.click)
            self.buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        self.where = QLabel()
        row.addWidget(self.where)
        close = QPushButton("Close")
        close.clicked.connect(self.accept)
        row.addWidget(close)
        return row

    def _row_changed(self, row: int) -> None:
        if row >= 0 and row != self.review.position:
            self.show_step(self.review.go(row))

    def show_step(self, step: ReviewStep) -> None:
        """Show one position (the review's cursor is already there)."""
        if self.moves.currentRow() != step.index:
            self.moves.blockSignals(True)
            self.moves.setCurrentRow(step.index)
            self.moves.blockSignals(False)
        self.moves.scrollToItem(self.moves.item(step.index))
        self.table.setText(self.render(step))
        self.where.setText(f"Move {step.index} of {step.count}")
        self.buttons["first"].setEnabled(step.index > 0)
        self.buttons["previous"].setEnabled(step.index > 0)
        self.buttons["next"].setEnabled(step.index < step.count)
        self.buttons["last"].setEnabled(step.index < step.count)

    def render(self, step: ReviewStep) -> str:
        names = self.review.names
        lines = [f"<h3>Round {step.round_no}: {escape(step.text)}</h3>"]
        if step.reason:
            lines.append(f"<p><i>Why: {escape(step.reason)}</i></p>")
        turn = names[step.turn] if step.phase != "game_over" else "nobody"
        lines.append(
            f"<p>Next: {escape(turn)} ({PHASES.get(step.phase, step.phase)}) · "
            f"stock {step.stock_size} · discard {cards_html(step.discard[-1:])}</p>"
        )
        lines.append("<table cellspacing='0' cellpadding='3'>")
        lines.append(
            "<tr><th align='left'>Player</th><th align='left'>Hand</th><th>Total</th></tr>"
        )
        for seat, hand in enumerate(step.hands):
            mark = "▶ " if seat == step.turn and step.phase != "game_over" else ""
            lines.append(
                f"<tr><td><b>{mark}{escape(names[seat])}</b></td><td>{cards_html(hand)}</td>"
                f"<td align='right'>{step.totals[seat]}</td></tr>"
            )
        lines.append("</table>")
        if step.melds:
            lines.append("<p><b>On the table</b></p><ul>")
            for m in step.melds:
                whose = "Your" if names[m.owner] == "You" else f"{escape(names[m.owner])}'s"
                lines.append(f"<li>{whose} {m.kind}: {cards_html(m.cards)}</li>")
            lines.append("</ul>")
        if step.scores:
            lines.append(_scores_table(names, step.scores, step.totals))
        return "\n".join(lines)


def _scores_table(names: tuple[str, ...], scores: tuple[tuple[int, ...], ...], totals) -> str:
    """Points per finished round, one row per player, and the total."""
    head = "".join(f"<th align='right'>R{r}</th>" for r in range(1, len(scores) + 1))
    rows = [
        "<p><b>Scores by round</b></p><table cellspacing='0' cellpadding='3'>",
        f"<tr><th align='left'>Player</th>{head}<th align='right'>Total</th></tr>",
    ]
    for seat, name in enumerate(names):
        cells = "".join(f"<td align='right'>{r[seat]}</td>" for r in scores)
        rows.append(
            f"<tr><td>{escape(name)}</td>{cells}<td align='right'><b>{totals[seat]}</b></td></tr>"
        )
    rows.append("</table>")
    return "\n".join(rows)
