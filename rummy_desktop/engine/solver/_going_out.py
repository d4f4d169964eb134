"""Going out in round 10 (RULES 3.10): every card but one placed in exactly the contract's runs.

Without sets in the contract and without extra melds, runs never mix suits, so each suit is
covered on its own: every way to split the suit's cards exactly into runs (wild slots counted,
each run within the wild limit) gives a (runs, wilds) pair, and the suits combine when the
runs add up to the contract and the wild slots to the wild cards held. Aces may go low or
high; a 2 that may stand as itself is tried both as itself and as a wild. Each suit's answer
is cached, so trying every discard costs little. Other cases use the general cover (_cover.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from ..cards import Card
from ..meld_contract import extra_melds_allowed
from ..meld_limits import max_run_length, position_rank, run_allowances
from ..melds import Meld, make_meld
from ..rules import RuleSet
from ._build import Row, fill_wilds
from ._cover import GeneralCover
from ._hand import SUIT_INDEX, CardBank, HandIndex, face_of
from ._strays import strays

Span = tuple[int, int, tuple[int, ...]]  # low, high, wild positions of one run
OpenRun = tuple[int, int]  # an open run's low position and its tally (see _tally)
Opened = tuple[OpenRun, ...]
SuitCover = tuple[int, list[Span], int]  # a suit, its runs, its 2s standing as themselves
# (runs, wild slots - 2s acting as wilds) -> (spans, natural 2s) for one suit
SuitOptions = dict[tuple[int, int], tuple[list[Span], int]]
Filling = tuple[set[int], list[OpenRun]]  # the runs taking a wild, every run's tally after


class RunCover:
    """Exact covers of a hand by the contract's runs alone, suit by suit."""

    def __init__(self, hand: HandIndex, rules: RuleSet, round_no: int) -> None:
        contract = rules.contract(round_no)
        self.hand, self.rules = hand, rules
        self.runs_needed = len(contract.runs)
        self.least = min(contract.runs)
        self.maxlen = max_run_length(rules)
        self.allow = run_allowances(rules)
        # A run holds no more wild slots than the hand has wild cards (every 2 counted, as any
        # may act wild), nor do a suit's runs together: under "unlimited" the allowance alone
        # let every run try 14 wild slots.
        self.wild_cap = hand.wild_total
        self.allow_top = min(max(self.allow[: self.maxlen + 1]), self.wild_cap)
        self.rule = rules.same_suit_run_rule
        self._suits: dict[tuple[tuple[int, ...], int], SuitOptions] = {}
        self._covers: dict[tuple[int, ...], dict[tuple[int, int], list[Span]]] = {}
        self._closing_cache: dict[tuple[Opened, int], list[tuple[int, ...]]] = {}
        self._filling_cache: dict[tuple[Opened, int], list[Filling]] = {}

    def solve(self, removed: Card | None) -> list[SuitCover] | None:
        """Per suit (suit, spans, natural 2s) covering the hand minus ``removed``, or None."""
        hand = self.hand
        fixed = (
            len(hand.jokers) + len(hand.plain) - (removed is not None and _pure_wild(hand, removed))
        )
        options = []
        for s in range(4):
            counts = [hand.nat[r * 4 + s] for r in range(1, 14)]
            deuces = hand.deuces[s]
            if removed is not None and removed.suit == "SHDC"[s] and not _pure_wild(hand, removed):
                if removed.rank == 2 and hand.stand:
                    deuces -= 1
                else:
                    counts[removed.rank - 1] -= 1
            options.append(self._suit_options(tuple(counts), deuces))
        # Combine the suits: runs must add up to the contract, wild slots to the wild cards.
        states: dict[tuple[int, int], list[SuitCover]] = {(0, 0): []}
        for s, opts in enumerate(options):
            grown: dict[tuple[int, int], list[SuitCover]] = {}
            for (t, net), picks in states.items():
                for (t2, net2), witness in opts.items():
                    key = (t + t2, net + net2)
                    if key[0] <= self.runs_needed and key not in grown:
                        grown[key] = [*picks, (s, *witness)]
            states = grown
        return states.get((self.runs_needed, fixed))

    def _suit_options(self, counts: tuple[int, ...], deuces: int) -> SuitOptions:
        """(runs, wild slots - 2s acting as wilds) -> (spans, natural 2s) for one suit."""
        key = (counts, deuces)
        if key in self._suits:
            return self._suits[key]
        out: SuitOptions = {}
        aces = counts[0]
        for high in range(aces + 1):
            for natural in range(deuces + 1 if self.hand.stand else 1):
                c = (0, aces - high, *counts[1:], high)
                c = c[:2] + (c[2] + natural,) + c[3:]
                for (t, w), spans in self._cover(c).items():
                    out.setdefault((t, w - (deuces - natural)), (spans, natural))
        self._suits[key] = out
        return out

    def _cover(self, c: tuple[int, ...]) -> dict[tuple[int, int], list[Span]]:
        """Every (runs, wild slots) that covers the position counts ``c`` (index 1..14) exactly,
        each with one list of spans that does it.

        A sweep over the positions, low to high. At each position some open runs end, some
        new ones start, and of the runs covering it the naturals there fill as many as they
        can and wilds fill the rest. An open run is known only by where it starts and what
        its wild limit still needs to know of it (``_tally``), and states that differ only in
        the wild slots used share one entry, so the states stay few. (Trying each position of
        each run as a natural or a wild, one run after another, made 2**14 ways a run and
        millions of steps for one hand with many wilds.)
        """
        if c in self._covers:
            return self._covers[c]
        gap = {"no_adjacent": 1, "gap_ge_2": 2}.get(self.rule, 0)
        cap = self.wild_cap  # the most wild slots the suit's runs can use: the hand's wilds
        # (open runs as sorted (low, tally), runs closed, closed at q-1, closed at q-2)
        #   -> wild slots used -> (spans closed, wild positions of each open run, in order)
        Witness = tuple[list[Span], tuple[tuple[int, ...], ...]]
        Key = tuple[Opened, int, bool, bool]
        states: dict[Key, dict[int, Witness]] = {((), 0, False, False): {0: ([], ())}}
        for q in range(1, 16):
            grown: dict[Key, dict[int, Witness]] = {}
            for (opened, closed, just, _before), by_used in states.items():
                for keep in self._closings(opened, q):  # cached: states share their runs
                    shut = [i for i in range(len(opened)) if i not in keep]
                    runs_done = closed + len(shut)
                    ended_now = bool(shut)
                    if q == 15:
                        if not keep:
                            slot = grown.setdefault(((), runs_done, False, False), {})
                            for used, (spans, wilds) in by_used.items():
                                ends = [(opened[i][0], 14, wilds[i]) for i in shut]
                                slot.setdefault(used, (spans + ends, ()))
                        continue
                    kept = [opened[i] for i in keep]
                    near = ended_now or (gap == 2 and just)
                    for start in range(self.runs_needed - runs_done - len(kept) + 1):
                        if start and gap and near:
                            break  # a new run would touch one that just ended
                        runs = kept + [(q, self._fresh)] * start
                        short = len(runs) - c[q]
                        if short < 0:
                            continue
                        for picks, after in self._fillings(runs, short):
                            order = sorted(range(len(after)), key=after.__getitem__)
                            key = (tuple(after[i] for i in order), runs_done, ended_now, just)
                            slot = grown.setdefault(key, {})
                            for used, (spans, wilds) in by_used.items():
                                if used + short > cap or used + short in slot:
                                    continue
                                ends = [(opened[i][0], q - 1, wilds[i]) for i in shut]
                                placed = [wilds[i] for i in keep] + [()] * start
                                placed = [
                                    (*w, q) if i in picks else w for i, w in enumerate(placed)
                                ]
                                slot[used + short] = (spans + ends, tuple(placed[i] for i in order))
            states = {k: v for k, v in grown.items() if v}
        found: dict[tuple[int, int], list[Span]] = {}
        for (_opened, closed, _just, _before), by_used in states.items():
            for used, (spans, _wilds) in by_used.items():
                found.setdefault((closed, used), spans)
        self._covers[c] = found
        return found

    # ---- what an open run must remember for its wild limit ---------------------------------
    # unlimited: whether it holds a natural yet; not_more_than_naturals: naturals - wilds
    # (capped: past the hand's wilds it can no longer go wrong); otherwise its wild count.

    @property
    def _fresh(self) -> int:
        return 0

    def _tally(self, tally: int, wild: bool) -> int | None:
        """The tally after one more card, a wild or a natural; None if the run cannot hold it."""
        rule = self.rules.wild_limit_rule
        if rule == "unlimited":
            return tally if wild else 1
        if rule == "not_more_than_naturals":
            return max(tally - 1, -15) if wild else min(tally + 1, self.wild_cap + 1)
        if not wild:
            return tally
        return tally + 1 if tally < self.allow_top else None

    def _closable(self, tally: int, length: int) -> bool:
        rule = self.rules.wild_limit_rule
        if rule == "unlimited":
            return tally == 1  # at least one natural: any number of wilds
        if rule == "not_more_than_naturals":
            return tally >= 0
        return tally <= self.allow[length]

    def _closings(self, opened: Opened, q: int) -> list[tuple[int, ...]]:
        """Which open runs go on past position q-1 (as index tuples): each of the others must
        be a legal run ending at q-1, and one that reached the longest run must end."""
        key = (opened, q)
        found = self._closing_cache.get(key)
        if found is None:
            found = self._closing_cache[key] = list(self._closings_of(opened, q))
        return found

    def _closings_of(self, opened: Opened, q: int) -> Iterator[tuple[int, ...]]:
        must_end = [i for i, (low, _t) in enumerate(opened) if q - low >= self.maxlen or q == 15]
        may_end = {
            i
            for i, (low, t) in enumerate(opened)
            if q - low >= self.least and self._closable(t, q - low)
        }
        if any(i not in may_end for i in must_end):
            return
        free = [i for i in range(len(opened)) if i not in must_end]
        seen: set[Opened] = set()
        for mask in range(1 << len(free)):
            ending = [i for j, i in enumerate(free) if mask >> j & 1]
            if any(i not in may_end for i in ending):
                continue
            keep = tuple(i for j, i in enumerate(free) if not mask >> j & 1)
            sig = tuple(sorted(opened[i] for i in keep))
            if sig not in seen:  # runs alike: ending one or the other is the same
                seen.add(sig)
                yield keep

    def _fillings(self, runs: list[OpenRun], short: int) -> list[Filling]:
        """Which ``short`` of the runs covering a position take a wild there (the others take
        its naturals): (their indexes, every run's (low, tally) after), runs alike tried once."""
        key = (tuple(runs), short)
        found = self._filling_cache.get(key)
        if found is None:
            found = self._filling_cache[key] = list(self._fillings_of(runs, short))
        return found

    def _fillings_of(self, runs: list[OpenRun], short: int) -> Iterator[Filling]:
        seen: set[Opened] = set()
        for picks in combinations(range(len(runs)), short):
            after: list[OpenRun] = []
            for i, (low, tally) in enumerate(runs):
                t = self._tally(tally, i in picks)
                if t is None:
                    break
                after.append((low, t))
            else:
                sig = tuple(sorted(after))
                if sig not in seen:
                    seen.add(sig)
                    yield set(picks), after


