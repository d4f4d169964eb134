"""Playing cards: one value per physical card, and the text notation used everywhere.

>>> parse_card("10h")
Card(rank=10, suit='H', copy=0)
>>> format_cards(parse_cards("AS td JK"))
'AS 10D JK'
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import Given, Refusal, RefusalError

SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
JOKER_RANK = 0
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANK_CODES = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}
_RANK_BY_CODE = {code: rank for rank, code in RANK_CODES.items()} | {"T": 10}
# One letter per copy of a card: 8 decks of each card, and up to 16 jokers (2 in each deck).
COPY_LETTERS = "abcdefghijklmnop"
_LONGEST_NAME = 4  # "10Hb"
CARDS_PER_DECK = 52


class CardError(RefusalError):
    """A card name that cannot be read: ``CARD_FORM``, ``CARD_SUIT`` or ``CARD_RANK`` with the
    text as ``given``."""


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One physical card. ``copy`` tells apart identical cards from different decks.

    A joker has rank 0 and an empty suit; wildness is never stored here: it comes
    from the rules and the round.
    """

    rank: int
    suit: str
    copy: int = 0

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def face(self) -> tuple[int, str]:
        """Rank and suit without the copy: identical cards share a face."""
        return (self.rank, self.suit)

    @property
    def code(self) -> str:
        """The plain notation, ``10H`` or ``JK``, without the copy letter."""
        return "JK" if self.is_joker else RANK_CODES[self.rank] + self.suit

    @property
    def full_code(self) -> str:
        """The notation with the copy letter, ``10Hb``: unique within a pack."""
        return self.code + COPY_LETTERS[self.copy]

    @property
    def pretty(self) -> str:
        """A player-facing name such as ``10♥`` or ``JK``."""
        return "JK" if self.is_joker else RANK_CODES[self.rank] + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self  # immutable: copying a game state need not copy its cards


def joker(copy: int = 0) -> Card:
    return Card(JOKER_RANK, "", copy)


def _split_copy(word: str) -> tuple[str, int | None]:
    """Split ``7Hb`` into (``7H``, 1); a word without a copy letter gives (word, None)."""
    head, last = word[:-1].upper(), word[-1:].lower()
    known = head == "JK" or (head[-1:] in SUITS and head[:-1] in _RANK_BY_CODE)
    if last and last in COPY_LETTERS and len(word) >= 3 and known:
        return head, COPY_LETTERS.index(last)
    return word.upper(), None


def parse_card(text: str, copy: int = 0) -> Card:
    """Read one card such as ``AS``, ``10h``, ``td``, ``JK`` or ``7Hb`` (copy b).

    Raises CardError saying why when the text names no card.
    """
    raw = text.strip()
    if len(raw) > _LONGEST_NAME:  # no card name is longer: do not copy megabytes about
        raise CardError(Refusal.CARD_FORM, given=Given(raw))
    word, letter_copy = _split_copy(raw)
    if letter_copy is not None:
        copy = letter_copy
    if word == "JK":
        return Card(JOKER_RANK, "", copy)
    if len(word) < 2:
        raise CardError(Refusal.CARD_FORM, given=Given(raw))
    rank_code, suit = word[:-1], word[-1]
    if suit not in SUITS:
        raise CardError(Refusal.CARD_SUIT, given=Given(raw))
    if rank_code not in _RANK_BY_CODE:
        raise CardError(Refusal.CARD_RANK, given=Given(raw))
    return Card(_RANK_BY_CODE[rank_code], suit, copy)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read several cards; identical cards without a copy letter get distinct copies.

    >>> [c.full_code for c in parse_cards("7H 7H 7Hc")]
    ['7Ha', '7Hb', '7Hc']
    """
    read = [_WORDS.get(w) or _read_word(w) for w in card_words(text)]
    if not any(lettered for _card, lettered in read):
        # The usual case: the n-th card of a face is copy n.
        seen: dict[tuple[int, str], int] = {}
        result = []
        for card, _lettered in read:
            face = (card.rank, card.suit)
            copy = seen.get(face, 0)
            seen[face] = copy + 1
            result.append(_card(card.rank, card.suit, copy) if copy else card)
        return result
    taken = {card for card, lettered in read if lettered}
    # Each face's next free copy only moves up, so the whole is linear in the number of cards
    # (trying copies from 0 for every card made 16,000 sevens of hearts take minutes).
    next_free: dict[tuple[int, str], int] = {}
    result = []
    for card, lettered in read:
        if not lettered:
            copy = next_free.get(card.face, 0)
            while Card(card.rank, card.suit, copy) in taken:
                copy += 1
            next_free[card.face] = copy + 1
            card = _card(card.rank, card.suit, copy)
        result.append(card)
    return result


def card_words(text: str | Iterable[str]) -> list[str]:
    """The card names in a text (or in several), one word each: what parse_cards reads."""
    return text.split() if isinstance(text, str) else [w for t in text for w in t.split()]


# Each card name read so far (a bounded set: ranks, suits and copy letters in either case):
# the card it names (copy 0 without a letter) and whether it gave a copy letter.
_WORDS: dict[str, tuple[Card, bool]] = {}
_CARDS: dict[tuple[int, str, int], Card] = {}
_MAX_WORDS = 4096


def _read_word(word: str) -> tuple[Card, bool]:
    card = parse_card(word)  # a CardError is raised again next time: only good names are kept
    known = (_card(card.rank, card.suit, card.copy), _split_copy(word.strip())[1] is not None)
    if len(_WORDS) >= _MAX_WORDS:
        _WORDS.clear()
    _WORDS[word] = known
    return known


def _card(rank: int, suit: str, copy: int) -> Card:
    """One shared Card for each value (cards are immutable)."""
    card = _CARDS.get((rank, suit, copy))
    if card is None:
        if len(_CARDS) >= _MAX_WORDS:
            _CARDS.clear()
        card = _CARDS[(rank, suit, copy)] = Card(rank, suit, copy)
    return card


def format_cards(cards: Iterable[Card], *, pretty: bool = False, copies: bool = False) -> str:
    """Write cards in the notation, separated by spaces."""
    if pretty:
        return " ".join(c.pretty for c in cards)
    return " ".join(c.full_code if copies else c.code for c in cards)


def build_pack(decks: int, jokers: int) -> list[Card]:
    """Every physical card of ``decks`` standard decks plus ``jokers`` jokers, in a fixed order."""
    return list(_pack(decks, jokers))


@functools.lru_cache(maxsize=32)  # cards are immutable: one pack per size serves every game
def _pack(decks: int, jokers: int) -> tuple[Card, ...]:
    pack = [
        Card(rank, suit, copy) for copy in range(decks) for suit in SUITS for rank in range(1, 14)
    ]  # CARDS_PER_DECK a deck
    pack += [Card(JOKER_RANK, "", copy) for copy in range(jokers)]
    return tuple(pack)
