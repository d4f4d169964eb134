"""The easy level plays loosely but never breaks up a meld it has made."""

from __future__ import annotations

import pytest

from rummy_desktop.ai import easy
from rummy_desktop.ai.easy import EasyBot
from rummy_desktop.ai.hand_shape import melded_cards
from rummy_desktop.ai.simple_bot import SimpleBot
from rummy_desktop.engine import Discard, Game, RuleSet, min_penalty


def _keeps_melds(view, card) -> bool:
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    rest = list(hand)
    rest.remove(card)
    if rules.variant == "three-thirteen":
        # A loose card takes exactly its own points off the hand's least penalty.
        return min_penalty(rest, rules, rnd) == min_penalty(hand, rules, rnd) - rules.card_points(
            card, rnd
        )
    return melded_cards(rest, rules, rnd) == melded_cards(hand, rules, rnd)


@pytest.mark.parametrize(("variant", "seed"), [("three-thirteen", 3), ("hillbilly", 4)])
def test_a_loose_discard_is_another_spare_card_never_one_from_a_meld(monkeypatch, variant, seed):
    monkeypatch.setattr(easy, "LOOSE_DISCARD", 1.0)  # loose at every discard
    game = Game(RuleSet.preset(variant, players=2), seed=seed)
    bots = [EasyBot(seed), EasyBot(seed + 1)]
    loose = 0
    while not game.is_over and game.round_no <= 3:  # enough discards, kept quick
        seat = game.to_act()[0]
        view = game.view(seat)
        action = bots[seat].choose(view)
        if isinstance(action, Discard) and not view.is_wild(action.card):
            plain = SimpleBot().choose(view)
            if action != plain:
                loose += 1
                assert _keeps_melds(view, action.card), (view.hand, action.card)
                assert "could spare" in bots[seat].explain()
        game.apply(action)
    assert loose > 10  # the loose path was taken often
