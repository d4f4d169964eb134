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
    least_set = EXTRA_MIN["set"] if extras else max(contract.sets, default=99)
    least_run = min([*contract.runs, EXTRA_MIN["run"]] if extras else contract.runs, default=99)
    out = []
    for face, cards in hand.faces.items():
        rank, s = divmod(face, 4)
        if set_ok:
            n = hand.rank_count(rank)
            if n + min(wilds, max_wilds(rules, "set", least_set)) >= least_set:
                continue
        if not run_through(hand, rules, s, rank, least_run, wilds):
            out += cards
    return out


def run_through(hand: HandIndex, rules: RuleSet, s: int, rank: int, least: int, wilds: int) -> bool:
    """Whether some run of suit ``s`` could hold this rank (a longer run may allow more wilds)."""
    have = [False] + [hand.nat[r * 4 + s] > 0 for r in range(1, 14)] + [hand.nat[4 + s] > 0]
    if hand.stand:
        have[2] = hand.deuces[s] > 0
    allow = run_allowances(rules)
    # A longer run helps only where it may hold more wilds: dropping an end adds no gap.
    lengths = [
        n
        for n in range(least, max_run_length(rules) + 1)
        if n == least or min(wilds, allow[n]) > min(wilds, allow[n - 1])
    ]
    for place in (1, 14) if rank == 1 else (rank,):
        for length in lengths:
            limit = min(wilds, allow[length])
            for low in range(max(1, place - length + 1), min(place, 15 - length) + 1):
                if sum(not have[p] for p in range(low, low + length)) <= limit:
                    return True
    return False
