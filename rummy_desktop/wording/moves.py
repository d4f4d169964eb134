"""A move in words: advice ("Discard the Q♣"), the telling after it ("Ann discarded the Q♣"),
and the questions a drop or the coach asks about one. Qt-free.

>>> from rummy_desktop.engine import Card, Discard
>>> action_text(Discard(0, Card(12, "C")))
'Discard the Q♣'
>>> action_text(Discard(0, Card(12, "C")), tense="did", who="Ann")
'Ann discarded the Q♣'
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.engine import (
    Action,
    Buy,
    Card,
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
from rummy_desktop.i18n import Words

from .contracts import Tense


class MoveWords(Words):
    """A move in words, as advice or as told after it, and the questions about one (a
    translation context)."""


# ---- moves ------------------------------------------------------------------------------------


def action_text(
    action: Action,
    view: PlayerView | None = None,
    tense: Tense = "do",
    names: Sequence[str] = (),
    who: str = "",
) -> str:
    """A move in words, as advice ("Discard the Q♠", ``tense="do"``) or as told after the
    fact by ``who`` made it ("Ann discarded the Q♠", ``tense="did"``). ``view``: the table as
    it stands (before the move for advice, after it for the telling), to name the cards and
    melds it speaks of; ``names``: the players, to say whose meld."""
    if tense == "did":
        return _did(action, view, names, who)
    if isinstance(action, DrawStock):
        return MoveWords.tr("Draw from the stock")
    if isinstance(action, TakeDiscard):
        card = _pile_card(view, False, "took")
        if card is None:
            return MoveWords.tr("Take the discard")
        return MoveWords.tr("Take the {card}", card=card)
    if isinstance(action, Buy):
        card = _pile_card(view, False, "bought")
        if card is None:
            return MoveWords.tr("Buy the discard")
        return MoveWords.tr("Buy the {card}", card=card)
    if isinstance(action, DeclineBuy):
        return MoveWords.tr("Pass on the buy")
    if isinstance(action, Discard):
        return MoveWords.tr("Discard the {card}", card=action.card.pretty)
    if isinstance(action, GoOut):
        return MoveWords.tr("Go out, discarding the {card}", card=action.discard.pretty)
    if isinstance(action, LayDown):
        melds = _melds(action)
        if action.discard is None:
            return MoveWords.tr("Lay down {melds}", melds=melds)
        return MoveWords.tr(
            "Lay down {melds}, then discard the {card}", melds=melds, card=action.discard.pretty
        )
    if isinstance(action, LayOff):
        where = meld_words(view, action.meld_id, names)
        return MoveWords.tr("Lay off the {card} on {meld}", card=action.card.pretty, meld=where)
    if isinstance(action, SwapWild):
        where = meld_words(view, action.meld_id, names)
        return MoveWords.tr(
            "Give the {card} for the wild in {meld}", card=action.card.pretty, meld=where
        )
    return type(action).__name__


def _did(action: Action, view: PlayerView | None, names: Sequence[str], who: str) -> str:
    """A move told after the fact, whole, with who made it: "Ann discarded the Q♠"."""
    if isinstance(action, DrawStock):
        return MoveWords.tr("{who} drew from the stock", who=who)
    if isinstance(action, TakeDiscard):
        card = _pile_card(view, True, "took")
        if card is None:
            return MoveWords.tr("{who} took the discard", who=who)
        return MoveWords.tr("{who} took the {card} from the discard pile", who=who, card=card)
    if isinstance(action, Buy):
        card = _pile_card(view, True, "bought")
        if card is None:
            return MoveWords.tr("{who} bought the discard", who=who)
        return MoveWords.tr("{who} bought the {card}", who=who, card=card)
    if isinstance(action, DeclineBuy):
        return MoveWords.tr("{who} passed on the buy", who=who)
    if isinstance(action, Discard):
        return MoveWords.tr("{who} discarded the {card}", who=who, card=action.card.pretty)
    if isinstance(action, GoOut):
        return MoveWords.tr(
            "{who} went out, discarding the {card}", who=who, card=action.discard.pretty
        )
    if isinstance(action, LayDown):
        melds = _melds(action)
        if action.discard is None:
            return MoveWords.tr("{who} laid down {melds}", who=who, melds=melds)
        return MoveWords.tr(
            "{who} laid down {melds}, then discarded the {card}",
            who=who,
            melds=melds,
            card=action.discard.pretty,
        )
    if isinstance(action, LayOff):
        where = meld_words(view, action.meld_id, names)
        return MoveWords.tr(
            "{who} laid off the {card} on {meld}", who=who, card=action.card.pretty, meld=where
        )
    if isinstance(action, SwapWild):
        where = meld_words(view, action.meld_id, names)
        return MoveWords.tr(
            "{who} gave the {card} for the wild in {meld}",
            who=who,
            card=action.card.pretty,
            meld=where,
        )
    return f"{who} {type(action).__name__}"


def _melds(action: LayDown) -> str:
    """The melds of a lay-down by their cards: "7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣"."""
    shown = [" ".join(c.pretty for c in m.cards) for m in action.melds]
    text = shown[0] if shown else ""
    for more in shown[1:]:
        #: Melds laid down, by their cards: "7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣".
        text = MoveWords.tr("{melds} and {meld}", melds=text, meld=more)
    return text


def _pile_card(view: PlayerView | None, did: bool, verb: str) -> str | None:
    """The card a take or a buy is about ("7♥"), or None when the view does not say."""
    if view is None:
        return None
    if did:  # after the move: the last public take names the card
        last = view.history[-1] if view.history else None
        return last[2].pretty if last and last[0] == verb else None
    card = view.top_discard if verb == "took" else view.buy_card
    return card.pretty if card else None


def meld_words(
    view: PlayerView | None, meld_id: int, names: Sequence[str] = (), yours: bool = False
) -> str:
    """ "Ada's 5♥ 6♥ 7♥ 8♥" / "your 7♠ 8♠ 9♠": a meld by whose it is and its cards, never by
    a number (nobody at the table sees meld numbers). ``yours``: the view's own melds are
    "your" whatever its player's name (said to the person at the screen)."""
    found = next((m for m in view.melds if m.id == meld_id), None) if view else None
    if found is None:
        #: A meld the table no longer shows: "Lay off the 7♥ on a meld".
        return MoveWords.tr("a meld")
    cards = " ".join(c.pretty for c in found.meld.cards)
    if yours and view is not None and found.owner == view.seat:
        #: A meld of the person at the screen, by its cards: "your 7♠ 8♠ 9♠".
        return MoveWords.tr("your {cards}", cards=cards)
    owner = names[found.owner] if 0 <= found.owner < len(names) else None
    if owner == "You" or (owner is None and view is not None and found.owner == view.seat):
        return MoveWords.tr("your {cards}", cards=cards)
    if owner is None:
        #: A meld of a player the table does not name, by its cards.
        return MoveWords.tr("a player's {cards}", cards=cards)
    #: A player's meld, by its cards: "Ada's 5♥ 6♥ 7♥".
    return MoveWords.tr("{owner}'s {cards}", owner=owner, cards=cards)


