"""Going out in round 10 (RULES 3.10): every card but one placed in exactly the contract's runs.

Without sets in the contract and without extra melds, runs never mix suits, so each suit is
covered on its own: every way to split the suit's cards exactly into runs (wild slots counted,
each run within the wild limit) gives a (runs, wilds) pair, and the suits combine when the
runs add up to the contract and the wild slots to the wild cards held. Aces may go low or
high; a 2 that may stand as itself is tried both as itself and as a wild. Each suit's answer
is cached, so trying every discard costs little. Other cases use the general cover (_cover.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..meld_contract import extra_melds_allowed
from ..meld_limits import max_run_length, position_rank, run_allowances, runs_conflict
from ..melds import Meld, make_meld
from ..rules import RuleSet
from ._build import Row, fill_wilds
from ._cover import GeneralCover
from ._hand import SUIT_INDEX, CardBank, HandIndex, face_of
from ._strays import strays

Span = tuple[int, int, tuple[int, ...]]  # low, high, wild positions of one run


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
        # may act wild): under "unlimited" the allowance alone let every run try 14 wild slots.
        self.allow_top = min(max(self.allow[: self.maxlen + 1]), hand.wild_total)
        self.rule = rules.same_suit_run_rule
        self._suits: dict[tuple[tuple[int, ...], int], dict] = {}
        self._covers: dict[tuple[int, ...], dict[tuple[int, int], list[Span]]] = {}

    def solve(self, removed: Card | None) -> list[tuple[int, list[Span], int]] | None:
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
        states: dict[tuple[int, int], list] = {(0, 0): []}
        for s, opts in enumerate(options):
            grown: dict[tuple[int, int], list] = {}
            for (t, net), picks in states.items():
                for (t2, net2), witness in opts.items():
                    key = (t + t2, net + net2)
                    if key[0] <= self.runs_needed and key not in grown:
                        grown[key] = [*picks, (s, *witness)]
            states = grown
        return states.get((self.runs_needed, fixed))

    def _suit_options(self, counts: tuple[int, ...], deuces: int) -> dict:
        """(runs, wild slots - 2s acting as wilds) -> (spans, natural 2s) for one suit."""
        key = (counts, deuces)
        if key in self._suits:
            return self._suits[key]
        out: dict[tuple[int, int], tuple[list[Span], int]] = {}
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
        """Every (runs, wild slots) that covers the position counts ``c`` (index 1..14) exactly."""
        if c in self._covers:
            return self._covers[c]
        found: dict[tuple[int, int], list[Span]] = {}
        self._dfs(list(c), [], 0, found)
        self._covers[c] = found
        return found

    def _dfs(self, c: list[int], spans: list[Span], wilds: int, found: dict) -> None:
        p = next((q for q in range(1, 15) if c[q]), 0)
        if not p:
            found.setdefault((len(spans), wilds), list(spans))
            return
        if len(spans) == self.runs_needed:
            return
        for lead in range(min(self.allow_top, self.allow_top - wilds) + 1):
            if p - lead < 1:
                break
            c[p] -= 1
            self._grow(c, spans, wilds, p - lead, p + 1, list(range(p - lead, p)), found)
            c[p] += 1

    def _grow(self, c, spans, wilds, low, q, wild, found) -> None:
        """Extend the run low..q-1 upwards, closing it wherever it is long enough."""
        n = q - low
        if (
            n >= self.least
            and len(wild) <= self.allow[n]
            and not any(runs_conflict(low, q - 1, a, b, self.rule) for a, b, _ in spans)
        ):
            spans.append((low, q - 1, tuple(wild)))
            self._dfs(c, spans, wilds + len(wild), found)
            spans.pop()
        if q > 14 or n >= self.maxlen:
            return
        if c[q]:
            c[q] -= 1
            self._grow(c, spans, wilds, low, q + 1, wild, found)
            c[q] += 1
        if wilds + len(wild) < self.allow_top:
            self._grow(c, spans, wilds, low, q + 1, [*wild, q], found)


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
    general = bool(contract.sets) or extra_melds_allowed(rules, round_no)
    no_discard = rules.final_round_no_discard and round_no == 10
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


def _build(found, cards: list[Card], rules: RuleSet, round_no: int) -> list[Meld]:
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
    fill_wilds(rows, bank, set())
    return [make_meld("run", row, rules, round_no) for row in rows]
