"""What the table says when it will not do what the player asked, and never does another thing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rummy_desktop.ai import make_bot

from .drive import (
    card_point,
    click,
    close_window,
    drag,
    key,
    open_window,
    rig_hand,
    solo,
    wait_for_my_turn,
)


def test_go_out_never_throws_a_card_other_than_the_one_selected(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1))
    try:
        wait_for_my_turn(qtbot, window)
        hand = rig_hand(window, "6C 6H 6S AH")  # round 1, drawn: only the A♥ can go
        c = window.controller
        before = len(c.game.log)
        click(window, card_point(window, hand["6C"]))
        key(window, Qt.Key.Key_G)
        assert len(c.game.log) == before
        assert window.message_label.text() == "You cannot go out discarding 6♣: discard the A♥"
        click(window, card_point(window, hand["6C"]))  # unselect, select the ace
        click(window, card_point(window, hand["AH"]))
        key(window, Qt.Key.Key_G)
        assert c.game.log[-1].discard == hand["AH"]
    finally:
        close_window(window)


def test_while_a_card_is_offered_the_table_says_to_buy_or_pass_first(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    try:
        c = window.controller
        for _ in range(80):
            qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=15000)
            if c.person.buy_offer() is not None:
                break
            c.submit(c.legal()[0])
        else:
            raise AssertionError("no buy was offered")
        card = c.game.buy_card
        mine = window.scene.hand_order()[0]
        drag(window, card_point(window, mine), window.scene.pile_rect("discard").center())
        expected = f"First buy the {card.pretty} or pass on it (B or P)"
        assert window.message_label.text() == expected
        key(window, Qt.Key.Key_D)
        assert window.message_label.text() == expected
        assert "player " not in window.message_label.text()
        # P passes on the card: the table did what was asked, so the sentence telling to buy
        # or pass first is gone at once (it stayed its 7 s, over the next turn's draw).
        before = len(c.game.log)
        key(window, Qt.Key.Key_P)
        assert len(c.game.log) > before
        assert window.message_label.text() == ""
    finally:
        close_window(window)


def test_a_notice_stays_when_a_move_is_played(qtbot):
    """Only a refusal goes when the next move is made: news such as a hint stays its time."""
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1))
    try:
        wait_for_my_turn(qtbot, window)
        c = window.controller
        window.status_line.show_notice("Saved to game.rummy")
        assert c.submit(c.legal()[0])
        assert window.message_label.text() == "Saved to game.rummy"
    finally:
        close_window(window)


def test_the_round_end_table_shows_the_new_totals(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=4242, computers=2))
    try:
        c = window.controller
        brain = make_bot("simple", seed=3)
        for _ in range(400):
            qtbot.waitUntil(
                lambda: window.round_end_dialog is not None or c.acting_human() is not None,
                timeout=15000,
            )
            if window.round_end_dialog is not None:
                break
            c.submit(brain.choose(c.game.view(0)))
        totals = window.round_end_dialog.summary.totals
        assert any(totals)
        shown = tuple(window.scene.dressing.plates[s].info.score for s in range(len(totals)))
        assert shown == totals
    finally:
        close_window(window)
