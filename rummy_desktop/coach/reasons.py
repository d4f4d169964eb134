"""The coach's sentences: what was better and why, in the player's words.

Each sentence is built from the seat's view before the move (its own hand, the pile, the
table), never from a hidden card, and from the two moves' expected points. The "why" is the
hand's own facts: the meld a discarded card belonged to, what the hand would count after
each discard (Three Thirteen) or how many cards it would still lack for the contract
(Hillbilly), going out passed up, a pickup that helps nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.hand_shape import usefulness_map
from ..ai.hillbilly_eval import contract_gap
from ..engine import (
    Action,
    Buy,
    Card,
    DeclineBuy,
    Discard,
    DrawStock,
    GoOut,
    LayDown,
    LayOff,
    MeldError,
    PlayerView,
    RuleSet,
    SwapWild,
    TakeDiscard,
    best_arrangement,
    lay_off,
    min_penalty,
)
from ..wording import action_text, plural
from .marks import loss_text


def points(x: float) -> str:
    """``about 6.5 points`` (one decimal: the sampled values are not finer than that)."""
    value = loss_text(x).removesuffix(".0")
    return f"about {value} point{'' if value == '1' else 's'}"


def explain(
    view: PlayerView, played: Action, best: Action, loss: float, mark: str, best_reason: str = ""
) -> str:
    """The sentence for a decision: praise for the best move, else what was better and why."""
    if played == best or mark == "best":
        return "Best move."
    better = action_text(best, view, "do")
    if mark == "good":
        return f"Good: {better} was {points(loss)} better, within the noise of a close choice."
    why = _why(view, played, best)
    cost = f"{_did(played, view)} gives up {points(loss)}"
    if why.startswith("Keep "):  # a discard: the card to keep leads the sentence
        return f"{why}; {cost}."
    if why:
        return f"{better}: {why}; {cost}."
    tail = f" ({best_reason})" if best_reason else ""
    return f"{better} was better{tail}; {cost}."


def _did(action: Action, view: PlayerView) -> str:
    """The played move as the subject of a sentence: ``discarding the Q♣``."""
    if isinstance(action, Discard):
        return f"discarding the {action.card.pretty}"
    if isinstance(action, GoOut):
        return f"going out with the {action.discard.pretty}"
    if isinstance(action, DrawStock):
        return "drawing from the stock"
    if isinstance(action, TakeDiscard):
        top = view.top_discard
        return f"taking the {top.pretty}" if top is not None else "taking the discard"
    if isinstance(action, Buy):
        return "buying"
    if isinstance(action, DeclineBuy):
        return "passing on the buy"
    if isinstance(action, LayDown):
        return "laying down then"
    if isinstance(action, LayOff):
        return f"laying off the {action.card.pretty}"
    if isinstance(action, SwapWild):
        return f"swapping the {action.card.pretty}"
    return "that move"


def _thrown(action: Action) -> Card | None:
    if isinstance(action, Discard):
        return action.card
    if isinstance(action, GoOut):
        return action.discard
    if isinstance(action, LayDown):
        return action.discard
    return None


def _why(view: PlayerView, played: Action, best: Action) -> str:
    if isinstance(best, GoOut) and not isinstance(played, GoOut):
        return "every other card melds, so you could go out now and leave the others holding their cards"
    thrown, kept = _thrown(best), _thrown(played)
    if isinstance(best, Discard | GoOut) and isinstance(played, Discard) and thrown and kept:
        return _discard_why(view, kept, thrown)
    if isinstance(best, TakeDiscard) and isinstance(played, DrawStock):
        return _take_why(view, True)
    if isinstance(best, DrawStock) and isinstance(played, TakeDiscard):
        return _take_why(view, False)
    if isinstance(best, DeclineBuy) and isinstance(played, Buy):
        card = view.buy_card or view.top_discard
        name = f"the {card.pretty}" if card else "the card"
        return f"{name} does not help enough to be worth the extra card a buy costs"
    if isinstance(best, Buy) and isinstance(played, DeclineBuy):
        card = view.buy_card or view.top_discard
        name = f"the {card.pretty}" if card else "the card"
        return f"{name} brings your hand closer to the contract"
    if isinstance(best, LayDown) and not isinstance(played, LayDown):
        return "getting down now lets you lay off and go out, and cuts what you hold if someone goes out"
    if isinstance(played, LayDown) and not isinstance(best, LayDown):
        return "laying down now gave away the cards you still needed"
    if isinstance(best, LayOff) and not isinstance(played, LayOff):
        return f"the {best.card.pretty} fits a meld on the table, so it sheds its points"
    return ""


def _discard_why(view: PlayerView, kept: Card, thrown: Card) -> str:
    """Why to keep ``kept`` (which was discarded) and throw ``thrown`` instead."""
    hand = list(view.hand)
    rules, rnd = view.rules, view.round_no
    rest_best = _without(hand, thrown)
    rest_played = _without(hand, kept)
    keep = f"Keep the {kept.pretty}: "
    if rules.variant == "three-thirteen":
        arrangement = best_arrangement(rest_best, rules, rnd)
        meld = next((m for m in arrangement.melds if kept in m), None)
        after_best = min_penalty(rest_best, rules, rnd)
        after_played = min_penalty(rest_played, rules, rnd)
        if meld is not None:
            part = f"it is part of your meld {' '.join(c.pretty for c in meld)}"
        elif rules.is_wild(kept, rnd):
            part = "it is wild this round"
        else:
            part = "it works with the rest of your hand"
        if after_best < after_played:
            count = f"your hand would count {after_best} rather than {after_played}"
        else:  # it counts more now, but more of it can still meld
            working = _working(rest_best, rules, rnd)
            count = (
                f"it counts {after_best - after_played} more now but keeps "
                f"{working} cards working, against {_working(rest_played, rules, rnd)}"
            )
        return f"{keep}{part}; throw the {thrown.pretty} instead ({count})"
    fed = _fed_meld(view, kept)
    if fed and not _fed_meld(view, thrown):
        return f"{keep}it goes on the {fed} on the table, and {_down_others(view)}; throw the {thrown.pretty} instead"
    use = usefulness_map(hand, rules, rnd)
    gap_best = contract_gap(rest_best, rules, rnd)
    gap_played = contract_gap(rest_played, rules, rnd)
    level = use.get(kept, 0)
    if rules.is_wild(kept, rnd):
        part = "it is wild this round"
    elif level >= 3:
        part = "it is part of a meld you hold"
    elif level >= 1:
        part = "it works toward your contract"
    else:
        part = f"the {thrown.pretty} does even less for your hand"
    if gap_best < gap_played:
        gaps = (
            f"you would lack {_cards(gap_best)} for the contract rather than {_cards(gap_played)}"
        )
        return f"{keep}{part}; throw the {thrown.pretty} instead ({gaps})"
    return f"{keep}{part}; throw the {thrown.pretty} instead"


def _fed_meld(view: PlayerView, card: Card) -> str:
    """The meld on the table ``card`` could be laid off on ("run 2♥ JK 4♥ 5♥") when the next
    player, the only one who may take a discard once down (a down player cannot buy), is
    down to lay it off, else ''."""
    if not view.down[_next_seat(view)]:
        return ""
    for table in view.melds:
        ends = (None,) if table.meld.kind == "set" else ("low", "high")
        for end in ends:
            try:
                lay_off(table.meld, card, end, view.rules, view.round_no)
            except MeldError:
                continue
            return f"{table.meld.kind} {' '.join(c.pretty for c in table.meld.cards)}"
    return ""


def _next_seat(view: PlayerView) -> int:
    return (view.seat + 1) % view.players


def _down_others(view: PlayerView) -> str:
    """What the next player, who is down, could do with a card that fits the table: "the next
    player, down with 1 card left, could take it and go out"."""
    left = view.hand_sizes[_next_seat(view)]
    if left == 1:
        return "the next player, down with 1 card left, could take it and go out"
    return f"the next player, down with {plural(left, 'card')} left, could take it and lay it off"


