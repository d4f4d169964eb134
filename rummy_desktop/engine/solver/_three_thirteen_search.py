"""The search behind the Three Thirteen solver: hand encoding, meld option tables, memoised DP.

A hand's natural cards are one int, ``key``: a 4-bit count for each of the 52 faces, face
``f = (rank - 1) * 4 + suit`` at bits ``4f..4f+3``. Ordering faces by (rank, suit) makes the
lowest set bit the lowest natural, so the search always decides that card first: it is left
over, or it is the lowest natural of a set of its rank or of a run in its suit. Wild cards are
not in the key, only counted (``u`` = wilds the search may still spend).

Only melds with at most 5 naturals, whose naturals span at most 5 ranks in a run, are tried
(each may still take any legal number of wilds): a meld with more splits into two legal melds
under every flag (each part keeps a natural and no more wilds than before), so no penalty is
lost. The arrangement joins such pieces again for display.
"""

from __future__ import annotations

from collections.abc import Callable

INF = 1 << 30
SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
ONE = tuple(1 << (4 * f) for f in range(52))
MAX_NATURALS = 5  # naturals per meld worth trying (see the module docstring)
_NIBBLES_1_TO_4 = sum(0xF << (16 * off) for off in range(4))  # ranks +1..+4 of one suit

Search = Callable[[int, int], int]


def face(rank: int, suit: str) -> int:
    return (rank - 1) * 4 + SUIT_INDEX[suit]


def faces_of(delta: int) -> list[int]:
    """The faces in an encoded multiset, with repeats."""
    out = []
    while delta:  # one turn per face present, lowest first (not one per nibble below it)
        shift = ((delta & -delta).bit_length() - 1) & ~3
        count = (delta >> shift) & 15
        out += [shift >> 2] * count
        delta -= count << shift
    return out


_SET_OPTIONS: dict[int, tuple[tuple[int, int], ...]] = {}


def set_options(block: int) -> tuple[tuple[int, int], ...]:
    """Sets holding the lowest card of a rank block (16 bits: 4 suits' counts): (delta, naturals).

    Deltas are relative to the block; every sub-multiset holding that card, up to 5 naturals.
    """
    opts = _SET_OPTIONS.get(block)
    if opts is None:
        counts = [(block >> (4 * s)) & 15 for s in range(4)]
        low = next(s for s in range(4) if counts[s])
        counts[low] -= 1
        found = [(1 << (4 * low), 1)]
        for s in range(low, 4):
            found = [
                (d + t * (1 << (4 * s)), k + t)
                for d, k in found
                for t in range(min(counts[s], MAX_NATURALS - k) + 1)
            ]
        opts = _SET_OPTIONS[block] = tuple(sorted(found, key=lambda o: -o[1]))
    return opts


def _run_table(with_single: bool) -> dict[int, tuple[tuple[int, int, int], ...]]:
    """For each presence pattern of ranks +1..+4 in the suit: (delta base, naturals, min wilds).

    A delta base shifted left by 4f removes the run's naturals when the lowest is face f.
    """
    table = {}
    for pres in range(16):
        opts = []
        for sub in range(0 if with_single else 1, 16):
            if sub & ~pres:
                continue
            base = 1 + sum(1 << (16 * off) for off in range(1, 5) if sub >> (off - 1) & 1)
            naturals = 1 + bin(sub).count("1")
            opts.append((base, naturals, max(sub.bit_length() + 1, 3) - naturals))
        table[pres] = tuple(sorted(opts, key=lambda o: (o[2], -o[1])))
    return table


_RUNS_DEFAULT = _run_table(with_single=False)  # a lone card + 2 wilds is already a set option
_RUNS_ALL = _run_table(with_single=True)
_RUNS_BY_CHUNK: tuple[dict[int, tuple], dict[int, tuple]] = ({}, {})


def run_options(key: int, f: int, with_single: bool) -> tuple[tuple[int, int, int], ...]:
    """Runs in face f's suit whose lowest natural is f, from the cards present in ``key``."""
    chunk = (key >> (4 * f + 16)) & _NIBBLES_1_TO_4
    cache = _RUNS_BY_CHUNK[with_single]
    opts = cache.get(chunk)
    if opts is None:
        pres = sum(1 << off for off in range(4) if (chunk >> (16 * off)) & 15)
        opts = cache[chunk] = (_RUNS_ALL if with_single else _RUNS_DEFAULT)[pres]
    return opts


