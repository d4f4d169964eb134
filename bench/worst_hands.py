"""Searches for the slowest `analyze` inputs: 1-30 cards under house rules that strain the solvers.

    .venv/bin/python bench/worst_hands.py [--seconds S] [--seed N] [--only NAME...] [--limit-s L]

(2 s a rule set by default, under a minute in all; a real hunt wants --seconds 25 or more.)

For each rule set below it times `analyze` (the whole answer, as the command line gives it) on
random hands of 1 to 30 cards drawn from that game's pack, on hands built to be hard (many
copies of few ranks, many wilds, long runs of one suit), and then hill-climbs from the slowest
ones: a card at a time is swapped for another card of the pack, and the change is kept when the
answer gets slower. Each call is cut off at --limit-s seconds (a SIGALRM timer), so a hang
shows as a time of at least that limit instead of stopping the search.

Prints, per rule set: calls, mean, p95 and max in ms, refusals (hands the analyzer refuses up
front, with their sentence), and the slowest input found, written as an `analyze` command.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import time
from collections.abc import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from rummy_desktop.analysis import analyze  # noqa: E402
from rummy_desktop.engine import RuleSet  # noqa: E402
from rummy_desktop.engine.cards import Card  # noqa: E402

BIG = {"deck_count_override": 8, "jokers_per_deck": 2}
RULE_SETS: dict[str, tuple[str, dict]] = {
    "tt-default": ("three-thirteen", {}),
    "tt-8-decks-16-jokers": ("three-thirteen", BIG),
    "tt-no-all-wild": ("three-thirteen", {**BIG, "no_all_wild_melds": True}),
    "tt-max-wilds-1": ("three-thirteen", {**BIG, "max_wilds_per_meld": 1}),
    "tt-max-wilds-2": ("three-thirteen", {**BIG, "max_wilds_per_meld": 2}),
    "tt-set-size-3": ("three-thirteen", {**BIG, "max_set_size": 3}),
    "tt-set-size-4": ("three-thirteen", {**BIG, "max_set_size": 4}),
    "tt-all-general": (
        "three-thirteen",
        {**BIG, "no_all_wild_melds": True, "max_set_size": 4, "max_wilds_per_meld": 2},
    ),
    "tt-five-crowns": ("three-thirteen", {**BIG, "five_crowns_scoring": True, "joker_points": 0}),
    "hb-default": ("hillbilly", {}),
    "hb-8-decks": ("hillbilly", BIG),
    "hb-deuces": ("hillbilly", {**BIG, "deuces_wild": True}),
    "hb-deuces-not-natural": (
        "hillbilly",
        {**BIG, "deuces_wild": True, "deuce_can_be_natural": False},
    ),
    "hb-unlimited": ("hillbilly", {**BIG, "deuces_wild": True, "wild_limit_rule": "unlimited"}),
    "hb-not-more-than-naturals": (
        "hillbilly",
        {**BIG, "deuces_wild": True, "wild_limit_rule": "not_more_than_naturals"},
    ),
    "hb-shanghai": ("hillbilly", {**BIG, "deuces_wild": True, "wild_limit_rule": "shanghai_table"}),
    "hb-extra-melds": (
        "hillbilly",
        {
            **BIG,
            "deuces_wild": True,
            "wild_limit_rule": "unlimited",
            "allow_extra_melds_at_laydown": True,
            "final_round_allow_extra_melds": True,
            "same_suit_run_rule": "free",
        },
    ),
    "hb-exact-lengths": ("hillbilly", {**BIG, "deuces_wild": True, "laydown_exact_lengths": True}),
    "hb-discard-to-go-out": (
        "hillbilly",
        {
            **BIG,
            "deuces_wild": True,
            "wild_limit_rule": "unlimited",
            "require_discard_to_go_out_r1_9": True,
        },
    ),
    "hb-distinct-suits": (
        "hillbilly",
        {**BIG, "set_requires_distinct_suits": True, "sets_must_differ_in_rank": True},
    ),
    "hb-final-no-discard": (
        "hillbilly",
        {
            **BIG,
            "deuces_wild": True,
            "wild_limit_rule": "unlimited",
            "final_round_no_discard": True,
        },
    ),
}


class Cutoff(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise Cutoff


def timed(call: Callable[[], object], limit_s: float) -> tuple[float, str | None]:
    """(seconds, refusal sentence or None); a call past ``limit_s`` counts as ``limit_s``."""
    signal.setitimer(signal.ITIMER_REAL, limit_s)
    start = time.perf_counter()
    refused = None
    try:
        call()
    except Cutoff:
        return limit_s, None
    except ValueError as exc:  # refused up front, with a sentence
        refused = str(exc)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return time.perf_counter() - start, refused


def built_hands(pack: list[Card], rng: random.Random, wild: set[int]) -> list[list[Card]]:
    """Hands meant to be hard: few ranks in many copies, many wilds, long runs of a suit."""
    by_rank: dict[int, list[Card]] = {}
    for c in pack:
        by_rank.setdefault(c.rank, []).append(c)
    wilds = [c for c in pack if c.rank in wild]
    hands = []
    for _ in range(12):
        n = rng.randint(20, 30)
        ranks = rng.sample(sorted(r for r in by_rank if r not in wild), rng.randint(2, 6))
        pool = [c for r in ranks for c in by_rank[r]]
        w = rng.randint(0, min(len(wilds), n // 2))
        hands.append(rng.sample(wilds, w) + rng.sample(pool, min(len(pool), n - w)))
        suit = rng.choice("SHDC")
        run = [c for c in pack if c.suit == suit and c.rank not in wild]
        w = rng.randint(0, min(len(wilds), 12))
        hands.append(rng.sample(wilds, w) + rng.sample(run, min(len(run), n - w)))
        low = rng.randint(1, 8)
        block = [c for c in pack if low <= c.rank <= low + 4 and c.rank not in wild]
        hands.append(rng.sample(wilds, min(len(wilds), rng.randint(0, 8))) + rng.sample(block, n))
    return [h[:30] for h in hands]


def search(name: str, seconds: float, seed: int, limit_s: float) -> None:
    variant, overrides = RULE_SETS[name]
    rules = RuleSet.from_overrides(variant, 4, overrides)
    pack = rules.pack()
    rng = random.Random(seed)
    rounds = rules.rounds
    wild_ranks = {0} | ({2} if variant == "hillbilly" and rules.deuces_wild else set())
    times: list[float] = []
    refusals: dict[str, int] = {}
    slow: list[tuple[float, int, list[Card]]] = []

    def run(round_no: int, hand: list[Card]) -> float:
        codes = [c.full_code for c in hand]
        dt, refused = timed(lambda: analyze(variant, round_no, codes, overrides, 4), limit_s)
        times.append(dt)
        if refused is not None:
            refusals[refused[:90]] = refusals.get(refused[:90], 0) + 1
        slow.append((dt, round_no, hand))
        slow.sort(key=lambda x: -x[0])
        del slow[8:]
        return dt

    start = time.perf_counter()
    deadline = start + seconds
    # 40% of the time on random hands of every size, 20% on built hands, the rest climbing.
    while time.perf_counter() < start + 0.4 * seconds:
        run(rng.randint(1, rounds), rng.sample(pack, rng.randint(1, 30)))
    while time.perf_counter() < start + 0.6 * seconds:
        rnd = rng.randint(1, rounds)
        wild = set(wild_ranks)
        if variant == "three-thirteen":
            wild.add(rules.wild_rank(rnd))
        for hand in built_hands(pack, rng, wild)[:6]:
            run(rnd, hand)
    while time.perf_counter() < deadline:
        _t, rnd, hand = rng.choice(slow[:3])
        new = list(hand)
        taken = set(new)
        choices = [c for c in pack if c not in taken]
        if rng.random() < 0.3 and len(new) < 30:
            new.append(rng.choice(choices))
        else:
            new[rng.randrange(len(new))] = rng.choice(choices)
        if rng.random() < 0.2:
            rnd = rng.randint(1, rounds)
        run(rnd, new)
    ordered = sorted(times)
    n = len(ordered)
    worst_t, worst_round, worst_hand = slow[0]
    print(
        f"{name:<26} {n:>6} calls  mean {1000 * sum(ordered) / n:8.1f} ms  "
        f"p95 {1000 * ordered[int(0.95 * (n - 1))]:8.1f} ms  max {1000 * ordered[-1]:8.1f} ms"
        + (f"  (cut off at {limit_s:g} s)" if worst_t >= limit_s else "")
    )
    for sentence, count in refusals.items():
        print(f"    refused {count}x: {sentence}")
    cards = " ".join(c.full_code for c in worst_hand)
    print(
        f"    slowest: analyze --variant {variant} --round {worst_round} "
        f"--rules <{json.dumps(overrides)}> {cards}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # 2 s a rule set keeps a run under a minute; the figures in the notes used --seconds 25.
    parser.add_argument("--seconds", type=float, default=2, help="search time per rule set")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit-s", type=float, default=10, help="cut a call off after this")
    parser.add_argument("--only", nargs="*", choices=sorted(RULE_SETS), help="these rule sets")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    for name in args.only or RULE_SETS:
        search(name, args.seconds, args.seed, args.limit_s)


if __name__ == "__main__":
    main()
