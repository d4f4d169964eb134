"""The ``simple`` level: the reference baseline every stronger bot is measured against.

It takes the discard when it completes or extends a meld, else draws from the stock; lays
down as soon as it can; lays off what it can; once down, swaps a natural for a wild it can
lay off (one card fewer, where no plain lay-off fits); buys only when the card completes a
meld; and discards its costliest card outside its best arrangement.

The swap matters for ending rounds: when every seat is down and the only card left that
fits is the natural a joker stands for, a round of players who never swap never ends.

So does letting go. In Hillbilly a player not yet down keeps the cards that might one day
make its contract; three players collecting one suit for a run of 10 held every card of it
between them and drew and discarded for ever (3 seats, seed 45, round 8). After
STALE_TURNS discards in a round without melding more, it keeps only what is melded already
and throws its costliest other card, so what it was hoarding goes round the table again.

In Three Thirteen it also takes the discard only if its hand's penalty, after the discard
it would then make, is strictly lower than now. Taking must pay: two simple players holding
sets of the same rank otherwise passed the same few cards back and forth for ever (a
swap that only rearranges the melds kept the penalty). Each take now lowers the taker's
penalty and leaves the other hands alone, so takes alone cannot go round in a circle.
"""

from __future__ import annotations

from collections.abc import Sequence

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
    PlayerView,
    SwapWild,
    TakeDiscard,
    best_arrangement,
    find_laydown,
    min_penalty,
)
from .hand_shape import fits_table, melded_cards, melded_cards_without, usefulness_map

STALE_TURNS = 25  # own discards in a round without melding more, before letting cards go


class SimpleBot:
    def __init__(self, seed: int = 0) -> None:
        self._last = ""
        self._round: tuple[int, int] | None = None  # (round, seat) the counts below are for
        self._melded = 0  # the most cards this round's hand has melded
        self._stale = 0  # discards since that last grew

    def explain(self) -> str:
        return self._last

    def choose(self, view: PlayerView) -> Action:
        # Asked kind by kind, so that only the moves it may play are looked for: a swap only
        # once down, and after a lay-down no lay-off.
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
            moves: tuple[Action, ...] = view.legal_actions_of(kind)
            if moves:
                self._last = f"{kind.__name__}: {reason}"
                return moves[0]
        lays = view.legal_actions_of(LayOff)
        if lays:
            self._last = f"Laid off {lays[0].card.pretty}: it fits a meld on the table"
            return lays[0]
        if view.down[view.seat]:
            swap = next(
                (a for a in view.legal_actions_of(SwapWild) if isinstance(a.then, LayOff)), None
            )
            if swap is not None:
                self._last = (
                    f"Swapped {swap.card.pretty} for a wild and laid the wild off: one card fewer"
                )
                return swap
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
            before = best_arrangement(view.hand, rules, rnd)
            if now == 0 or not in_meld or _melded_count(after) <= _melded_count(before):
                return False
            hand = [*view.hand, card]
            options = [c for c in hand if c is not card or not rules.forbid_discard_of_taken_card]
            thrown = _three_thirteen_discard(hand, options, card, rules, rnd)
            hand.remove(thrown)
            return min_penalty(hand, rules, rnd) < now
        if view.down[view.seat]:
            return fits_table(view, card)
        melded = melded_cards(view.hand, rules, rnd)
        more = melded_cards((*view.hand, card), rules, rnd)
        return more > melded or self._completes(view, card, (melded, more))

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
        if rules.all_at_once(rnd) or find_laydown(view.hand, rules, rnd) is not None:
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
            card = _three_thirteen_discard(view.hand, [a.card for a in fresh], None, rules, rnd)
            choice = next(a for a in fresh if a.card is card)
        elif view.down[view.seat]:
            choice = max(fresh, key=lambda a: (not fits_table(view, a.card), _cost(view, a.card)))
        else:
            value = usefulness_map(view.hand, rules, rnd) if not self._stalled(view) else {}
            left = melded_cards_without(view.hand, rules, rnd)  # what each discard leaves

            def keeps(a: Discard) -> tuple[int, int, int]:
                return (left[a.card.face], -value.get(a.card, 0), _cost(view, a.card))

            choice = max(fresh, key=keeps)
        points = rules.card_points(choice.card, rnd)
        self._last = f"Discarded {choice.card.pretty}: it fits no meld and would cost {points}"
        return choice

    def _stalled(self, view: PlayerView) -> bool:
        """Whether this round's hand has gone STALE_TURNS discards without melding more."""
        melded = melded_cards(view.hand, view.rules, view.round_no)
        if self._round != (view.round_no, view.seat):
            self._round, self._melded, self._stale = (view.round_no, view.seat), melded, 0
        elif melded > self._melded:
            self._melded, self._stale = melded, 0
        else:
            self._stale += 1
        return self._stale >= STALE_TURNS


def _three_thirteen_discard(
    hand: Sequence[Card], options: Sequence[Card], taken: Card | None, rules, rnd: int
) -> Card:
    """The costliest card outside the hand's best arrangement, among ``options`` (not a twin
    of ``taken``, the card just taken, when another will do)."""
    fresh = [c for c in options if taken is None or c.face != taken.face] or list(options)
    loose = set(best_arrangement(hand, rules, rnd).unmatched)
    candidates = [c for c in fresh if c in loose] or fresh

    def cost(c: Card) -> tuple[int, int]:
        return (-1 if rules.is_wild(c, rnd) else rules.card_points(c, rnd), c.rank)

    return max(candidates, key=cost)


def _melded_count(arrangement) -> int:
    return sum(len(m) for m in arrangement.melds)


def _cost(view: PlayerView, card: Card) -> int:
    """Points if stuck with the card; wilds count as worth keeping."""
    if view.rules.is_wild(card, view.round_no):
        return -1
    return view.rules.card_points(card, view.round_no)
