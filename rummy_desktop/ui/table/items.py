"""The table's furniture: name plates, pile outlines, meld frames, the headline, focus ring.

Plain QGraphicsItems that paint themselves from a few fields the scene sets; none takes input.
Sizes are in scene pixels; ``unit`` (pixels per card width) scales their fonts.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rummy_desktop.tabletop.layout import PLATE_H
from rummy_desktop.tabletop.model import SeatInfo, TableCaptions
from rummy_desktop.ui.table import contrast
from rummy_desktop.ui.table.card_item import GOLD, HINT_ORANGE, TARGET_GREEN
from rummy_desktop.wording.seats import LEVEL_NAMES, level_name

WHITE = QColor("#f5f1e6")
MUTED = QColor("#c9d6cc")
BAD = QColor("#ff6b5a")
OK_GREEN = QColor("#7ee08f")
_HIGHLIGHTS = {"ok": TARGET_GREEN, "bad": BAD, "hint": HINT_ORANGE}  # a drop target, or the hint


def font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(9, round(px)))  # 9 px is the least a table's text shrinks to
    f.setBold(bold)
    return f


class Furniture(QGraphicsItem):
    """A rectangle-shaped painted item; subclasses paint inside ``rect``."""

    def __init__(self, z: float = 1.0):
        super().__init__()
        self.rect = QRectF()
        self.unit = 80.0
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # text and glows, once

    def place(self, rect: QRectF, unit: float) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.unit = unit
        self.update()

    def margin(self) -> float:
        return self.unit * 0.12 + 4

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        m = self.margin()
        return self.rect.adjusted(-m, -m, m, m)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        raise NotImplementedError


def _glow(painter: QPainter, rect: QRectF, colour: QColor, radius: float, width: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i, alpha in enumerate((40, 70, 120)):
        c = QColor(colour)
        c.setAlpha(alpha)
        painter.setPen(QPen(c, width * (3 - i)))
        painter.drawRoundedRect(rect, radius, radius)


class Headline(Furniture):
    """The round's contract or wild rank, in a pill at the top of the table."""

    def __init__(self) -> None:
        super().__init__(z=2)
        self.text = ""

    def paint(self, painter, option, widget=None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font(self.unit * 0.22, bold=True))
        text_w = painter.fontMetrics().horizontalAdvance(self.text) + self.unit * 0.6
        pill = QRectF(
            self.rect.center().x() - text_w / 2, self.rect.y(), text_w, self.rect.height()
        )
        painter.setPen(QPen(QColor(244, 196, 48, 150), max(1.0, self.unit * 0.015)))
        painter.setBrush(QColor(8, 30, 18, 200))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(QColor("#f7e7b4"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.text)


class NamePlate(Furniture):
    """Name, cards, score, buys left, a DOWN badge, and a gold glow on the seat in turn.

    Its text shrinks to fit the plate (down to a smallest readable size) before anything is
    cut, so "8 cards · 15 pts · 3 buys" reads whole on a small table.
    """

    SMALLEST_PX = 9.0

    def __init__(self) -> None:
        super().__init__(z=3)
        self.info: SeatInfo | None = None
        self.hand_count = 0

    def lines(self) -> tuple[str, str]:
        """The name and the detail line, spaced out when the plate has room."""
        name, detail = self._lines("  \u00b7  ")
        px = self.unit * (0.15 if self.rect.height() > self.unit * 0.6 else 0.12)
        room = self.rect.width() - 0.2 * self.unit
        if QFontMetricsF(font(px)).horizontalAdvance(detail) > room:
            return self._lines(" \u00b7 ")
        return name, detail

    def _lines(self, dot: str) -> tuple[str, str]:
        info = self.info
        if info is None:
            return "", ""
        # The gear marks a computer; its level beside it says how strong it plays.
        name = info.name + ("" if info.is_human else f"  \u2699 {info.level_word()}".rstrip())
        if info.is_turn:  # the turn in a shape too, not by the gold edge alone
            name = "\u25b6 " + name
        # Three short items in a row, each whole: "8 cards · 15 pts · 3 buys".
        #: On a player's name plate: how many cards they hold.
        parts = [TableCaptions.tr("%n card(s)", None, self.hand_count)]
        #: On a player's name plate: their total so far, "pts" short for points.
        parts.append(TableCaptions.tr("{points} pts", points=info.score))
        if info.buys_left is not None:
            #: On a player's name plate: how many buys they have left this round.
            parts.append(TableCaptions.tr("%n buy(s)", None, info.buys_left))
        return name, dot.join(parts)

    def badge_width(self) -> float:
        """The DOWN badge's width: its word whole in the player's language ("AUSGELEGT"), at
        least the English badge's; none while the seat is not down."""
        if self.info is None or not self.info.is_down:
            return 0.0
        u = self.unit
        word = QFontMetricsF(font(u * 0.12, bold=True)).horizontalAdvance(self.badge_word())
        return max(u * 0.62, word + u * 0.16)

    @staticmethod
    def badge_word() -> str:
        #: A small badge on a player's name plate: this player has laid down (capitals).
        return TableCaptions.tr("DOWN")

    def _fonts(self) -> tuple[QFont, QFont, float]:
        """The name and detail fonts, shrunk to the plate's width; and that width."""
        u, r = self.unit, self.rect
        tall = r.height() > u * 0.6
        pad = u * 0.1
        badge_w = self.badge_width()
        room = r.width() - 2 * pad
        name, detail = self.lines()
        name_font = _fit_font(name, u * (0.2 if tall else 0.15), room - badge_w, bold=True)
        detail_font = _fit_font(detail, u * (0.15 if tall else 0.12), room)
        return name_font, detail_font, room

    def fits(self) -> bool:
        """Both lines show whole (the layout gives every plate room enough)."""
        name_font, detail_font, room = self._fonts()
        name, detail = self.lines()
        badge_w = self.badge_width()
        return (
            QFontMetricsF(name_font).horizontalAdvance(name) <= room - badge_w + 0.5
            and QFontMetricsF(detail_font).horizontalAdvance(detail) <= room + 0.5
        )

    def paint(self, painter, option, widget=None) -> None:
        info = self.info
        if info is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.unit
        r = self.rect
        radius = min(r.height() / 2, u * 0.14)
        turn = contrast.accent(GOLD)
        if info.is_turn:
            _glow(painter, r, turn, radius, max(1.5, u * 0.025))
        painter.setPen(
            QPen(
                turn if info.is_turn else contrast.edge(QColor(255, 255, 255, 50)),
                max(1.0, u * (0.04 if info.is_turn else 0.02)),
            )
        )
        painter.setBrush(QColor(6, 24, 14, 205))
        painter.drawRoundedRect(r, radius, radius)
        pad = u * 0.1
        badge_w = self.badge_width()
        name_font, detail_font, room = self._fonts()
        name, detail = self.lines()
        painter.setFont(name_font)
        painter.setPen(WHITE)
        text = QRectF(r.x() + pad, r.y(), room - badge_w, r.height() / 2 + u * 0.02)
        name = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, text.width())
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, name)
        painter.setFont(detail_font)
        painter.setPen(contrast.text(MUTED))
        box = QRectF(r.x() + pad, r.center().y() + u * 0.02, room, r.height() / 2)
        line = painter.fontMetrics().elidedText(detail, Qt.TextElideMode.ElideRight, box.width())
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, line)
        if info.is_down:
            badge = QRectF(r.right() - pad - badge_w, r.y() + r.height() * 0.12, badge_w, u * 0.2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#2f9e55"))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.setFont(font(u * 0.12, bold=True))
            painter.setPen(WHITE)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge_word())


