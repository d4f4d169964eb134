"""Events: what an applied action made happen, in order. They drive the UI's animations.

An event that carries a card some seats may not see names the seat it is private to; the
UI shows that card face down to everyone else.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .rules import Contract


@dataclass(frozen=True, slots=True)
class DealerChosen:
    dealer: int
    draws: tuple[tuple[int, Card], ...] = ()  # (seat, card) in drawing order (Hillbilly)


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round_no: int
    dealer: int
    leader: int
    wild_rank: int | None
    contract: Contract | None  # the melds a Hillbilly round asks for (None in Three Thirteen)


@dataclass(frozen=True, slots=True)
class Dealt:
    seat: int
    cards: tuple[Card, ...]

    @property
    def private_to(self) -> int:
        return self.seat


@dataclass(frozen=True, slots=True)
class UpcardTurned:
    card: Card


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int


@dataclass(frozen=True, slots=True)
class Drew:
    seat: int
    card: Card
    source: str  # "stock" or "discard"

    @property
    def private_to(self) -> int | None:
        return self.seat if self.source == "stock" else None


@dataclass(frozen=True, slots=True)
class BuyOffered:
    card: Card
    seats: tuple[int, ...]  # who may buy it, in priority order


@dataclass(frozen=True, slots=True)
class BuyDeclined:
    seat: int


@dataclass(frozen=True, slots=True)
class Bought:
    seat: int
    card: Card
    penalty: tuple[Card, ...]  # face down from the stock: private to the buyer

    @property
    def private_to(self) -> int:
        return self.seat


@dataclass(frozen=True, slots=True)
class StockRefilled:
    count: int


@dataclass(frozen=True, slots=True)
class LaidDown:
    seat: int
    meld_ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LaidOff:
    seat: int
    card: Card
    meld_id: int


@dataclass(frozen=True, slots=True)
class Swapped:
    seat: int
    card: Card  # the natural given
    wild: Card  # the wild taken
    meld_id: int


@dataclass(frozen=True, slots=True)
class Discarded:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class WentOut:
    seat: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round_no: int
    points: tuple[int, ...]  # this round, per seat
    totals: tuple[int, ...]  # after this round, per seat
    went_out: int | None
    hands: tuple[tuple[Card, ...], ...]  # every hand as it ended, shown to all
    melds: tuple[tuple[tuple[Card, ...], ...], ...] = ()  # Three Thirteen: each hand's best melds
    stalled: bool = False  # ended with nobody out because no card left could ever be played
    idle: bool = False  # ended with nobody out: nobody laid down in IDLE_REFILLS refills


@dataclass(frozen=True, slots=True)
class GameOver:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    DealerChosen
    | RoundStarted
    | Dealt
    | UpcardTurned
    | TurnStarted
    | Drew
    | BuyOffered
    | BuyDeclined
    | Bought
    | StockRefilled
    | LaidDown
    | LaidOff
    | Swapped
    | Discarded
    | WentOut
    | RoundEnded
    | GameOver
)
