"""A wild card wears its star wherever it lies face up outside a meld: in the hand, on the
discard pile, in the round-end hands (issue 34, item 7)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QWidget

from rummy_desktop.engine import parse_cards

from .drive import close_window, open_window, rig_hand, solo, wait_for_my_turn


def _star_drawn(window, item) -> bool:
    """Is the star's gold disc painted on this card (as the window shows it)?"""
    view = window.view
    centre = item.mapToScene(QPointF(item.width * 0.08, item.width * 0.64))
    colour = view.viewport().grab().toImage().pixelColor(view.mapFromScene(centre))
    return colour.red() > 200 and colour.green() > 150 and colour.blue() < 120


def test_a_wild_on_the_discard_pile_has_its_star_as_in_the_hand(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=4), (1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        c = window.controller
        assert c.game.round_no == 1  # threes are wild
        rig_hand(window, "3C 7D 9S", phase="draw")
        state = c.game._state
        (upcard,) = parse_cards("3H")
        for pile in [*state.hands, state.stock]:
            if upcard in pile:  # its place is taken by the top of the stock
                pile[pile.index(upcard)] = state.stock.pop() if pile is not state.stock else None
        state.stock[:] = [card for card in state.stock if card is not None]
        state.discard.append(upcard)
        state.check_invariants()
        c.reveal_to(0)
        items = window.scene.card_items()
        (in_hand,) = parse_cards("3C")
        assert items[in_hand].wild_mark and _star_drawn(window, items[in_hand])
        assert items[upcard].zone == "discard"
        assert items[upcard].wild_mark and _star_drawn(window, items[upcard])
    finally:
        close_window(window)


def test_the_round_end_box_stars_the_wilds_in_every_hand(qtbot):
    from rummy_desktop.tabletop.round_summary import RoundSummary
    from rummy_desktop.ui.dialogs.round_end import RoundEndDialog

    hands = (tuple(parse_cards("10C JC 5S KC")), tuple(parse_cards("AC 5D 9H 9S")))
    summary = RoundSummary(
        variant="three-thirteen",
        round_no=3,
        rounds=11,
        names=("You", "Ada"),
        points=(0, 15),
        totals=(0, 15),
        went_out=0,
        stalled=False,
        hands=hands,
        melds=((hands[0],), ()),
        scores=((0, 15),),
        game_over=False,
        winners=(),
        wild_rank=5,  # round 3: fives are wild
    )
    dialog = RoundEndDialog(summary)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for seat, codes in ((0, ["5S"]), (1, ["5D"])):
        strip = dialog.findChild(QWidget, f"hand_{seat}")
        image = strip.grab().toImage()
        cards = [c for _kind, group in strip.groups for c in group]
        rects = [r for group in strip.card_rects() for r in group]
        for card, rect in zip(cards, rects, strict=True):
            spot = rect.topLeft() + QPointF(rect.width() * 0.08, rect.width() * 0.64)
            colour = image.pixelColor(spot.toPoint())
            gold = colour.red() > 200 and colour.green() > 150 and colour.blue() < 120
            assert gold == (card.code in codes), card.code
    dialog.done(0)


def test_the_round_end_box_says_what_each_melded_wild_stands_for(qtbot):
    """A melded wild says in the box's words, and to the screen reader, what it stands for
    ("3♠ as 6♥"), so a player can check the count; a wild left over says nothing."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from rummy_desktop.ui.dialogs.round_end import HandStrip

    from .drive import card_point, click, key
    from .test_table_details_34 import shows_whole

    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=3), (1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        # Round 1, threes wild, drawn: 5♥ 3♠ 7♥ and the three nines, out by throwing the 8♣.
        hand = rig_hand(window, "5H 7H 3S 9D 9C 9S 8C")
        click(window, card_point(window, hand["8C"]))
        key(window, Qt.Key.Key_G)
        qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=15000)
        box = window.round_end_dialog
        qtbot.waitExposed(box)
        words = box.findChild(QLabel, "wilds_0")
        assert words is not None and words.text() == "3♠ as 6♥", words and words.text()
        assert shows_whole(words)
        strip = box.findChild(HandStrip, "hand_0")
        assert "3♠ as 6♥" in strip.accessibleName()
        summary = box.summary
        for seat in range(1, len(summary.names)):  # the others: only wilds in melds are named
            label = box.findChild(QLabel, f"wilds_{seat}")
            melded = {c.pretty for m in summary.melds[seat] for c in m if c.rank == 3}
            named = [p.split(" as ")[0] for p in label.text().split(", ")] if label else []
            assert set(named) <= melded, (named, melded)
        assert box.hands_area.verticalScrollBar().maximum() == 0  # still no scrolling
    finally:
        close_window(window)