def make_default_search(points: tuple[int, ...], memo: dict[int, int]) -> Search:
    """``search(key, u)``: least leftover points of the naturals using at most ``u`` wilds.

    Default flags: every wild is interchangeable and a surplus wild joins any meld for free,
    so each meld takes only the wilds it needs and ``u`` is a budget, not an exact count.
    """

    def search(key: int, u: int) -> int:
        if not key:
            return 0
        mk = (key << 10) | u
        best = memo.get(mk)
        if best is not None:
            return best
        bit = (key & -key).bit_length() - 1
        f = bit >> 2
        best = points[f] + search(key - (1 << (bit & ~3)), u)
        if best:
            rsh = (f >> 2) << 4
            for d, k in set_options((key >> rsh) & 0xFFFF):
                if k >= 3 or 3 - k <= u:
                    v = search(key - (d << rsh), u - max(0, 3 - k))
                    if v < best:
                        best = v
                        if not v:
                            break
        if best:
            fsh = bit & ~3
            for base, _k, need in run_options(key, f, False):
                if need <= u:
                    v = search(key - (base << fsh), u - need)
                    if v < best:
                        best = v
                        if not v:
                            break
        memo[mk] = best
        return best

    return search


def make_general_search(
    points: tuple[int, ...], set_cap: int, max_wilds: int, memo: dict[int, int]
) -> Search:
    """``search(key, u)``: least leftover points of the naturals when melds take exactly ``u`` wilds.

    For the house rules that make wilds scarce or surplus wilds homeless (``max_set_size``,
    ``max_wilds_per_meld``, ``no_all_wild_melds``): each meld may take any legal number of
    wilds, and INF means ``u`` wilds cannot all be placed in melds that hold a natural.
    """

    def search(key: int, u: int) -> int:
        if not key:
            return INF if u else 0
        mk = (key << 10) | u
        best = memo.get(mk)
        if best is not None:
            return best
        bit = (key & -key).bit_length() - 1
        f = bit >> 2
        best = points[f] + search(key - (1 << (bit & ~3)), u)
        rsh = (f >> 2) << 4
        for d, k in set_options((key >> rsh) & 0xFFFF):
            for j in range(max(0, 3 - k), min(u, max_wilds, set_cap - k) + 1):
                best = min(best, search(key - (d << rsh), u - j))
        fsh = bit & ~3
        for base, k, need in run_options(key, f, True):
            for j in range(need, min(u, max_wilds, 13 - k) + 1):
                best = min(best, search(key - (base << fsh), u - j))
        memo[mk] = best
        return best

    return search


def make_discard_search(search: Search, memo: dict[int, int]) -> Search:
    """``discards(key, u)``: a bitmask of the faces f for which ``search(key - f, u) == 0``.

    Default flags only. One pass over the same sub-problems instead of one search per card:
    the lowest natural is either the discard or the lowest natural of a meld.
    """

    def discards(key: int, u: int) -> int:
        if not key:
            return 0
        mk = (key << 10) | u
        found = memo.get(mk)
        if found is not None:
            return found
        bit = (key & -key).bit_length() - 1
        f = bit >> 2
        found = 1 << f if not search(key - (1 << (bit & ~3)), u) else 0
        rsh = (f >> 2) << 4
        for d, k in set_options((key >> rsh) & 0xFFFF):
            if k >= 3 or 3 - k <= u:
                found |= discards(key - (d << rsh), u - max(0, 3 - k))
        fsh = bit & ~3
        for base, _k, need in run_options(key, f, False):
            if need <= u:
                found |= discards(key - (base << fsh), u - need)
        memo[mk] = found
        return found

    return discards


def meld_choices(key: int, u: int, general: bool, set_cap: int, max_wilds: int):
    """Every (naturals delta, wilds) meld holding the lowest natural: the search's own options."""
    bit = (key & -key).bit_length() - 1
    f, rsh, fsh = bit >> 2, (bit >> 4) << 4, bit & ~3
    for d, k in set_options((key >> rsh) & 0xFFFF):
        lo = max(0, 3 - k)
        hi = min(u, max_wilds, set_cap - k) if general else lo
        for j in range(lo, min(hi, u) + 1):
            yield d << rsh, j
    for base, k, need in run_options(key, f, general):
        hi = min(u, max_wilds, 13 - k) if general else need
        for j in range(need, min(hi, u) + 1):
            yield base << fsh, j
