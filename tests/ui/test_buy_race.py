"""A person presses Buy while a computer is still deciding on the same offer (first caller).

Under the first-caller buy rule several seats may answer one offer at once. The window asks a
computer on its thread; if the person at the screen buys first, the computer's answer is about
an offer that is gone. It must be dropped: the person has the card, nobody reads a refusal,
and the game goes on to the person's next turn.
"""

from __future__ import annotations

import threading

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Buy, Game, RuleSet
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from tests.ui.drive import close_window, open_window, press_button

COMPUTERS = ("Ada", "Bruno", "Cy")
# The computers' seats load this module's GatedBot (a level named module:ClassName).
GATED = "tests.ui.test_buy_race:GatedBot"

thinking = threading.Event()  # a computer is inside choose() on a buy offer the person has too
release = threading.Event()  # the test lets it answer


class GatedBot:
    """The simple level, except that on a buy offer the person at seat 0 may answer too it
    holds its answer until the test releases it, as a slow computer would."""

    def __init__(self, seed: int = 0) -> None:
        self._bot = make_bot("simple", seed)

    def choose(self, view):
        if view.phase == "buy" and 0 in view.to_act and not release.is_set():
            thinking.set()
            release.wait(10)
        return self._bot.choose(view)


def _rules() -> RuleSet:
    return RuleSet.preset("hillbilly", players=4, buy_priority="first_caller")


def race_prefix() -> tuple[int, list]:
    """A deal and the moves (every seat the simple level) up to a first-caller offer that
    seat 0 and a computer may both answer, seat 0 allowed to buy."""
    for seed in range(1, 200):
        game = Game(_rules(), seed)
        bots = [make_bot("simple", seed * 10 + i) for i in range(4)]
        for _ in range(300):
            to_act = game.to_act()
            if (
                game.phase == "buy"
                and 0 in to_act
                and len(to_act) > 1
                and Buy(0) in game.legal_actions(0)
            ):
                return seed, list(game.log)
            if game.is_over or not to_act:
                break
            seat = to_act[0]
            game.apply(bots[seat].choose(game.view(seat)))
    raise AssertionError("no deal offers a card to seat 0 and a computer at once")


def test_person_buys_while_a_computer_decides_on_the_same_offer(qtbot):
    thinking.clear()
    release.clear()
    seed, prefix = race_prefix()
    seats = (Seat.of("You"),) + tuple(Seat.of(n, GATED) for n in COMPUTERS)
    setup = GameSetup("hillbilly", seats, {"buy_priority": "first_caller"}, seed)
    window = open_window(qtbot, setup)
    try:
        c = window.controller
        c.start(setup, actions=tuple(prefix))
        offered = c.game.buy_card
        assert offered is not None
        # A computer is deciding on the offer, and the person sees it offered too.
        qtbot.waitUntil(thinking.is_set, timeout=10000)
        buy = window.panel.buttons["buy"]
        qtbot.waitUntil(buy.isVisible, timeout=5000)
        press_button(buy)
        assert offered in c.game.hand(0), "the person pressed Buy first: the card is theirs"
        release.set()  # the computer's answer to an offer already taken arrives now
        moves = len(c.game.log)
        qtbot.waitUntil(lambda: len(c.game.log) > moves + 1 and c.acting_human() == 0, timeout=8000)
        assert "refused" not in window.message_label.text()
        assert offered in c.game.hand(0) or any(offered in m.cards for m in c.game.view(0).melds), (
            "nothing took back the card the person bought"
        )
    finally:
        release.set()
        close_window(window)
