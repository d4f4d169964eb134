"""The coach's numbers are finite: a hand whose contract the gap's windows cannot place
(nine runs of three, two ranks apart in a suit) once gave an infinite gap, then NaN values
and a review --json that was not JSON.

The rules now refuse more than three runs a round (the lay-down search's bound), so such a
contract no longer comes from a file; the gap still answers finitely for any contract it is
handed, and the rules below are built past their check (``model_copy``) to prove it."""

from __future__ import annotations

import json
import math

from rummy_desktop.ai.hillbilly_eval import contract_gap
from rummy_desktop.coach import judge
from rummy_desktop.engine import Game, RuleSet


def _rules() -> tuple[RuleSet, RuleSet]:
    """Rules the check accepts (three runs, 14 cards) and the same with nine runs."""
    rules = RuleSet.preset(
        "hillbilly",
        players=2,
        same_suit_run_rule="gap_ge_2",
        contracts=[{"deal": 14, "runs": [3] * 3}],
    )
    nine = rules.contracts[0].model_copy(update={"runs": (3,) * 9})
    return rules, rules.model_copy(update={"contracts": (nine,)})


def test_a_contract_the_windows_cannot_place_gives_a_finite_gap():
    dealt, nine_runs = _rules()
    gaps = [contract_gap(list(Game(dealt, seed=s).hand(0)), nine_runs, 1) for s in range(30)]
    needed = nine_runs.contract(1).min_cards
    assert all(math.isfinite(g) and 0 <= g <= needed for g in gaps)
    assert needed in gaps  # such a hand lacks, at most, every card of the contract


def test_a_decision_of_such_a_game_is_judged_in_finite_numbers():
    dealt, nine_runs = _rules()
    seed = next(
        s
        for s in range(30)
        if contract_gap(list(Game(dealt, seed=s).hand(0)), nine_runs, 1)
        == nine_runs.contract(1).min_cards
    )
    game = Game(nine_runs, seed=seed)
    seat = game.to_act()[0]
    view = game.view(seat)
    decision = judge(view, view.legal_actions[0], seed, 0, samples=2)
    json.dumps(decision.to_dict(), allow_nan=False)  # raises ValueError on NaN or Infinity
