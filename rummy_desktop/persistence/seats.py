"""The seats a file names, made fit for one table (the seat itself is ``match.seat.Seat``).

Used by saved games, the autosave, settings (the seats of your last game) and statistics.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..match.seat import MAX_NAME, Seat
from ..plain_text import Renamed, table_names

__all__ = ["MAX_NAME", "Seat", "unique_seats"]


def unique_seats(seats: Sequence[Seat]) -> tuple[tuple[Seat, ...], list[Renamed]]:
    """The seats with the names a table shows (``plain_text.table_names``: clean, no two alike,
    "You" a person's), and what was renamed. A save or the settings keep their game or
    choices this way, rather than being refused for a name."""
    names, renamed = table_names([s.name for s in seats], [s.is_human for s in seats], MAX_NAME)
    out = tuple(
        s if s.name == name else s.model_copy(update={"name": name})
        for s, name in zip(seats, names, strict=True)
    )
    return out, renamed
