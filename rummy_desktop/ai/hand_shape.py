"""Quick measures of a Hillbilly hand's progress towards the contract, for the bots.

Not exact (the solver is): these only rank cards by how much they help, cheaply. Also
:func:`fits_table`, whether a card could be laid off on the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import ACE, SUITS, Card, MeldError, PlayerView, RuleSet, lay_off


def positions(card: Card) -> tuple[int, ...]:
    return (1, 14) if card.rank == ACE else (card.rank,)


def best_window(ranks: set[int], length: int) -> tuple[int, int]:
    """(cards held, lowest position) of the best run window of ``length`` over ``ranks``."""
    best = (0, 1)
    for low in range(1, 16 - length):
        held = sum(1 for p in range(low, low + length) if p in ranks)
        best = max(best, (held, -low))
    return best[0], -best[1]


def usefulness_map(hand: Sequence[Card], rules: RuleSet, round_no: int) -> dict[Card, int]:
    """0 (no use) to 3 (part of a meld already) for every card of the hand.

    Runs count only in the suits that best fit the contract's runs (one suit a run), so
    the hand commits to them instead of keeping a little of everything.
    """
    contract = rules.contract(round_no)
    wild = [c for c in hand if rules.is_wild(c, round_no)]
    naturals = [c for c in hand if not rules.is_wild(c, round_no)]
    value = {c: 0 for c in naturals}
    melds = len(contract.sets) + len(contract.runs)
    for i, c in enumerate(wild):
        value[c] = 3 if i < melds else 0  # one wild a meld: extras are dead weight
    if contract.sets:
        _value_sets(naturals, sorted(contract.sets, reverse=True), value)
    if rules.all_at_once(round_no):
        _value_final_round(naturals, len(contract.runs), value)
    elif contract.runs:
        length = min(contract.runs)
        windows = []
        for suit in SUITS:
            ranks = {p for c in naturals if c.suit == suit for p in positions(c)}
            held, low = best_window(ranks, length)
            windows.append((held, suit, low))
        windows.sort(reverse=True)
        for held, suit, low in windows[: len(contract.runs)]:
            score = 3 if held >= length - 1 else 2 if held >= max(2, length // 2) else 1
            seen: set[int] = set()
            for c in sorted((c for c in naturals if c.suit == suit), key=lambda c: c.copy):
                if c.rank in seen:
                    continue  # a twin adds nothing to a run
                if any(low <= p < low + length for p in positions(c)):
                    seen.add(c.rank)
                    value[c] = max(value[c], score)
                elif any(
                    abs(p - low) <= 2 or abs(p - (low + length - 1)) <= 2 for p in positions(c)
                ):
                    value[c] = max(value[c], 1)
    return value


def _value_final_round(naturals: list[Card], runs: int, value: dict[Card, int]) -> None:
    """Round 10 melds every card into runs: value compact same-suit clusters in the best suits."""
    by_suit: dict[str, dict[int, Card]] = {}
    for c in sorted(naturals, key=lambda c: c.copy):
        by_suit.setdefault(c.suit, {}).setdefault(c.rank, c)  # twins stay worth 0
    suits = sorted(by_suit, key=lambda s: len(by_suit[s]), reverse=True)[:runs]
    for suit in suits:
        cards = by_suit[suit]
        # An ace sits at both ends (A-2-3 and Q-K-A): it takes the better of its clusters.
        spots = sorted((p, rank) for rank, c in cards.items() for p in positions(c))
        cluster: list[tuple[int, int]] = []
        for spot in [*spots, (99, 0)]:
            if cluster and spot[0] - cluster[-1][0] > 2:
                score = 3 if len(cluster) >= 4 else 2 if len(cluster) >= 2 else 1
                for _p, rank in cluster:
                    value[cards[rank]] = max(value[cards[rank]], score)
                cluster = []
            cluster.append(spot)


def _value_sets(naturals: list[Card], needs: list[int], value: dict[Card, int]) -> None:
    """The contract's sets come from the best-filled ranks; other pairs are spares."""
    groups: dict[int, list[Card]] = {}
    for c in naturals:
        groups.setdefault(c.rank, []).append(c)
    ranked = sorted(groups.values(), key=len, reverse=True)
    for i, group in enumerate(ranked):
        need = needs[i] if i < len(needs) else 0
        for k, c in enumerate(group):
            if need and k < need:
                value[c] = 3 if len(group) >= need else 2 if len(group) >= 2 else 0
            elif len(group) >= 2:
                value[c] = 1  # a spare pair, or cards beyond what the set needs


def melded_cards(hand: Sequence[Card], rules: RuleSet, round_no: int) -> int:
    """About how many cards of the hand already sit in whole melds the contract can use.

    Counts at most the contract's number of runs (same-suit stretches of the run length, one
    missing card bridged by a wild) and of sets (the set size, a wild making up one card).
    Greedy, so an estimate; melds the contract has no room for count nothing.
    """
    contract = rules.contract(round_no)
    naturals = [c for c in hand if not rules.is_wild(c, round_no)]
    wilds = len(hand) - len(naturals)
    total = 0
    used: set[Card] = set()
    if contract.runs:
        length = min(contract.runs)
        found = []
        for suit in SUITS:
            by_pos: dict[int, Card] = {}
            for c in naturals:
                if c.suit == suit:
                    for p in positions(c):
                        by_pos.setdefault(p, c)
            for start, stop, bridged in _stretches(set(by_pos), wilds):
                # A long run is built up from a stretch of three: that already counts.
                if stop - start + 1 >= min(length, 3 + bridged):
                    cards = {by_pos[p] for p in range(start, stop + 1) if p in by_pos}
                    found.append((len(cards) + bridged, bridged, cards))
        found.sort(key=lambda f: f[0], reverse=True)
        runs = 0
        for size, bridged, cards in found:
            if runs == len(contract.runs) or cards & used or bridged > wilds:
                continue
            used |= cards
            total += size
            wilds -= bridged
            runs += 1
    if contract.sets:
        groups: dict[int, list[Card]] = {}
        for c in naturals:
            if c not in used:
                groups.setdefault(c.rank, []).append(c)
        needs = sorted(contract.sets, reverse=True)
        for need, group in zip(needs, sorted(groups.values(), key=len, reverse=True), strict=False):
            if len(group) >= need:
                total += need  # more of a rank than the set needs is no progress
            elif len(group) == need - 1 and len(group) >= 2 and wilds:
                total += need
                wilds -= 1
    return total


def _stretches(held: set[int], wilds: int) -> list[tuple[int, int, int]]:
    """(first, last, wilds used) of each run stretch over the held positions 1..14."""
    out = []
    pos = 1
    while pos <= 14:
        if pos not in held:
            pos += 1
            continue
        start, gap = pos, 0
        while pos + 1 <= 14 and (pos + 1 in held or (not gap and wilds and pos + 2 in held)):
            if pos + 1 not in held:
                gap, pos = 1, pos + 2
            else:
                pos += 1
        out.append((start, pos, gap))
        pos += 1
    return out


def fits_table(view: PlayerView, card: Card) -> bool:
    """Whether ``card`` could be laid off on some meld of the table (at either end of a run)."""
    for tm in view.melds:
        for end in (None,) if tm.meld.kind == "set" else ("low", "high"):
            try:
                lay_off(tm.meld, card, end, view.rules, view.round_no)
                return True
            except MeldError:
                continue
    return False
