"""Exact search for the contract lay-down that leaves the fewest points in hand (rounds 1-9).

Depth-first over the contract's runs (at most three), then the sets by counting (_sets.py).
A run is any interval of one suit of at least the contract's length, its gaps filled with
wilds within the wild limit. A run may also put a wild where a natural is in hand, which frees
that natural for a set or another run of the suit; this is tried only where it can matter.
Identical run slots are filled in a canonical order, so no lay-down is visited twice.

Every lay-down the rules allow is reachable, so existence is exact. Among them the search
keeps the one melding the most points: every natural of a set's rank goes into the set, and
wilds left over go wherever a set or a run can still take one (a joker melded is 50 points
less in hand).
"""

from __future__ import annotations

from itertools import combinations

from ..cards import Card
from ..meld_contract import exact_lengths, extra_melds_allowed
from ..meld_limits import (
    EXTRA_MIN,
    max_run_length,
    max_wilds,
    position_rank,
    run_allowances,
    runs_conflict,
)
from ..rules import RuleSet
from ._hand import SUIT_INDEX, HandIndex, face_of
from ._sets import Back, RankUse, SetPlanner, SetShape
from ._strays import strays

RunPlan = tuple[int, int, int, tuple[int, ...]]  # suit index, low, high, wild positions


class Best:
    """The best lay-down found so far, as counts (built into melds by _build.py)."""

    def __init__(self) -> None:
        self.value = -1
        self.runs: list[RunPlan] = []
        self.sets: Back | None = None  # DP back-pointer chain
        self.deuce_sets: RankUse | None = None  # the sets of 2s, if any
        self.extra_wilds = 0


