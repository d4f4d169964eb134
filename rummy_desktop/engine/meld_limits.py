"""Numeric meld limits of Hillbilly (RULES 3.5, 3.6), shared by the meld checks and the solver.

Everything here works on plain numbers so the solver can call it in its inner loops.

>>> from .rules import RuleSet
>>> rules = RuleSet.preset("hillbilly", wild_limit_rule="shanghai_table")
>>> [max_wilds(rules, "run", n) for n in (4, 5, 7, 10)]
[1, 2, 3, 4]
"""

from __future__ import annotations

from .rules import RuleSet

# The smallest extra meld (flags allow_extra_melds_at_laydown, final_round_allow_extra_melds):
# the smallest set and the smallest run that any Hillbilly contract asks for.
EXTRA_MIN = {"set": 3, "run": 4}


def max_wilds(rules: RuleSet, kind: str, length: int) -> int:
    """The most wild cards a meld of this kind and length may hold.

    Every rule keeps at least one natural card. Readings of `wild_limit_rule`:

    * ``one_per_meld`` (seed): 1.
    * ``not_more_than_naturals`` (Shanghai on Wikipedia, Onze): wilds <= naturals.
    * ``shanghai_table`` (pagat Shanghai: "1 joker in a set of 3 or run of 4, 2 in a run of 5,
      3 in a run of 7, 4 in a run of 10"): a set holds 1 whatever its size (the table only
      names sets of 3); a run of up to 4 holds 1, of 5-6 holds 2, of 7-9 holds 3, of 10 or
      more holds 4. The allowance is read from the meld's current length, so it grows as
      cards are laid off.
    * ``unlimited`` (Phase 10): any number, but at least one natural.
    """
    rule = rules.wild_limit_rule
    if rule == "one_per_meld":
        limit = 1
    elif rule == "not_more_than_naturals":
        limit = length // 2
    elif rule == "shanghai_table":
        if kind == "set" or length <= 4:
            limit = 1
        else:
            limit = 2 if length <= 6 else 3 if length <= 9 else 4
    else:
        limit = length - 1
    return max(0, min(limit, length - 1))


_ALLOW: dict[str, list[int]] = {}


def run_allowances(rules: RuleSet) -> list[int]:
    """The wild limit of a run of each length 0..15, cached per wild-limit rule."""
    key = rules.wild_limit_rule
    if key not in _ALLOW:
        _ALLOW[key] = [max_wilds(rules, "run", n) for n in range(16)]
    return _ALLOW[key]


def max_run_length(rules: RuleSet) -> int:
    """14 (A-2-...-K-A, two aces) or 13 with `run_max_len_13`."""
    return 13 if rules.run_max_len_13 else 14


def position_rank(position: int) -> int:
    """The card rank standing at a run position: position 14 is the ace high."""
    return 1 if position == 14 else position


def runs_conflict(low1: int, high1: int, low2: int, high2: int, rule: str) -> bool:
    """Whether two runs of one suit in one lay-down break `same_suit_run_rule`.

    Runs sharing a position (built from different decks, e.g. 3-6♠a and 3-6♠b) never conflict:
    they could not be one run. Otherwise the ranks strictly between them are the gap:
    ``no_adjacent`` needs at least 1 missing rank (3-6♠ + 7-10♠ could be one run),
    ``gap_ge_2`` at least 2 (DroopyTersen: 3-6♠ + 8-J♠ is refused), ``free`` anything.
    """
    if rule == "free" or (low1 <= high2 and low2 <= high1):
        return False
    gap = low2 - high1 - 1 if low1 < low2 else low1 - high2 - 1
    return gap < (2 if rule == "gap_ge_2" else 1)