def _take_why(view: PlayerView, take: bool) -> str:
    top = view.top_discard
    if top is None:
        return ""
    hand = list(view.hand)
    rules, rnd = view.rules, view.round_no
    if rules.variant == "three-thirteen":
        now = min_penalty(hand, rules, rnd)
        with_it = _best_after(hand + [top], rules, rnd, forbidden=top)
        if take and with_it < now:
            return f"the {top.pretty} fits your hand (it would count {with_it} after a discard, {now} now)"
        if take:
            return (
                f"with the {top.pretty} your hand would count {with_it} after a discard, no "
                "worse than a stock card could leave it, and the search found it pays later"
            )
        return f"the {top.pretty} does little for your hand (it would still count {with_it})"
    now_gap = contract_gap(hand, rules, rnd)
    with_gap = min(contract_gap(_without(hand + [top], c), rules, rnd) for c in hand)
    if take and with_gap < now_gap:
        return (
            f"the {top.pretty} brings you closer to the contract "
            f"({_cards(with_gap)} short after a discard, {_cards(now_gap)} now)"
        )
    if take:
        return (
            f"the {top.pretty} keeps you {_cards(with_gap)} short of the contract, as now, "
            "and the search found it pays later (held points, what the others collect)"
        )
    return f"the {top.pretty} does not bring you closer to the contract"


def _best_after(cards: Sequence[Card], rules: RuleSet, rnd: int, forbidden: Card) -> int:
    return min(min_penalty(_without(list(cards), c), rules, rnd) for c in cards if c != forbidden)


def _working(cards: Sequence[Card], rules: RuleSet, rnd: int) -> int:
    """Cards that meld or could: in a meld of the best arrangement, wild, or with a partner
    (the same rank, or the same suit within two ranks) among the loose cards."""
    arrangement = best_arrangement(cards, rules, rnd)
    loose = arrangement.unmatched
    count = len(cards) - len(loose)
    for card in loose:
        if rules.is_wild(card, rnd) or any(
            other is not card
            and (
                other.rank == card.rank
                or (other.suit == card.suit and abs(other.rank - card.rank) <= 2)
            )
            for other in loose
        ):
            count += 1
    return count


def _without(cards: list[Card], card: Card) -> list[Card]:
    out = list(cards)
    out.remove(card)
    return out


def _cards(gap: float) -> str:
    n = round(gap)
    return plural(n, "card") if n else "no card"
