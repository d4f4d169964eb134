"""A learned reading of whether another Hillbilly seat wants a card: the hard level's feed risk.

The medium level charges a discard by the other seat's apparent interest: a hand-made count
of the cards it took, threw and passed on near this one. The hard level reads the same public
facts through a logistic model fitted by ``bench/feed_model.py`` on games between medium
bots. There the label is the truth (the card would bring the seat's contract closer), known
because the bench sees every hand; the model itself only ever gets what the seat's
:class:`~.tracking.Tracker` and view show, so a bot using it plays fair.

What it adds to the hand-made count: how the round's contract turns a pickup into a want (a
taken seven is a set in the making only when the contract has sets), that cards already seen
cannot complete a set or run, and how far along the round and the seat's hand are.

Measured (``bench/feed_model.py``, held-out games): log-loss 0.363 against 0.383 for the
interest count alone and 0.397 for the base rate, and a ranking AUC of 0.72 against 0.63.
Medium bots that charged feeding by this model instead of the count beat plain medium by
54 ± 17 points a game (55.2% of 200 games). The same kind of model for Three Thirteen ranked
cards better too (AUC 0.71 against 0.62) but won nothing in games (48.1% of 400), so only
Hillbilly uses it.
"""

from __future__ import annotations

import math

from ..engine import Card, PlayerView
from .tracking import Tracker

FEATURES = (
    "bias",
    "sets in the contract / 3",
    "runs in the contract / 3",
    "sets x took of the rank",
    "runs x took of the suit, one apart",
    "runs x took of the suit, two or three apart",
    "sets x threw of the rank",
    "runs x threw of the suit, within two",
    "sets x passed of the rank",
    "runs x passed of the suit, within two",
    "sets x seen of the rank",
    "runs x seen of the suit, one apart",
    "runs x seen of the suit, two apart",
    "seat's turns this round / 10",
    "seat's hand size / 10",
    "card points / 10",
    "medium level's interest count",
)
# Fitted by bench/feed_model.py (150 training games); it prints them in this form.
WEIGHTS = (
    -1.654,
    0.507,
    -0.101,
    -1.305,
    0.806,
    0.880,
    -0.759,
    -0.667,
    0.137,
    -0.561,
    -0.153,
    -0.419,
    -0.121,
    0.035,
    0.437,
    -0.476,
    1.071,
)
# The charge for a certain want, on the medium level's interest scale (its wild counts 3).
SCALE = 3.0


def features(card: Card, view: PlayerView, tracker: Tracker, seat: int) -> list[float]:
    """The public facts the model weighs for ``seat`` wanting ``card`` (see :data:`FEATURES`)."""
    took, threw = tracker.took.get(seat, ()), tracker.threw.get(seat, ())
    passed = tracker.passed.get(seat, ())
    contract = view.rules.contract(view.round_no)
    sets, runs = len(contract.sets) / 3, len(contract.runs) / 3

    def same_rank(cards) -> int:
        return sum(1 for c in cards if c.rank == card.rank)

    def suit_apart(cards, gaps: tuple[int, ...]) -> int:
        return sum(
            1 for c in cards if c.suit and c.suit == card.suit and abs(c.rank - card.rank) in gaps
        )

    rest = list(view.hand)
    if card in rest:
        rest.remove(card)
    seen = [*view.discard, *rest]
    for tm in view.melds:
        seen.extend(tm.meld.cards)
    turns = sum(1 for what, s, _c in view.history if what == "discarded" and s == seat)
    return [
        1.0,
        sets,
        runs,
        sets * same_rank(took),
        runs * suit_apart(took, (1,)),
        runs * suit_apart(took, (2, 3)),
        sets * same_rank(threw),
        runs * suit_apart(threw, (1, 2)),
        sets * same_rank(passed),
        runs * suit_apart(passed, (1, 2)),
        sets * same_rank(seen),
        runs * suit_apart(seen, (1,)),
        runs * suit_apart(seen, (2,)),
        turns / 10,
        view.hand_sizes[seat] / 10,
        view.rules.card_points(card, view.round_no) / 10,
        tracker.interest(card, seat, sets=bool(contract.sets), runs=bool(contract.runs)),
    ]


def want_chance(card: Card, view: PlayerView, tracker: Tracker, seat: int) -> float:
    """The chance that ``card`` would bring ``seat``'s contract closer, from what is public."""
    z = sum(w * f for w, f in zip(WEIGHTS, features(card, view, tracker, seat), strict=True))
    # Counts of turns and throws grow without bound in a round that refills the stock for
    # ever, so z can reach thousands either way: take exp() only of a non-positive number.
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    ez = math.exp(z)
    return ez / (1.0 + ez)


def want(card: Card, view: PlayerView, tracker: Tracker, seat: int) -> float:
    """:func:`want_chance` on the scale of the medium level's interest count."""
    return SCALE * want_chance(card, view, tracker, seat)
