"""Bot-against-bot tournaments behind ``rummy-desktop simulate``. Pure Python, no Qt.

>>> result = run_tournament("three-thirteen", 2, ["simple", "random"], games=1, seed=3)
>>> sum(entrant.wins for entrant in result.entrants)
1.0
"""

from __future__ import annotations

import json
import math
import random
import time
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import Bot, make_bot
from .analysis import build_rules
from .engine import Action, Game, IllegalAction, action_to_dict

# A guard against bots that never end a round. Three Thirteen rounds between random bots take a
# few hundred moves, rarely 15,000 (2 players): a round past this limit is a loop, not bad luck.
MAX_MOVES_PER_ROUND = 50_000
ON_ERROR = ("stop", "continue")
MAX_ERROR_SAMPLES = 3


class SimulationError(RuntimeError):
    """A tournament that cannot go on: a bot misbehaved or a game broke, in one sentence."""


class StuckGame(SimulationError):
    """A round that did not end after :data:`MAX_MOVES_PER_ROUND` moves: the bots went round
    in circles (the simple level can, at four seats, each holding what another needs)."""


@dataclass
class Entrant:
    """One player of the tournament: a computer level and the seat it starts in."""

    ai: str
    start_seat: int
    games: int = 0
    wins: float = 0.0
    total_score: int = 0
    errors: int = 0
    decision_ms: array = field(default_factory=lambda: array("d"))

    def summary(self) -> dict[str, Any]:
        return {
            "ai": self.ai,
            "wins": round(self.wins, 4),
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "mean_score": round(self.total_score / self.games, 2) if self.games else 0.0,
            "decision_ms": timing_summary(self.decision_ms),
            "errors": self.errors,
        }


@dataclass
class TournamentResult:
    variant: str
    players: int
    games: int
    seed: int
    entrants: list[Entrant]
    seconds: float
    error_samples: list[str] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)  # stuck games, left out of the figures
    explanations: list[dict[str, Any]] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else math.inf

    def levels(self) -> dict[str, dict[str, Any]]:
        """Entrants of the same level pooled: ``games`` counts one per entrant per game."""
        pooled: dict[str, Entrant] = {}
        for e in self.entrants:
            p = pooled.setdefault(e.ai, Entrant(e.ai, e.start_seat))
            p.games += e.games
            p.wins += e.wins
            p.total_score += e.total_score
            p.errors += e.errors
            p.decision_ms.extend(e.decision_ms)
        return {level: {**p.summary(), "games": p.games} for level, p in pooled.items()}

    def to_json(self) -> dict[str, Any]:
        """The ``simulate --json`` object."""
        levels = self.levels()
        for summary in levels.values():
            del summary["ai"]
        return {
            "games": self.games,
            "variant": self.variant,
            "players": self.players,
            "seed": self.seed,
            "seats": [e.summary() for e in self.entrants],
            "levels": levels,
            "games_per_second": round(self.games_per_second, 3),
            "abandoned": len(self.abandoned),
        }


def run_tournament(
    variant: str,
    players: int,
    levels: Sequence[str],
    games: int,
    seed: int = 0,
    check: bool = False,
    rules_overrides: dict[str, Any] | None = None,
    swap_seats: bool = False,
    explain: bool = False,
    on_error: str = "stop",
    bot_options: dict[str, Any] | None = None,
    bot_timeout_s: float | None = None,
    max_moves: int | None = None,
) -> TournamentResult:
    """Play ``games`` games between bots and gather each entrant's results.

    Game ``i`` is ``Game(rules, seed + i)``. Entrant ``k`` plays ``levels[k % len(levels)]``
    and sits in seat ``k``; with ``swap_seats`` it sits in seat ``(k + i) % players`` in game
    ``i``, so every entrant plays every seat in turn. The winners are the game's winners
    (the lowest total; equal totals share the win, each of k co-winners scoring 1/k).

    Bad settings raise ValueError (RulesError, BotError); a misbehaving bot or a broken game
    raises SimulationError, or with ``on_error="continue"`` a bot's bad move is replaced by
    a random legal one and counted in its entrant's ``errors``, and a game whose round never
    ends (StuckGame) is abandoned: it counts for nobody, and its message is kept in
    ``abandoned``.

    ``bot_options`` are keyword settings for every bot that takes them (``think_ms`` for
    ``hard``). A decision slower than ``bot_timeout_s`` seconds is a bot error too; it is
    measured once the bot has answered (a bot is never interrupted), and with
    ``on_error="continue"`` the slow move is still played and counted.

    ``max_moves`` is how many moves a round may take before the game counts as stuck
    (:data:`MAX_MOVES_PER_ROUND` by default); a caller whose bots end their rounds much sooner
    can lower it, to give up on a loop sooner.
    """
    rules = build_rules(variant, players, rules_overrides)
    levels = list(levels)
    _check_settings(players, levels, games, on_error)
    if bot_timeout_s is not None and not bot_timeout_s > 0:
        raise ValueError(f"the bot time limit must be more than 0 seconds, not {bot_timeout_s}")
    if max_moves is not None and max_moves < 1:
        raise ValueError(f"max_moves must be at least 1, not {max_moves}")
    options = dict(bot_options or {})
    for level in dict.fromkeys(levels):
        make_bot(level, seed, **options)  # an unknown level fails now, before any game
    entrants = [Entrant(levels[k % len(levels)], k) for k in range(players)]
    result = TournamentResult(rules.variant, players, games, seed, entrants, 0.0)
    start = time.perf_counter()
    for i in range(games):
        shift = i % players if swap_seats else 0
        seating = [entrants[(seat - shift) % players] for seat in range(players)]
        runner = _GameRunner(Game(rules, seed=seed + i), seating, i, check, explain, on_error)
        runner.timeout_s = bot_timeout_s
        runner.max_moves = max_moves or MAX_MOVES_PER_ROUND
        runner.bots = runner.make_bots(options)
        try:
            runner.play(result)
        except StuckGame as exc:
            if on_error == "stop":
                raise
            result.abandoned.append(str(exc))
    result.seconds = time.perf_counter() - start
    return result


