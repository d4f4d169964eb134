"""The coach's sentences say what was better and why, in the player's words."""

from __future__ import annotations

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.hillbilly_eval import contract_gap
from rummy_desktop.coach import judge
from rummy_desktop.engine import Action, Discard, Game, PlayerView, RuleSet

from .test_planted import planted


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


def spare_wild_thrown(view: PlayerView) -> Action | None:
    """Hillbilly, nobody down yet: throw a wild the contract has no room for (the hand lacks
    as many cards without it)."""
    if any(view.down) or view.rules.variant != "hillbilly":
        return None
    hand = list(view.hand)
    gap = contract_gap(hand, view.rules, view.round_no)
    for action in view.legal_actions:
        if isinstance(action, Discard) and view.is_wild(action.card):
            rest = list(hand)
            rest.remove(action.card)
            if contract_gap(rest, view.rules, view.round_no) <= gap:
                return action
    return None


def test_throwing_a_spare_joker_is_not_the_best_move():
    # A medium player that throws its spare wilds loses to medium (41% of 400 games): the
    # coach, whose one-lap rollout used to charge a held joker 25 points, must not praise it.
    judged = [
        judge(view, mistake, seed, move)
        for view, mistake, move, seed in planted("hillbilly", 3, 12, spare_wild_thrown, limit=3)
    ]
    assert len(judged) == 3
    assert all(d.mark != "best" and d.loss > 0 for d in judged), judged
    assert all(d.reason.startswith("Keep the JK: it is wild this round") for d in judged), judged
