"""Moves in the card notation of the command line (``discard 7H``, ``take 5S``, ``draw stock``).

The coach's JSON and its sentences name moves this way; the card comes from the view where
the action itself does not carry it (taking or buying the top discard).
"""

from __future__ import annotations

from ..engine import (
    Action,
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    GoOut,
    LayDown,
    LayOff,
    PlayerView,
    SwapWild,
    TakeDiscard,
)


def notation(action: Action, view: PlayerView) -> str:
    """``action`` as the short words of the card notation, the card named as the seat saw it."""
    if isinstance(action, DrawStock):
        return "draw stock"
    if isinstance(action, TakeDiscard):
        top = view.top_discard
        return f"take {top.code}" if top is not None else "take discard"
    if isinstance(action, Buy):
        card = view.buy_card or view.top_discard
        return f"buy {card.code}" if card is not None else "buy"
    if isinstance(action, DeclineBuy):
        card = view.buy_card or view.top_discard
        return f"pass {card.code}" if card is not None else "pass"
    if isinstance(action, Discard):
        return f"discard {action.card.code}"
    if isinstance(action, GoOut):
        return f"go out discard {action.discard.code}"
    if isinstance(action, LayDown):
        melds = " / ".join(" ".join(c.code for c in m.cards) for m in action.melds)
        tail = f" discard {action.discard.code}" if action.discard is not None else ""
        return f"lay down {melds}{tail}"
    if isinstance(action, LayOff):
        return f"lay off {action.card.code} on meld {action.meld_id}"
    if isinstance(action, SwapWild):
        then = f" then {notation(action.then, view)}" if action.then is not None else ""
        return f"swap {action.card.code} into meld {action.meld_id}{then}"
    return type(action).__name__
