"""The medium level's Three Thirteen moves, each scored as the penalty it expects to keep.

Draw: the discard pile's top card is taken when the best hand it makes beats the average
hand a stock card makes. Discard: each card is scored by the penalty the hand expects after
one more draw (a one-ply expectation over the unseen cards), less a bonus for the share of
unseen cards that would let it go out at once (going out also catches the others with their
cards), plus a charge for feeding the next player a card it has shown it collects.
Going out is always taken: it scores 0 and ends the round before the others can improve, so
waiting can only cost. The hard level follows this too: it only weighs which card to throw.
"""

from __future__ import annotations

from ..engine import (
    Card,
    Discard,
    DrawStock,
    GoOut,
    PlayerView,
    TakeDiscard,
    best_arrangement,
    min_penalty,
)
from .choice import Choice
from .three_thirteen_eval import after_discard, best_discard_penalty, expected_after_draw
from .tracking import Tracker

SHORTLIST = 4  # discards worth the one-ply expectation; the rest are clearly worse
CUT_CHANCE = 0.25  # a rough chance the round ends before this seat draws again
FEED_COST = 2.0  # points charged per unit of the next player's apparent interest
OUT_VALUE_PER_CARD = 2.0  # points per card dealt that going out next draw is worth
TAKE_MARGIN = 0.5  # taking the discard shows the table what we collect: demand a real gain


def rank_moves(view: PlayerView, tracker: Tracker, fast: bool = False) -> list[Choice]:
    """Every sensible move now with its score (lower is better), unsorted."""
    kinds = {type(a) for a in view.legal_actions}
    if DrawStock in kinds:
        return _draw_choices(view, tracker, fast)
    return _discard_choices(view, tracker, fast)


def _draw_choices(view: PlayerView, tracker: Tracker, fast: bool) -> list[Choice]:
    legal = view.legal_actions
    stock = next(a for a in legal if isinstance(a, DrawStock))
    take = next((a for a in legal if isinstance(a, TakeDiscard)), None)
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    if fast:
        # Without the look at every unseen card: a stock card is worth about one point off.
        stock_value = min_penalty(hand, rules, rnd) - 1.0
    else:
        faces = tracker.unseen_faces(rules, rnd)
        total = sum(n for _c, n in faces) or 1
        after = [(n, after_discard([*hand, c], rules, rnd)) for c, n in faces]
        stock_value = sum(n * v for n, v in after) / total
        if view.went_out is None:
            stock_value -= out_bonus(view) * sum(n for n, v in after if v == 0) / total
    choices = [
        Choice(
            stock,
            stock_value,
            f"Drew from the stock: a fresh card leaves {stock_value:.1f} points on average",
        )
    ]
    top = view.top_discard
    if take is not None and top is not None:
        forbidden = top if rules.forbid_discard_of_taken_card else None
        if fast:
            # One solver call: if the best discard would be the card taken, it did not help.
            value = after_discard([*hand, top], rules, rnd)
        else:
            value = best_discard_penalty([*hand, top], rules, rnd, forbidden)
        margin = 0.0 if view.went_out is not None else TAKE_MARGIN
        bonus = out_bonus(view) if value == 0 and view.went_out is None else 0.0
        choices.append(
            Choice(
                take,
                value + margin - bonus,
                f"Took {top.pretty}: it brings my penalty to {value}, "
                f"better than the {stock_value:.1f} a stock card promises",
            )
        )
    return choices


def out_bonus(view: PlayerView) -> float:
    """What going out is worth beyond my own zero: the others are caught with their cards.

    About two points a card of the others' hands (a rough mean deadwood), which makes hands
    that can go out next draw worth more than hands that merely hold few points.
    """
    return OUT_VALUE_PER_CARD * view.rules.cards_dealt(view.round_no)


def feed_risk(card: Card, view: PlayerView, tracker: Tracker) -> float:
    """How much the next player seems to want ``card`` (a wild is wanted by everyone)."""
    if view.is_wild(card):
        return 2.0
    return max(0.0, tracker.interest(card, (view.seat + 1) % view.players))


def _discard_choices(view: PlayerView, tracker: Tracker, fast: bool) -> list[Choice]:
    rules, rnd, hand = view.rules, view.round_no, list(view.hand)
    choices = []
    for action in view.legal_actions:
        if isinstance(action, GoOut):
            risk = feed_risk(action.discard, view, tracker)
            points = rules.card_points(action.discard, rnd)
            choices.append(
                Choice(
                    action,
                    -1000 + risk - points / 100,
                    f"Went out discarding {action.discard.pretty}: every other card melds",
                )
            )
    discards = [a for a in view.legal_actions if isinstance(a, Discard)]
    if fast and not choices:
        quick = _fast_discard(view, discards)
        if quick is not None:
            return [quick]
    static = {}
    for action in discards:
        rest = list(hand)
        rest.remove(action.card)
        static[action] = (min_penalty(rest, rules, rnd), rest)
    final_lap = view.went_out is not None
    order = sorted(discards, key=lambda a: (static[a][0], -rules.card_points(a.card, rnd)))
    faces = tracker.unseen_faces(rules, rnd) if not (fast or final_lap) else []
    unmatched = best_arrangement(hand, rules, rnd).unmatched
    for i, action in enumerate(order):
        pen, rest = static[action]
        card = action.card
        points = rules.card_points(card, rnd)
        loose = card in unmatched
        why = "it fits no meld" if loose else "it is the least useful card"
        if final_lap or fast or i >= SHORTLIST:
            # Ties go to discarding the costlier card; long-listed moves stay behind.
            score = pen - points / 100 + (0 if i < SHORTLIST or final_lap or fast else 50)
            if not fast and not final_lap:
                score += FEED_COST * feed_risk(card, view, tracker)
            reason = f"Discarded {card.pretty}: {why} and keeping it would cost {points}"
            if final_lap:
                reason = f"Discarded {card.pretty}: it leaves {pen} points for the last count"
            choices.append(Choice(action, score, reason))
            continue
        expected, outs = expected_after_draw(rest, faces, rules, rnd)
        risk = feed_risk(card, view, tracker)
        score = (1 - CUT_CHANCE) * (expected - outs * out_bonus(view)) + CUT_CHANCE * pen
        score += FEED_COST * risk - points / 100
        reason = (
            f"Discarded {card.pretty}: {why}, would cost {points}, and the hand left expects "
            f"{expected:.1f} points after the next draw"
        )
        if risk >= 1:
            reason += " (the next player may want it, but the rest are worse)"
        choices.append(Choice(action, score, reason))
    return choices


def _fast_discard(view: PlayerView, discards: list[Discard]) -> Choice | None:
    """The rollout policy: throw the costliest card outside an optimal arrangement."""
    rules, rnd = view.rules, view.round_no
    arrangement = best_arrangement(view.hand, rules, rnd)
    loose = [a for a in discards if a.card in arrangement.unmatched and not view.is_wild(a.card)]
    if not loose:
        return None
    action = max(loose, key=lambda a: rules.card_points(a.card, rnd))
    points = rules.card_points(action.card, rnd)
    return Choice(action, 0.0, f"Discarded {action.card.pretty}: it fits no meld ({points})")
