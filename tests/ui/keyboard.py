"""Playing the window with the keyboard alone: the arrows walk the table's focus as a player's
eyes would (towards the thing they want), Space, Enter and the letter keys act.

Nothing here calls the scene or the controller to move: every step is a key event sent where
the keyboard focus is, as ``QTest.keyClick`` delivers it to a real window.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

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

K = Qt.Key


def press(window, key, mods=Qt.KeyboardModifier.NoModifier) -> None:
    """One key where the keyboard focus is now (the table, a dialog's button)."""
    widget = QApplication.focusWidget() or window.view
    QTest.keyClick(widget, key, mods)
    # A move that needs a question asks it after the key handler (a queued call): let it
    # run, as the player's event loop would at once.
    QApplication.sendPostedEvents()


ARROWS = {K.Key_Left: (-1, 0), K.Key_Right: (1, 0), K.Key_Up: (0, -1), K.Key_Down: (0, 1)}


def _path(keys, start, goal) -> list:
    """The fewest arrow presses from ``start`` to ``goal``, as the table's own arrows move
    (a player who knows the table's layout; the presses themselves are real key events)."""
    from collections import deque

    def same(a, b) -> bool:
        return (a.kind, a.key) == (b.kind, b.key)

    saved = keys.focus
    try:
        seen = {(start.kind, repr(start.key))}
        queue = deque([(start, [])])
        while queue:
            stop, keys_so_far = queue.popleft()
            if same(stop, goal):
                return keys_so_far
            for key, (dx, dy) in ARROWS.items():
                keys.focus = stop
                nxt = keys._neighbour(dx, dy, cone=True) or keys._neighbour(dx, dy, cone=False)
                if nxt is not None and (nxt.kind, repr(nxt.key)) not in seen:
                    seen.add((nxt.kind, repr(nxt.key)))
                    queue.append((nxt, [*keys_so_far, key]))
    finally:
        keys.focus = saved
    raise AssertionError(f"no arrow path from {start.kind} {start.key} to {goal.kind} {goal.key}")


def walk_to(window, kind: str, key: object = None) -> None:
    """Arrow keys until the table's focus is on ``(kind, key)``."""
    keys = window.scene.keys
    if not keys.active:
        press(window, K.Key_Right)
    for _ in range(3):  # the table may re-lay itself out (a card lands) on the way
        here = keys.focused()
        if here is not None and here.kind == kind and here.key == key:
            return
        goal = next((s for s in keys.stops if s.kind == kind and s.key == key), None)
        assert goal is not None, f"no {kind} {key} on the table to walk to"
        for arrow in _path(keys, here, goal):
            press(window, arrow)
    here = keys.focused()
    assert here is not None and (here.kind, here.key) == (kind, key), f"at {here}"


class ReturnToQuestions:
    """While inside the ``with``: any question the table asks in a dialog ("Which end?") is
    answered with the Return key, which takes the first answer. ``asked`` counts them."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.asked = 0
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._poll)

    def __enter__(self) -> ReturnToQuestions:
        self._timer.start()
        return self

    def __exit__(self, *exc) -> None:
        self._timer.stop()

    def _poll(self) -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or not modal.isVisible():
            return
        self.asked += 1
        QTest.keyClick(modal.focusWidget() or modal, K.Key_Return)


def act_by_keys(qtbot, window, action) -> None:
    """Make ``action`` with keys only, the way the Help page says."""
    scene = window.scene
    if isinstance(action, DrawStock):
        walk_to(window, "stock")
        press(window, K.Key_Return)
    elif isinstance(action, TakeDiscard):
        press(window, K.Key_T)
    elif isinstance(action, Buy):
        press(window, K.Key_B)
    elif isinstance(action, DeclineBuy):
        press(window, K.Key_P)
    elif isinstance(action, Discard):
        # Pick the card up, carry it to the discard pile, put it down.
        walk_to(window, "card", action.card)
        press(window, K.Key_Space)
        walk_to(window, "discard")
        press(window, K.Key_Space)
    elif isinstance(action, GoOut):
        walk_to(window, "card", action.discard)
        press(window, K.Key_G)
    elif isinstance(action, LayDown):
        for meld in action.melds:
            for card in meld.cards:  # Enter selects each card of the meld
                walk_to(window, "card", card)
                press(window, K.Key_Return)
            press(window, K.Key_Space)  # pick the selection up
            walk_to(window, "stage")
            press(window, K.Key_Space)  # and put it down as a new meld
            assert not scene.hand.selection
        assert window.menu_actions["lay_down"].isEnabled(), window.panel.lay_down_reason.text()
        press(window, K.Key_L)
    elif isinstance(action, LayOff):
        walk_to(window, "card", action.card)
        press(window, K.Key_Space)
        walk_to(window, "meld", action.meld_id)
        with ReturnToQuestions():
            press(window, K.Key_Space)
    else:
        raise AssertionError(f"no keys for {action}")
