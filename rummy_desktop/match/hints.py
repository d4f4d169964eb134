"""A hint as advice to the player: the move the hint level chose, why, in the player's words,
and the cards and piles to light up on the table. No Qt.

The hint level chooses the move (its own reason is written for the review, in its own voice:
"Discarded Q♣: it does the least for my contract"); the advice here is worked out afresh from
the player's own view, so it speaks to the player and names only what that player can see.

>>> from rummy_desktop.engine import Game, RuleSet, Discard
>>> game = Game(RuleSet.preset("three-thirteen", players=2), seed=1)
>>> seat = game.to_act()[0]
>>> _ = game.apply(game.legal_actions(seat)[0])
>>> view = game.view(seat)
>>> advice = advise(Discard(seat, view.hand[0]), view)
>>> advice.text.startswith(f"Discard the {view.hand[0].pretty}: ")
True
"""

from __future__ import annotations

from dataclasses import dataclass

from rummy_desktop.ai.hillbilly_eval import contract_gap
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
    best_arrangement,
    min_penalty,
)
from rummy_desktop.i18n import Words


class HintWords(Words):
    """A hint's advice and its reasons (a translation context)."""


@dataclass(frozen=True)
class Advice:
    text: str  # "Discard the Q♣: it fits no meld and costs 10"
    cards: tuple[Card, ...] = ()  # cards to light up: in the hand, the discard, a meld
    piles: tuple[str, ...] = ()  # "stock", "discard", f"meld:{id}"


def advise(action: Action, view: PlayerView) -> Advice:
    """The advice for ``action``, the move the hint level would make from ``view``."""
    if isinstance(action, DrawStock | TakeDiscard):
        return _draw(action, view)
    if isinstance(action, Buy | DeclineBuy):
        return _buy(action, view)
    if isinstance(action, Discard):
        why = _why_discard(action.card, view)
        #: A hint: the move, then why ("Discard the Q♣: it fits no meld and costs 10").
        return Advice(
            HintWords.tr("Discard the {card}: {why}", card=action.card.pretty, why=why),
            (action.card,),
        )
    if isinstance(action, GoOut):
        card = action.discard
        return Advice(
            HintWords.tr("Go out, discarding the {card}: every other card melds", card=card.pretty),
            (card,),
        )
    if isinstance(action, LayDown):
        return _lay_down(action, view)
    if isinstance(action, LayOff):
        points = view.rules.card_points(action.card, view.round_no)
        meld = _meld_text(view, action.meld_id)
        if points == 1:
            text = HintWords.tr(
                "Lay the {card} off on {meld}: one point fewer left in hand",
                card=action.card.pretty,
                meld=meld,
            )
        else:
            text = HintWords.tr(
                "Lay the {card} off on {meld}: %n points fewer left in hand",
                None,
                points,
                card=action.card.pretty,
                meld=meld,
            )
        return Advice(
            text,
            (action.card,),
            (f"meld:{action.meld_id}",),
        )
    if isinstance(action, SwapWild):
        meld = _meld_text(view, action.meld_id)
        return Advice(
            HintWords.tr(
                "Give the {card} for the wild card in {meld}, and play the wild",
                card=action.card.pretty,
                meld=meld,
            ),
            (action.card,),
            (f"meld:{action.meld_id}",),
        )
    return Advice(HintWords.tr("There is nothing to advise now"))


# ---- each kind of move ---------------------------------------------------------------------


def _draw(action: Action, view: PlayerView) -> Advice:
    top = view.top_discard
    if isinstance(action, TakeDiscard) and top is not None:
        why = _why_take(top, view)
        return Advice(
            HintWords.tr("Take the {card}: {why}", card=top.pretty, why=why), (top,), ("discard",)
        )
    if top is None or not any(isinstance(a, TakeDiscard) for a in view.legal_actions):
        return Advice(HintWords.tr("Draw from the stock"), (), ("stock",))
    text = HintWords.tr(
        "Draw from the stock: the {card} would not improve your hand", card=top.pretty
    )
    return Advice(text, (), ("stock",))


