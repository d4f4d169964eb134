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

from collections.abc import Callable, Iterator

INF = 1 << 30
SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}
ONE = tuple(1 << (4 * f) for f in range(52))
MAX_NATURALS = 5  # naturals per meld worth trying (see the module docstring)
_NIBBLES_1_TO_4 = sum(0xF << (16 * off) for off in range(4))  # ranks +1..+4 of one suit
_LOW_BITS = sum(1 << (4 * f) for f in range(52))  # bit 0 of every face's count

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
_RunOptions = tuple[tuple[int, int, int], ...]
_RUNS_BY_CHUNK: tuple[dict[int, _RunOptions], dict[int, _RunOptions]] = ({}, {})


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


def make_discard_search(search: Search, memo: dict[int, int], dearest: int = INF) -> Search:
    """``discards(key, u)``: the faces f for which ``search(key - f, u) == 0``, as a mask in
    the key's layout (bit ``4f`` for face f).

    Default flags only. One pass over the same sub-problems instead of one search per card:
    the lowest natural is either the discard or the lowest natural of a meld. Two cuts keep
    it small: if the rest melds with f out, then all of it melds with two more wilds (f and
    two wilds make a set), so a key that does not is hopeless; and a meld whose remaining
    cards hold no face not found yet cannot add to the answer.
    """

    def discards(key: int, u: int) -> int:
        if not key:
            return 0
        mk = (key << 10) | u
        found = memo.get(mk)
        if found is not None:
            return found
        # Without one card f the penalty drops by at most f's points: a sub-hand dearer than
        # the dearest natural cannot reach 0 by a discard.
        if search(key, u) > dearest:
            memo[mk] = 0
            return 0
        bit = (key & -key).bit_length() - 1
        f = bit >> 2
        low = 1 << (bit & ~3)
        found = low if not search(key - low, u) else 0
        have = present(key)
        rsh = (f >> 2) << 4
        for d, k in set_options((key >> rsh) & 0xFFFF):
            if k >= 3 or 3 - k <= u:
                rest = key - (d << rsh)
                if present(rest) & ~found:
                    found |= discards(rest, u - max(0, 3 - k))
                    if found == have:
                        break
        fsh = bit & ~3
        if found != have:
            for base, _k, need in run_options(key, f, False):
                if need <= u:
                    rest = key - (base << fsh)
                    if present(rest) & ~found:
                        found |= discards(rest, u - need)
                        if found == have:
                            break
        memo[mk] = found
        return found

    return discards


def present(key: int) -> int:
    """The faces present in a key, as a mask in the key's layout (bit ``4f`` for face f)."""
    return (key | key >> 1 | key >> 2 | key >> 3) & _LOW_BITS


def meld_choices(key: int, u: int) -> Iterator[tuple[int, int]]:
    """Every (naturals delta, wilds) meld holding the lowest natural: the default search's own
    options, for replaying it."""
    bit = (key & -key).bit_length() - 1
    f, rsh, fsh = bit >> 2, (bit >> 4) << 4, bit & ~3
    for d, k in set_options((key >> rsh) & 0xFFFF):
        j = max(0, 3 - k)
        if j <= u:
            yield d << rsh, j
    for base, _k, need in run_options(key, f, False):
        if need <= u:
            yield base << fsh, need
