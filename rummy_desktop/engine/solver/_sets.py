"""The sets of a lay-down, chosen by counting once the runs have taken their cards.

After the runs, a set of rank R is a matter of numbers: how many naturals of R are left, how
many wilds the sets need and how many more wilds they could hold. A set takes every natural
of its rank still in hand (a bigger set leaves fewer points; with `laydown_exact_lengths` it
takes just enough). A small dynamic programme over the ranks then picks the ranks exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..meld_limits import EXTRA_MIN, max_wilds
from ..rules import RuleSet

# One way to use a rank: (contract sets, extra sets, wilds needed, naturals used, spare room).
RankUse = tuple[int, int, int, int, int]
# A DP state: (contract sets made, wilds needed, required rank used, spare room) -> points.
StateKey = tuple[int, int, bool, int]


@dataclass(frozen=True, slots=True)
class SetShape:
    """What the contract asks of its sets, and the flags that shape them."""

    k: int  # contract sets (every Hillbilly contract asks sets of one size)
    size: int
    extras: bool
    exact: bool
    distinct: bool
    differ: bool
    room_cap: int  # spare room beyond this never matters: no more wild cards exist

    @classmethod
    def of(cls, rules: RuleSet, sizes: tuple[int, ...], extras: bool, exact: bool, wilds: int):
        return cls(
            len(sizes),
            max(sizes, default=EXTRA_MIN["set"]),
            extras,
            exact,
            rules.set_requires_distinct_suits,
            rules.sets_must_differ_in_rank,
            wilds,
        )


_SHARED: dict[tuple, tuple[dict, dict]] = {}


class SetPlanner:
    """Per-rank options and the rank DP, cached: many run choices leave the same counts."""

    def __init__(self, rules: RuleSet, shape: SetShape, rank_pts: list[int]) -> None:
        self.rules = rules
        self.shape = shape
        self.rank_pts = rank_pts  # points of one natural of each rank
        # Options and room depend only on the shape and the wild rule: share them across calls.
        shared = _SHARED.setdefault((shape, rules.wild_limit_rule), ({}, {}))
        self._options: dict[tuple, list[RankUse]] = shared[0]
        self._room: dict[tuple[int, int], int] = shared[1]
        self._dp: dict[tuple, dict[StateKey, tuple[int, tuple | None]]] = {}

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
        shape = self.shape
        n = sum(suit_counts)
        extra_size = EXTRA_MIN["set"]
        out: list[RankUse] = []
        most_extra = min(4, n) if shape.extras else 0
        for mc in range(shape.k + 1):
            for me in range(most_extra + 1):
                m = mc + me
                if m == 0 or (shape.differ and m > 1):
                    continue
                usable = sum(min(c, m) for c in suit_counts) if shape.distinct else n
                sizes = [shape.size] * mc + [extra_size] * me
                counts = [usable]
                if shape.exact:
                    # Exact sizes: a set melds a spare wild only in place of a natural.
                    top = min(usable, sum(sizes))
                    counts = list(range(top, max(0, top - shape.room_cap) - 1, -1))
                for used in counts:
                    use = self._use(mc, me, sizes, used)
                    if use is not None:
                        out.append(use)
        self._options[suit_counts] = out
        return out

    def _use(self, mc: int, me: int, sizes: list[int], used: int) -> RankUse | None:
        need = spare = 0
        for size, x in zip(sizes, self.naturals_per_set(used, mc, me), strict=True):
            w = max(0, size - x)
            if x < 1 or w > max_wilds(self.rules, "set", x + w):
                return None
            if self.shape.distinct and x + w > 4:
                return None
            need += w
            spare += 0 if self.shape.exact else self.room(x, w)
        return (mc, me, need, used, spare)

    # ---- every rank ----------------------------------------------------------------------

    def states(
        self, nat: list[int], skip_rank: int, budget: int, req_rank: int
    ) -> dict[StateKey, tuple[int, tuple | None]]:
        """Best points for each reachable DP state, with back-pointers to rebuild the choice.

        ``nat`` holds the naturals left by face; ``skip_rank`` (the 2s standing as themselves)
        is handled by the caller; ``budget`` bounds the wilds the sets may need.
        """
        key = (tuple(nat), skip_rank, budget, req_rank)
        cached = self._dp.get(key)
        if cached is not None:
            return cached
        k, cap_max = self.shape.k, self.shape.room_cap
        states: dict[StateKey, tuple[int, tuple | None]] = {(0, 0, False, 0): (0, None)}
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
                for use in uses:
                    mc, _me, need, used, room = use
                    if j + mc > k or w + need > budget:
                        continue
                    new_key = (
                        j + mc,
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


def unwind(back: tuple | None) -> list[tuple[int, RankUse]]:
    """The (rank, use) choices along a DP back-pointer chain, lowest rank first."""
    out = []
    while back is not None:
        rank, use, back = back
        out.append((rank, use))
    return out[::-1]
