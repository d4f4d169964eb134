"""How one decision is weighed: twin cards are one move, and the loss is measured against the
best alternative on the deals the two shared."""

from __future__ import annotations

from rummy_desktop.coach import decision_seed, evaluate, judge
from rummy_desktop.engine import Discard, GoOut

from .test_planted import going_out_passed_up, planted


def _twin_position():
    """A real Three Thirteen position (medium games, three seats, two decks) where going out
    is on offer and the hand holds both decks' copies of the card going out would throw."""
    for view, stay, move, seed in planted("three-thirteen", 3, 12, going_out_passed_up, limit=40):
        twins = [c for c in view.hand if c.face == stay.card.face]
        if len(twins) == 2:
            return view, stay, twins, move, seed
    raise AssertionError("no position with twin cards")


def test_twin_discards_are_one_move_and_cost_nothing_against_each_other():
    view, _stay, twins, move, seed = _twin_position()
    judged = [judge(view, Discard(view.seat, card), seed, move) for card in twins]
    # Throwing either copy is the same move: the same loss, mark and alternatives.
    assert judged[0].loss == judged[1].loss
    assert judged[0].mark == judged[1].mark
    assert judged[0].options == judged[1].options
    for found in (evaluate(view, Discard(view.seat, c), decision_seed(seed, move)) for c in twins):
        faces = [
            (type(o.action), o.action.card.face)
            for o in found.options
            if isinstance(o.action, Discard)
        ]
        assert len(faces) == len(set(faces)), found.options


def test_staying_in_is_judged_against_going_out_not_against_its_twin():
    view, stay, twins, move, seed = _twin_position()
    found = evaluate(view, stay, decision_seed(seed, move))
    # Going out with the same card leaves the same melded hand and ends the round now:
    # it is the alternative the loss is measured against.
    assert isinstance(found.best.action, GoOut), found.options
    assert found.best.action.discard.face == stay.card.face
    assert found.loss > 0
    # The list stays comparable: the best is first and the loss is the two values apart.
    assert all(o.value >= found.best.value for o in found.options)
    assert abs(found.loss - (found.played.value - found.best.value)) < 1e-9


def test_a_move_dropped_early_is_never_named_best_over_the_last_rival(monkeypatch):
    # Scripted deal values (the rollouts replaced): "i" is dropped after the first deals as
    # clearly worse than the rival then, "r1"; "r2", noisy at first, becomes the rival later
    # and ends better than "i" looked on the first deals alone. A hint must not recommend
    # "i", nor a mark be measured against it.
    import importlib
    import types

    module = importlib.import_module("rummy_desktop.coach.evaluate")
    names = ["p", "r1", "r2", "i"]
    table = {
        "p": lambda k: 1 if k % 2 == 0 else -1,
        "r1": lambda k: 0 if k < 12 else 10,
        "r2": lambda k: (9 if k % 2 == 0 else -3) if k < 12 else -3,
        "i": lambda k: 1.01 if k % 2 == 0 else 0.99,
    }
    dealt = {"n": 0}

    def scripted(_view, actions, count, rng, _tracker, _fit):
        out = [[] for _ in actions]
        for _ in range(count):
            rng.random()
            for j, action in enumerate(actions):
                out[j].append(table[action](dealt["n"]))
            dealt["n"] += 1
        return out

    monkeypatch.setattr(module, "alternatives", lambda _view, _played: (list(names), {}))
    monkeypatch.setattr(module, "_sample", scripted)
    monkeypatch.setattr(module, "Tracker", types.SimpleNamespace(from_view=lambda _v: None))
    monkeypatch.setattr(module, "sample_fit", lambda _v: None)
    view = types.SimpleNamespace(rules=types.SimpleNamespace(variant="three-thirteen"))
    for played in (None, "p"):
        dealt["n"] = 0
        found = module.evaluate(view, played, seed=1, lines=(0.0,))
        assert found.best.action == "r2", found.options
