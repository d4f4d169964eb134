"""The window at 1024x700 in German, French, Spanish and the pseudo-locale (every text 40%
longer): after a deal and some moves of each game no label or button of the window is cut and
every name plate's two lines fit inside it (issue 36: layout that survives translation). In
the pseudo-locale the plates fit too; its hand figure beside the table (40% longer than any
language) is still wider than the panel, so the window-wide check is for the languages."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from .drive import close_window, open_window, solo
from .scaled.check import clipped
from .test_plate_fits import _cut


def _play(qtbot, window, decisions: int) -> None:
    c = window.controller
    for _ in range(decisions):
        qtbot.waitUntil(lambda: c.acting_human() is not None or c.game.is_over, timeout=15000)
        if c.game.is_over:
            return
        c.submit(c.legal()[0])


@pytest.mark.parametrize("code", ["de", "fr", "es"])
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
    finally:
        close_window(window)


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_the_plates_fit_in_the_pseudo_locale(qtbot, speak, variant):
    speak("pseudo")
    window = open_window(qtbot, solo(variant, seed=13), size=(1024, 700))
    try:
        _play(qtbot, window, 8 if variant == "hillbilly" else 3)
        window.controller.shutdown()
        QApplication.processEvents()
        plates = window.scene.dressing.plates
        assert {s: _cut(p) for s, p in plates.items() if _cut(p)} == {}
    finally:
        close_window(window)
