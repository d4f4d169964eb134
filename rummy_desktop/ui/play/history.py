"""What undo and redo remember between moves: the actions taken back, the computers' state at
each human decision, and how far back a step may go (tabletop/undo.py decides the rest).

A bot keeps state between its moves (its random generator, what it noticed), so each human
decision keeps a copy of every bot as it was then: after an undo the computers think from
that very state and, given the same moves, play the same way again.
"""

from __future__ import annotations

import copy

from rummy_desktop.ai import Bot
from rummy_desktop.engine import Action


class History:
    def __init__(self) -> None:
        self.reset()

    def reset(self, round_start: int = 0, assisted: bool = False) -> None:
        self.undone: list[tuple[Action, str | None]] = []  # oldest first
        self.bot_states: dict[int, dict[int, Bot]] = {}  # log length -> the bots then
        self.round_start = round_start  # the log length at which this round began
        self.floor = 0  # hot-seat: the log length at the last pass screen
        self.assisted = assisted  # an undo was used in this game (statistics count it apart)

    def new_round(self, length: int) -> None:
        """A round was scored: nothing before ``length`` may be undone any more."""
        self.round_start = length
        self.undone.clear()
        self.bot_states.clear()

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
