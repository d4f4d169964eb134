"""The hand's worth, always in sight: what the cards in hand would cost if the round ended now.

Hillbilly counts every card in hand (RULES 3.13); Three Thirteen counts only the cards its
best arrangement leaves over (RULES 4.9), and with a card drawn (one card more than the
round deals) the best after throwing the card that helps least: never a wild card while
another card can go (a wild is worth more kept than its points now, and no advice throws
it), so the figure is the one the guide's and the hint's discard leaves.
"""

from __future__ import annotations

from rummy_desktop.engine import PlayerView, hand_points, min_penalty
from rummy_desktop.i18n import Words


class HandValueWords(Words):
    """The hand's worth beside the hand, and its tooltip (a translation context)."""


_cache: dict[tuple, int] = {}  # one entry: the hand on the screen changes once per move


def hand_value(view: PlayerView) -> int:
    """The points the viewer's hand would score now (see the module's note)."""
    cards = tuple(view.hand)
    key = (frozenset(cards), view.round_no, id(view.rules))
    if key in _cache:
        return _cache[key]
    rules, round_no = view.rules, view.round_no
    if rules.variant == "hillbilly":
        value = hand_points(cards, rules, round_no)
    elif drawn(view):  # a card was drawn: the best after one discard, the wilds kept
        throwable = [i for i, card in enumerate(cards) if not view.is_wild(card)]
        value = min(
            min_penalty(cards[:i] + cards[i + 1 :], rules, round_no)
            for i in (throwable or range(len(cards)))
        )
    else:
        value = min_penalty(cards, rules, round_no)
    _cache.clear()
    _cache[key] = value
    return value


def drawn(view: PlayerView) -> bool:
    """Three Thirteen: the viewer holds a card more than the round deals (one to discard)."""
    rules = view.rules
    return rules.variant != "hillbilly" and len(view.hand) > rules.cards_dealt(view.round_no)


def hand_value_text(view: PlayerView) -> str:
    """ "Your hand: 14 points" (Hillbilly) or "Your hand: 14 points left over" (and with a
    card to discard, "… after your discard" on a second line)."""
    if not view.hand:
        return HandValueWords.tr("Your hand is empty")
    value = hand_value(view)
    if view.rules.variant == "hillbilly":
        #: What the cards in hand would cost if the round ended now (Hillbilly: every card).
        return HandValueWords.tr("Your hand: %n point(s)", None, value)
    if drawn(view):
        #: Three Thirteen with a card to discard: two lines (keep the line break).
        return HandValueWords.tr(
            "Your hand: %n point(s) left over\nafter your discard", None, value
        )
    #: Three Thirteen: the points of the cards no meld takes.
    return HandValueWords.tr("Your hand: %n point(s) left over", None, value)


def hand_value_widest() -> list[str]:
    """Every wording of the figure with a three-figure value: the panel keeps room for the
    tallest, so its buttons never move when the wording changes (a drawn card, a new round)."""
    return [
        HandValueWords.tr("Your hand: %n point(s)", None, 188),
        HandValueWords.tr("Your hand: %n point(s) left over\nafter your discard", None, 188),
        HandValueWords.tr("Your hand: %n point(s) left over", None, 188),
        HandValueWords.tr("Your hand is empty"),
    ]


def hand_value_tip(view: PlayerView) -> str:
    """What the figure means, for the mouse resting on it."""
    if view.rules.variant == "hillbilly":
        return HandValueWords.tr(
            "What the cards in your hand would cost you if the round ended now"
        )
    if drawn(view):
        return HandValueWords.tr(
            "What the cards no meld takes would cost you if the round ended now, once you "
            "discard the card that leaves the fewest points (a wild card is kept: it is worth "
            "more than its points)"
        )
    return HandValueWords.tr("What the cards no meld takes would cost you if the round ended now")
