"""Saved-game timings: a finished 8-player Hillbilly game (every action of 10 rounds).

    .venv/bin/python bench/saves.py [--runs N] [--seed S]

Prints min, mean, p95 and max in ms for: encoding the file, a whole atomic save (encode, write,
fsync, replace, folder fsync) both cold (the game never encoded before) and warm (as in the
app, where the autosaver has encoded the log action by action), a whole load (read, parse,
validate, replay, check), the autosave late in the game, the start-up resume check, and opening a review of the game.
Targets (issue 5): save <= 20 ms, load with replay <= 200 ms.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rummy_desktop.ai import make_bot  # noqa: E402
from rummy_desktop.engine import Game, RuleSet  # noqa: E402
from rummy_desktop.persistence import (  # noqa: E402
    Autosaver,
    Seat,
    encode_game,
    find_resumable,
    load_game,
    new_game_id,
    save_game,
)
from rummy_desktop.persistence.savefile import clear_caches  # noqa: E402
from rummy_desktop.review import GameReview  # noqa: E402


def finished_game(seed: int) -> tuple[Game, list[str | None]]:
    game = Game(RuleSet.preset("hillbilly", players=8), seed=seed)
    bots = [make_bot("simple", seed=s) for s in range(8)]
    notes: list[str | None] = []
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
        notes.append(bots[seat].explain())
    return game, notes


def measure(name: str, runs: int, fn: Callable[[], object], target: float | None = None) -> None:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p95 = times[max(0, math.ceil(0.95 * len(times)) - 1)]
    mean = sum(times) / len(times)
    goal = f"  (target <= {target:.0f} ms)" if target else ""
    print(
        f"{name:<34} min {times[0]:7.2f}  mean {mean:7.2f}  p95 {p95:7.2f}  "
        f"max {times[-1]:7.2f} ms{goal}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    game, notes = finished_game(args.seed)
    seats = [Seat.computer(f"Computer {i + 1}") for i in range(8)]
    game_id = new_game_id()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.rummy"
        save_game(path, game, seats, game_id=game_id, notes=notes)
        size = path.stat().st_size
        print(
            f"game: 8-player Hillbilly, seed {args.seed}, {len(game.log)} actions, file {size / 1e3:.0f} kB"
        )

        def cold_encode() -> None:
            clear_caches()
            encode_game(game, seats, game_id=game_id, notes=notes)

        measure("encode, cold (no disk)", args.runs, cold_encode)

        def cold_save() -> None:
            clear_caches()  # as if this game had never been encoded (no autosave ran)
            save_game(path, game, seats, game_id=game_id, notes=notes)

        measure("save, cold (atomic, fsynced)", args.runs, cold_save, target=20)
        measure(
            "save, warm (autosave ran before)",
            args.runs,
            lambda: save_game(path, game, seats, game_id=game_id, notes=notes),
            target=20,
        )
        measure("load (replay + check)", args.runs, lambda: load_game(path), target=200)
        unfinished = Game.replay(game.rules, game.seed, game.log[:-40])
        saver = Autosaver(seats, game_id, path=Path(folder) / "autosave.rummy")
        measure("autosave (late in the game)", args.runs, lambda: saver.save(unfinished, notes))
        measure("resume check at start", args.runs, lambda: find_resumable(saver.path))
        measure(
            "open a review",
            max(3, args.runs // 5),
            lambda: GameReview.from_game(game, seats, notes),
        )


if __name__ == "__main__":
    main()
