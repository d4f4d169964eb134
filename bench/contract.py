"""Timing of the Hillbilly contract search: find_laydown (rounds 1-9) and round-10 going out.

Random hands of 16-17 cards from 3 decks with 6 jokers, a fixed seed. Wall-clock figures
include time the process spends descheduled on a busy machine; the CPU figures do not.

    python bench/contract.py [hands per round]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

from rummy_desktop.engine import RuleSet, find_going_out_laydown, find_laydown
from rummy_desktop.engine.cards import build_pack


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


def main() -> None:
    per_round = int(sys.argv[1]) if len(sys.argv) > 1 else 300
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


if __name__ == "__main__":
    main()