def _buy(action: Action, view: PlayerView) -> Advice:
    card = view.buy_card
    if card is None:
        return Advice(HintWords.tr("Nothing is offered to buy"))
    penalty = view.rules.buy_penalty_cards
    if isinstance(action, Buy):
        return Advice(_buy_text(card, penalty, _why_take(card, view)), (card,), ())
    why = HintWords.tr("it does not bring your contract closer")
    if penalty == 1 and _gap_after(view, card) < _gap(view):
        why = HintWords.tr("it helps a little, but not enough to take one penalty card")
    elif penalty and _gap_after(view, card) < _gap(view):
        why = HintWords.tr(
            "it helps a little, but not enough to take %n penalty cards", None, penalty
        )
    return Advice(HintWords.tr("Pass on the {card}: {why}", card=card.pretty, why=why), (card,), ())


def _buy_text(card: Card, penalty: int, why: str) -> str:
    if penalty == 1:
        return HintWords.tr(
            "Buy the {card} (with one penalty card): {why}", card=card.pretty, why=why
        )
    if penalty:
        return HintWords.tr(
            "Buy the {card} (with %n penalty cards): {why}",
            None,
            penalty,
            card=card.pretty,
            why=why,
        )
    return HintWords.tr("Buy the {card}: {why}", card=card.pretty, why=why)


def _lay_down(action: LayDown, view: PlayerView) -> Advice:
    shown = [" ".join(c.pretty for c in m.cards) for m in action.melds]
    melds = shown[0] if shown else ""
    for more in shown[1:]:
        #: Melds laid down, by their cards: "7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣".
        melds = HintWords.tr("{melds} and {meld}", melds=melds, meld=more)
    cards = tuple(c for m in action.melds for c in m.cards)
    if action.discard is None:
        text = HintWords.tr("Lay down {melds}: they meet this round's contract", melds=melds)
        return Advice(text, cards)
    text = HintWords.tr(
        "Lay down {melds}: they meet this round's contract, then discard the {card} to go out",
        melds=melds,
        card=action.discard.pretty,
    )
    return Advice(text, (*cards, action.discard))


# ---- the reasons -----------------------------------------------------------------------------


def _why_discard(card: Card, view: PlayerView) -> str:
    rules, rnd = view.rules, view.round_no
    points = rules.card_points(card, rnd)
    hand = list(view.hand)
    rest = list(hand)
    rest.remove(card)
    if rules.variant == "three-thirteen":
        if card in best_arrangement(hand, rules, rnd).unmatched:
            #: A discard's reason; {points}: what the card counts in hand.
            return HintWords.tr("it fits no meld and costs {points}", points=points)
        left = min_penalty(rest, rules, rnd)
        #: A discard's reason; {points}: what the rest of the hand would count.
        return HintWords.tr(
            "your melds need it least; keeping it would leave {points}", points=left
        )
    if view.down[view.seat]:
        return HintWords.tr("it fits no meld on the table and costs {points}", points=points)
    if contract_gap(rest, rules, rnd) <= contract_gap(hand, rules, rnd):
        return HintWords.tr("it does nothing for your contract and costs {points}", points=points)
    return HintWords.tr(
        "your contract needs it least of all your cards (it costs {points})", points=points
    )


def _why_take(card: Card, view: PlayerView) -> str:
    rules, rnd = view.rules, view.round_no
    hand = list(view.hand)
    if rules.variant == "three-thirteen":
        if card not in best_arrangement(hand + [card], rules, rnd).unmatched:
            return HintWords.tr("it fits a meld in your hand")
        return HintWords.tr("it lowers what your hand would count")
    if view.down[view.seat]:
        return HintWords.tr("you can lay it off on a meld")
    if view.is_wild(card):
        return HintWords.tr("it is wild")
    if _gap_after(view, card) < _gap(view):
        return HintWords.tr("it brings your contract closer")
    return HintWords.tr("it keeps your hand's best chances")


def _gap(view: PlayerView) -> float:
    return contract_gap(list(view.hand), view.rules, view.round_no)


def _gap_after(view: PlayerView, card: Card) -> float:
    return contract_gap(list(view.hand) + [card], view.rules, view.round_no)


def _meld_text(view: PlayerView, meld_id: int) -> str:
    meld = next((tm.meld for tm in view.melds if tm.id == meld_id), None)
    #: A meld the table no longer shows: "Lay the 7♥ off on a meld".
    return str(meld) if meld is not None else HintWords.tr("a meld")
