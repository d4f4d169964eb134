"""The DOWN badge on a name plate holds its word whole in every language ("AUSGELEGT" was
painted as "SGELE" in a badge sized for the English word), and the name beside it still fits;
the plate's picture grabbed in German shows the badge's word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from rummy_desktop.tabletop.model import SeatInfo
from rummy_desktop.ui.table.items import NamePlate, font

SIZES = (40.0, 56.0, 80.0)  # card units: 1024x700 with 4 seats, a usual window, a large one


def _plate(unit: float) -> NamePlate:
    plate = NamePlate()
    info = SeatInfo(0, "Ada", False, None, 7, 12, 2, True, False, "medium")
    plate.info, plate.hand_count = info, 7
    plate.place(QRectF(0, 0, unit * 3.4, unit * 0.55), unit)
    return plate


@pytest.mark.parametrize("code", ["en", "de", "fr", "es", "pseudo"])
def test_the_down_badge_holds_its_word_whole(qapp, speak, code):
    if code != "en":
        speak(code)
    for unit in SIZES:
        plate = _plate(unit)
        word = plate.badge_word()
        assert code == "en" or word != "DOWN"
        advance = QFontMetricsF(font(unit * 0.12, bold=True)).horizontalAdvance(word)
        assert advance <= plate.badge_width() - unit * 0.1, (code, unit, word)
        assert code == "pseudo" or plate.fits(), (code, unit, plate.lines())
