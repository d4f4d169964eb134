"""Fast play-outs of a Three Thirteen round: the hard level's look at where a move leads.

The hard level plays each candidate move in a sampled deal and then the rest of the round.
This loop keeps only hands, the stock and the discard pile, and reuses the arrangement it
worked out for the draw when it discards: a move costs about two thirds of one through the
engine's views and legal-move lists (``bench/rollout.py``); the solver calls are most of
the cost either way. Every seat plays the same quick policy, close to the medium
level's fast one:

- draw: take a wild from the discard pile, or a card that lowers the hand's penalty by at
  least two points or completes it, else draw from the stock;
- go out whenever every card but one melds (and the house rules allow it);
- discard the costliest card left outside an optimal arrangement, keeping wilds.

A policy that kept half-made melds and threw lone cards first (racing to go out) was tried
and measured no better; this one is also how the simple and medium levels discard, so the
play-outs model the opponents the bot meets.

The rules read are the ones that change play: the taken card may not be thrown back, nobody
goes out on a first turn under ``no_go_out_first_lap``, and the stock refill rule.
"""

from __future__ import annotations

import random

from ..engine import (
    Action,
    Card,
    Discard,
    DrawStock,
    Game,
    GoOut,
    Phase,
    RuleSet,
    TakeDiscard,
    best_arrangement,
    go_out_discards,
    min_penalty,
)

TAKE_GAIN = 2  # points a discard must save to be worth showing the table what we collect
# Turns each seat plays before the play-out stops and counts the hands as they stand. Real
# rounds take a few laps; in some (five cards must make one meld, round 3) this policy never
# goes out, and the play-out would otherwise run on for hundreds of turns.
HORIZON = 12


def play_round(game: Game, me: int, rng: random.Random, moves: list[Action] | None = None) -> float:
    """Play the round of ``game`` (left untouched: a sampled deal, whose hidden cards are
    the searcher's own guess) to its end, or :data:`HORIZON` turns a seat, and count the
    hands: ``me``'s points less the others' mean (lower is better for ``me``). ``moves``, if
    given, receives the moves played, as engine actions (the tests replay them through the
    engine)."""
    at = game.position()
    rules, rnd, n = game.rules, at.round_no, at.players
    hands = [list(h) for h in at.hands]
    stock, pile = list(at.stock), list(at.discard)
    dealt = rules.cards_dealt(rnd)
    pens = [min_penalty(h, rules, rnd) if len(h) == dealt else 0 for h in hands]
    turns = list(at.turns_taken)
    went_out = at.went_out
    final = list(at.owed_turns)
    seat, phase = at.turn, at.phase
    taken = at.taken_discard if phase != Phase.DRAW else None
    arrangement = None
    for _ in range(HORIZON * n):
        hand = hands[seat]
        if phase == Phase.DRAW:
            taken, arrangement = _draw(hand, pile, stock, pens[seat], rules, rnd, rng)
            if taken is _EMPTY:
                break  # the stock ran out and could not be refilled: the round ends here
            if moves is not None:
                moves.append(DrawStock(seat) if taken is None else TakeDiscard(seat))
        if arrangement is None:
            arrangement = best_arrangement(hand, rules, rnd)
        forbidden = taken if rules.forbid_discard_of_taken_card else None
        may_go_out = went_out is None and not (rules.no_go_out_first_lap and turns[seat] == 0)
        card, pen = _discard(hand, arrangement, forbidden, may_go_out, rules, rnd)
        hand.remove(card)
        pile.append(card)
        pens[seat] = pen
        turns[seat] += 1
        out = may_go_out and pen == 0
        if moves is not None:
            moves.append(GoOut(seat, card) if out else Discard(seat, card))
        if out:
            went_out = seat
            final = [(seat + k) % n for k in range(1, n)]
        elif went_out is not None:
            final.remove(seat)
            if not final:
                break
        seat, phase, taken, arrangement = (seat + 1) % n, Phase.DRAW, None, None
    points = [0 if s == went_out else min_penalty(hands[s], rules, rnd) for s in range(n)]
    others = [p for s, p in enumerate(points) if s != me]
    return points[me] - sum(others) / len(others)


_EMPTY = object()  # a sentinel: no card could be drawn


def _draw(
    hand: list[Card],
    pile: list[Card],
    stock: list[Card],
    pen: int,
    rules: RuleSet,
    rnd: int,
    rng: random.Random,
):
    """Draw for the quick policy: (the card taken from the discard pile or None, and the
    arrangement of the grown hand when it was worked out)."""
    if pile:
        top = pile[-1]
        grown = [*hand, top]
        arrangement = best_arrangement(grown, rules, rnd)
        # Under the usual rule the card taken may not go back: the discard is another card.
        forbidden = top if rules.forbid_discard_of_taken_card else None
        loose = [c for c in arrangement.unmatched if c != forbidden]
        after = arrangement.penalty - max((rules.card_points(c, rnd) for c in loose), default=0)
        completes = pen > 0 and (
            after == 0 or bool(_outs(grown, arrangement, forbidden, rules, rnd))
        )
        if rules.is_wild(top, rnd) or after <= pen - TAKE_GAIN or completes:
            pile.pop()
            hand.append(top)
            return top, arrangement
    if not stock:
        if rules.stock_refill == "end_round" or len(pile) < 2:
            return _EMPTY, None
        under, pile[:] = pile[:-1], pile[-1:]
        if rules.stock_refill == "shuffle":
            rng.shuffle(under)
            stock.extend(under)
        else:
            stock.extend(under[::-1])
    hand.append(stock.pop())
    return None, None


def _outs(
    hand: list[Card], arrangement, forbidden: Card | None, rules: RuleSet, rnd: int
) -> list[Card]:
    """The cards whose discard takes the hand out. Going out leaves one card unmatched, so a
    least penalty above the dearest card's points rules it out without the search; the
    optimal arrangement alone would miss a hand such as JD 4S 4C AH AD, which leaves the two
    aces loose but goes out by throwing the jack."""
    dearest = max((rules.card_points(c, rnd) for c in hand if c != forbidden), default=0)
    if arrangement.penalty > dearest:
        return []
    return go_out_discards(hand, rules, rnd, forbidden)


def _discard(
    hand: list[Card],
    arrangement,
    forbidden: Card | None,
    may_go_out: bool,
    rules: RuleSet,
    rnd: int,
) -> tuple[Card, int]:
    """The quick policy's discard and the penalty the hand keeps after it."""
    loose = [c for c in arrangement.unmatched if c != forbidden]
    if may_go_out:
        outs = _outs(hand, arrangement, forbidden, rules, rnd)
        if outs:
            return max(outs, key=lambda c: rules.card_points(c, rnd)), 0
    if loose:
        natural = [c for c in loose if not rules.is_wild(c, rnd)] or loose
        card = max(natural, key=lambda c: rules.card_points(c, rnd))
        return card, arrangement.penalty - rules.card_points(card, rnd)
    # Every card melds but going out is barred: break the meld that costs least.
    best: tuple[int, Card] | None = None
    for card in dict.fromkeys(c for c in hand if c != forbidden):
        rest = list(hand)
        rest.remove(card)
        pen = min_penalty(rest, rules, rnd)
        if best is None or pen < best[0]:
            best = (pen, card)
    assert best is not None
    return best[1], best[0]
