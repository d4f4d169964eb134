"""The keyboard does what the mouse does, and the gestures Help lists work in the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .drive import (
    assert_table_matches_engine,
    card_point,
    close_window,
    double_click,
    open_window,
    rig_hand,
    solo,
    wait_for_my_turn,
)


@pytest.fixture(params=["instant", "normal"], ids=["instant", "normal-speed"])
def window(qtbot, request):
    # Dealt at once either way, then View ▸ Animation speed as the param says: the gestures
    # below then run with their animations on. The deal's own animation (3 s a test) has its
    # tests in test_deal_animation.py.
    w = open_window(qtbot, solo("hillbilly", seed=13), speed=0)
    wait_for_my_turn(qtbot, w)
    w.menu_actions[f"speed_{request.param}"].trigger()
    assert w.scene.animation_ms == (0 if request.param == "instant" else 250)
    yield w
    close_window(w)


def _keys(window, *keys) -> None:
    window.activateWindow()
    window.view.setFocus()
    for k in keys:
        QTest.keyClick(window.view, k)


def test_x_discards_the_card_the_arrows_focus(qtbot, window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    scene = window.scene
    first = scene.hand_order()[0]
    _keys(window, Qt.Key.Key_Right, Qt.Key.Key_Left)  # the keyboard takes over, at the 1st card
    assert scene.keys.focused().key == first
    log = window.controller.game.log
    before = len(log)
    _keys(window, Qt.Key.Key_X)
    assert len(log) == before + 1 and log[-1].card == first, window.message_label.text()
    del hand


def test_x_discards_the_card_space_lifted(qtbot, window):
    rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    scene = window.scene
    _keys(window, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Space)
    lifted = scene.keys.held[1]
    assert len(lifted) == 1
    log = window.controller.game.log
    before = len(log)
    _keys(window, Qt.Key.Key_X)
    assert len(log) == before + 1 and log[-1].card == lifted[0]


def test_a_mouse_selection_wins_over_the_keyboard_focus(qtbot, window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    scene = window.scene
    _keys(window, Qt.Key.Key_Right)
    scene.keys.focus_on("card", hand["7H"])
    from .drive import click

    click(window, card_point(window, hand["KS"]))  # the mouse picks the K♠
    _keys(window, Qt.Key.Key_X)
    assert window.controller.game.log[-1].card == hand["KS"]


def test_double_clicking_a_hand_card_discards_it(qtbot, window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    log = window.controller.game.log
    before = len(log)
    double_click(window, card_point(window, hand["KS"]))
    assert len(log) == before + 1 and log[-1].card == hand["KS"], window.message_label.text()
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)


def test_double_clicking_a_hand_card_before_drawing_says_why(qtbot, window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C", phase="draw")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    log = window.controller.game.log
    before = len(log)
    double_click(window, card_point(window, hand["KS"]))
    QApplication.processEvents()
    assert len(log) == before
    assert "draw" in window.message_label.text().lower()
    assert_table_matches_engine(window)


def test_a_click_on_a_side_button_leaves_the_keys_with_the_table(qtbot, window):
    rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    _keys(window, Qt.Key.Key_Right)
    QTest.mouseClick(window.panel.buttons["sort_suit"], Qt.MouseButton.LeftButton)
    assert window.view.hasFocus()
    keys = window.scene.keys
    start = keys.focused()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # the arrows still move cards
    assert keys.focused() is not start and keys.focused().kind == "card"


def test_the_keyboard_does_not_lift_a_pile_it_may_not_draw_from(qtbot, window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")  # drawn already
    _keys(window, Qt.Key.Key_Right)
    keys = window.scene.keys
    assert keys.focus_on("discard")
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert keys.held is None
    assert "already drawn" in window.message_label.text()
    keys.focus_on("card", hand["KS"])
    QTest.keyClick(window.view, Qt.Key.Key_X)  # and X still discards the focused card
    assert window.controller.game.log[-1].card == hand["KS"]


def test_a_hint_to_draw_marks_the_stocks_top_card(qtbot, window):
    rig_hand(window, "7H 7S 7D 9C 9D JK KS", phase="draw")
    scene = window.scene
    scene.show_hint((), ("stock",))
    stock = [
        item
        for key, item in scene.items_by_key.items()
        if isinstance(key, tuple) and key[0] == "stock"
    ]
    top = max(stock, key=lambda item: item.zValue())
    assert top.hinted
    scene.relayout()  # a local move keeps the hint
    assert top.hinted


def test_arrange_leaves_a_gap_between_its_melds_and_the_rest(qtbot):
    from .drive import open_window as _open

    w = _open(qtbot, solo("three-thirteen", seed=7, computers=1))
    try:
        wait_for_my_turn(qtbot, w)
        hand = rig_hand(w, "KS 7H 4C 8H 9D 9H 2C")  # round 1: 7♥ 8♥ 9♥ is a run
        QTest.mouseClick(w.panel.buttons["arrange"], Qt.MouseButton.LeftButton)
        scene = w.scene
        run = [hand["7H"], hand["8H"], hand["9H"]]
        qtbot.waitUntil(lambda: scene.hand_order()[:3] == run, timeout=5000)  # a worker's answer
        row = scene.hand_order()
        xs = [scene.slots[c].x for c in row]
        steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
        assert steps[2] > max(steps[0], steps[1]) + 0.2 * scene.unit  # a gap after the run
        QTest.mouseClick(w.panel.buttons["sort_rank"], Qt.MouseButton.LeftButton)
        xs = [scene.slots[c].x for c in scene.hand_order()]
        steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
        assert max(steps) - min(steps) < 1.0  # a sort has no groups: even spacing
    finally:
        close_window(w)


def test_arrange_searches_off_the_windows_thread(qtbot, window, monkeypatch):
    """Issue 32: the lay-down search may take most of a second for the largest contract lists
    the rules accept; Arrange runs it on a worker thread, so the click returns at once."""
    import threading

    from rummy_desktop.tabletop import grouping

    on_main, release, real = [], threading.Event(), grouping.find_laydown

    def slow(*args, **kwargs):
        on_main.append(threading.current_thread() is threading.main_thread())
        release.wait(5)
        return real(*args, **kwargs)

    monkeypatch.setattr(grouping, "find_laydown", slow)
    hand = rig_hand(window, "KS 7H 4C 7S 9C 7D 9D 9H")  # round 1: two sets of three
    before = window.scene.hand_order()
    QTest.mouseClick(window.panel.buttons["arrange"], Qt.MouseButton.LeftButton)
    assert window.scene.hand_order() == before  # the click came back before the search ended
    release.set()
    sets = {hand[c] for c in ("7H", "7S", "7D", "9C", "9D", "9H")}
    qtbot.waitUntil(lambda: set(window.scene.hand_order()[:6]) == sets, timeout=5000)
    assert on_main == [False]


def test_arrange_without_the_contract_sorts_by_rank_and_says_so(qtbot, window):
    rig_hand(window, "KS 7H 4C 2S 9C QD 5D 3H")  # round 1 wants two sets: none here
    QTest.mouseClick(window.panel.buttons["arrange"], Qt.MouseButton.LeftButton)
    said = "No contract in your hand yet: sorted by rank"
    qtbot.waitUntil(lambda: window.message_label.text() == said, timeout=5000)
    ranks = [c.rank for c in window.scene.hand_order()]
    assert ranks == sorted(ranks)
    _keys(window, Qt.Key.Key_S)  # the menu's key still sorts by suit afterwards
    suits = [c.suit for c in window.scene.hand_order()]
    assert suits == sorted(suits, key="SHCD".index)
