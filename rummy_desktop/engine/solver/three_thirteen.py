"""The exact Three Thirteen solver: minimum penalty, an optimal arrangement, go-out discards.

RULES.md 4.4 (melds), 4.6 (going out) and 4.9 (scoring): the penalty is the least total of
``rules.card_points`` over the unmatched cards, across every way to split the hand into melds.

>>> from rummy_desktop.engine.cards import parse_cards
>>> from rummy_desktop.engine.rules import RuleSet
>>> rules = RuleSet.preset("three-thirteen")
>>> min_penalty(parse_cards("AS 2S 3S AH AD"), rules, 3)  # T-20
2
>>> [c.code for c in go_out_discards(parse_cards("5S 6S 7S 8S 9H"), rules, 3)]  # T-33
['9H']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..cards import JOKER_RANK, Card, joker
from ..rules import RuleSet
from ._three_thirteen_general import GeneralRules, GeneralSearch, absorbed_wilds
from ._three_thirteen_search import (
    ONE,
    SUIT_INDEX,
    Search,
    face,
    faces_of,
    make_default_search,
    make_discard_search,
    meld_choices,
)

_NO_LIMIT = 99
_MEMO_LIMIT = 100_000  # entries per memo, shared across calls; cleared when it grows past this


@dataclass(frozen=True, slots=True)
class Arrangement:
    """An optimal split of a hand: its penalty, its melds and its unmatched cards."""

    penalty: int
    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class _Profile:
    """What the solver needs to know of a rule set in one round."""

    wild_rank: int | None
    general: bool  # a house rule makes wilds scarce: the exact (slower) search
    points: tuple[int, ...]  # leftover points of each natural face
    set_cap: int
    max_wilds: int
    all_wild_max: int  # largest all-wild meld (0: none allowed)
    memo: dict[int, int]
    search: Search
    discard_memo: dict[int, int]
    discards: Search  # default flags only: faces whose discard leaves everything melded
    exact: GeneralSearch | None  # the house rules' search (general only)


_PROFILES: dict[tuple[int, int], tuple[RuleSet, _Profile]] = {}
# What a profile shares with every rule set alike in these facts: memo, search, discard
# memo, discard search, and the exact search (house rules only).
_Searches = tuple[dict[int, int], Search, dict[int, int], Search, GeneralSearch | None]
_SEARCHES: dict[tuple[object, ...], _Searches] = {}


def _profile(rules: RuleSet, round_no: int) -> _Profile:
    entry = _PROFILES.get((id(rules), round_no))
    if entry is not None and entry[0] is rules:
        return entry[1]
    wild = rules.wild_rank(round_no)
    assert wild is not None  # Three Thirteen always has a wild rank
    general = bool(rules.max_set_size or rules.no_all_wild_melds or rules.max_wilds_per_meld)
    points = []
    for f in range(52):
        card = Card(f // 4 + 1, "SHDC"[f % 4])
        # Under the default rules a wild-rank card never sits in the key, so a round-free
        # table lets every round share one memo.
        other_round = round_no if general or card.rank != wild else (2 if wild == 3 else 1)
        points.append(rules.card_points(card, other_round))
    general = general or min(points) <= 0  # the default search's "no meld" test needs points > 0
    set_cap = rules.max_set_size or _NO_LIMIT
    max_wilds = rules.max_wilds_per_meld or _NO_LIMIT
    all_wild_max = 0 if rules.no_all_wild_melds else min(max_wilds, max(set_cap, 13))
    all_wild_max = all_wild_max if all_wild_max >= 3 else 0
    wild_points = rules.card_points(Card(wild, "S"), round_no)
    joker_points = rules.card_points(joker(), round_no)
    faces = tuple(points)
    facts: tuple[object, ...] = (general, set_cap, max_wilds, faces)
    if general:
        facts += (wild, all_wild_max, wild_points, joker_points)
    if facts not in _SEARCHES:
        if len(_SEARCHES) > 32:  # rule sets seldom differ in these facts; stay bounded anyway
            _SEARCHES.clear()
            _PROFILES.clear()
        memo: dict[int, int] = {}
        discard_memo: dict[int, int] = {}
        search = make_default_search(faces, memo)
        discards = make_discard_search(search, discard_memo, max(faces))
        exact = None
        if general:
            exact = GeneralSearch(
                GeneralRules(
                    faces, wild, set_cap, max_wilds, all_wild_max, wild_points, joker_points
                )
            )
        _SEARCHES[facts] = (memo, search, discard_memo, discards, exact)
    prof = _Profile(wild, general, faces, set_cap, max_wilds, all_wild_max, *_SEARCHES[facts])
    if len(_PROFILES) > 256:
        _PROFILES.clear()
    _PROFILES[(id(rules), round_no)] = (rules, prof)
    return prof


def _clear_caches() -> None:
    """Forget every memoised sub-problem (benchmarks use it for cold-cache figures)."""
    for memo, _search, discard_memo, _discards, exact in _SEARCHES.values():
        memo.clear()
        discard_memo.clear()
        if exact is not None:
            exact.memo.clear()
            exact.discard_memo.clear()


def _display_key(card: Card) -> tuple[int, int, int]:
    """Suits in the order S, H, D, C, then rank; jokers last."""
    if card.rank == JOKER_RANK:
        return (4, 0, card.copy)
    return (SUIT_INDEX[card.suit], card.rank, card.copy)


# ---- the penalty ----------------------------------------------------------------------------


def _encode(cards: Sequence[Card], prof: _Profile) -> tuple[int, int, list[Card]]:
    """(key of the naturals, their points, the wild cards). Wild-rank cards count as wilds."""
    key = total = 0
    wilds = []
    wild_rank, points = prof.wild_rank, prof.points
    for c in cards:
        if c.rank == JOKER_RANK or c.rank == wild_rank:
            wilds.append(c)
        else:
            f = (c.rank - 1) * 4 + SUIT_INDEX[c.suit]
            key += ONE[f]
            total += points[f]
    return key, total, wilds


def _default_penalty(
    key: int, total: int, naturals: int, wild_points: list[int], prof: _Profile
) -> tuple[int, int]:
    """(penalty, wild budget searched). Default flags: spare wilds join any meld for free."""
    if len(prof.memo) > _MEMO_LIMIT:
        prof.memo.clear()
    w = len(wild_points)
    # Two wilds meld any natural, so a bigger budget changes nothing and only splits the memo.
    u = min(w, 2 * naturals)
    best = prof.search(key, u)
    if best == total and w < 3:  # nothing melds: natural points are > 0, so no meld was found
        return total + sum(wild_points), u
    return best, u


def _general_key(cards: Sequence[Card]) -> tuple[int, int]:
    """(key of every natural, wild-rank cards included; the number of jokers)."""
    key = jokers = 0
    for c in cards:
        if c.rank == JOKER_RANK:
            jokers += 1
        else:
            key += ONE[face(c.rank, c.suit)]
    return key, jokers


def _general_penalty(cards: Sequence[Card], prof: _Profile) -> int:
    exact = prof.exact
    assert exact is not None
    if len(exact.memo) > _MEMO_LIMIT:
        exact.memo.clear()
    key, jokers = _general_key(cards)
    return exact.search(key, jokers, jokers)


def min_penalty(cards: Sequence[Card], rules: RuleSet, round_no: int) -> int:
    """The least total points of the unmatched cards over every arrangement (RULES 4.9)."""
    prof = _profile(rules, round_no)
    if prof.general:
        return _general_penalty(cards, prof)
    key, total, wilds = _encode(cards, prof)
    wild_points = [rules.card_points(c, round_no) for c in wilds]
    return _default_penalty(key, total, len(cards) - len(wilds), wild_points, prof)[0]


# ---- the arrangement ------------------------------------------------------------------------


def _walk(key: int, u: int, prof: _Profile, total: int) -> list[tuple[list[int], int]]:
    """Replay the memoised search (default rules): the melds (natural faces, wilds) of an
    optimal choice. ``total`` is the points of the naturals in ``key``: once the least
    penalty of the cards left is their total, the replay would only leave each of them over
    in turn, so it stops there (the same melds, without a search call per leftover card)."""
    melds = []
    search, points = prof.search, prof.points
    while key:
        target = search(key, u)
        if target == total:
            break
        bit = (key & -key).bit_length() - 1
        if points[bit >> 2] + search(key - (1 << (bit & ~3)), u) == target:
            key -= 1 << (bit & ~3)
            total -= points[bit >> 2]
            continue
        for delta, j in meld_choices(key, u):
            if search(key - delta, u - j) == target:
                faces = faces_of(delta)
                melds.append((faces, j))
                key, u = key - delta, u - j
                total -= sum(points[f] for f in faces)
                break
    return melds


def best_arrangement(cards: Sequence[Card], rules: RuleSet, round_no: int) -> Arrangement:
    """An arrangement with the least penalty: each meld ordered, runs low to high."""
    prof = _profile(rules, round_no)
    if prof.general:
        penalty, groups, unmatched = _general_arrangement(cards, prof, rules, round_no)
        return _finish(penalty, groups, unmatched, rules, round_no)
    pool: dict[int, list[Card]] = {}
    key, total, wilds = _encode(cards, prof)
    wild_points = [rules.card_points(c, round_no) for c in wilds]
    penalty, u = _default_penalty(key, total, len(cards) - len(wilds), wild_points, prof)
    naturals = [c for c in cards if c.rank != JOKER_RANK and c.rank != prof.wild_rank]
    walked = _walk(key, u, prof, total)
    if not walked and not wilds:  # nothing melds: every card is left over
        return Arrangement(penalty, (), tuple(sorted(naturals, key=_display_key)))
    for c in naturals:
        pool.setdefault(face(c.rank, c.suit), []).append(c)
    groups = [
        [pool[f].pop(0) for f in faces] + [wilds.pop(0) for _ in range(j)] for faces, j in walked
    ]
    if wilds and (groups or len(wilds) >= 3):
        _place_surplus(groups, wilds, rules, round_no)
    unmatched = [c for cs in pool.values() for c in cs] + wilds
    return _finish(penalty, groups, unmatched, rules, round_no)


def _finish(
    penalty: int, groups: list[list[Card]], unmatched: list[Card], rules: RuleSet, round_no: int
) -> Arrangement:
    merged = _merge(groups, rules, round_no)
    melds = [m for m in (_layout(g, rules, round_no) for g in merged) if m is not None]
    assert len(melds) == len(merged), "the solver built an illegal meld"
    return Arrangement(
        penalty,
        tuple(sorted(melds, key=lambda m: min(map(_display_key, m)))),
        tuple(sorted(unmatched, key=_display_key)),
    )


def _general_arrangement(
    cards: Sequence[Card], prof: _Profile, rules: RuleSet, round_no: int
) -> tuple[int, list[list[Card]], list[Card]]:
    """(penalty, melds, unmatched cards) of an optimal arrangement under the house rules."""
    exact = prof.exact
    assert exact is not None
    key, jokers = _general_key(cards)
    penalty = _general_penalty(cards, prof)
    pool: dict[int, list[Card]] = {}
    for c in cards:
        if c.rank != JOKER_RANK:
            pool.setdefault(face(c.rank, c.suit), []).append(c)
    plan: list[tuple[list[int], int]] = []
    b = jokers
    while key & ~exact.w_mask:  # replay the search's choices
        target = exact.search(key, b, jokers)
        rest = key & ~exact.w_mask
        bit = (rest & -rest).bit_length() - 1
        low = 1 << (bit & ~3)
        if prof.points[bit >> 2] + exact.search(key - low, b, jokers) == target:
            key -= low  # unmatched: it stays in the pool
            continue
        for delta, j in exact.choices(key, b):
            if exact.search(key - delta, b - j, jokers) == target:
                plan.append((faces_of(delta), j))
                key, b = key - delta, b - j
                break
        else:
            raise AssertionError("the arrangement does not follow the search")
    flex = [c for c in cards if c.rank == prof.wild_rank]
    naturals_of_plan = [c for faces, _j in plan for c in (pool[f].pop(0) for f in faces)]
    flex_left = [c for c in flex if c not in naturals_of_plan]
    _cost, (x, end_melds, _spare, absorbed) = exact.end(len(flex_left), b, jokers)
    # Wilds: the jokers and the wild-rank cards that act as wilds; the dearest go into melds.
    wilds = [c for c in cards if c.rank == JOKER_RANK] + flex_left[:x]
    wilds.sort(key=lambda c: -rules.card_points(c, round_no))
    own = flex_left[x:]
    groups: list[list[Card]] = []
    taken = iter(naturals_of_plan)
    for faces, j in plan:
        groups.append([next(taken) for _ in faces] + [wilds.pop(0) for _ in range(j)])
    for k, j in end_melds:
        groups.append([own.pop(0) for _ in range(k)] + [wilds.pop(0) for _ in range(j)])
    top = prof.all_wild_max
    while absorbed:  # all-wild melds of 3..top cards, leaving a count that still fits
        size = next(
            n
            for n in range(min(top, absorbed), 2, -1)
            if absorbed_wilds(absorbed - n, top) == absorbed - n
        )
        groups.append([wilds.pop(0) for _ in range(size)])
        absorbed -= size
    unmatched = [c for f, cs in pool.items() for c in cs if c.rank != prof.wild_rank]
    return penalty, groups, unmatched + own + wilds


def _place_surplus(groups: list[list[Card]], wilds: list[Card], rules: RuleSet, rnd: int) -> None:
    """Default flags: give the spare wilds a meld (a set takes any number, a run up to 13)."""
    for g in groups:
        if _layout(g + wilds, rules, rnd) is not None:
            g.extend(wilds)
            break
    else:
        groups.append(list(wilds))  # three or more spare wilds: an all-wild meld
    wilds.clear()


def _merge(groups: list[list[Card]], rules: RuleSet, rnd: int) -> list[list[Card]]:
    """Join melds that still form one legal meld together (the search splits long runs)."""
    groups = [list(g) for g in groups]
    merged = True
    while merged:
        merged = False
        for i in range(len(groups)):
            for j in range(i + 1, len(groups)):
                if _layout(groups[i] + groups[j], rules, rnd) is not None:
                    groups[i] += groups.pop(j)
                    merged = True
                    break
            if merged:
                break
    return groups


# ---- single melds ---------------------------------------------------------------------------


def _layout(cards: Sequence[Card], rules: RuleSet, round_no: int) -> tuple[Card, ...] | None:
    """The cards laid out as one legal meld (a set, else a run low to high), or None."""
    laid = _laid_out(cards, rules, round_no)
    return laid[0] if laid is not None else None


def stand_ins(
    meld: Sequence[Card], rules: RuleSet, round_no: int
) -> tuple[tuple[Card, int, str], ...]:
    """Each wild of a meld of ``best_arrangement`` and what it stands for: (card, rank,
    suit), the suit '' in a set (any suit). A wild-rank card in its own place in a run, or in
    a set of the wild rank, stands for itself and is not listed.

    >>> from rummy_desktop.engine.cards import parse_cards
    >>> rules = RuleSet.preset("three-thirteen")
    >>> [(c.code, r, s) for c, r, s in stand_ins(parse_cards("10C JC 5S KC"), rules, 3)]
    [('5S', 12, 'C')]
    >>> [(c.code, r, s) for c, r, s in stand_ins(parse_cards("9D 9C 3S"), rules, 1)]
    [('3S', 9, '')]
    >>> stand_ins(parse_cards("2H 3H 4H"), rules, 1), stand_ins(parse_cards("3H 3D 3C"), rules, 1)
    ((), ())
    """
    laid = _laid_out(meld, rules, round_no)
    if laid is None:
        return ()
    cards, start, suit, run = laid
    wild = rules.wild_rank(round_no)
    found = []
    for i, card in enumerate(cards):
        rank = start + i if run else start  # a run's place, or the set's rank
        itself = card.rank == rank and (not run or card.suit == suit)
        if card.rank == JOKER_RANK or (card.rank == wild and not itself):
            found.append((card, rank, suit))
    return tuple(found)


def _laid_out(
    cards: Sequence[Card], rules: RuleSet, round_no: int
) -> tuple[tuple[Card, ...], int, str, bool] | None:
    """``_layout``'s meld, its first rank and suit, and whether it is a run: a run's lowest
    place and its suit ('' if all its cards are wild), or a set's rank and ''."""
    n = len(cards)
    if n < 3:
        return None
    wild = rules.wild_rank(round_no)
    plain = sorted((c for c in cards if c.rank not in (JOKER_RANK, wild)), key=_display_key)
    if len(plain) == n:  # no wild card: a set, or a run of n ranks in a row, as sorted
        distinct = {c.rank for c in plain}
        if len(distinct) == 1:
            fits = n <= (rules.max_set_size or _NO_LIMIT)
            return (tuple(plain), plain[0].rank, "", False) if fits else None
        if len(distinct) < n or len({c.suit for c in plain}) > 1 or n > 13:
            return None
        if plain[-1].rank - plain[0].rank != n - 1:
            return None
        return tuple(plain), plain[0].rank, plain[0].suit, True
    cap = rules.max_wilds_per_meld or _NO_LIMIT
    flex = sorted((c for c in cards if c.rank == wild), key=_display_key)
    jokers = [c for c in cards if c.rank == JOKER_RANK]
    if len({c.rank for c in plain}) <= 1 and n <= (rules.max_set_size or _NO_LIMIT):
        naturals, rest = (plain, flex + jokers) if plain else (flex, jokers)
        if len(rest) <= cap and (naturals or not rules.no_all_wild_melds):
            # With no plain card: a set of the wild rank.
            rank = naturals[0].rank if naturals else (wild or JOKER_RANK)
            return tuple(naturals) + tuple(rest), rank, "", False
    suits = {c.suit for c in plain}
    if len(suits) > 1 or n > 13 or len({c.rank for c in plain}) < len(plain):
        return None
    # At most one wild-rank card can stand as itself in a run (they all share one rank).
    for own in [i for i, c in enumerate(flex) if not suits or c.suit in suits] + [None]:
        naturals = plain + ([flex[own]] if own is not None else [])
        if n - len(naturals) > cap or (not naturals and rules.no_all_wild_melds):
            continue
        ranks = [c.rank for c in naturals]
        lo, hi = (min(ranks), max(ranks)) if ranks else (1, 1)
        if hi - lo + 1 > n:
            continue
        by_rank = {c.rank: c for c in naturals}
        spare = [c for i, c in enumerate(flex) if i != own] + jokers
        start = min(lo, 14 - n)
        laid = tuple(by_rank[r] if r in by_rank else spare.pop(0) for r in range(start, start + n))
        return laid, start, naturals[0].suit if naturals else "", True
    return None


