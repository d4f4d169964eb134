"""CardItem: one card on the table, painted from the cached art, following the mouse when dragged.

The item knows nothing of piles or rules: it paints itself (face, back, badges, outlines) and
hands its mouse events to the scene, which decides what a press, drag or double-click means.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QWidget

from rummy_desktop.engine import Card
from rummy_desktop.ui.table import contrast
from rummy_desktop.ui.table.card_art import CARD_ASPECT, CardArt, default_art, face_key

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

GOLD = QColor("#f4c430")
HINT_ORANGE = QColor("#ff8a1f")
SELECT_BLUE = QColor("#3d9bff")
TARGET_GREEN = QColor("#4be07a")

_SHADOWS: dict[int, QPixmap] = {}


def _shadow(width: int) -> QPixmap:
    """A soft shadow the size of a card, rendered once per width (one blit per card after)."""
    pix = _SHADOWS.get(width)
    if pix is None:
        h = round(width * CARD_ASPECT)
        image = QImage(width, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for i, alpha in enumerate((18, 22, 30)):  # three nested rects fake a blur cheaply
            r = QRectF(0, 0, width, h).adjusted(i, i, -i, -i)
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(r, width * 0.08, width * 0.08)
        painter.end()
        pix = QPixmap.fromImage(image)
        _SHADOWS[width] = pix
    return pix


HOVER_RISE = 0.07  # card widths a hand card rises under the pointer


class CardItem(QGraphicsObject):
    """A card face or back. ``card`` is None for a back whose face nobody may know."""

    def __init__(self, card: Card | None, art: CardArt | None = None, width: float = 80.0):
        super().__init__()
        self.card = card
        self.art = art or default_art()
        self._width = float(width)
        self._face_up = card is not None
        self.wild_label = ""  # "=6♥": what a wild in a meld stands for
        self.wild_mark = False  # a star badge: this card is wild in the hand
        self.live = False  # the live discard: gold outline
        self.marked = False  # selected in the hand: blue outline
        self.target = False  # the drop target (a wild to swap): green outline
        self.hinted = False  # the hint's suggested card: dashed orange outline
        self.visible_width = 0.0  # see set_visible_width
        self.key: object = None  # set by the card layer: its slot key (a Card, or a back's tuple)
        self.zone = ""  # set by the scene: "hand", "stage", "stock", "discard", "meld", "seat"
        self._angle = 0.0  # degrees, painted (see set_angle)
        self.rise = 0.0  # pixels a hand card is lifted under the pointer (painted, see set_rise)
        self._bounds = QRectF()
        self._update_bounds()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setTransformOriginPoint(self._width / 2, self.height / 2)
        # Qt keeps the painted card (tilt included) as one device pixmap: a frame is then plain
        # blits, with no Python paint() call per card (bench/ui.py: the 8 ms frame budget).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)  # a hand card rises under the pointer

    # ---- geometry and looks -------------------------------------------------------------

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * CARD_ASPECT

    def set_width(self, width: float) -> None:
        if abs(width - self._width) > 0.01:
            self.prepareGeometryChange()
            self._width = float(width)
            self._update_bounds()
            self.setTransformOriginPoint(self._width / 2, self.height / 2)

    @property
    def face_up(self) -> bool:
        return self._face_up and self.card is not None

    def set_face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self.update()

    def set_flags(self, **flags: object) -> None:
        """Set look flags (wild_mark, live, marked, target, wild_label), repainting on change."""
        changed = {n: v for n, v in flags.items() if getattr(self, n) != v}
        if changed:
            self.prepareGeometryChange()  # outlines and labels widen the painted area
            for name, value in changed.items():
                setattr(self, name, value)
            self._update_bounds()
            self.update()

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.height)

    def set_visible_width(self, width: float) -> None:
        """Paint only the left ``width`` pixels (0: all): the rest lies under the next card.

        Covered cards then cost a strip of pixels per frame instead of a whole card.
        """
        if abs(width - self.visible_width) > 0.01:
            self.prepareGeometryChange()
            self.visible_width = width
            self._update_bounds()
            self.update()

    @property
    def angle(self) -> float:
        return self._angle

    def set_angle(self, angle: float) -> None:
        """Tilt the card about its centre.

        The tilt is painted, not set as the item's rotation: Qt's device cache re-renders an item
        whose transform is not a plain translation into a fresh pixmap every frame, while a
        painted tilt keeps the item cached (a tilted discard is then one plain blit a frame).
        """
        if angle != self._angle:
            self.prepareGeometryChange()
            self._angle = float(angle)
            self._update_bounds()
            self.update()

    def _tilt(self) -> QTransform:
        c = self.card_rect().center()
        return QTransform().translate(c.x(), c.y()).rotate(self._angle).translate(-c.x(), -c.y())

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        # Qt asks several times per item and frame: answer from a rect kept up to date.
        return self._bounds

    def _update_bounds(self) -> None:
        w = self._width
        if self.target or self.marked or self.live or self.hinted:
            m = w * 0.08 + 3  # the outline's glow
            left, top, right, bottom = m, m, m, m
        else:
            shadow = max(1.5, w * 0.025) + 1
            left, top, right, bottom = 1.0, 1.0, shadow, shadow
        if self.wild_label:
            bottom += w * 0.3
        width = self.visible_width if self.visible_width > 0 else w + right
        top += getattr(self, "rise", 0.0)
        self._flat = QRectF(-left, -top, width + left, self.height + top + bottom)
        # A tilt (painted) widens the box to hold the turned card, a pixel more for antialiasing.
        self._bounds = (
            self._tilt().mapRect(self._flat).adjusted(-1, -1, 1, 1) if self._angle else self._flat
        )

    def set_rise(self, rise: float) -> None:
        """Lift the card ``rise`` pixels as painted (its shape stays put, so the pointer at its
        lower edge never makes it rise and fall by turns)."""
        if abs(rise - self.rise) > 0.01:
            self.prepareGeometryChange()
            self.rise = rise
            self._update_bounds()
            self.update()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return self._tilt().map(path) if self._angle else path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        t = painter.worldTransform()
        scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
        dpr = painter.device().devicePixelRatioF() * scale
        if self.rise:
            painter.translate(0, -self.rise)
        if self._angle:
            painter.setTransform(self._tilt(), True)
        if self.visible_width > 0:
            painter.setClipRect(self._flat)
        rect = self.card_rect()
        shadow_off = max(1.5, self._width * 0.025)
        painter.drawPixmap(
            QRectF(shadow_off * 0.6, shadow_off, rect.width(), rect.height()),
            _shadow(max(8, round(self._width))),
            QRectF(0, 0, round(self._width), round(self._width * CARD_ASPECT)),
        )
        key = face_key(self.card if self.face_up else None)
        painter.drawPixmap(rect, self.art.pixmap(key, self._width, dpr), QRectF())
        if self.wild_mark and self.face_up:
            self._paint_star(painter)
        outline = self._outline_colour()
        if outline is not None:
            self._paint_outline(painter, outline, dashed=outline is HINT_ORANGE)
            if outline is TARGET_GREEN:  # a drop target says so with a tick, not green alone
                contrast.paint_mark(painter, self.card_rect(), "ok", outline, self._width)
        if self.wild_label:
            self._paint_wild_label(painter)

    def _outline_colour(self) -> QColor | None:
        if self.target:
            return TARGET_GREEN
        if self.marked:
            return SELECT_BLUE
        if self.hinted:
            return HINT_ORANGE
        if self.live:
            return GOLD
        return None

    def _paint_outline(self, painter: QPainter, colour: QColor, dashed: bool = False) -> None:
        w = self._width
        r = w * 0.075
        glow = QColor(colour)
        glow.setAlpha(80)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(glow, max(3.0, w * 0.07)))
        painter.drawRoundedRect(self.card_rect(), r, r)
        pen = QPen(colour, max(1.5, w * 0.03))
        if dashed:  # a shape as well as a colour: the hint reads apart from a selection
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self.card_rect().adjusted(0.5, 0.5, -0.5, -0.5), r, r)

    def _paint_star(self, painter: QPainter) -> None:
        paint_wild_star(painter, self._width)

    def _paint_wild_label(self, painter: QPainter) -> None:
        # Under the card, where a meld row leaves room: "=6♥" in a small dark pill.
        w = self._width
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(7, round(w * 0.2)))
        painter.setFont(font)
        text_w = painter.fontMetrics().horizontalAdvance(self.wild_label) + w * 0.12
        pill = QRectF(0, self.height + w * 0.03, max(w * 0.34, text_w), w * 0.26)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 24, 210))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setPen(GOLD)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.wild_label)

    # ---- events: the scene decides --------------------------------------------------------

    def _handler(self):  # the scene's drag controller, if this item is in a TableScene
        scene = self.scene()
        return getattr(scene, "drag", None)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        handler = self._handler()
        if self.zone == "hand" and self.face_up and (handler is None or handler.may_hover()):
            self.set_rise(self._width * HOVER_RISE)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.set_rise(0.0)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.set_rise(0.0)  # a card picked up is lifted by the drag, not the hover
        handler = self._handler()
        if handler is None or not handler.press(self, event):
            event.ignore()
            return
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        handler = self._handler()
        if handler is not None:
            handler.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        handler = self._handler()
        if handler is not None:
            handler.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        handler = self._handler()
        if handler is not None:
            handler.double_click(self)
        event.accept()


def lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


def paint_wild_star(painter: QPainter, w: float) -> None:
    """The wild's star on a card ``w`` wide at the painter's origin: on the left strip, under
    the rank index (the part a fanned hand leaves visible)."""
    d = w * 0.24
    circle = QRectF(w * 0.035, w * 0.52, d, d)
    painter.setPen(QPen(QColor("#7a5a00"), max(1.0, w * 0.012)))
    painter.setBrush(GOLD)
    painter.drawEllipse(circle)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(6, round(d * 0.78)))
    painter.setFont(font)
    painter.setPen(QColor("#5a3d00"))
    painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, "\u2605")
