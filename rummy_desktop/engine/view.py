"""PlayerView: everything one seat may know, and nothing more.

Bots and the UI for a seat are built on this. It holds that seat's own hand, never
another's, and never the order of the stock.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .rules import RuleSet
from .state import Phase, TableMeld


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: RuleSet
    round_no: int
    dealer: int
    turn: int
    phase: Phase
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    discard: tuple[Card, ...]  # the whole pile, the top card last (every discard was seen)
    discard_live: bool
    melds: tuple[TableMeld, ...]
    down: tuple[bool, ...]
    buys_used: tuple[int, ...]
    scores: tuple[tuple[int, ...], ...]  # per finished round, per seat
    taken_discard: Card | None  # the card this seat took from the discard pile this turn
    buy_card: Card | None  # the card on offer during a buy window
    to_act: tuple[int, ...]  # seats whose move the game waits for
    went_out: int | None  # Three Thirteen: who went out (the final lap is on)
    history: tuple[
        tuple[str, int, Card], ...
    ]  # this round: ("took"|"passed"|"discarded"|"bought", seat, card)
    legal_actions: tuple[Action, ...]
    # Public facts that the table does not show by itself:
    rounds_out: tuple[int, ...]  # rounds each seat went out first (a tiebreak)
    ages: tuple[int | None, ...]  # as told at the start (the first dealer's tiebreak)
    laid_down_this_turn: bool  # the seat in turn laid down melds this turn
    turn_began_down: bool  # the seat in turn was down when its turn began

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    @property
    def top_discard(self) -> Card | None:
        return self.discard[-1] if self.discard else None

    @property
    def wild_rank(self) -> int | None:
        return self.rules.wild_rank(self.round_no)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r[s] for r in self.scores) for s in range(self.players))

    def is_wild(self, card: Card) -> bool:
        return self.rules.is_wild(card, self.round_no)
