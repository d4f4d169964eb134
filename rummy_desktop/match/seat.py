"""One seat at the table: a name, a person or a computer (and its level), an optional age.

The one seat type of setup, saves and play: the New Game dialog and the settings make it, a
saved game and the autosave keep it (as ``{"name", "kind", "level", "age"}``, the file format
of every version), the match plays it. Frozen and checked when made, so a seat typed in the
dialog is as sound as one read from a file.

>>> Seat.of("You").is_human, Seat.of("Ada", "simple").kind
(True, 'computer')
>>> Seat.computer("Bo", "hard") == Seat.of("Bo", "hard")
True
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAX_NAME = 40
# A built-in level ("simple") or a user bot "package.module:ClassName" (see ai.make_bot).
LEVEL_PATTERN = r"^[A-Za-z_][\w.]{0,99}(:[A-Za-z_]\w{0,99})?$"


class Seat(BaseModel):
    """A person, or a computer playing at ``level``: ``Seat.of("Ann")``,
    ``Seat.of("Ada", "hard")``. (Made by keywords or ``of``: a custom ``__init__`` would make
    pydantic's strict reading of a file lax.)"""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # No control characters: a name is shown in one-line messages and window titles.
    name: str = Field(min_length=1, max_length=MAX_NAME, pattern=r"^[^\x00-\x1f\x7f]+$")
    kind: Literal["human", "computer"]  # kept in files as every version wrote it
    level: str | None = Field(default=None, pattern=LEVEL_PATTERN)
    age: int | None = Field(default=None, ge=0, le=150)

    @model_validator(mode="after")
    def _kind_fits_level(self) -> Seat:
        if self.kind == "computer" and not self.level:
            raise ValueError(f"the computer seat '{self.name}' has no level")
        if self.kind == "human" and self.level is not None:
            raise ValueError(f"the human seat '{self.name}' has a computer level")
        return self

    @classmethod
    def of(cls, name: str, level: str | None = None, age: int | None = None) -> Seat:
        """A person's seat when ``level`` is None, else a computer's at that level."""
        kind: Literal["human", "computer"] = "human" if level is None else "computer"
        return cls(name=name, kind=kind, level=level, age=age)

    @classmethod
    def human(cls, name: str, age: int | None = None) -> Seat:
        return cls.of(name, None, age)

    @classmethod
    def computer(cls, name: str, level: str = "simple") -> Seat:
        return cls.of(name, level)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_builtin_level(self) -> bool:
        from ..ai import LEVELS

        return self.level in LEVELS