class LaydownSearch:
    def __init__(
        self, hand: HandIndex, rules: RuleSet, round_no: int, require: Card | None
    ) -> None:
        self.hand, self.rules = hand, rules
        contract = rules.contract(round_no)
        self.run_mins = sorted(contract.runs, reverse=True)
        self.extras = extra_melds_allowed(rules, round_no)
        self.exact = exact_lengths(rules, round_no)
        self.maxlen = max_run_length(rules)
        self.run_allow = run_allowances(rules)
        self.allow_top = max(self.run_allow[: self.maxlen + 1])
        self.same_rule = rules.same_suit_run_rule
        self.fixed_wilds = len(hand.jokers) + len(hand.plain)
        self.shape = SetShape.of(rules, contract.sets, self.extras, self.exact, hand.wild_total)
        self.planner = SetPlanner(rules, self.shape, hand.rank_pts)
        self.nat = list(hand.nat)
        self.dcnt = list(hand.deuces)
        self.wild_uses = 0
        self.best = Best()
        self.done = False
        self._classify_require(require)
        # A natural is worth freeing from a run (a wild in its place) only if a set of its rank
        # or another run of its suit might want it.
        wants_sets = self.shape.k > 0 or self.extras
        least = min(self.shape.sizes, default=EXTRA_MIN["set"])
        minnat = min(least - max_wilds(rules, "set", least), 3 - max_wilds(rules, "set", 3))
        self.set_least = minnat  # fewest naturals any set of the lay-down may hold
        totals = hand.rank_totals
        self.contested = [wants_sets and totals[position_rank(p)] >= minnat for p in range(15)]
        self.multi_run = len(self.run_mins) >= 2 or self.extras
        # Runs only: no sets and no extra melds (the ceiling's split of runs among suits).
        self.only_runs = not (self.shape.k or self.extras)
        self._round_no = round_no
        self._ceiling_value: int | None = None  # worked out once a lay-down is found

    @property
    def ceiling(self) -> int:
        if self._ceiling_value is None:
            self._ceiling_value = self._ceiling(self.rules, self._round_no)
        return self._ceiling_value

    def _ceiling(self, rules: RuleSet, round_no: int) -> int:
        """More than any lay-down can meld, and often exactly the best: the naturals that fit
        some meld, and the dearest wilds the contract's melds can hold. A lay-down reaching it
        cannot be beaten, so the search ends there; with many wilds it is the wild limit, or
        the length of the runs, that decides, and the search need not try every run after.

        Without sets and extra melds the R runs lie in at most R suits; k runs of a suit hold
        each of its ranks at most k times (an ace 2k times, low and high), and R runs hold at
        most R * (longest run) cards in all: the ceiling is the best such split of the runs.
        """
        hand = self.hand
        lost = {face_of(c) for c in strays(hand, rules, round_no) if not c.is_joker}
        runs = len(self.run_mins)
        wilds = sorted(
            [hand.joker_pts] * len(hand.jokers)
            + [hand.deuce_pts] * (len(hand.plain) + sum(hand.deuces)),
            reverse=True,
        )
        if self.extras:
            room = len(wilds)
        else:
            biggest = len(hand.cards)
            room = runs * self.allow_top + self.shape.k * max_wilds(rules, "set", biggest)
            room += sum(hand.deuces)  # a 2 standing as itself is melded without a wild slot
        wilds = wilds[:room]
        if self.shape.k or self.extras:
            naturals = [
                hand.rank_pts[face // 4]
                for face, n in enumerate(hand.nat)
                if face not in lost
                for _ in range(n)
            ]
            return sum(naturals) + sum(wilds)
        # Runs only: a 2 standing as itself sits in the 2's place of a run of its suit, so
        # k runs of a suit meld at most k of its 2s that way; the others need a wild slot.
        self.lost = lost
        slots = runs * self.allow_top
        wilds = sorted(
            [hand.joker_pts] * len(hand.jokers)
            + [hand.deuce_pts] * (len(hand.plain) + sum(hand.deuces)),
            reverse=True,
        )
        as_wilds = wilds[:slots]
        deuces_left = sum(hand.deuces) - max(0, len(as_wilds) - len(hand.jokers) - len(hand.plain))
        best = 0
        # What k runs of a suit can meld of its naturals, for each suit and k, worked out once.
        by_suit = [
            [self._suit_naturals(suit, k, lost) for k in range(runs + 1)] for suit in range(4)
        ]
        for split in _splits(runs, 4):
            naturals = [p for suit, k in enumerate(split) for p in by_suit[suit][k]]
            standing = min(
                deuces_left, sum(min(d, k) for d, k in zip(hand.deuces, split, strict=True))
            )
            naturals += [hand.deuce_pts] * standing
            cards = sorted(naturals + as_wilds, reverse=True)[: runs * self.maxlen]
            best = max(best, sum(cards))
        standing = min(deuces_left, sum(min(d, runs) for d in hand.deuces))
        self.wild_ceiling = sum(as_wilds) + hand.deuce_pts * standing
        return best

    def _suit_naturals(self, suit: int, k: int, lost: set[int]) -> list[int]:
        """The points of the naturals of ``suit`` that ``k`` runs of it can hold."""
        hand, out = self.hand, []
        for rank in range(1, 14):
            face = rank * 4 + suit
            n = hand.nat[face] if face not in lost else 0
            n = min(n, 2 * k if rank == 1 and self.maxlen == 14 else k)
            out += [hand.rank_pts[rank]] * n
        return out

    def _rest_ceiling(self, runs: int) -> int:
        """Runs-only contracts: more than ``runs`` more runs can add to the naturals melded so
        far, plus every wild the lay-down could hold (the same split as the ceiling)."""
        self.ceiling  # noqa: B018 (works out self.lost and self.wild_ceiling)
        nat, pts, lost = self.nat, self.hand.rank_pts, self.lost
        best = 0
        for split in _splits(runs, 4):
            total = 0
            for suit, k in enumerate(split):
                if k:
                    for rank in range(1, 14):
                        face = rank * 4 + suit
                        n = nat[face]
                        if n and face not in lost:
                            total += pts[rank] * min(n, 2 * k if rank == 1 else k)
            best = max(best, total)
        return best + self.wild_ceiling

    def _classify_require(self, card: Card | None) -> None:
        self.req_kind, self.req_face, self.req_suit = "", -1, -1
        self.req_is_joker, self.req_pts = False, 0
        if card is None:
            return
        hand = self.hand
        self.req_is_joker, self.req_pts = card.is_joker, hand.points(card)
        if card in hand.jokers or card in hand.plain:
            self.req_kind = "wild"
        elif card.rank == 2 and hand.stand and not card.is_joker:
            self.req_kind, self.req_suit = "deuce", SUIT_INDEX[card.suit]
        else:
            self.req_kind, self.req_face = "natural", face_of(card)

    # ---- the runs ----------------------------------------------------------------------

    def search(self) -> Best:
        self._runs(0, [], 0, None)
        return self.best

    def _runs(self, i: int, chosen: list[RunPlan], pts: int, prev: RunPlan | None) -> None:
        if i == len(self.run_mins):
            self._leaf(chosen, pts)
            if self.extras:
                self._more_runs(chosen, pts, None)
            return
        if (
            self.only_runs
            and self.best.value >= 0  # nothing found yet: nothing to beat
            and pts + self._rest_ceiling(len(self.run_mins) - i) <= self.best.value
        ):
            return  # the runs still to choose cannot beat the best lay-down found
        length = self.run_mins[i]
        bound = prev if i > 0 and self.run_mins[i - 1] == length else None
        later = len(self.run_mins) - i - 1 if not self.extras else None
        for plan in self._run_options(length, bound, chosen, later):
            gained = self._take(plan)
            if gained is not None:
                chosen.append(plan)
                self._runs(i + 1, chosen, pts + gained, plan)
                chosen.pop()
                self._give(plan)
            if self.done:
                return

    def _more_runs(self, chosen: list[RunPlan], pts: int, bound: RunPlan | None) -> None:
        """Extra runs (`allow_extra_melds_at_laydown`): they only ever meld more points."""
        for plan in self._run_options(EXTRA_MIN["run"], bound, chosen):
            gained = self._take(plan)
            if gained is not None:
                chosen.append(plan)
                self._leaf(chosen, pts + gained)
                self._more_runs(chosen, pts + gained, plan)
                chosen.pop()
                self._give(plan)
            if self.done:
                return

    def _run_options(
        self, least: int, bound: RunPlan | None, chosen: list[RunPlan], later: int | None = None
    ) -> list[RunPlan]:
        """Every run of at least ``least`` cards the current counts allow, in canonical order.

        ``later`` is how many runs are still to be chosen after this one (None: no bound, as
        with extra melds); it tells which naturals a later run could still want.
        """
        nat, dcnt, allow = self.nat, self.dcnt, self.run_allow
        pool = self.fixed_wilds + sum(dcnt) - self.wild_uses
        top = min(self.allow_top, pool)
        if top < 0:
            return []
        out: list[RunPlan] = []
        stand = self.hand.stand
        for s in range(4):
            if bound is not None and s < bound[0]:
                continue
            row = nat[s::4]  # the suit's counts by rank, 0 to 13
            held = 13 - row[1:].count(0)  # ranks held, counted in C: most suits stop here
            if stand:
                held += (dcnt[s] > 0) - (row[2] > 0)
            if held + (row[1] > 1) + top < least:
                continue
            have = [False] + [n > 0 for n in row[1:]] + [False]
            if stand:
                have[2] = dcnt[s] > 0
            for a in range(1, 16 - least):
                miss: list[int] = []
                for b in range(a, min(14, a + self.maxlen - 1) + 1):
                    ok = have[b] if b < 14 else nat[4 + s] > (a == 1 and 1 not in miss)
                    if not ok:
                        miss.append(b)
                        if len(miss) > top:
                            break
                    n = b - a + 1
                    if n < least:
                        continue
                    if len(miss) <= allow[n]:
                        self._add_option(out, (s, a, b, tuple(miss)), bound, chosen)
                        spare = min(allow[n], top) - len(miss)
                        if spare > 0:
                            self._add_freeing(out, s, a, b, miss, spare, bound, chosen, later)
                    if self.exact:
                        break
        out.sort(key=lambda plan: (plan[1] - plan[2], len(plan[3])))  # long runs first
        return out

    def _add_freeing(
        self,
        out: list[RunPlan],
        s: int,
        a: int,
        b: int,
        miss: list[int],
        spare: int,
        bound: RunPlan | None,
        chosen: list[RunPlan],
        later: int | None,
    ) -> None:
        """Runs that put a wild where a natural is in hand, to free that natural.

        A freed natural that nothing later can use (no set of its rank, enough copies left for
        the runs still to choose) only changes the points melded: of the ways to free k such
        "idle" naturals only the cheapest is tried, the first of them in the order the full
        enumeration would meet them, so the lay-down found is the very same.
        """
        # A run that cannot grow can still meld a spare wild by giving up a natural for it.
        no_room = self.exact or b - a + 1 >= self.maxlen
        spots = [
            p
            for p in range(a, b + 1)
            if p not in miss and (self.multi_run or no_room or self.contested[p])
        ]
        # Beside an identical run chosen just before, the canonical order compares the wild
        # places themselves: every way is kept there.
        idle = (
            []
            if bound is not None and bound[:3] == (s, a, b)
            else self._idle(s, a, b, miss, spots, later)
        )
        if not idle:
            for extra in range(1, min(spare, len(spots)) + 1):
                for picked in combinations(spots, extra):
                    self._add_option(
                        out, (s, a, b, tuple(sorted(miss + list(picked)))), bound, chosen
                    )
            return
        kept = [p for p in spots if p not in idle]
        pts = self.hand.rank_pts
        cheapest = sorted(idle, key=lambda p: (pts[position_rank(p)], p))
        picks: list[tuple[int, ...]] = []
        for k in range(min(spare, len(idle)) + 1):
            cheap = cheapest[:k]
            for extra in range(min(spare - k, len(kept)) + 1):
                if k + extra:
                    picks += [tuple(sorted(cheap + list(c))) for c in combinations(kept, extra)]
        picks.sort(key=lambda t: (len(t), t))  # the full enumeration's order
        for picked in picks:
            self._add_option(out, (s, a, b, tuple(sorted(miss + list(picked)))), bound, chosen)

    def _idle(
        self, s: int, a: int, b: int, miss: list[int], spots: list[int], later: int | None
    ) -> list[int]:
        """The spots whose natural, if freed, no set and no later run could use: no set of its
        rank can be made (``contested``), and the copies left once this run is taken already
        cover every later run (an ace twice a run). Such a copy changes nothing below but the
        points in hand, so two ways of freeing that differ only in which idle naturals they
        free lead to the same searches, the dearer one never ahead."""
        if later is None:
            return []
        hand, nat = self.hand, self.nat
        taken: dict[int, int] = {}
        for p in range(a, b + 1):
            if p not in miss:
                face = position_rank(p) * 4 + s
                taken[face] = taken.get(face, 0) + 1
        out = []
        for p in spots:
            rank = position_rank(p)
            face = rank * 4 + s
            if self.contested[p] or (p == 2 and hand.stand) or face == self.req_face:
                continue
            need = later * (2 if rank == 1 and self.maxlen == 14 else 1)
            if nat[face] - taken[face] >= need:
                out.append(p)
        return out

    def _add_option(
        self, out: list[RunPlan], plan: RunPlan, bound: RunPlan | None, chosen: list[RunPlan]
    ) -> None:
        if bound is not None and plan < bound:
            return
        s, a, b, _ = plan
        for other in chosen:
            if other[0] == s and runs_conflict(a, b, other[1], other[2], self.same_rule):
                return
        out.append(plan)

    def _take(self, plan: RunPlan) -> int | None:
        """Take a run's naturals from the counts; None (and no change) if the wilds run short."""
        s, a, b, wild = plan
        gained = 0
        for p in range(a, b + 1):
            if p in wild:
                continue
            if p == 2 and self.hand.stand:
                self.dcnt[s] -= 1
                gained += self.hand.deuce_pts
            else:
                rank = position_rank(p)
                self.nat[rank * 4 + s] -= 1
                gained += self.hand.rank_pts[rank]
        self.wild_uses += len(wild)
        if self.fixed_wilds + sum(self.dcnt) < self.wild_uses:
            self._give(plan)
            return None
        return gained

    def _give(self, plan: RunPlan) -> None:
        s, a, b, wild = plan
        for p in range(a, b + 1):
            if p in wild:
                continue
            if p == 2 and self.hand.stand:
                self.dcnt[s] += 1
            else:
                self.nat[position_rank(p) * 4 + s] += 1
        self.wild_uses -= len(wild)

    # ---- a complete choice of runs: add the sets and the spare wilds -----------------------

    def _leaf(self, chosen: list[RunPlan], run_pts: int) -> None:
        hand, shape = self.hand, self.shape
        pool = self.fixed_wilds + sum(self.dcnt)  # cards that may fill wild slots
        if run_pts + self._bound(pool) <= self.best.value:
            return  # even melding every card a set could take would not beat the best
        run_room = -1  # worked out only if a state has spare wilds for the runs' ends
        req_done = self._require_met_by_runs()
        if shape.k == 0 and not shape.extras:
            states: dict[tuple[int, int, bool, int], tuple[int, Back | None]]
            states = {(0, 0, False, 0): (0, None)}
        else:
            req_rank = self.req_face // 4 if self.req_kind == "natural" and not req_done else -1
            skip = 2 if hand.stand else -1
            states = self.planner.states(self.nat, skip, pool - self.wild_uses, req_rank)
        deuce_uses: list[RankUse | None] = [None]
        if hand.stand and (shape.k or shape.extras) and any(self.dcnt):
            deuce_uses += self.planner.options(tuple(self.dcnt))
        add, full = self.planner.made.add, self.planner.made.full
        for (j, need, hit, room), (pts, back) in states.items():
            for use in deuce_uses:
                code, _me, need2, used2, room2, _layout = use or (0, 0, 0, 0, 0, ())
                if add[j][code] != full:
                    continue
                slots = self.wild_uses + need + need2
                free = pool - used2
                if slots > free:
                    continue
                extra = 0
                if not self.exact and free - slots > room + room2:
                    if run_room < 0:
                        run_room = run_room_total(chosen, self)
                    extra = min(free - slots, room + room2 + run_room)
                elif not self.exact:
                    extra = free - slots
                met = req_done or hit or (self.req_kind == "deuce" and used2 > 0)
                if self.req_kind and not met and (self.req_kind == "natural" or slots + extra == 0):
                    continue
                value = run_pts + pts + used2 * hand.deuce_pts
                value += self._wild_value(slots + extra, sum(self.dcnt) - used2, met)
                if value > self.best.value:
                    best = self.best
                    best.value, best.runs, best.sets = value, list(chosen), back
                    best.deuce_sets, best.extra_wilds = use, extra
                    if value >= self.ceiling:
                        self.done = True
                        return

    def _bound(self, pool: int) -> int:
        """More than the sets and spare wilds can add: naturals of set-able ranks, all wilds."""
        hand = self.hand
        bound = len(hand.jokers) * hand.joker_pts + (pool - len(hand.jokers)) * hand.deuce_pts
        if self.shape.k or self.shape.extras:
            nat, pts, least = self.nat, hand.rank_pts, self.set_least
            for r in range(1, 14):
                n = nat[4 * r] + nat[4 * r + 1] + nat[4 * r + 2] + nat[4 * r + 3]
                if n >= least:
                    bound += n * pts[r]
        return bound

    def _require_met_by_runs(self) -> bool:
        if self.req_kind == "natural":
            return self.nat[self.req_face] < self.hand.nat[self.req_face]
        if self.req_kind == "deuce":
            return self.dcnt[self.req_suit] < self.hand.deuces[self.req_suit]
        return not self.req_kind

    def _wild_value(self, slots: int, deuces_left: int, req_met: bool) -> int:
        """Points of the wild cards melded in ``slots`` wild slots, the costliest first."""
        jokers, others = len(self.hand.jokers), len(self.hand.plain) + deuces_left
        if req_met or self.req_kind not in ("wild", "deuce") or not slots:
            return self._top(slots, jokers, others)
        # The required card must be among them, even if it pushes out a costlier one.
        if self.req_is_joker:
            return self.req_pts + self._top(slots - 1, jokers - 1, others)
        return self.req_pts + self._top(slots - 1, jokers, others - 1)

    def _top(self, slots: int, jokers: int, others: int) -> int:
        hi, lo, n_hi = self.hand.joker_pts, self.hand.deuce_pts, jokers
        if lo > hi:
            hi, lo, n_hi = lo, hi, others
        return hi * min(slots, n_hi) + lo * max(0, slots - n_hi)


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to share ``total`` runs among ``parts`` suits."""
    if parts == 1:
        return [(total,)]
    return [(k, *rest) for k in range(total + 1) for rest in _splits(total - k, parts - 1)]


def run_room_total(chosen: list[RunPlan], search: LaydownSearch) -> int:
    """How many more wilds the runs can take at their ends, one step at a time."""
    steps = run_room_steps(chosen, search.run_allow, search.maxlen, search.same_rule)
    return sum(len(s) for s in steps)


def run_room_steps(
    chosen: list[RunPlan], allow: list[int], maxlen: int, rule: str
) -> list[list[str]]:
    """For each run, the ends ("high"/"low") where spare wilds go, in order.

    Each step keeps the lay-down legal (wild limit, length, the ace, other runs of the suit),
    so any prefix of the steps is legal too: the search and the builder agree on the room.
    """
    spans = [[p[1], p[2], len(p[3])] for p in chosen]
    out: list[list[str]] = []
    for i, plan in enumerate(chosen):
        steps: list[str] = []
        low, high, wilds = spans[i]
        for end in ("high", "low"):
            while high - low + 2 <= maxlen and wilds + 1 <= allow[high - low + 2]:
                new_low, new_high = (low, high + 1) if end == "high" else (low - 1, high)
                if new_low < 1 or new_high > 14:
                    break
                clash = False
                for j, other in enumerate(chosen):
                    if j != i and other[0] == plan[0]:
                        a, b = spans[j][0], spans[j][1]
                        if runs_conflict(new_low, new_high, a, b, rule):
                            clash = True
                            break
                if clash:
                    break
                low, high, wilds = new_low, new_high, wilds + 1
                spans[i] = [low, high, wilds]
                steps.append(end)
        out.append(steps)
    return out
