"""A card's name in words, for the screen reader: "Seven of hearts", "Sept de cœur",
"Herz-Sieben". No Qt.

Each card's name is a whole text of its own (CardNames), never a rank and a suit glued by the
code: languages put them in their own order and form ("Herz-Sieben" in German).

>>> from rummy_desktop.engine import Card
>>> card_name(Card(7, "H")), card_name(Card(0, ""))
('Seven of hearts', 'Joker')
>>> wild_card_name(Card(7, "H"))
'Seven of hearts, wild'
"""

from __future__ import annotations

from rummy_desktop.engine import Card
from rummy_desktop.i18n import Words


class CardNames(Words):
    """The cards' names as a screen reader says them (a translation context)."""


# In English, marked; card_name() says one in the player's language.
CARD_NAMES: dict[tuple[int, str], str] = {
    (1, "S"): CardNames.tr_noop("Ace of spades"),
    (2, "S"): CardNames.tr_noop("Two of spades"),
    (3, "S"): CardNames.tr_noop("Three of spades"),
    (4, "S"): CardNames.tr_noop("Four of spades"),
    (5, "S"): CardNames.tr_noop("Five of spades"),
    (6, "S"): CardNames.tr_noop("Six of spades"),
    (7, "S"): CardNames.tr_noop("Seven of spades"),
    (8, "S"): CardNames.tr_noop("Eight of spades"),
    (9, "S"): CardNames.tr_noop("Nine of spades"),
    (10, "S"): CardNames.tr_noop("Ten of spades"),
    (11, "S"): CardNames.tr_noop("Jack of spades"),
    (12, "S"): CardNames.tr_noop("Queen of spades"),
    (13, "S"): CardNames.tr_noop("King of spades"),
    (1, "H"): CardNames.tr_noop("Ace of hearts"),
    (2, "H"): CardNames.tr_noop("Two of hearts"),
    (3, "H"): CardNames.tr_noop("Three of hearts"),
    (4, "H"): CardNames.tr_noop("Four of hearts"),
    (5, "H"): CardNames.tr_noop("Five of hearts"),
    (6, "H"): CardNames.tr_noop("Six of hearts"),
    (7, "H"): CardNames.tr_noop("Seven of hearts"),
    (8, "H"): CardNames.tr_noop("Eight of hearts"),
    (9, "H"): CardNames.tr_noop("Nine of hearts"),
    (10, "H"): CardNames.tr_noop("Ten of hearts"),
    (11, "H"): CardNames.tr_noop("Jack of hearts"),
    (12, "H"): CardNames.tr_noop("Queen of hearts"),
    (13, "H"): CardNames.tr_noop("King of hearts"),
    (1, "D"): CardNames.tr_noop("Ace of diamonds"),
    (2, "D"): CardNames.tr_noop("Two of diamonds"),
    (3, "D"): CardNames.tr_noop("Three of diamonds"),
    (4, "D"): CardNames.tr_noop("Four of diamonds"),
    (5, "D"): CardNames.tr_noop("Five of diamonds"),
    (6, "D"): CardNames.tr_noop("Six of diamonds"),
    (7, "D"): CardNames.tr_noop("Seven of diamonds"),
    (8, "D"): CardNames.tr_noop("Eight of diamonds"),
    (9, "D"): CardNames.tr_noop("Nine of diamonds"),
    (10, "D"): CardNames.tr_noop("Ten of diamonds"),
    (11, "D"): CardNames.tr_noop("Jack of diamonds"),
    (12, "D"): CardNames.tr_noop("Queen of diamonds"),
    (13, "D"): CardNames.tr_noop("King of diamonds"),
    (1, "C"): CardNames.tr_noop("Ace of clubs"),
    (2, "C"): CardNames.tr_noop("Two of clubs"),
    (3, "C"): CardNames.tr_noop("Three of clubs"),
    (4, "C"): CardNames.tr_noop("Four of clubs"),
    (5, "C"): CardNames.tr_noop("Five of clubs"),
    (6, "C"): CardNames.tr_noop("Six of clubs"),
    (7, "C"): CardNames.tr_noop("Seven of clubs"),
    (8, "C"): CardNames.tr_noop("Eight of clubs"),
    (9, "C"): CardNames.tr_noop("Nine of clubs"),
    (10, "C"): CardNames.tr_noop("Ten of clubs"),
    (11, "C"): CardNames.tr_noop("Jack of clubs"),
    (12, "C"): CardNames.tr_noop("Queen of clubs"),
    (13, "C"): CardNames.tr_noop("King of clubs"),
}
JOKER = CardNames.tr_noop("Joker")


def card_name(card: Card) -> str:
    """ "Seven of hearts", "Joker": the card's name in the player's language."""
    if card.is_joker:
        return CardNames.tr(JOKER)
    return CardNames.tr(CARD_NAMES[card.rank, card.suit])


def wild_card_name(card: Card) -> str:
    """ "Seven of hearts, wild": a card that is wild this round (a joker says so by its name)."""
    #: A card that is wild this round, as a screen reader says it: "Seven of hearts, wild".
    return CardNames.tr("{card}, wild", card=card_name(card))
