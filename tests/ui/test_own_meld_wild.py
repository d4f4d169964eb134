"""A natural dropped on one's own meld where a wild stands for it: the table never suggests a
swap the rules then refuse (issue 34, item 8)."""

from __future__ import annotations

from rummy_desktop.engine import make_meld, parse_cards
from rummy_desktop.engine.state import TableMeld

from .drive import (
    card_point,
    close_window,
    drag,
    meld_point,
    open_window,
    rig_hand,
    solo,
    wait_for_my_turn,
)


def test_a_natural_on_my_own_runs_wild_is_not_told_to_swap(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13), (1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        c = window.controller
        state = c.game._state
        run = parse_cards("10D JD JK KD")
        for pile in [*state.hands, state.stock, state.discard]:
            pile[:] = [card for card in pile if card not in run]
        meld = make_meld("run", run, c.game.rules, state.round_no)
        state.melds[:] = [TableMeld(0, 0, meld)]
        state.next_meld_id = 1
        state.down[0] = True
        hand = rig_hand(window, "QD 4S 9C")
        drag(window, card_point(window, hand["QD"]), meld_point(window, 0, None))
        said = window.message_label.text()
        assert "swap it for the wild" not in said, said
        assert "opponent" in said  # why: a wild is taken only from an opponent's meld
        key_of_joker = next(i for i in window.scene.card_items() if i.is_joker)
        item = window.scene.card_items()[key_of_joker]
        drag(window, card_point(window, hand["QD"]), item.mapToScene(item.card_rect().center()))
        assert window.message_label.text() == said  # the joker itself: the same sentence
    finally:
        close_window(window)
