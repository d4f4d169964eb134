"""Playing one game of a tournament to its end: the work a worker process or node does.

:func:`play_game` needs only the tournament's settings and the game's number, and returns a
:class:`GameRecord`; it is a plain module-level function so that a process pool or a Ray
task can call it by reference.
"""

from __future__ import annotations

import contextlib
import json
import random
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

from ..ai import LEVELS, Bot, make_bot
from ..ai.blame import describe_exc as _describe_exc
from ..ai.blame import where as _where
from ..engine import Action, Game, IllegalAction, PlayerView, action_to_dict
from ..refusal_words import say
from ..wording import action_text
from .bot_process import BotProcessError, IsolatedBot, NotAnActionError
from .errors import Interrupted, SimulationError, StuckGame
from .record import GameRecord
from .settings import TournamentSettings
from .timing import DecisionTimes

MAX_ERROR_SAMPLES = 3
LOOP_WINDOW = 200  # the moves looked at to name the seats of a stuck round


def play_game(settings: TournamentSettings, index: int) -> GameRecord:
    """Play game ``index`` (seed ``settings.seed + index``) and return its record.

    A misbehaving bot or a broken game raises SimulationError; under ``on_error="continue"``
    a bad move is replaced by a random legal one and counted, and a round that never ends
    gives a record with ``abandoned`` set instead of raising StuckGame.
    """
    start = time.perf_counter()
    seating = settings.seating(index)
    game = Game(settings.rules(), seed=settings.seed + index)
    runner = _GameRunner(game, settings, seating, index)
    try:
        runner.play()
        abandoned = None
    except StuckGame as exc:
        if settings.on_error == "stop":
            exc.explanations = [*runner.explanations, *exc.explanations]
            raise
        abandoned = str(exc)
    except SimulationError as exc:  # the failing game's moves up to its failure, for --explain
        exc.explanations = [*runner.explanations, *exc.explanations]
        raise
    finally:
        runner.close()
    if abandoned is None:
        winners = list(game.winners or _lowest(game.totals()))
    else:
        winners = []
    return GameRecord(
        index=index,
        seed=game.seed,
        seating=seating,
        levels=[settings.entrant_level(e) for e in seating],
        rounds=[list(r) for r in game.scores],
        totals=list(game.totals()),
        winners=winners,
        times=runner.times,
        errors=runner.errors,
        error_samples=runner.error_samples,
        abandoned=abandoned,
        seconds=time.perf_counter() - start,
        explanations=runner.explanations,
    )


