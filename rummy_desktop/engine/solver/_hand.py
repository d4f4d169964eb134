"""A hand counted for the contract search: naturals by face, wilds by kind, points by rank.

Faces are numbered ``rank * 4 + suit`` (suit index in "SHDC"), so counting and undoing are
list operations. Wild cards stay anonymous during the search; physical cards are handed out
only when the chosen lay-down is built.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter

from ..cards import JOKER_RANK, SUITS, Card
from ..meld_make import deuce_can_stand
from ..rules import RuleSet

SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


def face_of(card: Card) -> int:
    return card.rank * 4 + SUIT_INDEX[card.suit]


class HandIndex:
    """Counts of one hand for one round's rules.

    * ``nat[face]``: plain natural cards (a 2 is here only when deuces are not wild);
    * ``deuces[s]``: 2s of suit ``s`` that are wild but may stand as themselves
      (`deuces_wild` with `deuce_can_be_natural`);
    * ``jokers`` and ``plain``: wilds that are never natural (jokers; 2s without that option).
    """

    def __init__(self, cards: Sequence[Card], rules: RuleSet, round_no: int) -> None:
        # A C-level tuple key (rank, suit, copy): dataclass ordering is slow. One pass counts
        # everything; the bots build an index for nearly every decision.
        self.cards = sorted(cards, key=_CARD_KEY)
        self.stand = deuce_can_stand(rules)
        self.nat = nat = [0] * 56
        self.faces: dict[int, list[Card]] = {}
        self.jokers: list[Card] = []
        self.plain: list[Card] = []
        self.deuce_cards: list[list[Card]] = [[], [], [], []]
        self.rank_pts, self.joker_pts, self.deuce_pts = rank_pts, joker_pts, deuce_pts = _points(
            rules, round_no
        )
        rank_totals = [0] * 14
        faces, deuces_wild, total = self.faces, rules.deuces_wild, 0
        for card in self.cards:
            rank = card.rank
            if rank == JOKER_RANK:
                self.jokers.append(card)
                total += joker_pts
                continue
            total += deuce_pts if rank == 2 else rank_pts[rank]
            if deuces_wild and rank == 2:
                if self.stand:
                    self.deuce_cards[SUIT_INDEX[card.suit]].append(card)
                else:
                    self.plain.append(card)
            else:
                face = rank * 4 + SUIT_INDEX[card.suit]
                nat[face] += 1
                rank_totals[rank] += 1
                found = faces.get(face)
                if found is None:
                    faces[face] = [card]
                else:
                    found.append(card)
        self.deuces = [len(d) for d in self.deuce_cards]
        self.total_pts = total
        if self.stand:
            rank_totals[2] = sum(self.deuces)
        self.rank_totals = rank_totals

    @property
    def wild_total(self) -> int:
        """Every card that can act as a wild, deuces that may stand as themselves included."""
        return len(self.jokers) + len(self.plain) + sum(self.deuces)

    def rank_count(self, rank: int) -> int:
        """Naturals of a rank in the whole hand (2s that may stand as themselves included)."""
        return self.rank_totals[rank]

    def wild_cards(self, first: Card | None = None) -> list[Card]:
        """Wild-capable cards, the most costly first (they are the best to meld), ``first`` first."""
        wilds = self.jokers + self.plain + [c for cs in self.deuce_cards for c in cs]
        wilds.sort(key=lambda c: (c != first, -self.points(c), _card_key(c)))
        return wilds

    def points(self, card: Card) -> int:
        if card.is_joker:
            return self.joker_pts
        return self.deuce_pts if card.rank == 2 else self.rank_pts[card.rank]


def _card_key(card: Card) -> tuple[int, str, int]:
    return (card.rank, card.suit, card.copy)


_CARD_KEY = attrgetter("rank", "suit", "copy")  # the same key, without a Python call


_POINTS: dict[tuple[object, ...], tuple[list[int], int, int]] = {}


def _points(rules: RuleSet, round_no: int) -> tuple[list[int], int, int]:
    """Points of one natural of each rank, of a joker and of a 2, cached per scoring rules."""
    key = (tuple(rules.card_values.items()), rules.deuces_wild, rules.variant)
    if key not in _POINTS:
        ranks = [0] + [rules.card_points(Card(r, "S"), round_no) for r in range(1, 14)]
        joker = rules.card_points(Card(0, ""), round_no)
        _POINTS[key] = (ranks, joker, rules.card_points(Card(2, "S"), round_no))
    return _POINTS[key]


class CardBank:
    """Hands out physical cards while a found lay-down is built; ``first`` goes out first."""

    def __init__(self, hand: HandIndex, first: Card | None) -> None:
        self.faces = {f: _first(list(cs), first) for f, cs in hand.faces.items()}
        self.deuces = [_first(list(cs), first) for cs in hand.deuce_cards]
        self.first = first
        self.hand = hand

    def natural(self, face: int) -> Card:
        return self.faces[face].pop(0)

    def deuce(self, suit: int) -> Card:
        return self.deuces[suit].pop(0)

    def left_of_rank(self, rank: int) -> list[list[Card]]:
        """The naturals of a rank still in the bank, by suit."""
        if rank == 2 and self.hand.stand:
            return self.deuces
        return [self.faces.get(rank * 4 + s, []) for s in range(4)]

    def wilds(self) -> list[Card]:
        """Wild cards for wild slots: jokers, plain wilds and the deuces still unused."""
        left = self.hand.jokers + self.hand.plain + [c for cs in self.deuces for c in cs]
        left.sort(key=lambda c: (c != self.first, -self.hand.points(c), _card_key(c)))
        return left


def _first(cards: list[Card], first: Card | None) -> list[Card]:
    if first in cards:
        cards.remove(first)
        cards.insert(0, first)
    return cards
