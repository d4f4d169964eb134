"""A game's setup before the deal: the game, its seats (``seat.Seat``: a name, and a
computer level or none for a person) and its house rules. What the New Game dialog, the settings and a
saved game all describe. Qt-free.

>>> setup = default_setup("three-thirteen", players=3)
>>> [s.name for s in setup.seats], setup.rules().players
(['You', 'Ada', 'Bruno'], 3)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import RuleSet
from ..plain_text import YOU, name_key, table_names

# Where the dialogs have always found a level's name (the scene's plates read it there too).
from ..wording.seats import level_name as level_name
from .seat import Seat

COMPUTER_NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Emma", "Farid", "Greta", "Hiro")


@dataclass(frozen=True)
class GameSetup:
    variant: str
    seats: tuple[Seat, ...]
    overrides: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None  # None: a random deal number is drawn when the game starts

    def rules(self) -> RuleSet:
        return RuleSet.preset(self.variant, players=len(self.seats), **self.overrides)


# The reference levels stay in `simulate` (they play at random, or only the obvious move):
# nobody sits down at the table to play against them.
REFERENCE_LEVELS = ("random", "simple")


def computer_levels() -> list[str]:
    """The computer levels a player may choose in the window, weakest first."""
    from ..ai import LEVELS

    return [level for level in LEVELS if level not in REFERENCE_LEVELS]


def offered_level(level: str | None) -> str | None:
    """``level`` if the window offers it, else the weakest level it offers (a save or the
    settings may name a reference level); None stays None (a human)."""
    if level is None:
        return None
    levels = computer_levels()
    return level if level in levels or ":" in level else levels[0]


def free_name(taken: set[str], human: bool = False) -> str:
    """A name nobody at the table has yet: a computer's from the list, a person's numbered.

    >>> free_name({"You", "Ada"}), free_name({"You", "Ada", "Bruno"}, human=True)
    ('Bruno', 'Player 2')
    """
    if not human:
        for name in COMPUTER_NAMES:
            if name not in taken:
                return name
    n = 2
    while f"Player {n}" in taken:
        n += 1
    return f"Player {n}"


def computers_name(name: str) -> bool:
    """A name the game gives a computer: one of its list, "Computer 3", or none.

    >>> computers_name("Ada"), computers_name("Computer 3"), computers_name("Adam")
    (True, True, False)
    """
    return not name or name in COMPUTER_NAMES or re.fullmatch(r"Computer \d+", name) is not None


def given_person_name(name: str) -> bool:
    """A name the game gives a person who has none of their own: "Player 3"."""
    return re.fullmatch(r"Player \d+", name) is not None


def persons_name(name: str) -> bool:
    """A name the game gives a person: "You", "Player 3", or none."""
    return not name or name_key(name) == name_key(YOU) or given_person_name(name)


def person_name(seat: int, taken: set[str]) -> str:
    """A person's name for ``seat`` (0-based) when "You" cannot be theirs: "Player 2" for the
    second seat, or the next number nobody has.

    >>> person_name(1, {"Player 1"}), person_name(0, {"Player 1"})
    ('Player 2', 'Player 2')
    """
    own = f"Player {seat + 1}"
    return own if own not in taken else free_name(taken, human=True)


def seated(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """The seats with the names their table shows (``plain_text.table_names``): clean, no two
    alike, and "You" only for the one person of a table of one (with two or more people each
    reads "You" for their own seat, so it names nobody). What the match plays by, whatever
    made the setup.

    >>> [s.name for s in seated([Seat.of("You"), Seat.of("Bob"), Seat.of("Ada", "easy")])]
    ['Player 1', 'Bob', 'Ada']
    """
    names, _changes = table_names([s.name for s in seats], [s.is_human for s in seats])
    return tuple(
        s if s.name == name else s.model_copy(update={"name": name})
        for s, name in zip(seats, names, strict=True)
    )


def name_problem(seats: Sequence[Seat]) -> str | None:
    """Why the typed names cannot sit at one table, in a sentence, or None: a name with
    characters that do not print, a computer called "You" (or anybody, with two or more people
    at the table), two names that look alike
    (``plain_text.table_names``; a file's names are renamed the same way instead)."""
    _names, changes = table_names([s.name for s in seats], [s.is_human for s in seats])
    return changes[0].refusal() if changes else None


def default_level() -> str:
    levels = computer_levels()
    return "medium" if "medium" in levels else levels[0]


def default_setup(variant: str = "hillbilly", players: int = 4) -> GameSetup:
    seats = [Seat.of("You")] + [
        Seat.of(COMPUTER_NAMES[i], default_level()) for i in range(players - 1)
    ]
    return GameSetup(variant, tuple(seats))
