"""A card turning over, as kpat draws it: squeezed across its width to an edge, then opened
out again showing its other side. A plain horizontal scale about the card's centre; the
item's own transform, reset to none once the card lies flat again (so a resting card stays
one cached blit a frame)."""

from __future__ import annotations

from PySide6.QtGui import QTransform

from rummy_desktop.ui.table.card_item import CardItem

FLIP_SHARE = 0.45  # the last part of a flight in which the card turns
THINNEST = 0.02  # never a zero-width transform (it would vanish for a frame)


def flip_width(progress: float) -> tuple[float, bool]:
    """(width factor, face up?) at ``progress`` of the turn (0: lying face down, 1: face up).

    >>> flip_width(0.0), flip_width(0.25), flip_width(0.75), flip_width(1.0)
    ((1.0, False), (0.5, False), (0.5, True), (1.0, True))
    """
    p = min(1.0, max(0.0, progress))
    if p < 0.5:
        return 1.0 - 2 * p, False
    return 2 * p - 1.0, True


def show_flip(item: CardItem, progress: float) -> None:
    """Paint ``item`` at ``progress`` of its turn (face down to face up)."""
    sx, up = flip_width(progress)
    item.set_face_up(up)
    if progress >= 1.0:
        item.setTransform(QTransform())
        return
    c = item.width / 2
    item.setTransform(QTransform().translate(c, 0).scale(max(THINNEST, sx), 1).translate(-c, 0))
