"""A whole round of each game through the window, the human seat played with the mouse.

The human's decisions are the ``simple`` bot's (so the round ends), but every one of them is
made with real mouse events sent to ``view.viewport()``: drags from the stock or the discard to
the hand, a card dragged onto the discard pile, Ctrl+clicks and a drag to stage melds, a card
dragged onto a table meld, and clicks on Lay down / Go out / Buy / Pass. The other seats are
``simple`` bots at instant speed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

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
from rummy_desktop.ui.dialogs.new_game import GameSetup, SeatConfig
from rummy_desktop.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton


# ---- real mouse events ------------------------------------------------------------------


def _send(view, kind, scene_point: QPointF, button, buttons, mods=Qt.KeyboardModifier.NoModifier):
    viewport = view.viewport()
    local = QPointF(view.mapFromScene(scene_point))
    glob = QPointF(viewport.mapToGlobal(local.toPoint()))
    QApplication.sendEvent(viewport, QMouseEvent(kind, local, glob, button, buttons, mods))


def drag(view, start: QPointF, end: QPointF, steps: int = 8) -> None:
    _send(view, QMouseEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for i in range(1, steps + 1):
        t = i / steps
        p = QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t)
        _send(view, QMouseEvent.Type.MouseMove, p, NONE, LEFT)
    _send(view, QMouseEvent.Type.MouseButtonRelease, end, LEFT, NONE)


def click(view, point: QPointF, mods=Qt.KeyboardModifier.NoModifier) -> None:
    _send(view, QMouseEvent.Type.MouseButtonPress, point, LEFT, LEFT, mods)
    _send(view, QMouseEvent.Type.MouseButtonRelease, point, LEFT, NONE, mods)


def card_point(scene, card) -> QPointF:
    """A visible point of a card: its left strip, which the next card in a fan leaves bare."""
    item = scene.card_items()[card]
    return item.mapToScene(QPointF(item.width * 0.12, item.height * 0.45))


def top_stock_point(scene) -> QPointF:
    keys = [k for k in scene.slots if isinstance(k, tuple) and k[0] == "stock"]
    item = scene.items_by_key[max(keys, key=lambda k: k[1])]
    return item.mapToScene(item.card_rect().center())


def free_stage_point(scene) -> QPointF:
    """A point of the lay-down area outside every staged group (drops there start a group)."""
    rect = scene.pile_rect("stage")
    groups = [t.rect for t in scene.planner.targets if t.kind == "stage" and t.key is not None]
    for fy in (0.85, 0.5, 0.15):
        for fx in (0.92, 0.75, 0.5, 0.25, 0.08):
            p = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            if not any(g.contains(p) for g in groups):
                return p
    raise AssertionError("no free place in the lay-down area")


def meld_point(scene, meld_id: int, end: str | None) -> QPointF:
    rect = scene.pile_rect(f"meld:{meld_id}")
    fx = {"low": 0.15, "high": 0.85}.get(end or "", 0.5)
    return QPointF(rect.left() + rect.width() * fx, rect.center().y())


# ---- playing the human seat -------------------------------------------------------------


def gesture_for(window, action) -> None:
    """Make ``action`` with the mouse, as a player would."""
    view, scene, panel = window.view, window.scene, window.panel
    hand_centre = scene.pile_rect("hand").center()
    if isinstance(action, DrawStock):
        drag(view, top_stock_point(scene), hand_centre)
    elif isinstance(action, TakeDiscard):
        top = scene.model.discard[-1]
        drag(view, card_point(scene, top), hand_centre)
    elif isinstance(action, Buy | DeclineBuy):
        key = "buy" if isinstance(action, Buy) else "pass"
        QTest.mouseClick(panel.buttons[key], LEFT)
    elif isinstance(action, Discard):
        drag(view, card_point(scene, action.card), scene.pile_rect("discard").center())
    elif isinstance(action, GoOut):
        click(view, card_point(scene, action.discard))  # select the discard, then Go out
        assert panel.buttons["go_out"].isEnabled()
        QTest.mouseClick(panel.buttons["go_out"], LEFT)
    elif isinstance(action, LayDown):
        for meld in action.melds:
            for card in meld.cards:
                click(view, card_point(scene, card), Qt.KeyboardModifier.ControlModifier)
            drag(view, card_point(scene, meld.cards[0]), free_stage_point(scene))
        assert panel.buttons["lay_down"].isEnabled(), panel.lay_down_reason.text()
        QTest.mouseClick(panel.buttons["lay_down"], LEFT)
    elif isinstance(action, LayOff):
        drag(view, card_point(scene, action.card), meld_point(scene, action.meld_id, action.end))
    else:
        raise AssertionError(f"no gesture for {action}")


def play_round_with_mouse(qtbot, window, variant: str, seed: int) -> tuple[object, set]:
    seats = (SeatConfig("You"),) + tuple(SeatConfig(n, "simple") for n in ("Ada", "Bruno"))
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
    computers = tuple(SeatConfig(n, "simple") for n in ("Ada", "Bruno"))
    w.finish_startup(GameSetup("three-thirteen", (SeatConfig("You"), *computers), {}, 1))
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
    assert window.controller.game.state.scores[0][0] == summary.points[0]
    assert window.round_end_dialog is not None
