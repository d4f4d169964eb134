"""The medium level's Hillbilly moves, each with a score (lower is better) and a reason.

Before going down the hand is measured by the cards it lacks for the contract
(:func:`contract_gap`) and, between hands that lack as many, by the share of unseen cards that
would close the gap on the next draw (the one-ply expectation). Once down, every card that fits
the table is laid off and the costliest card left is discarded. Discards that feed an opponent
(a card it has been collecting, a wild, a card a down player next in turn can lay off) are
charged for it. Buys are weighed by the round: worth their penalty card early, while nobody is
down; later only when they nearly finish the contract.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import (
    Action,
    Buy,
    Card,
    DeclineBuy,
    Discard,
    DrawStock,
    LayDown,
    LayOff,
    PlayerView,
    SwapWild,
    TakeDiscard,
)
from .choice import Choice
from .hand_shape import fits_table, usefulness_map
from .hillbilly_eval import contract_gap, improving_share
from .tracking import Tracker

SHORTLIST = 4  # discards that get the one-ply look at the unseen cards
FAST_SHORTLIST = 3  # discards the fast (rollout) policy measures at all
GAP_WEIGHT = 10.0  # one missing card weighs as much as ten points
OUTS_WEIGHT = 6.0  # a hand that improves on every draw is worth this much more
FEED_COST = 3.0  # points charged per unit of an opponent's apparent interest
# How much a seat wants a card, given what the tracker shows (the hard level's learned model).
Want = Callable[[Card, PlayerView, Tracker, int], float]
# Public events per seat after which a round counts as stuck (a normal one has about 40).
STALEMATE_EVENTS_PER_SEAT = 150


def rank_moves(
    view: PlayerView, tracker: Tracker, fast: bool = False, want: Want | None = None
) -> list[Choice]:
    """The sensible moves now with their scores, unsorted. ``want`` replaces the interest
    count by which a discard is charged for feeding a seat (:func:`feed_risk`)."""
    legal = view.legal_actions
    kinds = {type(a) for a in legal}
    if Buy in kinds:
        return _buy_choices(view)
    if DrawStock in kinds:
        return _draw_choices(view, fast)
    melding = _meld_choice(view)
    if melding is not None:
        return [melding]
    return _discard_choices(view, tracker, fast, want)


def _opponents_down(view: PlayerView) -> int:
    return sum(1 for s, d in enumerate(view.down) if d and s != view.seat)


def _gap_after_best_discard(
    hand: Sequence[Card], view: PlayerView, forbidden: Card | None = None
) -> float:
    rules, rnd = view.rules, view.round_no
    best = float("inf")
    for i, card in enumerate(hand):
        if card != forbidden and not view.is_wild(card):
            best = min(best, contract_gap([*hand[:i], *hand[i + 1 :]], rules, rnd))
    return best


# ---- drawing and buying ---------------------------------------------------------------------


def _draw_choices(view: PlayerView, fast: bool = False) -> list[Choice]:
    legal = view.legal_actions
    stock = next(a for a in legal if isinstance(a, DrawStock))
    take = next((a for a in legal if isinstance(a, TakeDiscard)), None)
    top = view.top_discard
    no = [Choice(stock, 0.0, "Drew from the stock: the discard does not help")]
    if take is None or top is None:
        return no
    if view.down[view.seat]:
        if fits_table(view, top) and not view.is_wild(top):
            return [*no, Choice(take, -1.0, f"Took {top.pretty}: I can lay it off at once")]
        return no
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    now = contract_gap(hand, rules, rnd)
    if fast:
        after = contract_gap([*hand, top], rules, rnd)  # a card that helps lowers the gap
    else:
        forbidden = top if rules.forbid_discard_of_taken_card else None
        after = _gap_after_best_discard([*hand, top], view, forbidden)
    if after >= now:
        return no
    if view.is_wild(top) and _opponents_down(view) and after >= 2:
        # A wild stuck in hand costs the most; late in the round it is a liability.
        return no
    return [
        *no,
        Choice(
            take, -(now - after), f"Took {top.pretty}: it brings me a card closer to the contract"
        ),
    ]


def _buy_choices(view: PlayerView) -> list[Choice]:
    legal = view.legal_actions
    buy = next(a for a in legal if isinstance(a, Buy))
    decline = next(a for a in legal if isinstance(a, DeclineBuy))
    card = view.buy_card
    no = Choice(decline, 0.0, "Passed on the buy: it is not worth a penalty card")
    if card is None:
        return [no]
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    now = contract_gap(hand, rules, rnd)
    after = contract_gap([*hand, card], rules, rnd)
    if after >= now:
        return [Choice(decline, 0.0, f"Passed on {card.pretty}: it does not help my contract")]
    # Value by the round: the last round must meld every card, penalty card included; and once
    # someone is down the round may end before two extra cards are shed.
    limit = 2.0 if rules.all_at_once(rnd) else 3.0
    if _opponents_down(view):
        limit = 1.0
    if after > limit:
        return [no]
    return [
        no,
        Choice(
            buy,
            -(now - after),
            f"Bought {card.pretty}: it leaves me {after:g} card(s) from the contract, "
            "worth the penalty card",
        ),
    ]


# ---- laying down, laying off, swapping ------------------------------------------------------


def _points(cards: Sequence[Card], view: PlayerView) -> int:
    return sum(view.rules.card_points(c, view.round_no) for c in cards)


def _left_after(action: Action, view: PlayerView) -> list[Card] | None:
    """The hand after a lay-down (possibly behind a swap), else None."""
    hand = list(view.hand)
    lay = action
    if isinstance(action, SwapWild):
        if not isinstance(action.then, LayDown):
            return None
        hand.remove(action.card)
        lay = action.then
    if not isinstance(lay, LayDown):
        return None
    used = [c for spec in lay.melds for c in spec.cards]
    for c in used:
        if c in hand:
            hand.remove(c)
    return hand


def _meld_choice(view: PlayerView) -> Choice | None:
    """Lay down as soon as possible; once down, shed every card the table takes."""
    legal = view.legal_actions
    downs = [(a, rest) for a in legal if (rest := _left_after(a, view)) is not None]
    if downs:
        action, rest = min(downs, key=lambda x: (_points(x[1], view), isinstance(x[0], SwapWild)))
        if view.rules.all_at_once(view.round_no):
            contract = view.rules.contract(view.round_no)
            melds = "runs" if not contract.sets else "sets" if not contract.runs else "melds"
            return Choice(
                action, 0.0, f"Laid down and went out: every card but one fits my {melds}"
            )
        how = " with a wild taken from the table" if isinstance(action, SwapWild) else ""
        return Choice(
            action,
            0.0,
            f"Laid down the contract{how}: it leaves {len(rest)} card(s) worth "
            f"{_points(rest, view)} in my hand",
        )
    sheds: list[tuple[Card, Action]] = []
    for a in legal:
        if isinstance(a, LayOff):
            sheds.append((a.card, a))
        elif isinstance(a, SwapWild) and isinstance(a.then, LayOff):
            sheds.append((a.card, a))  # the natural stays on the table, the wild moves on
    if sheds:
        card, action = max(sheds, key=lambda x: _card_cost(x[0], view))
        if isinstance(action, SwapWild):
            verb = f"Gave {card.pretty} for a wild and laid the wild off"
        else:
            verb = f"Laid off {card.pretty}"
        cost = _card_cost(card, view)
        return Choice(action, 0.0, f"{verb}: one card fewer, {cost} points less at risk")
    return _free_swap(view)


def _card_cost(card: Card, view: PlayerView) -> int:
    return view.rules.card_points(card, view.round_no)


def _free_swap(view: PlayerView) -> Choice | None:
    """House rule swap_mode=free: take a wild into hand when it brings the contract closer."""
    if view.down[view.seat]:
        return None
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    now = contract_gap(hand, rules, rnd)
    for a in view.legal_actions:
        if isinstance(a, SwapWild) and a.then is None:
            meld = next(tm.meld for tm in view.melds if tm.id == a.meld_id)
            wild = next(s.card for s in meld.slots if s.wild)
            after = [c for c in hand if c != a.card] + [wild]
            if contract_gap(after, rules, rnd) < now:
                return Choice(
                    a, 0.0, f"Gave {a.card.pretty} for a wild: it brings my contract closer"
                )
    return None


# ---- discarding -----------------------------------------------------------------------------


def feed_risk(card: Card, view: PlayerView, tracker: Tracker, want: Want | None = None) -> float:
    """How much the other players seem to want ``card``, the keenest of them counting: by
    ``want`` if given, else by the tracker's interest count."""
    rules = view.rules
    contract = rules.contract(view.round_no)
    limit = rules.buy_limit(view.round_no)
    n = view.players
    nxt = (view.seat + 1) % n
    risk = 0.0
    for k in range(1, n):
        s = (view.seat + k) % n
        if view.down[s]:
            # A down player only takes the discard in turn, to lay it off, if the house
            # rules let it take the discard at all.
            if s == nxt and not rules.down_players_draw_stock_only and fits_table(view, card):
                risk = max(risk, 2.0)
            continue
        if s != nxt and view.buys_used[s] >= limit:
            continue  # out of turn it could only buy the card, and it has no buys left
        if view.is_wild(card):
            risk = max(risk, 3.0)
            continue
        if want is None:
            keen = tracker.interest(card, s, sets=bool(contract.sets), runs=bool(contract.runs))
        else:
            keen = want(card, view, tracker, s)
        risk = max(risk, keen if s == nxt else keen * 0.7)  # others must pay a penalty card
    return risk


