"""Natural cards that fit no meld at all, even with every wild of the hand.

Such a card is never melded whatever else is chosen: going out may shed at most one of them
(the discard), and a lay-down's best value cannot count it.
"""

from __future__ import annotations

from ..cards import Card
from ..meld_contract import extra_melds_allowed
from ..meld_limits import EXTRA_MIN, max_run_length, max_wilds, run_allowances
from ..rules import RuleSet
from ._hand import HandIndex


def strays(hand: HandIndex, rules: RuleSet, round_no: int) -> list[Card]:
    """Natural cards that fit no set and no run even with every wild of the hand."""
    contract = rules.contract(round_no)
    extras = extra_melds_allowed(rules, round_no)
    wilds = hand.wild_total
    set_ok = bool(contract.sets) or extras
    least_set = min([*contract.sets, EXTRA_MIN["set"]] if extras else contract.sets, default=99)
    least_run = min([*contract.runs, EXTRA_MIN["run"]] if extras else contract.runs, default=99)
    set_wilds = min(wilds, max_wilds(rules, "set", least_set)) if set_ok else 0
    allow, longest = run_allowances(rules), max_run_length(rules)
    places: dict[int, set[int]] = {}  # per suit, worked out once it is asked for
    out = []
    for face, cards in hand.faces.items():
        rank, s = divmod(face, 4)
        if set_ok and hand.rank_count(rank) + set_wilds >= least_set:
            continue
        if s not in places:
            places[s] = run_places(hand, s, least_run, wilds, allow, longest)
        if not any(p in places[s] for p in ((1, 14) if rank == 1 else (rank,))):
            out += cards
    return out


def run_places(
    hand: HandIndex, s: int, least: int, wilds: int, allow: list[int], longest: int
) -> set[int]:
    """The places (1-14, the ace both low and high) that some run of suit ``s`` could hold,
    its gaps filled by the hand's wilds: each window of each useful length is tried once."""
    have = [False] + [hand.nat[r * 4 + s] > 0 for r in range(1, 14)] + [hand.nat[4 + s] > 0]
    if hand.stand:
        have[2] = hand.deuces[s] > 0
    # A longer run helps only where it may hold more wilds: dropping an end adds no gap.
    lengths = [
        n
        for n in range(least, longest + 1)
        if n == least or min(wilds, allow[n]) > min(wilds, allow[n - 1])
    ]
    missing = [0] + [0 if h else 1 for h in have[1:]]  # missing[p]: is place p a gap
    before = [0] * 16  # before[p]: gaps among places 1..p-1
    for p in range(1, 15):
        before[p + 1] = before[p] + missing[p]
    found: set[int] = set()
    for length in lengths:
        limit = min(wilds, allow[length])
        for low in range(1, 16 - length):
            if before[low + length] - before[low] <= limit:
                found.update(range(low, low + length))
    return found