# Coach mode's note while it judges a move (taken away once it has); say it with coach_looking().
_COACH_LOOKING = MoveWords.tr_noop("The coach is looking at your move…")

# The choices a drop on a meld may leave, as the question's answers (the gesture judge's);
# said with MoveWords.tr(...) where they are shown.
_KEEP_THE_WILD = MoveWords.tr_noop("Keep the wild in hand")
_LAY_DOWN_STAGED = MoveWords.tr_noop("Lay down the staged melds")


def coach_looking() -> str:
    """Coach mode's note while it judges a move, in the player's language."""
    return MoveWords.tr(_COACH_LOOKING)


def keep_the_wild() -> str:
    """The answer that keeps a swapped wild in hand, in the player's language."""
    return MoveWords.tr(_KEEP_THE_WILD)


def lay_down_staged() -> str:
    """The answer that lays down the staged melds with a swapped wild."""
    return MoveWords.tr(_LAY_DOWN_STAGED)


def wild_laid_text(wild: Card, where: str, end: str | None) -> str:
    """A swapped wild's lay-off, as a choice: "Lay the JK on your 5♥ 6♥ 7♥ (high end)"."""
    if end == "low":
        return MoveWords.tr("Lay the {wild} on {meld} (low end)", wild=wild.pretty, meld=where)
    if end == "high":
        return MoveWords.tr("Lay the {wild} on {meld} (high end)", wild=wild.pretty, meld=where)
    return MoveWords.tr("Lay the {wild} on {meld}", wild=wild.pretty, meld=where)


def swap_question(card: Card, wild: Card, where: str) -> str:
    """The question before a swap: what the drop offers, said before the wild is taken."""
    return MoveWords.tr(
        "Swap your {card} for the {wild} in {meld}? You then play the {wild} at once. "
        "Choose what to do:",
        card=card.pretty,
        wild=wild.pretty,
        meld=where,
    )


def join_meld_text(card: Card, where: str) -> str:
    """A card dropped on a meld's wild that may simply join the meld, as a choice."""
    return MoveWords.tr("Add the {card} to {meld}, leaving its wild", card=card.pretty, meld=where)


def anyway_text(action: Action) -> str:
    """Coach mode's question after its reason: whether to make the move all the same."""
    if isinstance(action, Discard):
        return MoveWords.tr("Discard the {card} anyway?", card=action.card.pretty)
    if isinstance(action, GoOut):
        return MoveWords.tr("Go out anyway?")
    if isinstance(action, TakeDiscard):
        return MoveWords.tr("Take it anyway?")
    if isinstance(action, DrawStock):
        return MoveWords.tr("Draw from the stock anyway?")
    return MoveWords.tr("Play it anyway?")
