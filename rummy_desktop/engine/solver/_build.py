"""Turning a counted lay-down into melds of physical cards, each checked by make_meld."""

from __future__ import annotations

from itertools import combinations
from typing import cast

from ..cards import Card
from ..meld_limits import position_rank
from ..melds import Meld, make_meld
from ..rules import RuleSet
from ._hand import CardBank, HandIndex
from ._laydown import Best, LaydownSearch, RunPlan, run_room_steps
from ._sets import unwind

Row = list[Card | None]  # None: a wild slot, filled last


def run_row(plan: RunPlan, bank: CardBank, stand: bool) -> Row:
    """A run's cards low to high, wild slots as None."""
    s, low, high, wild = plan
    row: Row = []
    for p in range(low, high + 1):
        if p in wild:
            row.append(None)
        elif p == 2 and stand:
            row.append(bank.deuce(s))
        else:
            row.append(bank.natural(position_rank(p) * 4 + s))
    return row


def fill_wilds(rows: list[Row], bank: CardBank, distinct_rank2: set[int]) -> list[list[Card]]:
    """Put wild cards in the wild slots, the required card and the costliest first; the
    same rows, now of cards only.

    ``distinct_rank2`` lists rows that are sets of 2s under `set_requires_distinct_suits`: a 2
    there would stand as itself, so it must not repeat a suit.
    """
    wilds = bank.wilds()
    for i, row in enumerate(rows):
        for j, card in enumerate(row):
            if card is not None:
                continue
            pick = 0
            if i in distinct_rank2:
                suits = {c.suit for c in row if c is not None}
                pick = next(k for k, w in enumerate(wilds) if w.rank != 2 or w.suit not in suits)
            row[j] = wilds.pop(pick)
    return cast(list[list[Card]], rows)  # every None was just replaced


def set_rows(
    piles: list[list[Card]], xs: list[int], used: int, distinct: bool, first: bool = False
) -> list[Row]:
    """The naturals of one rank dealt to its sets, ``xs[i]`` to set i, taken from ``piles``
    (one a suit, the required card's pile first and that card first in it; ``first``: the
    first pile holds the required card, so some set must draw on it)."""
    m = len(xs)
    if len(set(xs)) <= 1 or max(xs) - min(xs) == 1 and xs == sorted(xs, reverse=True):
        # Round robin (sets of one length): each suit's cards spread over different sets.
        picks: list[Card] = []
        for pile in piles:
            take = min(len(pile), m if distinct else len(pile), used - len(picks))
            picks += pile[:take]
            del pile[:take]
        rows: list[Row] = [[] for _ in range(m)]
        for i, card in enumerate(picks):
            rows[i % m].append(card)
        return rows
    if not distinct:
        flat = [card for pile in piles for card in pile][:used]
        rows, at = [], 0
        for x in xs:
            rows.append(list(flat[at : at + x]))
            at += x
        for pile in piles:
            del pile[: sum(1 for c in pile if c in flat)]
        return rows
    chosen = _suit_choice(xs, [len(p) for p in piles], first)
    rows = [[piles[s].pop(0) for s in suits] for suits in chosen]
    return rows


def _suit_choice(xs: list[int], room: list[int], first: bool) -> list[list[int]]:
    """For each set, ``xs[i]`` different piles to draw from, no pile drawn on more than it
    holds, the first pile (the required card's) among them: a small backtracking search,
    the fullest piles first (which alone succeeds whenever the counts allow it)."""
    order = sorted(range(len(xs)), key=lambda i: -xs[i])
    picked: list[list[int]] = [[] for _ in xs]

    def go(k: int) -> bool:
        if k == len(order):
            return not first or any(0 in p for p in picked)
        i = order[k]
        suits = sorted((s for s in range(len(room)) if room[s]), key=lambda s: (-room[s], s))
        for combo in combinations(suits, xs[i]):
            for s in combo:
                room[s] -= 1
            picked[i] = list(combo)
            if go(k + 1):
                return True
            for s in combo:
                room[s] += 1
        return False

    if not go(0):
        raise AssertionError(f"no suits for sets of {xs} naturals from piles of {room}")
    return picked


def build_laydown(
    best: Best, search: LaydownSearch, rules: RuleSet, round_no: int, require: Card | None
) -> list[Meld]:
    hand: HandIndex = search.hand
    bank = CardBank(hand, require)
    runs = [run_row(plan, bank, hand.stand) for plan in best.runs]
    sets: list[Row] = []
    shapes: list[tuple[int, int]] = []  # (naturals, wilds) of each set, for spare room
    uses = unwind(best.sets)
    if best.deuce_sets is not None:
        uses.append((2, best.deuce_sets))
    distinct_rank2: set[int] = set()
    for rank, (_code, _me, _need, used, _room, layout) in uses:
        piles = sorted(bank.left_of_rank(rank), key=lambda pile: require not in pile)
        xs = [x for _size, x in layout]
        held = require is not None and require in piles[0]
        rows = set_rows(piles, xs, used, rules.set_requires_distinct_suits, held)
        for (size, _x), row in zip(layout, rows, strict=True):
            naturals, need = len(row), max(0, size - len(row))
            row += [None] * need
            shapes.append((naturals, need))
            if rank == 2 and rules.set_requires_distinct_suits:
                distinct_rank2.add(len(sets))
            sets.append(row)
    extra = best.extra_wilds
    for row, (naturals, wilds) in zip(sets, shapes, strict=True):
        add = min(extra, search.planner.room(naturals, wilds))
        row += [None] * add
        extra -= add
    for row, steps in zip(
        runs,
        run_room_steps(best.runs, search.run_allow, search.maxlen, search.same_rule),
        strict=True,
    ):
        for end in steps[:extra]:
            if end == "high":
                row.append(None)
            else:
                row.insert(0, None)
        extra -= min(extra, len(steps))
    filled = fill_wilds(sets + runs, bank, distinct_rank2)
    kinds = ["set"] * len(sets) + ["run"] * len(runs)
    return [make_meld(kind, row, rules, round_no) for kind, row in zip(kinds, filled, strict=True)]
