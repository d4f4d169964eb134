"""A join bot for the host-crash test: plays as ``simple`` but, at its Nth move, waits for a
gate file (while it waits nobody moves, and the test kills and restarts the host)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from rummy_desktop.ai import SimpleBot
from rummy_desktop.engine import Action, PlayerView


class GateBot(SimpleBot):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed=seed)
        self.moves = 0
        self.gate = Path(os.environ["RUMMY_TEST_GATE"])
        self.after = int(os.environ["RUMMY_TEST_GATE_AFTER"])

    def choose(self, view: PlayerView) -> Action:
        self.moves += 1
        if self.moves == self.after:
            self.gate.with_name(f"waiting-{os.getpid()}").touch()
            deadline = time.monotonic() + 60  # never forever, whatever the test does
            while not self.gate.exists() and time.monotonic() < deadline:
                time.sleep(0.01)
        return super().choose(view)
