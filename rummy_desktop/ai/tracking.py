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

from dataclasses import dataclass, field

from ..engine.cards import Card
from ..engine.rules import RuleSet
from ..engine.view import PlayerView

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
        """One card per unseen face with how many copies are unseen; every wild is one face.

        Wilds of any kind meld the same way, so the solver need only try one of them.
        """
        counts: dict[tuple[int, str], list] = {}
        for card in self.unseen:
            key = (-1, "") if rules.is_wild(card, round_no) else card.face
            entry = counts.setdefault(key, [card, 0])
            entry[1] += 1
        return [(card, n) for card, n in counts.values()]

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
        for c in self.passed.get(seat, ()) + self.threw.get(seat, ()):
            if c.face == card.face:
                score -= 0.6
            elif sets and c.rank == card.rank:
                score -= 0.3
        return score
