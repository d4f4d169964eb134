"""The window at 1024x700 in German, French, Spanish and the pseudo-locale (every text 40%
longer): after a deal and some moves of each game no label or button of the window is cut, no
wrapping label is squeezed shorter than its lines, and every name plate's two lines fit inside
it (issue 36: layout that survives translation)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .drive import close_window, open_window, solo
from .scaled.check import clipped, squeezed
from .test_plate_fits import _cut


def _play(qtbot, window, decisions: int) -> None:
    c = window.controller
    for _ in range(decisions):
        qtbot.waitUntil(lambda: c.acting_human() is not None or c.game.is_over, timeout=15000)
        if c.game.is_over:
            return
        c.submit(c.legal()[0])


@pytest.mark.parametrize("code", ["de", "fr", "es", "pseudo"])
@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_nothing_is_cut_at_1024x700(qtbot, speak, code, variant):
    speak(code)
    window = open_window(qtbot, solo(variant, seed=13), size=(1024, 700))
    try:
        _play(qtbot, window, 8 if variant == "hillbilly" else 3)  # 3-13's round 1 is short
        window.controller.shutdown()
        QApplication.processEvents()
        plates = window.scene.dressing.plates
        assert {s: _cut(p) for s, p in plates.items() if _cut(p)} == {}
        assert clipped(window) == []
        assert squeezed(window) == []
    finally:
        close_window(window)


def test_the_hand_figure_wraps_and_the_buttons_stay_put(qtbot, speak):
    """The pseudo-locale's hand figure is wider than the panel at 1024x700: it wraps inside the
    panel, whole, and the buttons below it stay where they were when a drawn card gives it
    its longest wording (Three Thirteen: "... left over / after your discard")."""
    speak("pseudo")
    window = open_window(qtbot, solo("three-thirteen", seed=13), size=(1024, 700))
    c = window.controller
    try:
        label, panel = window.panel.hand_value, window.panel
        qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=15000)
        QApplication.processEvents()
        before = label.text()
        assert label.fontMetrics().horizontalAdvance(before) > label.width()  # it must wrap
        button = panel.buttons["lay_down"]
        top = button.mapTo(panel, button.rect().topLeft()).y()
        assert c.person.draw_stock()
        qtbot.waitUntil(lambda: label.text() != before, timeout=5000)
        QApplication.processEvents()
        assert "\n" in label.text()  # the drawn card's two-line wording
        assert button.mapTo(panel, button.rect().topLeft()).y() == top
        assert label.geometry().right() <= panel.contentsRect().right()
        assert squeezed(panel) == [] and clipped(panel) == []
    finally:
        close_window(window)
