"""What one seat can infer about the cards it cannot see, from its PlayerView alone.

Everything here is built from a view: the seat's own hand, the whole discard pile, the melds on
the table and the public log of the round (who took, passed on, bought or discarded which card).
Nothing reads the game state, so a bot using it cannot cheat.

>>> from rummy_desktop.engine import Game, RuleSet
>>> view = Game(RuleSet.preset("three-thirteen", players=2), seed=1).view(0)
>>> tracker = Tracker.from_view(view)
>>> len(tracker.unseen) == view.stock_size + view.hand_sizes[1]
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Card, PlayerView, RuleSet

# Likelihood factors for a card near one a seat took, threw or passed on (see hold_weights).
TOOK_RANK, TOOK_SUIT = 3.0, 2.0
THREW_RANK, THREW_SUIT = 0.35, 0.6
PASSED_RANK, PASSED_SUIT = 0.6, 0.8
MIN_WEIGHT = 1e-12

_PACKS: dict[int, tuple[RuleSet, tuple[Card, ...]]] = {}


def full_pack(rules: RuleSet) -> tuple[Card, ...]:
    """The rules' pack, built once per rule set (a bot asks for it at every decision)."""
    entry = _PACKS.get(id(rules))
    if entry is None or entry[0] is not rules:
        if len(_PACKS) > 64:
            _PACKS.clear()
        entry = (rules, tuple(rules.pack()))
        _PACKS[id(rules)] = entry
    return entry[1]


@dataclass
class Tracker:
    """The hidden cards as one seat sees them.

    ``unseen`` holds every card in another hand or in the stock, in the pack's order. ``known[s]`` are cards seat ``s`` is
    known to hold (taken or bought from the discard pile and not shown since). ``took[s]`` and
    ``passed[s]`` are the cards ``s`` took (or bought) and let go this round: what it collects.
    """

    seat: int
    unseen: list[Card]
    known: dict[int, list[Card]] = field(default_factory=dict)
    took: dict[int, list[Card]] = field(default_factory=dict)
    passed: dict[int, list[Card]] = field(default_factory=dict)
    threw: dict[int, list[Card]] = field(default_factory=dict)
    _weights: dict[tuple[int, Card], float] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_view(cls, view: PlayerView) -> Tracker:
        visible = set(view.hand)
        visible.update(view.discard)
        for tm in view.melds:
            visible.update(tm.meld.cards)
        # The pack's fixed order, not a set's: the same whatever the process's hash seed.
        unseen = [c for c in full_pack(view.rules) if c not in visible]
        tracker = cls(view.seat, unseen)
        others = [s for s in range(view.players) if s != view.seat]
        for s in others:
            tracker.known[s], tracker.took[s], tracker.passed[s], tracker.threw[s] = [], [], [], []
        for what, s, card in view.history:
            if s == view.seat:
                continue
            if what in ("took", "bought"):
                tracker.known[s].append(card)
                tracker.took[s].append(card)
            elif what == "passed":
                tracker.passed[s].append(card)
            elif what == "discarded":
                tracker.threw[s].append(card)
                if card in tracker.known[s]:
                    tracker.known[s].remove(card)
        hidden = set(unseen)
        for s in others:
            # A known card since melded (or reshuffled into the stock and seen again) is no
            # longer certain to be in that hand.
            tracker.known[s] = [c for c in tracker.known[s] if c in hidden]
        return tracker

    def unseen_faces(self, rules: RuleSet, round_no: int) -> list[tuple[Card, int]]:
        """One card per unseen face with how many copies are unseen; wilds of the same points
        are one face.

        Wilds of any kind meld the same way, so the solver need only try one of them; only
        their points can differ (a 50-point joker beside 15-point wild-rank cards).
        """
        counts: dict[tuple[int, str], list] = {}
        for card in self.unseen:
            if rules.is_wild(card, round_no):
                key = (-1, str(rules.card_points(card, round_no)))
            else:
                key = card.face
            entry = counts.setdefault(key, [card, 0])
            entry[1] += 1
        return [(card, n) for card, n in counts.values()]

    def hold_weights(
        self, seat: int, cards: list[Card], wild: Callable[[Card], bool]
    ) -> list[float]:
        """How likely ``seat`` is to hold each of ``cards``, relative to a uniform deal.

        A player keeps what melds with what it takes and throws what melds with nothing it
        holds: a card of the rank (or a suit neighbour) of one it took is likelier in its
        hand, one of the rank of a card it threw or passed on is less likely. Wilds meld with
        anything, so nothing is inferred about them. Weights are kept per seat and card for
        the tracker's life (one decision): ``wild`` must be the same rule at every call.
        """
        took, let_go = self.took.get(seat, ()), self.threw.get(seat, ())
        passed = self.passed.get(seat, ())
        weights = []
        for card in cards:
            w = self._weights.get((seat, card))
            if w is not None:
                weights.append(w)
                continue
            w = 1.0
            if not wild(card):
                for c in took:
                    w *= _near(c, card, TOOK_RANK, TOOK_SUIT)
                for c in let_go:
                    w *= _near(c, card, THREW_RANK, THREW_SUIT)
                for c in passed:
                    w *= _near(c, card, PASSED_RANK, PASSED_SUIT)
            # A round that runs through many stock refills multiplies hundreds of factors;
            # a floor keeps the weight from underflowing to 0, which no sampler can use.
            w = max(w, MIN_WEIGHT)
            self._weights[seat, card] = w  # the same at every sampled deal of a decision
            weights.append(w)
        return weights

    def interest(self, card: Card, seat: int, sets: bool = True, runs: bool = True) -> float:
        """How much ``seat`` seems to want ``card``: its pickups minus what it let go.

        A pickup of the same rank hints at a set; of the same suit within two ranks, at a run.
        A card passed on or thrown away of the same face or rank hints the other way.
        """
        score = 0.0
        for c in self.took.get(seat, ()):
            if sets and c.rank == card.rank:
                score += 1.0
            elif runs and c.suit == card.suit and c.suit and abs(c.rank - card.rank) <= 2:
                score += 0.6
        for c in [*self.passed.get(seat, ()), *self.threw.get(seat, ())]:
            if c.face == card.face:
                score -= 0.6
            elif sets and c.rank == card.rank:
                score -= 0.3
        return score


def _near(seen: Card, card: Card, same_rank: float, neighbour: float) -> float:
    if seen.rank == card.rank:
        return same_rank
    if seen.suit and seen.suit == card.suit and abs(seen.rank - card.rank) <= 2:
        return neighbour
    return 1.0
