"""Who sits where: a seat's name, human or computer (and its level), and an optional age.

Used by saved games, the autosave, settings (the seats of your last game) and statistics.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ..ai import LEVELS
from ..plain_text import Renamed, table_names

MAX_NAME = 40
# A built-in level ("simple") or a user bot "package.module:ClassName" (see ai.make_bot).
LEVEL_PATTERN = r"^[A-Za-z_][\w.]{0,99}(:[A-Za-z_]\w{0,99})?$"
_LEVEL_RE = re.compile(LEVEL_PATTERN)


class Seat(BaseModel):
    """One seat at the table.

    >>> Seat.computer("Computer 2", "simple").is_human
    False
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    # No control characters: a name is shown in one-line messages and window titles.
    name: str = Field(min_length=1, max_length=MAX_NAME, pattern=r"^[^\x00-\x1f\x7f]+$")
    kind: Literal["human", "computer"]
    level: str | None = Field(default=None, pattern=LEVEL_PATTERN)
    age: int | None = Field(default=None, ge=0, le=150)

    @model_validator(mode="after")
    def _computer_has_level(self) -> Seat:
        if self.kind == "computer" and not self.level:
            raise ValueError(f"the computer seat '{self.name}' has no level")
        if self.kind == "human" and self.level is not None:
            raise ValueError(f"the human seat '{self.name}' has a computer level")
        return self

    @classmethod
    def human(cls, name: str, age: int | None = None) -> Seat:
        return cls(name=name, kind="human", age=age)

    @classmethod
    def computer(cls, name: str, level: str = "simple") -> Seat:
        return cls(name=name, kind="computer", level=level)

    @classmethod
    def from_level(cls, name: str, level: str | None, age: int | None = None) -> Seat:
        """A human seat when ``level`` is None (as ``ui.dialogs.new_game.SeatConfig`` has it)."""
        if level is None:
            return cls(name=name, kind="human", age=age)
        return cls(name=name, kind="computer", level=level, age=age)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_builtin_level(self) -> bool:
        return self.level in LEVELS


def is_level_name(text: str) -> bool:
    return bool(_LEVEL_RE.match(text))


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
