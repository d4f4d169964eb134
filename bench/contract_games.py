"""Every named contract game and a table's own list, played to the end under ``--check``.

    .venv/bin/python bench/contract_games.py [--players 2-8] [--think-ms 5] [--seed 0]

By default 3 seats (about two minutes); ``--players 2-8`` is the whole sweep of issue 26
(about twenty minutes on a shared 2-core machine).

For each game and each number of seats, games in which the seats take the bot levels in turn
(random, simple, easy, medium, hard) until every level has played, every move checked against the engine's
invariants (``simulate --check``). Prints the seconds each game took and the winner's level.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rummy_desktop.engine import PRESETS  # noqa: E402
from rummy_desktop.simulate import run_tournament  # noqa: E402

LEVELS = ["random", "simple", "easy", "medium", "hard"]
# A family's own list: a mid-game all-at-once round of sets, runs of 3, four sets, no buys.
CUSTOM = {
    "contract_name": "Our Friday rounds",
    "contracts": [
        {"deal": 6, "sets": [3], "runs": [], "buys": 2},
        {"deal": 9, "sets": [], "runs": [3, 3], "buys": 2},
        {"deal": 11, "sets": [3, 3], "runs": [4], "buys": 3},
        {"deal": 8, "sets": [4, 4], "runs": [], "buys": 1, "all_at_once": True},
        {"deal": 13, "sets": [], "runs": [6, 6], "buys": 3},
        {"deal": 12, "sets": [3, 3, 3, 3], "runs": [], "buys": 0},
        {"deal": 14, "sets": [], "runs": [4, 4, 4], "buys": 4, "all_at_once": True},
    ],
}

# Rounds that mix meld lengths (issue 26: "in any number and mix"), two of them all at once.
MIXED = {
    "contract_name": "Mixed lengths",
    "contracts": [
        {"deal": 8, "sets": [3, 4], "runs": [], "buys": 2},
        {"deal": 10, "sets": [3], "runs": [3, 5], "buys": 3},
        {"deal": 11, "sets": [], "runs": [4, 7], "buys": 3},
        {"deal": 11, "sets": [3, 4], "runs": [4], "buys": 3, "all_at_once": True},
        {"deal": 14, "sets": [3, 4], "runs": [7], "buys": 3},
        {"deal": 13, "sets": [], "runs": [4, 4, 5], "buys": 4, "all_at_once": True},
    ],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--players", default="3", help="a range such as 2-8, one number, or a list such as 2,8"
    )
    parser.add_argument("--think-ms", type=float, default=5.0, help="the hard level's budget")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games", default="", help="comma-separated keys (default: all)")
    args = parser.parse_args()
    if "," in args.players:
        seats: list[int] | range = [int(n) for n in args.players.split(",")]
    else:
        low, _, high = args.players.partition("-")
        seats = range(int(low), int(high or low) + 1)
    games = {
        k: {**p.flags, "contract_name": p.name} for k, p in PRESETS.items() if k != "hillbilly"
    }
    games["custom"] = CUSTOM
    games["mixed"] = MIXED
    chosen = args.games.split(",") if args.games else list(games)
    print(f"{'game':<16} {'seats':>5} {'seconds':>8}  {'levels':<34} winner(s)")
    for key in chosen:
        for n in seats:
            # Enough games that every level sits at this table (two seats: three games).
            for first in range(0, len(LEVELS), n):
                levels = [LEVELS[(first + i) % len(LEVELS)] for i in range(n)]
                t0 = time.perf_counter()
                result = run_tournament(
                    "hillbilly",
                    n,
                    levels,
                    1,
                    seed=args.seed + first,
                    check=True,
                    rules_overrides=games[key],
                    bot_options={"think_ms": args.think_ms},
                )
                took = time.perf_counter() - t0
                won = [f"{e.ai}" for e in result.entrants if e.wins > 0]
                print(
                    f"{key:<16} {n:>5} {took:>8.1f}  {','.join(levels):<34} {', '.join(won)}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