def _check_settings(players: int, levels: list[str], games: int, on_error: str) -> None:
    if not levels or not all(isinstance(x, str) and x for x in levels):
        raise ValueError("give at least one computer level, such as simple or random")
    if len(levels) > players:
        raise ValueError(
            f"{len(levels)} computer levels for {players} players: give at most one per seat"
        )
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"the number of games must be 1 or more, not {games!r}")
    if on_error not in ON_ERROR:
        raise ValueError(f"on_error must be 'stop' or 'continue', not {on_error!r}")


class _GameRunner:
    """Plays one game to its end, timing and checking every decision."""

    def __init__(
        self,
        game: Game,
        seating: list[Entrant],
        index: int,
        check: bool,
        explain: bool,
        on_error: str,
    ) -> None:
        self.game = game
        self.seating = seating
        self.index = index
        self.check = check
        self.explain = explain
        self.on_error = on_error
        self.timeout_s: float | None = None  # seconds a decision may take (None: no limit)
        self.max_moves = MAX_MOVES_PER_ROUND  # moves a round may take before it counts as stuck
        self.bots: list[Bot] = []
        self.rng = random.Random(game.seed * 16 + 15)  # picks the replacement for a refused move

    def make_bots(self, options: dict[str, Any]) -> list[Bot]:
        base = self.game.seed * 16
        return [make_bot(e.ai, base + e.start_seat, **options) for e in self.seating]

    def play(self, result: TournamentResult) -> None:
        game = self.game
        moves, round_no = 0, game.round_no
        while not game.is_over:
            if game.round_no != round_no:
                moves, round_no = 0, game.round_no
            moves += 1
            if moves > self.max_moves:
                raise StuckGame(
                    f"game {self.index + 1} (seed {game.seed}): round {round_no} did not end "
                    f"after {self.max_moves} moves; the bots may be stuck in a loop"
                )
            self.step(game.to_act()[0], result)
        winners = game.winners or _lowest(game.totals())
        for seat, (entrant, total) in enumerate(zip(self.seating, game.totals(), strict=True)):
            entrant.games += 1
            entrant.total_score += total
            if seat in winners:
                entrant.wins += 1 / len(winners)

    def step(self, seat: int, result: TournamentResult) -> None:
        game, entrant, bot = self.game, self.seating[seat], self.bots[seat]
        view = game.view(seat)
        if not view.legal_actions:
            raise SimulationError(
                f"game {self.index + 1} (seed {game.seed}): seat {seat + 1} must move but has no "
                f"legal move (round {game.round_no}, {game.phase} phase); "
                "this is an engine bug"
            )
        start = time.perf_counter()
        try:
            action = bot.choose(view)
        except Exception as exc:  # a bot may fail in any way; it is reported, never hidden
            entrant.decision_ms.append((time.perf_counter() - start) * 1000)
            problem = f"bot '{entrant.ai}' at seat {seat + 1} failed: {_describe_exc(exc)}"
            self.apply_replacement(view.legal_actions, entrant, problem, result)
            return
        elapsed = time.perf_counter() - start
        entrant.decision_ms.append(elapsed * 1000)
        if self.explain:
            result.explanations.append(self.explanation(seat, action))
        if self.timeout_s is not None and elapsed > self.timeout_s:
            self.report_slow(entrant, seat, action, elapsed, result)
        reason = _refusal(action, seat)
        if reason is None:
            reason = self.try_apply(action, listed=action in view.legal_actions)
        if reason is not None:
            problem = (
                f"bot '{entrant.ai}' at seat {seat + 1} made an illegal move: "
                f"{describe_action(action, seat)} ({reason})"
            )
            self.apply_replacement(view.legal_actions, entrant, problem, result)

    def report_slow(
        self, entrant: Entrant, seat: int, action: Any, elapsed: float, result: TournamentResult
    ) -> None:
        """A decision over the time limit: stop, or count it and let the move stand."""
        problem = (
            f"bot '{entrant.ai}' at seat {seat + 1} took {elapsed:.1f} s to decide "
            f"{describe_action(action, seat)}, over the {self.timeout_s:g} s limit"
        )
        if self.on_error == "stop":
            raise SimulationError(f"{problem} in game {self.index + 1} (seed {self.game.seed})")
        entrant.errors += 1
        if len(result.error_samples) < MAX_ERROR_SAMPLES:
            result.error_samples.append(f"game {self.index + 1}: {problem}")

    def try_apply(self, action: Action, listed: bool) -> str | None:
        """Apply the move; return why it was refused, or None when it was played."""
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            if listed:
                raise SimulationError(
                    f"the game refused its own legal move {describe_action(action)} in game "
                    f"{self.index + 1} (seed {self.game.seed}): {exc}"
                ) from None
            return str(exc)
        except Exception as exc:
            if listed:
                raise
            return _describe_exc(exc)  # a malformed move the engine could not even read
        self.after(action)
        return None

    def apply_replacement(
        self, legal: Sequence[Action], entrant: Entrant, problem: str, result: TournamentResult
    ) -> None:
        if self.on_error == "stop":
            raise SimulationError(f"{problem} in game {self.index + 1} (seed {self.game.seed})")
        entrant.errors += 1
        if len(result.error_samples) < MAX_ERROR_SAMPLES:
            result.error_samples.append(f"game {self.index + 1}: {problem}")
        if not legal:
            raise SimulationError(f"{problem}, and there is no legal move to play instead")
        self.try_apply(self.rng.choice(list(legal)), listed=True)

    def after(self, action: Action) -> None:
        if not self.check:
            return
        try:
            self.game.check_invariants()
        except AssertionError as exc:
            raise SimulationError(
                f"invariant broken after {describe_action(action)} "
                f"in game {self.index + 1} (seed {self.game.seed}): {exc}"
            ) from None

    def explanation(self, seat: int, action: Any) -> dict[str, Any]:
        try:
            why = str(self.bots[seat].explain())
        except Exception as exc:  # explain() is a courtesy: a failure is shown, not fatal
            why = f"explain() failed: {_describe_exc(exc)}"
        return {
            "game": self.index,
            "seat": seat,
            "ai": self.seating[seat].ai,
            "action": describe_action(action),
            "why": why,
        }


