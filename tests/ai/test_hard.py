"""The hard level's search: which moves it weighs, and that every deal it weighs them in comes
through its one dealing hook."""

from __future__ import annotations

import pytest

from rummy_desktop.ai.hard import WINDOW, HardBot, shortlist
from rummy_desktop.ai.medium import rank_moves
from rummy_desktop.engine import Buy, Discard, DrawStock, GoOut

from .positions import positions

SEARCHED = (DrawStock, Buy, Discard, GoOut)


@pytest.mark.parametrize("variant", ["three-thirteen", "hillbilly"])
def test_the_shortlist_is_the_medium_levels_best_moves_within_the_window(variant):
    searched = 0
    for game in positions(variant, 2, seed=3, every=3, limit=40):
        view = game.view(game.to_act()[0])
        choices = rank_moves(view)
        moves = shortlist(view, choices, top_k=3)
        assert moves == choices[: len(moves)]
        assert 1 <= len(moves) <= 3
        assert all(c.score <= choices[0].score + WINDOW[variant] for c in moves)
        if not any(isinstance(c.action, SEARCHED) for c in choices):
            assert len(moves) == 1  # melding follows the medium level outright
        searched += len(moves) >= 2
    assert searched >= 5  # the positions did give the search something to weigh


class _CountingHard(HardBot):
    def __init__(self) -> None:
        super().__init__(seed=1, samples=4)
        self.deals = 0

    def deal(self, view, tracker, fit):
        self.deals += 1
        return super().deal(view, tracker, fit)


def test_a_search_deals_through_the_hook_once_per_sample():
    for game in positions("three-thirteen", 2, seed=5, every=3, limit=40):
        view = game.view(game.to_act()[0])
        if len(shortlist(view, rank_moves(view))) >= 2:
            bot = _CountingHard()
            assert bot.choose(view) in view.legal_actions
            assert bot.deals == 4
            return
    pytest.fail("no position gave the search two moves to weigh")


def test_a_search_of_no_samples_is_refused_when_the_bot_is_made():
    with pytest.raises(ValueError, match="samples must be 1 to 10000, not 0"):
        HardBot(samples=0)
