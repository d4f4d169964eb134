"""Bots that end their process, or stop their run, to test what a tournament does then.

DyingBot kills its own process once, to test that a lost worker's game is played again.

It plays exactly as the simple level does. When ``RUMMY_TEST_DIE_ONCE`` names a file that does
not exist yet, the first decision made creates it and ends its process on the spot (os._exit,
as a crash or an out-of-memory kill would); every decision after that, in any process, is the
simple level's. (Dying in a decision, not in the constructor: simulate makes each bot once in
its own process to check the level before any game.)
"""

from __future__ import annotations

import os

from rummy_desktop.ai import SimpleBot

MARKER = "RUMMY_TEST_DIE_ONCE"


class DyingBot(SimpleBot):
    def choose(self, view):
        marker = os.environ.get(MARKER)
        if marker and not os.path.exists(marker):
            try:
                os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            except FileExistsError:
                pass  # another process died first
            else:
                os._exit(17)
        return super().choose(view)


LEVEL = f"{__name__}:DyingBot"


KILLER_GAME = "RUMMY_TEST_KILLER_GAME"


class GameKillerBot(SimpleBot):
    """Ends its process at every decision of one game: the one dealt with the seed in
    ``RUMMY_TEST_KILLER_GAME`` (simulate seeds each bot with its game's seed times 16, plus
    the seat it started in)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.game_seed = seed // 16

    def choose(self, view):
        if str(self.game_seed) == os.environ.get(KILLER_GAME):
            os._exit(17)
        return super().choose(view)


GAME_KILLER = f"{__name__}:GameKillerBot"


STOP_GAME = "RUMMY_TEST_STOP_GAME"


class StoppingBot(GameKillerBot):
    """Stops the whole run, as Ctrl+C would, at its first decision of the game dealt with
    the seed in ``RUMMY_TEST_STOP_GAME``."""

    def choose(self, view):
        if str(self.game_seed) == os.environ.get(STOP_GAME):
            raise KeyboardInterrupt
        return SimpleBot.choose(self, view)


STOPPER = f"{__name__}:StoppingBot"
