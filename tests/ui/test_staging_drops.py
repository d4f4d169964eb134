"""The lay-down area under the mouse and keys: every card dropped stays on the table.

After every gesture the cards the table shows for the player are exactly the engine's.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .drive import (
    assert_table_matches_engine,
    card_point,
    close_window,
    drag,
    free_stage_point,
    open_window,
    rig_hand,
    select,
    solo,
    wait_for_my_turn,
)


@pytest.fixture
def window(qtbot):
    w = open_window(qtbot, solo("hillbilly", seed=13))
    wait_for_my_turn(qtbot, w)
    yield w
    close_window(w)


def test_a_card_dropped_on_a_staged_card_joins_its_meld(window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    drag(window, card_point(window, hand["7H"]), free_stage_point(window))
    assert window.scene.staged_melds() == [[hand["7H"]]]
    assert_table_matches_engine(window)
    drag(window, card_point(window, hand["7S"]), card_point(window, hand["7H"]))
    assert window.scene.staged_melds() == [[hand["7H"], hand["7S"]]]
    assert_table_matches_engine(window)
    drag(window, card_point(window, hand["7D"]), card_point(window, hand["7S"]))
    assert window.scene.staged_melds() == [[hand["7H"], hand["7S"], hand["7D"]]]
    assert_table_matches_engine(window)


def test_several_cards_dropped_on_a_staged_card_all_stay(window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C 9H")
    drag(window, card_point(window, hand["9C"]), free_stage_point(window))
    select(window, [hand["9D"], hand["9H"], hand["JK"]])
    drag(window, card_point(window, hand["9D"]), card_point(window, hand["9C"]))
    assert sorted(window.scene.staged_melds()[0], key=str) == sorted(
        [hand["9C"], hand["9D"], hand["9H"], hand["JK"]], key=str
    )
    assert_table_matches_engine(window)


def test_a_staged_card_moved_to_another_staged_meld_leaves_the_first(window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    drag(window, card_point(window, hand["7H"]), free_stage_point(window))
    drag(window, card_point(window, hand["9C"]), free_stage_point(window))
    drag(window, card_point(window, hand["7S"]), card_point(window, hand["7H"]))
    assert len(window.scene.staged_melds()) == 2
    # the 9♣ moves onto the sevens, and its own meld (now empty) goes away
    drag(window, card_point(window, hand["9C"]), card_point(window, hand["7S"]))
    assert window.scene.staged_melds() == [[hand["7H"], hand["7S"], hand["9C"]]]
    assert_table_matches_engine(window)
    # and back to the hand row
    drag(window, card_point(window, hand["9C"]), window.scene.pile_rect("hand").center())
    assert window.scene.staged_melds() == [[hand["7H"], hand["7S"]]]
    assert_table_matches_engine(window)


def test_a_staged_card_dropped_on_itself_stays_where_it_was(window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    drag(window, card_point(window, hand["7H"]), free_stage_point(window))
    drag(window, card_point(window, hand["7S"]), card_point(window, hand["7H"]))
    drag(window, card_point(window, hand["7S"]), card_point(window, hand["7S"]))
    assert window.scene.staged_melds() == [[hand["7H"], hand["7S"]]]
    assert_table_matches_engine(window)


def test_the_keyboard_stages_onto_a_staged_card_too(window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    drag(window, card_point(window, hand["7H"]), free_stage_point(window))
    keys = window.scene.keys
    window.view.setFocus()
    assert keys.focus_on("card", hand["7S"])
    from PySide6.QtTest import QTest

    QTest.keyClick(window.view, Qt.Key.Key_Space)  # pick up the 7♠
    assert keys.focus_on("card", hand["7H"])
    QTest.keyClick(window.view, Qt.Key.Key_Space)  # put it down on the staged 7♥
    assert window.scene.staged_melds() == [[hand["7H"], hand["7S"]]]
    assert_table_matches_engine(window)


def test_the_selftest_check_sees_a_staged_card_the_table_lost(window):
    from rummy_desktop.ui.window.selftest import SceneMismatch, check_scene

    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    drag(window, card_point(window, hand["7H"]), free_stage_point(window))
    check_scene(window.scene, window.controller)  # all there
    window.scene.card_items()[hand["7H"]].setVisible(False)
    with pytest.raises(SceneMismatch, match="paints 7 of the viewer's 8"):
        check_scene(window.scene, window.controller)


def test_staged_cards_go_back_to_the_row_once_the_player_is_down(window):
    hand = rig_hand(window, "7H 7S 7D 9C 9D JK KS 4C")
    drag(window, card_point(window, hand["KS"]), free_stage_point(window))
    from rummy_desktop.tabletop.model import from_view

    c = window.controller
    c.game._state.down[0] = True  # down by some other path (a swap's lay-down)
    window.scene.set_model(from_view(c.game.view(0), c.names, c.humans))
    assert window.scene.staged_melds() == []
    assert_table_matches_engine(window)
