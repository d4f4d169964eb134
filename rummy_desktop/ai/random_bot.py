"""The ``random`` level: a uniformly random legal move. A reference, not an opponent."""

from __future__ import annotations

import random

from ..engine import Action, PlayerView


class RandomBot:
    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)
        self._last = ""

    def choose(self, view: PlayerView) -> Action:
        action = self._rng.choice(view.legal_actions)
        self._last = (
            f"Picked {type(action).__name__} at random among {len(view.legal_actions)} moves"
        )
        return action

    def explain(self) -> str:
        return self._last