def is_meld(cards: Sequence[Card], rules: RuleSet, round_no: int) -> bool:
    """Can all these cards together form one legal set or run this round (RULES 4.4)?

    >>> from rummy_desktop.engine.cards import parse_cards
    >>> rules = RuleSet.preset("three-thirteen")
    >>> is_meld(parse_cards("QS KH KC"), rules, 11), is_meld(parse_cards("QD KD AD"), rules, 1)
    (True, False)
    """
    return _layout(cards, rules, round_no) is not None


# ---- going out ------------------------------------------------------------------------------


def go_out_discards(
    cards: Sequence[Card],
    rules: RuleSet,
    round_no: int,
    forbidden: Card | None = None,
    *,
    penalty: int | None = None,
) -> list[Card]:
    """The cards whose discard leaves every other card melded (RULES 4.6).

    One physical card per face (the first in ``cards``), never ``forbidden`` (the card just
    taken from the discard pile), sorted by suit (S, H, D, C) then rank, jokers last.
    ``penalty`` is ``min_penalty(cards, rules, round_no)`` when the caller has it already.
    """
    prof = _profile(rules, round_no)
    first: dict[tuple[int, str], Card] = {}
    for c in cards:
        if c != forbidden:
            first.setdefault((c.rank, c.suit), c)
    # Leaving c unmatched costs its points, so no card cheaper than the whole penalty can work.
    whole = min_penalty(cards, rules, round_no) if penalty is None else penalty
    candidates = [c for c in first.values() if rules.card_points(c, round_no) >= whole]
    if not candidates:
        return []
    if prof.general:
        exact = prof.exact
        assert exact is not None
        if len(exact.discard_memo) > _MEMO_LIMIT:
            exact.discard_memo.clear()
        key, jokers = _general_key(cards)
        outs = exact.discards(key, jokers, jokers)
        found = [
            c
            for c in candidates
            if (
                exact.search(key, jokers - 1, jokers - 1) == 0
                if c.rank == JOKER_RANK
                else outs >> (4 * face(c.rank, c.suit)) & 1
            )
        ]
        return sorted(found, key=_display_key)
    # Default flags: one search finds every natural whose discard leaves the rest melded.
    key, total, wilds = _encode(cards, prof)
    wild_points = [rules.card_points(c, round_no) for c in wilds]
    naturals = len(cards) - len(wilds)
    if len(prof.discard_memo) > _MEMO_LIMIT:
        prof.discard_memo.clear()
    # A lone natural leaves only wilds, which the search alone does not score: test it plainly.
    some_natural = any(c.rank not in (JOKER_RANK, prof.wild_rank) for c in candidates)
    outs = prof.discards(key, min(len(wilds), 2 * naturals)) if naturals > 1 and some_natural else 0
    found = []
    for c in candidates:
        if c.rank == JOKER_RANK or c.rank == prof.wild_rank:
            rest = _without(wild_points, wild_points[wilds.index(c)])
            out = _default_penalty(key, total, naturals, rest, prof)[0] == 0
        elif naturals > 1:
            out = bool(outs >> (4 * face(c.rank, c.suit)) & 1)
        else:
            out = _default_penalty(0, 0, 0, wild_points, prof)[0] == 0
        if out:
            found.append(c)
    return sorted(found, key=_display_key)


T = TypeVar("T")


def _without(items: Sequence[T], item: T) -> list[T]:
    rest = list(items)
    rest.remove(item)
    return rest
