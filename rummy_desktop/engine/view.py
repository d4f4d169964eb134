"""PlayerView: everything one seat may know, and nothing more.

Bots and the UI for a seat are built on this. It holds that seat's own hand, never
another's, and never the order of the stock.

Its legal moves are worked out the first time they are read, not when the view is made:
in Hillbilly the lay-down search alone takes about a millisecond, and many bots never read
them. They are the moves of the moment the view was made; a view whose legal moves are
first read after its game has moved on raises StaleView rather than answer for another
position.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar, cast

from .actions import Action
from .cards import Card
from .rules import RuleSet
from .state import Phase, TableMeld

A = TypeVar("A")  # one kind of action


class StaleView(RuntimeError):
    """A view's legal moves were first asked for after its game had moved on."""


class LegalMoves:
    """The legal moves of one view: computed on first use, then kept.

    ``compute`` lists them; ``clock`` tells how many moves the game has taken, so that a
    computation after the game moved on is refused instead of describing the new position.
    """

    __slots__ = ("_actions", "_by_kind", "_clock", "_compute", "_compute_kind", "_made_at")

    def __init__(
        self,
        actions: Sequence[Action] | None = None,
        *,
        compute: Callable[[], Sequence[Action]] | None = None,
        compute_kind: Callable[[type], Sequence[Action]] | None = None,
        clock: Callable[[], int] | None = None,
    ) -> None:
        if (actions is None) == (compute is None):
            raise ValueError("give the actions, or a way to compute them, not both")
        self._actions = None if actions is None else tuple(actions)
        self._compute = compute
        self._compute_kind = compute_kind  # the moves of one kind alone, if that is cheaper
        self._by_kind: dict[type, tuple[Action, ...]] = {}
        self._clock = clock
        self._made_at = clock() if clock is not None else None

    @property
    def settled(self) -> bool:
        """Whether the moves are known already (no game is needed to read them)."""
        return self._actions is not None

    def get(self) -> tuple[Action, ...]:
        if self._actions is None:
            self._check_fresh()
            assert self._compute is not None
            self._actions = tuple(self._compute())
            self._compute = self._compute_kind = self._clock = None  # let go of the game
            self._by_kind.clear()
        return self._actions

    def of_kind(self, kind: type) -> tuple[Action, ...]:
        """The moves that are ``kind`` (Discard, LayDown...), in the order of :meth:`get`."""
        if self._actions is not None or self._compute_kind is None:
            return tuple(a for a in self.get() if isinstance(a, kind))
        found = self._by_kind.get(kind)
        if found is None:
            self._check_fresh()
            found = self._by_kind[kind] = tuple(self._compute_kind(kind))
        return found

    def _check_fresh(self) -> None:
        if self._clock is not None and self._clock() != self._made_at:
            raise StaleView(
                "the legal moves of this view were asked for after the game moved on: "
                "read them before the next move, or take a new view"
            )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LegalMoves):
            return NotImplemented
        return self.get() == other.get()

    def __hash__(self) -> int:
        return hash(self.get())

    def __repr__(self) -> str:
        return f"LegalMoves({self._actions!r})" if self.settled else "LegalMoves(<not read yet>)"


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
    # Public facts that the table does not show by itself:
    rounds_out: tuple[int, ...]  # rounds each seat went out first (a tiebreak)
    ages: tuple[int | None, ...]  # as told at the start (the first dealer's tiebreak)
    laid_down_this_turn: bool  # the seat in turn laid down melds this turn
    turn_began_down: bool  # the seat in turn was down when its turn began
    refills: int  # times the stock was refilled this round (stalemate.IDLE_REFILLS)
    moves: LegalMoves = field(repr=False)  # read them as legal_actions

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """What this seat may do now (worked out on first use; see the module's docstring)."""
        return self.moves.get()

    def legal_actions_of(self, kind: type[A]) -> tuple[A, ...]:
        """The legal moves that are ``kind``, such as ``view.legal_actions_of(Discard)``: the
        same as filtering :attr:`legal_actions`, but in Hillbilly after the draw only the
        moves of that kind are looked for (the lay-down search alone takes a millisecond)."""
        return cast(tuple[A, ...], self.moves.of_kind(kind))

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
