"""Bots for tests/cli/test_bot_writers.py, importable by worker processes."""

from __future__ import annotations

import time

from rummy_desktop.engine import Discard


class ChattyBot:
    """Prints as it plays, as a bot writer's first bot does."""

    def __init__(self, seed: int = 0) -> None:
        print("ChattyBot ready")

    def choose(self, view):
        print(f"seat {view.seat} thinking about {len(view.hand)} cards")
        return view.legal_actions[0]

    def explain(self) -> str:
        print("explaining")
        return "the first legal move"


class BuggyBot:
    """Raises in its own code once it must discard."""

    def choose(self, view):
        discards = view.legal_actions_of(Discard)
        if discards:
            return self.pick(discards)
        return view.legal_actions[0]

    def pick(self, discards):
        return discards[len(discards) + 3]  # the bug: past the end

    def explain(self) -> str:
        return ""


class DawdlingBot:
    """A legal move, slowly."""

    def choose(self, view):
        time.sleep(0.002)  # twice the test's 0.001 s limit (a sleep never ends early)
        return view.legal_actions[0]

    def explain(self) -> str:
        return "slept on it"


class LateBuggyBot(BuggyBot):
    """Plays game 1 well enough, and raises in game 2 (its seed tells the game: seed // 16)."""

    def __init__(self, seed: int = 0) -> None:
        self.game_seed = seed // 16

    def choose(self, view):
        if self.game_seed == 0:
            return view.legal_actions[0]
        return super().choose(view)

    def explain(self) -> str:
        return f"game seed {self.game_seed}"


class BrokenAtBirthBot:
    """Fails in its constructor, as a bot reading a missing file does."""

    def __init__(self, seed: int = 0) -> None:
        self.table = self.load(seed)

    def load(self, seed: int) -> dict:
        return {}["weights"]  # the bug: no such key

    def choose(self, view):
        return view.legal_actions[0]

    def explain(self) -> str:
        return ""


class WordyBot:
    """Returns a sentence instead of a move, as a first bot may."""

    def choose(self, view):
        return "discard the queen"

    def explain(self) -> str:
        return ""


class HungBot:
    """Stands for a bot stuck in a loop that the user stops with Ctrl+C: the interrupt comes
    while it thinks, at its first discard."""

    def choose(self, view):
        if view.legal_actions_of(Discard):
            raise KeyboardInterrupt
        return view.legal_actions[0]

    def explain(self) -> str:
        return ""
