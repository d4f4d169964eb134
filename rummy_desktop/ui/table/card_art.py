"""Card faces and backs as pixmaps: David Bellot's SVG deck, or a drawn deck when it is missing.

Every pixmap is rendered once per (theme, face, width in device pixels) and kept in a small
LRU cache, so painting a card is one blit. Faces are named by keys: ``"H_7"``, ``"S_13"``,
``"joker_red"``, ``"joker_black"`` and ``"back"`` (see :func:`face_key`).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtSvg import QSvgRenderer

from rummy_desktop.engine import RANK_CODES, SUIT_SYMBOLS, Card
from rummy_desktop.ui.resources import resource_path
from rummy_desktop.ui.table.deck_style import (
    DeckStyle,
    four_colour_renderer,
    paint_large_index,
    suit_colour,
)

# The SVG deck's card frame (its viewBox): every element is drawn in these coordinates.
SVG_W, SVG_H = 169.075, 244.640
CARD_ASPECT = SVG_H / SVG_W  # height / width of every card, drawn deck included

_SVG_SUITS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
_SVG_RANKS = {1: "1", 11: "jack", 12: "queen", 13: "king"} | {r: str(r) for r in range(2, 11)}
RED_SUITS = "HD"
RED = QColor("#c0182a")
BLACK = QColor("#16161d")


def face_key(card: Card | None) -> str:
    """The art key of a card, or ``"back"`` for None (a face-down card)."""
    if card is None:
        return "back"
    if card.is_joker:
        return "joker_red" if card.copy % 2 == 0 else "joker_black"
    return f"{card.suit}_{card.rank}"


def _svg_id(key: str) -> str:
    if key in ("back", "joker_red", "joker_black"):
        return key
    suit, rank = key.split("_")
    return f"{_SVG_SUITS[suit]}_{_SVG_RANKS[int(rank)]}"


class CardArt:
    """Renders and caches card pixmaps. ``theme`` is ``"svg"`` (falls back) or ``"drawn"``."""

    def __init__(
        self,
        svg_path: Path | str | None = None,
        theme: str = "svg",
        back: str = "blue",
        limit: int = 900,
    ):
        self.back = back  # "blue" (drawn lattice, reads well on green felt) or "svg" (the deck's)
        self._svg_path = Path(svg_path) if svg_path else resource_path("cards/svg-cards.svg")
        self._renderer: QSvgRenderer | None = None
        self.style = DeckStyle()  # four-colour suits, a large index (Preferences)
        self._four: QSvgRenderer | None = None
        self._svg_failed = theme != "svg"
        self._cache: OrderedDict[tuple[str, str, int], QPixmap] = OrderedDict()
        self._limit = limit
        self.hits = 0
        self.misses = 0

    @property
    def theme(self) -> str:
        """``"svg"`` while the SVG deck renders, ``"drawn"`` once it is missing or broken."""
        return "drawn" if self._svg_failed else "svg"

    def clear(self) -> None:
        self._cache.clear()
        self.hits = self.misses = 0

    def pixmap(self, key: str, width: float, dpr: float = 1.0) -> QPixmap:
        """The card ``key`` at ``width`` logical pixels for a device pixel ratio ``dpr``."""
        px = max(8, round(width * dpr))
        cache_key = (f"{self.theme}/{self.back}/{self.style.key}", key, px)
        pix = self._cache.get(cache_key)
        if pix is not None:
            self.hits += 1
            self._cache.move_to_end(cache_key)
        else:
            self.misses += 1
            pix = QPixmap.fromImage(self.render_image(key, px))
            self._cache[cache_key] = pix
            if len(self._cache) > self._limit:
                self._cache.popitem(last=False)
        pix.setDevicePixelRatio(dpr)
        return pix

    def render_image(self, key: str, px: int) -> QImage:
        """Render one card ``px`` device pixels wide into a new transparent image."""
        h = round(px * CARD_ASPECT)
        image = QImage(px, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(0, 0, px, h)
        drawn_back = key == "back" and self.back != "svg"
        if drawn_back or not self._render_svg(painter, key, rect):
            draw_card(painter, key, rect, self.back, self.style.four_colour)
        if self.style.large_index:
            paint_large_index(painter, key, rect, self.style.four_colour)
        painter.end()
        return image

    def _render_svg(self, painter: QPainter, key: str, rect: QRectF) -> bool:
        renderer = self._load()
        if renderer is not None and self.style.four_colour:
            if self._four is None:
                self._four = four_colour_renderer(self._svg_path)
            renderer = self._four
        if renderer is None:
            return False
        element = _svg_id(key)
        if not renderer.elementExists(element):
            return False
        # Some faces have invisible parts beyond the card frame: map the frame, not the bounds.
        bounds = renderer.boundsOnElement(element)
        sx, sy = rect.width() / SVG_W, rect.height() / SVG_H
        target = QRectF(bounds.x() * sx, bounds.y() * sy, bounds.width() * sx, bounds.height() * sy)
        renderer.render(painter, element, target)
        return True

    def _load(self) -> QSvgRenderer | None:
        if self._svg_failed:
            return None
        if self._renderer is None:
            renderer = QSvgRenderer(str(self._svg_path)) if self._svg_path.is_file() else None
            if renderer is None or not renderer.isValid():
                self._svg_failed = True
                return None
            self._renderer = renderer
        return self._renderer


_DEFAULT: CardArt | None = None


def default_art() -> CardArt:
    """The process-wide art cache (one SVG parse, one cache for every scene)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = CardArt()
    return _DEFAULT


