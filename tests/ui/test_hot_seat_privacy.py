"""Hot-seat: nothing one person may know reaches the next one, on the pass screen or after.

The rule lives in ``table_talk.TableTalk`` (who may read each line); these tests check it for
every kind of line, and check the window shows only what the person at the screen may read:
Table Talk, the status-bar message, the hint's highlights, staged and selected cards.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.engine import events as ev
from rummy_desktop.match import HintRequest
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.match.talk import TableTalk

from .drive import (
    card_point,
    close_window,
    drag,
    free_stage_point,
    open_window,
    top_stock_point,
)

# ---- the rule, for every kind of line -----------------------------------------------------


def _hidden_from_others(event) -> set[str]:
    """The names of the cards an event shows to one seat only (minus faces it shows to all)."""
    if isinstance(event, ev.Drew) and event.source == "stock":
        return {event.card.pretty}
    if isinstance(event, ev.Bought):
        return {c.pretty for c in event.penalty} - {event.card.pretty}
    if isinstance(event, ev.Dealt):
        return {c.pretty for c in event.cards}
    return set()


@pytest.mark.parametrize("variant,seed", [("hillbilly", 5), ("three-thirteen", 9)])
def test_no_line_names_a_card_to_anyone_it_is_hidden_from(variant, seed):
    players = 3
    names = ["Ann", "Ben", "Cleo"]
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    bots = [make_bot("simple", seed=s) for s in range(players)]
    talk = TableTalk(names, [True] * players)
    kinds = set()
    rng = random.Random(seed)
    batches = [game.opening_events]
    while not game.is_over and len(game.log) < 600:
        seat = game.to_act()[0]
        batches.append(game.apply(bots[seat].choose(game.view(seat))))
        if rng.random() < 0.2:
            talk.tell(seat, f"Hint: something private for {names[seat]}")
    for batch in batches:
        for event in batch:
            before = len(talk.lines)
            talk.record([event])
            kinds.add(type(event).__name__)
            owner = getattr(event, "private_to", None)
            for line in talk.lines[before:]:
                for viewer in (*range(players), None):
                    text = line.read_by(viewer) or ""
                    if viewer != owner:
                        leaked = [c for c in _hidden_from_others(event) if c in text]
                        assert not leaked, (viewer, text)
    assert {"Drew", "Discarded"} <= kinds
    if variant == "hillbilly":
        assert {"Bought", "BuyDeclined", "LaidDown"} <= kinds
    hints = [line for line in talk.lines if line.text is None]
    assert hints
    for line in hints:
        assert line.read_by(line.seat)
        assert all(line.read_by(v) is None for v in (*range(players), None) if v != line.seat)


def test_own_draws_are_named_to_their_player_only():
    from rummy_desktop.engine import Card

    talk = TableTalk(["Ann", "Ben"], [True, True])
    talk.record([ev.Drew(0, Card(7, "H"), "stock"), ev.Drew(1, Card(9, "C"), "discard")])
    talk.record([ev.BuyOffered(Card(4, "S"), (1,)), ev.BuyDeclined(1)])
    talk.record([ev.Bought(0, Card(4, "S"), (Card(12, "D"),))])
    assert talk.visible_to(0) == [
        "You drew the 7♥",
        "Ben took the 9♣",
        "The 4♠ is up for buying",
        "Ben passed on the 4♠",
        "You bought the 4♠ and a penalty card, the Q♦",
    ]
    assert talk.visible_to(1) == [
        "Ann drew from the stock",
        "You took the 9♣",  # every person reads their own moves as "You"
        "The 4♠ is up for buying",
        "You passed on the 4♠",
        "Ann bought the 4♠ and 1 penalty card",
    ]
    assert talk.visible_to(None) == [  # behind the pass screen: the public words alone
        "Ann drew from the stock",
        "Ben took the 9♣",
        "The 4♠ is up for buying",
        "Ben passed on the 4♠",
        "Ann bought the 4♠ and 1 penalty card",
    ]


def test_a_person_named_otherwise_still_reads_their_own_moves_as_you():
    from rummy_desktop.engine import Card

    talk = TableTalk(["Alexandra", "Ada"], [True, False])
    talk.record([ev.Discarded(0, Card(13, "S")), ev.RoundStarted(2, 0, 1, 4, None)])
    talk.record([ev.Discarded(1, Card(9, "S"))])
    assert talk.visible_to(0) == [
        "You discarded the K♠",
        "— Round 2 (4s are wild); you deal",
        "Ada discarded the 9♠",
    ]
    assert talk.visible_to(1)[0] == "Alexandra discarded the K♠"


def test_a_computer_seat_has_no_private_words():
    from rummy_desktop.engine import Card

    talk = TableTalk(["You", "Ada"], [True, False])
    talk.record([ev.Drew(1, Card(7, "H"), "stock")])
    assert talk.visible_to(0) == talk.visible_to(1) == ["Ada drew from the stock"]


# ---- the window ------------------------------------------------------------------------------


@pytest.fixture
def hot_seat(qtbot, request):
    variant, seed = request.param
    seats = (Seat.of("Ann"), Seat.of("Ben"))
    window = open_window(qtbot, GameSetup(variant, seats, {}, seed))
    yield window
    close_window(window)


def _reveal(qtbot, window) -> int:
    screen = window.table.pass_screen
    qtbot.waitUntil(screen.isVisible, timeout=5000)
    seat = screen.seat
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.acting_human() == seat, timeout=5000)
    return seat


def _settle_buys(qtbot, window, me: int) -> None:
    """Until ``me`` plays on: each time the other person is asked to buy, behind the pass
    screen, check the screen, reveal, pass on the card."""
    c = window.controller
    for _ in range(6):
        qtbot.waitUntil(
            lambda: window.table.pass_screen.isVisible() or c.acting_human() is not None,
            timeout=5000,
        )
        if window.table.pass_screen.isVisible():
            _assert_nothing_private_showing(window, c.game._state.hands)
            _reveal(qtbot, window)
            continue
        if c.acting_human() == me and c.game.phase == "play":
            return
        QTest.mouseClick(window.panel.buttons["pass"], Qt.MouseButton.LeftButton)
    raise AssertionError("the buy offers never settled")


def _talk_widget_lines(window) -> list[str]:
    log = window.panel.log
    return [log.item(i).text() for i in range(log.count())]


def _assert_nothing_private_showing(window, hands) -> None:
    scene = window.scene
    assert window.table.pass_screen.isVisible()
    lines = _talk_widget_lines(window)
    assert not [t for t in lines if t.startswith("Hint") or t.startswith("You ")], lines
    assert window.message_label.text() == ""
    assert not scene.face_up_cards() & {c for hand in hands for c in hand}
    assert not scene.hinted and not scene.staged_melds() and not scene.selected_cards()
    assert not window.panel.buy_box.isVisible()


@pytest.mark.parametrize("hot_seat", [("three-thirteen", 4), ("hillbilly", 21)], indirect=True)
def test_the_next_person_never_sees_the_last_ones_hint_draw_or_cards(qtbot, hot_seat):
    window = hot_seat
    c, scene, panel = window.controller, window.scene, window.panel
    me = _reveal(qtbot, window)
    if c.game.phase == "buy":  # Hillbilly: the upcard is offered first; pass on it
        QTest.mouseClick(panel.buttons["pass"], Qt.MouseButton.LeftButton)
        me = _reveal(qtbot, window) if window.table.pass_screen.isVisible() else me
    QTest.mouseClick(panel.buttons["hint"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: any(t.startswith("Hint") for t in _talk_widget_lines(window)), timeout=5000
    )
    assert window.message_label.text().startswith("Hint: ")
    assert scene.hinted or scene.hint.piles  # the suggested card or pile is lit
    drag(window, top_stock_point(window), scene.pile_rect("hand").center())
    _settle_buys(qtbot, window, me)  # Hillbilly: Ben may buy the upcard first, in private
    drawn = c.game._state.hands[me][-1]
    assert f"You drew the {drawn.pretty}" in _talk_widget_lines(window)
    hand = scene.hand_order()
    if scene.stage_enabled():  # Hillbilly: stage two cards, the table must forget them
        drag(window, card_point(window, hand[0]), free_stage_point(window))
        drag(window, card_point(window, hand[1]), free_stage_point(window))
    from .drive import click

    click(window, card_point(window, hand[-1]))  # a selection
    drag(window, card_point(window, hand[2]), scene.pile_rect("discard").center())
    qtbot.waitUntil(window.table.pass_screen.isVisible, timeout=5000)
    _assert_nothing_private_showing(window, c.game._state.hands)
    other = _reveal(qtbot, window)
    assert other != me
    lines = _talk_widget_lines(window)
    assert not [t for t in lines if t.startswith("Hint")]
    assert f"You drew the {drawn.pretty}" not in lines
    assert f"{c.names[me]} drew from the stock" in lines
    assert not scene.staged_melds() and not scene.hinted
    assert not scene.face_up_cards() & set(c.game._state.hands[me])


@pytest.mark.parametrize("hot_seat", [("three-thirteen", 4)], indirect=True)
def test_a_hint_that_comes_back_after_the_move_is_dropped(qtbot, hot_seat):
    window = hot_seat
    c, scene, panel = window.controller, window.scene, window.panel
    answered: list[object] = []  # the requests the worker thread answered
    c.runner.decided.connect(lambda request, _thought: answered.append(request))
    _reveal(qtbot, window)
    drag(window, top_stock_point(window), scene.pile_rect("hand").center())
    qtbot.waitUntil(lambda: c.game.phase != "draw", timeout=3000)
    QTest.mouseClick(panel.buttons["hint"], Qt.MouseButton.LeftButton)
    card = scene.hand_order()[0]
    drag(window, card_point(window, card), scene.pile_rect("discard").center())  # at once
    qtbot.waitUntil(window.table.pass_screen.isVisible, timeout=5000)
    # the answer came, late
    qtbot.waitUntil(lambda: any(isinstance(r, HintRequest) for r in answered), timeout=5000)
    _assert_nothing_private_showing(window, c.game._state.hands)
    assert not [line for line in c.live.talk.lines if line.text is None]  # and was never kept
