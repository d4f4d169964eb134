"""The coach's sentences say what was better and why, in the player's words."""

from __future__ import annotations

from rummy_desktop.ai import make_bot
from rummy_desktop.coach import judge
from rummy_desktop.engine import Discard, Game, RuleSet


def test_a_discard_that_feeds_a_meld_on_the_table_says_who_can_use_it():
    # Hillbilly, round 3: Bob is down with one card, and his run 2♥ JK 4♥ 5♥ takes the 6♥.
    game = Game(RuleSet.preset("hillbilly", players=2), seed=13)
    bots = [make_bot("easy", 1), make_bot("medium", 2)]
    while len(game.log) < 121:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    view = game.view(0)
    assert view.down == (False, True) and view.hand_sizes[1] == 1
    six = next(c for c in view.hand if c.code == "6H")
    decision = judge(view, Discard(0, six), game.seed, len(game.log))
    assert decision.mark == "blunder" and decision.best == "discard 2D"
    assert decision.reason.startswith(
        "Keep the 6♥: it goes on the run 2♥ JK 4♥ 5♥ on the table, and a player who is down "
        "with 1 card left could take it and go out; throw the 2♦ instead; discarding the 6♥ "
        "gives up about "
    ), decision.reason
