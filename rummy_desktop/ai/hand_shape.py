"""Quick measures of a Hillbilly hand's progress towards the contract, for the bots.

Not exact (the solver is): these only rank cards by how much they help, cheaply. Also
:func:`fits_table`, whether a card could be laid off on the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import (
    ACE,
    JOKER_RANK,
    SUITS,
    Card,
    Contract,
    MeldError,
    PlayerView,
    RuleSet,
    lay_off,
)


def positions(card: Card) -> tuple[int, ...]:
    return (1, 14) if card.rank == ACE else (card.rank,)


def best_window(ranks: set[int], length: int) -> tuple[int, int]:
    """(cards held, lowest position) of the best run window of ``length`` over ``ranks``."""
    return _best_window(sum(1 << p for p in ranks if 1 <= p <= 14), length)


def _best_window(mask: int, length: int) -> tuple[int, int]:
    """best_window over the positions held in ``mask`` (bit p for position p): the most held,
    and the lowest window among equals; (0, -1) when no window holds a card."""
    best, best_low, window = 0, -1, (1 << length) - 1
    for low in range(1, 16 - length):
        held = (mask & (window << low)).bit_count()
        if held > best:
            best, best_low = held, low
    return best, best_low


def usefulness_map(hand: Sequence[Card], rules: RuleSet, round_no: int) -> dict[Card, int]:
    """0 (no use) to 3 (part of a meld already) for every card of the hand.

    Runs count only in the suits that best fit the contract's runs (one suit a run), so
    the hand commits to them instead of keeping a little of everything.
    """
    contract = rules.contract(round_no)
    wild_rank = rules.wild_rank(round_no)
    wild = [c for c in hand if c.rank in (JOKER_RANK, wild_rank)]
    naturals = [c for c in hand if c.rank not in (JOKER_RANK, wild_rank)]
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
        masks = dict.fromkeys(SUITS, 0)
        for c in naturals:
            masks[c.suit] |= _POSITION_BITS[c.rank]
        windows = []
        for suit in SUITS:
            held, low = _best_window(masks[suit], length)
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

    The bots ask this for every card they might throw (about a dozen times a decision), so
    it works on counts, never on the cards: each suit's positions held are bits (an ace is
    at 1 and at 14), each rank's naturals a count. It depends on nothing else.
    """
    wild_rank = rules.wild_rank(round_no)
    masks, counts, wilds, _faces = _shape(hand, wild_rank)
    return _melded(rules.contract(round_no), masks, counts, wilds)


def melded_cards_without(
    hand: Sequence[Card], rules: RuleSet, round_no: int
) -> dict[tuple[int, str], int]:
    """For each face in the hand, :func:`melded_cards` of the hand less one card of that face
    (what each discard would leave), from one count of the hand."""
    wild_rank = rules.wild_rank(round_no)
    contract = rules.contract(round_no)
    masks, counts, wilds, faces = _shape(hand, wild_rank)
    out = {}
    for (rank, suit), n in faces.items():
        if rank in (JOKER_RANK, wild_rank):
            out[(rank, suit)] = _melded(contract, masks, list(counts), wilds - 1)
            continue
        less = counts.copy()
        less[rank] -= 1
        if n == 1:  # its last card: the positions go
            fewer = masks.copy()
            fewer[_SUIT_INDEX[suit]] &= ~_POSITION_BITS[rank]
            out[(rank, suit)] = _melded(contract, fewer, less, wilds)
        else:
            out[(rank, suit)] = _melded(contract, masks, less, wilds)
    return out


def _shape(
    hand: Sequence[Card], wild_rank: int | None
) -> tuple[list[int], list[int], int, dict[tuple[int, str], int]]:
    """(positions held by suit, naturals by rank, wilds, cards by face) of a hand."""
    masks = [0, 0, 0, 0]
    counts = [0] * 14
    faces: dict[tuple[int, str], int] = {}
    wilds = 0
    for c in hand:
        rank, suit = c.rank, c.suit
        faces[(rank, suit)] = faces.get((rank, suit), 0) + 1
        if rank in (JOKER_RANK, wild_rank):
            wilds += 1
        else:
            counts[rank] += 1
            masks[_SUIT_INDEX[suit]] |= _POSITION_BITS[rank]
    return masks, counts, wilds, faces


