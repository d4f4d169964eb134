"""A seat's legal moves worked out from its view alone (issue 38).

A view once listed its moves through a closure on the live game, so a bot could walk from
``view.moves`` to every hand. Now the moves come from a game state rebuilt from the view
(``from_view``), a stand-in for each card the seat cannot see: a seat's legal moves never
depend on the hidden cards, only on how many each seat holds (a test lists them both ways
in thousands of positions). The
view keeps nothing but itself, and its moves answer for the moment it shows, however far
the game has moved on since.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from . import hillbilly_moves, three_thirteen
from .actions import Action
from .from_view import unchecked_state
from .state import GAME_OVER, GameState
from .view import PlayerView

_NO_SHUFFLE = random.Random(0)


def list_moves(view: PlayerView, kind: type | None) -> Sequence[Action]:
    """The view's seat's legal moves, or those that are ``kind`` (only Hillbilly looks for
    one kind alone; elsewhere the caller filters)."""
    if view.phase == GAME_OVER:
        return []
    state = _stand_in(view)
    if view.rules.variant == "hillbilly":
        if kind is None:
            return hillbilly_moves.legal_actions(state, view.seat)
        return hillbilly_moves.legal_actions_of(state, view.seat, kind)
    moves = three_thirteen.legal_actions(state, view.seat)
    return moves if kind is None else [a for a in moves if isinstance(a, kind)]


def _stand_in(view: PlayerView) -> GameState:
    """A state that agrees with everything the view shows; each hidden card (the other
    hands, the stock) is a stand-in taken from the start of the pack: listing a seat's
    moves reads its own hand and the table, and only the number of the others' cards."""
    pack = view.rules.pack()
    hands = [
        view.hand if seat == view.seat else pack[:size] for seat, size in enumerate(view.hand_sizes)
    ]
    stock = (pack * (1 + view.stock_size // len(pack)))[: view.stock_size]
    # No shuffle happens while moves are listed: one generator serves every stand-in.
    return unchecked_state(view, hands, stock, _NO_SHUFFLE)
