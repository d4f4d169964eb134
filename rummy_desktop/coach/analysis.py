"""A whole game judged from one seat: every decision, its loss, mark and sentence.

The game is replayed from its log; at each of the seat's decisions (a moment with more than
one legal move) the seat's view is judged by :func:`.evaluate.evaluate` with the decision's
own seed (the game's seed and the move's index: public facts), so a file analysed twice gives
the same result, and the result never depends on a hidden card. What happened next (the
discard taken by the next player, who then went out) is added as hindsight, marked so.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    BrokenExecutor,
    Executor,
    Future,
    ProcessPoolExecutor,
    wait,
)
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..engine import (
    Action,
    Buy,
    Discard,
    Game,
    GoOut,
    LayDown,
    PlayerView,
    RuleSet,
    TakeDiscard,
    WentOut,
)
from .evaluate import decision_seed, evaluate, is_decision
from .marks import is_accurate, mark
from .notation import notation
from .reasons import CoachWords, explain

# Written with each kept analysis: raise it when the thresholds, budgets or rollouts change,
# so that an analysis kept in a save by an older coach is made again, not shown as current.
COACH_VERSION = "4"
# A seat with fewer moves than this (its decisions are fewer still) is judged in this process
# whatever ``jobs`` says: starting the worker processes (a fresh interpreter each) costs about
# what judging a dozen decisions does.
FEW = 24
# Decisions handed to each worker process ahead of the one it is judging: enough that none
# waits for the next view, few enough that the views out at once stay a handful.
IN_FLIGHT_PER_JOB = 2
# What one process takes to judge a decision, about: bench/coach_speed.py, 4 players, 2
# processes on 2 cores, measured 0.12 s of wall time a decision in both games (docs/coach.md,
# "What it costs"). The estimate review prints before it starts is made of it.
SECONDS_A_DECISION = 0.25
# A seat with more decisions is not judged: 3,000 take about 12 minutes of one process (6 on
# 2 cores), four times the longest seat of an 8-player Hillbilly game (about 700). A save
# may hold 100,000 moves (a round that never ends): 50,000 decisions, some 3.5 hours.
MAX_DECISIONS = 3_000
Progress = Callable[[int, int], None]  # (decisions judged, decisions in all)


class Cancelled(Exception):
    """The analysis was stopped by its caller (the window's Cancel)."""


class TooLong(ValueError):
    """A seat with more decisions than the coach judges in reasonable time (one sentence)."""


class WorkerLost(RuntimeError):
    """A worker process died under the analysis (killed, out of memory): one sentence."""


@dataclass(frozen=True)
class Decision:
    move: int  # the index of the played action in the saved log (0-based)
    round: int
    played: str  # card notation: "discard 7H"
    best: str
    loss: float
    mark: str
    reason: str
    hindsight: str | None = None
    expected: float = 0.0  # the played move's expected points against the table
    options: tuple[tuple[str, float], ...] = ()  # every alternative weighed, best first

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["options"] = [list(o) for o in self.options]
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Decision:
        data = dict(data)
        data["options"] = tuple((str(a), float(b)) for a, b in data.get("options", ()))
        return cls(**data)


@dataclass(frozen=True)
class Analysis:
    seat: int
    variant: str
    samples: int  # deals per decision (0: the default of each game)
    decisions: tuple[Decision, ...] = field(default_factory=tuple)

    @property
    def accuracy(self) -> float:
        """Share of decisions that were the best or a good move (1.0 with none)."""
        if not self.decisions:
            return 1.0
        return sum(is_accurate(d.mark) for d in self.decisions) / len(self.decisions)

    @property
    def mean_loss(self) -> float:
        if not self.decisions:
            return 0.0
        return sum(d.loss for d in self.decisions) / len(self.decisions)

    def counts(self) -> dict[str, int]:
        out = {m: 0 for m in ("best", "good", "inaccuracy", "mistake", "blunder")}
        for d in self.decisions:
            out[d.mark] += 1
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "variant": self.variant,
            "accuracy": round(self.accuracy, 4),
            "mean_loss": round(self.mean_loss, 4),
            "samples": self.samples,
            "decisions": [d.to_dict() for d in self.decisions],
        }

    def to_entry(self, moves: int) -> dict[str, Any]:
        """The analysis as a save file keeps it: of the first ``moves`` actions of the log."""
        return {**self.to_dict(), "coach": COACH_VERSION, "moves": moves}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Analysis:
        return cls(
            seat=int(data["seat"]),
            variant=str(data["variant"]),
            samples=int(data.get("samples", 0)),
            decisions=tuple(Decision.from_dict(d) for d in data["decisions"]),
        )