def _melded(contract: Contract, masks: list[int], counts: list[int], wilds: int) -> int:
    """melded_cards from a hand's counts (``counts`` is used up)."""
    total = 0
    if contract.runs:
        length = min(contract.runs)
        found = []  # (size, wilds, suit, first, last): suits in order, stretches low to high
        for suit, mask in enumerate(masks):
            if mask:
                key = (mask, wilds > 0, length)
                runs_here = _RUNS.get(key)
                if runs_here is None:
                    if len(_RUNS) >= _MAX_RUNS:
                        _RUNS.clear()
                    runs_here = _RUNS[key] = _run_stretches(mask, wilds > 0, length)
                found += [(size, bridged, suit, a, b) for size, bridged, a, b in runs_here]
        found.sort(key=lambda f: f[0], reverse=True)
        runs = 0
        low_ace = [False] * 4  # a run taken holds the suit's ace as its 1 / as its 14
        high_ace = [False] * 4
        for size, bridged, suit, first, last in found:
            # Two stretches of a suit share a card only when one holds the ace low and the
            # other holds it high: each position is one card, the ace's two are the same.
            shares = (first == 1 and high_ace[suit]) or (last == 14 and low_ace[suit])
            if runs == len(contract.runs) or shares or bridged > wilds:
                continue
            low_ace[suit] = low_ace[suit] or first == 1
            high_ace[suit] = high_ace[suit] or last == 14
            total += size
            wilds -= bridged
            runs += 1
            if contract.sets:  # the run's cards are no longer there for a set
                mask = masks[suit] & ((2 << last) - (1 << first))
                for pos in range(max(first, 2), min(last, 13) + 1):
                    if mask >> pos & 1:
                        counts[pos] -= 1
                if mask & _ACE_BITS:
                    counts[1] -= 1
    if contract.sets:
        needs = sorted(contract.sets, reverse=True)
        for need, held in zip(needs, sorted(counts, reverse=True), strict=False):
            if held >= need:
                total += need  # more of a rank than the set needs is no progress
            elif held == need - 1 and held >= 2 and wilds:
                total += need
                wilds -= 1
    return total


_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_POSITION_BITS = [0, (1 << 1) | (1 << 14), *(1 << r for r in range(2, 14))]
_ACE_BITS = (1 << 1) | (1 << 14)


# The run stretches of one suit's positions, by (positions, any wild, run length): hands
# differ, a suit's positions seldom do (2^13 of them, the ace's two bits going together).
_RUNS: dict[tuple[int, bool, int], tuple[tuple[int, int, int, int], ...]] = {}
_MAX_RUNS = 1 << 15


def _run_stretches(mask: int, wilds: bool, length: int) -> tuple[tuple[int, int, int, int], ...]:
    """(cards, wilds, first, last) of each stretch of ``mask`` that counts towards a run of
    ``length``."""
    out = []
    for first, last, bridged in _stretches(mask, wilds):
        # A long run is built up from a stretch of three: that already counts.
        if last - first + 1 >= min(length, 3 + bridged):
            held = (mask & ((2 << last) - (1 << first))).bit_count()
            if first == 1 and last == 14:
                held -= 1  # one ace, at both ends
            out.append((held + bridged, bridged, first, last))
    return tuple(out)


def _stretches(mask: int, wilds: int | bool) -> list[tuple[int, int, int]]:
    """(first, last, wilds used) of each run stretch over the positions 1..14 held in
    ``mask`` (bit p for position p), low to high; one gap may be bridged when there are
    wilds."""
    out = []
    rest = mask
    while rest:
        first = (rest & -rest).bit_length() - 1
        pos, gap = first, 0
        while pos < 14 and (mask >> (pos + 1) & 1 or (not gap and wilds and mask >> (pos + 2) & 1)):
            if mask >> (pos + 1) & 1:
                pos += 1
            else:
                gap, pos = 1, pos + 2
        out.append((first, pos, gap))
        rest &= ~((2 << pos) - 1)  # the positions up to this stretch's end are done
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
