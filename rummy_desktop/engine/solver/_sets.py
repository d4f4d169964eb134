"""The sets of a lay-down, chosen by counting once the runs have taken their cards.

After the runs, a set of rank R is a matter of numbers: how many naturals of R are left, how
many wilds the sets need and how many more wilds they could hold. A set takes every natural
of its rank still in hand (a bigger set leaves fewer points; with `laydown_exact_lengths` it
takes just enough). A small dynamic programme over the ranks then picks the ranks exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from ..meld_limits import EXTRA_MIN, max_wilds
from ..rules import RuleSet

# One way to use a rank: (contract sets made, as a code of how many of each length; extra
# sets; wilds needed; naturals used; spare room; each set's (least length, naturals)).
RankUse = tuple[int, int, int, int, int, tuple[tuple[int, int], ...]]
# A DP state: (contract sets made (code), wilds needed, required rank used, spare room) -> points.
StateKey = tuple[int, int, bool, int]
# A DP back-pointer: the rank chosen, how it was used, and the chain before it.
Back = tuple[int, RankUse, "Back | None"]


@dataclass(frozen=True, slots=True)
class SetShape:
    """What the contract asks of its sets, and the flags that shape them."""

    sizes: tuple[int, ...]  # the contract's sets, longest first ("a set of 4 and one of 3")
    extras: bool
    exact: bool
    distinct: bool
    differ: bool
    room_cap: int  # spare room beyond this never matters: no more wild cards exist

    @classmethod
    def of(
        cls, rules: RuleSet, sizes: tuple[int, ...], extras: bool, exact: bool, wilds: int
    ) -> SetShape:
        return cls(
            tuple(sorted(sizes, reverse=True)),
            extras,
            exact,
            rules.set_requires_distinct_suits,
            rules.sets_must_differ_in_rank,
            wilds,
        )

    @property
    def k(self) -> int:
        return len(self.sizes)

    @property
    def least(self) -> int:
        """The shortest set the lay-down may hold (an extra set counts too)."""
        return min((*self.sizes, EXTRA_MIN["set"]) if self.extras else self.sizes, default=3)


class Made:
    """How many contract sets of each least length are made, as one number (mixed radix), so
    the DP's states stay small integers: with one length it is simply the count."""

    def __init__(self, sizes: tuple[int, ...]) -> None:
        self.lengths = sorted(set(sizes), reverse=True)
        self.counts = [sizes.count(n) for n in self.lengths]
        self.base = []
        step = 1
        for n in self.counts:
            self.base.append(step)
            step *= n + 1
        self.full = sum(n * b for n, b in zip(self.counts, self.base, strict=True))
        # Every code, and which sums stay within the contract (-1: one length too many).
        codes = [self.code(c) for c in product(*(range(n + 1) for n in self.counts))]
        # add[a][b]: a + b, or -1 past the contract (the codes are exactly 0..full).
        self.add: list[list[int]] = [[-1] * (self.full + 1) for _ in range(self.full + 1)]
        for a in codes:
            for b in codes:
                da, db = self.digits(a), self.digits(b)
                fits = all(x + y <= n for x, y, n in zip(da, db, self.counts, strict=True))
                self.add[a][b] = a + b if fits else -1

    def code(self, counts: tuple[int, ...]) -> int:
        return sum(n * b for n, b in zip(counts, self.base, strict=True))

    def digits(self, code: int) -> list[int]:
        return [code // b % (n + 1) for b, n in zip(self.base, self.counts, strict=True)]


@lru_cache(maxsize=256)
def made_of(sizes: tuple[int, ...]) -> Made:
    """One Made a contract's sets (its table of sums is worked out once)."""
    return Made(sizes)


_Options = dict[tuple[int, ...], list[RankUse]]  # a rank's counts by suit -> its uses
_Room = dict[tuple[int, int], int]
_SHARED: dict[tuple[SetShape, str], tuple[_Options, _Room]] = {}


class SetPlanner:
    """Per-rank options and the rank DP, cached: many run choices leave the same counts."""

    def __init__(self, rules: RuleSet, shape: SetShape, rank_pts: list[int]) -> None:
        self.rules = rules
        self.shape = shape
        self.rank_pts = rank_pts  # points of one natural of each rank
        self.made = made_of(shape.sizes)
        # Options and room depend only on the shape and the wild rule: share them across calls.
        shared = _SHARED.setdefault((shape, rules.wild_limit_rule), ({}, {}))
        self._options: _Options = shared[0]
        self._room: _Room = shared[1]
        self._dp: dict[
            tuple[tuple[int, ...], int, int, int], dict[StateKey, tuple[int, Back | None]]
        ]
        self._dp = {}

    # ---- one rank ----------------------------------------------------------------------

    def naturals_per_set(self, used: int, contract_sets: int, extra_sets: int) -> list[int]:
        """Naturals dealt to each set, round robin, contract sets first (they are the bigger)."""
        m = contract_sets + extra_sets
        return [used // m + (1 if i < used % m else 0) for i in range(m)]

    def room(self, naturals: int, wilds: int) -> int:
        """How many more wilds a set with these cards may take (capped at ``room_cap``)."""
        key = (naturals, wilds)
        if key not in self._room:
            extra = 0
            while extra < self.shape.room_cap:
                length = naturals + wilds + extra + 1
                if wilds + extra + 1 > max_wilds(self.rules, "set", length):
                    break
                if self.shape.distinct and length > 4:
                    break
                extra += 1
            self._room[key] = extra
        return self._room[key]

    def options(self, suit_counts: tuple[int, ...]) -> list[RankUse]:
        """Every useful way to make sets from one rank's naturals (counts by suit)."""
        cached = self._options.get(suit_counts)
        if cached is not None:
            return cached
        shape, made = self.shape, self.made
        n = sum(suit_counts)
        out: list[RankUse] = []
        most_extra = min(4, n) if shape.extras else 0
        for counts in product(*(range(c + 1) for c in made.counts)):
            mc = sum(counts)
            code = made.code(counts)
            contract = [
                size for size, c in zip(made.lengths, counts, strict=True) for _ in range(c)
            ]
            for me in range(most_extra + 1):
                m = mc + me
                if m == 0 or (shape.differ and m > 1):
                    continue
                usable = sum(min(c, m) for c in suit_counts) if shape.distinct else n
                sizes = contract + [EXTRA_MIN["set"]] * me
                tops = [usable]
                if shape.exact:
                    # Exact sizes: a set melds a spare wild only in place of a natural.
                    top = min(usable, sum(sizes))
                    tops = list(range(top, max(0, top - shape.room_cap) - 1, -1))
                for used in tops:
                    if len(set(sizes)) == 1:
                        layouts = [self.naturals_per_set(used, mc, me)]
                    else:
                        layouts = self._layouts(sizes, used, suit_counts)
                    seen: set[tuple[int, int]] = set()
                    for xs in layouts:
                        use = self._use(code, me, sizes, xs, used)
                        if use is not None and use[2:5:2] not in seen:
                            seen.add(use[2:5:2])
                            out.append(use)
        self._options[suit_counts] = out
        return out

    def _layouts(
        self, sizes: list[int], used: int, suit_counts: tuple[int, ...]
    ) -> list[list[int]]:
        """Every way to share ``used`` naturals among sets of different least lengths (each at
        least one; sets of one length in falling order, as they are alike). Round robin would
        not do: a set of 5 and one of 3 from six naturals want 4 and 2 under a one-wild rule."""
        out: list[list[int]] = []
        cap = 4 if self.shape.distinct else used
        caps = [min(cap, size) if self.shape.exact else cap for size in sizes]

        def go(i: int, left: int, xs: list[int]) -> None:
            if i == len(sizes):
                if left == 0 and self._suits_allow(xs, suit_counts):
                    out.append(list(xs))
                return
            rest = len(sizes) - i - 1
            top = min(caps[i], left - rest)
            if i and sizes[i] == sizes[i - 1]:
                top = min(top, xs[-1])
            for x in range(top, 0, -1):
                if left - x > sum(caps[i + 1 :]):
                    break
                xs.append(x)
                go(i + 1, left - x, xs)
                xs.pop()

        go(0, used, [])
        return out

    def _suits_allow(self, xs: list[int], suit_counts: tuple[int, ...]) -> bool:
        """With `set_requires_distinct_suits`: whether the sets can take these many naturals
        each, no suit twice in a set (the Gale-Ryser condition on the suits' counts)."""
        if not self.shape.distinct:
            return True
        total = 0
        for t, x in enumerate(sorted(xs, reverse=True), start=1):
            total += x
            if total > sum(min(c, t) for c in suit_counts):
                return False
        return True

    def _use(
        self, code: int, me: int, sizes: list[int], xs: list[int], used: int
    ) -> RankUse | None:
        need = spare = 0
        for size, x in zip(sizes, xs, strict=True):
            w = max(0, size - x)
            if x < 1 or w > max_wilds(self.rules, "set", x + w):
                return None
            if self.shape.distinct and x + w > 4:
                return None
            need += w
            spare += 0 if self.shape.exact else self.room(x, w)
        layout = tuple(zip(sizes, xs, strict=True))
        return (code, me, need, used, spare, layout)

    # ---- every rank ----------------------------------------------------------------------

    def states(
        self, nat: list[int], skip_rank: int, budget: int, req_rank: int
    ) -> dict[StateKey, tuple[int, Back | None]]:
        """Best points for each reachable DP state, with back-pointers to rebuild the choice.

        ``nat`` holds the naturals left by face; ``skip_rank`` (the 2s standing as themselves)
        is handled by the caller; ``budget`` bounds the wilds the sets may need.
        """
        key = (tuple(nat), skip_rank, budget, req_rank)
        cached = self._dp.get(key)
        if cached is not None:
            return cached
        add, cap_max = self.made.add, self.shape.room_cap
        states: dict[StateKey, tuple[int, Back | None]] = {(0, 0, False, 0): (0, None)}
        for rank in range(1, 14):
            if rank == skip_rank:
                continue
            counts = tuple(nat[rank * 4 : rank * 4 + 4])
            if not any(counts):
                continue
            uses = self.options(counts)
            if not uses:
                continue
            pts_per = self.rank_pts[rank]
            grown = dict(states)
            for (j, w, hit, spare), (pts, back) in states.items():
                sums = add[j]
                for use in uses:
                    made = sums[use[0]]
                    need = use[2]
                    if made < 0 or w + need > budget:
                        continue
                    used, room = use[3], use[4]
                    new_key = (
                        made,
                        w + need,
                        hit or rank == req_rank,
                        min(cap_max, spare + room),
                    )
                    value = pts + used * pts_per
                    old = grown.get(new_key)
                    if old is None or old[0] < value:
                        grown[new_key] = (value, (rank, use, back))
            states = grown
        self._dp[key] = states
        return states


def unwind(back: Back | None) -> list[tuple[int, RankUse]]:
    """The (rank, use) choices along a DP back-pointer chain, lowest rank first."""
    out: list[tuple[int, RankUse]] = []
    while back is not None:
        rank, use, back = back
        out.append((rank, use))
    return out[::-1]
