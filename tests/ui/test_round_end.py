"""The round-end table: every card readable, melds apart, and who went out plainly marked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton

from rummy_desktop.ai import make_bot
from rummy_desktop.ui.dialogs.round_end import HandStrip

from .drive import close_window, key, open_window, solo


def _play_to_round_end(qtbot, window):
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
    dialog = window.round_end_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=3000)
    return dialog


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_round_end_cards_are_readable_and_the_one_out_is_marked(qtbot, variant):
    window = open_window(qtbot, solo(variant, seed=4242, computers=3), size=(1024, 700))
    try:
        dialog = _play_to_round_end(qtbot, window)
        summary = dialog.summary
        strips = dialog.findChildren(HandStrip)
        assert len(strips) == len(summary.names)
        for strip in strips:
            shown = sorted(c for _, group in strip.groups for c in group)
            seat = int(strip.objectName().split("_")[1])
            assert shown == sorted(summary.hands[seat])
            for rects in strip.card_rects():
                assert all(r.width() >= 56 for r in rects)
                for a, b in zip(rects, rects[1:], strict=False):
                    if a.y() == b.y():  # no card more than half covered by the next
                        assert b.x() - a.x() >= 0.5 * a.width()
                assert all(strip.rect().contains(r.toRect()) for r in rects), "a card is cut"
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        assert not any("★" in t for t in texts)
        tags = dialog.findChildren(QLabel, "went_out")
        if summary.went_out is None:
            assert not tags
        else:
            assert len(tags) == 1
            name = dialog.findChild(QLabel, f"name_{summary.went_out}")
            assert tags[0].parentWidget() is name.parentWidget()
            assert "went out" in tags[0].text()
    finally:
        close_window(window)


def test_deal_round_two_gives_the_keys_back_to_the_table(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=4242, computers=1))
    try:
        dialog = _play_to_round_end(qtbot, window)
        deal = next(b for b in dialog.findChildren(QPushButton) if b.text().startswith("Deal"))
        QTest.mouseClick(deal, Qt.MouseButton.LeftButton)
        c = window.controller
        qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=10000)
        if c.game.phase == "draw":
            before = len(c.game.log)
            key(window, Qt.Key.Key_D)  # the keyboard, where the focus is: draws
            qtbot.waitUntil(lambda: len(c.game.log) == before + 1, timeout=3000)
        assert window.view.hasFocus()
    finally:
        close_window(window)


@pytest.mark.parametrize("variant,cards", [("hillbilly", 16), ("three-thirteen", 13)])
def test_eight_long_hands_all_show_in_a_small_window(qtbot, variant, cards):
    from PySide6.QtWidgets import QWidget

    from rummy_desktop.engine.cards import build_pack
    from rummy_desktop.tabletop.round_summary import RoundSummary
    from rummy_desktop.ui.dialogs.round_end import RoundEndDialog

    pack = build_pack(4, 8)
    hands = tuple(tuple(pack[s * cards : (s + 1) * cards]) for s in range(8))
    melds = tuple((hand[:3], hand[3:6]) for hand in hands) if variant == "three-thirteen" else ()
    summary = RoundSummary(
        variant=variant,
        round_no=9,
        rounds=10,
        names=tuple(f"Player {s}" for s in range(8)),
        points=tuple(range(8)),
        totals=tuple(range(8)),
        went_out=None,
        stalled=False,
        hands=hands,
        melds=melds,
        scores=(tuple(range(8)),),
        game_over=False,
        winners=(),
    )
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1024, 700)
    dialog = RoundEndDialog(summary, parent)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1024 and dialog.height() <= 700
    for strip in dialog.findChildren(HandStrip):
        assert strip.height() >= strip.heightForWidth(strip.width()), "a row of cards is cut"
        rects = [r for group in strip.card_rects() for r in group]
        assert len(rects) == cards
        assert all(strip.rect().contains(r.toRect()) for r in rects)
    content = dialog.hands_area.widget()
    bar = dialog.hands_area.verticalScrollBar()
    assert (
        content.height() <= dialog.hands_area.viewport().height() + bar.maximum()
    )  # all reachable


def test_a_round_ended_by_the_idle_rule_says_why(qtbot):
    """Issue 32: nobody laid down through the refills allowed: the dialog and Table Talk say so."""
    from rummy_desktop.engine import IDLE_REFILLS, Game, RuleSet
    from rummy_desktop.engine.events import RoundEnded
    from rummy_desktop.tabletop.round_summary import round_summary
    from rummy_desktop.ui.dialogs.round_end import RoundEndDialog
    from rummy_desktop.wording import event_text

    rules = RuleSet.preset(
        "hillbilly", players=3, contracts=[{"deal": 12, "sets": [4, 5], "all_at_once": True}]
    )
    game = Game(rules, seed=735257)
    bots = [make_bot("simple", seed=s) for s in range(3)]
    names = ("Ann", "Bo", "Cy")
    while not game.is_over:
        seat = game.to_act()[0]
        events = game.apply(bots[seat].choose(game.view(seat)))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    why = f"nobody laid down while the stock was refilled {IDLE_REFILLS} times"
    assert event_text(ended, names) == f"Round 1 is over: {why}"
    dialog = RoundEndDialog(round_summary(game, ended, events, names))
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert f"Nobody went out: {why}." in texts
