"""A token bucket: how a side of a table limits what the other sends it (the host, each
connection's messages; a joined window, the chat and seat news it shows)."""

from __future__ import annotations

import time


class Bucket:
    """``rate`` a second on average, ``burst`` at once.

    >>> b = Bucket(0.0, 2)
    >>> b.take(), b.take(), b.take()
    (True, True, False)
    """

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.at = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