def plate_height(unit: float) -> float:
    """The other seats' plate height in card units: its two lines as :class:`NamePlate`
    paints them (the name above the middle, the detail under it), clear of its widest
    border. At a small unit the fonts stop shrinking at 9 px and need more than PLATE_H."""
    name = QFontMetricsF(font(unit * 0.15, bold=True)).height()
    detail = QFontMetricsF(font(unit * 0.12)).height()
    border = max(1.0, unit * 0.04)
    half = max(name - unit * 0.02, detail + unit * 0.02) + border + 0.5
    return max(PLATE_H, 2 * half / unit)


def plate_width(unit: float, buys: bool) -> float:
    """The least plate width in card units that holds, at the smallest readable font, the
    longest detail line a seat shows ("16 cards · 999 pts · 3 buys") and a usual computer's
    name line with its level and, where seats lay down, the DOWN badge, all in the player's
    language: German and Spanish need more than the English the layout's widths were made for."""
    parts = [
        TableCaptions.tr("%n card(s)", None, 16),
        TableCaptions.tr("{points} pts", points=999),
    ]
    if buys:
        parts.append(TableCaptions.tr("%n buy(s)", None, 3))
    small = NamePlate.SMALLEST_PX
    detail = QFontMetricsF(font(small)).horizontalAdvance(" \u00b7 ".join(parts))
    level = max((level_name(key) for key in LEVEL_NAMES), key=len)
    name = QFontMetricsF(font(small, bold=True)).horizontalAdvance(f"Bruno  \u2699 {level}")
    if buys:  # the badge of a seat that has laid down, beside its name
        word = QFontMetricsF(font(unit * 0.12, bold=True)).horizontalAdvance(NamePlate.badge_word())
        name += max(unit * 0.62, word + unit * 0.16)
    return (max(detail, name) + 2.0) / unit + 0.2


