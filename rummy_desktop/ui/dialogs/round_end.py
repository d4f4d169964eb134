"""The round-end dialog: every player's remaining cards and points, and at the end the winners.

Three Thirteen shows each hand arranged into its best melds (groups drawn apart) with the
penalty of what is left over. Game over offers "Play again".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ..card_art import CARD_ASPECT, default_art, face_key

CARD_W = 46
STEP = 0.42  # overlap inside a group
GAP = 0.55  # space between groups


class HandStrip(QWidget):
    """Cards in groups: melds first (outlined green), then the cards that count against you."""

    def __init__(self, melds: Sequence[Sequence[Card]], rest: Sequence[Card], parent=None):
        super().__init__(parent)
        self.groups = [("meld", list(m)) for m in melds if m]
        if rest:
            self.groups.append(("rest", list(rest)))
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setMinimumHeight(round(CARD_W * CARD_ASPECT) + 8)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        width = sum(CARD_W * (1 + STEP * (len(g) - 1)) + CARD_W * GAP for _, g in self.groups)
        return QSize(max(120, round(width)), round(CARD_W * CARD_ASPECT) + 8)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        art = default_art()
        dpr = self.devicePixelRatioF()
        h = CARD_W * CARD_ASPECT
        x = 4.0
        if not self.groups:
            painter.setPen(QColor("#2e7d32"))
            painter.drawText(self.rect(), Qt.AlignVCenter | Qt.AlignLeft, "no cards left")
        for kind, cards in self.groups:
            start = x
            for card in cards:
                painter.drawPixmap(int(x), 4, art.pixmap(face_key(card), CARD_W, dpr))
                x += CARD_W * STEP
            x += CARD_W * (1 - STEP)
            if kind == "meld":
                painter.setPen(QPen(QColor("#2e9e4f"), 2))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(QRectF(start - 2, 2, x - start + 4, h + 4), 5, 5)
            x += CARD_W * GAP
        painter.end()


class RoundEndDialog(QDialog):
    """Shows a RoundSummary (see controller.py). ``play_again`` is set when that was chosen."""

    def __init__(self, summary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = summary
        self.play_again = False
        s = summary
        self.setWindowTitle("Game over" if s.game_over else f"Round {s.round_no} is over")
        layout = QVBoxLayout(self)
        title = QLabel(self._title())
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        if s.went_out is not None:
            layout.addWidget(QLabel(f"{s.names[s.went_out]} went out."))
        elif s.stalled:
            why = "every player is down and no card left can ever be laid off"
            layout.addWidget(QLabel(f"Nobody went out: {why}."))
        else:
            layout.addWidget(QLabel("Nobody went out: the stock ran out."))
        layout.addLayout(self._table())
        layout.addWidget(self._buttons())
        for label in self.findChildren(QLabel):  # players' names, typed or read from a file
            label.setTextFormat(Qt.PlainText)

    def _title(self) -> str:
        s = self.summary
        if not s.game_over:
            return f"Round {s.round_no} of {s.rounds}"
        names = [s.names[w] for w in s.winners]
        if len(names) == 1:
            return f"{names[0]} {'win' if names[0] == 'You' else 'wins'} the game!"
        return f"{' and '.join(names)} share the win!"

    def _table(self) -> QGridLayout:
        s = self.summary
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        bold = QFont()
        bold.setBold(True)
        heads = ["Player", "Cards left" if s.variant == "hillbilly" else "Hand", "Round", "Total"]
        for col, text in enumerate(heads):
            label = QLabel(text)
            label.setFont(bold)
            grid.addWidget(label, 0, col)
        best = min(s.totals)
        for row, seat in enumerate(sorted(range(len(s.names)), key=lambda i: s.totals[i]), 1):
            melds = s.melds[seat] if seat < len(s.melds) else ()
            melded = [c for m in melds for c in m]
            rest = [c for c in s.hands[seat] if c not in melded]
            name = QLabel(s.names[seat] + ("  ★" if s.totals[seat] == best else ""))
            name.setFont(bold)
            grid.addWidget(name, row, 0)
            grid.addWidget(HandStrip(melds, rest), row, 1)
            points = QLabel(str(s.points[seat]))
            points.setObjectName(f"points_{seat}")
            points.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
            grid.addWidget(points, row, 2)
            total = QLabel(str(s.totals[seat]))
            total.setFont(bold)
            total.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
            grid.addWidget(total, row, 3)
        grid.setColumnStretch(1, 1)
        return grid

    def _buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox()
        if self.summary.game_over:
            again = QPushButton("Play again")
            again.setDefault(True)
            again.clicked.connect(self._again)
            box.addButton(again, QDialogButtonBox.AcceptRole)
            box.addButton(QDialogButtonBox.Close).clicked.connect(self.accept)
        else:
            nxt = QPushButton(f"Deal round {self.summary.round_no + 1}")
            nxt.setDefault(True)
            nxt.clicked.connect(self.accept)
            box.addButton(nxt, QDialogButtonBox.AcceptRole)
        return box

    def _again(self) -> None:
        self.play_again = True
        self.accept()
