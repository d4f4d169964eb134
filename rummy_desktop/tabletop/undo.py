"""Undo and redo over the action log: where a step back lands, and what a step forward replays.

The game is never edited backwards: an undo rebuilds it with ``Game.replay`` of a prefix of
its log, so the stock and every shuffle are the very ones of the first time (a deal's luck
stays honest). What may be undone is decided here, without Qt:

- only a human's decision is a point to go back to; the computers' moves after it go too;
- never before the current round began (its scoring is final), nor before ``floor`` (in
  hot-seat, the last pass screen: going back past it would show one person's cards to
  another).

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
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.engine import Action, Game, RoundEnded


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
