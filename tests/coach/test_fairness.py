"""The coach is fair and repeatable: its judgement of a decision depends on the seat's view
and the seed, never on the hidden cards, and the same game judged twice reads the same."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.coach import analyse, decision_seed, evaluate, judge
from rummy_desktop.coach.analysis import FEW
from rummy_desktop.engine import Game, RuleSet

from ..ai.positions import positions
from ..ai.test_fairness import hidden_twin


@pytest.mark.parametrize(
    ("variant", "players"), [("three-thirteen", 2), ("three-thirteen", 4), ("hillbilly", 3)]
)
def test_judgement_is_the_same_whatever_the_hidden_cards(variant, players):
    rng = random.Random(5)
    checked = 0
    for game in positions(variant, players, seed=33, every=5, limit=6):
        seat = game.to_act()[0]
        view = game.view(seat)
        if len(view.legal_actions) < 2:
            continue
        twin = hidden_twin(game, seat, rng)
        assert twin.view(seat) == view
        assert twin.snapshot() != game.snapshot()
        played = view.legal_actions[-1]
        first = judge(view, played, 17, len(game.log), samples=3)
        second = judge(twin.view(seat), played, 17, len(game.log), samples=3)
        assert first == second
        checked += 1
    assert checked >= 3


def test_the_seed_matters_and_is_the_only_randomness():
    game = next(positions("three-thirteen", 3, seed=8, every=9, limit=1))
    view = game.view(game.to_act()[0])
    one = evaluate(view, None, decision_seed(1, 9), samples=4)
    assert one == evaluate(view, None, decision_seed(1, 9), samples=4)
    assert decision_seed(1, 9) != decision_seed(1, 10) != decision_seed(2, 9)


def test_a_game_analysed_twice_gives_identical_output():
    rules = RuleSet.preset("three-thirteen", players=2)
    game = Game(rules, seed=4)
    bots = [make_bot("easy", 1), make_bot("medium", 2)]
    while len(game.log) < 50:  # the first rounds: a prefix of a log is a game too
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    first = analyse(rules, 4, game.log, 0, samples=3)
    second = analyse(rules, 4, game.log, 0, samples=3)
    assert first.to_dict() == second.to_dict()
    assert first.decisions
    # Every decision names a move of the seat in the saved log, in order.
    moves = [d.move for d in first.decisions]
    assert moves == sorted(moves)
    assert all(game.log[m].seat == 0 for m in moves)


def test_judging_in_two_processes_gives_the_same_analysis():
    rules = RuleSet.preset("three-thirteen", players=2)
    game = Game(rules, seed=6)
    bots = [make_bot("easy", 1), make_bot("medium", 2)]
    # Enough of seat 0's moves that the processes are used (FEW): their progress counts
    # decisions, where one process counts the log's moves.
    while sum(a.seat == 0 for a in game.log) < FEW:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    seen: list[tuple[int, int]] = []
    one = analyse(rules, 6, game.log, 0, samples=2)
    two = analyse(
        rules, 6, game.log, 0, samples=2, jobs=2, progress=lambda d, t: seen.append((d, t))
    )
    assert one.to_dict() == two.to_dict() and one.decisions
    assert seen[-1] == (len(one.decisions), len(one.decisions))
