"""The hand's worth, always in sight: what the cards in hand would cost if the round ended now.

Hillbilly counts every card in hand (RULES 3.13); Three Thirteen counts only the cards its
best arrangement leaves over (RULES 4.9), and with a card drawn (one card more than the
round deals) the best after throwing the card that helps least.
"""

from __future__ import annotations

from rummy_desktop.engine import PlayerView, hand_points, min_penalty

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
    elif len(cards) > rules.cards_dealt(round_no):  # a card was drawn: the best after one discard
        value = min(
            min_penalty(cards[:i] + cards[i + 1 :], rules, round_no) for i in range(len(cards))
        )
    else:
        value = min_penalty(cards, rules, round_no)
    _cache.clear()
    _cache[key] = value
    return value


def hand_value_text(view: PlayerView) -> str:
    """ "Your hand: 14 points" (Hillbilly) or "Your hand: 14 points left over"."""
    if not view.hand:
        return "Your hand is empty"
    value = hand_value(view)
    unit = "point" if value == 1 else "points"
    if view.rules.variant == "hillbilly":
        return f"Your hand: {value} {unit}"
    return f"Your hand: {value} {unit} left over"