# ---- the drawn deck ---------------------------------------------------------------------------


def draw_card(
    painter: QPainter, key: str, rect: QRectF, back: str = "blue", four_colour: bool = False
) -> None:
    """Paint a clean, readable card with QPainter: rank and suit in the corners, a big pip
    (``back``: which painted back a face-down card gets; ``four_colour``: the suits' colours)."""
    w = rect.width()
    radius = w * 0.07
    frame = QPainterPath()
    frame.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    if key == "back":
        _draw_back(painter, frame, rect, back)
        return
    painter.fillPath(frame, QColor("#fdfcf7"))
    painter.setPen(QPen(QColor("#9a968a"), max(1.0, w * 0.008)))
    painter.drawPath(frame)
    if key.startswith("joker"):
        _draw_joker(painter, key, rect)
        return
    suit, rank = key.split("_")
    colour = suit_colour(suit, four_colour)
    symbol = SUIT_SYMBOLS[suit]
    label = RANK_CODES[int(rank)]
    _draw_index(painter, rect, label, symbol, colour)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    _draw_index(painter, rect, label, symbol, colour)
    painter.restore()
    big = QFont("DejaVu Sans")
    painter.setPen(colour)
    if int(rank) > 10:
        # Court cards: a framed panel with the letter and suit, plain but unmistakable.
        panel = rect.adjusted(w * 0.2, w * 0.28, -w * 0.2, -w * 0.28)
        painter.setPen(QPen(colour, max(1.0, w * 0.012)))
        painter.drawRoundedRect(panel, w * 0.04, w * 0.04)
        big.setPixelSize(max(6, round(w * 0.42)))
        big.setBold(True)
        painter.setFont(big)
        painter.drawText(panel, Qt.AlignmentFlag.AlignCenter, f"{label}\n{symbol}")
        return
    big.setPixelSize(max(6, round(w * 0.55)))
    painter.setFont(big)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, symbol)


def _draw_index(painter: QPainter, rect: QRectF, label: str, symbol: str, colour: QColor) -> None:
    w = rect.width()
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(5, round(w * 0.2)))
    painter.setFont(font)
    painter.setPen(colour)
    box = QRectF(rect.left() + w * 0.03, rect.top() + w * 0.04, w * 0.26, w * 0.24)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
    font.setPixelSize(max(5, round(w * 0.19)))
    painter.setFont(font)
    box.translate(0, w * 0.22)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, symbol)


def _draw_joker(painter: QPainter, key: str, rect: QRectF) -> None:
    w = rect.width()
    colour = RED if key == "joker_red" else BLACK
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(5, round(w * 0.14)))
    painter.setFont(font)
    painter.setPen(colour)
    column = QRectF(rect.left() + w * 0.04, rect.top() + w * 0.05, w * 0.18, rect.height() * 0.7)
    painter.drawText(
        column, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "J\nO\nK\nE\nR"
    )
    font.setPixelSize(max(6, round(w * 0.5)))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\u2605")


# The painted backs (Preferences ▸ Card back): light and dark ends of the lattice's gradient.
BACK_COLOURS = {
    "blue": ("#2b4d9b", "#17306b"),
    "red": ("#b0303a", "#6b141c"),
    "green": ("#2f7a5a", "#143d2b"),
}


def _draw_back(painter: QPainter, frame: QPainterPath, rect: QRectF, back: str = "blue") -> None:
    w = rect.width()
    light, dark = BACK_COLOURS.get(back, BACK_COLOURS["blue"])
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor(light))
    gradient.setColorAt(1, QColor(dark))
    painter.fillPath(frame, QColor("#fdfcf7"))
    inner = QPainterPath()
    margin = w * 0.06
    inner.addRoundedRect(rect.adjusted(margin, margin, -margin, -margin), w * 0.04, w * 0.04)
    painter.fillPath(inner, gradient)
    # A lattice of light diamonds, the classic back pattern.
    painter.save()
    painter.setClipPath(inner)
    painter.setPen(QPen(QColor(255, 255, 255, 70), max(1.0, w * 0.01)))
    step = w * 0.12
    y = rect.top() - rect.width()
    while y < rect.bottom() + rect.width():
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y + rect.width()))
        painter.drawLine(QPointF(rect.left(), y + rect.width()), QPointF(rect.right(), y))
        y += step
    painter.restore()
    painter.setPen(QPen(QColor("#9a968a"), max(1.0, w * 0.008)))
    painter.drawPath(frame)
