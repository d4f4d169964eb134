"""From game records to the tournament's figures: wins, mean scores, decision times, and the
paired score difference between the first level and the rest.

Records are added up in game order whatever order they finished in, so the figures of a run
do not depend on how many processes or machines played it, nor on whether it was resumed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from .record import GameRecord
from .settings import TournamentSettings
from .timing import DecisionTimes

# Student's t for a two-sided 95% interval, by degrees of freedom (1..30); beyond 30 the
# Cornish-Fisher series below is within 0.001 of it.
_T975 = (
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
)  # fmt: skip


def t_975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom.

    >>> t_975(4), round(t_975(1000), 3)
    (2.776, 1.962)
    """
    if df < 1:
        raise ValueError("a t quantile needs at least one degree of freedom")
    if df <= len(_T975):
        return _T975[df - 1]
    z = NormalDist().inv_cdf(0.975)
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


@dataclass
class Entrant:
    """One player of the tournament: a computer level and the seat it starts in."""

    ai: str
    start_seat: int
    games: int = 0
    wins: float = 0.0
    total_score: int = 0
    errors: int = 0
    times: DecisionTimes = field(default_factory=DecisionTimes)

    def summary(self) -> dict[str, Any]:
        return {
            "ai": self.ai,
            "wins": round(self.wins, 4),
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "mean_score": round(self.total_score / self.games, 2) if self.games else 0.0,
            "decision_ms": self.times.summary(),
            "errors": self.errors,
        }


@dataclass
class Paired:
    """The first level's score per round minus the other levels', game by game: both sides
    played the same deals at the same table, so the deal's luck cancels out."""

    first: str
    rest: list[str]
    games: int
    mean: float  # points per round; below 0 the first level scores less (better)
    low: float | None  # the 95% interval (None with fewer than two games)
    high: float | None

    def to_json(self) -> dict[str, Any]:
        return {
            "first": self.first,
            "rest": self.rest,
            "games": self.games,
            "mean_difference_per_round": round(self.mean, 3),
            "ci95": (
                None
                if self.low is None or self.high is None
                else [round(self.low, 3), round(self.high, 3)]
            ),
        }


@dataclass
class TournamentResult:
    variant: str
    players: int
    games: int
    seed: int
    entrants: list[Entrant]
    seconds: float  # the time this run took (a resumed run: only the games it played)
    played: int = 0  # games played by this run, the rest came from a results file
    error_samples: list[str] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)  # stuck games, left out of the figures
    explanations: list[dict[str, Any]] = field(default_factory=list)
    paired: Paired | None = None
    records: list[GameRecord] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        return self.played / self.seconds if self.seconds > 0 else math.inf

    def levels(self) -> dict[str, dict[str, Any]]:
        """Entrants of the same level pooled: ``games`` counts one per entrant per game."""
        pooled: dict[str, Entrant] = {}
        for e in self.entrants:
            p = pooled.setdefault(e.ai, Entrant(e.ai, e.start_seat))
            p.games += e.games
            p.wins += e.wins
            p.total_score += e.total_score
            p.errors += e.errors
            p.times.merge(e.times)
        return {level: {**p.summary(), "games": p.games} for level, p in pooled.items()}

    def to_json(self) -> dict[str, Any]:
        """The ``simulate --json`` object."""
        levels = self.levels()
        for summary in levels.values():
            del summary["ai"]
        data = {
            "games": self.games,
            "variant": self.variant,
            "players": self.players,
            "seed": self.seed,
            "seats": [e.summary() for e in self.entrants],
            "levels": levels,
            "games_per_second": round(self.games_per_second, 3),
            "abandoned": len(self.abandoned),
        }
        if self.paired is not None:
            data["paired"] = self.paired.to_json()
        return data


def tally(
    settings: TournamentSettings,
    games: int,
    records: Iterable[GameRecord],
    seconds: float,
    played: int,
    max_error_samples: int = 3,
) -> TournamentResult:
    """Add the records up, in game order, into the tournament's result."""
    ordered = sorted(records, key=lambda r: r.index)
    players = settings.players
    entrants = [Entrant(settings.entrant_level(k), k) for k in range(players)]
    result = TournamentResult(
        settings.variant, players, games, settings.seed, entrants, seconds, played
    )
    result.records = ordered
    for record in ordered:
        for seat, k in enumerate(record.seating):
            entrant = entrants[k]
            entrant.errors += record.errors[seat]
            entrant.times.merge(record.times[seat])
        room = max_error_samples - len(result.error_samples)
        result.error_samples += record.error_samples[: max(room, 0)]
        result.explanations += record.explanations
        if record.abandoned is not None:
            result.abandoned.append(record.abandoned)
            continue
        for seat, k in enumerate(record.seating):
            entrant = entrants[k]
            entrant.games += 1
            entrant.total_score += record.totals[seat]
            if seat in record.winners:
                entrant.wins += 1 / len(record.winners)
    if settings.swap_seats:
        result.paired = paired_difference(settings, ordered)
    return result


def paired_difference(settings: TournamentSettings, records: Iterable[GameRecord]) -> Paired | None:
    """The mean, over games, of (the first level's mean total minus the other seats' mean
    total) divided by the rounds played, with Student's t 95% interval; None when every seat
    plays the first level."""
    first = settings.levels[0]
    rest = [level for level in dict.fromkeys(settings.levels) if level != first]
    if not rest:
        return None
    diffs = []
    for record in records:
        if record.abandoned is not None or not record.rounds:
            continue
        mine = [t for t, level in zip(record.totals, record.levels, strict=True) if level == first]
        others = [t for t, lv in zip(record.totals, record.levels, strict=True) if lv != first]
        diffs.append((sum(mine) / len(mine) - sum(others) / len(others)) / len(record.rounds))
    if not diffs:
        return Paired(first, rest, 0, 0.0, None, None)
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return Paired(first, rest, n, mean, None, None)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = t_975(n - 1) * sd / math.sqrt(n)
    return Paired(first, rest, n, mean, mean - half, mean + half)
