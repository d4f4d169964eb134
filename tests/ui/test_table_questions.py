"""The questions the table asks after a drop: only real choices, in the player's words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QRadioButton

from rummy_desktop.engine import LayOff
from tests.engine.rig import PLAY, hillbilly, rig

from .drive import answering, card_point, close_window, drag, open_window, solo, wait_for_my_turn


@pytest.fixture
def window(qtbot):
    w = open_window(qtbot, solo("hillbilly", seed=13, computers=2))
    wait_for_my_turn(qtbot, w)
    w.controller.shutdown()  # the table stands still: only the player moves
    yield w
    close_window(w)


def _table(window, hand: str, melds) -> None:
    c = window.controller
    game = rig(
        hillbilly(3),
        round_no=2,
        hands=[hand, "KS QS", "4D 5D"],
        melds=melds,
        down=[0, 1],
        turn=0,
        phase=PLAY,
    )
    c.game._state = game._state
    c.reveal_to(0)


def _choices(dialog) -> list[str]:
    """Every answer shown at once, in full: a button each, none cut (no drop-down list)."""
    assert not dialog.findChildren(QComboBox), "the answers are hidden in a drop-down"
    buttons = dialog.findChildren(QRadioButton)
    assert buttons, dialog
    for b in buttons:
        assert b.isVisible() and b.width() >= b.sizeHint().width(), b.text()
    return [b.text().replace("&&", "&") for b in buttons]


def _question(dialog) -> str:
    return dialog.findChild(QLabel, "question").text()


def _pick(text_start: str, seen: list):
    def step(dialog) -> None:
        items = _choices(dialog)
        seen.append((_question(dialog), items))
        button = next(
            b for b in dialog.findChildren(QRadioButton) if b.text().startswith(text_start)
        )
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        QTest.keyClick(button, Qt.Key.Key_Return)

    return step


def test_a_card_dropped_on_a_sets_joker_may_just_join_the_set(qtbot, window):
    _table(window, "JC 9H", [(1, "set", "JS JH JD JK"), (0, "run", "5H 6H 7H 8H")])
    c, scene = window.controller, window.scene
    jack = next(x for x in c.game._state.hands[0] if x.code == "JC")
    joker = c.game._state.melds[0].meld.cards[-1]
    seen: list = []
    with answering(_pick("Add the J♣ to Ada's", seen)):
        drag(window, card_point(window, jack), card_point(window, joker))
    question, items = seen[0]
    # The question says what the drop offers before the wild is taken (issue 34, item 16).
    assert "J♣" in question and "Ada's J♠ J♥ J♦ JK" in question and "swap" in question.lower()
    assert items[0] == "Add the J♣ to Ada's J♠ J♥ J♦ JK, leaving its wild"
    assert any(i.startswith("Keep the wild") or i.startswith("Lay the JK on") for i in items)
    assert isinstance(c.game.log[-1], LayOff) and c.game.log[-1].card == jack
    assert joker in c.game._state.melds[0].meld.cards  # the wild stayed in the set
    del scene


def test_a_cancelled_question_says_nothing_was_played(qtbot, window):
    _table(window, "JC 9H", [(1, "set", "JS JH JD JK"), (0, "run", "5H 6H 7H 8H")])
    c = window.controller
    jack = next(x for x in c.game._state.hands[0] if x.code == "JC")
    joker = c.game._state.melds[0].meld.cards[-1]
    before = len(c.game.log)
    with answering(lambda dialog: dialog.reject()):
        drag(window, card_point(window, jack), card_point(window, joker))
    assert len(c.game.log) == before
    assert "Nothing was played" in window.message_label.text()
    assert jack in window.scene.hand_order()


def test_a_wild_laid_off_on_a_set_asks_no_end(qtbot, window):
    _table(window, "JK 9H", [(1, "set", "AS AH AD")])
    c = window.controller
    joker = next(x for x in c.game._state.hands[0] if x.is_joker)
    with answering() as asked:  # no question at all
        drag(window, card_point(window, joker), window.scene.pile_rect("meld:0").center())
    assert asked.seen == []
    assert isinstance(c.game.log[-1], LayOff) and c.game.log[-1].card == joker


def test_a_wild_on_a_run_asks_which_end_in_plain_words(qtbot, window):
    _table(window, "JK 9H", [(1, "run", "5H 6H 7H 8H")])
    c = window.controller
    joker = next(x for x in c.game._state.hands[0] if x.is_joker)
    seen: list = []
    with answering(_pick("At the high end", seen)):
        window.controller.person.lay_off(joker, 0, None)  # the keyboard's lay-off names no end
    assert seen[0][1] == ["At the low end (below 5♥)", "At the high end (above 8♥)"]
    assert c.game.log[-1] == LayOff(0, joker, 0, "high")
