"""Timing of the Hillbilly contract search: find_laydown (rounds 1-9) and round-10 going out.

Random hands of 16-17 cards from 3 decks with 6 jokers, a fixed seed. Wall-clock figures
include time the process spends descheduled on a busy machine; the CPU figures do not.

    python bench/contract.py [hands per round]
    python bench/contract.py --hostile [--hands N] [--limit-s L]

``--hostile`` times the contract lists of issue 32 (ten runs of three with unlimited wilds,
8 decks, three runs beside seven sets, many sets, every wild rule, 2 and 8 players) and the
largest the rules accept beside several runs ("edge:", MOST_DEALT_WITH_RUNS in rules.py):
a list the rules refuse prints its sentence and how long the refusal took; an accepted one prints mean, p95 and max of `analyze` on random and
built hands (many wilds, one suit's long runs), of one move of the simple, medium and hard
levels in the play phase of real deals, and of View > Arrange (`meld_groups`) on those
hands. Each call is cut off at --limit-s seconds (SIGALRM) and counts as that limit.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import signal
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from rummy_desktop.ai import make_bot  # noqa: E402
from rummy_desktop.analysis import analyze  # noqa: E402
from rummy_desktop.engine import (  # noqa: E402
    Game,
    RulesError,
    RuleSet,
    find_going_out_laydown,
    find_laydown,
)
from rummy_desktop.engine.cards import Card, build_pack  # noqa: E402
from rummy_desktop.tabletop.grouping import meld_groups  # noqa: E402

UNLIMITED = {"deuces_wild": True, "wild_limit_rule": "unlimited", "jokers_per_deck": 2}
EIGHT = {**UNLIMITED, "deck_count_override": 8}
EXTRA = {**EIGHT, "allow_extra_melds_at_laydown": True}


def _round(deal: int, sets: int = 0, runs: int = 0, size: int = 3, **extra: Any) -> dict:
    return {"deal": deal, "sets": [3] * sets, "runs": [size] * runs, **extra}


# (name, players, flags): the lists of issue 32 and the worst shapes the rules still accept.
HOSTILE: list[tuple[str, int, dict[str, Any]]] = [
    ("ten runs of 3, unlimited, 3 decks", 4, {**UNLIMITED, "contracts": [_round(30, runs=10)]}),
    ("ten runs of 3, unlimited, 8 decks", 4, {**EIGHT, "contracts": [_round(30, runs=10)]}),
    ("four runs of 3, unlimited, 8 decks", 2, {**EIGHT, "contracts": [_round(12, runs=4)]}),
    ("three runs of 3, unlimited, 8 decks", 8, {**EIGHT, "contracts": [_round(30, runs=3)]}),
    ("7 sets + 3 runs of 3, unlimited", 2, {**EIGHT, "contracts": [_round(30, 7, 3)]}),
    ("3 sets + 3 runs of 3, unlimited", 2, {**EIGHT, "contracts": [_round(18, 3, 3)]}),
    (
        "3 sets + 3 runs of 3, all at once",
        2,
        {**EIGHT, "contracts": [_round(19, 3, 3, all_at_once=True)]},
    ),
    ("ten sets of 3, unlimited, 8 players", 8, {**EIGHT, "contracts": [_round(30, 10)]}),
    (
        "3 runs of 3, not_more_than_naturals",
        2,
        {**EIGHT, "wild_limit_rule": "not_more_than_naturals", "contracts": [_round(30, runs=3)]},
    ),
    (
        "3 runs of 3, shanghai table",
        2,
        {**EIGHT, "wild_limit_rule": "shanghai_table", "contracts": [_round(30, runs=3)]},
    ),
    (
        "2 sets + 3 runs of 3, one per meld",
        2,
        {**EIGHT, "wild_limit_rule": "one_per_meld", "contracts": [_round(30, 2, 3)]},
    ),
    # The largest the rules accept beside several runs (MOST_DEALT_WITH_RUNS in rules.py).
    ("edge: 3 runs of 3, deal 14", 2, {**EIGHT, "contracts": [_round(14, runs=3)]}),
    ("edge: 3 runs of 3, deal 14, 8 players", 8, {**EIGHT, "contracts": [_round(14, runs=3)]}),
    ("edge: 3 runs of 5, deal 16", 2, {**EIGHT, "contracts": [_round(16, runs=3, size=5)]}),
    ("edge: 2 runs of 3, deal 14", 2, {**EIGHT, "contracts": [_round(14, runs=2)]}),
    ("edge: 2 sets + 2 runs of 3, deal 12", 2, {**EIGHT, "contracts": [_round(12, 2, 2)]}),
    ("edge: 1 set + 3 runs of 3, deal 12", 2, {**EIGHT, "contracts": [_round(12, 1, 3)]}),
    (
        "edge: 1 set + 3 runs, not_more_than_naturals",
        2,
        {**EIGHT, "wild_limit_rule": "not_more_than_naturals", "contracts": [_round(12, 1, 3)]},
    ),
    ("edge: 7 sets + 1 run of 3, deal 30", 2, {**EIGHT, "contracts": [_round(30, 7, 1)]}),
    # Extra melds at the lay-down: the search picks extra runs one by one (issue 32 attack).
    ("extra: 10 sets of 3 + extra melds", 2, {**EXTRA, "contracts": [_round(30, 10)]}),
    ("extra: 1 run of 3 + extra melds, deal 30", 2, {**EXTRA, "contracts": [_round(30, runs=1)]}),
    ("extra: 4 sets of 3 + extra melds, deal 20", 2, {**EXTRA, "contracts": [_round(20, 4)]}),
    # The largest the rules accept with extra melds (MOST_DEALT_WITH_EXTRA_MELDS in rules.py).
    ("edge: 3 sets + 1 run + extra melds, 15", 2, {**EXTRA, "contracts": [_round(15, 3, 1)]}),
    ("edge: 1 run + extra melds, deal 15", 2, {**EXTRA, "contracts": [_round(15, runs=1)]}),
]


def _figures(label: str, calls: list[Callable[[], object]]) -> None:
    wall, cpu, found = [], [], 0
    for call in calls:
        t0, c0 = time.perf_counter(), time.process_time()
        found += call() is not None
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - t0)
    for name, ts in (("wall", wall), ("cpu", cpu)):
        ts.sort()
        p99 = ts[min(len(ts) - 1, int(len(ts) * 0.99))]
        print(
            f"{label:<22} {name:<4} mean {statistics.mean(ts) * 1e6:7.0f} us"
            f"  p99 {p99 * 1e6:7.0f} us  max {ts[-1] * 1e6:7.0f} us  ({found}/{len(ts)} found)"
        )


def random_hands(per_round: int) -> None:
    rng = random.Random(20240501)
    pack = build_pack(3, 6)
    for flags in ({}, {"deuces_wild": True}):
        rules = RuleSet.preset("hillbilly", players=6, **flags)
        hands = [
            (r, rng.sample(pack, rng.choice((16, 17))))
            for _ in range(per_round)
            for r in range(1, 10)
        ]
        rng.shuffle(hands)
        name = "find_laydown" + (" (2s wild)" if flags else "")
        _figures(name, [lambda h=h, r=r, x=rules: find_laydown(h, x, r) for r, h in hands])
    rules = RuleSet.preset("hillbilly", players=6)
    tens = [rng.sample(pack, 17) for _ in range(per_round)]
    _figures(
        "find_going_out_laydown", [lambda h=h: find_going_out_laydown(h, rules, 10) for h in tens]
    )


# ---- hostile contract lists (issue 32) ---------------------------------------------------


class Cutoff(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise Cutoff


def _timed(call: Callable[[], object], limit_s: float) -> float:
    signal.setitimer(signal.ITIMER_REAL, limit_s)
    start = time.perf_counter()
    try:
        call()
    except Cutoff:
        return limit_s
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return time.perf_counter() - start


def _line(label: str, samples: list[float], limit_s: float) -> str:
    s = sorted(samples)
    p95 = s[min(len(s) - 1, math.ceil(0.95 * len(s)) - 1)]
    cut = "  (cut off)" if s[-1] >= limit_s else ""
    return (
        f"    {label:<9} mean {1000 * sum(s) / len(s):8.1f} ms  p95 {1000 * p95:8.1f}"
        f"  max {1000 * s[-1]:8.1f}  ({len(s)} calls){cut}"
    )


def _built_hands(rules: RuleSet, rng: random.Random, count: int) -> list[list[Card]]:
    """Random hands of the round's deal plus one, and hands built to be hard: many wilds
    beside one or two suits' naturals (every window a run, with wilds for every gap)."""
    pack = rules.pack()
    size = min(30, rules.cards_dealt(1) + 1)
    wilds = [c for c in pack if rules.is_wild(c, 1)]
    hands = []
    for i in range(count):
        if i % 2 == 0:
            hands.append(rng.sample(pack, size))
            continue
        suits = rng.sample("SHDC", rng.randint(1, 2))
        naturals = [c for c in pack if c.suit in suits and not rules.is_wild(c, 1)]
        w = rng.randint(2, min(len(wilds), size // 2))
        hands.append(rng.sample(wilds, w) + rng.sample(naturals, size - w))
    return hands


def _play_views(rules: RuleSet, seeds: int) -> list[tuple[Any, int]]:
    """(game, seat) at the first play phase of seat 0's turns in several real deals."""
    out = []
    for seed in range(seeds):
        game = Game(rules, seed=seed)
        simple = make_bot("simple", seed)
        for _ in range(400):
            seat = game.to_act()[0]
            if game.phase == "play":
                out.append((game.copy(), seat))
                break
            game.apply(simple.choose(game.view(seat)))
    return out


def hostile(hands: int, limit_s: float) -> None:
    signal.signal(signal.SIGALRM, _alarm)
    for name, players, flags in HOSTILE:
        start = time.perf_counter()
        try:
            rules = RuleSet.from_overrides("hillbilly", players, flags)
        except RulesError as exc:
            took = 1000 * (time.perf_counter() - start)
            print(f"{name:<38} refused in {took:.1f} ms: {exc}", flush=True)
            continue
        print(f"{name:<38} {rules.contract(1).describe()}, {players} players", flush=True)
        rng = random.Random(32)
        times = []
        for hand in _built_hands(rules, rng, hands):
            codes = [c.full_code for c in hand]
            times.append(
                _timed(
                    lambda c=codes, f=flags, n=players: analyze("hillbilly", 1, c, f, n), limit_s
                )
            )
        print(_line("analyze", times, limit_s), flush=True)
        spots = _play_views(rules, max(2, hands // 4))
        for level in ("simple", "medium", "hard"):
            bot = make_bot(level, 1)
            times = [_timed(lambda g=g, s=s, b=bot: b.choose(g.view(s)), limit_s) for g, s in spots]
            print(_line(level, times, limit_s), flush=True)
        times = [
            _timed(lambda g=g, s=s: meld_groups(g.hand(s), g.view(s)), limit_s) for g, s in spots
        ]
        print(_line("Arrange", times, limit_s), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("per_round", nargs="?", type=int, default=300)
    parser.add_argument("--hostile", action="store_true", help="issue 32's contract lists")
    parser.add_argument("--hands", type=int, default=12, help="hands per hostile list")
    parser.add_argument("--limit-s", type=float, default=20, help="cut a call off after this")
    args = parser.parse_args()
    if args.hostile:
        hostile(args.hands, args.limit_s)
    else:
        random_hands(args.per_round)


if __name__ == "__main__":
    main()