def _fit_font(text: str, px: float, width: float, bold: bool = False) -> QFont:
    """``font(px)``, made smaller (not below NamePlate.SMALLEST_PX) until ``text`` fits."""
    f = font(px, bold)
    advance = QFontMetricsF(f).horizontalAdvance(text)
    if advance > width > 0:
        f = font(max(NamePlate.SMALLEST_PX, px * width / advance), bold)
        while QFontMetricsF(f).horizontalAdvance(text) > width and f.pixelSize() > 8:
            f.setPixelSize(f.pixelSize() - 1)
    return f


class PileMarker(Furniture):
    """The outline of a pile or area, a caption under it, and the drop-target highlight."""

    def __init__(self, caption: str = "", empty_text: str = "") -> None:
        super().__init__(z=1)
        self.caption = caption
        self.empty_text = empty_text  # painted inside while the area holds nothing
        self.empty = True
        self.dashed = True
        self.highlight: str | None = None  # None, "ok", "bad", "hint" or "hint"
        self.quiet = False  # paint nothing but the highlight (the hand's drop zone)

    def set_highlight(self, state: str | None) -> None:
        if state != self.highlight:
            self.highlight = state
            if self.quiet:
                self.setVisible(state is not None)  # a hidden item costs no blit at all
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = self.margin()
        side = max(m, self.unit * CAPTION_SPILL)  # the caption may be wider than the pile
        return self.rect.adjusted(-side, -m, side, m + self.unit * 0.3)

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.unit
        radius = u * 0.08
        if self.quiet and not self.highlight:
            return
        if self.highlight:
            colour = _HIGHLIGHTS[self.highlight]
            fill = QColor(colour)
            fill.setAlpha(45)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(self.rect, radius, radius)
            _glow(painter, self.rect, colour, radius, max(1.5, u * 0.02))
        pen = QPen(contrast.edge(QColor(255, 255, 255, 70)), max(1.0, u * 0.018))
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(0, 0, 0, 28))
        painter.drawRoundedRect(self.rect, radius, radius)
        if self.empty and self.empty_text:
            painter.setFont(font(u * 0.15, bold=contrast.is_high()))  # thin grey strokes fade
            painter.setPen(contrast.text(QColor(255, 255, 255, 120)))
            painter.drawText(
                self.rect.adjusted(u * 0.1, 0, -u * 0.1, 0),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.empty_text,
            )
        if self.caption:
            painter.setFont(font(u * 0.14, bold=True))
            painter.setPen(contrast.text(QColor(255, 255, 255, 170)))
            below = QRectF(  # clear of the pile's lower layers, which peek out down-right
                self.rect.x() - u * CAPTION_SPILL,
                self.rect.bottom() + u * 0.07,
                self.rect.width() + 2 * u * CAPTION_SPILL,
                u * 0.22,
            )
            # A long player's name in "Discard · from …" is elided, never cut mid-letter.
            text = painter.fontMetrics().elidedText(
                self.caption, Qt.TextElideMode.ElideRight, int(below.width())
            )
            painter.drawText(below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)


CAPTION_SPILL = 0.2  # card widths a caption may reach past its pile on each side (the stock
# and discard captions then stay clear of each other)


class MeldFrame(Furniture):
    """A faint mat under a meld; while a card hovers it, the end it would join lights up."""

    def __init__(self) -> None:
        super().__init__(z=4)
        self.status = ""  # under a staged meld: its short note ("✔ set", "✗ not a meld")
        self.note_width = 0.0  # the note's width under the frame (0: the frame's own)
        self.highlight: str | None = None  # None, "ok", "bad", "hint"
        self.half: str | None = None  # "low" / "high": which half to light

    def set_highlight(self, state: str | None, half: str | None = None) -> None:
        if (state, half) != (self.highlight, self.half):
            self.highlight, self.half = state, half
            self.update()

    def note_rect(self) -> QRectF:
        """Where the status note goes: under the frame, as wide as the group's room."""
        width = max(self.note_width, self.rect.width())
        u = self.unit
        return QRectF(
            self.rect.center().x() - width / 2, self.rect.bottom() + u * 0.03, width, u * 0.24
        )

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = self.margin()
        bounds = self.rect.adjusted(-m, -m, m, m)
        return bounds.united(self.note_rect()) if self.status else bounds

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.unit
        radius = u * 0.07
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 38))
        painter.drawRoundedRect(self.rect, radius, radius)
        if self.highlight:
            colour = _HIGHLIGHTS[self.highlight]
            lit = QRectF(self.rect)
            if self.half == "low":
                lit.setWidth(lit.width() / 2)
            elif self.half == "high":
                lit.setLeft(lit.center().x())
            fill = QColor(colour)
            fill.setAlpha(60)
            painter.setBrush(fill)
            painter.drawRoundedRect(lit, radius, radius)
            _glow(painter, self.rect, colour, radius, max(1.5, u * 0.02))
        if self.status:
            ok = self.status.startswith("\u2714")
            text = self.status
            painter.setFont(font(u * 0.13, bold=ok))
            painter.setPen(OK_GREEN if ok else QColor("#ffc46b"))
            painter.drawText(self.note_rect(), Qt.AlignmentFlag.AlignHCenter, text)


