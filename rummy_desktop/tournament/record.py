"""One finished game of a tournament, as it travels back from a worker and into a results file.

A record holds what the report needs and what a person would want to check by hand: the seed,
who sat where, the final totals and every round's scores, each seat's decision times and bad
moves. Its JSON form is one line of a ``--out`` file; :meth:`GameRecord.from_json` reads such a
line back and refuses anything that is not a record of the tournament named in the file's
header, so a damaged or foreign line is never counted.

Numbering: in memory a game's ``index`` and its seats count from 0, as the engine does; on a
line of a results file games, seats and entrants count from 1, as in every message and in
``--explain`` (format 2, issue 38). Format 1 files (rummy-desktop 0.x before it) counted from
0 and are still read, and a resumed format 1 file goes on in its own numbering: ``first``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .settings import TournamentSettings
from .timing import DecisionTimes


@dataclass
class GameRecord:
    index: int  # game i of the tournament, from 0 (from 1 in files); seed settings.seed + i
    seed: int
    seating: list[int]  # the entrant in each seat (entrant k starts in seat k; from 0)
    levels: list[str]  # the level in each seat
    rounds: list[list[int]]  # each finished round's score per seat
    totals: list[int]
    winners: list[int]  # seats from 0; several share the win
    times: list[DecisionTimes]  # per seat
    errors: list[int]  # per seat: bad moves replaced or slow ones counted (on_error continue)
    error_samples: list[str] = field(default_factory=list)
    abandoned: str | None = None  # why the game was given up (a round that never ended)
    seconds: float = 0.0
    explanations: list[dict[str, Any]] = field(default_factory=list)  # never written to a file

    def to_json(self, first: int = 1) -> dict[str, Any]:
        """The record as a results file's line; ``first``: the number of the first game and
        seat (1; 0 in a format 1 file)."""
        return {
            "game": self.index + first,
            "seed": self.seed,
            "seats": [e + first for e in self.seating],
            "levels": self.levels,
            "totals": self.totals,
            "rounds": self.rounds,
            "winners": [w + first for w in self.winners],
            "decision_ms": [t.to_json() for t in self.times],
            "errors": self.errors,
            "error_samples": self.error_samples,
            "abandoned": self.abandoned,
            "seconds": round(self.seconds, 4),
        }

    @classmethod
    def from_json(cls, data: Any, settings: TournamentSettings, first: int = 1) -> GameRecord:
        """A record read back from a results file, checked against the tournament's settings
        (ValueError with the reason when it does not fit); ``first`` as in :meth:`to_json`."""
        if not isinstance(data, dict):
            raise ValueError("a game line must be a JSON object")
        keys = {
            "game",
            "seed",
            "seats",
            "levels",
            "totals",
            "rounds",
            "winners",
            "decision_ms",
            "errors",
            "error_samples",
            "abandoned",
            "seconds",
        }
        if set(data) != keys:
            raise ValueError(f"a game line has the keys {sorted(keys)}")
        number, players = data["game"], settings.players
        if not _whole(number) or number < first:
            raise ValueError(f"'game' must be a game number from {first}, not {number!r}")
        index = number - first
        if data["seed"] != settings.seed + index:
            raise ValueError(f"game {number} was dealt with seed {settings.seed + index}")
        seating = settings.seating(index)
        shown = [e + first for e in seating]
        if data["seats"] != shown:
            raise ValueError(f"game {number} seated {shown}, not {data['seats']!r}")
        if data["levels"] != [settings.entrant_level(e) for e in seating]:
            raise ValueError(f"game {number}'s levels are not the tournament's")
        abandoned = data["abandoned"]
        if abandoned is not None and not isinstance(abandoned, str):
            raise ValueError("'abandoned' must be null or a sentence")
        rounds = data["rounds"]
        if not isinstance(rounds, list) or not all(_ints(r, players) for r in rounds):
            raise ValueError(f"'rounds' must list {players} scores a round")
        totals = data["totals"]
        if not _ints(totals, players) or (
            abandoned is None and totals != [sum(r[s] for r in rounds) for s in range(players)]
        ):
            raise ValueError("'totals' are not the sums of the rounds")
        winners = data["winners"]
        if not isinstance(winners, list) or not all(_whole(w) for w in winners):
            raise ValueError("'winners' must list seats")
        winners = [w - first for w in winners]
        if abandoned is None and (not winners or any(not 0 <= w < players for w in winners)):
            raise ValueError("'winners' must name seats of the table")
        errors = data["errors"]
        if not _ints(errors, players) or any(e < 0 for e in errors):
            raise ValueError(f"'errors' must count {players} seats' bad moves")
        samples = data["error_samples"]
        if not isinstance(samples, list) or not all(isinstance(s, str) for s in samples):
            raise ValueError("'error_samples' must list sentences")
        times = data["decision_ms"]
        if not isinstance(times, list) or len(times) != players:
            raise ValueError(f"'decision_ms' must give {players} seats' times")
        seconds = data["seconds"]
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds < 0:
            raise ValueError("'seconds' must be a duration")
        return cls(
            index=index,
            seed=data["seed"],
            seating=seating,
            levels=data["levels"],
            rounds=rounds,
            totals=totals,
            winners=winners,
            times=[DecisionTimes.from_json(t) for t in times],
            errors=errors,
            error_samples=samples,
            abandoned=abandoned,
            seconds=float(seconds),
        )


def _whole(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _ints(values: Any, n: int) -> bool:
    return isinstance(values, list) and len(values) == n and all(_whole(v) for v in values)
