"""Quick Ctrl+clicks select every card clicked, and a drag of one carries them all (issue 34,
fresh pass item 2: in the guided round at 1024x700, K♥, K♣ and the second K♣ Ctrl+clicked in
a row, a drag moved only one K♣). The drag did carry the selection; the selection was short:
a card just selected rose above its right-hand neighbour while it lifted, so the click meant
for the second K♣ landed on the first and unselected it."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from rummy_desktop.engine import LayDown

from .drive import card_point, drag, free_stage_point, select
from .test_full_round import gesture_for
from .test_guided_round import LEFT, first_start, welcome  # noqa: F401 (a fixture)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("lead", [0, 1, 2])
def test_dragging_one_of_three_selected_cards_stages_all_three(qtbot, first_start, lead, size):  # noqa: F811
    window = first_start()
    window.resize(*size)
    QTest.mouseClick(welcome(qtbot, window).guided, LEFT)
    guide, c, scene = window.guide, window.controller, window.scene
    for _ in range(20):
        qtbot.waitUntil(lambda: c.acting_human() == 0 and not scene.is_animating(), timeout=15000)
        if isinstance(guide.step.action, LayDown):
            break
        gesture_for(window, guide.step.action)
    # The selection's lift flies at Normal speed (at Instant nothing is mid-flight to cover
    # a neighbour): the way to the lay-down was played at Instant.
    window.menu_actions["speed_normal"].trigger()
    assert scene.animation_ms == 250
    melds = guide.step.action.melds
    kings = next(m.cards for m in melds if all(card.rank == 13 for card in m.cards))
    assert len(kings) == 3 and len({card.code for card in kings}) == 2  # two K♣ of two decks
    sixes = next(m.cards for m in melds if m.cards != kings)
    select(window, sixes)  # the other meld first, as the guide says
    drag(window, card_point(window, sixes[1]), free_stage_point(window))
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    select(window, kings)
    assert set(window.scene.hand.selection) == set(kings)
    drag(window, card_point(window, kings[lead]), free_stage_point(window))
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    staged = [sorted(c.full_code for c in group) for group in c.staged_melds()]
    assert sorted(k.full_code for k in kings) in staged, staged
