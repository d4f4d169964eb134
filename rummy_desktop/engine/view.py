"""PlayerView: everything one seat may know, and nothing more.

Bots and the UI for a seat are built on this. It holds that seat's own hand, never
another's, and never the order of the stock.

Everything in it is immutable (the rules' tables too) and nothing in it leads back to the
game: a view is a snapshot a bot may keep, read late or pass around.

Its legal moves are worked out the first time they are read, not when the view is made:
in Hillbilly the lay-down search alone takes about a millisecond, and many bots never read
them. They are worked out from the view itself (``engine.view_moves``), so they are the
moves of the moment the view shows, whenever they are read.
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


# How a view's moves are listed: the view itself in, its seat's moves (or those of one kind)
# out. A plain function of the view, never a closure on a game.
Lister = Callable[["PlayerView", type | None], Sequence[Action]]


class LegalMoves:
    """The legal moves of one view: listed on first use from the view alone, then kept.

    ``lister`` works them out from the view (``engine.view_moves.list_moves``); it holds no
    game, so nothing here leads a bot from its view to the hidden cards.
    """

    __slots__ = ("_actions", "_by_kind", "_lister")

    def __init__(
        self, actions: Sequence[Action] | None = None, *, lister: Lister | None = None
    ) -> None:
        if (actions is None) == (lister is None):
            raise ValueError("give the actions, or a way to list them, not both")
        self._actions = None if actions is None else tuple(actions)
        self._lister = lister
        self._by_kind: dict[type, tuple[Action, ...]] = {}

    @property
    def settled(self) -> bool:
        """Whether the moves are listed already."""
        return self._actions is not None

    def get(self, view: PlayerView) -> tuple[Action, ...]:
        if self._actions is None:
            assert self._lister is not None
            self._actions = tuple(self._lister(view, None))
            self._lister = None
            self._by_kind.clear()
        return self._actions

    def of_kind(self, view: PlayerView, kind: type) -> tuple[Action, ...]:
        """The moves that are ``kind`` (Discard, LayDown...), in the order of :meth:`get`."""
        if self._actions is not None or self._lister is None:
            return tuple(a for a in self.get(view) if isinstance(a, kind))
        found = self._by_kind.get(kind)
        if found is None:
            found = self._by_kind[kind] = tuple(self._lister(view, kind))
        return found

    def __repr__(self) -> str:
        return f"LegalMoves({self._actions!r})" if self.settled else "LegalMoves(<unlisted>)"


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
    # Read them as legal_actions; they follow from the fields above, so they are not compared.
    moves: LegalMoves = field(repr=False, compare=False)

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        """What this seat may do now (worked out on first use; see the module's docstring)."""
        return self.moves.get(self)

    def legal_actions_of(self, kind: type[A]) -> tuple[A, ...]:
        """The legal moves that are ``kind``, such as ``view.legal_actions_of(Discard)``: the
        same as filtering :attr:`legal_actions`, but in Hillbilly after the draw only the
        moves of that kind are looked for (the lay-down search alone takes a millisecond)."""
        return cast(tuple[A, ...], self.moves.of_kind(self, kind))

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
