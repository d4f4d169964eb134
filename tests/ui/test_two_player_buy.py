"""Buying with two players (issue 34 fresh pass): the round's first upcard is the one card
that can be bought; when the first player passes on it, the dealer is offered it beside the
table, and Table Talk says the outcome. Help says how buying goes with two players."""

from __future__ import annotations

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.ui.dialogs.help import how_to_play_markdown

from .drive import close_window, open_window, press_button


def test_the_dealer_is_offered_the_first_upcard_and_both_read_the_outcome(qtbot):
    # Seed 1: Ada plays first and draws from the stock; You deal.
    setup = GameSetup("hillbilly", (Seat.of("You"), Seat.of("Ada", "simple")), {}, 1)
    window = open_window(qtbot, setup, size=(1024, 700))
    try:
        c, panel = window.controller, window.panel
        upcard = c.game._state.discard[-1]
        qtbot.waitUntil(lambda: panel.buy_box.isVisible(), timeout=15000)
        assert upcard.pretty in panel.buy_label.text()
        press_button(panel.buttons["buy"])
        qtbot.waitUntil(lambda: any("bought" in line for line in c.visible_talk()), timeout=5000)
        mine = [line for line in c.visible_talk() if "bought" in line]
        assert mine[0].startswith(f"You bought the {upcard.pretty} and a penalty card")
        # Ada reads the buy too, without the penalty card only the buyer may know.
        seen_by_ada = [t for t in c.match.talk.visible_to(1) if "bought" in t]
        assert seen_by_ada == [f"{c.names[0]} bought the {upcard.pretty} and 1 penalty card"]
    finally:
        close_window(window)


def test_a_pass_on_the_first_upcard_is_told_to_both(qtbot):
    setup = GameSetup("hillbilly", (Seat.of("You"), Seat.of("Ada", "simple")), {}, 1)
    window = open_window(qtbot, setup, size=(1024, 700))
    try:
        c, panel = window.controller, window.panel
        upcard = c.game._state.discard[-1]
        qtbot.waitUntil(lambda: panel.buy_box.isVisible(), timeout=15000)
        press_button(panel.buttons["pass"])
        said = f"passed on the {upcard.pretty}"
        qtbot.waitUntil(lambda: any(said in line for line in c.visible_talk()), timeout=5000)
        assert any(said in t for t in c.match.talk.visible_to(1))
        assert not panel.buy_box.isVisible()
    finally:
        close_window(window)


def test_help_and_the_rules_say_how_two_players_buy() -> None:
    page = how_to_play_markdown("hillbilly")
    assert "With two players only the round's first" in page
    assert "upcard can be bought" in page
    assert "there is never anybody to sell to" not in page
    # The guided round is a two-player game: its welcome lines say the same.
    from rummy_desktop.tabletop.guide import HOW_TO_PLAY

    assert any("only the round's first upcard" in line for line in HOW_TO_PLAY["hillbilly"])
