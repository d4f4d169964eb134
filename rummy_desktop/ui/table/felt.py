"""The table's baize: a soft radial light in the middle, darker edges, a faint woven grain;
painted once per table size and colour, and blitted 1:1 under the cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

from rummy_desktop.ui.table import contrast


class Felt:
    def __init__(self) -> None:
        self.colour = "green"  # Preferences ▸ Table colour (a key of FELTS)
        self._pixmap: QPixmap | None = None

    def forget(self) -> None:
        """Paint it anew next time (the colour or the theme changed)."""
        self._pixmap = None

    def paint(self, painter: QPainter, rect: QRectF | QRect, scene_rect: QRectF) -> None:
        rect = QRectF(rect)  # Qt passes a QRectF; the signature also admits a QRect
        if contrast.is_high():  # black felt: every card, edge and word stands out most
            painter.fillRect(rect, QColor("#000000"))
            return
        if self._pixmap is None or self._pixmap.size() != scene_rect.size().toSize():
            size = int(scene_rect.width()), int(scene_rect.height())
            self._pixmap = _felt_pixmap(*size, FELTS.get(self.colour, FELTS["green"]))
        # A 1:1 blit (the view never scales the table): a point target avoids a scaling path.
        painter.drawPixmap(rect.topLeft(), self._pixmap, rect.translated(-scene_rect.topLeft()))


# Preferences ▸ Table colour: the baize's centre, middle and edge.
FELTS = {
    "green": ("#2f7d4a", "#23633a", "#123820"),
    "blue": ("#2d5f8a", "#214a6e", "#10263b"),
    "red": ("#7d2f3a", "#62232d", "#361117"),
}


def _felt_pixmap(
    width: int, height: int, colours: tuple[str, str, str] = FELTS["green"]
) -> QPixmap:
    """Baize: a soft radial light in the middle, darker edges, a faint woven grain."""
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    centre = QPointF(width / 2, height * 0.45)
    gradient = QRadialGradient(centre, max(width, height) * 0.75)
    for stop, colour in zip((0.0, 0.55, 1.0), colours, strict=True):
        gradient.setColorAt(stop, QColor(colour))
    painter.fillRect(image.rect(), gradient)
    painter.fillRect(image.rect(), QBrush(_grain_tile()))
    painter.end()
    return QPixmap.fromImage(image)


_GRAIN: QImage | None = None


def _grain_tile() -> QImage:
    """A 96-pixel tile of faint speckle (a fixed LCG, so every run looks alike): the cloth's grain."""
    global _GRAIN
    if _GRAIN is None:
        size = 96
        tile = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        tile.fill(Qt.GlobalColor.transparent)
        seed = 12345
        for _ in range(size * size // 6):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            x, y = seed % size, (seed >> 8) % size
            light = (seed >> 16) & 1
            tile.setPixelColor(x, y, QColor(255, 255, 255, 9) if light else QColor(0, 0, 0, 18))
        _GRAIN = tile
    return _GRAIN
