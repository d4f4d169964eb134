"""The discard pile says who threw its top card, and the hand's value is always in sight."""

from __future__ import annotations

from rummy_desktop.engine import Discard, GoOut, hand_points, min_penalty
from rummy_desktop.tabletop.hand_value import hand_value_text

from .drive import close_window, open_window, solo
from .test_undo import settle


def test_the_discard_caption_names_who_threw_the_top_card(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=9))
    c = window.controller
    marker = window.scene.dressing.discard_marker
    try:
        settle(qtbot, window)
        for _ in range(3):  # three of my turns, and the computers' between them
            assert c.person.draw_stock()
            assert c.person.discard(c.game.hand(0)[-1])
            settle(qtbot, window)
            top = c.game.view(0).discard[-1]
            assert window.round_end_dialog is None and c.game.round_no == 1
            thrown = [
                a
                for a in c.game.log
                if (isinstance(a, Discard) and a.card == top)
                or (isinstance(a, GoOut) and a.discard == top)
            ]
            assert thrown, (top, c.game.log[-4:])
            assert marker.caption == f"from {c.names[thrown[-1].seat]}"
    finally:
        close_window(window)


def test_the_caption_says_yours_for_the_viewer_and_nothing_for_the_upcard():
    from dataclasses import replace

    from rummy_desktop.tabletop.model import discard_caption

    from .conftest import build_model

    model = build_model()
    assert discard_caption(model) == "Discard"  # turned up: nobody threw it
    assert discard_caption(replace(model, discard_by=0)) == "your discard"
    assert discard_caption(replace(model, discard_by=2)) == "from Bert"


def test_the_hand_value_is_shown_and_follows_every_change(qtbot):
    for variant in ("hillbilly", "three-thirteen"):
        window = open_window(qtbot, solo(variant, seed=15))
        c = window.controller
        try:
            settle(qtbot, window)
            label = window.panel.hand_value
            view = c.view()
            assert label.isVisible() and label.text() == hand_value_text(view)
            rules, round_no, hand = view.rules, view.round_no, list(view.hand)
            if variant == "hillbilly":
                assert label.text() == f"Your hand: {hand_points(hand, rules, round_no)} points"
            else:
                value = min_penalty(hand, rules, round_no)
                assert label.text() == f"Your hand: {value} points left over"
            while not c.person.draw_stock():  # a Hillbilly buy offer comes first
                assert c.person.pass_buy()
                settle(qtbot, window)
            settle(qtbot, window)
            assert label.text() == hand_value_text(c.view()) and len(c.view().hand) == len(hand) + 1
            if variant == "three-thirteen":  # with a card drawn: the best after one discard
                more = list(c.view().hand)  # of a card that is not wild (issue 34, item 25)
                best = min(
                    min_penalty(more[:i] + more[i + 1 :], rules, round_no)
                    for i in range(len(more))
                    if not c.view().is_wild(more[i])
                )
                assert label.text() == f"Your hand: {best} points left over\nafter your discard"
        finally:
            close_window(window)
