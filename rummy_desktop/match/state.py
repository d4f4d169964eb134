"""What the table is waiting for, as one value, and what a move gives back.

Every state carries a ticket, new with every state. A request made in one state (a computer
asked to move, the coach asked about a move, a hint) carries that state's ticket; its answer
is taken only while the table is still in that state, so a late answer (a computer answering
an offer somebody already took, a hint for a move already made) is dropped by construction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rummy_desktop.engine import Card, Event, PlayerView, Problem, RoundEnded

from .asks import CoachRequest
from .moves import CardMove, card_moves
from .talk import TalkLine


@dataclass(frozen=True)
class AwaitingDecision:
    """One seat, a person or a computer, must move."""

    ticket: int
    seat: int
    asked: int | None = None  # the computer seat asked for its move in this state
    checking: CoachRequest | None = None  # coach mode: the person's move being judged

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.seat,)


@dataclass(frozen=True)
class AwaitingBuyAnswers:
    """A card is offered: ``seats`` may answer it now (several under the first-caller rule,
    the first in line otherwise)."""

    ticket: int
    card: Card | None
    seats: tuple[int, ...]
    asked: int | None = None
    checking: CoachRequest | None = None


@dataclass(frozen=True)
class AwaitingPass:
    """Two people share the screen: the table is hidden until ``to_seat`` takes it."""

    ticket: int
    to_seat: int

    @property
    def seats(self) -> tuple[int, ...]:
        return ()


@dataclass(frozen=True)
class RoundOver:
    """A round was scored; the next deal waits until the scores have been seen."""

    ticket: int
    ended: RoundEnded

    @property
    def seats(self) -> tuple[int, ...]:
        return ()


@dataclass(frozen=True)
class GameOver:
    ticket: int
    winners: tuple[int, ...]

    @property
    def seats(self) -> tuple[int, ...]:
        return ()


Waiting = AwaitingDecision | AwaitingBuyAnswers | AwaitingPass | RoundOver | GameOver
Deciding = AwaitingDecision | AwaitingBuyAnswers  # the states in which seats move


@dataclass(frozen=True)
class Refused:
    """A request that does not fit the table now, and why, in the player's words; a move
    the engine refused also carries the engine's ``problem`` (its code and values)."""

    reason: str
    problem: Problem | None = None


@dataclass(frozen=True)
class Seen:
    """What one seat may know of a move: its view after it, its lines of Table Talk, and the
    card moves with the cards it may not know as backs."""

    view: PlayerView
    talk: tuple[str, ...]
    moves: tuple[CardMove, ...]


@dataclass(frozen=True)
class Played:
    """What a move did: the events (every card, for the match's own bookkeeping; a viewer
    reads ``seen_by``), and ``said`` when a computer's move was replaced by its first legal
    one (the one-line reason)."""

    events: tuple[Event, ...]
    views: tuple[PlayerView, ...]  # each seat's view after the move, its legal moves unlisted
    lines: tuple[TalkLine, ...]  # the Table Talk the move added
    discard_before: tuple[Card, ...]
    said: str = ""

    def seen_by(self, seat: int) -> Seen:
        view = self.views[seat]
        melds: Mapping[int, Sequence[Card]] = {
            m.id: tuple(s.card for s in m.meld.slots) + tuple(m.meld.extras) for m in view.melds
        }
        lines = (line.read_by(seat) for line in self.lines)
        moves = card_moves(self.events, seat, melds, self.discard_before)
        return Seen(view, tuple(t for t in lines if t is not None), moves)

    @property
    def round_ended(self) -> RoundEnded | None:
        return next((e for e in self.events if isinstance(e, RoundEnded)), None)
