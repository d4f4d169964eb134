"""The round-end dialog: every player's remaining cards and points, and at the end the winners.

Three Thirteen shows each hand arranged into its best melds (groups drawn apart) with the
penalty of what is left over. Game over offers "Play again".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.ui.table.card_art import CARD_ASPECT, default_art, face_key
from rummy_desktop.ui.table.card_item import paint_wild_star

from ...engine import IDLE_REFILLS, Card
from ...i18n import Words
from ...plain_text import YOU
from ...wording.seats import shown_name
from .score_chart import ScoreChart, running_totals


class RoundEnd(Words):
    """The round-end and game-over dialog (a translation context)."""


def _by_rank(card: Card) -> tuple[int, str]:
    return (card.rank or 99, card.suit)  # jokers last


CARD_W = 58  # wide enough that a rank and suit read at a glance
STEP = 0.52  # the next card covers less than half of this one
GAP = 0.3  # space between groups
PAD = 5.0


def _as(card: Card, what: str) -> str:
    #: A melded wild card and the card it stands for: "JK as 7♥".
    return RoundEnd.tr("{card} as {what}", card=card.pretty, what=what)


class HandStrip(QWidget):
    """Cards in groups: melds first (outlined green), then the cards that count against you.

    Groups flow left to right and wrap onto a new row when the strip is too narrow, so the
    cards never squeeze below half showing.
    """

    def __init__(
        self,
        melds: Sequence[Sequence[Card]],
        rest: Sequence[Card],
        parent=None,
        wild_rank: int | None = None,
        stands: Sequence[tuple[Card, str]] = (),
    ):
        super().__init__(parent)
        self.wild_rank = wild_rank  # its cards wear the star they wear on the table
        said = dict(stands)  # a melded wild: what it stands for, "7♥"
        self.groups = [("meld", list(m)) for m in melds if m]
        if rest:
            self.groups.append(("rest", list(rest)))
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(round(CARD_W * 4))
        cards = ", ".join(
            _as(c, said[c]) if kind == "meld" and c in said else c.pretty
            for kind, g in self.groups
            for c in g
        )
        #: A player's cards at the round's end, for a screen reader: "Cards: 7♥, 8♥, JK as 9♥".
        self.setAccessibleName(RoundEnd.tr("Cards: {cards}", cards=cards))

    # ---- geometry ----------------------------------------------------------------------

    def card_rects(self, width: float | None = None) -> list[list[QRectF]]:
        """Where each group's cards lie for a strip ``width`` wide (its own width by default)."""
        width = float(self.width() if width is None else width)
        h = CARD_W * CARD_ASPECT
        row_h = h + 2 * PAD
        x, y = PAD, PAD
        out = []
        for _kind, cards in self.groups:
            need = CARD_W * (1 + STEP * (len(cards) - 1))
            if x > PAD and x + need > width - PAD:  # the group starts a new row
                x, y = PAD, y + row_h
            rects = []
            for i in range(len(cards)):
                if i and x + CARD_W > width - PAD:  # longer than a whole row: goes on below
                    x, y = PAD, y + row_h
                rects.append(QRectF(x, y, CARD_W, h))
                x += CARD_W * STEP
            x += CARD_W * (1 - STEP) + CARD_W * GAP
            out.append(rects)
        return out

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        rects = [r for group in self.card_rects(width) for r in group]
        bottom = max((r.bottom() for r in rects), default=CARD_W * CARD_ASPECT)
        return round(bottom + PAD)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        width = sum(CARD_W * (1 + STEP * (len(g) - 1) + GAP) for _, g in self.groups) + PAD
        width = max(CARD_W * 4, width)
        return QSize(round(width), self.heightForWidth(round(width)))

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art = default_art()
        dpr = self.devicePixelRatioF()
        if not self.groups:
            painter.setPen(QColor("#2e7d32"))
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                RoundEnd.tr("no cards left"),
            )
        for (kind, cards), rects in zip(self.groups, self.card_rects(), strict=True):
            for card, rect in zip(cards, rects, strict=True):
                painter.drawPixmap(rect.topLeft(), art.pixmap(face_key(card), CARD_W, dpr))
                if self.wild_rank is not None and card.rank == self.wild_rank:
                    painter.save()
                    painter.translate(rect.topLeft())
                    paint_wild_star(painter, CARD_W)
                    painter.restore()
            if kind == "meld" and rects:
                painter.setPen(QPen(QColor("#2e9e4f"), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                rows: dict[float, QRectF] = {}
                for rect in rects:  # one outline per row the meld lies on
                    rows[rect.y()] = rows.get(rect.y(), rect).united(rect)
                for row in rows.values():
                    painter.drawRoundedRect(row.adjusted(-2, -2, 2, 2), 5, 5)
        painter.end()


class RoundEndDialog(QDialog):
    """Shows a RoundSummary (see controller.py). ``play_again`` is set when that was chosen."""

    def __init__(self, summary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = summary
        self.play_again = False
        s = summary
        self.setWindowTitle(
            RoundEnd.tr("Game over")
            if s.game_over
            else RoundEnd.tr("Round {round} is over", round=s.round_no)
        )
        layout = QVBoxLayout(self)
        title = QLabel(self._title())
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        if s.went_out is not None:
            layout.addWidget(QLabel(self._went_out(s.names[s.went_out])))
        elif s.stalled:
            layout.addWidget(
                QLabel(
                    RoundEnd.tr(
                        "Nobody went out: every player is down and no card left can ever be "
                        "laid off."
                    )
                )
            )
        elif s.idle:
            idle = RoundEnd.tr(
                "Nobody went out: nobody laid down while the stock was refilled %n time(s).",
                None,
                IDLE_REFILLS,
            )
            layout.addWidget(QLabel(idle))
        else:
            layout.addWidget(QLabel(RoundEnd.tr("Nobody went out: the stock ran out.")))
        # The running totals after every round so far, one line per player.
        rounds = len(s.scores)
        self.chart = ScoreChart(
            [shown_name(n) for n in s.names],
            running_totals(s.scores, len(s.names)),
            [str(r + 1) for r in range(rounds)],
        )
        layout.addWidget(self.chart)
        self.chart.setVisible(rounds > 1)  # one round: a dot each, what the scores say already
        # Every hand in a scroll area: eight long hands may be taller than the window, and a
        # card must never be cut to make them fit (the cards that count are the last ones).
        content = QWidget()
        content.setLayout(self._table())
        # Not "scroll": that would hide QWidget.scroll(dx, dy).
        self.hands_area = QScrollArea()
        self.hands_area.setObjectName("hands")
        self.hands_area.setWidgetResizable(True)
        self.hands_area.setFrameShape(QFrame.Shape.NoFrame)
        self.hands_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hands_area.setWidget(content)
        layout.addWidget(self.hands_area, 1)
        self.buttons = self._buttons()  # the game-over screen adds Review game
        layout.addWidget(self.buttons)
        for label in self.findChildren(QLabel):  # players' names, typed or read from a file
            label.setTextFormat(Qt.TextFormat.PlainText)
        self._fit(parent, content)

    def _fit(self, parent: QWidget | None, content: QWidget) -> None:
        """As wide as the hands want, as tall as they need, inside the window (or screen)."""
        room = parent.window().size() if parent is not None else self.screen().availableSize()
        hint = content.sizeHint()
        bar = self.hands_area.verticalScrollBar().sizeHint().width()
        width = min(room.width() - 40, max(560, hint.width() + bar + 30))
        inner = width - bar - 30
        table = content.layout()
        need = table.totalHeightForWidth(inner) if table is not None else hint.height()
        extra = self.sizeHint().height() - self.hands_area.sizeHint().height()
        over = need + extra + 12 - (room.height() - 40)
        if over > 0 and self.chart.isVisibleTo(self):  # the hands first: a smaller chart
            chart = max(self.chart.minimumHeight() // 2, self.chart.sizeHint().height() - over)
            self.chart.setMinimumHeight(chart)
            self.chart.setMaximumHeight(chart)
            extra = self.sizeHint().height() - self.hands_area.sizeHint().height()
        height = min(room.height() - 40, need + extra + 12)
        self.resize(width, max(height, 300))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        # Over the table, not the scoreboard docked beside it: the scores stay in sight.
        parent = self.parentWidget()
        main = parent.window() if parent is not None else None
        central = main.centralWidget() if isinstance(main, QMainWindow) else None
        if central is None:
            return
        area = QRect(central.mapToGlobal(QPoint(0, 0)), central.size())
        frame = self.frameGeometry()
        if frame.width() <= area.width():
            frame.moveCenter(area.center())
            frame.moveTop(max(area.top(), min(frame.top(), area.bottom() - frame.height())))
            self.move(frame.topLeft())

    @staticmethod
    def _went_out(name: str) -> str:
        if name == YOU:
            return RoundEnd.tr("You went out.")
        return RoundEnd.tr("{name} went out.", name=name)

    def _title(self) -> str:
        s = self.summary
        if not s.game_over:
            if s.game_name:  # a contract game of its own: say which, and what the round was
                return RoundEnd.tr(
                    #: {game}: a contract game's name; {contract}: the melds the round asked for.
                    "{game}, round {round} of {rounds}: {contract}",
                    game=s.game_name,
                    round=s.round_no,
                    rounds=s.rounds,
                    contract=s.contract,
                )
            return RoundEnd.tr("Round {round} of {rounds}", round=s.round_no, rounds=s.rounds)
        names = [shown_name(s.names[w]) for w in s.winners]
        if len(names) == 1:
            if s.names[s.winners[0]] == YOU:
                return RoundEnd.tr("You win the game!")
            return RoundEnd.tr("{name} wins the game!", name=names[0])
        if len(names) == 2:
            return RoundEnd.tr(
                "{first} and {second} share the win!", first=names[0], second=names[1]
            )
        return RoundEnd.tr(
            #: Three or more winners: "Ann, Bo and Cy share the win!"
            "{names} and {last} share the win!",
            names=", ".join(names[:-1]),
            last=names[-1],
        )

    def _table(self) -> QGridLayout:
        s = self.summary
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        bold = QFont()
        bold.setBold(True)
        heads = [
            RoundEnd.tr("Player"),
            RoundEnd.tr("Cards left") if s.variant == "hillbilly" else RoundEnd.tr("Hand"),
            #: The column of the points scored in this round.
            RoundEnd.tr("Round"),
            RoundEnd.tr("Total"),
        ]
        for col, text in enumerate(heads):
            label = QLabel(text)
            label.setFont(bold)
            grid.addWidget(label, 0, col)
        best = min(s.totals)
        row = 0
        for seat in sorted(range(len(s.names)), key=lambda i: s.totals[i]):
            row += 1
            melds = s.melds[seat] if seat < len(s.melds) else ()
            melded = [c for m in melds for c in m]
            rest = sorted((c for c in s.hands[seat] if c not in melded), key=_by_rank)
            stands = s.stands[seat] if seat < len(s.stands) else ()
            grid.addWidget(self._who(seat), row, 0, 1 + bool(stands), 1, Qt.AlignmentFlag.AlignTop)
            strip = HandStrip(melds, rest, wild_rank=s.wild_rank, stands=stands)
            strip.setObjectName(f"hand_{seat}")
            grid.addWidget(strip, row, 1)
            if stands:  # what each melded wild stands for, to check the count by
                words = QLabel(", ".join(_as(card, what) for card, what in stands))
                words.setObjectName(f"wilds_{seat}")
                words.setWordWrap(True)
                grid.addWidget(words, row + 1, 1)
            points = QLabel(str(s.points[seat]))
            points.setObjectName(f"points_{seat}")
            points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(points, row, 2)
            leads = s.totals[seat] == best and not s.game_over
            total = QLabel(
                #: A total, with "lowest" on the line under it: the lowest total so far.
                RoundEnd.tr("{total}\nlowest", total=s.totals[seat])
                if leads
                else str(s.totals[seat])
            )
            total.setObjectName(f"total_{seat}")
            total.setFont(bold)
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(total, row, 3)
            row += bool(stands)
        grid.setColumnStretch(1, 1)
        return grid

    def _who(self, seat: int) -> QWidget:
        """The player's name, and a green "went out" tag on the one who went out."""
        s = self.summary
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 4, 0, 0)
        name = QLabel(shown_name(s.names[seat]))
        name.setObjectName(f"name_{seat}")
        font = name.font()
        font.setBold(True)
        name.setFont(font)
        column.addWidget(name)
        tag_text = ""
        if seat == s.went_out:
            #: A tag beside the name of the player who went out.
            tag_text, tag_name = "\u2714 " + RoundEnd.tr("went out"), "went_out"
        elif s.variant == "three-thirteen" and s.points[seat] == 0 and s.hands[seat]:
            # Out on the last lap too.
            #: A tag beside a player's name: every card of the hand is in a meld.
            tag_text, tag_name = "\u2714 " + RoundEnd.tr("all melded"), "all_melded"
        if tag_text:
            tag = QLabel(tag_text)
            tag.setObjectName(tag_name)
            tag.setStyleSheet(
                "color: white; background: #2f9e55; border-radius: 7px; padding: 1px 7px;"
                " font-weight: bold;"
            )
            column.addWidget(tag, 0, Qt.AlignmentFlag.AlignLeft)
        column.addStretch(1)
        return box

    def _buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox()
        if self.summary.game_over:
            again = QPushButton(RoundEnd.tr("Play again"))
            again.setDefault(True)
            again.clicked.connect(self._again)
            box.addButton(again, QDialogButtonBox.ButtonRole.AcceptRole)
            box.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        else:
            nxt = QPushButton(RoundEnd.tr("Deal round {round}", round=self.summary.round_no + 1))
            nxt.setDefault(True)
            nxt.clicked.connect(self.accept)
            box.addButton(nxt, QDialogButtonBox.ButtonRole.AcceptRole)
        return box

    def offer_review(self, review: Callable[[], None]) -> None:
        """The game-over screen's Review game: this dialog closes, then ``review`` opens."""
        button = QPushButton(RoundEnd.tr("Review game"))
        button.clicked.connect(self.accept)
        button.clicked.connect(review)
        self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def _again(self) -> None:
        self.play_again = True
        self.accept()
