"""Every seat plate's two lines lie inside the plate, clear of its border (issue 34 fresh
pass): at 1024x700 the detail line ("8 cards · 15 pts · 3 buys") sat on the border of the
other seats' plates, their fonts not shrinking below a readable size while the plate kept a
fixed height. Two to four seats, both games, the smallest and the largest window."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import close_window, open_window

NAMES = ("Ada", "Bruno", "Chloé")


def _cut(plate) -> str | None:
    """How a plate's text overruns it, or None: each line's height, as painted, inside the
    plate less its border."""
    r, u = plate.rect, plate.unit
    name_font, detail_font, _room = plate._fonts()
    border = max(1.0, u * 0.04)  # the widest edge (the seat in turn)
    name_top = r.center().y() + u * 0.02 - QFontMetricsF(name_font).height()
    detail_bottom = r.center().y() + u * 0.02 + QFontMetricsF(detail_font).height()
    if name_top < r.top() + border - 0.5 or detail_bottom > r.bottom() - border + 0.5:
        return f"{plate.lines()} in {r}: lines {name_top:.1f}..{detail_bottom:.1f}"
    if not plate.fits():
        return f"{plate.lines()} cut in width"
    return None


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_every_plates_text_fits_inside_its_plate(qtbot, variant, seats):
    setup = GameSetup(
        variant,
        (Seat.of("You"),) + tuple(Seat.of(n, "simple") for n in NAMES[: seats - 1]),
        {},
        11,
    )
    window = open_window(qtbot, setup, size=(1024, 700))
    try:
        window.controller.shutdown()  # the deal is enough
        failures = {}
        for size in ((1024, 700), (1920, 1080)):
            window.resize(*size)
            QApplication.processEvents()
            for card_size in ("normal", "largest"):
                window.menu_actions[f"size_{card_size}"].trigger()
                QApplication.processEvents()
                plates = window.scene.dressing.plates
                cut = {s: _cut(p) for s, p in plates.items() if _cut(p)}
                if cut:
                    failures[size, card_size] = cut
        assert not failures, failures
    finally:
        close_window(window)
