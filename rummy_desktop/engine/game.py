"""Game: the one door through which a game changes.

>>> from rummy_desktop.engine import Game, RuleSet
>>> game = Game(RuleSet.preset("three-thirteen", players=2), seed=7)
>>> seat = game.to_act()[0]
>>> events = game.apply(game.legal_actions(seat)[0])
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from . import hillbilly, hillbilly_moves, three_thirteen
from .actions import Action
from .cards import Card
from .errors import Given, IllegalAction, Problem, Refusal
from .events import Event
from .from_view import state_from_view
from .position import Position, position_of
from .rounds import start_game
from .rules import RuleSet
from .state import BUY, GAME_OVER, GameState, Phase, TableMeld
from .view import LegalMoves, PlayerView
from .view_moves import list_moves


class Game:
    """A whole game: ``(rules, seed, ages)`` plus the actions applied replay it exactly.

    Its state is private: read it through the questions below, a seat's :meth:`view`, or a
    :meth:`position` (hidden cards included, for searches and checks)."""

    def __init__(self, rules: RuleSet, seed: int = 0, ages: Sequence[int | None] | None = None):
        if ages is not None and len(ages) != rules.players:
            raise ValueError(f"give one age per player ({rules.players}), or none")
        self.rules = rules
        self.seed = seed
        self.log: list[Action] = []
        self._state = GameState(
            rules=rules,
            seed=seed,
            rng=random.Random(seed),
            ages=tuple(ages) if ages is not None else (None,) * rules.players,
        )
        self.opening_events: list[Event] = []
        start_game(self._state, self.opening_events)

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

    @classmethod
    def from_view(
        cls,
        view: PlayerView,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        rng: random.Random,
    ) -> Game:
        """A game that agrees with everything ``view`` shows, the hidden cards being
        ``hands`` (one per seat, the viewer's as shown) and ``stock`` (top last): what a
        search plays forward in. Its shuffles come from ``rng``; its log starts empty.
        Raises ValueError if the cards do not fit the view."""
        return cls._adopt(view.rules, 0, state_from_view(view, hands, stock, rng))

    @classmethod
    def stand_in(cls, view: PlayerView) -> Game:
        """A game that agrees with ``view``, each hidden card one the seat has not seen, in
        pack order: for judging that seat's own move (``check``) where only its view is
        known (a remote seat, a bot writer's position). Never show its hidden cards."""
        seen = Counter(view.hand)
        seen.update(view.discard)
        seen.update(s.card for m in view.melds for s in m.meld.slots)
        seen.update(c for m in view.melds for c in m.meld.extras)
        unseen = []
        for card in view.rules.pack():
            if seen[card] > 0:
                seen[card] -= 1
            else:
                unseen.append(card)
        hands: list[Sequence[Card]] = []
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                hands.append(view.hand)
            else:
                hands.append(unseen[:size])
                del unseen[:size]
        return cls.from_view(view, hands, unseen[: view.stock_size], random.Random(0))

    @classmethod
    def _adopt(cls, rules: RuleSet, seed: int, state: GameState) -> Game:
        game = cls.__new__(cls)
        game.rules, game.seed, game._state = rules, seed, state
        game.log, game.opening_events = [], []
        return game

    def copy(self, reseed: int | None = None) -> Game:
        """A copy to play on without touching this game. ``reseed``: its later shuffles
        (stock refills) come from ``random.Random(reseed)`` instead of this game's own."""
        twin = Game._adopt(self.rules, self.seed, self._state.copy())
        twin.log, twin.opening_events = list(self.log), list(self.opening_events)
        if reseed is not None:
            twin._state.rng = random.Random(reseed)
        return twin

    # ---- questions --------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def round_no(self) -> int:
        return self._state.round_no

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def dealer(self) -> int:
        return self._state.dealer

    @property
    def turn(self) -> int:
        """The seat whose turn it is (during a buy offer, the seat the offer interrupts)."""
        return self._state.turn

    @property
    def scores(self) -> tuple[tuple[int, ...], ...]:
        """Each finished round's points, per seat."""
        return tuple(tuple(r) for r in self._state.scores)

    @property
    def ages(self) -> tuple[int | None, ...]:
        return self._state.ages

    @property
    def rounds_out(self) -> tuple[int, ...]:
        """How many rounds each seat went out first."""
        return tuple(self._state.rounds_out)

    @property
    def melds(self) -> tuple[TableMeld, ...]:
        return tuple(self._state.melds)

    @property
    def down(self) -> tuple[bool, ...]:
        """Hillbilly: who has laid down this round."""
        return tuple(self._state.down)

    @property
    def buy_card(self) -> Card | None:
        """The card on offer while a buy window is open."""
        return self._state.buy_card

    def hand(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s hand. The game knows every hand; a seat is shown only its own."""
        return tuple(self._state.hands[seat])

    def position(self) -> Position:
        """Everything true now, hidden cards included (for searches, checks and tests)."""
        return position_of(self._state)

    def snapshot(self) -> dict[str, Any]:
        """Plain data describing the whole state, the RNG's as a digest: equal snapshots are
        the same position (saved games keep one to check a replay against)."""
        return self._state.snapshot()

    def check_invariants(self) -> None:
        """Raise AssertionError unless every card of the pack is in exactly one place."""
        self._state.check_invariants()

    @property
    def is_over(self) -> bool:
        return self._state.phase == GAME_OVER

    @property
    def winners(self) -> tuple[int, ...]:
        return self._state.winners

    def totals(self) -> list[int]:
        return self._state.totals()

    def to_act(self) -> list[int]:
        """The seats whose move the game is waiting for (several during a first-caller buy)."""
        state = self._state
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
            return hillbilly_moves.legal_actions(self._state, seat)
        return three_thirteen.legal_actions(self._state, seat)

    def legal_actions_of(self, seat: int, kind: type) -> list[Action]:
        """The moves of one kind (Discard, LayDown...) among ``legal_actions(seat)``, in the
        same order; in Hillbilly after the draw only that kind is looked for."""
        if not self.is_over and self.rules.variant == "hillbilly":
            return hillbilly_moves.legal_actions_of(self._state, seat, kind)
        return [a for a in self.legal_actions(seat) if isinstance(a, kind)]

    def view(self, seat: int, with_legal_actions: bool = True) -> PlayerView:
        """What ``seat`` may know now: a snapshot holding nothing that leads back to this
        game. Its legal moves are listed from the view when first read;
        ``with_legal_actions=False`` gives none."""
        s = self._state
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
            rounds_out=tuple(s.rounds_out),
            ages=s.ages,
            laid_down_this_turn=s.laid_down_this_turn,
            turn_began_down=s.down_at_turn_start,
            refills=s.refills,
            moves=(LegalMoves(lister=list_moves) if with_legal_actions else LegalMoves(())),
        )

    def check(self, action: Action) -> Problem | None:
        """None if ``action`` would be accepted now, else the problem refusing it (the code
        and its values; ``rummy_desktop.refusal_words`` says it in words).

        Tries the action on a copy of the state, so nothing here ever changes.
        """
        trial = Game._adopt(self.rules, self.seed, self._state.copy())
        try:
            trial.apply(action)
        except IllegalAction as exc:
            return exc.problem
        return None

    # ---- the one door -----------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply a whole action and return what happened, or raise IllegalAction unchanged."""
        if self.is_over:
            raise IllegalAction(Refusal.GAME_OVER)
        seat = getattr(action, "seat", None)
        if not isinstance(seat, int) or not 0 <= seat < self.rules.players:
            raise IllegalAction(Refusal.NO_SUCH_SEAT, given=Given(seat))
        events: list[Event] = []
        if self.rules.variant == "hillbilly":
            hillbilly.apply(self._state, action, events)
        else:
            three_thirteen.apply(self._state, action, events)
        self.log.append(action)
        return events
