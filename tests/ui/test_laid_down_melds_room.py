"""After laying down at 1024x700 the player's melds use the lay-down row (issue 34, fresh pass
item 7: they lay small, right under the piles, while most of the felt below stayed empty)."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from rummy_desktop.engine import LayDown

from .test_full_round import gesture_for
from .test_guided_round import LEFT, first_start, welcome  # noqa: F401 (a fixture)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_melds_laid_down_are_as_large_as_the_piles_and_sit_in_the_free_row(
    qtbot,
    first_start,  # noqa: F811
    size,
):
    window = first_start()
    window.resize(*size)
    QTest.mouseClick(welcome(qtbot, window).guided, LEFT)
    guide, c, scene = window.guide, window.controller, window.scene
    for _ in range(20):
        qtbot.waitUntil(lambda: c.acting_human() == 0 and not scene.is_animating(), timeout=15000)
        action = guide.step.action
        gesture_for(window, action)
        if isinstance(action, LayDown):
            break
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    plan = scene.plan
    mine = [m for m in scene.model.melds if m.owner == 0]
    frames = [plan.meld_frames[m.meld_id] for m in mine]
    assert len(frames) == 2
    pile = plan.rects["stock"]
    card_w = min(plan.slots[card].width for m in mine for card in m.cards)
    assert card_w >= 0.9 * pile.width(), (card_w, pile.width())
    # The melds lie in the middle of the felt between the piles and the hand.
    free_top, free_bottom = pile.bottom(), plan.rects["hand"].top()
    top, bottom = min(f.top() for f in frames), max(f.bottom() for f in frames)
    assert free_top <= top and bottom <= free_bottom
    middle, free_middle = (top + bottom) / 2, (free_top + free_bottom) / 2
    assert abs(middle - free_middle) <= 0.15 * (free_bottom - free_top), (middle, free_middle)
