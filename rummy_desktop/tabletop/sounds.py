"""Which sound the table's events make, and how often a sound may be heard.

One batch of events (what one action made happen) gives at most one sound: the most telling
one, so a going out that also ends the round is one chime, not three noises. Every sound is
of a public event and is the same whoever made it and wherever a card was drawn from, so a
sound tells a player at a shared screen nothing the table does not show everyone.

>>> from rummy_desktop.engine import Discarded, TurnStarted, parse_cards
>>> sound_for([Discarded(1, parse_cards("7H")[0]), TurnStarted(2)])
'discard'
>>> pacer = SoundPacer(gap_s=0.1)
>>> [pacer.admit(n, t) for n, t in [("discard", 0.0), ("draw", 0.05), ("draw", 0.2)]]
[True, False, True]
"""

from __future__ import annotations

from collections.abc import Iterable

from rummy_desktop.engine import (
    Bought,
    Discarded,
    Drew,
    Event,
    LaidDown,
    LaidOff,
    RoundEnded,
    Swapped,
    WentOut,
)

# Most telling first: a batch sounds its first kind found here.
SOUND_NAMES = ("going_out", "round_end", "lay_down", "buy", "discard", "draw")
_KINDS: tuple[tuple[str, tuple[type, ...]], ...] = (
    ("going_out", (WentOut,)),
    ("round_end", (RoundEnded,)),
    ("lay_down", (LaidDown, LaidOff, Swapped)),
    ("buy", (Bought,)),
    ("discard", (Discarded,)),
    ("draw", (Drew,)),
)
RANK = {name: len(SOUND_NAMES) - i for i, name in enumerate(SOUND_NAMES)}
GAP_S = 0.12  # computers playing at Instant speed: at most about eight sounds a second


def sound_for(events: Iterable[Event]) -> str | None:
    """The one sound a batch of events makes, or None (a deal, a turn passing, a declined
    buy make none)."""
    kinds = {type(e) for e in events}
    for name, types in _KINDS:
        if kinds.intersection(types):
            return name
    return None


class SoundPacer:
    """Drops a sound that comes within ``gap_s`` of the last one heard, unless it is more
    telling (a round's end is never lost behind a discard). ``admit`` takes the time, so it
    is tested without a clock."""

    def __init__(self, gap_s: float = GAP_S) -> None:
        self.gap_s = gap_s
        self._last: tuple[str, float] | None = None

    def admit(self, name: str, now: float) -> bool:
        last = self._last
        if last is not None and now - last[1] < self.gap_s and RANK[name] <= RANK[last[0]]:
            return False
        self._last = (name, now)
        return True
