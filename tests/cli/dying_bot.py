"""A bot that kills its own process once, to test that a lost worker's game is played again.

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