def _refusal(action: Any, seat: int) -> str | None:
    """Why a returned value cannot be a move for ``seat`` at all, or None."""
    if not isinstance(action, Action):
        return f"{type(action).__name__} is not an action"
    if action.seat != seat:
        return "the move is for another seat"
    return None


def _lowest(totals: Sequence[int]) -> tuple[int, ...]:
    best = min(totals)
    return tuple(s for s, t in enumerate(totals) if t == best)


def _describe_exc(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def describe_action(action: Any, seat: int | None = None) -> str:
    """A move as JSON with cards in full notation (without its seat when that is ``seat``),
    or its repr if it is no action at all."""
    if isinstance(action, Action):
        try:
            data = action_to_dict(action)
            if data.get("seat") == seat:
                del data["seat"]
            return json.dumps(data)
        except (TypeError, ValueError, AttributeError, IndexError, KeyError):
            pass  # a malformed action (a bot's bug) still gets a description below
    return repr(action)[:200]


def timing_summary(ms: Sequence[float]) -> dict[str, float]:
    """Median, 95th percentile (nearest rank) and slowest of some durations in ms."""
    if not ms:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(ms)

    def rank(q: float) -> float:
        return ordered[max(0, math.ceil(q * len(ordered)) - 1)]

    return {"p50": round(rank(0.5), 3), "p95": round(rank(0.95), 3), "max": round(ordered[-1], 3)}