class _GameRunner:
    """Plays one game to its end, timing and checking every decision."""

    def __init__(
        self, game: Game, settings: TournamentSettings, seating: list[int], index: int
    ) -> None:
        self.game = game
        self.settings = settings
        self.index = index
        self.levels = [settings.entrant_level(e) for e in seating]
        base = game.seed * 16
        # Each bot's seed names the entrant (its starting seat), not the seat it sits in now.
        self.bots: list[Bot] = []
        try:
            with contextlib.redirect_stdout(sys.stderr):
                for level, entrant in zip(self.levels, seating, strict=True):
                    self.bots.append(make_seat_bot(settings, level, base + entrant))
        except BaseException:
            self.close()
            raise
        self.rng = random.Random(base + 15)  # picks the replacement for a refused move
        players = settings.players
        self.times = [DecisionTimes() for _ in range(players)]
        self.errors = [0] * players
        self.error_samples: list[str] = []
        self.explanations: list[dict[str, Any]] = []
        # Standard output is the report's alone (--json): what a bot prints goes to standard
        # error, around every call into its code.
        self.bot_output = contextlib.redirect_stdout(sys.stderr)

    def close(self) -> None:
        """End the processes of isolated bots (``--isolate``); other bots need nothing."""
        for bot in self.bots:
            if isinstance(bot, IsolatedBot):
                bot.close()

    def play(self) -> None:
        game, limit = self.game, self.settings.max_moves
        moves, round_no = 0, game.round_no
        recent: list[int] = []  # who moved last, to name the seats of a loop
        while not game.is_over:
            if game.round_no != round_no:
                self.round_over(round_no)
                moves, round_no = 0, game.round_no
            moves += 1
            if moves > limit:
                raise StuckGame(
                    f"game {self.index + 1} (seed {game.seed}): round {round_no} did not end "
                    f"after {limit} moves; {self.looping(recent)} kept playing without "
                    "anyone going out (a loop: each may hold what another needs)"
                )
            seat = game.to_act()[0]
            recent.append(seat)
            del recent[:-LOOP_WINDOW]
            self.step(seat)
        self.round_over(round_no)

    def looping(self, recent: list[int]) -> str:
        """The seats that moved in the last moves of a stuck round, with their levels."""
        seats = sorted(set(recent))
        named = [f"{s + 1} ({self.levels[s]})" for s in seats]
        return f"seat{'s' if len(named) > 1 else ''} {', '.join(named)}"

    def round_over(self, round_no: int) -> None:
        """For --explain: the scores of the round that just ended."""
        if not self.settings.explain or not self.game.scores or round_no < 1:
            return
        self.explanations.append(
            {
                "game": self.index + 1,  # for people: from 1, as in messages and files
                "round": round_no,
                "scores": list(self.game.scores[-1]),
                "totals": list(self.game.totals()),
            }
        )

    def step(self, seat: int) -> None:
        game, bot, level = self.game, self.bots[seat], self.levels[seat]
        # The view's legal moves are listed only if the bot reads them, or a move is refused.
        view = game.view(seat)
        start = time.perf_counter()
        try:
            with self.bot_output:
                action = bot.choose(view)
        except KeyboardInterrupt:  # Ctrl+C on a bot that hangs: say which, and where
            raise Interrupted(
                f"interrupted while bot '{level}' at seat {seat + 1} was choosing its move in "
                f"game {self.index + 1} (seed {game.seed}), round {game.round_no}, "
                f"move {len(game.log) + 1}"
            ) from None
        except Exception as exc:  # a bot may fail in any way; it is reported, never hidden
            self.times[seat].add((time.perf_counter() - start) * 1000)
            if isinstance(exc, NotAnActionError):  # --isolate: told as in this process
                problem = _illegal(level, seat, exc.shown, _not_an_action(exc.type_name))
                self.apply_replacement(view.legal_actions, seat, problem)
                return
            if isinstance(exc, BotProcessError):  # --isolate: told by the bot's own process
                said, detail = exc.summary, exc.detail
            else:
                said = f"{_describe_exc(exc)}{_where(exc)}"
                detail = "".join(traceback.format_exception(exc))
            problem = f"bot '{level}' at seat {seat + 1} failed: {said}"
            self.apply_replacement(view.legal_actions, seat, problem, detail)
            return
        elapsed = time.perf_counter() - start
        self.times[seat].add(elapsed * 1000)
        if self.settings.explain:
            self.explanations.append(self.explanation(seat, action, view))
        timeout = self.settings.bot_timeout_s
        if timeout is not None and elapsed > timeout:
            self.report_slow(seat, action, elapsed, view)
        reason = _refusal(action, seat)
        if reason is None:
            reason = self.try_apply(action, view)
        if reason is not None:
            problem = _illegal(level, seat, move_words(action, view), reason)
            self.apply_replacement(view.legal_actions, seat, problem)

    def count_error(
        self, seat: int, problem: str, detail: str | None = None, then: str = ""
    ) -> None:
        """Stop on a bad decision, or count it and keep the first few sentences (``then``:
        what became of the move, under on_error continue)."""
        game = self.game
        # Where, as everywhere in messages: games and seats from 1, the move in the game's log.
        at = f"round {game.round_no}, move {len(game.log) + 1}"
        if self.settings.on_error == "stop":
            raise SimulationError(
                f"{problem} in game {self.index + 1} (seed {game.seed}), {at}", detail
            )
        self.errors[seat] += 1
        if len(self.error_samples) < MAX_ERROR_SAMPLES:
            self.error_samples.append(f"game {self.index + 1}, {at}: {problem}{then}")

    def report_slow(self, seat: int, action: Any, elapsed: float, view: PlayerView) -> None:
        """A decision over the time limit: stop, or count it and let the move stand."""
        self.count_error(
            seat,
            f"bot '{self.levels[seat]}' at seat {seat + 1} took {elapsed:.1f} s to decide "
            f"{move_words(action, view)}, over the {self.settings.bot_timeout_s:g} s limit",
            then="; the move was played",
        )

    def try_apply(self, action: Action, view: PlayerView | None = None) -> str | None:
        """Apply the move; return why it was refused, or None when it was played. A move
        refused although ``view`` lists it (or a replacement, with no view) is an engine bug.
        The game is unchanged by a refused move, so the view's legal moves can still be read."""
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            if view is None or action in view.legal_actions:
                raise SimulationError(
                    f"the game refused its own legal move {move_words(action)} in game "
                    f"{self.index + 1} (seed {self.game.seed}): {say(exc)}"
                ) from None
            return say(exc)
        except Exception as exc:
            if view is None or action in view.legal_actions:
                raise
            return _describe_exc(exc)  # a malformed move the engine could not even read
        self.after(action)
        return None

    def apply_replacement(
        self, legal: Sequence[Action], seat: int, problem: str, detail: str | None = None
    ) -> None:
        if not legal:
            game = self.game
            raise SimulationError(
                f"game {self.index + 1} (seed {game.seed}): seat {seat + 1} must move but has no "
                f"legal move (round {game.round_no}, {game.phase} phase); "
                "this is an engine bug"
            )
        self.count_error(seat, problem, detail, "; a random legal move was played instead")
        self.try_apply(self.rng.choice(list(legal)))

    def after(self, action: Action) -> None:
        if not self.settings.check:
            return
        try:
            self.game.check_invariants()
        except AssertionError as exc:
            raise SimulationError(
                f"invariant broken after {move_words(action)} "
                f"in game {self.index + 1} (seed {self.game.seed}): {exc}"
            ) from None

    def explanation(self, seat: int, action: Any, view: PlayerView) -> dict[str, Any]:
        try:
            with self.bot_output:
                why = str(self.bots[seat].explain())
        except Exception as exc:  # explain() is a courtesy: a failure is shown, not fatal
            why = f"explain() failed: {_describe_exc(exc)}"
        return {
            "game": self.index + 1,  # games and seats from 1, as in messages and files
            "seat": seat + 1,
            "ai": self.levels[seat],
            "round": view.round_no,
            "move": len(self.game.log) + 1,
            "hand": [c.code for c in view.hand],  # before the move
            "action": action_object(action, seat),  # its seat is "seat": not said twice
            "why": why,
        }


