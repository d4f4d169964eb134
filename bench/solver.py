"""Solver timings: Three Thirteen penalties and go-outs, gin-like hands, Hillbilly contracts.

    .venv/bin/python bench/solver.py [--quick] [--seed N] [--only contracts,random_contracts]
    .venv/bin/python bench/solver.py --only contracts,random_contracts,mixed_contracts --clock cpu

Prints one table row per figure: mean, p50, p95, p99 and max in microseconds per call.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
import time
import types
from collections.abc import Callable, Sequence
from itertools import combinations

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def _import_three_thirteen() -> types.ModuleType:
    """The solver module; if a sibling module of a package is not there yet, skip its __init__."""
    try:
        return importlib.import_module("rummy_desktop.engine.solver.three_thirteen")
    except ImportError:
        for name in [n for n in sys.modules if n.startswith("rummy_desktop.engine")]:
            del sys.modules[name]
        for name, path in (("engine", "engine"), ("engine.solver", "engine/solver")):
            pkg = types.ModuleType("rummy_desktop." + name)
            pkg.__path__ = [os.path.join(ROOT, "rummy_desktop", path)]
            sys.modules[pkg.__name__] = pkg
        return importlib.import_module("rummy_desktop.engine.solver.three_thirteen")


tt = _import_three_thirteen()
from rummy_desktop.engine.cards import Card, build_pack  # noqa: E402
from rummy_desktop.engine.rules import RuleSet  # noqa: E402

US = 1000.0


def row(label: str, samples_ns: list[int], extra: str = "") -> None:
    s = sorted(samples_ns)
    n = len(s)

    def pct(p: float) -> float:
        return s[min(n - 1, int(p * n))] / US

    print(
        f"{label:<50} {n:>6} {sum(s) / n / US:>9.1f} {pct(0.5):>9.1f} {pct(0.95):>9.1f} "
        f"{pct(0.99):>9.1f} {s[-1] / US:>9.1f}  {extra}"
    )


# --clock cpu measures this process's CPU time: on a shared machine a wall-clock sample also
# holds the time other programs had the core.
CLOCK = time.perf_counter_ns


def timed(fn: Callable[[], object]) -> tuple[int, object]:
    t0 = CLOCK()
    out = fn()
    return CLOCK() - t0, out


def deal(rng: random.Random, pack: Sequence[Card], n: int) -> list[Card]:
    return rng.sample(list(pack), n)


# ---- (a) minimum penalty ---------------------------------------------------------------------


def bench_penalty(rng: random.Random, count: int) -> None:
    rules = RuleSet.preset("three-thirteen", players=4)
    pack = rules.pack()
    for size in (13, 14):
        warmup = [(deal(rng, pack, size), rng.choice((9, 10, 11))) for _ in range(count)]
        hands = [(deal(rng, pack, size), rng.choice((9, 10, 11))) for _ in range(count)]
        tt._clear_caches()
        for hand, rnd in warmup:
            tt.min_penalty(hand, rules, rnd)
        warm = [timed(lambda h=h, r=r: tt.min_penalty(h, rules, r))[0] for h, r in hands]
        cold = []
        for hand, rnd in hands:
            tt._clear_caches()
            cold.append(timed(lambda h=hand, r=rnd: tt.min_penalty(h, rules, r))[0])
        row(f"(a) min_penalty {size} cards R9-11, warm cache", warm)
        row(f"(a) min_penalty {size} cards R9-11, cold cache", cold)
    jokers = RuleSet.preset("three-thirteen", players=4, jokers_per_deck=2)
    hands = [(deal(rng, jokers.pack(), 14), rng.choice((9, 10, 11))) for _ in range(count)]
    times = [timed(lambda h=h, r=r: tt.min_penalty(h, jokers, r))[0] for h, r in hands]
    row("(a) min_penalty 14 cards R9-11, jokers in pack", times)
    strict = RuleSet.preset("three-thirteen", players=4, max_set_size=4, max_wilds_per_meld=1)
    times = [
        timed(lambda h=h, r=r: tt.min_penalty(h, strict, r))[0] for h, r in hands[: count // 4]
    ]
    row("(a) min_penalty 14 cards, max set 4 + 1 wild/meld", times, "(exact slow path)")
    times = [timed(lambda h=h, r=r: tt.best_arrangement(h, rules, r))[0] for h, r in hands[:count]]
    row("(a) best_arrangement 14 cards R9-11", times)


# ---- (b) going out ---------------------------------------------------------------------------


def near_out_hand(rng: random.Random, pack: list[Card], rules: RuleSet, rnd: int) -> list[Card]:
    """14 cards that can go out: 13 cards in random natural sets and runs, plus one more."""
    while True:
        left = list(pack)
        rng.shuffle(left)
        hand: list[Card] = []
        for size in rng.choice([(3, 5, 5), (4, 4, 5), (3, 3, 3, 4), (3, 3, 4, 3)]):
            if rng.random() < 0.5:  # a set of a random rank
                rank = rng.randint(1, 13)
                meld = [c for c in left if c.rank == rank][:size]
            else:  # a run in a random suit
                lo, suit = rng.randint(1, 14 - size), rng.choice("SHDC")
                meld = [
                    next((c for c in left if c.face == (r, suit)), None)
                    for r in range(lo, lo + size)
                ]
            if len(meld) < size or None in meld:
                break
            hand += meld
            left = [c for c in left if c not in meld]
        else:
            hand.append(left[0])
            if tt.go_out_discards(hand, rules, rnd):
                return hand


def bench_go_out(rng: random.Random, count: int) -> None:
    rules = RuleSet.preset("three-thirteen", players=4)
    pack = rules.pack()
    hands = [(deal(rng, pack, 14), rng.choice((9, 10, 11))) for _ in range(count)]
    times = [timed(lambda h=h, r=r: tt.go_out_discards(h, rules, r, h[-1]))[0] for h, r in hands]
    row("(b) go_out_discards 14 random cards R9-11", times)
    near = []
    for _ in range(max(20, count // 5)):
        rnd = rng.choice((9, 10, 11))
        near.append((near_out_hand(rng, pack, rules, rnd), rnd))
    tt._clear_caches()
    times = [timed(lambda h=h, r=r: tt.go_out_discards(h, rules, r, h[-1]))[0] for h, r in near]
    row("(b) go_out_discards 14 cards that can go out", times)


# ---- (c) gin-like hands ----------------------------------------------------------------------


def plain_reference(hand: list[Card]) -> int:
    """No wilds: enumerate every 3..5-card meld, then search lowest card first without memo."""
    points = [min(c.rank, 10) for c in hand]

    def meld(cs: tuple[int, ...]) -> bool:
        cards = [hand[i] for i in cs]
        if len({c.rank for c in cards}) == 1:
            return True
        ranks = sorted(c.rank for c in cards)
        return len({c.suit for c in cards}) == 1 and ranks == list(
            range(ranks[0], ranks[0] + len(cs))
        )

    n = len(hand)
    melds = [
        sum(1 << i for i in cs) for k in (3, 4, 5) for cs in combinations(range(n), k) if meld(cs)
    ]

    def search(mask: int) -> int:
        if not mask:
            return 0
        low = mask & -mask
        best = points[low.bit_length() - 1] + search(mask - low)
        for m in melds:
            if m & low and m & mask == m:
                best = min(best, search(mask - m))
        return best

    return search((1 << n) - 1)


def bench_gin(rng: random.Random, count: int) -> None:
    rules = RuleSet.preset("three-thirteen", players=4)
    pack = [c for c in build_pack(1, 0) if c.rank != 3]  # round 1: threes are wild, so none
    warmup = [deal(rng, pack, 10) for _ in range(count)]
    hands = [deal(rng, pack, 10) for _ in range(count)]
    tt._clear_caches()
    for hand in warmup:
        tt.min_penalty(hand, rules, 1)
    warm = [timed(lambda h=hand: tt.min_penalty(h, rules, 1))[0] for hand in hands]
    cold = []
    for hand in hands:
        tt._clear_caches()
        cold.append(timed(lambda h=hand: tt.min_penalty(h, rules, 1))[0])
    reference = []
    for hand in hands:
        t, expected = timed(lambda h=hand: plain_reference(h))
        reference.append(t)
        assert tt.min_penalty(hand, rules, 1) == expected, hand
    plain = sum(reference) / len(reference)
    row(
        "(c) gin-like 10 cards: solver, warm cache",
        warm,
        f"{plain / (sum(warm) / count):.0f}x plain",
    )
    row(
        "(c) gin-like 10 cards: solver, cold cache",
        cold,
        f"{plain / (sum(cold) / count):.0f}x plain",
    )
    row("(c) gin-like 10 cards: plain reference", reference, "(OpenSpiel C++ gin: ~13 us)")


# ---- (d) Hillbilly contracts -----------------------------------------------------------------


def bench_contracts(rng: random.Random, count: int) -> None:
    try:
        from rummy_desktop.engine.solver import find_going_out_laydown, find_laydown
    except ImportError:
        print("(d) contract search not available yet")
        return
    rules = RuleSet.preset("hillbilly", players=5)
    pack = rules.pack()
    try:
        find_laydown(deal(rng, pack, 16), rules, 4)
    except NotImplementedError:  # the module is there but its search has not landed yet
        print("(d) contract search not available yet")
        return
    times, found = [], 0
    for _ in range(count):
        rnd = rng.randint(1, 9)
        hand = deal(rng, pack, rules.cards_dealt(rnd) + rng.randint(0, 1))
        t, out = timed(lambda h=hand, r=rnd: find_laydown(h, rules, r))
        times.append(t)
        found += out is not None
    row("(d) find_laydown 16-17 cards R1-9, 3 decks", times, f"{found} lay-downs found")
    times, found = [], 0
    for _ in range(count):
        hand = deal(rng, pack, rules.cards_dealt(10) + 1)
        t, out = timed(lambda h=hand: find_going_out_laydown(h, rules, 10, h[-1]))
        times.append(t)
        found += out is not None
    row("(d) find_going_out_laydown R10 17 cards", times, f"{found} go-outs found")


# ---- (e) random contract lists (issue 26) -----------------------------------------------------


def random_round(rng: random.Random, deal: int, all_at_once: bool, mixed: bool = False) -> dict:
    """A random round as big as a Hillbilly one: ``deal`` cards, a contract of deal-2 or deal-1
    cards (Hillbilly's own need deal-1), of up to 3 sets and up to 3 runs, one length each
    (``mixed``: each meld its own length, and from 9 cards dealt at least one kind mixed)."""
    while True:
        n_sets, n_runs = rng.randint(0, 3), rng.randint(0, 3)
        if not n_sets and not n_runs:
            continue
        if mixed:
            sets = [rng.randint(3, 5) for _ in range(n_sets)]
            runs = [rng.randint(3, 10) for _ in range(n_runs)]
            # A mixed kind needs 7+ cards (3 and 4): Hillbilly's first deal (7) cannot mix.
            if len(set(sets)) < 2 and len(set(runs)) < 2 and deal >= 9:
                continue
        else:
            set_size, run_size = rng.randint(3, 4), rng.randint(3, 10)
            sets, runs = [set_size] * n_sets, [run_size] * n_runs
        need = sum(sets) + sum(runs)
        if deal - 2 <= need <= deal - 1:
            return {"deal": deal, "sets": sets, "runs": runs, "all_at_once": all_at_once}


def built_hand(rng: random.Random, pack: list[Card], rules: RuleSet, rnd: int, size: int):
    """``size`` cards holding the round's melds (dealt from the pack), the rest at random."""
    left = list(pack)
    rng.shuffle(left)
    hand: list[Card] = []
    contract = rules.contract(rnd)
    for n in contract.sets:
        rank = rng.randint(1, 13)
        hand += [c for c in left if c.rank == rank and c not in hand][:n]
    for n in contract.runs:
        lo, suit = rng.randint(1, 15 - n), rng.choice("SHDC")
        for r in range(lo, lo + n):
            face = (1 if r == 14 else r, suit)
            card = next((c for c in left if c.face == face and c not in hand), None)
            if card is not None:
                hand.append(card)
    hand += [c for c in left if c not in hand][: max(0, size - len(hand))]
    return hand[:size]


def bench_built(rng: random.Random, count: int, lists: list[RuleSet]) -> None:
    """Hands made to (nearly) hold the contract: where the searches do their real work."""
    from rummy_desktop.engine.solver import find_going_out_laydown, find_laydown

    hillbilly = RuleSet.preset("hillbilly", players=5)
    pack = hillbilly.pack()
    for label, pool in (("Hillbilly's rounds", [hillbilly]), ("random lists", lists)):
        times, found = [], 0
        for _ in range(count):
            rules, rnd = rng.choice(pool), rng.randint(1, 9)
            hand = built_hand(rng, pack, rules, rnd, rules.cards_dealt(rnd) + 1)
            t, out = timed(lambda h=hand, r=rnd, rs=rules: find_laydown(h, rs, r))
            times.append(t)
            found += out is not None
        row(f"(f) find_laydown R1-9, built hands, {label}", times, f"{found} found")
        times, found = [], 0
        for _ in range(count):
            rules = rng.choice(pool)
            hand = built_hand(rng, pack, rules, 10, rules.cards_dealt(10) + 1)
            t, out = timed(lambda h=hand, rs=rules: find_going_out_laydown(h, rs, 10, h[-1]))
            times.append(t)
            found += out is not None
        row(f"(f) all at once R10, built 17 cards, {label}", times, f"{found} found")


def bench_random_contracts(rng: random.Random, count: int, mixed: bool = False) -> None:
    from rummy_desktop.engine.solver import find_going_out_laydown, find_laydown

    base = RuleSet.preset("hillbilly", players=5)
    pack = base.pack()
    lists = []
    for _ in range(max(10, count // 30)):  # many lists, each round used a few times
        rounds = [random_round(rng, base.cards_dealt(r), False, mixed) for r in range(1, 10)]
        rounds.append(random_round(rng, 16, True, mixed))
        lists.append(RuleSet.preset("hillbilly", players=5, contracts=rounds))
    if mixed:
        print("(g) as (e) and (f), every meld of a round its own length:")
    times, found = [], 0
    for _ in range(count):
        rules, rnd = rng.choice(lists), rng.randint(1, 9)
        hand = deal(rng, pack, rules.cards_dealt(rnd) + rng.randint(0, 1))
        t, out = timed(lambda h=hand, r=rnd, rs=rules: find_laydown(h, rs, r))
        times.append(t)
        found += out is not None
    row("(e) find_laydown, random contract lists R1-9", times, f"{found} lay-downs found")
    for label, with_sets in (("runs only", False), ("sets and runs", True)):
        times, found = [], 0
        pool = [rs for rs in lists if bool(rs.contract(10).sets) == with_sets] or lists
        for _ in range(count):
            rules = rng.choice(pool)
            hand = deal(rng, pack, rules.cards_dealt(10) + 1)
            t, out = timed(lambda h=hand, rs=rules: find_going_out_laydown(h, rs, 10, h[-1]))
            times.append(t)
            found += out is not None
        row(f"(e) all at once, random 17 cards, {label}", times, f"{found} go-outs found")
    bench_built(rng, count, lists)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument(
        "--only",
        default=None,
        help="comma-separated sections: penalty, go_out, gin, contracts, random_contracts, "
        "mixed_contracts",
    )
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args(argv)
    global CLOCK
    CLOCK = time.process_time_ns if args.clock == "cpu" else time.perf_counter_ns
    count = 300 if args.quick else 3000
    print(
        f"python {sys.version.split()[0]}, seed {args.seed}, {count} samples per figure, "
        f"{args.clock} clock"
    )
    header = f"{'figure (us per call)':<50} {'n':>6} {'mean':>9} {'p50':>9} {'p95':>9} {'p99':>9} {'max':>9}"
    print(header)
    print("-" * len(header))
    only = args.only.split(",") if args.only else None
    sections = {
        "penalty": bench_penalty,
        "go_out": bench_go_out,
        "gin": bench_gin,
        "contracts": bench_contracts,
        "random_contracts": bench_random_contracts,
        "mixed_contracts": lambda rng, count: bench_random_contracts(rng, count, mixed=True),
    }
    for name, section in sections.items():
        if only is not None and name not in only:
            continue
        section(random.Random(args.seed), count)


if __name__ == "__main__":
    main()
