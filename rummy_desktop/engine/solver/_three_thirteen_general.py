"""The exact Three Thirteen search under the house rules that make wilds scarce.

With ``max_set_size``, ``max_wilds_per_meld`` or ``no_all_wild_melds`` a card of the round's
wild rank may act as itself (a natural, free of the wild limits) or as a wild. Trying each
split of those cards by suit first made the work a product over the suits (9 ** 4 splits with
8 decks) times a search per split: a 30-card hand took minutes. Here the split is part of the
search itself, and costs almost nothing:

* Every natural card, wild-rank cards included, is in the key (the layout of
  ``_three_thirteen_search``). The search decides the lowest natural first, as there, except
  that the wild rank's cards are decided last.
* A card below the wild rank, or above it, is unmatched, or the lowest natural of a set of
  its rank, or the lowest natural of a run of its suit (which may take the wild-rank card of
  its suit as a natural, above it or, as the run's lowest card, below it).
* Wild slots are paid from a balance ``b``: the jokers, plus wild-rank cards that will act as
  wilds. Those are only chosen at the end, so ``b`` may go below zero (a debt) as long as the
  wild-rank cards still in the key can pay it.
* When only wild-rank cards are left, their suits no longer matter (a set of the wild rank
  takes any suits; a run holding one of them and no other natural is just that card and
  wilds), so the end is a small count problem: how many become wilds, how many sets and
  one-natural runs the others make, and which spare wilds stay unmatched (the cheapest) or
  make all-wild melds, if the rules allow them.

The meld size limits of the module ``_three_thirteen_search`` apply (at most 5 naturals in a
set, naturals spanning at most 5 ranks in a run: a longer meld splits into two legal ones).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from ._three_thirteen_search import INF, ONE, present, run_options, set_options

_OFFSET = 64  # the balance in a memo key is b + _OFFSET (b is -30 .. 16)
_MOST_CARDS = 30  # in a hand the analyzer takes; the game's hands hold 14 at most
_MOST_WILDS = 46  # 16 jokers and 30 wild-rank cards


@dataclass(frozen=True)
class GeneralRules:
    """What the search needs of a rule set in one round."""

    points: tuple[int, ...]  # leftover points of each natural face (wild-rank faces included)
    wild_rank: int  # 3 .. 13: the round's wild rank
    set_cap: int  # largest set
    max_wilds: int  # most wilds in one meld
    all_wild_max: int  # largest all-wild meld, 0 if none is allowed
    wild_points: int  # a wild-rank card left unmatched
    joker_points: int  # a joker left unmatched


# The end of a search, when only wild-rank cards are left: (penalty, plan), the plan being
# (x acting as wilds, the others' melds as (naturals, wilds), spare wilds, those absorbed).
EndPlan = tuple[int, tuple[tuple[int, int], ...], int, int]
End = tuple[int, EndPlan]


@dataclass
class GeneralSearch:
    """``search(key, b, jokers)``: the least penalty of a hand (see the module docstring).

    ``key`` holds every natural and wild-rank card, ``jokers`` is the hand's joker count and
    ``b`` the balance of wilds (``jokers`` at the start). Memoised across calls.
    """

    rules: GeneralRules
    memo: dict[int, int] = field(default_factory=dict)
    discard_memo: dict[int, int] = field(default_factory=dict)
    _ends: dict[tuple[int, int, int], End] = field(default_factory=dict)
    _reach: list[int] | None = None

    def __post_init__(self) -> None:
        self.dearest = max(self.rules.points)  # the most a natural or wild-rank card scores
        w = self.rules.wild_rank
        self.w_shift = 16 * (w - 1)  # the wild rank's four faces: bits w_shift .. w_shift+15
        self.w_mask = 0xFFFF << self.w_shift

    # ---- the search -------------------------------------------------------------------

    def search(self, key: int, b: int, jokers: int) -> int:
        rest = key & ~self.w_mask
        if not rest:
            return self.end(self.flex_count(key), b, jokers)[0]
        mk = (((key << 7) | (b + _OFFSET)) << 5) | jokers
        best = self.memo.get(mk)
        if best is not None:
            return best
        # The moves of choices(), written out: this loop is where the time goes.
        r = self.rules
        search = self.search
        bit = (rest & -rest).bit_length() - 1
        f = bit >> 2
        best = r.points[f] + search(key - (1 << (bit & ~3)), b, jokers)
        credit = b + self.flex_count(key)
        if best and credit >= 0:
            rsh = (f >> 2) << 4
            mw, cap = r.max_wilds, r.set_cap
            for d, k in set_options((key >> rsh) & 0xFFFF):
                after = key - (d << rsh)
                for j in range(max(0, 3 - k), min(mw, cap - k, credit) + 1):
                    v = search(after, b - j, jokers)
                    if v < best:
                        best = v
                        if not v:
                            break
                if not best:
                    break
            if best:
                fsh = bit & ~3
                w_mask = self.w_mask
                for base, k, need in run_options(key, f, True):
                    delta = base << fsh
                    room = credit - 1 if delta & w_mask else credit
                    after = key - delta
                    for j in range(need, min(mw, 13 - k, room) + 1):
                        v = search(after, b - j, jokers)
                        if v < best:
                            best = v
                            if not v:
                                break
                    if not best:
                        break
            if best and r.wild_rank < f // 4 + 1 <= r.wild_rank + 4:
                for delta, j in self._runs_from_the_wild_rank(key, f, credit - 1):
                    v = search(key - delta, b - j, jokers)
                    if v < best:
                        best = v
                        if not v:
                            break
        self.memo[mk] = best
        return best

    def discards(self, key: int, b: int, jokers: int) -> int:
        """The natural faces f (wild-rank ones included) for which the hand without one f has
        penalty 0, as a mask in the key's layout (bit ``4f``). One pass over the search's own
        sub-problems, as the default flags' discard search does: the lowest natural is the
        discard, or it is in a meld; a meld whose cards left hold no face not found yet is
        skipped, and the pass stops once every face is found."""
        rest = key & ~self.w_mask
        if not rest:
            n = self.flex_count(key)
            # Only wild-rank cards are left, and their suits no longer matter.
            return present(key) if n and self.end(n - 1, b, jokers)[0] == 0 else 0
        mk = (((key << 7) | (b + _OFFSET)) << 5) | jokers
        found = self.discard_memo.get(mk)
        if found is not None:
            return found
        # Without one card f the penalty drops by at most f's points: a sub-hand dearer than
        # the dearest card cannot reach 0 by a discard.
        if self.search(key, b, jokers) > self.dearest:
            self.discard_memo[mk] = 0
            return 0
        bit = (rest & -rest).bit_length() - 1
        low = 1 << (bit & ~3)
        found = low if not self.search(key - low, b, jokers) else 0
        have = present(key)
        if found != have:
            for delta, j in self.choices(key, b):
                after = key - delta
                if present(after) & ~found:
                    found |= self.discards(after, b - j, jokers)
                    if found == have:
                        break
        self.discard_memo[mk] = found
        return found

    def flex_count(self, key: int) -> int:
        block = (key >> self.w_shift) & 0xFFFF
        return (block & 15) + (block >> 4 & 15) + (block >> 8 & 15) + (block >> 12)

    def choices(self, key: int, b: int) -> Iterator[tuple[int, int]]:
        """Every (naturals removed, wilds paid) meld holding the lowest natural not of the wild
        rank, whose debt the wild-rank cards left can still pay."""
        r = self.rules
        rest = key & ~self.w_mask
        bit = (rest & -rest).bit_length() - 1
        f = bit >> 2
        rsh = (f >> 2) << 4
        credit = b + self.flex_count(key)  # wilds this meld may take, debts included
        if credit < 0:
            return
        for d, k in set_options((key >> rsh) & 0xFFFF):
            for j in range(max(0, 3 - k), min(r.max_wilds, r.set_cap - k, credit) + 1):
                yield d << rsh, j
        fsh = bit & ~3
        for base, k, need in run_options(key, f, True):
            delta = base << fsh
            if delta & self.w_mask:  # it takes the wild-rank card of its suit as a natural
                room = credit - 1
            else:
                room = credit
            for j in range(need, min(r.max_wilds, 13 - k, room) + 1):
                yield delta, j
        yield from self._runs_from_the_wild_rank(key, f, credit - 1)

    def _runs_from_the_wild_rank(self, key: int, f: int, room: int) -> Iterator[tuple[int, int]]:
        """Runs whose lowest card is the wild-rank card of f's suit, below f (within 4 ranks),
        holding f and any of the naturals above f up to 4 ranks above the wild-rank card."""
        r = self.rules
        rank, suit = f // 4 + 1, f % 4
        w = r.wild_rank
        if not w < rank <= w + 4:
            return
        own = ONE[(w - 1) * 4 + suit]
        if not (key >> (4 * ((w - 1) * 4 + suit))) & 15:
            return
        above = [
            x for x in range(rank + 1, min(w + 4, 13) + 1) if key >> (4 * ((x - 1) * 4 + suit)) & 15
        ]
        for pick in range(1 << len(above)):
            chosen = [x for i, x in enumerate(above) if pick >> i & 1]
            top = max([rank, *chosen])
            k = 2 + len(chosen)
            need = max(top - w + 1, 3) - k
            delta = own + ONE[f] + sum(ONE[(x - 1) * 4 + suit] for x in chosen)
            for j in range(need, min(r.max_wilds, 13 - k, room) + 1):
                yield delta, j

    # ---- the end: only wild-rank cards are left -----------------------------------------

    def end(self, n: int, b: int, jokers: int) -> End:
        """(penalty, plan) for n wild-rank cards and balance b. The plan is (x, melds, spare,
        absorbed): x of them act as wilds, the others form ``melds`` (naturals, wilds) or stay
        unmatched, and of the ``spare`` wilds left ``absorbed`` make all-wild melds."""
        found = self._ends.get((n, b, jokers))
        if found is not None:
            return found
        r = self.rules
        reach = self.reach()
        best: tuple[int, tuple[int, int, int]] = (INF, (0, 0, 0))
        for x in range(max(0, -b), n + 1):
            m, wilds = n - x, b + x
            for t in range(m + 1):
                left = r.wild_points * (m - t)
                if left >= best[0]:
                    continue
                usable = reach[t] & ((2 << wilds) - 1)
                while usable:
                    used = usable.bit_length() - 1
                    usable ^= 1 << used
                    spare = wilds - used
                    absorbed = absorbed_wilds(spare, r.all_wild_max)
                    cost = left + self._unmatched_wilds(spare - absorbed, jokers, x)
                    if cost < best[0]:
                        best = (cost, (x, t, used))
        cost, (x, t, used) = best
        wilds = b + x
        spare = wilds - used
        plan = (x, self.melds_for(t, used), spare, absorbed_wilds(spare, r.all_wild_max))
        found = (cost, plan)
        self._ends[(n, b, jokers)] = found
        return found

    def _unmatched_wilds(self, count: int, jokers: int, flex: int) -> int:
        """The cheapest ``count`` of the hand's wilds: its jokers and ``flex`` wild-rank cards."""
        r = self.rules
        cheap, dear = (jokers, r.joker_points), (flex, r.wild_points)
        if r.joker_points > r.wild_points:
            cheap, dear = dear, cheap
        first = min(count, cheap[0])
        return first * cheap[1] + (count - first) * dear[1]

    def shapes(self) -> list[tuple[int, int, int]]:
        """The melds the wild-rank naturals left at the end can make: (naturals, least and most
        wilds). Sets of up to 5 naturals (a bigger set splits into two), and one-natural runs."""
        r = self.rules
        out = []
        for k in range(1, min(r.set_cap, 5) + 1):
            low, high = max(0, 3 - k), min(r.max_wilds, r.set_cap - k, _MOST_WILDS)
            if low <= high:
                out.append((k, low, high))
        if min(r.max_wilds, 12) >= 2:
            out.append((1, 2, min(r.max_wilds, 12)))
        return out

    def reach(self) -> list[int]:
        """For t wild-rank naturals melded, the numbers of wilds their melds can take exactly,
        as a bit mask (bit ``used``)."""
        if self._reach is not None:
            return self._reach
        limit = (2 << _MOST_WILDS) - 1
        reach = [1] + [0] * _MOST_CARDS
        for t in range(1, _MOST_CARDS + 1):
            row = 0
            for k, low, high in self.shapes():
                if k <= t and reach[t - k]:
                    for j in range(low, high + 1):
                        row |= reach[t - k] << j
            reach[t] = row & limit
        self._reach = reach
        return reach

    def melds_for(self, t: int, used: int) -> tuple[tuple[int, int], ...]:
        """One choice of melds (naturals, wilds) for t naturals taking exactly ``used`` wilds."""
        reach = self.reach()
        melds: list[tuple[int, int]] = []
        while t:
            for k, low, high in self.shapes():
                j = next(
                    (
                        j
                        for j in range(low, min(high, used) + 1)
                        if k <= t and reach[t - k] >> (used - j) & 1
                    ),
                    None,
                )
                if j is not None:
                    melds.append((k, j))
                    t, used = t - k, used - j
                    break
        return tuple(melds)


def absorbed_wilds(t: int, largest: int) -> int:
    """How many of t spare wilds fit in all-wild melds of 3..largest cards (0: none allowed)."""
    if largest < 3 or t < 3:
        return 0
    if largest >= 5:
        return t
    if largest == 4:
        return t - 1 if t == 5 else t  # 3s and 4s make every count but 5
    return t - t % 3
