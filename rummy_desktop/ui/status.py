"""Status-bar sentences: what to do now, said from one seat's PlayerView.

>>> from rummy_desktop.engine import Game, RuleSet
>>> game = Game(RuleSet.preset("three-thirteen", players=2), seed=1)
>>> game.to_act()  # the second seat starts: the player sits there, the computer first
[1]
>>> status_text(game.view(1), ["Ada", "You"], [False, True])
'Your turn: draw from the stock or take the Q♠'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import (
    Action,
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    GoOut,
    LayDown,
    LayOff,
    SwapWild,
    TakeDiscard,
)
from ..engine.rules import RuleSet
from ..engine.view import PlayerView
from .table_model import contract_text as contract_words
from .table_model import wild_rank_text


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def contract_text(view: PlayerView) -> str:
    """'two sets of three', 'a set of three and a run of four' ... for the round's contract."""
    contract = view.rules.contract(view.round_no)
    return contract_words(contract.sets, contract.runs)


def discarder(view: PlayerView) -> int | None:
    """Who threw the top discard (None for the round's upcard)."""
    for verb, seat, card in reversed(view.history):
        if verb == "discarded" and card == view.top_discard:
            return seat
    return None


def describe_action(action: Action, view: PlayerView | None = None) -> str:
    """An action in words: 'Draw from the stock', 'Discard the Q♠' ..."""
    if isinstance(action, DrawStock):
        return "Draw from the stock"
    if isinstance(action, TakeDiscard):
        top = view.top_discard if view else None
        return f"Take the {top.pretty}" if top else "Take the discard"
    if isinstance(action, Buy):
        return "Buy the discard"
    if isinstance(action, DeclineBuy):
        return "Pass on the buy"
    if isinstance(action, Discard):
        return f"Discard the {action.card.pretty}"
    if isinstance(action, GoOut):
        return f"Go out, discarding the {action.discard.pretty}"
    if isinstance(action, LayDown):
        melds = " and ".join(" ".join(c.pretty for c in m.cards) for m in action.melds)
        tail = f", then discard the {action.discard.pretty}" if action.discard else ""
        return f"Lay down {melds}{tail}"
    if isinstance(action, LayOff):
        return f"Lay off the {action.card.pretty}"
    if isinstance(action, SwapWild):
        return f"Swap the {action.card.pretty} for a wild"
    return type(action).__name__


def status_text(
    view: PlayerView,
    names: Sequence[str],
    humans: Sequence[bool],
    thinking: bool = False,
) -> str:
    """What the player of ``view.seat`` should do now, or whom the table is waiting for."""
    if view.phase == "game_over":
        return "The game is over."
    you = "Your turn" if sum(humans) < 2 else f"Your turn, {names[view.seat]}"
    if view.seat in view.to_act and humans[view.seat]:
        return _your_move(view, names, you)
    waiting = [s for s in view.to_act if s != view.seat or not humans[s]]
    if not waiting:
        return ""
    who = names[waiting[0]]
    if view.phase == "buy" and view.buy_card is not None:
        return f"{who} may buy the {view.buy_card.pretty}…"
    if not humans[waiting[0]]:
        return f"{who} is thinking…" if thinking else f"{who} is playing…"
    return f"Waiting for {who}."


def _your_move(view: PlayerView, names: Sequence[str], you: str) -> str:
    kinds = {type(a) for a in view.legal_actions}
    last = ""
    if view.went_out is not None:
        last = f"Last turn ({names[view.went_out]} went out): "
        you = "your turn"
    if view.phase == "buy" and view.buy_card is not None:
        return buy_text(view, names)
    if DrawStock in kinds:
        top = view.top_discard
        if TakeDiscard in kinds and top is not None:
            return f"{last}{you}: draw from the stock or take the {top.pretty}"
        return f"{last}{you}: draw from the stock"
    if view.rules.variant == "three-thirteen":
        if GoOut in kinds:
            return f"{last}You can go out: press Go out, or discard a card"
        return f"{last}{you}: discard a card"
    if not view.down[view.seat]:
        lay = "lay down" if LayDown in kinds else "collect"
        return f"{you}: {lay} {contract_text(view)}, or discard a card"
    if LayOff in kinds:
        return f"{you}: lay off cards on the melds, or discard a card"
    return f"{you}: discard a card"


def buy_text(view: PlayerView, names: Sequence[str]) -> str:
    """The private buy offer: the card, who threw it, buys left and the penalty."""
    card = view.buy_card
    thrower = discarder(view)
    who = names[thrower] if thrower is not None else "The upcard"
    left = view.rules.buy_limit(view.round_no) - view.buys_used[view.seat]
    penalty = view.rules.buy_penalty_cards
    extra = f" plus {plural(penalty, 'penalty card')}" if penalty else ""
    head = f"{who} threw the {card.pretty}" if thrower is not None else f"The {card.pretty}"
    return f"{head}: buy it ({plural(left, 'buy')} left,{extra or ' no penalty'}) or pass"


def describe_event(event: object, names: Sequence[str], rules: RuleSet | None = None) -> str:
    """One line of table talk for the move log, or '' for events not worth a line (with
    ``rules``, a round's contract in words: "a set of three and a run of four")."""
    from ..engine import events as ev

    def who(seat: int) -> str:
        return names[seat]

    if isinstance(event, ev.RoundStarted):
        what = f"{event.contract}" if event.contract else f"{event.wild_rank}s are wild"
        if rules is not None:
            what = _round_words(event.round_no, event.wild_rank, rules)
        dealer = who(event.dealer)
        return f"— Round {event.round_no} ({what}); {dealer} deal{'' if dealer == 'You' else 's'}"
    if isinstance(event, ev.Drew):
        if event.source == "discard":
            return f"{who(event.seat)} took the {event.card.pretty}"
        return f"{who(event.seat)} drew from the stock"
    if isinstance(event, ev.Discarded):
        return f"{who(event.seat)} discarded the {event.card.pretty}"
    if isinstance(event, ev.BuyOffered):
        return f"The {event.card.pretty} is up for buying"
    if isinstance(event, ev.Bought):
        extra = f" and {plural(len(event.penalty), 'penalty card')}" if event.penalty else ""
        return f"{who(event.seat)} bought the {event.card.pretty}{extra}"
    if isinstance(event, ev.LaidDown):
        return f"{who(event.seat)} laid down {plural(len(event.meld_ids), 'meld')}"
    if isinstance(event, ev.LaidOff):
        return f"{who(event.seat)} laid off the {event.card.pretty}"
    if isinstance(event, ev.Swapped):
        return f"{who(event.seat)} gave the {event.card.pretty} for the {event.wild.pretty}"
    if isinstance(event, ev.WentOut):
        return f"{who(event.seat)} went out!"
    if isinstance(event, ev.StockRefilled):
        return f"The discards became a new stock of {plural(event.count, 'card')}"
    if isinstance(event, ev.RoundEnded):
        if event.stalled:
            return f"Round {event.round_no} is over: no card left can ever be laid off"
        return f"Round {event.round_no} is over"
    if isinstance(event, ev.GameOver):
        return "Game over: " + " and ".join(who(w) for w in event.winners) + " won"
    return ""


def _round_words(round_no: int, wild_rank: int | None, rules: RuleSet) -> str:
    if rules.variant == "hillbilly":
        contract = rules.contract(round_no)
        return contract_words(contract.sets, contract.runs)
    return f"{wild_rank_text(wild_rank or 0)} are wild"
