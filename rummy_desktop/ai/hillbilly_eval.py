"""Hillbilly hand values for the bots: how many cards a hand still lacks for the contract.

:func:`contract_gap` is an estimate, fast enough to call for every unseen card: it picks the
best-filled run windows (a few combinations of them), fills the contract's sets from the ranks
left, and lets each meld take its allowance of wilds. The exact solver still decides whether a
lay-down exists; this only ranks hands that cannot lay down yet.

>>> from rummy_desktop.engine import RuleSet, parse_cards
>>> rules = RuleSet.preset("hillbilly")
>>> contract_gap(parse_cards("7H 7S 9C 9D KS 4C 2D"), rules, 1)  # two pairs: one card each
2.0
>>> contract_gap(parse_cards("7H 7S 7D 9C 9D JK KS"), rules, 1)
0.0
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from itertools import combinations, product

from ..engine import ACE, SUITS, Card, RuleSet, max_wilds, runs_conflict
from .hand_shape import positions

ACE_BITS = (1 << 1) | (1 << 14)


def _masks(naturals: Sequence[Card]) -> dict[str, int]:
    """Per suit, a bit per run position held (an ace holds both 1 and 14)."""
    masks = dict.fromkeys(SUITS, 0)
    for c in naturals:
        bits = ACE_BITS if c.rank == ACE else 1 << c.rank
        masks[c.suit] |= bits
    return masks


def _windows(
    masks: dict[str, int], length: int, per_suit: int, rule: str, aces: Counter
) -> list[tuple[int, str, int, int]]:
    """Run windows (need, suit, low, mask) of one length, fewest missing first.

    Per suit the best window and, when the contract has several runs, the best ones that
    could lie beside it: enough variety for the combinations without trying them all. A
    suit's only ace serves one end, so with several runs its windows are also picked as if
    the ace were low only and high only (so J-Q-K-A beside 2-3-4-5 is found, not only A-2-3-4).
    """
    found: dict[tuple[int, str, int, int], None] = {}
    span = (1 << length) - 1
    for suit, mask in masks.items():
        views = [mask]
        if per_suit > 1 and aces[suit] == 1:
            views += [mask & ~(1 << 1), mask & ~(1 << 14)]
        for seen in views:
            options = sorted(
                (length - (seen & (span << low)).bit_count(), suit, low, span << low)
                for low in range(1, 16 - length)
            )
            kept = [options[0]]
            for option in options[1:]:
                if len(kept) >= per_suit:
                    break
                if _compatible([*kept, option], rule):
                    kept.append(option)
            for _need, _suit, low, window in kept:
                # The need counts every card held, the ace at either end included.
                found[(length - (mask & window).bit_count(), suit, low, window)] = None
    ranked = sorted(found, key=lambda w: w[0])
    return ranked[: per_suit + 4]  # combinations of more add time, rarely a better gap


def _span(window: tuple[int, str, int, int]) -> int:
    """A window's length: the positions its mask covers."""
    return window[3].bit_count()


def _compatible(chosen: Sequence[tuple[int, str, int, int]], rule: str) -> bool:
    for i, a in enumerate(chosen):
        for b in chosen[i + 1 :]:
            if a[1] != b[1]:
                continue
            a_high, b_high = a[2] + _span(a) - 1, b[2] + _span(b) - 1
            if a[3] & b[3] or runs_conflict(a[2], a_high, b[2], b_high, rule):
                return False
    return True


def _set_needs(ranks: Counter, used: dict[str, int], sizes: Sequence[int]) -> list[tuple[int, int]]:
    """(missing, size) of each contract set, filled from the ranks left after the runs."""
    counts = dict(ranks)
    for bits in used.values():
        while bits:
            low = bits & -bits
            bits ^= low
            position = low.bit_length() - 1
            rank = ACE if position == 14 else position
            counts[rank] = counts.get(rank, 0) - 1  # this card fills a run slot
    best = sorted(counts.values(), reverse=True)
    return [
        (max(0, size - max(0, best[i]) if i < len(best) else size), size)
        for i, size in enumerate(sizes)
    ]


def _fill(needs: Sequence[tuple[int, int]], wilds: int) -> int:
    """Cards still missing once each meld takes the wilds it may hold: ``needs`` are
    (missing, wild allowance) pairs."""
    missing = room = 0
    for n, allowance in needs:
        missing += n
        room += n if n < allowance else allowance
    return missing - min(wilds, room)


_CACHE: dict[tuple, tuple[RuleSet, float]] = {}
_CACHE_LIMIT = 200_000


def contract_gap(hand: Sequence[Card], rules: RuleSet, rnd: int) -> float:
    """About how many cards this hand lacks to lay the round's contract down (0: it can).

    In round 10, where every card but one must go into the runs, cards that fit no run count
    as well: each costs a turn to replace. Answers are remembered: the bots ask about the same
    hands again and again.
    """
    key = (id(rules), rnd, tuple(sorted([(c.rank, c.suit) for c in hand])))
    entry = _CACHE.get(key)
    if entry is None or entry[0] is not rules:  # an id can be reused by another rule set
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        entry = _CACHE[key] = (rules, _contract_gap(hand, rules, rnd))
    return entry[1]


