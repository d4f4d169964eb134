"""Resume after a kill gives the hand back as it was laid out (issue 34, item 21): its order
and the melds being staged, only to the seat they belong to; in hot seat, the person's undo
within their own turn too. The first window is dropped without closing, as a kill leaves it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence import Autosaver, HandLayout, autosave_path, load_game, new_game_id
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.ui.window.main_window import MainWindow

from .drive import card_point, drag, free_stage_point, key


@pytest.fixture
def windows(qtbot, home, monkeypatch):
    made: list[MainWindow] = []
    monkeypatch.setattr(plain_box, "ask", lambda _p, _t, _text: True)  # resume: yes

    def make(setup: GameSetup | None = None) -> MainWindow:
        w = MainWindow(persist=True)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        w.finish_startup(setup)
        return w

    yield make
    for w in made:
        if w.controller is not None:
            w.controller.shutdown()
        w.setWindowModified(False)
        w.close()


def _reveal(qtbot, w) -> int:
    screen = w.table.pass_screen
    qtbot.waitUntil(screen.isVisible, timeout=8000)
    seat = screen.seat
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.controller.acting_human() == seat, timeout=8000)
    qtbot.waitUntil(lambda: not w.scene.is_animating(), timeout=5000)
    return seat


def _arrange(qtbot, w) -> tuple[list, list]:
    """Stage two cards, move the first card of the row to its end: by mouse."""
    scene = w.scene
    row = scene.hand_order()
    drag(w, card_point(w, row[0]), free_stage_point(w))
    drag(w, card_point(w, row[1]), free_stage_point(w))
    row = scene.hand_order()
    last = scene.pile_rect("hand")
    drag(w, card_point(w, row[0]), last.topRight() + (last.bottomRight() - last.topRight()) / 2)
    order, staged = scene.hand_order(), scene.staged_melds()
    assert order[-1] == row[0] and len(staged) == 2

    # The autosave follows the layout (written once the event loop turns).
    def kept() -> bool:
        layout = load_game(autosave_path()).layout
        return (
            layout is not None
            and list(layout.row) == order
            and layout.staged == tuple(tuple(g) for g in staged)
        )

    qtbot.waitUntil(kept, timeout=5000)
    return order, staged


def test_a_resumed_game_has_its_hand_order_and_staged_melds(qtbot, windows):
    seats = (Seat.of("You"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
    a = windows(GameSetup("hillbilly", seats, {}, 13))
    c = a.controller
    for _ in range(10):  # past the buy offers, to my draw
        qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=15000)
        if c.game.phase == "draw":
            break
        key(a, Qt.Key.Key_P, target=a.view)
    key(a, Qt.Key.Key_D, target=a.view)
    qtbot.waitUntil(lambda: c.game.phase == "play" and c.acting_human() == 0, timeout=8000)
    qtbot.waitUntil(lambda: not a.scene.is_animating(), timeout=5000)
    order, staged = _arrange(qtbot, a)
    c.shutdown()  # killed: no clean end

    b = windows()
    qtbot.waitUntil(lambda: b.controller.acting_human() == 0, timeout=8000)
    assert b.scene.staged_melds() == staged
    assert b.scene.hand_order() == order


def test_hot_seat_resume_gives_the_staging_and_undo_back_to_their_person_only(qtbot, windows):
    seats = (Seat.of("Ann"), Seat.of("Ben"), Seat.of("Bruno", "simple"))
    a = windows(GameSetup("hillbilly", seats, {}, 21))
    c = a.controller
    for _ in range(12):  # to a person's draw with a live discard, which they take
        me = _reveal(qtbot, a)
        if c.game.phase == "draw" and c.game._state.discard_live:
            break
        key(a, Qt.Key.Key_P, target=a.view)
    key(a, Qt.Key.Key_T, target=a.view)
    qtbot.waitUntil(lambda: c.game.phase == "play", timeout=5000)
    qtbot.waitUntil(lambda: not a.scene.is_animating(), timeout=5000)
    order, staged = _arrange(qtbot, a)
    assert a.menu_actions["undo"].isEnabled()  # taking a public card may be undone
    c.shutdown()

    b = windows()
    screen = b.table.pass_screen
    qtbot.waitUntil(screen.isVisible, timeout=8000)
    assert b.scene.staged_melds() == []  # nothing of anyone's behind the pass screen
    assert screen.seat == me
    _reveal(qtbot, b)
    assert b.scene.staged_melds() == staged
    assert b.scene.hand_order() == order
    assert b.menu_actions["undo"].isEnabled()


def test_a_kept_layout_is_never_shown_to_another_seat(qtbot, windows, home):
    """An autosave whose layout is of a seat other than the one the pass screen waits for
    (as a host's file might say): that seat's reveal shows its hand as new, nothing staged."""
    from rummy_desktop.engine import Game, RuleSet

    game = Game(RuleSet.preset("hillbilly", players=3), seed=5)
    turn = game.to_act()[0]
    other = next(s for s in (0, 1) if s != turn)
    hand = sorted(game.hand(other))
    seats = [Seat.of("Ann"), Seat.of("Ben"), Seat.of("Bruno", "simple")]
    assert turn in (0, 1)  # seed 5: a person opens the deal
    kept = HandLayout(other, tuple(hand[2:]), (tuple(hand[:2]),))
    Autosaver(seats, new_game_id()).save(game, layout=kept)
    assert load_game(autosave_path()).layout == kept  # it fits: only the seat is wrong
    b = windows()
    seat = _reveal(qtbot, b)
    assert seat == turn != other
    assert b.scene.staged_melds() == []
