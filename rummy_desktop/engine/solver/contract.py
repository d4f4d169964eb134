"""Hillbilly contract search: can these cards lay down this round's contract, and how best?

>>> from ..cards import parse_cards
>>> from ..rules import RuleSet
>>> rules = RuleSet.preset("hillbilly")
>>> melds = find_laydown(parse_cards("7H 7S 7D 9C 9D JK KS 4C"), rules, 1)
>>> [str(m) for m in melds]
['7♠ 7♥ 7♦', '9♦ 9♣ JK']
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..melds import Meld
from ..rules import RuleSet
from ._build import build_laydown
from ._going_out import going_out
from ._hand import HandIndex
from ._laydown import LaydownSearch


def find_laydown(
    cards: Sequence[Card], rules: RuleSet, round_no: int, require: Card | None = None
) -> list[Meld] | None:
    """A legal lay-down of the round's contract from some of ``cards``, or None if none exists.

    Existence is exact. Among the lay-downs, the one returned leaves the fewest points in hand
    (RULES 3.13): melds run longer than the minimum and take spare wilds where they can.
    ``require`` is a card the lay-down must use (a wild just swapped off the table, RULES 3.9).
    Sets come first, then runs, in the order of the contract; every meld passes make_meld and
    the whole passes check_contract. In round 10 this only answers whether the three runs
    exist; going out there is :func:`find_going_out_laydown`.
    """
    if require is not None and require not in cards:
        raise ValueError(f"the required card {require.pretty} is not among the cards")
    # The answer depends only on the cards as values (the search sorts them first): bots ask
    # about the same hand again and again (each buy offer, then the lay-down after taking).
    key = (id(rules), round_no, require, tuple(sorted((c.rank, c.suit, c.copy) for c in cards)))
    known = _FOUND.get(key)
    if known is not None and known[0] is rules:
        return None if known[1] is None else list(known[1])
    hand = HandIndex(cards, rules, round_no)
    search = LaydownSearch(hand, rules, round_no, require)
    best = search.search()
    found = None if best.value < 0 else build_laydown(best, search, rules, round_no, require)
    if len(_FOUND) >= _MAX_FOUND:
        _FOUND.clear()
    _FOUND[key] = (rules, None if found is None else tuple(found))  # melds are immutable
    return found


# Lay-downs already searched for: (rules id, round, required card, the cards' keys) to the
# rules (an id is reused once its object is gone: the entry must be for this very one) and
# the melds found, or None.
_FOUND: dict[tuple[object, ...], tuple[RuleSet, tuple[Meld, ...] | None]] = {}
_MAX_FOUND = 4096


def find_going_out_laydown(
    cards: Sequence[Card], rules: RuleSet, round_no: int, forbidden: Card | None = None
) -> tuple[list[Meld], Card | None] | None:
    """Round 10 (RULES 3.10): every card but one in the contract's runs, and that one discarded.

    Returns (melds, discard) or None. The discard is never ``forbidden`` (the card just taken
    from the discard pile; another copy of it is fine). Any workable discard does, since the
    player goes out: the choice is deterministic (the first in card order by default). With
    `final_round_no_discard` every card is melded and the discard is None; with
    `final_round_allow_extra_melds` extra sets (3+) or runs (4+) may hold the surplus.
    """
    if _too_many_suits(cards, rules, round_no):
        return None
    return going_out(cards, rules, round_no, forbidden)


def _too_many_suits(cards: Sequence[Card], rules: RuleSet, round_no: int) -> bool:
    """A quick, safe refusal: the naturals need more runs than the contract has.

    A run holds one suit and each rank once (an ace twice: low and high), so a suit needs as
    many runs as its most repeated rank. The exact search proves the same, but with many
    wilds under an unlimited wild rule it takes seconds. The discard can spare one run.
    """
    if rules.contract(round_no).sets or rules.final_round_allow_extra_melds:
        return False
    counts: dict[tuple[str, int], int] = {}
    for card in cards:
        if not rules.is_wild(card, round_no):  # a deuce may act as a wild: never counted
            counts[card.face[::-1]] = counts.get(card.face[::-1], 0) + 1
    by_suit: dict[str, list[int]] = {}
    for (suit, rank), n in counts.items():
        by_suit.setdefault(suit, []).append(-(-n // 2) if rank == 1 else n)
    need = sum(max(runs) for runs in by_suit.values())
    # The discard spares a run only where one card's removal lowers that suit's need.
    lowers = any(
        sum(counts.get((suit, r), 0) for r in range(1, 14)) == 1
        or _need_drops(suit, counts, max(runs))
        for suit, runs in by_suit.items()
    )
    spare = 0 if rules.final_round_no_discard or not lowers else 1
    return need - spare > len(rules.contract(round_no).runs)


def _need_drops(suit: str, counts: dict[tuple[str, int], int], need: int) -> bool:
    """Whether removing one natural of ``suit`` lowers the runs that suit needs."""
    at_max = []
    for rank in range(1, 14):
        n = counts.get((suit, rank), 0)
        runs = -(-n // 2) if rank == 1 else n
        if runs == need:
            at_max.append((rank, n))
    if len(at_max) != 1:
        return False
    rank, n = at_max[0]
    return rank != 1 or n % 2 == 1
