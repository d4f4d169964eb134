"""The game state: everything true at one moment, hidden cards included.

Only :class:`~rummy_desktop.engine.game.Game` changes it, and only in ``apply``. Bots and
the UI never see it directly: they get a :class:`~rummy_desktop.engine.view.PlayerView`.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from .cards import Card
from .melds import Meld
from .rules import RuleSet


class Phase(StrEnum):
    """Where the game stands in a turn. A str: it equals and saves as its value ("draw")."""

    DRAW = "draw"  # the seat in turn must draw
    BUY = "buy"  # Hillbilly: the live discard is offered to other seats
    PLAY = "play"  # the seat in turn has drawn: melds, lay-offs, swaps, then a discard
    GAME_OVER = "game_over"


DRAW, BUY, PLAY, GAME_OVER = Phase.DRAW, Phase.BUY, Phase.PLAY, Phase.GAME_OVER


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table with its id (stable for the round) and the seat that laid it."""

    id: int
    owner: int
    meld: Meld


@dataclass
class GameState:
    rules: RuleSet
    seed: int
    rng: random.Random
    ages: tuple[int | None, ...]
    round_no: int = 0
    dealer: int = 0
    turn: int = 0
    phase: Phase = DRAW
    hands: list[list[Card]] = field(default_factory=list)
    stock: list[Card] = field(default_factory=list)  # the top card is the last
    discard: list[Card] = field(default_factory=list)  # the top card is the last
    discard_live: bool = False  # Hillbilly: may the top discard still be taken or bought?
    discarder: int | None = None  # who discarded the live card (None: the round's upcard)
    melds: list[TableMeld] = field(default_factory=list)
    next_meld_id: int = 0
    down: list[bool] = field(default_factory=list)
    buys_used: list[int] = field(default_factory=list)
    scores: list[list[int]] = field(default_factory=list)  # per round, per seat
    rounds_out: list[int] = field(default_factory=list)  # rounds each seat went out first
    # This turn.
    taken_discard: Card | None = None
    laid_down_this_turn: bool = False
    down_at_turn_start: bool = False
    turns_taken: list[int] = field(default_factory=list)  # this round, per seat
    refills: int = 0  # times the stock was refilled from the discards this round
    # Hillbilly buy window.
    buy_card: Card | None = None
    buy_queue: list[int] = field(default_factory=list)  # seats still to answer, in priority order
    buy_pending_draw: bool = False  # the seat in turn draws from the stock once it closes
    # Three Thirteen final lap.
    went_out: int | None = None
    final_turns: list[int] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    public_log: list[tuple[str, int, Card]] = field(default_factory=list)  # this round

    @property
    def players(self) -> int:
        return self.rules.players

    def copy(self) -> GameState:
        """A copy that can be played on without touching this one (the RNG too). Generic over
        the fields, so a new list field is copied without anyone remembering to."""
        twin = GameState.__new__(GameState)
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, random.Random):
                rng = random.Random()
                rng.setstate(value.getstate())
                value = rng
            setattr(twin, f.name, value)
        return twin

    def totals(self) -> list[int]:
        return [sum(r[s] for r in self.scores) for s in range(self.players)]

    def meld_by_id(self, meld_id: int) -> TableMeld | None:
        return next((m for m in self.melds if m.id == meld_id), None)

    def all_cards(self) -> list[Card]:
        cards = [c for hand in self.hands for c in hand] + self.stock + self.discard
        for tm in self.melds:
            cards.extend(tm.meld.cards)
        return cards

    def check_invariants(self) -> None:
        """Raise AssertionError unless every card of the pack is in exactly one place."""
        cards = self.all_cards()
        pack = self.rules.pack()
        counts = Counter(cards)
        twice = [c.full_code for c, n in counts.items() if n > 1]
        assert not twice, f"cards in two places: {twice}"
        assert len(cards) == len(pack), f"{len(cards)} cards in play, the pack has {len(pack)}"
        assert set(cards) == set(pack), "a card in play is not in the pack"
        assert self.phase in (DRAW, BUY, PLAY, GAME_OVER), self.phase
        assert all(0 <= b <= self.rules.buy_limits.get(self.round_no, 99) for b in self.buys_used)

    def snapshot(self) -> dict[str, Any]:
        """Plain data describing the whole state (for equality checks and saved games)."""

        def codes(cards: list[Card] | tuple[Card, ...]) -> list[str]:
            return [c.full_code for c in cards]

        return {
            "round": self.round_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase,
            "hands": [codes(h) for h in self.hands],
            "stock": codes(self.stock),
            "discard": codes(self.discard),
            "discard_live": self.discard_live,
            "discarder": self.discarder,
            "melds": [
                {
                    "id": tm.id,
                    "owner": tm.owner,
                    "kind": tm.meld.kind,
                    "cards": codes(tm.meld.cards),
                }
                for tm in self.melds
            ],
            "down": list(self.down),
            "buys_used": list(self.buys_used),
            "scores": [list(r) for r in self.scores],
            "taken_discard": self.taken_discard.full_code if self.taken_discard else None,
            "buy_queue": list(self.buy_queue),
            "went_out": self.went_out,
            "final_turns": list(self.final_turns),
            "winners": list(self.winners),
            # A digest, not hash(): hash(None) differs between processes before Python 3.12.
            "rng": hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()[:32],
        }
