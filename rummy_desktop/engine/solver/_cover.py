"""An exact cover of a hand by sets and runs: going out when sets or extra melds may be used.

Cards are counted by suit and run position (``suit * 15 + position``; an ace is labelled low
or high before the search). The lowest card left must lie in some meld: a set of its rank
(any of the naturals of that rank, plus wilds) or a run of its suit in which it is the lowest
natural. Failed states are remembered. Used with `final_round_allow_extra_melds`, or for a
contract holding sets.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import Literal

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
from ..melds import Meld, make_meld
from ..rules import RuleSet
from ._build import Row, fill_wilds
from ._hand import SUIT_INDEX, CardBank, HandIndex

# ("set", ((slot index, count), ...), wilds), ("run", suit, low, high, wild positions), or the
# card left over: ("discard", slot index), ("discard", -1) for a wild.
Used = tuple[tuple[int, int], ...]  # (slot index, count) of the naturals a meld takes
SetPiece = tuple[Literal["set"], Used, int]
RunPiece = tuple[Literal["run"], int, int, int, tuple[int, ...]]
DiscardPiece = tuple[Literal["discard"], int]
Piece = SetPiece | RunPiece | DiscardPiece
Tally = tuple[tuple[int, ...], tuple[int, ...]]  # the lengths of the sets and runs so far
Spans = tuple[tuple[int, int], ...]  # (low, high) of this suit's runs so far
Option = tuple[SetPiece | RunPiece, Used, int]  # a meld, the naturals it takes, its wilds
# A state of the search: counts left, wilds, tally, spans, set ranks, spare, free wilds.
FailKey = tuple[tuple[int, ...], int, Tally, Spans, tuple[int, ...], bool, bool]


class GeneralCover:
    def __init__(self, hand: HandIndex, rules: RuleSet, round_no: int) -> None:
        contract = rules.contract(round_no)
        self.hand, self.rules, self.round_no = hand, rules, round_no
        # The least lengths of the contract's sets and runs, shortest first. A meld's length is
        # kept (capped where longer never matters) and the lengths are matched to the contract
        # as a whole, so a set of 3 and a set of 4 may come in either order.
        self.sizes = (tuple(sorted(contract.sets)), tuple(sorted(contract.runs)))
        self.need = (len(contract.sets), len(contract.runs))
        self.extras = extra_melds_allowed(rules, round_no)
        self.exact = exact_lengths(rules, round_no)
        kinds = ("set", "run")
        self.cap = tuple(
            max((*self.sizes[k], EXTRA_MIN[kinds[k]]) if self.extras else self.sizes[k], default=0)
            for k in range(2)
        )
        self.shortest = tuple(
            min((*self.sizes[k], EXTRA_MIN[kinds[k]]) if self.extras else self.sizes[k], default=99)
            for k in range(2)
        )
        self.maxlen = max_run_length(rules)
        self.run_allow = run_allowances(rules)
        self.allow_top = max(self.run_allow[: self.maxlen + 1])
        self._failed: set[FailKey] = set()

    def _add(self, tally: Tally, kind: int, length: int) -> Tally | None:
        """The tally with one more meld of this kind and length, or None if the lay-down could
        then no longer be the contract (too many melds, or too short for what is left)."""
        if length < self.shortest[kind]:
            return None
        if not self.exact:
            length = min(length, self.cap[kind])  # longer is as good
        lengths = tuple(sorted((*tally[kind], length)))
        if not self.extras:
            sizes = self.sizes[kind]
            if len(lengths) > len(sizes):
                return None
            if self.exact:
                if any(lengths.count(n) > sizes.count(n) for n in lengths):
                    return None
            # The melds so far take the shortest places of the contract, in order.
            elif any(have < want for have, want in zip(lengths, sizes, strict=False)):
                return None
        return (lengths, tally[1]) if kind == 0 else (tally[0], lengths)

    def _complete(self, tally: Tally) -> bool:
        """Whether the melds' lengths hold the whole contract (plus extra melds if allowed)."""
        kinds = ("set", "run")
        for k in range(2):
            lengths, sizes = sorted(tally[k], reverse=True), self.sizes[k]
            if len(lengths) < len(sizes) or (len(lengths) > len(sizes) and not self.extras):
                return False
            wanted = sorted([*sizes] + [EXTRA_MIN[kinds[k]]] * (len(lengths) - len(sizes)))
            for have, want in zip(lengths, wanted[::-1], strict=True):
                if have < want or (self.exact and have != want):
                    return False
        return True

    def solve(self, forbidden: Card | None, spare: bool) -> list[Piece] | None:
        """Pieces covering the hand; with ``spare`` one card is left over to discard.

        The discard is a piece of its own: ("discard", slot index), or ("discard", -1) for a
        wild. It is never ``forbidden``: a copy of the same card is fine.
        """
        hand = self.hand
        self.forbidden = forbidden
        # Only a run tells a low ace from a high one (a set takes either), and each run holds
        # one high ace at most: more aces labelled high than runs repeat a split already tried.
        most_high = 99 if self.extras else self.need[1]
        ace_splits = [range(min(hand.nat[4 + s], most_high) + 1) for s in range(4)]
        deuce_splits = [range(d + 1 if hand.stand else 1) for d in hand.deuces]
        for highs in product(*ace_splits):
            for naturals in product(*deuce_splits):
                counts = [0] * 60
                for s in range(4):
                    for r in range(1, 14):
                        counts[s * 15 + r] = hand.nat[r * 4 + s]
                    counts[s * 15 + 1] -= highs[s]
                    counts[s * 15 + 14] = highs[s]
                    counts[s * 15 + 2] += naturals[s]
                wild_deuces = sum(d - n for d, n in zip(hand.deuces, naturals, strict=True))
                wilds = len(hand.jokers) + len(hand.plain) + wild_deuces
                # Wilds that may be the discard: not the card just taken, if it must act wild.
                self.free_wilds = wilds - self._forced_wild(forbidden, naturals)
                found = self._dfs(counts, wilds, ((), ()), -1, (), (), spare)
                if found is not None:
                    return found
        return None

    def _forced_wild(self, card: Card | None, naturals: tuple[int, ...]) -> int:
        if card is None:
            return 0
        if card.is_joker or card in self.hand.plain:
            return 1
        if card.rank == 2 and self.hand.stand:
            return int(naturals[SUIT_INDEX[card.suit]] == 0)
        return 0

    def _discardable(self, idx: int) -> bool:
        """Whether a natural at this slot may be the discard (a copy other than the taken card)."""
        card = self.forbidden
        s, p = divmod(idx, 15)
        if card is None or card.is_joker or SUIT_INDEX[card.suit] != s:
            return True
        if p == 2 and self.hand.stand:
            return not (card.rank == 2 and self.hand.deuces[s] == 1)
        rank = position_rank(p)
        return not (card.rank == rank and self.hand.nat[rank * 4 + s] == 1)

    def _dfs(
        self,
        counts: list[int],
        wilds: int,
        tally: Tally,
        suit: int,
        spans: Spans,
        ranks: tuple[int, ...],
        spare: bool,
    ) -> list[Piece] | None:
        idx = next((i for i, n in enumerate(counts) if n), -1)
        if idx < 0:
            if not self._complete(tally):
                return None
            if not spare:
                return [] if wilds == 0 else None
            return [("discard", -1)] if wilds == 1 and self.free_wilds > 0 else None
        s, p = divmod(idx, 15)
        if s != suit:
            suit, spans = s, ()  # runs of earlier suits can no longer touch later ones
        key: FailKey = (tuple(counts), wilds, tally, spans, ranks, spare, self.free_wilds > 0)
        if key in self._failed:
            return None
        if spare and self._discardable(idx):
            counts[idx] -= 1
            rest = self._dfs(counts, wilds, tally, suit, spans, ranks, False)
            counts[idx] += 1
            if rest is not None:
                return [("discard", idx), *rest]
        for piece, used, w in self._pieces(counts, wilds, s, p, spans, ranks):
            kind = 0 if piece[0] == "set" else 1
            length = sum(n for _, n in used) + w
            t = self._add(tally, kind, length)
            if t is None:
                continue
            for i, n in used:
                counts[i] -= n
            new_spans = (*spans, (piece[2], piece[3])) if piece[0] == "run" else spans
            new_ranks = (*ranks, position_rank(p)) if not kind else ranks
            rest = self._dfs(counts, wilds - w, t, suit, new_spans, new_ranks, spare)
            for i, n in used:
                counts[i] += n
            if rest is not None:
                return [piece, *rest]
        self._failed.add(key)
        return None

    def _pieces(
        self, counts: list[int], wilds: int, s: int, p: int, spans: Spans, ranks: tuple[int, ...]
    ) -> Iterator[Option]:
        """Melds holding the card at (s, p) as their lowest: (piece, counts used, wilds)."""
        rank = position_rank(p)
        # (A high-labelled ace is never a set's lowest card: see the slots below.)
        if p != 14 and not (self.rules.sets_must_differ_in_rank and rank in ranks):
            # A set takes its aces from the low slot only: taking a high-labelled one instead
            # leaves what another split of the aces (one more labelled low) leaves, and
            # solve() tries that split too. Both slots made a set of aces try 4**8 mixes.
            slots = [
                i for s2 in range(s, 4) for i in (s2 * 15 + rank,) if counts[i] and i >= s * 15 + p
            ]
            for takes in product(*(range(counts[i] + 1) for i in slots)):
                if not takes[0]:
                    continue
                used = tuple((i, n) for i, n in zip(slots, takes, strict=True) if n)
                if self.rules.set_requires_distinct_suits:
                    per_suit = [sum(n for i, n in used if i // 15 == s2) for s2 in range(4)]
                    if max(per_suit) > 1:
                        continue
                naturals = sum(takes)
                distinct = self.rules.set_requires_distinct_suits
                for w in range(wilds + 1):
                    if w > max_wilds(self.rules, "set", naturals + w) or (
                        distinct and naturals + w > 4
                    ):
                        break
                    yield ("set", used, w), used, w
        yield from self._runs(counts, wilds, s, p, spans)

    def _runs(
        self, counts: list[int], wilds: int, s: int, p: int, spans: Spans
    ) -> Iterator[Option]:
        # Positions of one run are distinct slots, so availability is just "count > 0".
        for lead in range(min(self.allow_top, wilds) + 1):
            low = p - lead
            if low < 1:
                break
            yield from self._grow(
                counts, wilds, s, low, p + 1, list(range(low, p)), [s * 15 + p], spans
            )

    def _grow(
        self,
        counts: list[int],
        wilds: int,
        s: int,
        low: int,
        q: int,
        wild: list[int],
        used: list[int],
        spans: Spans,
    ) -> Iterator[Option]:
        n = q - low
        if n >= 3 and len(wild) <= self.run_allow[n]:
            rule = self.rules.same_suit_run_rule
            if not any(runs_conflict(low, q - 1, a, b, rule) for a, b in spans):
                yield ("run", s, low, q - 1, tuple(wild)), tuple((i, 1) for i in used), len(wild)
        if q > 14 or n >= self.maxlen:
            return
        i = s * 15 + q
        if counts[i]:
            yield from self._grow(counts, wilds, s, low, q + 1, wild, [*used, i], spans)
        if len(wild) < min(self.allow_top, wilds):
            yield from self._grow(counts, wilds, s, low, q + 1, [*wild, q], used, spans)

    def build(self, pieces: list[Piece]) -> tuple[list[Meld], Card | None]:
        """Melds of physical cards, and the one card left over (the discard) or None.

        The card just taken goes into a meld first, so what is left over is never it.
        """
        hand = self.hand
        bank = CardBank(hand, self.forbidden)
        rows: list[tuple[str, Row]] = []
        for piece in pieces:
            if piece[0] == "set":
                row: Row = []
                for i, n in piece[1]:
                    s, p = divmod(i, 15)
                    for _ in range(n):
                        row.append(
                            bank.deuce(s)
                            if p == 2 and hand.stand
                            else bank.natural(position_rank(p) * 4 + s)
                        )
                rows.append(("set", row + [None] * piece[2]))
            elif piece[0] == "run":
                _, s, low, high, wild = piece
                row = []
                for q in range(low, high + 1):
                    if q in wild:
                        row.append(None)
                    elif q == 2 and hand.stand:
                        row.append(bank.deuce(s))
                    else:
                        row.append(bank.natural(position_rank(q) * 4 + s))
                rows.append(("run", row))
        filled = fill_wilds([r for _, r in rows], bank, set())
        kinds = [kind for kind, _ in rows]
        melds = [
            make_meld(kind, row, self.rules, self.round_no)
            for kind, row in zip(kinds, filled, strict=True)
        ]
        used = {c for m in melds for c in m.cards}
        left = [c for c in hand.cards if c not in used]
        return melds, (left[0] if left else None)
