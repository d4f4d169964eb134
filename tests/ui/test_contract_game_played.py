"""A named contract game played through the window: Liverpool's hand 7, all out, no discard."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rummy_desktop.engine import PRESETS

from .drive import (
    assert_table_matches_engine,
    card_point,
    close_window,
    drag,
    free_stage_point,
    key,
    open_window,
    rig_hand,
    solo,
    wait_for_my_turn,
)


def test_liverpool_hand_seven_goes_out_with_every_card_staged(qtbot):
    flags = {**PRESETS["liverpool"].flags, "contract_name": "Liverpool Rummy"}
    window = open_window(qtbot, solo("hillbilly", seed=21, **flags), size=(1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        window.controller.game._state.round_no = 7  # the last hand, as a rigged deal
        hand = rig_hand(window, "3S 4S 5S 6S 7S 8H 9H 10H JH 2D 3D 4D 5D")
        assert window.scene.model.headline.startswith("Liverpool Rummy, round 7 of 7")
        runs = (["3S", "4S", "5S", "6S", "7S"], ["8H", "9H", "10H", "JH"], ["2D", "3D", "4D", "5D"])
        for run in runs:
            drag(window, card_point(window, hand[run[0]]), free_stage_point(window))
            for before, code in zip(run, run[1:], strict=False):
                drag(window, card_point(window, hand[code]), card_point(window, hand[before]))
        assert len(window.scene.staged_melds()) == 3
        assert_table_matches_engine(window)
        key(window, Qt.Key.Key_L, target=window.view)  # Lay down: every card, no discard
        qtbot.waitUntil(lambda: window.controller.game.is_over, timeout=5000)
        assert window.controller.game.totals()[0] == min(window.controller.game.totals())
    finally:
        close_window(window)