class VerdictMark(Furniture):
    """Above the cards, at the lit target's top-right corner: ✔ where the held or dragged
    cards may go, ✖ where they may not: the state in a shape, not colour alone."""

    def __init__(self) -> None:
        super().__init__(z=5900)
        self.state: str | None = None
        self.setVisible(False)

    def show_state(self, rect: QRectF | None, state: str | None, unit: float) -> None:
        if rect is None or state is None:
            self.setVisible(False)
            return
        self.state = state
        self.place(rect, unit)
        self.setVisible(True)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        d = max(14.0, self.unit * 0.26) + 4
        return QRectF(self.rect.right() - d, self.rect.top() - d / 2, 2 * d, 2 * d)

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = _HIGHLIGHTS.get(self.state or "", TARGET_GREEN)
        contrast.paint_mark(painter, self.rect, self.state, colour, self.unit)


class FocusRing(Furniture):
    """The keyboard focus: a bright dashed ring round the focused card or pile."""

    def __init__(self) -> None:
        super().__init__(z=6000)
        self.setVisible(False)

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(-3, -3, 3, 3)
        radius = self.unit * 0.1
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 150), max(3.0, self.unit * 0.045)))
        painter.drawRoundedRect(r, radius, radius)
        pen = QPen(contrast.accent(QColor("#6fd3ff")), max(2.0, self.unit * 0.03))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(r, radius, radius)


class HintBubble(Furniture):
    """Why a drop would be refused, shown by the dragged card while it hovers; or (``ok``,
    in green) what a keyboard drop will do."""

    def __init__(self) -> None:
        super().__init__(z=5500)
        self.text = ""
        self.ok = False
        self.setVisible(False)

    def show_text(self, text: str, x: float, y: float, unit: float, ok: bool = False) -> None:
        w = unit * 3.2
        self.text, self.ok = text, ok
        self.update()
        self.place(QRectF(x - w / 2, y, w, unit * 0.5), unit)
        self.setVisible(bool(text))

    def paint(self, painter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font(self.unit * 0.14))
        metrics = painter.fontMetrics()
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        inner = metrics.boundingRect(
            self.rect.adjusted(8, 0, -8, 0).toRect(), int(flags), self.text
        )
        box = QRectF(inner).adjusted(-8, -5, 8, 5)
        box.moveCenter(self.rect.center())
        path = QPainterPath()
        path.addRoundedRect(box, 6, 6)
        painter.fillPath(path, QColor(20, 90, 40, 235) if self.ok else QColor(120, 20, 16, 230))
        painter.setPen(WHITE)
        painter.drawText(box, flags, self.text)


class SeatFan(QGraphicsItem):
    """An opponent's resting backs painted as one cached item (one blit a frame, not sixteen).

    The backs keep their CardItems (the scene's keys ``("seat", n, i)``), hidden while they rest
    here; a back in flight shows its own item until it lands. ``cards`` paint in order (z).
    """

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[QGraphicsItem] = []
        self._signature: tuple = ()
        self._bounds = QRectF()
        self.setZValue(50)  # the seat backs' own z: 50 + index
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_cards(self, cards: list) -> None:
        # The items themselves count: a new deal's backs may rest where the last ones did.
        signature = tuple(
            (id(c), c.pos().x(), c.pos().y(), c.width, c.visible_width, c.face_up) for c in cards
        )
        if signature == self._signature:
            return
        self.prepareGeometryChange()
        self.cards = list(cards)
        self._signature = signature
        bounds = QRectF()
        for card in cards:
            bounds = bounds.united(card.boundingRect().translated(card.pos()))
        self._bounds = bounds
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for card in self.cards:
            painter.save()
            painter.translate(card.pos())
            card.paint(painter, option, widget)
            painter.restore()
