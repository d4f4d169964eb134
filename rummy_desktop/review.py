"""Game review: step through every action forward and back, all hands face up.

Where the computer's reasons come from (a choice, documented here): the controller keeps
each computer move's ``bot.explain()`` as the save file's per-action ``notes``, so a review
shows what the bot really said, whatever its level, even a user bot that is not installed
any more. When a note is missing (a game saved without notes) and the seat's level is a
deterministic built-in one (``simple``: its choice depends on the view only), the bot is
re-run on the position and its reason is shown if it picks the very move that was played.

Positions are rebuilt by replay from checkpoints (a copy of the game every 50 actions, or
spread wider so that there are at most 100), so stepping is fast in both directions and a
review holds at most 100 copies: a copy holds the log and its round's history, and a save of
100,000 moves in one round, copied every 50, was 2,000 copies and 1.6 GB.

>>> from rummy_desktop.engine import Game, RuleSet
>>> game = Game(RuleSet.preset("three-thirteen", players=2), seed=3)
>>> _ = game.apply(game.legal_actions(game.to_act()[0])[0])
>>> review = GameReview.from_game(game, [Seat.human("Ann"), Seat.human("Bob")])
>>> len(review), review.last().index, review.first().index
(2, 1, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from .ai import make_bot
from .engine import (
    Action,
    Card,
    Discarded,
    Event,
    Game,
    LaidDown,
    LaidOff,
    LayDown,
    RoundEnded,
    RuleSet,
)
from .persistence import LoadedGame, Seat
from .wording import action_text

CHECKPOINT_EVERY = 50  # at least; wider in a game of more than 5,000 actions
MAX_CHECKPOINTS = 100
RERUNNABLE_LEVELS = frozenset({"simple"})  # bots whose move depends on the view alone


@dataclass(frozen=True)
class MeldShown:
    meld_id: int
    owner: int
    kind: str
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class ReviewStep:
    """The table after ``index`` actions (0: just dealt), every card face up."""

    index: int
    count: int  # how many actions the game has
    action: Action | None  # the action that led here (None at the deal)
    seat: int | None
    text: str  # "Ann discarded 7♥" / "The cards are dealt"
    reason: str | None  # the computer's one-line reason, if it was a computer's move
    round_no: int
    turn: int
    phase: str
    hands: tuple[tuple[Card, ...], ...]
    stock_size: int
    discard: tuple[Card, ...]  # the top card last
    melds: tuple[MeldShown, ...]
    scores: tuple[tuple[int, ...], ...]  # per finished round, per seat
    totals: tuple[int, ...]
    snapshot: dict[str, Any]  # the engine's plain description of the position


class GameReview:
    """A finished or unfinished game to step through; ``position`` is where the review is."""

    def __init__(
        self,
        rules: RuleSet,
        seed: int,
        actions: Sequence[Action],
        seats: Sequence[Seat],
        *,
        ages: Sequence[int | None] | None = None,
        notes: Sequence[str | None] | None = None,
    ) -> None:
        self.rules, self.seed = rules, seed
        self.ages = None if ages is None else tuple(ages)
        self.seats = tuple(seats)
        self.names = tuple(s.name for s in seats)
        self.actions = tuple(actions)
        self.notes = list(notes or [])[: len(self.actions)]
        self.notes += [None] * (len(self.actions) - len(self.notes))
        self._reasons: dict[int, str | None] = {}
        self._every = max(CHECKPOINT_EVERY, -(-len(self.actions) // (MAX_CHECKPOINTS - 1)))
        game = Game(rules, seed, ages)
        self._checkpoints: list[Game] = [game.copy()]
        # The moves that ended a round and dealt the next, with what they made happen: their
        # step shows the round as it ended, which the new deal would otherwise hide.
        self._round_ends: dict[int, list[Event]] = {}
        for i, action in enumerate(self.actions, start=1):
            rnd = game.round_no
            events = game.apply(action)  # a log from a Game or a checked save is legal
            if game.round_no != rnd:
                self._round_ends[i] = events
            if i % self._every == 0:
                self._checkpoints.append(game.copy())
        self._cursor = game
        self._cursor_index = len(self.actions)
        self.position = len(self.actions)

    @classmethod
    def from_game(
        cls, game: Game, seats: Sequence[Seat], notes: Sequence[str | None] | None = None
    ) -> GameReview:
        return cls(game.rules, game.seed, game.log, seats, ages=game.ages, notes=notes)

    @classmethod
    def from_loaded(cls, loaded: LoadedGame) -> GameReview:
        return cls.from_game(loaded.game, loaded.seats, loaded.notes)

    @property
    def checkpoints(self) -> int:
        """How many copies of the game the review holds (at most MAX_CHECKPOINTS)."""
        return len(self._checkpoints)

    def __len__(self) -> int:
        """The number of positions: the deal plus one after each action."""
        return len(self.actions) + 1

    # ---- moving -------------------------------------------------------------------------

    def go(self, index: int) -> ReviewStep:
        self.position = max(0, min(index, len(self.actions)))
        return self.step(self.position)

    def first(self) -> ReviewStep:
        return self.go(0)

    def last(self) -> ReviewStep:
        return self.go(len(self.actions))

    def next(self) -> ReviewStep:
        return self.go(self.position + 1)

    def previous(self) -> ReviewStep:
        return self.go(self.position - 1)

    def current(self) -> ReviewStep:
        return self.step(self.position)

    # ---- looking ------------------------------------------------------------------------

    def step(self, index: int) -> ReviewStep:
        """The position after ``index`` actions (does not move the review)."""
        if not 0 <= index <= len(self.actions):
            raise IndexError(f"position {index} is outside 0..{len(self.actions)}")
        reason = self.reason(index)  # first: re-running a bot moves the cursor to index - 1
        if index in self._round_ends:
            return self._round_end_step(index, reason)
        game = self._game_at(index)
        at = game.position()
        action = self.actions[index - 1] if index else None
        seat = getattr(action, "seat", None)
        return ReviewStep(
            index=index,
            count=len(self.actions),
            action=action,
            seat=seat,
            text=self.describe(index, game),
            reason=reason,
            round_no=at.round_no,
            turn=at.turn,
            phase=at.phase,
            hands=at.hands,
            stock_size=len(at.stock),
            discard=at.discard,
            melds=tuple(
                MeldShown(m.id, m.owner, m.meld.kind, tuple(m.meld.cards)) for m in at.melds
            ),
            scores=at.scores,
            totals=tuple(game.totals()),
            snapshot=game.snapshot(),
        )

    def _round_end_step(self, index: int, reason: str | None) -> ReviewStep:
        """The table as the move ``index`` ended its round: the hands each player kept, the
        melds and discards with that move's cards, this round scored (not the next deal)."""
        events = self._round_ends[index]
        ended = next(e for e in events if isinstance(e, RoundEnded))
        before = self._game_at(index - 1).position()
        action = self.actions[index - 1]
        melds = {
            m.id: MeldShown(m.id, m.owner, m.meld.kind, tuple(m.meld.cards)) for m in before.melds
        }
        for event in events:
            if isinstance(event, LaidDown) and isinstance(action, LayDown):
                for meld_id, spec in zip(event.meld_ids, action.melds, strict=False):
                    melds[meld_id] = MeldShown(meld_id, event.seat, spec.kind, spec.cards)
            elif isinstance(event, LaidOff) and event.meld_id in melds:
                m = melds[event.meld_id]
                melds[event.meld_id] = replace(m, cards=(*m.cards, event.card))
        thrown = tuple(e.card for e in events if isinstance(e, Discarded))
        game = self._game_at(index)
        return ReviewStep(
            index=index,
            count=len(self.actions),
            action=action,
            seat=action.seat,
            text=self.describe(index, game),
            reason=reason,
            round_no=ended.round_no,
            turn=before.turn,
            phase="round_over",
            hands=ended.hands,
            stock_size=len(before.stock),
            discard=before.discard + thrown,
            melds=tuple(melds.values()),
            scores=game.position().scores,
            totals=ended.totals,
            snapshot=game.snapshot(),
        )

    def reason(self, index: int) -> str | None:
        """The computer's reason for action ``index`` (1-based), or None for a human's."""
        if index == 0:
            return None
        if index not in self._reasons:
            self._reasons[index] = self._find_reason(index)
        return self._reasons[index]

    def describe(self, index: int, game: Game | None = None) -> str:
        """The action that led to position ``index`` in words: ``Ann discarded 7♥``."""
        if index == 0:
            return "The cards are dealt"
        action = self.actions[index - 1]
        who = self.names[action.seat] if 0 <= action.seat < len(self.names) else "?"
        game = game if game is not None else self._game_at(index)
        after = game.view(action.seat, with_legal_actions=False)
        return action_text(action, after, "did", self.names, who=who)

    # ---- inside -------------------------------------------------------------------------

    def _find_reason(self, index: int) -> str | None:
        action = self.actions[index - 1]
        seat = self.seats[action.seat]
        if seat.is_human:
            return None
        if self.notes[index - 1]:
            return self.notes[index - 1]
        if seat.level not in RERUNNABLE_LEVELS:
            return None
        before = self._game_at(index - 1)
        bot = make_bot(seat.level)
        try:
            again = bot.choose(before.view(action.seat))
        except Exception:  # a reason is a courtesy: a failing bot must not stop the review
            return None
        return str(bot.explain()) if again == action else None

    def _game_at(self, index: int) -> Game:
        if index == self._cursor_index:
            return self._cursor
        if index == self._cursor_index + 1:
            self._cursor.apply(self.actions[index - 1])
            self._cursor_index = index
            return self._cursor
        base = index // self._every
        game = self._checkpoints[base].copy()
        for action in self.actions[base * self._every : index]:
            game.apply(action)
        self._cursor, self._cursor_index = game, index
        return game
