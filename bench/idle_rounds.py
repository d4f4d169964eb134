"""How often the idle-round rule ends a round (issue 32): a Hillbilly-family round in which
nobody has laid down ends with nobody out once the stock has been refilled
``stalemate.IDLE_REFILLS`` times. It must (almost) never happen in ordinary play.

    .venv/bin/python bench/idle_rounds.py [--games 200] [--levels simple,easy,medium]

For every preset, with 2, 3 and 4 seats in turn, games between the bots that ``simulate``
plays (the levels take the seats in turn), as ``simulate`` plays them. Prints per preset the
rounds played, the rounds the rule ended, and the most refills any round saw while nobody
was down (how near ordinary play comes to the bound).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rummy_desktop.ai import make_bot  # noqa: E402
from rummy_desktop.engine import PRESETS, Game  # noqa: E402
from rummy_desktop.engine.events import RoundEnded, StockRefilled  # noqa: E402
from rummy_desktop.engine.stalemate import IDLE_REFILLS  # noqa: E402


def play(key: str, players: int, seed: int, levels: list[str]) -> tuple[int, int, int]:
    """One game: its rounds, the rounds the rule ended, the most idle refills of a round."""
    game = Game(PRESETS[key].rules(players=players), seed=seed)
    bots = [make_bot(levels[(s + seed) % len(levels)], seed=seed * 10 + s) for s in range(players)]
    rounds = idle = most = 0
    while not game.is_over:
        seat = game.to_act()[0]
        for event in game.apply(bots[seat].choose(game.view(seat))):
            if isinstance(event, StockRefilled) and not any(game._state.down):
                most = max(most, game._state.refills)
            elif isinstance(event, RoundEnded):
                rounds += 1
                idle += event.idle
    return rounds, idle, most


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per preset")
    parser.add_argument("--levels", default="simple,easy,medium")
    parser.add_argument("--presets", default=",".join(PRESETS))
    args = parser.parse_args()
    levels = args.levels.split(",")
    print(f"IDLE_REFILLS = {IDLE_REFILLS}; levels {', '.join(levels)}; {args.games} games each")
    for key in args.presets.split(","):
        start = time.perf_counter()
        rounds = idle = most = 0
        for i in range(args.games):
            r, n, m = play(key, 2 + i % 3, i, levels)
            rounds, idle, most = rounds + r, idle + n, max(most, m)
        took = time.perf_counter() - start
        print(
            f"{key:15} {args.games} games, {rounds} rounds: {idle} ended idle; "
            f"most refills with nobody down {most} ({took:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
