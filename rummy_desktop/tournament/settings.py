"""What a tournament plays: the settings every game of it shares, checked once.

A worker process or a cluster node gets these settings and a game's number, and nothing else:
from them it deals the same game with the same bots as any other machine would.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ..ai import make_bot
from ..analysis import build_rules
from ..engine import RuleSet

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
        for level in dict.fromkeys(levels):
            make_bot(level, self.seed, **self.bot_options)  # an unknown level fails now

    def to_json(self) -> dict[str, Any]:
        """The settings as the header of a results file (``explain`` is not kept: it only
        prints)."""
        data = asdict(self)
        data["levels"] = list(self.levels)
        del data["explain"]
        return data

    @classmethod
    def from_json(cls, data: Any) -> TournamentSettings:
        if not isinstance(data, dict):
            raise ValueError("the settings must be an object")
        names = set(cls.__dataclass_fields__) - {"explain"}
        if set(data) != names:
            missing, extra = sorted(names - set(data)), sorted(set(data) - names)
            raise ValueError(f"the settings do not match (missing {missing}, unknown {extra})")
        if not isinstance(data["levels"], list):
            raise ValueError("the settings' levels must be a list")
        return cls(**{**data, "levels": tuple(data["levels"])})
