"""Deck styles for colour-blind and low-vision players: a four-colour deck and a large index.

The four-colour deck is the same SVG art with the suits' ink changed, as four-colour poker
decks print them: clubs green, diamonds blue, hearts red, spades black. Only the suit
symbols and the rank marks are recoloured (the shared ``club`` and ``diamond`` glyphs and the
``n_*`` rank marks inside each club and diamond card), so the court figures keep their art.

The large index paints a bold rank and suit over the card's top-left corner (and, turned,
the bottom-right), about twice the deck's own: the part of a card a fanned hand leaves bare.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgRenderer

from rummy_desktop.engine import RANK_CODES, SUIT_SYMBOLS

RED = QColor("#c0182a")
BLACK = QColor("#16161d")
GREEN = QColor("#0b7a33")  # clubs: dark enough on white for the 4.5:1 of WCAG AA
BLUE = QColor("#1747b5")  # diamonds
SVG_RED = "#e6180a"


@dataclass(frozen=True)
class DeckStyle:
    four_colour: bool = False
    large_index: bool = False

    @property
    def key(self) -> str:
        """A part of the art's cache key: pixmaps of one style are never shown in another."""
        return f"{'4c' if self.four_colour else '2c'}{'-li' if self.large_index else ''}"


def suit_colour(suit: str, four_colour: bool) -> QColor:
    if four_colour:
        return {"C": GREEN, "D": BLUE, "H": RED}.get(suit, BLACK)
    return RED if suit in "HD" else BLACK


_CARD_GROUP = re.compile(
    r'<g id="(club|diamond|heart|spade)_\w+"|<g id="(joker_red|joker_black|back)"'
)
_RANK_USE = re.compile(r'<use xlink:href="#n_\w+"[^>]*?/?>')
_STYLE = re.compile(r' style="[^"]*"')


def four_colour_svg(text: str) -> str:
    """The deck's SVG with clubs' and diamonds' ink recoloured (the figures untouched)."""
    green, blue = GREEN.name(), BLUE.name()
    text = text.replace(
        f'<g id="diamond"><path style="fill:{SVG_RED}"',
        f'<g id="diamond"><path style="fill:{blue}"',
    )
    text = text.replace('<g id="club">', f'<g id="club" style="fill:{green}">', 1)
    starts = [(m.start(), m.group(1)) for m in _CARD_GROUP.finditer(text)]
    out, last = [], 0
    for i, (start, suit) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        out.append(text[last:start])
        part = text[start:end]
        if suit in ("club", "diamond"):
            colour = green if suit == "club" else blue
            part = _RANK_USE.sub(partial(_recolour_use, colour=colour), part)
        out.append(part)
        last = end
    out.append(text[last:])
    return "".join(out)


def _recolour_use(match: re.Match[str], colour: str) -> str:
    tag = _STYLE.sub("", match.group(0))
    return tag.replace("<use ", f'<use style="fill:{colour}" ', 1)


def four_colour_renderer(svg_path: Path) -> QSvgRenderer | None:
    """A renderer of the four-colour deck, or None if the SVG cannot be read."""
    try:
        text = svg_path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    renderer = QSvgRenderer(QByteArray(four_colour_svg(text).encode("utf-8")))
    return renderer if renderer.isValid() else None


def paint_large_index(painter: QPainter, key: str, rect: QRectF, four_colour: bool) -> None:
    """A big rank and suit in the top-left corner and, turned, the bottom-right."""
    if key == "back" or not key or key.startswith("joker"):
        if key.startswith("joker"):
            _corner(painter, rect, "JK", "\u2605", RED if key == "joker_red" else BLACK)
        return
    suit, rank = key.split("_")
    _corner(
        painter, rect, RANK_CODES[int(rank)], SUIT_SYMBOLS[suit], suit_colour(suit, four_colour)
    )


def _corner(painter: QPainter, rect: QRectF, label: str, symbol: str, colour: QColor) -> None:
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        w = rect.width()
        box = QRectF(rect.left() + w * 0.015, rect.top() + w * 0.025, w * 0.27, w * 0.5)
        path = QPainterPath()
        path.addRoundedRect(box, w * 0.05, w * 0.05)
        painter.fillPath(path, QColor("#fdfcf7"))
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(6, round(w * (0.2 if len(label) > 1 else 0.29))))
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 90 if len(label) > 1 else 100)
        painter.setFont(font)
        painter.setPen(QPen(colour))
        painter.drawText(
            QRectF(box.left(), box.top(), box.width(), w * 0.3), Qt.AlignmentFlag.AlignCenter, label
        )
        font.setPixelSize(max(6, round(w * 0.23)))
        painter.setFont(font)
        painter.drawText(
            QRectF(box.left(), box.top() + w * 0.27, box.width(), w * 0.22),
            Qt.AlignmentFlag.AlignCenter,
            symbol,
        )
        painter.restore()
