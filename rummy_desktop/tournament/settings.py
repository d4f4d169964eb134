"""What a tournament plays: the settings every game of it shares, checked once.

A worker process or a cluster node gets these settings and a game's number, and nothing else:
from them it deals the same game with the same bots as any other machine would.
"""

from __future__ import annotations

import contextlib
import json
import sys
from collections.abc import Callable, Collection
from dataclasses import asdict, dataclass, field
from typing import Any

from ..ai import LEVELS, OutsideCode, check_bot_options, make_bot, outside_code
from ..analysis import build_rules
from ..engine import RuleSet
from ..quoting import quote, shorten

ON_ERROR = ("stop", "continue")


@dataclass(frozen=True)
class TournamentSettings:
    """Everything but the number of games: game ``i`` is dealt with seed ``seed + i``."""

    variant: str
    players: int
    levels: tuple[str, ...]
    seed: int = 0
    swap_seats: bool = False
    check: bool = False
    explain: bool = False
    on_error: str = "stop"
    rules_overrides: dict[str, Any] = field(default_factory=dict)
    bot_options: dict[str, Any] = field(default_factory=dict)
    bot_timeout_s: float | None = None
    max_moves: int = 50_000
    isolate: bool = False  # bots of your own each in a process of its own (not in files)

    def rules(self) -> RuleSet:
        return build_rules(self.variant, self.players, self.rules_overrides)

    def entrant_level(self, entrant: int) -> str:
        """Entrant ``k`` plays ``levels[k % len(levels)]`` and starts in seat ``k``."""
        return self.levels[entrant % len(self.levels)]

    def seating(self, index: int) -> list[int]:
        """The entrant in each seat of game ``index``: with ``swap_seats`` everyone moves one
        seat on each game, so every entrant plays every seat in turn."""
        shift = index % self.players if self.swap_seats else 0
        return [(seat - shift) % self.players for seat in range(self.players)]

    def check_all(self) -> None:
        """Raise ValueError (RulesError, BotError) with one sentence for a bad setting, before
        any game is played."""
        self.rules()
        levels = self.levels
        if not levels or not all(isinstance(x, str) and x for x in levels):
            raise ValueError("give at least one computer level, such as simple or random")
        if len(levels) > self.players:
            raise ValueError(
                f"{len(levels)} computer levels for {self.players} players: give at most one "
                "per seat"
            )
        if not _whole(self.seed):
            raise ValueError(f"the seed must be a whole number, not {self.seed!r}")
        if self.on_error not in ON_ERROR:
            raise ValueError(f"on_error must be 'stop' or 'continue', not {self.on_error!r}")
        if self.bot_timeout_s is not None and not self.bot_timeout_s > 0:
            raise ValueError(
                f"the bot time limit must be more than 0 seconds, not {self.bot_timeout_s}"
            )
        if isinstance(self.max_moves, bool) or not isinstance(self.max_moves, int):
            raise ValueError(f"max_moves must be a whole number, not {self.max_moves!r}")
        if self.max_moves < 1:
            raise ValueError(f"max_moves must be at least 1, not {self.max_moves}")
        check_bot_options(self.bot_options)  # before any bot is given one
        for level in dict.fromkeys(levels):
            if self.isolate and level not in LEVELS:
                # Never imported here: its own process loads it, once now to check it.
                from .bot_process import IsolatedBot

                IsolatedBot(level, self.seed, self.bot_options, 60.0, False).close()
                continue
            with contextlib.redirect_stdout(sys.stderr):  # standard output is the report's
                make_bot(level, self.seed, **self.bot_options)  # an unknown level fails now

    def to_json(self) -> dict[str, Any]:
        """The settings as the header of a results file (``explain`` is not kept: it only
        prints; nor ``isolate``: where a bot plays changes none of its moves)."""
        data = asdict(self)
        data["levels"] = list(self.levels)
        del data["explain"], data["isolate"]
        return data

    @classmethod
    def from_json(cls, data: Any, named: Collection[str] = ()) -> TournamentSettings:
        """The settings of a results file's header. The file is data: its levels may be
        built-in ones, or bots of your own only when ``named`` holds them (the levels given on
        the command line; OutsideCode otherwise), and its bot options are checked; ValueError
        with a sentence for anything else wrong."""
        if not isinstance(data, dict):
            raise ValueError("the settings must be an object")
        names = set(cls.__dataclass_fields__) - {"explain", "isolate"}
        if set(data) != names:
            missing, extra = sorted(names - set(data)), sorted(set(data) - names)
            raise ValueError(f"the settings do not match (missing {missing}, unknown {extra})")
        for name, (kind, fits) in _JSON_TYPES.items():
            if not fits(data[name]):
                raise ValueError(f"its {name} must be {kind}, not {json.dumps(data[name])}")
        unnamed = outside_code(data["levels"], named)
        if unnamed:
            raise OutsideCode(
                f"names the bot {quote(unnamed[0])}, and for safety a results file never loads "
                "outside code (importing a bot runs it): if you trust that bot, name it "
                f"yourself: --ai {shorten(','.join(data['levels']), 300)}"
            )
        check_bot_options(data["bot_options"])
        return cls(**{**data, "levels": tuple(data["levels"])})


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


# What each setting of a results file's header must be (JSON types, as to_json writes them):
# a file edited by hand or damaged must be refused in one sentence, not fail in a game.
_JSON_TYPES: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "variant": ("a string", lambda v: isinstance(v, str)),
    "players": ("a whole number", _whole),
    "levels": (
        "a list of strings",
        lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
    ),
    "seed": ("a whole number", _whole),
    "swap_seats": ("true or false", lambda v: isinstance(v, bool)),
    "check": ("true or false", lambda v: isinstance(v, bool)),
    "on_error": ("a string", lambda v: isinstance(v, str)),
    "rules_overrides": ("an object", lambda v: isinstance(v, dict)),
    "bot_options": ("an object", lambda v: isinstance(v, dict)),
    "bot_timeout_s": ("a number or null", lambda v: v is None or _number(v)),
    "max_moves": ("a whole number", _whole),
}
