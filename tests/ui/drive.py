"""Driving the real game window as a player does: mouse on the table, keys, rigged hands.

Every helper sends real events (to ``view.viewport()`` for the table, to the widget for
buttons) and waits only for what a player would wait for (the cards to land, a bot to move).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from rummy_desktop.engine import parse_cards
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.ui.window.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton
NO_MODS = Qt.KeyboardModifier.NoModifier


# ---- the window ------------------------------------------------------------------------


def open_window(qtbot, setup: GameSetup, size: tuple[int, int] = (1280, 800), speed: int = 0):
    """A shown MainWindow dealing ``setup`` at ``speed`` ms a move (0: instant)."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # as the player's own window is: the keys go to it
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.set_speed(speed)
    window.finish_startup(setup)
    return window


def close_window(window) -> None:
    window.controller.shutdown()
    if window.round_end_dialog is not None:
        window.round_end_dialog.done(0)
    window.setWindowModified(False)  # nothing to ask about: the test is over
    window.close()


def solo(variant: str = "hillbilly", seed: int = 13, computers: int = 2, **overrides):
    names = ("Ada", "Bruno", "Chloé", "Dev", "Emma", "Farid", "Greta")
    seats = (Seat.of("You"),) + tuple(Seat.of(n, "simple") for n in names[:computers])
    return GameSetup(variant, seats, overrides, seed)


def wait_for_my_turn(qtbot, window, seat: int = 0) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.acting_human() == seat, timeout=15000)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)


def rig_hand(window, text: str, phase: str = "play", seat: int = 0) -> dict[str, object]:
    """Give ``seat`` exactly these cards (``7H`` is copy a, ``7Hb`` copy b) in ``phase`` on its
    own turn, and show them; the cards it held go under the stock, so the pack stays whole.
    A test may rig the engine's state; the window never does. Returns the cards by code."""
    c = window.controller
    state = c.game._state
    wanted = parse_cards(text)
    keep = set(wanted)
    spare = [card for card in state.hands[seat] if card not in keep]
    for pile in [*state.hands, state.stock, state.discard]:
        pile[:] = [card for card in pile if card not in keep]
    state.stock[:0] = spare
    state.hands[seat][:] = wanted
    state.phase, state.turn, state.buy_card = phase, seat, None
    state.check_invariants()
    c.reveal_to(seat)
    return {card.code: card for card in wanted}


def lay_melds(window, melds: dict[int, list[str]]) -> None:
    """Put these sets on the table for their seats, as if each had laid down (``JK`` a
    joker), taking the cards from wherever they lie; the seats are down. Shown at once."""
    from rummy_desktop.engine.melds import make_meld
    from rummy_desktop.engine.state import TableMeld

    c = window.controller
    state = c.game._state
    for seat, texts in melds.items():
        for text in texts:
            cards = parse_cards(text)
            keep = set(cards)
            for pile in [*state.hands, state.stock, state.discard]:
                pile[:] = [card for card in pile if card not in keep]
            meld = make_meld("set", cards, state.rules, state.round_no)
            state.melds.append(TableMeld(state.next_meld_id, seat, meld))
            state.next_meld_id += 1
        state.down[seat] = True
    state.check_invariants()
    c.repaint()


# ---- the table under the mouse -----------------------------------------------------------


def _send(window, kind, point: QPointF, button, buttons, mods=NO_MODS) -> None:
    view = window.view
    viewport = view.viewport()
    local = QPointF(view.mapFromScene(point))
    glob = QPointF(viewport.mapToGlobal(local.toPoint()))
    QApplication.sendEvent(viewport, QMouseEvent(kind, local, glob, button, buttons, mods))


def drag(window, start: QPointF, end: QPointF, steps: int = 8, released=None) -> None:
    """Press at ``start``, move to ``end`` and release there; ``released(inside)`` is called
    with True just before the release is handled and with False just after."""
    _send(window, QMouseEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for i in range(1, steps + 1):
        t = i / steps
        p = QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t)
        _send(window, QMouseEvent.Type.MouseMove, p, NONE, LEFT)
    if released is not None:
        released(True)
    _send(window, QMouseEvent.Type.MouseButtonRelease, end, LEFT, NONE)
    if released is not None:
        released(False)
    # A drop that needs a question asks it after the release handler (a queued call): let
    # it run, as the player's event loop would at once.
    QApplication.sendPostedEvents()


def click(window, point: QPointF, mods=NO_MODS) -> None:
    _send(window, QMouseEvent.Type.MouseButtonPress, point, LEFT, LEFT, mods)
    _send(window, QMouseEvent.Type.MouseButtonRelease, point, LEFT, NONE, mods)


