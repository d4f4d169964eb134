"""The ``simple`` level: the reference baseline every stronger bot is measured against.

It takes the discard when it completes or extends a meld, else draws from the stock; lays
down as soon as it can; lays off what it can; buys only when the card completes a meld;
and discards its costliest card outside its best arrangement.
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
    TakeDiscard,
)
from ..engine.cards import Card
from ..engine.hillbilly import FINAL_ROUND
from ..engine.solver import best_arrangement, find_laydown, min_penalty
from ..engine.view import PlayerView
from .hand_shape import fits_table, melded_cards, melded_cards_without, usefulness_map


class SimpleBot:
    def __init__(self, seed: int = 0) -> None:
        self._last = ""

    def explain(self) -> str:
        return self._last

    def choose(self, view: PlayerView) -> Action:
        # Asked kind by kind, so that only the moves it may play are looked for: it never
        # swaps a wild, and after a lay-down it needs no lay-off.
        buys = view.legal_actions_of(Buy)
        if buys:
            return self._buy_or_pass(view, (*buys, *view.legal_actions_of(DeclineBuy)))
        draws = view.legal_actions_of(DrawStock)
        if draws:
            return self._draw(view, (*draws, *view.legal_actions_of(TakeDiscard)))
        for kind, reason in (
            (GoOut, "all my other cards meld"),
            (LayDown, "I can make the contract"),
        ):
            moves = view.legal_actions_of(kind)
            if moves:
                self._last = f"{kind.__name__}: {reason}"
                return moves[0]
        lays = view.legal_actions_of(LayOff)
        if lays:
            self._last = f"Laid off {lays[0].card.pretty}: it fits a meld on the table"
            return lays[0]
        return self._discard(view, view.legal_actions_of(Discard))

    # ---- drawing and buying -----------------------------------------------------------

    def _draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        take = next((a for a in legal if isinstance(a, TakeDiscard)), None)
        top = view.top_discard
        if take is not None and top is not None and self._helps(view, top):
            self._last = f"Took {top.pretty}: it completes or extends a meld"
            return take
        self._last = "Drew from the stock: the discard does not help"
        return next(a for a in legal if isinstance(a, DrawStock))

    def _buy_or_pass(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        card = view.buy_card
        if card is not None and self._completes(view, card):
            self._last = f"Bought {card.pretty}: it completes a meld"
            return next(a for a in legal if isinstance(a, Buy))
        self._last = "Passed on the buy: the card completes no meld"
        return next(a for a in legal if isinstance(a, DeclineBuy))

    def _helps(self, view: PlayerView, card: Card) -> bool:
        rules, rnd = view.rules, view.round_no
        if rules.variant == "three-thirteen":
            now = min_penalty(view.hand, rules, rnd)
            after = best_arrangement((*view.hand, card), rules, rnd)
            in_meld = any(card in meld for meld in after.melds)
            return (
                in_meld
                and _melded_count(after) > _melded_count(best_arrangement(view.hand, rules, rnd))
                and now > 0
            )
        if view.down[view.seat]:
            return fits_table(view, card)
        before = melded_cards(view.hand, rules, rnd)
        after = melded_cards((*view.hand, card), rules, rnd)
        return after > before or self._completes(view, card, (before, after))

    def _completes(
        self, view: PlayerView, card: Card, melded: tuple[int, int] | None = None
    ) -> bool:
        """Hillbilly: the card finishes a meld in hand, or makes the contract possible.
        ``melded``: melded_cards of the hand without and with the card, when known."""
        rules, rnd = view.rules, view.round_no
        if view.down[view.seat]:
            return False
        if melded is None:
            melded = (
                melded_cards(view.hand, rules, rnd),
                melded_cards((*view.hand, card), rules, rnd),
            )
        before, after = melded
        if after >= before + 3:
            return True  # a whole new meld
        if rnd == FINAL_ROUND or find_laydown(view.hand, rules, rnd) is not None:
            return False
        return find_laydown((*view.hand, card), rules, rnd) is not None

    # ---- discarding -------------------------------------------------------------------

    def _discard(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Discard)]
        rules, rnd = view.rules, view.round_no
        taken = view.taken_discard
        # Throwing back the twin of the card just taken would only feed it round the table.
        fresh = [a for a in options if taken is None or a.card.face != taken.face] or options
        if rules.variant == "three-thirteen":
            loose = set(best_arrangement(view.hand, rules, rnd).unmatched)
            candidates = [a for a in fresh if a.card in loose] or fresh
            choice = max(candidates, key=lambda a: (_cost(view, a.card), a.card.rank))
        elif view.down[view.seat]:
            choice = max(fresh, key=lambda a: (not fits_table(view, a.card), _cost(view, a.card)))
        else:
            value = usefulness_map(view.hand, rules, rnd)
            left = melded_cards_without(view.hand, rules, rnd)  # what each discard leaves

            def keeps(a: Discard) -> tuple[int, int, int]:
                return (left[a.card.face], -value.get(a.card, 0), _cost(view, a.card))

            choice = max(fresh, key=keeps)
        points = rules.card_points(choice.card, rnd)
        self._last = f"Discarded {choice.card.pretty}: it fits no meld and would cost {points}"
        return choice


def _cost(view: PlayerView, card: Card) -> int:
    """Points if stuck with the card; wilds count as worth keeping."""
    if view.rules.is_wild(card, view.round_no):
        return -1
    return view.rules.card_points(card, view.round_no)


def _melded_count(arrangement) -> int:
    return sum(len(m) for m in arrangement.melds)
