"""Undo and redo on the real window: Ctrl+Z / Ctrl+Shift+Z and the buttons beside the hand.

Every decision kind of both games is taken back and played forward again; the stock and the
computers' choices are the same after an undo (the log is replayed, the bots' state is the
one they had); the round's scoring and a hot-seat pass screen are never undone past; a saved
and reopened game can still undo, and a game with an undo is saved and counted as assisted.
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
    SwapWild,
    TakeDiscard,
)
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from tests.ui.drive import close_window, key, open_window, press_button, solo

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
# Seeds whose first round offers the human (played by the simple level) every kind below;
# found by playing the deals out (the computers are the window's own simple seats).
HILLBILLY_SEED = 15
THREE_THIRTEEN_SEED = 1


def settle(qtbot, window) -> None:
    """Wait until the human may act (the computers have moved and the cards landed)."""
    c = window.controller
    qtbot.waitUntil(
        lambda: c.acting_human() == 0 or window.round_end_dialog is not None, timeout=15000
    )
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)


def play_until(qtbot, window, kind: type):
    """Play the human's seat as the simple level would until ``kind`` is legal; return it."""
    c = window.controller
    me = make_bot("simple", 999)
    for _ in range(400):
        settle(qtbot, window)
        assert window.round_end_dialog is None, f"the round ended before a {kind.__name__}"
        pick = next((a for a in c.legal() if isinstance(a, kind)), None)
        if pick is not None:
            return pick
        assert c.submit(me.choose(c.view()))
    raise AssertionError(f"no {kind.__name__} came")


def play_undoable(qtbot, window, kind: type):
    """Play until a ``kind`` move that Undo may take back (no card of the stock was shown to
    the player after it, issue 34) was made; return the position and log length before it."""
    c = window.controller
    for _ in range(100):
        action = play_until(qtbot, window, kind)
        before, length = c.game.position(), len(c.game.log)
        assert c.submit(action)
        settle(qtbot, window)
        if window.round_end_dialog is not None:  # on into the next round
            window.round_end_dialog.accept()
            continue
        if c.can_undo() and c.match.undo_point() == length:
            return action, before, length
    raise AssertionError(f"no {kind.__name__} could be undone")


@pytest.fixture
def window(qtbot, request):
    variant, seed, level = request.param
    seats = (Seat.of("You"), Seat.of("Ada", level), Seat.of("Bruno", level))
    w = open_window(qtbot, GameSetup(variant, seats, {}, seed))
    yield w
    close_window(w)


# A stock draw and a buy (its penalty card) show a card of the stock: never taken back
# (test_a_card_from_the_stock_is_never_taken_back below).
KINDS = [
    ("hillbilly", HILLBILLY_SEED, TakeDiscard),
    ("hillbilly", HILLBILLY_SEED, DeclineBuy),
    ("hillbilly", HILLBILLY_SEED, LayDown),
    ("hillbilly", HILLBILLY_SEED, LayOff),
    ("hillbilly", HILLBILLY_SEED, SwapWild),
    ("hillbilly", HILLBILLY_SEED, Discard),
    ("three-thirteen", THREE_THIRTEEN_SEED, TakeDiscard),
    ("three-thirteen", THREE_THIRTEEN_SEED, Discard),
]


@pytest.mark.parametrize(
    ("window", "kind"),
    [((v, s, "simple"), k) for v, s, k in KINDS],
    indirect=["window"],
    ids=[f"{v}-{k.__name__}" for v, _, k in KINDS],
)
def test_undo_takes_back_each_decision_and_redo_plays_it_again(qtbot, window, kind):
    c = window.controller
    _action, before, length = play_undoable(qtbot, window, kind)
    after, after_length = c.game.position(), len(c.game.log)
    assert window.menu_actions["undo"].isEnabled()

    key(window, Qt.Key.Key_Z, CTRL)
    assert len(c.game.log) == length
    assert c.game.position() == before  # the stock, every hand and the discard as they were
    assert c.acting_human() == 0
    assert window.menu_actions["redo"].isEnabled()
    # What the table shows is the engine's hand again.
    shown = window.scene.hand_order() + sum(window.scene.staged_melds(), [])
    assert sorted(shown, key=repr) == sorted(c.game.hand(0), key=repr)

    key(window, Qt.Key.Key_Z, CTRL_SHIFT)
    settle(qtbot, window)
    assert len(c.game.log) == after_length
    assert c.game.position() == after
    assert not window.menu_actions["redo"].isEnabled()


