"""Three Thirteen hand values for the bots: the penalty now, and after one more draw.

The exact solver gives the penalty of a hand. A hand is also worth what the next draw may make
of it: :func:`expected_after_draw` averages, over every unseen card, the best penalty reachable
by drawing it and discarding one card (the one-ply expectation of the medium level).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, RuleSet, best_arrangement, min_penalty


def after_discard(cards: Sequence[Card], rules: RuleSet, rnd: int) -> int:
    """The penalty left after the best discard from ``cards`` (one card more than a hand).

    Dropping the costliest unmatched card of an optimal arrangement is exact unless a meld
    would rather be broken, which is rare enough for an estimate.
    """
    arrangement = best_arrangement(cards, rules, rnd)
    if not arrangement.unmatched:
        return 0
    worst = max(rules.card_points(c, rnd) for c in arrangement.unmatched)
    return arrangement.penalty - worst


def best_discard_penalty(
    cards: Sequence[Card], rules: RuleSet, rnd: int, forbidden: Card | None = None
) -> int:
    """Exactly the least penalty after discarding one of ``cards`` other than ``forbidden``."""
    best = None
    seen: set[tuple[int, str]] = set()
    for i, card in enumerate(cards):
        if card == forbidden or card.face in seen:
            continue
        seen.add(card.face)
        pen = min_penalty([*cards[:i], *cards[i + 1 :]], rules, rnd)
        best = pen if best is None else min(best, pen)
    return best if best is not None else min_penalty(cards, rules, rnd)


def _is_loose(card: Card, hand: Sequence[Card], wilds: int, rules: RuleSet, rnd: int) -> bool:
    """A drawn card that can meld with nothing in the hand (so the solver need not be asked)."""
    if wilds >= 2 or rules.is_wild(card, rnd):
        return False
    for c in hand:
        if c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2):
            return False
    return True


def expected_after_draw(
    hand: Sequence[Card], faces: Sequence[tuple[Card, int]], rules: RuleSet, rnd: int
) -> tuple[float, float]:
    """Over the unseen cards, drawing one and discarding one: the mean penalty left, and the
    share of cards that would let the hand go out at once."""
    total = sum(n for _c, n in faces)
    if not total:
        return float(min_penalty(hand, rules, rnd)), 0.0
    arrangement = best_arrangement(hand, rules, rnd)
    worst_loose = max((rules.card_points(c, rnd) for c in arrangement.unmatched), default=0)
    wilds = sum(1 for c in hand if rules.is_wild(c, rnd))
    acc = 0.0
    outs = 0
    for card, n in faces:
        if _is_loose(card, hand, wilds, rules, rnd):
            # A card that melds with nothing: throw it or the costliest loose card.
            value = arrangement.penalty + min(0, rules.card_points(card, rnd) - worst_loose)
        else:
            value = after_discard([*hand, card], rules, rnd)
        acc += n * value
        outs += n if value == 0 else 0
    return acc / total, outs / total