def kept_analysis(entries: Sequence[dict[str, Any]], seat: int, moves: int) -> Analysis | None:
    """The analysis of ``seat`` over ``moves`` actions among a save's entries, if this coach
    made it (an entry of another coach version or of a shorter log is not current)."""
    for entry in entries:
        if (entry.get("seat"), entry.get("coach"), entry.get("moves")) == (
            seat,
            COACH_VERSION,
            moves,
        ):
            return Analysis.from_dict(entry)
    return None


def default_jobs() -> int:
    """Processes an analysis uses unless told: the machine's cores, at most 4 (the window and
    ``review`` use them all; the figures are the same with any number)."""
    return max(1, min(4, os.cpu_count() or 1))


def analyse(
    rules: RuleSet,
    seed: int,
    actions: Sequence[Action],
    seat: int,
    *,
    ages: Sequence[int | None] | None = None,
    names: Sequence[str] = (),
    samples: int | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    jobs: int = 1,
    planned: Callable[[int], None] | None = None,
    executor: Executor | None = None,
) -> Analysis:
    """Judge every decision ``seat`` took in the game of ``actions``.

    The decisions are counted first (:func:`count_decisions`: TooLong past
    :data:`MAX_DECISIONS`) and ``planned`` is told how many; ``progress`` then counts them
    judged. ``jobs`` > 1 judges them in that many processes when there are enough of them
    (each decision has its own seed: the result is the same); ``executor`` judges them in
    the caller's pool instead (left running). Either way each decision's view is built only
    when a process is free for it, at most :data:`IN_FLIGHT_PER_JOB` a process ahead: a view
    carries its round's history, and a long round's thousands of views held at once were
    gigabytes."""
    if not 0 <= seat < rules.players:
        raise ValueError(f"seat {seat} is not at this table (0 to {rules.players - 1})")
    names = list(names) or [f"Player {i + 1}" for i in range(rules.players)]
    total = count_decisions(rules, seed, actions, seat, ages)
    if planned is not None:
        planned(total)
    outs = _went_out(rules, seed, actions, ages)
    points = _decision_points(rules, seed, actions, seat, ages)
    found: list[Decision] = []

    def keep(decision: Decision) -> None:
        hindsight = _hindsight(actions, decision.move, seat, names, outs)
        found.append(replace(decision, hindsight=hindsight))
        if progress is not None:
            progress(len(found), total)

    if executor is not None:
        _judge_in_pool(executor, points, seed, samples, max(1, jobs), keep, cancelled)
    elif jobs > 1 and total >= FEW:
        _judge_in_processes(points, seed, samples, jobs, keep, cancelled)
    else:
        for index, view, action in points:
            if cancelled is not None and cancelled():
                raise Cancelled
            keep(judge(view, action, seed, index, samples))
    found.sort(key=lambda d: d.move)
    return Analysis(seat, rules.variant, samples or 0, tuple(found))


def count_decisions(
    rules: RuleSet,
    seed: int,
    actions: Sequence[Action],
    seat: int,
    ages: Sequence[int | None] | None = None,
) -> int:
    """How many decisions ``seat`` took: a replay that asks the game for the seat's legal
    moves, building no view; TooLong, as soon as the count passes :data:`MAX_DECISIONS`."""
    game = Game(rules, seed, ages)
    count = 0
    for action in actions:
        if action.seat == seat and len(game.legal_actions(seat)) > 1:
            count += 1
            if count > MAX_DECISIONS:
                moves = sum(a.seat == seat for a in actions)
                #: {limit}: the most decisions the coach judges; {minutes}: how long those take.
                raise TooLong(
                    CoachWords.tr(
                        "seat {seat} took more than {limit} decisions ({moves} moves), more than "
                        "the coach judges in reasonable time ({limit} take about {minutes} "
                        "minutes of one process; a long 8-player game has about 700)",
                        seat=seat,
                        limit=f"{MAX_DECISIONS:,}",
                        moves=f"{moves:,}",
                        minutes=f"{SECONDS_A_DECISION * MAX_DECISIONS / 60:.0f}",
                    )
                )
        game.apply(action)
    return count


def estimate_seconds(decisions: int, jobs: int) -> float:
    """About how long ``decisions`` take in ``jobs`` processes on this machine (more
    processes than cores judge no faster; starting them costs a second or two)."""
    used = max(1, min(jobs, os.cpu_count() or 1))
    start = 2.0 if jobs > 1 and decisions >= FEW else 0.0
    return start + SECONDS_A_DECISION * decisions / used


def _decision_points(
    rules: RuleSet,
    seed: int,
    actions: Sequence[Action],
    seat: int,
    ages: Sequence[int | None] | None,
) -> Iterator[tuple[int, PlayerView, Action]]:
    """The seat's decisions one by one, each view built when asked for (the replay waits)."""
    game = Game(rules, seed, ages)
    for index, action in enumerate(actions):
        if action.seat == seat:
            view = game.view(seat)
            if is_decision(view):  # reads the legal moves now, before the game moves on
                yield index, view, action
        game.apply(action)


