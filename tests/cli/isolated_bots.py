"""Bots for tests/cli/test_isolate.py: run with ``simulate --isolate``, each in its own process."""

from __future__ import annotations

import gc
import os
import stat
import time

from rummy_desktop.ai import SimpleBot


class PeekingBot(SimpleBot):
    """Searches the interpreter for the live game, as a cheat would, and says what it found."""

    def choose(self, view):
        from rummy_desktop.engine import Game

        games = [o for o in gc.get_objects() if isinstance(o, Game)]
        self.found = len(games)
        return super().choose(view)

    def explain(self) -> str:
        return f"games found: {self.found}; pid {os.getpid()}"


DEATHS = "RUMMY_TEST_DEATHS"


class DyingBot(SimpleBot):
    """Its process ends at its third decision, twice in a run: the file named by the
    environment variable DEATHS counts the deaths (each death costs a fresh process, so a bot
    that died in every process made the test take a minute)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.calls = 0

    def choose(self, view):
        self.calls += 1
        deaths = os.environ[DEATHS]
        died = os.path.getsize(deaths) if os.path.exists(deaths) else 0
        if self.calls == 3 and died < 2:
            with open(deaths, "a") as f:
                f.write("x")
            os._exit(7)
        return super().choose(view)


HANG_MARKER = "RUMMY_TEST_HANG_ONCE"


class HangingBot(SimpleBot):
    """Never answers its second decision, in the first process only: the file named by the
    environment variable HANG_MARKER is made when it hangs."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.calls = 0

    def choose(self, view):
        self.calls += 1
        marker = os.environ.get(HANG_MARKER)
        if self.calls == 2 and marker and not os.path.exists(marker):
            open(marker, "w").close()
            time.sleep(3600)
        return super().choose(view)


class GarbageBot(SimpleBot):
    """Writes a line of its own on the answers' channel, as a bot that tampers with it would:
    its standard output goes to standard error, so it looks for the pipe among its files."""

    def choose(self, view):
        for fd in range(3, 64):
            try:
                if stat.S_ISFIFO(os.fstat(fd).st_mode) and os.get_inheritable(fd) is not None:
                    os.write(fd, b"not json\n")
            except OSError:
                continue
        return super().choose(view)


class ChattyBot(SimpleBot):
    def choose(self, view):
        print("thinking out loud")
        return super().choose(view)
