"""The coach's numbers are finite: a hand whose contract the gap's windows cannot place
(nine runs of three, two ranks apart in a suit) once gave an infinite gap, then NaN values
and a review --json that was not JSON."""

from __future__ import annotations

import json
import math

from rummy_desktop.ai.hillbilly_eval import contract_gap
from rummy_desktop.coach import judge
from rummy_desktop.engine import Game, RuleSet

NINE_RUNS = {"contracts": [{"deal": 30, "runs": [3] * 9}], "same_suit_run_rule": "gap_ge_2"}


def test_a_contract_the_windows_cannot_place_gives_a_finite_gap():
    rules = RuleSet.preset("hillbilly", players=2, **NINE_RUNS)
    gaps = [contract_gap(list(Game(rules, seed=s).hand(0)), rules, 1) for s in range(30)]
    needed = rules.contract(1).min_cards
    assert all(math.isfinite(g) and 0 <= g <= needed for g in gaps)
    assert needed in gaps  # such a hand lacks, at most, every card of the contract


def test_a_decision_of_such_a_game_is_judged_in_finite_numbers():
    rules = RuleSet.preset("hillbilly", players=2, **NINE_RUNS)
    seed = next(
        s for s in range(30) if contract_gap(list(Game(rules, seed=s).hand(0)), rules, 1) > 20
    )
    game = Game(rules, seed=seed)
    seat = game.to_act()[0]
    view = game.view(seat)
    decision = judge(view, view.legal_actions[0], seed, 0, samples=2)
    json.dumps(decision.to_dict(), allow_nan=False)  # raises ValueError on NaN or Infinity
