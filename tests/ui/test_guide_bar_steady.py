"""The guide's bar keeps one height through the guided round (issue 34, fresh pass item 3: it
grew from one line to two and back between steps, and the table below jumped ~17 px)."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from .test_full_round import gesture_for
from .test_guided_round import LEFT, first_start, welcome  # noqa: F401 (a fixture)


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_the_guide_bar_and_the_table_stay_put_between_steps(qtbot, first_start, variant):  # noqa: F811
    window = first_start()
    window.resize(1024, 700)
    dialog = welcome(qtbot, window)
    dialog.radios[variant].click()
    QTest.mouseClick(dialog.guided, LEFT)
    guide, c, scene = window.guide, window.controller, window.scene
    seen: set[tuple[int, int]] = set()
    lines: set[int] = set()
    for _ in range(30):
        qtbot.waitUntil(
            lambda: guide.done or (c.acting_human() == 0 and not scene.is_animating()),
            timeout=15000,
        )
        if guide.done:
            break
        qtbot.wait(1)  # the bar's new text laid out
        seen.add((guide.bar.height(), window.view.mapTo(window, window.view.rect().topLeft()).y()))
        text = guide.text
        lines.add(text.heightForWidth(text.width()) // text.fontMetrics().lineSpacing())
        gesture_for(window, guide.step.action)
    assert guide.done
    assert len(lines) > 1  # the steps do take one line and two
    assert len(seen) == 1, seen  # yet the bar and the table never move
