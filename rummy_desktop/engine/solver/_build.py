"""Turning a counted lay-down into melds of physical cards, each checked by make_meld."""

from __future__ import annotations

from typing import cast

from ..cards import Card
from ..meld_limits import EXTRA_MIN, position_rank
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
    for rank, (mc, me, _need, used, _room) in uses:
        m = mc + me
        picks: list[Card] = []
        piles = sorted(bank.left_of_rank(rank), key=lambda pile: require not in pile)
        for pile in piles:  # the required card's pile first: a set may not take every natural
            take = min(len(pile), m if rules.set_requires_distinct_suits else len(pile))
            take = min(take, used - len(picks))
            picks += pile[:take]
            del pile[:take]
        rows: list[Row] = [[] for _ in range(m)]
        for i, card in enumerate(picks):  # round robin, so suits spread over the sets
            rows[i % m].append(card)
        for i, row in enumerate(rows):
            size = search.shape.size if i < mc else EXTRA_MIN["set"]
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