def _contract_gap(hand: Sequence[Card], rules: RuleSet, rnd: int) -> float:
    contract = rules.contract(rnd)
    naturals = [c for c in hand if not rules.is_wild(c, rnd)]
    wilds = len(hand) - len(naturals)
    masks = _masks(naturals)
    ranks = Counter(c.rank for c in naturals)
    aces = Counter(c.suit for c in naturals if c.rank == ACE)
    sizes = sorted(contract.sets, reverse=True)
    # The wild allowances depend only on the meld sizes: worked out once, not per combination.
    set_room = {size: max_wilds(rules, "set", size) for size in sizes}
    if not contract.runs:
        needs = [(n, set_room[size]) for n, size in _set_needs(ranks, {}, sizes)]
        gap = float(_fill(needs, wilds))
        if rules.all_at_once(rnd):
            # Every card but the discard goes into the sets: a card of a rank no set is made of
            # costs a turn to replace, as a card no run takes does (_junk).
            kept = _set_ranks(ranks, {}, len(sizes))
            junk = sum(n for rank, n in ranks.items() if rank not in kept)
            junk += max(0, wilds - sum(set_room[size] for size in sizes))
            gap = max(gap, junk - 1)
        return gap
    rule = rules.same_suit_run_rule
    # Runs of one length (every Hillbilly round) or of several ("a run of 4 and a run of 7"):
    # each length's windows, and one combination of them for each length's runs.
    counts = Counter(contract.runs)
    run_room = {n: max_wilds(rules, "run", n) for n in counts}
    windows = {n: _windows(masks, n, k, rule, aces) for n, k in counts.items()}
    best = float("inf")
    for parts in product(*(combinations(windows[n], k) for n, k in counts.items())):
        chosen = [w for part in parts for w in part]
        if not _compatible(chosen, rule):
            continue
        used: dict[str, int] = {}
        for _need, suit, _low, window in chosen:
            used[suit] = used.get(suit, 0) | (masks[suit] & window)
        sets = [(n, set_room[size]) for n, size in _set_needs(ranks, used, sizes)] if sizes else []
        fills = []
        for extra in _ace_charges(chosen, masks, aces):
            # A window short of an ace lacks one card more.
            runs = [(w[0] + x, run_room[_span(w)]) for w, x in zip(chosen, extra, strict=True)]
            fills.append(_fill(runs + sets, wilds))
        gap = float(min(fills))
        if rules.all_at_once(rnd) and gap < best:
            kept = _set_ranks(ranks, used, len(sizes))
            gap = max(gap, _junk(naturals, wilds, chosen, kept) - 1)
        best = min(best, gap)
        if best <= 0:
            break
    # No combination of the windows fits together (many runs, kept apart in a suit): the
    # hand lacks at most every card of the contract. Infinity here became NaN in the values
    # built on it (inf - inf), and NaN in review --json.
    return best if math.isfinite(best) else float(contract.min_cards)


def _ace_charges(
    chosen: Sequence[tuple[int, str, int, int]], masks: dict[str, int], aces: Counter
) -> list[list[int]]:
    """The ways to charge the chosen windows for aces they share: an ace sits at either end
    of its suit (A-2-3-4 or J-Q-K-A) but not at both, so when more windows of a suit count
    its ace than there are aces, some of them lack one card each. Which ones matters (only
    some runs may take a wild), so every choice is offered: an extra card per window."""
    options = [[0] * len(chosen)]
    if not aces:
        return options  # no ace in hand: nothing to share
    claims: dict[str, list[int]] = {}
    for i, w in enumerate(chosen):
        if masks[w[1]] & w[3] & ACE_BITS:
            claims.setdefault(w[1], []).append(i)
    for suit, claim in claims.items():
        short = len(claim) - aces[suit]
        if short > 0:
            options = [
                [x + (1 if i in pay else 0) for i, x in enumerate(option)]
                for option in options
                for pay in combinations(claim, short)
            ]
    return options


def _set_ranks(ranks: Counter, used: dict[str, int], k: int) -> set[int]:
    """The ``k`` ranks with the most naturals left once the runs have taken theirs: where the
    contract's sets come from (as _set_needs fills them)."""
    counts = dict(ranks)
    for bits in used.values():
        for position in range(1, 15):
            if bits >> position & 1:
                rank = ACE if position == 14 else position
                counts[rank] = counts.get(rank, 0) - 1
    best = sorted((n, rank) for rank, n in counts.items() if n > 0)[::-1]
    return {rank for _n, rank in best[:k]}


def _junk(
    naturals: Sequence[Card],
    wilds: int,
    chosen: Sequence[tuple[int, str, int, int]],
    kept: set[int] | frozenset[int] = frozenset(),
) -> float:
    """Round 10: cards no chosen run can take, even by growing (a near miss counts half);
    naturals of a ``kept`` rank go into the contract's sets and are never junk."""
    junk = float(max(0, wilds - len(chosen) - len(kept)))  # a wild a meld
    taken: set[tuple[str, int]] = set()
    for c in naturals:
        if c.rank in kept:
            continue
        spots = positions(c)
        best = 1.0
        for _need, suit, low, window in chosen:
            if suit != c.suit:
                continue
            for p in spots:
                if (suit, p) in taken:
                    continue
                distance = max(low - p, p - (low + window.bit_count() - 1), 0)
                best = min(best, 0.0 if distance <= 1 else 0.5 if distance == 2 else 1.0)
        if best == 0.0:
            taken.add((c.suit, spots[0]))  # a twin of this card would be junk
        junk += best
    return junk


def improving_share(
    hand: Sequence[Card],
    faces: Sequence[tuple[Card, int]],
    rules: RuleSet,
    rnd: int,
    gap: float | None = None,
) -> float:
    """The share of unseen cards that would lower the gap if drawn next: the hand's outs."""
    if gap is None:
        gap = contract_gap(hand, rules, rnd)
    total = sum(n for _c, n in faces)
    if not total or gap <= 0:
        return 0.0
    good = sum(n for card, n in faces if contract_gap([*hand, card], rules, rnd) < gap)
    return good / total