def _pure_wild(hand: HandIndex, card: Card) -> bool:
    return card.is_joker or card in hand.plain


def _class_of(hand: HandIndex, card: Card) -> tuple[str, int]:
    if card.is_joker:
        return ("joker", 0)
    if card in hand.plain:
        return ("plain", 0)
    if card.rank == 2 and hand.stand:
        return ("deuce", SUIT_INDEX[card.suit])
    return ("natural", face_of(card))


def going_out(
    cards: Sequence[Card], rules: RuleSet, round_no: int, forbidden: Card | None
) -> tuple[list[Meld], Card | None] | None:
    hand = HandIndex(cards, rules, round_no)
    contract = rules.contract(round_no)
    # The run-only cover takes one least length for all its runs ("runs of 5"); runs of
    # different lengths (a run of 4 and a run of 7) go to the general cover, which matches
    # the melds to the contract's lengths at the end.
    mixed_runs = len(set(contract.runs)) > 1
    general = bool(contract.sets) or mixed_runs or extra_melds_allowed(rules, round_no)
    no_discard = rules.final_round_no_discard and round_no == rules.final_round
    stray = strays(hand, rules, round_no)
    if len(stray) > (0 if no_discard else 1):
        return None  # cards that fit no meld at all: one discard sheds at most one of them
    if general:
        cover = GeneralCover(hand, rules, round_no)
        pieces = cover.solve(forbidden, spare=not no_discard)
        return None if pieces is None else cover.build(pieces)
    solver = RunCover(hand, rules, round_no)
    if no_discard:
        found = solver.solve(None)
        return None if found is None else (_build(found, hand.cards, rules, round_no), None)
    tried: set[tuple[str, int]] = set()
    for card in stray or hand.cards:
        kind = _class_of(hand, card)
        if card == forbidden or kind in tried:
            continue
        tried.add(kind)
        found = solver.solve(card)
        if found is not None:
            rest = [c for c in hand.cards if c != card]
            return _build(found, rest, rules, round_no), card
    return None


def _build(
    found: Sequence[SuitCover], cards: list[Card], rules: RuleSet, round_no: int
) -> list[Meld]:
    hand = HandIndex(cards, rules, round_no)
    bank = CardBank(hand, None)
    rows: list[Row] = []
    for s, spans, _natural in found:
        for low, high, wild in spans:
            row: Row = []
            for p in range(low, high + 1):
                if p in wild:
                    row.append(None)
                elif p == 2 and hand.stand:
                    row.append(bank.deuce(s))
                else:
                    row.append(bank.natural(position_rank(p) * 4 + s))
            rows.append(row)
    return [make_meld("run", row, rules, round_no) for row in fill_wilds(rows, bank, set())]
