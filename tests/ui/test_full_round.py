"""A whole round of each game through the window, the human seat played with the mouse.

The human's decisions are the ``simple`` bot's (so the round ends), but every one of them is
made with real mouse events sent to ``view.viewport()``: drags from the stock or the discard to
the hand, a card dragged onto the discard pile, Ctrl+clicks and a drag to stage melds, a card
dragged onto a table meld, and clicks on Lay down / Go out / Buy / Pass. The other seats are
``simple`` bots at instant speed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.ai import make_bot
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
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.ui.window.main_window import MainWindow

from .drive import (
    card_point,
    click,
    drag,
    free_stage_point,
    meld_point,
    select,
    top_stock_point,
)

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


# ---- playing the human seat -------------------------------------------------------------


def gesture_for(window, action) -> None:
    """Make ``action`` with the mouse, as a player would."""
    scene, panel = window.scene, window.panel
    hand_centre = scene.pile_rect("hand").center()
    if isinstance(action, DrawStock):
        drag(window, top_stock_point(window), hand_centre)
    elif isinstance(action, TakeDiscard):
        top = scene.model.discard[-1]
        drag(window, card_point(window, top), hand_centre)
    elif isinstance(action, Buy | DeclineBuy):
        key = "buy" if isinstance(action, Buy) else "pass"
        QTest.mouseClick(panel.buttons[key], LEFT)
    elif isinstance(action, Discard):
        drag(window, card_point(window, action.card), scene.pile_rect("discard").center())
    elif isinstance(action, GoOut):
        click(window, card_point(window, action.discard))  # select the discard, then Go out
        assert panel.buttons["go_out"].isEnabled()
        QTest.mouseClick(panel.buttons["go_out"], LEFT)
    elif isinstance(action, LayDown):
        for meld in action.melds:
            select(window, meld.cards)
            drag(window, card_point(window, meld.cards[0]), free_stage_point(window))
        assert panel.buttons["lay_down"].isEnabled(), panel.lay_down_reason.text()
        QTest.mouseClick(panel.buttons["lay_down"], LEFT)
    elif isinstance(action, LayOff):
        drag(
            window, card_point(window, action.card), meld_point(window, action.meld_id, action.end)
        )
    else:
        raise AssertionError(f"no gesture for {action}")


def play_round_with_mouse(qtbot, window, variant: str, seed: int) -> tuple[object, set]:
    seats = (Seat.of("You"),) + tuple(Seat.of(n, "simple") for n in ("Ada", "Bruno"))
    window.start_game(GameSetup(variant, seats, {}, seed))
    c = window.controller
    brain = make_bot("simple", seed=1)
    ended: list = []
    c.roundEnded.connect(ended.append)
    kinds: set = set()
    for _ in range(300):
        qtbot.waitUntil(lambda: bool(ended) or c.acting_human() is not None, timeout=15000)
        if ended:
            break
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
        view = c.game.view(0)
        action = brain.choose(view)
        before = len(c.game.log)
        gesture_for(window, action)
        qtbot.waitUntil(lambda b=before: len(c.game.log) > b, timeout=5000)
        kinds.add(type(c.game.log[before]).__name__)
        assert c.game.log[before].seat == 0
    assert ended, "the round did not end"
    return ended[0], kinds


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.set_speed(0)
    computers = tuple(Seat.of(n, "simple") for n in ("Ada", "Bruno"))
    w.finish_startup(GameSetup("three-thirteen", (Seat.of("You"), *computers), {}, 1))
    yield w
    w.controller.shutdown()
    if w.round_end_dialog is not None:
        w.round_end_dialog.done(0)


def test_three_thirteen_round_played_with_the_mouse(qtbot, window):
    summary, kinds = play_round_with_mouse(qtbot, window, "three-thirteen", seed=1)
    assert summary.round_no == 1
    assert kinds == {"DrawStock", "TakeDiscard", "Discard", "GoOut"}
    assert summary.went_out == 0 and summary.points[0] == 0
    assert window.round_end_dialog is not None
    assert window.round_end_dialog.isVisible()


def test_hillbilly_round_played_with_the_mouse(qtbot, window):
    summary, kinds = play_round_with_mouse(qtbot, window, "hillbilly", seed=13)
    assert summary.round_no == 1
    assert {"DrawStock", "TakeDiscard", "Buy", "DeclineBuy", "LayDown", "LayOff"} <= kinds
    assert window.controller.game._state.scores[0][0] == summary.points[0]
    assert window.round_end_dialog is not None