def _judge_in_processes(
    points: Iterator[tuple[int, PlayerView, Action]],
    seed: int,
    samples: int | None,
    jobs: int,
    keep: Callable[[Decision], None],
    cancelled: Callable[[], bool] | None,
) -> None:
    """The decisions judged in ``jobs`` worker processes ("spawn": a fresh interpreter that
    imports the coach only, never a copy of a window's threads)."""
    import multiprocessing

    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"))
    ended = False
    try:
        _judge_in_pool(pool, points, seed, samples, jobs, keep, cancelled)
        ended = True
    finally:
        # The workers as they are now: only this thread's submit starts one, and it is done.
        # (The pool keeps no public list; ``_processes`` has been its name since 3.2.)
        workers = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=ended, cancel_futures=True)
        if not ended:
            # Stopped (Cancel, a lost worker): every worker is ended here. Left to the pool, a
            # worker started while another was being killed was sometimes never told to stop:
            # it outlived the review, holding its output open (the command never returned).
            for worker in workers:
                if worker.is_alive():
                    worker.kill()
            for worker in workers:
                worker.join(timeout=5)


def _judge_in_pool(
    pool: Executor,
    points: Iterator[tuple[int, PlayerView, Action]],
    seed: int,
    samples: int | None,
    jobs: int,
    keep: Callable[[Decision], None],
    cancelled: Callable[[], bool] | None,
) -> None:
    """Hand ``points`` to ``pool`` with at most ``IN_FLIGHT_PER_JOB * jobs`` out at once."""
    window = IN_FLIGHT_PER_JOB * jobs
    pending: set[Future[Decision]] = set()
    try:
        while True:
            while len(pending) < window and (point := next(points, None)) is not None:
                index, view, action = point
                pending.add(pool.submit(judge, view, action, seed, index, samples))
            if not pending:
                return
            # A short wait, so that Cancel is seen within a fifth of a second, not only when
            # a decision (up to a second or two of deals) comes back.
            done, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            if cancelled is not None and cancelled():
                raise Cancelled
            for future in done:
                keep(future.result())
    except BrokenExecutor:
        raise WorkerLost(
            CoachWords.tr(
                "a worker process of the analysis stopped (killed, or out of memory): "
                "nothing was judged wrongly, try again"
            )
        ) from None


def judge(
    view: PlayerView,
    action: Action,
    seed: int,
    move: int,
    samples: int | None = None,
    lines: tuple[float, ...] | None = None,
) -> Decision:
    """The decision ``view``'s seat took by playing ``action`` as the game's move ``move``
    (``lines``: the losses the extra deals settle the gap against; default every mark's)."""
    found = evaluate(view, action, decision_seed(seed, move), samples, lines)
    loss = round(found.loss, 4)
    m = mark(loss, view.rules.variant)
    return Decision(
        move=move,
        round=view.round_no,
        played=notation(action, view),
        best=notation(found.best.action, view),
        loss=loss,
        mark=m,
        reason=explain(view, action, found.best.action, loss, m, found.best.reason),
        expected=found.played.value,
        options=tuple((notation(o.action, view), o.value) for o in found.options),
    )


def _went_out(
    rules: RuleSet, seed: int, actions: Sequence[Action], ages: Sequence[int | None] | None
) -> dict[int, int]:
    """For each action that made a seat go out, that seat: the hindsight's "and went out"."""
    game = Game(rules, seed, ages)
    outs = {}
    for index, action in enumerate(actions):
        for event in game.apply(action):
            if isinstance(event, WentOut):
                outs[index] = event.seat
    return outs


def _hindsight(
    actions: Sequence[Action], index: int, seat: int, names: Sequence[str], outs: dict[int, int]
) -> str | None:
    """What became of a discard: who took it, and whether they went out on that turn."""
    action = actions[index]
    if not isinstance(action, Discard | LayDown) or (
        isinstance(action, LayDown) and action.discard is None
    ):
        return None
    for j in range(index + 1, len(actions)):
        later = actions[j]
        if isinstance(later, Buy) and later.seat != seat:
            #: After a discard in the review: who bought it later.
            return CoachWords.tr("Hindsight: {name} bought it.", name=names[later.seat])
        if isinstance(later, TakeDiscard) and later.seat != seat:
            # The taker's turn ends at its discard; going out is that discard (or a meld).
            for k in range(j, min(len(actions), j + 40)):
                if k in outs:
                    if outs[k] == later.seat:
                        return CoachWords.tr(
                            "Hindsight: {name} took it and went out.", name=names[later.seat]
                        )
                    break
                if isinstance(actions[k], Discard | GoOut):
                    break
            #: After a discard in the review: who took it next.
            return CoachWords.tr("Hindsight: {name} took it.", name=names[later.seat])
        if isinstance(later, Discard | GoOut) or j in outs:
            return None
        if isinstance(later, LayDown) and later.discard is not None:
            return None
    return None
