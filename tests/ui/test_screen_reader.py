"""What a screen reader is told: the focused card's name as the arrows move, the table's
news as it happens (each person their own), F2's whole situation, and Escape backing out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.match import MoveRequest
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.describe import spoken

from .drive import close_window, open_window, rig_hand, solo, wait_for_my_turn
from .keyboard import press, walk_to

K = Qt.Key


def test_the_focused_card_and_piles_are_named_as_the_focus_moves(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=3))
    wait_for_my_turn(qtbot, window)
    rig_hand(window, "7H 5S 9S", phase="draw")  # round 1: threes are wild
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    view = window.view
    window.activateWindow()
    view.setFocus()
    names: list[str] = []
    window.view.table.focusMoved.connect(lambda *_: names.append(view.accessibleName()))
    row = window.scene.hand_order()
    walk_to(window, "card", row[1])
    assert view.accessibleName() == f"{spoken(row[1].pretty)}, in your hand, 2 of 3"
    assert "X discards it" in view.accessibleDescription()
    walk_to(window, "discard")
    top = window.controller.game.view(0).top_discard
    assert view.accessibleName().startswith(f"Discard pile: {spoken(top.pretty)}")
    walk_to(window, "stock")
    assert view.accessibleName().startswith("Stock: ") and "cards" in view.accessibleName()
    assert len(set(names)) >= 3  # each move told the reader a new name
    close_window(window)


def test_a_wild_card_says_so_and_a_buyable_discard_too(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=3))
    wait_for_my_turn(qtbot, window)
    rig_hand(window, "3H 5S 9S", phase="draw")  # threes are wild in round 1
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    window.view.setFocus()
    three = next(c for c in window.scene.hand_order() if c.rank == 3)
    walk_to(window, "card", three)
    assert window.view.accessibleName().startswith("Three of hearts, wild, in your hand, ")
    close_window(window)


def test_f2_reads_the_round_the_hand_the_discard_the_others_and_the_scores(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    wait_for_my_turn(qtbot, window)
    window.announcer.pace = (1, 10)
    window.view.setFocus()
    press(window, K.Key_F2)
    said = window.announcer.said[-1]
    assert said.startswith("Hillbilly Rummy, round 1: ")
    assert "Your hand, " in said and "Discard pile: " in said
    assert "Ada: " in said and "Bruno: " in said and "Scores: You 0, Ada 0, Bruno 0." in said
    assert "♥" not in said and "♣" not in said  # the cards are said in words
    close_window(window)


def test_the_others_moves_and_what_to_do_are_announced_in_words(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=3))
    window.announcer.pace = (1, 10)
    wait_for_my_turn(qtbot, window)
    press(window, K.Key_D)
    qtbot.waitUntil(lambda: not window.announcer.pending(), timeout=5000)
    said = window.announcer.said
    assert any(s.startswith("Ada ") for s in said), said  # a computer's move
    assert any(s.startswith("You drew the ") and " of " in s for s in said), said
    assert said[-1].endswith("discard a card"), said  # what to do now
    close_window(window)


def test_behind_the_pass_screen_nothing_private_is_said(qtbot):
    seats = (Seat.of("Ann"), Seat.of("Ben"))
    window = open_window(qtbot, GameSetup("three-thirteen", seats, {}, 4))
    c, screen = window.controller, window.table.pass_screen
    window.announcer.pace = (1, 10)
    for _ in range(6):
        qtbot.waitUntil(lambda: screen.isVisible() or c.acting_human() is not None, timeout=5000)
        if screen.isVisible():
            press(window, K.Key_Return)  # Enter shows the hand, as Space does
            continue
        me = c.acting_human()
        if c.game.phase == "draw":
            press(window, K.Key_D)  # "You drew the ..." is queued for me alone
        else:
            walk_to(window, "card", window.scene.hand_order()[1])
            press(window, K.Key_X)
            qtbot.waitUntil(screen.isVisible, timeout=5000)
            qtbot.waitUntil(lambda: not window.announcer.pending(), timeout=5000)
            # The table's accessible name no longer names a card of the hand just hidden.
            hidden = c.game.hand(me)
            for card in hidden:
                assert spoken(card.pretty) + ", in your hand" not in window.view.accessibleName()
            assert "in your hand" not in window.view.accessibleName()
            assert "in your hand" not in window.view.accessibleDescription()
            break
    for who, text in window.announcer.heard:
        if text.startswith("You drew the "):
            assert who is not None
    heard_behind = [t for who, t in window.announcer.heard if who is None]
    assert not [t for t in heard_behind if t.startswith("You ")], heard_behind
    close_window(window)


def test_escape_backs_out_the_held_card_then_the_selection_then_the_staged_melds(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    wait_for_my_turn(qtbot, window)
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    scene = window.scene
    window.view.setFocus()
    for code in ("7H", "7S", "7D"):
        walk_to(window, "card", hand[code])
        press(window, K.Key_Return)
    press(window, K.Key_Space)
    walk_to(window, "stage")
    press(window, K.Key_Space)
    assert scene.staged_melds() == [[hand["7H"], hand["7S"], hand["7D"]]]
    walk_to(window, "card", hand["9C"])
    press(window, K.Key_Return)  # selected
    walk_to(window, "card", hand["KS"])
    press(window, K.Key_Space)  # held
    assert scene.keys.held is not None and scene.hand.selection
    press(window, K.Key_Escape)
    assert scene.keys.held is None and scene.hand.selection
    press(window, K.Key_Escape)
    assert not scene.hand.selection and scene.staged_melds()
    press(window, K.Key_Escape)
    assert not scene.staged_melds() and len(scene.hand_order()) == 8
    QTest.qWait(10)
    close_window(window)


@pytest.mark.parametrize("pacing", [True, False])
def test_the_computers_wait_for_the_news_to_be_read_out_while_a_reader_listens(
    qtbot, monkeypatch, pacing
):
    window = open_window(qtbot, solo("three-thirteen", seed=3))
    c, announcer = window.controller, window.announcer
    announcer.pacing = pacing  # as QAccessible.isActive() says when a screen reader is on
    announcer.pace = (4, 150)
    asked_while_talking: list[bool] = []
    real_ask = c.runner.ask

    def ask(request) -> None:
        if isinstance(request, MoveRequest):  # a computer asked for its move
            asked_while_talking.append(announcer.busy() or bool(announcer.pending()))
        real_ask(request)

    monkeypatch.setattr(c.runner, "ask", ask)
    wait_for_my_turn(qtbot, window)
    press(window, K.Key_D)
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=5000)
    walk_to(window, "card", window.scene.hand_order()[0])
    press(window, K.Key_X)
    qtbot.waitUntil(lambda: len(asked_while_talking) >= 2, timeout=20000)
    if pacing:
        assert not any(asked_while_talking), asked_while_talking
    else:  # without a reader the game does not wait: a bot moves while news is queued
        assert any(asked_while_talking), asked_while_talking
    close_window(window)


def test_carrying_a_card_the_reader_hears_what_is_held_and_whether_it_may_go_here(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=3))
    wait_for_my_turn(qtbot, window)
    rig_hand(window, "7H 5S 9S", phase="play")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    window.view.setFocus()
    first = window.scene.hand_order()[0]
    walk_to(window, "card", first)
    press(window, K.Key_Space)
    walk_to(window, "discard")
    name, description = window.view.accessibleName(), window.view.accessibleDescription()
    assert name.startswith("Discard pile: ") and name.endswith(f"Holding {spoken(first.pretty)}")
    assert description.startswith("Space puts it down here")
    mark = window.scene.dressing.mark  # and the eye sees a tick over the pile, not green alone
    assert mark.isVisible() and mark.state == "ok"
    walk_to(window, "stock")  # a card is never put on the stock: the reason, in words
    assert "Holding" in window.view.accessibleName()
    assert not window.view.accessibleDescription().startswith("Space puts it down")
    assert window.view.accessibleDescription().endswith("Esc puts it back")
    assert not mark.isVisible()
    press(window, K.Key_Escape)
    assert "Holding" not in window.view.accessibleName()
    close_window(window)
