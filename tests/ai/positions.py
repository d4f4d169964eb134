"""Game positions for the bot tests: real games played a little way by the simple level."""

from __future__ import annotations

import copy
from collections.abc import Iterator

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet


def positions(
    variant: str, players: int, seed: int, every: int = 7, limit: int = 12, **flags
) -> Iterator[Game]:
    """Copies of one game at every ``every``-th decision (at most ``limit`` of them)."""
    game = Game(RuleSet.preset(variant, players=players, **flags), seed=seed)
    bots = [make_bot("simple", seed + s) for s in range(players)]
    made = moves = 0
    while not game.is_over and made < limit:
        seat = game.to_act()[0]
        if moves % every == every - 1:
            made += 1
            yield copy.deepcopy(game)
        game.apply(bots[seat].choose(game.view(seat)))
        moves += 1