def _discard_choices(
    view: PlayerView, tracker: Tracker, fast: bool, want: Want | None
) -> list[Choice]:
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    discards = [a for a in view.legal_actions if isinstance(a, Discard)]
    down = view.down[view.seat]
    urgency = 1 + _opponents_down(view)
    choices = []
    if down:
        for a in discards:
            points = _card_cost(a.card, view)
            risk = 0.0 if fast else feed_risk(a.card, view, tracker, want)
            choices.append(
                Choice(
                    a,
                    -points + FEED_COST * risk,
                    f"Discarded {a.card.pretty}: it fits no meld on the table and would cost {points}",
                )
            )
        return choices
    if fast:
        # The rollout policy weighs only the few cards the quick usefulness measure ranks last.
        use = usefulness_map(hand, rules, rnd)
        discards = sorted(discards, key=lambda a: (use.get(a.card, 0), -_card_cost(a.card, view)))
        discards = discards[:FAST_SHORTLIST]
    if len(view.history) > STALEMATE_EVENTS_PER_SEAT * view.players:
        # Everyone is hoarding what the others need and the stock keeps being refilled: give
        # up the contract and shed points, or the round may never end.
        return [
            Choice(
                a,
                -_card_cost(a.card, view) + (100 if view.is_wild(a.card) else 0),
                f"Discarded {a.card.pretty}: the round is stuck, so I shed my costliest cards",
            )
            for a in discards
        ]
    gaps = {}
    for a in discards:
        rest = list(hand)
        rest.remove(a.card)
        gaps[a] = (contract_gap(rest, rules, rnd), rest)
    order = sorted(discards, key=lambda a: (gaps[a][0], -_card_cost(a.card, view)))
    faces = tracker.unseen_faces(rules, rnd)
    for i, a in enumerate(order):
        gap, rest = gaps[a]
        points = _card_cost(a.card, view)
        score = GAP_WEIGHT * gap - 0.1 * urgency * points
        reason = (
            f"Discarded {a.card.pretty}: it does the least for my contract and would cost {points}"
        )
        if not fast:
            risk = feed_risk(a.card, view, tracker, want)
            score += FEED_COST * risk
            if i < SHORTLIST:
                share = improving_share(rest, faces, rules, rnd, gap)
                score -= OUTS_WEIGHT * share * 10 / max(1.0, gap)
                reason += f"; {share:.0%} of the unseen cards would then help"
            else:
                score += 20  # not looked at closely: behind the short list
        choices.append(Choice(a, score, reason))
    return choices