PEEKS = [
    ("hillbilly", HILLBILLY_SEED, DrawStock),
    ("hillbilly", HILLBILLY_SEED, Buy),
    ("three-thirteen", THREE_THIRTEEN_SEED, DrawStock),
]


@pytest.mark.parametrize(
    ("window", "kind"),
    [((v, s, "simple"), k) for v, s, k in PEEKS],
    indirect=["window"],
    ids=[f"{v}-{k.__name__}" for v, _, k in PEEKS],
)
def test_a_card_from_the_stock_is_never_taken_back(qtbot, window, kind):
    """Issue 34: draw from the stock, Ctrl+Z, draw again showed the same card (a peek at the
    stock). Now Ctrl+Z refuses, and says why, once the stock showed the player a card."""
    c = window.controller
    action = play_until(qtbot, window, kind)
    assert c.submit(action)
    settle(qtbot, window)
    length, hand = len(c.game.log), c.game.hand(0)
    key(window, Qt.Key.Key_Z, CTRL)
    assert len(c.game.log) == length and c.game.hand(0) == hand
    assert not window.menu_actions["undo"].isEnabled()
    assert "stock" in window.panel.buttons["undo"].toolTip()


@pytest.mark.parametrize("window", [("hillbilly", HILLBILLY_SEED, "easy")], indirect=True)
def test_the_same_move_after_an_undo_meets_the_same_stock_and_the_same_computers(qtbot, window):
    """Easy computers draw on random numbers: after an undo and the same move made by hand,
    they play exactly as they did (no fresh luck from undoing)."""
    c = window.controller
    action, _before, _length = play_undoable(qtbot, window, Discard)
    first = c.game.position(), list(c.game.log)
    press_button(window.panel.buttons["undo"])
    assert c.submit(action)  # the same discard again, not a redo
    settle(qtbot, window)
    assert (c.game.position(), list(c.game.log)) == first
    assert not c.can_redo()  # the redo list was used up move by move


@pytest.mark.parametrize("window", [("hillbilly", HILLBILLY_SEED, "simple")], indirect=True)
def test_undo_goes_back_one_decision_at_a_time_to_the_last_card_seen_from_the_stock(qtbot, window):
    c = window.controller
    play_until(qtbot, window, LayDown)
    seen = c.match.history.sight(0).floor  # after the last move that showed a stock card
    mine = [i for i, a in enumerate(c.game.log) if a.seat == 0 and i >= seen]
    assert seen > 0 and mine
    for index in reversed(mine):
        press_button(window.panel.buttons["undo"])
        assert len(c.game.log) == index
    assert not c.can_undo() and not window.panel.buttons["undo"].isEnabled()
    key(window, Qt.Key.Key_Z, CTRL)  # refused with a reason, nothing changes
    assert len(c.game.log) == mine[0]
    assert not window.menu_actions["undo"].isEnabled()
    assert "stock" in window.panel.buttons["undo"].toolTip()


@pytest.mark.parametrize(
    "window",
    [("hillbilly", HILLBILLY_SEED, "simple"), ("three-thirteen", THREE_THIRTEEN_SEED, "simple")],
    indirect=True,
)
def test_undo_never_goes_back_past_the_round_scoring(qtbot, window):
    """Going out ends the round (at once, or after the last lap): the scores stand."""
    c = window.controller
    me = make_bot("simple", 999)
    while window.round_end_dialog is None:
        settle(qtbot, window)
        if window.round_end_dialog is None:
            c.submit(me.choose(c.view()))
    assert any(isinstance(a, GoOut | Discard | LayDown) for a in c.game.log[-3:])
    scores = c.game.scores
    length = len(c.game.log)
    assert not c.can_undo()
    assert not c.undo()
    assert len(c.game.log) == length
    window.round_end_dialog.accept()
    settle(qtbot, window)  # the next round is dealt; its first decision is not made yet
    assert c.game.round_no == 2 and c.acting_human() == 0
    now = len(c.game.log)  # the computers may have played first in round 2
    key(window, Qt.Key.Key_Z, CTRL)
    assert len(c.game.log) == now and c.game.scores == scores
    assert not c.can_undo()


