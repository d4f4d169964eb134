"""A drop is judged once: the scene's one gesture signal, the judge's actions, played as
they are; several cards dropped on a meld are all laid off; a drop's question is asked
after the mouse handler, never inside it (issue 33)."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import LayOff
from tests.engine.rig import PLAY, hillbilly, rig

from .drive import (
    assert_table_matches_engine,
    card_point,
    close_window,
    drag,
    meld_point,
    open_window,
    select,
    solo,
    wait_for_my_turn,
)


@pytest.fixture
def window(qtbot):
    w = open_window(qtbot, solo("hillbilly", seed=13, computers=2))
    wait_for_my_turn(qtbot, w)
    w.controller.shutdown()  # the table stands still: only the player moves
    yield w
    close_window(w)


def _table(window, hand: str, melds) -> dict:
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
    return {card.code: card for card in c.game.hand(0)}


def test_several_cards_dropped_on_a_run_are_all_laid_off(window):
    hand = _table(window, "9H 10H 3C 4C", [(1, "run", "5H 6H 7H 8H")])
    c = window.controller
    before = len(c.game.log)
    select(window, [hand["9H"], hand["10H"]])
    drag(window, card_point(window, hand["9H"]), meld_point(window, 0, "high"))
    made = c.game.log[before:]
    assert [type(a) for a in made] == [LayOff, LayOff]
    assert [a.card for a in made] == [hand["9H"], hand["10H"]]  # the run grew card by card
    assert [card.code for card in c.game.melds[0].meld.cards][-2:] == ["9H", "10H"]
    assert set(c.game.hand(0)) == {hand["3C"], hand["4C"]}
    assert_table_matches_engine(window)


def test_several_cards_that_do_not_all_fit_are_refused_whole(window):
    hand = _table(window, "9H JH 3C 4C", [(1, "run", "5H 6H 7H 8H")])
    c = window.controller
    before = len(c.game.log)
    select(window, [hand["9H"], hand["JH"]])
    drag(window, card_point(window, hand["9H"]), meld_point(window, 0, "high"))
    assert len(c.game.log) == before  # not the 9♥ alone: the drop was refused
    assert window.message_label.text()
    assert {hand["9H"], hand["JH"]} <= set(window.scene.hand_order())
    assert_table_matches_engine(window)


def test_a_drops_question_is_asked_after_the_mouse_handler(window):
    hand = _table(window, "JC 9H", [(1, "set", "JS JH JD JK"), (0, "run", "5H 6H 7H 8H")])
    c = window.controller
    joker = c.game.melds[0].meld.cards[-1]
    inside = [False]
    asked: list[bool] = []

    def chooser(question: str, labels: list[str]) -> int:
        asked.append(inside[0])
        return 0  # "Add the J♣ to Ada's J♠ J♥ J♦ JK, leaving its wild"

    def released(now: bool) -> None:
        inside[0] = now

    c.chooser = chooser
    drag(window, card_point(window, hand["JC"]), card_point(window, joker), released=released)
    assert asked == [False]  # asked once, and not inside the release handler
    assert c.game.log[-1] == LayOff(0, hand["JC"], 0, None)


def test_several_cards_in_coach_mode_wait_for_the_coach(qtbot, monkeypatch):
    """Coach mode holds the first lay-off for its check: the others are not pushed at the
    match meanwhile (no "the coach is still looking" refusal); they stay in the hand."""
    from rummy_desktop.ui.window import main_window

    monkeypatch.setattr(main_window, "coach_says", lambda _parent, _text: True)  # "play it"
    w = open_window(qtbot, solo("hillbilly", seed=13, computers=2))
    wait_for_my_turn(qtbot, w)
    hand = _table(w, "9H 10H 3C 4C KD", [(1, "run", "5H 6H 7H 8H")])
    c = w.controller
    c.set_coach_mode(True)
    refusals: list[str] = []
    c.message.connect(refusals.append)
    before = len(c.game.log)
    select(w, [hand["9H"], hand["10H"]])
    drag(w, card_point(w, hand["9H"]), meld_point(w, 0, "high"))
    qtbot.waitUntil(lambda: len(c.game.log) > before, timeout=9000)
    assert not [r for r in refusals if "coach" in r.lower()]
    assert c.game.log[before] == LayOff(0, hand["9H"], 0, "high")
    assert hand["10H"] in c.game.hand(0)
    close_window(w)
