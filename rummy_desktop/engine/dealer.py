"""Choosing the first dealer (RULES 3.4 for Hillbilly, 4.10 for Three Thirteen)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from .cards import ACE, Card


def draw_for_dealer(
    cards: Iterator[Card],
    seats: Sequence[int],
    ages: Sequence[int | None],
    ace_high: bool = True,
    youngest_breaks_ties: bool = True,
) -> tuple[int, list[tuple[int, Card]]]:
    """Each contending seat draws a card; the highest rank deals.

    A joker is set aside and that seat draws again. A tie goes to the youngest tied
    player when every tied player gave an age, otherwise the tied players draw again.
    Returns the dealer and every (seat, card) drawn, in order.
    """
    draws: list[tuple[int, Card]] = []
    contenders = list(seats)
    while True:
        drawn: dict[int, int] = {}
        for seat in contenders:
            card = next(cards)
            draws.append((seat, card))
            while card.is_joker:
                card = next(cards)
                draws.append((seat, card))
            drawn[seat] = 14 if (ace_high and card.rank == ACE) else card.rank
        best = max(drawn.values())
        tied = [s for s in contenders if drawn[s] == best]
        if len(tied) == 1:
            return tied[0], draws
        known = [ages[s] for s in tied]
        if youngest_breaks_ties and all(a is not None for a in known):
            youngest = min(known)  # type: ignore[type-var]
            tied = [s for s in tied if ages[s] == youngest]
            if len(tied) == 1:
                return tied[0], draws
        contenders = tied


def endless_shuffled(pack: list[Card], rng: random.Random) -> Iterator[Card]:
    """Cards from a shuffled pack, reshuffled whenever it runs out (long redraw chains)."""
    while True:
        cards = list(pack)
        rng.shuffle(cards)
        yield from cards
