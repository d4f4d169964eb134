"""Issue 32: no lay-down search on the window's thread. The rules bound one search at a few
hundred milliseconds for the largest contract lists they accept; the status line, a
computer's move and the swap gesture each need one, and the window must keep running
(repaint, menus, the clock) while it is looked for.

Each test holds every lay-down search until the window's event loop has run a QTimer once
more. Off the window's thread the timer fires and lets the search go on; on the window's
thread it never could, and the search gives up after a few seconds and says so.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, QTimer

from rummy_desktop.engine import LayDown, SwapWild, hillbilly_moves
from rummy_desktop.ui.play import judge

from .drive import close_window, open_window, rig_hand, solo, wait_for_my_turn
from .keyboard import press, walk_to

GIVE_UP_S = 3


class HeldSearches:
    """Every lay-down search waits for the window's next timer tick, or for ``gate`` when one
    is given; either way it gives up after GIVE_UP_S and counts it."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, gate: threading.Event | None = None):
        self.ticks = 0
        self.ticked = threading.Condition()
        self.on_main: list[bool] = []
        self.gave_up = 0
        self.gate = gate

        def hold(real):
            def held(*args, **kwargs):
                self.on_main.append(threading.current_thread() is threading.main_thread())
                if self.gate is not None:
                    released = self.gate.wait(GIVE_UP_S)
                else:
                    with self.ticked:
                        start = self.ticks
                        released = self.ticked.wait_for(lambda: self.ticks > start, GIVE_UP_S)
                self.gave_up += not released
                return real(*args, **kwargs)

            return held

        monkeypatch.setattr(hillbilly_moves, "best_lay_down", hold(hillbilly_moves.best_lay_down))
        if hasattr(judge, "find_laydown"):  # the judge used to run the solver itself
            monkeypatch.setattr(judge, "find_laydown", hold(judge.find_laydown))
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        with self.ticked:
            self.ticks += 1
            self.ticked.notify_all()

    def check(self) -> None:
        self.timer.stop()
        assert self.on_main, "no lay-down search was made"
        assert self.gave_up == 0, "a search held the window's thread: its timer never fired"
        assert not any(self.on_main)


@pytest.fixture
def window(qtbot):
    w = open_window(qtbot, solo("hillbilly", seed=13))
    wait_for_my_turn(qtbot, w)
    yield w
    close_window(w)


def test_the_status_line_looks_for_a_lay_down_off_the_windows_thread(qtbot, window, monkeypatch):
    held = HeldSearches(monkeypatch)
    rig_hand(window, "7H 7S 7D 9C 9D 9H KS 4C")  # round 1: two sets of three
    said = window.instruction.text()
    assert said.endswith("(looking at your hand…)"), said
    qtbot.waitUntil(lambda: "looking" not in window.instruction.text(), timeout=9000)
    assert window.instruction.text().startswith("Your turn: lay down two sets of three")
    held.check()


def test_a_computers_move_reads_its_lay_downs_on_the_worker(qtbot, window, monkeypatch):
    rig_hand(window, "7H 7S 7D 9C 9D 9H KS 4C")
    qtbot.waitUntil(
        lambda: window.instruction.text().startswith("Your turn: lay down"), timeout=9000
    )
    held = HeldSearches(monkeypatch)
    c = window.controller
    before = len(c.game.log)
    assert c.person.discard(next(x for x in c.game.hand(0) if x.code == "4C"))
    # The next computer draws, then plays: its legal moves hold a lay-down search.
    # A generous wait: on a loaded machine the two computers' turns, animated, take a while;
    # what is checked is where the search ran, not how soon.
    qtbot.waitUntil(lambda: bool(held.on_main) and len(c.game.log) >= before + 3, timeout=60000)
    held.check()


def _rig_swap(qtbot, window):
    """Round 2 (a set of three and a run of four): the 7♥ frees Ada's joker, and the joker
    makes the player's run, so the swap is played with the lay-down it allows."""
    from tests.engine.rig import PLAY, hillbilly, rig

    c = window.controller
    game = rig(
        hillbilly(3),
        round_no=2,
        hands=["7H 9C 9D 9S 4S 5S 6S KD", "KS QS", "4D 5D"],
        melds=[(1, "run", "5H 6H JK 8H")],
        down=[1],
        turn=0,
        phase=PLAY,
    )
    c.game._state = game._state
    c.reveal_to(0)
    window.view.setFocus()
    seven = next(x for x in c.game.hand(0) if x.code == "7H")
    return seven, c.game._state.melds[0].id


def _drop_on(window, card, meld_id) -> None:
    walk_to(window, "card", card)
    press(window, Qt.Key.Key_Space)
    walk_to(window, "meld", meld_id)
    press(window, Qt.Key.Key_Space)


def test_a_swap_waits_for_its_lay_down_and_the_window_keeps_running(qtbot, window, monkeypatch):
    gate = threading.Event()
    held = HeldSearches(monkeypatch, gate)
    c = window.controller
    seven, run = _rig_swap(qtbot, window)
    before = len(c.game.log)
    ticks = held.ticks
    qtbot.waitUntil(lambda: held.ticks > ticks + 2, timeout=GIVE_UP_S * 3000)  # the loop runs
    # Dropped while the search is held: nothing is played, the player is told why.
    _drop_on(window, seven, run)
    assert len(c.game.log) == before
    assert window.message_label.text() == judge.looking()
    gate.set()
    qtbot.waitUntil(lambda: c.searched(0, SwapWild) is not None, timeout=9000)
    _drop_on(window, seven, run)
    assert len(c.game.log) > before, window.message_label.text()
    made = c.game.log[before]
    assert isinstance(made, SwapWild) and made.card == seven and isinstance(made.then, LayDown)
    held.check()


def test_a_swap_asked_for_while_the_search_runs_says_so(qtbot, window, monkeypatch):
    """The question path (a drop the controller deferred to ask where the card goes) while
    the search is held: told in words, never an error."""
    gate = threading.Event()
    HeldSearches(monkeypatch, gate)
    c = window.controller
    seven, run = _rig_swap(qtbot, window)
    assert c.judge.swap_action(0, seven, run, ask=True) is None
    assert window.message_label.text() == judge.looking()
    gate.set()
