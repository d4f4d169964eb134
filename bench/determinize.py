"""The hard level's sampled deals: time to build one game from a seat's view, both games.

    .venv/bin/python bench/determinize.py [--games N] [--seed S] [--ref DIR] [--rounds R]

Positions come from N games of four medium bots (every fourth decision, the first R rounds).
At each, the hard level's sampler (``ai.sampling.determinize`` with its hand-fit weighting)
builds a whole game from the seat's view, and that game plays one lap of the table with the
medium level's fast policy, as the search does with it. Prints mean, p95 and max in µs of the
build and of the lap. With ``--ref DIR`` (another checkout, e.g. a ``git worktree`` of the
commit before), the same positions are timed there too, the two taking turns a game at a time
so a busy machine slows both alike, and the ratio of the means is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def measure(variant: str, game_no: int, seed: int, rounds: int) -> dict[str, list[float]]:
    """Times of one game's positions, in the checkout on sys.path (run as a child)."""
    from rummy_desktop.ai import make_bot
    from rummy_desktop.ai.hard import play_fast, sample_fit
    from rummy_desktop.ai.sampling import determinize
    from rummy_desktop.ai.tracking import Tracker
    from rummy_desktop.engine import Game, RuleSet

    rules = RuleSet.preset(variant, players=4)
    game = Game(rules, seed=seed + game_no)
    bots = [make_bot("medium", seed=s) for s in range(4)]
    rng = random.Random(seed)
    build: list[float] = []
    lap: list[float] = []
    moves = 0
    start_round = game.view(0).round_no
    while not game.is_over and game.view(0).round_no < start_round + rounds:
        seat = game.to_act()[0]
        view = game.view(seat)
        if moves % 4 == 0:
            tracker = Tracker.from_view(view)
            fit = sample_fit(view)
            t0 = time.perf_counter()
            deal = determinize(view, tracker, rng, fit)
            t1 = time.perf_counter()
            play_fast(deal, 4)
            t2 = time.perf_counter()
            build.append((t1 - t0) * 1e6)
            lap.append((t2 - t1) * 1e6)
        game.apply(bots[seat].choose(view))
        moves += 1
    return {"build": build, "lap": lap}


def _child(root: str, variant: str, game_no: int, seed: int, rounds: int) -> dict:
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2]);"
        "from determinize import measure;"
        "print(json.dumps(measure(sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6]))))"
    )
    bench_dir = os.path.join(HERE, "bench")
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            code,
            root,
            bench_dir,
            variant,
            str(game_no),
            str(seed),
            str(rounds),
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=root,
    )
    return json.loads(out.stdout)


def _row(label: str, values: list[float]) -> str:
    s = sorted(values)
    p95 = s[min(len(s) - 1, int(0.95 * len(s)))]
    return f"  {label:<24} {len(s):>5} {statistics.mean(s):>9.0f} {p95:>9.0f} {s[-1]:>9.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each game (default 3)")
    parser.add_argument("--ref", help="another checkout to time the same positions in")
    args = parser.parse_args()
    roots = {"this checkout": HERE}
    if args.ref:
        roots["reference"] = os.path.abspath(args.ref)
    for variant in ("three-thirteen", "hillbilly"):
        times = {name: {"build": [], "lap": []} for name in roots}
        for g in range(args.games):
            for name, root in roots.items():  # taking turns: a busy spell slows both
                got = _child(root, variant, g, args.seed, args.rounds)
                for key in ("build", "lap"):
                    times[name][key] += got[key]
        print(f"{variant}, 4 seats, {args.games} games x {args.rounds} rounds: µs")
        print(f"  {'':<24} {'n':>5} {'mean':>9} {'p95':>9} {'max':>9}")
        for name in roots:
            print(_row(f"{name}: build", times[name]["build"]))
            print(_row(f"{name}: lap", times[name]["lap"]))
        if args.ref:
            for key in ("build", "lap"):
                ratio = statistics.mean(times["this checkout"][key]) / statistics.mean(
                    times["reference"][key]
                )
                print(f"  {key}: this checkout / reference = {ratio:.2f}")


if __name__ == "__main__":
    main()