def make_seat_bot(settings: TournamentSettings, level: str, seed: int) -> Any:
    """The bot of one seat: in this process, or with ``isolate`` a bot of your own in a process
    of its own that sees only its view as JSON (:mod:`.bot_process`)."""
    if settings.isolate and level not in LEVELS:
        limit = settings.bot_timeout_s if settings.bot_timeout_s is not None else 10.0
        return IsolatedBot(level, seed, settings.bot_options, HANG_FACTOR * limit, settings.explain)
    return make_bot(level, seed, **settings.bot_options)


# An isolated bot that has not answered after this many times --bot-timeout-s is stopped (a
# slower answer within it is played, and counted as slow, as in the game's own process).
HANG_FACTOR = 3


def _refusal(action: Any, seat: int) -> str | None:
    """Why a returned value cannot be a move for ``seat`` at all, or None."""
    if not isinstance(action, Action):
        return _not_an_action(type(action).__name__)
    if action.seat != seat:
        other = action.seat + 1 if isinstance(action.seat, int) else repr(action.seat)[:20]
        return f"the move is for seat {other}, not seat {seat + 1}"  # from 1, as everywhere
    return None


def _not_an_action(type_name: str) -> str:
    """The one wording, in this process and under ``--isolate``."""
    return f"choose() returned {type_name}, which is not an action"


def _illegal(level: str, seat: int, shown: str, reason: str) -> str:
    return f"bot '{level}' at seat {seat + 1} made an illegal move: {shown} ({reason})"


def move_words(action: Any, view: PlayerView | None = None) -> str:
    """A move in words for a message ("Discard the Q♠"; ``view``: the table before it, to name
    the card taken), with no seat number in it: the message names the seat, from 1. A value
    that is no action at all is shown as Python shows it."""
    if isinstance(action, Action):
        try:
            return action_text(action, view)
        except Exception:  # a malformed action (a bot's bug) still gets a description
            return repr(action)[:200]
    return repr(action)[:200]


def _lowest(totals: Sequence[int]) -> tuple[int, ...]:
    best = min(totals)
    return tuple(s for s, t in enumerate(totals) if t == best)


def action_object(action: Any, seat: int) -> dict[str, Any] | str:
    """A move for ``--explain``: its JSON object without its seat (the entry's ``seat`` says
    it, from 1), or the repr of a value that is no move."""
    if isinstance(action, Action):
        try:
            data = action_to_dict(action)
        except (TypeError, ValueError, AttributeError, IndexError, KeyError):
            return repr(action)[:200]
        if data.get("seat") == seat:
            del data["seat"]
        return data
    return repr(action)[:200]


def describe_action(action: Any, seat: int | None = None) -> str:
    """A move as JSON with cards in full notation (without its seat when that is ``seat``),
    or its repr if it is no action at all: what ``--explain`` shows a bot writer."""
    if isinstance(action, Action):
        try:
            data = action_to_dict(action)
            if data.get("seat") == seat:
                del data["seat"]
            return json.dumps(data)
        except (TypeError, ValueError, AttributeError, IndexError, KeyError):
            pass  # a malformed action (a bot's bug) still gets a description below
    return repr(action)[:200]
