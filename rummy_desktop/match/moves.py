"""What the engine's events moved, as the table shows it: each card from one place to another.

The scene animates exactly these moves (a drawn card flies from the stock, a bought card from
the discard pile to its buyer, a swapped wild from its meld to the swapper) instead of guessing
where a new card came from. A card the viewer may not see travels as ``card=None``: a back.
No Qt.

>>> from rummy_desktop.engine import Card
>>> from rummy_desktop.engine import Drew
>>> seven = Card(7, "H")
>>> card_moves([Drew(1, seven, "stock")], viewer=0, melds={}, discard=())
(CardMove(card=None, source='stock', target='seat:1'),)
>>> card_moves([Drew(0, seven, "stock")], viewer=0, melds={}, discard=())
(CardMove(card=Card(rank=7, suit='H', copy=0), source='stock', target='seat:0'),)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from rummy_desktop.engine import (
    Bought,
    Card,
    Dealt,
    Discarded,
    Drew,
    LaidDown,
    LaidOff,
    RoundStarted,
    StockRefilled,
    Swapped,
    UpcardTurned,
)


@dataclass(frozen=True)
class CardMove:
    card: Card | None  # None: a card this viewer may not know (shown as a back)
    source: str  # "stock", "discard", "seat:N" or "meld:ID"
    target: str
    # In a deal: this card's turn in the deal, card by card round the table (0 first), so
    # the scene flies them one after another; None for every other move.
    deal: int | None = field(default=None, repr=False, compare=False)


def card_moves(
    events: Iterable[object],
    viewer: int | None,
    melds: Mapping[int, Sequence[Card]],
    discard: Sequence[Card],
) -> tuple[CardMove, ...]:
    """The moves of ``events`` for ``viewer`` (None: behind the pass screen, nothing private).

    ``melds`` are the table's melds after the events (their cards by id, for a lay-down);
    ``discard`` the discard pile before them (a refill turns it into the stock).
    """
    moves: list[CardMove] = []

    def mine(seat: int, card: Card) -> Card | None:
        return card if seat == viewer else None

    pile = list(discard)
    dealt: list[list[int]] = []  # per seat dealt to, in order: the indexes of its moves
    upcard: int | None = None
    for event in events:
        if isinstance(event, RoundStarted):
            pile = []  # a new deal: the last round's discards are gone
            dealt = []
        elif isinstance(event, Dealt):
            dealt.append([])
            for c in event.cards:
                dealt[-1].append(len(moves))
                moves.append(CardMove(mine(event.seat, c), "stock", f"seat:{event.seat}"))
        elif isinstance(event, UpcardTurned):
            moves.append(CardMove(event.card, "stock", "discard"))
            if dealt:  # the upcard is turned after the last card is dealt
                upcard = len(moves) - 1
            pile.append(event.card)
        elif isinstance(event, Drew):
            if event.source == "discard":
                moves.append(CardMove(event.card, "discard", f"seat:{event.seat}"))
                pile = pile[:-1]
            else:
                moves.append(CardMove(mine(event.seat, event.card), "stock", f"seat:{event.seat}"))
        elif isinstance(event, Bought):
            moves.append(CardMove(event.card, "discard", f"seat:{event.seat}"))
            pile = pile[:-1]
            seat = f"seat:{event.seat}"
            moves += [CardMove(mine(event.seat, c), "stock", seat) for c in event.penalty]
        elif isinstance(event, Discarded):
            moves.append(CardMove(event.card, f"seat:{event.seat}", "discard"))
            pile.append(event.card)
        elif isinstance(event, LaidDown):
            for meld_id in event.meld_ids:
                target = f"meld:{meld_id}"
                moves += [CardMove(c, f"seat:{event.seat}", target) for c in melds.get(meld_id, ())]
        elif isinstance(event, LaidOff):
            moves.append(CardMove(event.card, f"seat:{event.seat}", f"meld:{event.meld_id}"))
        elif isinstance(event, Swapped):
            meld, seat = f"meld:{event.meld_id}", f"seat:{event.seat}"
            moves.append(CardMove(event.card, seat, meld))
            moves.append(CardMove(event.wild, meld, seat))
        elif isinstance(event, StockRefilled):
            moves += [CardMove(c, "discard", "stock") for c in pile[:-1]]  # the top one stays
            pile = pile[-1:]
    order = deal_order(dealt) + ([upcard] if upcard is not None else [])
    for turn, index in enumerate(order):
        moves[index] = replace(moves[index], deal=turn)
    return tuple(moves)


def deal_order(dealt: Sequence[Sequence[int]]) -> list[int]:
    """Card by card round the table: the first card of each seat, then the second…

    >>> deal_order([[0, 1], [2, 3], [4]])
    [0, 2, 4, 1, 3]
    """
    out: list[int] = []
    for k in range(max((len(d) for d in dealt), default=0)):
        out += [d[k] for d in dealt if k < len(d)]
    return out
