"""Game: the one door through which a game changes.

>>> from rummy_desktop.engine import Game, RuleSet
>>> game = Game(RuleSet.preset("three-thirteen", players=2), seed=7)
>>> seat = game.to_act()[0]
>>> events = game.apply(game.legal_actions(seat)[0])
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence

from . import hillbilly, hillbilly_moves, three_thirteen
from .actions import Action
from .errors import IllegalAction
from .events import Event
from .rounds import start_game
from .rules import RuleSet
from .state import BUY, GAME_OVER, GameState
from .view import LegalMoves, PlayerView


class Game:
    """A whole game: ``(rules, seed, ages)`` plus the actions applied replay it exactly."""

    def __init__(self, rules: RuleSet, seed: int = 0, ages: Sequence[int | None] | None = None):
        if ages is not None and len(ages) != rules.players:
            raise ValueError(f"give one age per player ({rules.players}), or none")
        self.rules = rules
        self.seed = seed
        self.log: list[Action] = []
        self.state = GameState(
            rules=rules,
            seed=seed,
            rng=random.Random(seed),
            ages=tuple(ages) if ages is not None else (None,) * rules.players,
        )
        self.opening_events: list[Event] = []
        start_game(self.state, self.opening_events)

    @classmethod
    def replay(
        cls,
        rules: RuleSet,
        seed: int,
        actions: Sequence[Action],
        ages: Sequence[int | None] | None = None,
    ) -> Game:
        """Rebuild a game from its log; raises IllegalAction if a logged move is refused."""
        game = cls(rules, seed, ages)
        for action in actions:
            game.apply(action)
        return game

    # ---- questions --------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.state.phase == GAME_OVER

    @property
    def winners(self) -> tuple[int, ...]:
        return self.state.winners

    def totals(self) -> list[int]:
        return self.state.totals()

    def to_act(self) -> list[int]:
        """The seats whose move the game is waiting for (several during a first-caller buy)."""
        state = self.state
        if state.phase == GAME_OVER:
            return []
        if state.phase == BUY:
            return hillbilly.answering_buyers(state)
        return [state.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        """What ``seat`` may do now; empty when it is not that seat's move."""
        if self.is_over:
            return []
        if self.rules.variant == "hillbilly":
            return hillbilly_moves.legal_actions(self.state, seat)
        return three_thirteen.legal_actions(self.state, seat)

    def legal_actions_of(self, seat: int, kind: type) -> list[Action]:
        """The moves of one kind (Discard, LayDown...) among ``legal_actions(seat)``, in the
        same order; in Hillbilly after the draw only that kind is looked for."""
        if not self.is_over and self.rules.variant == "hillbilly":
            return hillbilly_moves.legal_actions_of(self.state, seat, kind)
        return [a for a in self.legal_actions(seat) if isinstance(a, kind)]

    def view(self, seat: int, with_legal_actions: bool = True) -> PlayerView:
        """What ``seat`` may know now. Its legal moves are listed when first read (they must
        be read before the next move); ``with_legal_actions=False`` gives none."""
        s = self.state
        return PlayerView(
            seat=seat,
            rules=self.rules,
            round_no=s.round_no,
            dealer=s.dealer,
            turn=s.turn,
            phase=s.phase,
            hand=tuple(s.hands[seat]),
            hand_sizes=tuple(len(h) for h in s.hands),
            stock_size=len(s.stock),
            discard=tuple(s.discard),
            discard_live=s.discard_live,
            melds=tuple(s.melds),
            down=tuple(s.down),
            buys_used=tuple(s.buys_used),
            scores=tuple(tuple(r) for r in s.scores),
            taken_discard=s.taken_discard if s.turn == seat else None,
            buy_card=s.buy_card,
            to_act=tuple(self.to_act()),
            went_out=s.went_out,
            history=tuple(s.public_log),
            moves=(
                LegalMoves(
                    compute=lambda: self.legal_actions(seat),
                    # Only Hillbilly's moves are dearer to list all at once than kind by kind.
                    compute_kind=(
                        (lambda kind: self.legal_actions_of(seat, kind))
                        if self.rules.variant == "hillbilly"
                        else None
                    ),
                    clock=lambda: len(self.log),
                )
                if with_legal_actions
                else LegalMoves(())
            ),
        )

    def check(self, action: Action) -> str | None:
        """None if ``action`` would be accepted now, else the sentence refusing it.

        Tries the action on a copy of the state, so nothing here ever changes.
        """
        trial = copy.copy(self)
        trial.state = copy.deepcopy(self.state, {id(self.rules): self.rules})  # rules are frozen
        trial.log = []
        try:
            trial.apply(action)
        except IllegalAction as exc:
            return str(exc)
        return None

    # ---- the one door -----------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply a whole action and return what happened, or raise IllegalAction unchanged."""
        if self.is_over:
            raise IllegalAction("The game is over")
        seat = getattr(action, "seat", None)
        if not isinstance(seat, int) or not 0 <= seat < self.rules.players:
            raise IllegalAction(f"There is no seat {seat!r} at this table")
        events: list[Event] = []
        if self.rules.variant == "hillbilly":
            hillbilly.apply(self.state, action, events)
        else:
            three_thirteen.apply(self.state, action, events)
        self.log.append(action)
        return events