def _reveal(qtbot, window) -> int:
    screen = window.table.pass_screen
    qtbot.waitUntil(screen.isVisible, timeout=5000)
    seat = screen.seat
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.acting_human() == seat, timeout=5000)
    return seat


def test_hot_seat_undo_stays_within_the_turn_and_never_past_a_pass_screen(qtbot):
    seats = (Seat.of("Ann"), Seat.of("Ben"))
    window = open_window(qtbot, GameSetup("three-thirteen", seats, {}, 21))
    c = window.controller
    screen = window.table.pass_screen
    try:
        first = _reveal(qtbot, window)
        start = len(c.game.log)
        assert not c.can_undo()  # nothing of this person's turn yet
        assert c.person.take_discard()
        key(window, Qt.Key.Key_Z, CTRL)  # within the turn: taken back
        assert len(c.game.log) == start and c.acting_human() == first
        assert c.person.draw_stock()
        assert c.person.discard(c.game.hand(first)[0])
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        length = len(c.game.log)
        assert not c.can_undo()
        key(window, Qt.Key.Key_Z, CTRL)  # behind the pass screen: refused
        assert len(c.game.log) == length and screen.isVisible() and c.viewer is None
        second = _reveal(qtbot, window)
        assert second != first
        key(window, Qt.Key.Key_Z, CTRL)  # the other person cannot take back Ann's discard
        assert len(c.game.log) == length and c.viewer == second
        assert "own turn" in window.panel.buttons["undo"].toolTip()
    finally:
        close_window(window)


def test_hot_seat_hillbilly_a_draw_that_offers_a_buy_is_past_undoing(qtbot):
    """Drawing from the stock offers the discard to the other person at once: the pass
    screen comes up, and the draw can no longer be taken back."""
    seats = (Seat.of("Ann"), Seat.of("Ben"))
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, 21))
    c = window.controller
    screen = window.table.pass_screen
    try:
        first = _reveal(qtbot, window)
        while not any(isinstance(a, DrawStock) for a in c.legal()):  # the opening offer
            assert c.person.pass_buy()
            qtbot.waitUntil(lambda: c.acting_human() is not None or screen.isVisible())
            if screen.isVisible():
                first = _reveal(qtbot, window)
        assert c.person.draw_stock()
        qtbot.waitUntil(screen.isVisible, timeout=5000)  # the buy goes to the other person
        length = len(c.game.log)
        key(window, Qt.Key.Key_Z, CTRL)
        assert len(c.game.log) == length and not c.can_undo()
        second = _reveal(qtbot, window)
        assert second != first and not c.can_undo()
    finally:
        close_window(window)


def test_a_reopened_game_can_still_undo_and_stays_assisted(qtbot, tmp_path):
    from rummy_desktop.persistence import load_game

    window = open_window(qtbot, solo("three-thirteen", seed=THREE_THIRTEEN_SEED))
    c = window.controller
    try:
        _action, before, _length = play_undoable(qtbot, window, Discard)
        path = tmp_path / "undo.rummy"
        window.files.save_path = path
        assert window.save_game()
        assert not load_game(path).assisted
    finally:
        close_window(window)

    again = open_window(qtbot, solo("three-thirteen", seed=THREE_THIRTEEN_SEED))
    c = again.controller
    try:
        assert again.open_game(path)
        settle(qtbot, again)
        assert c.can_undo()
        key(again, Qt.Key.Key_Z, CTRL)
        assert c.game.position() == before
        assert c.live.history.assisted
        assert again.save_game()  # the same file: the undone game, marked assisted
        loaded = load_game(path)
        assert loaded.assisted and loaded.game.position() == before
    finally:
        close_window(again)
