"""Position: everything true at one moment, hidden cards included, as frozen values.

For a search over a game the searcher built itself (the hard level's play-outs in a sampled
deal), a check of a screen against the engine (the selftest), or a test. A seat at the
table never gets one: bots and the window get the seat's :class:`PlayerView`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .state import GameState, Phase, TableMeld


@dataclass(frozen=True, slots=True)
class Position:
    round_no: int
    dealer: int
    turn: int
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]  # the top card last
    discard: tuple[Card, ...]  # the top card last
    discard_live: bool
    melds: tuple[TableMeld, ...]
    down: tuple[bool, ...]
    buys_used: tuple[int, ...]
    scores: tuple[tuple[int, ...], ...]  # per finished round, per seat
    taken_discard: Card | None  # what the seat in turn took from the pile this turn
    buy_card: Card | None
    went_out: int | None  # Three Thirteen: the final lap is on
    turns_taken: tuple[int, ...]  # this round: the turns each seat has finished
    owed_turns: tuple[int, ...]  # Three Thirteen: who still plays once, in order

    @property
    def players(self) -> int:
        return len(self.hands)


def position_of(state: GameState) -> Position:
    return Position(
        round_no=state.round_no,
        dealer=state.dealer,
        turn=state.turn,
        phase=state.phase,
        hands=tuple(tuple(h) for h in state.hands),
        stock=tuple(state.stock),
        discard=tuple(state.discard),
        discard_live=state.discard_live,
        melds=tuple(state.melds),
        down=tuple(state.down),
        buys_used=tuple(state.buys_used),
        scores=tuple(tuple(r) for r in state.scores),
        taken_discard=state.taken_discard,
        buy_card=state.buy_card,
        went_out=state.went_out,
        turns_taken=tuple(state.turns_taken),
        owed_turns=tuple(state.final_turns),
    )
