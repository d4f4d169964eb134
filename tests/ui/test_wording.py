"""Messages in plain words: hints speak to the player and light the card; red means refused."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.match.hints import advise

from .drive import close_window, key, open_window, rig_hand, solo, wait_for_my_turn

BOT_VOICE = re.compile(r"\b(I|my|me|Discarded|Drew|Took|Passed|Laid|Went)\b")


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_every_hint_speaks_to_the_player(variant):
    """Advice for each move the hint level makes over a whole round, in the player's voice."""
    game = Game(RuleSet.preset(variant, players=3), seed=11)
    bot = make_bot("medium", seed=1)
    kinds = set()
    while not game.is_over and game.round_no == 1 and len(game.log) < 400:
        seat = game.to_act()[0]
        view = game.view(seat)
        action = bot.choose(view)
        advice = advise(action, view)
        kinds.add(type(action).__name__)
        assert not BOT_VOICE.search(advice.text), advice.text
        assert advice.text[0].isupper() and not advice.text.endswith(".")
        for card in advice.cards:  # only what the player can see: their hand or the table
            assert (
                card in view.hand
                or card in view.discard
                or any(card in m.meld.cards for m in view.melds)
            )
        game.apply(action)
    assert {"DrawStock", "Discard"} <= kinds


def _colour(label) -> QColor:
    return label.palette().color(label.foregroundRole())


def test_a_hint_lights_its_card_and_is_not_shown_as_a_refusal(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1))
    try:
        wait_for_my_turn(qtbot, window)
        hand = rig_hand(window, "7H 8H 9H KS")  # drawn: the K♠ is the card to throw or go out on
        key(window, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: window.message_label.text().startswith("Hint: "), timeout=5000)
        text = window.message_label.text()
        assert "K♠" in text and not BOT_VOICE.search(text)
        item = window.scene.card_items()[hand["KS"]]
        assert item.hinted and item.isVisible()
        hint_colour = _colour(window.message_label)
        assert hint_colour.red() < 150  # not red: it is news, not a refusal
        window.setWindowModified(False)
        key(window, Qt.Key.Key_T)  # taking the discard now is refused: drawn already
        qtbot.waitUntil(lambda: not window.message_label.text().startswith("Hint"), timeout=2000)
        refusal = _colour(window.message_label)
        assert refusal.red() > 120 and refusal.green() < 60  # a refusal is red
        QTest.qWait(10)
    finally:
        close_window(window)


def test_a_staged_group_is_read_the_way_its_cards_point():
    from rummy_desktop.engine import parse_cards
    from rummy_desktop.tabletop.staging import read_meld

    rules = RuleSet.preset("hillbilly")
    assert read_meld(parse_cards("AH AD 6S"), rules, 1)[1].endswith("6♠ is not an ace")
    assert read_meld(parse_cards("5H 6H 9S"), rules, 1)[1].endswith("9♠ is not a heart")
    assert read_meld(parse_cards("7H 7D 7S"), rules, 1)[1] is None


def test_lay_down_says_what_the_staged_groups_lack(qtbot):
    from .drive import card_point, drag, free_stage_point

    window = open_window(qtbot, solo("hillbilly", seed=13))
    try:
        wait_for_my_turn(qtbot, window)
        hand = rig_hand(window, "7H 7S 7D 9C KS 4C 2D")  # one set: round 1 asks for two
        drag(window, card_point(window, hand["7H"]), free_stage_point(window))
        for code in ("7S", "7D"):
            drag(window, card_point(window, hand[code]), card_point(window, hand["7H"]))
        reason = window.panel.lay_down_reason
        assert reason.isVisible()
        assert reason.text() == "Round 1 asks for 2 sets of 3: these melds make 1 set"
    finally:
        close_window(window)
