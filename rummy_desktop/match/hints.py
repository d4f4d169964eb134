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
        return Advice(
            f"Discard the {action.card.pretty}: {_why_discard(action.card, view)}", (action.card,)
        )
    if isinstance(action, GoOut):
        card = action.discard
        return Advice(f"Go out, discarding the {card.pretty}: every other card melds", (card,))
    if isinstance(action, LayDown):
        return _lay_down(action, view)
    if isinstance(action, LayOff):
        points = view.rules.card_points(action.card, view.round_no)
        meld = _meld_text(view, action.meld_id)
        return Advice(
            f"Lay the {action.card.pretty} off on {meld}: {_points(points)} fewer left in hand",
            (action.card,),
            (f"meld:{action.meld_id}",),
        )
    if isinstance(action, SwapWild):
        meld = _meld_text(view, action.meld_id)
        return Advice(
            f"Give the {action.card.pretty} for the wild card in {meld}, and play the wild",
            (action.card,),
            (f"meld:{action.meld_id}",),
        )
    return Advice("There is nothing to advise now")


# ---- each kind of move ---------------------------------------------------------------------


def _draw(action: Action, view: PlayerView) -> Advice:
    top = view.top_discard
    if isinstance(action, TakeDiscard) and top is not None:
        return Advice(f"Take the {top.pretty}: {_why_take(top, view)}", (top,), ("discard",))
    if top is None or not any(isinstance(a, TakeDiscard) for a in view.legal_actions):
        return Advice("Draw from the stock", (), ("stock",))
    return Advice(
        f"Draw from the stock: the {top.pretty} would not improve your hand", (), ("stock",)
    )


def _buy(action: Action, view: PlayerView) -> Advice:
    card = view.buy_card
    if card is None:
        return Advice("Nothing is offered to buy")
    penalty = view.rules.buy_penalty_cards
    cost = f" (with {_count(penalty, 'penalty card')})" if penalty else ""
    if isinstance(action, Buy):
        return Advice(f"Buy the {card.pretty}{cost}: {_why_take(card, view)}", (card,), ())
    why = "it does not bring your contract closer"
    if penalty and _gap_after(view, card) < _gap(view):
        why = f"it helps a little, but not enough to take {_count(penalty, 'penalty card')}"
    return Advice(f"Pass on the {card.pretty}: {why}", (card,), ())


def _lay_down(action: LayDown, view: PlayerView) -> Advice:
    melds = " and ".join(" ".join(c.pretty for c in m.cards) for m in action.melds)
    cards = tuple(c for m in action.melds for c in m.cards)
    text = f"Lay down {melds}: they meet this round's contract"
    if action.discard is not None:
        text += f", then discard the {action.discard.pretty} to go out"
        cards += (action.discard,)
    return Advice(text, cards)


# ---- the reasons -----------------------------------------------------------------------------


def _why_discard(card: Card, view: PlayerView) -> str:
    rules, rnd = view.rules, view.round_no
    points = rules.card_points(card, rnd)
    hand = list(view.hand)
    rest = list(hand)
    rest.remove(card)
    if rules.variant == "three-thirteen":
        if card in best_arrangement(hand, rules, rnd).unmatched:
            return f"it fits no meld and costs {points}"
        return f"your melds need it least; keeping it would leave {min_penalty(rest, rules, rnd)}"
    if view.down[view.seat]:
        return f"it fits no meld on the table and costs {points}"
    if contract_gap(rest, rules, rnd) <= contract_gap(hand, rules, rnd):
        return f"it does nothing for your contract and costs {points}"
    return f"your contract needs it least of all your cards (it costs {points})"


def _why_take(card: Card, view: PlayerView) -> str:
    rules, rnd = view.rules, view.round_no
    hand = list(view.hand)
    if rules.variant == "three-thirteen":
        if card not in best_arrangement(hand + [card], rules, rnd).unmatched:
            return "it fits a meld in your hand"
        return "it lowers what your hand would count"
    if view.down[view.seat]:
        return "you can lay it off on a meld"
    if view.is_wild(card):
        return "it is wild"
    if _gap_after(view, card) < _gap(view):
        return "it brings your contract closer"
    return "it keeps your hand's best chances"


def _gap(view: PlayerView) -> float:
    return contract_gap(list(view.hand), view.rules, view.round_no)


def _gap_after(view: PlayerView, card: Card) -> float:
    return contract_gap(list(view.hand) + [card], view.rules, view.round_no)


def _meld_text(view: PlayerView, meld_id: int) -> str:
    meld = next((tm.meld for tm in view.melds if tm.id == meld_id), None)
    return str(meld) if meld is not None else "a meld"


def _points(n: int) -> str:
    return _count(n, "point")


def _count(n: int, word: str) -> str:
    return f"{'one' if n == 1 else n} {word}{'' if n == 1 else 's'}"