def double_click(window, point: QPointF) -> None:
    """What Qt delivers for a double-click: press, release, double-click, release."""
    click(window, point)
    _send(window, QMouseEvent.Type.MouseButtonDblClick, point, LEFT, LEFT)
    _send(window, QMouseEvent.Type.MouseButtonRelease, point, LEFT, NONE)


def card_point(window, card) -> QPointF:
    """A visible point of a card: its left strip, which the next card in a fan leaves bare."""
    item = window.scene.card_items()[card]
    return item.mapToScene(QPointF(item.width * 0.12, item.height * 0.45))


def top_stock_point(window) -> QPointF:
    scene = window.scene
    keys = [k for k in scene.slots if isinstance(k, tuple) and k[0] == "stock"]
    item = scene.items_by_key[max(keys, key=lambda k: k[1])]
    return item.mapToScene(item.card_rect().center())


def free_stage_point(window) -> QPointF:
    """A point of the lay-down area outside every staged group (drops there start a group)."""
    scene = window.scene
    rect = scene.pile_rect("stage")
    groups = [t.rect for t in scene.plan.targets if t.kind == "stage" and t.key is not None]
    for fy in (0.85, 0.5, 0.15):
        for fx in (0.92, 0.75, 0.5, 0.25, 0.08):
            p = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            if not any(g.contains(p) for g in groups):
                return p
    raise AssertionError("no free place in the lay-down area")


def meld_point(window, meld_id: int, end: str | None) -> QPointF:
    """A point on a table meld: its low or high end, or its middle."""
    rect = window.scene.pile_rect(f"meld:{meld_id}")
    fx = {"low": 0.15, "high": 0.85}.get(end or "", 0.5)
    return QPointF(rect.left() + rect.width() * fx, rect.center().y())


def select(window, cards: Iterable) -> None:
    for card in cards:
        click(window, card_point(window, card), Qt.KeyboardModifier.ControlModifier)


# ---- keys and buttons ----------------------------------------------------------------------


def key(window, key: Qt.Key, mods=NO_MODS, target: QWidget | None = None) -> None:
    """A key press where the keyboard focus is (the table unless ``target`` says otherwise)."""
    widget = target or QApplication.focusWidget() or window.view
    QTest.keyClick(widget, key, mods)


def press_button(button) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, LEFT)


class answering:  # noqa: N801 (used as a context manager, like a function)
    """Answer the modal dialogs that open inside the ``with`` block, in order, with the mouse:
    each step is a QMessageBox button, or a callable given the dialog. Each dialog's text (or
    title) goes into ``.seen``. At the end every step must have been used::

        with answering(QMessageBox.StandardButton.Cancel) as asked:
            window.close()
    """

    def __init__(self, *steps) -> None:
        from PySide6.QtCore import QTimer

        self.steps = list(steps)
        self.seen: list[str] = []
        self._done: list[object] = []  # the dialogs answered (kept: an id() can be reused)
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._poll)

    def __enter__(self) -> answering:
        self._timer.start()
        return self

    def __exit__(self, *exc) -> None:
        self._timer.stop()
        if exc[0] is None:
            assert not self.steps, f"dialogs that never opened: {self.steps}; seen {self.seen}"
            # As a player's next key would: after the window system has activated a window.
            for _ in range(100):
                if QApplication.activeWindow() is not None:
                    break
                QTest.qWait(10)

    def _poll(self) -> None:
        box = QApplication.activeModalWidget()
        if box is None or not box.isVisible() or not self.steps:
            return
        if any(box is done for done in self._done):
            return
        self._done.append(box)
        step = self.steps.pop(0)
        self.seen.append(box.text() if isinstance(box, QMessageBox) else box.windowTitle())
        if isinstance(step, QMessageBox.StandardButton):
            assert isinstance(box, QMessageBox), f"expected a question, got {box}"
            QTest.mouseClick(box.button(step), LEFT)
        else:
            step(box)


# ---- what the scene shows ------------------------------------------------------------------


def shown_hand(window) -> list:
    """The viewer's cards the table paints face up in the hand row and the lay-down area."""
    scene = window.scene
    return [
        item.card
        for item in scene.card_items().values()
        if item.zone in ("hand", "stage") and item.isVisible() and item.face_up
    ]


def assert_table_matches_engine(window) -> None:
    """After any gesture: the viewer's cards on screen are exactly the engine's, once each,
    and the hand plate counts them."""
    c, scene = window.controller, window.scene
    seat = c.viewer
    hand = c.game._state.hands[seat]
    shown = shown_hand(window)
    assert len(shown) == len(set(shown)), "a card is shown twice"
    assert sorted(shown, key=str) == sorted(hand, key=str), (
        f"the table shows {len(shown)} cards, the engine holds {len(hand)}"
    )
    listed = scene.hand_order() + [card for group in scene.staged_melds() for card in group]
    assert sorted(listed, key=str) == sorted(hand, key=str)
    assert scene.dressing.plates[seat].hand_count == len(hand)
