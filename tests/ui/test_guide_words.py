"""The guided round's step words (issue 34 fresh pass): each step names the move the guide
waits for, the card it plays and the Play menu's key that makes it; played through with the
mouse as each step says."""

from __future__ import annotations

import re

import pytest
from PySide6.QtTest import QTest

from rummy_desktop.engine import (
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    GoOut,
    LayDown,
    LayOff,
    TakeDiscard,
)

from .test_full_round import gesture_for
from .test_guided_round import LEFT, first_start, welcome  # noqa: F401 (the fixture)

# The Play menu's command for each kind of move the guide points at.
COMMAND = {
    DrawStock: "draw",
    TakeDiscard: "take",
    Discard: "discard",
    Buy: "buy",
    DeclineBuy: "pass",
    LayDown: "lay_down",
    GoOut: "go_out",
}


def _played_card(action) -> str | None:
    for name in ("card", "discard"):
        card = getattr(action, name, None)
        if card is not None:
            return card.pretty
    return None


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_each_step_names_the_move_its_card_and_its_key(qtbot, first_start, variant):  # noqa: F811
    window = first_start()
    dialog = welcome(qtbot, window)
    dialog.radios[variant].click()
    QTest.mouseClick(dialog.guided, LEFT)
    guide, c, scene = window.guide, window.controller, window.scene
    kinds = set()
    for _ in range(30):
        qtbot.waitUntil(
            lambda: guide.done or (c.acting_human() == 0 and not scene.is_animating()),
            timeout=15000,
        )
        if guide.done:
            break
        action, text = guide.step.action, guide.text.text()
        how = text.split(". ", 1)[1]  # the gesture, after the advice
        kinds.add(type(action))
        key = re.search(r"\((?:or )?(?:press |click it and press )?([A-Z])\)", how)
        shortcut = window.menu_actions[COMMAND[type(action)]].shortcut().toString()
        assert key is not None and key.group(1) == shortcut, (text, shortcut)
        card = _played_card(action)
        if card is not None and not isinstance(action, LayOff):
            assert card in how, text
        if isinstance(action, LayDown):
            assert "select" in how and "lay-down area" in how and "Lay down" in how, text
        gesture_for(window, action)
    assert guide.done, "the guide never ended"
    assert Discard in kinds and (LayDown in kinds or GoOut in kinds)
