"""Undo and redo over the action log: where a step back lands, and what a step forward replays.

The game is never edited backwards: an undo rebuilds it with ``Game.replay`` of a prefix of
its log, so the stock and every shuffle are the very ones of the first time (a deal's luck
stays honest). What may be undone is decided here, without Qt:

- only a human's decision is a point to go back to; the computers' moves after it go too;
- never before the current round began (its scoring is final), nor before ``floor`` (in
  hot-seat, the last pass screen: going back past it would show one person's cards to
  another);
- never back over a move that showed the person a card from the stock (``Sight``): their own
  draw, a buy's penalty card, a card a computer drew and then showed, or a refill of the
  stock. The replay deals the very same stock, so going back over it would let a player look
  at the stock and choose again (issue 34).

>>> from rummy_desktop.engine import DrawStock, Discard, parse_card
>>> log = [DrawStock(1), Discard(1, parse_card("7H")), DrawStock(0), Discard(0, parse_card("3S"))]
>>> undo_target(log, humans=(True, False), floor=0)
3
>>> undo_target(log[:3], humans=(True, False), floor=0)
2
>>> undo_target(log[:2], humans=(True, False), floor=0) is None
True
>>> redo_length([DrawStock(0), Discard(0, parse_card("3S")), DrawStock(1)], (True, False))
1

``History`` keeps what undo and redo remember between moves: the actions taken back, and the
computers' state at each human decision. A bot keeps state between its moves (its random
generator, what it noticed), so each human decision keeps a copy of every bot as it was then:
after an undo the computers think from that very state and, given the same moves, play the
same way again.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence

from rummy_desktop.ai import Bot
from rummy_desktop.engine import Action, Card, Game, PlayerView, RoundEnded


def undo_target(
    log: Sequence[Action], humans: Sequence[bool], floor: int, seat: int | None = None
) -> int | None:
    """The log length an undo goes back to: just before the last human decision at or after
    ``floor`` (``seat``: that person's decisions only, for hot-seat); None if there is none."""
    for index in range(len(log) - 1, floor - 1, -1):
        who = log[index].seat
        if humans[who] and (seat is None or who == seat):
            return index
    return None


def redo_length(undone: Sequence[Action], humans: Sequence[bool]) -> int:
    """How many of the ``undone`` actions (oldest first) one redo replays: the human's
    decision and the computers' moves after it, up to the next human decision."""
    if not undone:
        return 0
    count = 1
    while count < len(undone) and not humans[undone[count].seat]:
        count += 1
    return count


def rewound(game: Game, length: int) -> Game:
    """``game`` as it was after its first ``length`` actions (the same seed, ages and
    shuffles)."""
    if not 0 <= length <= len(game.log):
        raise ValueError(f"cannot go back to move {length} of {len(game.log)}")
    return Game.replay(game.rules, game.seed, game.log[:length], game.ages)


def round_start(game: Game) -> int:
    """The log length at which the current round began (after the last round's scoring)."""
    probe = Game(game.rules, game.seed, game.ages)
    start = 0
    for number, action in enumerate(game.log, start=1):
        if any(isinstance(e, RoundEnded) for e in probe.apply(action)):
            start = number
    return start


def in_sight(view: PlayerView) -> set[Card]:
    """Every card ``view``'s seat sees: its hand, the whole discard pile, the melds."""
    cards = set(view.hand) | set(view.discard)
    for meld in view.melds:
        cards.update(slot.card for slot in meld.meld.slots)
        cards.update(meld.meld.extras)
    return cards


class Sight:
    """What one person has seen come out of the stock this round: ``floor`` is the log length
    after the last move that showed them such a card, which no undo goes back over.

    >>> from rummy_desktop.engine import parse_card
    >>> ace, four = parse_card("AS"), parse_card("4H")
    >>> sight = Sight(3)
    >>> sight.watch(before=(ace, four), after=(ace,), seen={parse_card("7C")}, length=4)
    >>> sight.floor  # a computer drew the 4H and kept it: nothing was shown
    3
    >>> sight.watch(before=(ace,), after=(ace,), seen={four}, length=5)
    >>> sight.floor  # ...and then discarded it: the person saw a card of the stock
    5
    """

    def __init__(self, floor: int) -> None:
        self.floor = floor
        self._drawn: set[Card] = set()  # cards taken from the stock, not yet seen

    def watch(
        self, before: Iterable[Card], after: Iterable[Card], seen: set[Card], length: int
    ) -> None:
        """One move took the stock from ``before`` to ``after`` (top last); the person now
        sees ``seen``; the log is ``length`` long."""
        was, now = set(before), set(after)
        if now - was:  # a refill: the discards were shuffled into a new, hidden order
            self.floor = length
        self._drawn |= was - now
        if self._drawn & seen:
            self.floor = length
            self._drawn -= seen


class History:
    def __init__(self, round_start: int = 0, assisted: bool = False) -> None:
        self.undone: list[tuple[Action, str | None]] = []  # oldest first
        self.bot_states: dict[int, dict[int, Bot]] = {}  # log length -> the bots then
        self.round_start = round_start  # the log length at which this round began
        self.floor = 0  # hot-seat: the log length at the last pass screen
        self.assisted = assisted  # an undo was used in this game (statistics count it apart)
        self.sights: dict[int, Sight] = {}  # per person: what they saw of the stock

    def new_round(self, length: int) -> None:
        """A round was scored: nothing before ``length`` may be undone any more."""
        self.round_start = length
        self.undone.clear()
        self.bot_states.clear()
        self.sights.clear()

    def sight(self, seat: int) -> Sight:
        return self.sights.setdefault(seat, Sight(self.round_start))

    def watch(self, before: Sequence[Card], game: Game, people: Iterable[int]) -> None:
        """A move was applied to ``game`` (its stock was ``before``): what each person saw."""
        after = game.position().stock
        for seat in people:
            seen = in_sight(game.view(seat, with_legal_actions=False))
            self.sight(seat).watch(before, after, seen, len(game.log))

    def watch_replay(self, game: Game, people: Sequence[int]) -> None:
        """A loaded game: what its people saw of the stock since the round began."""
        probe = rewound(game, self.round_start)
        for action in game.log[self.round_start :]:
            before = probe.position().stock
            probe.apply(action)
            self.watch(before, probe, people)

    def keep_bots(self, length: int, bots: dict[int, Bot]) -> None:
        self.bot_states[length] = copy.deepcopy(bots)

    def bots_at(self, length: int) -> dict[int, Bot] | None:
        kept = self.bot_states.get(length)
        return copy.deepcopy(kept) if kept is not None else None

    def played(self, action: Action, length: int) -> None:
        """An action was applied, the log now ``length`` long: the same move as the next
        one undone keeps the rest for redo; any other move forgets it."""
        if self.undone and self.undone[0][0] == action:
            self.undone.pop(0)
            return
        self.undone.clear()
        for later in [n for n in self.bot_states if n >= length]:
            del self.bot_states[later]
