"""A whole game judged from one seat: every decision, its loss, mark and sentence.

The game is replayed from its log; at each of the seat's decisions (a moment with more than
one legal move) the seat's view is judged by :func:`.evaluate.evaluate` with the decision's
own seed (the game's seed and the move's index: public facts), so a file analysed twice gives
the same result, and the result never depends on a hidden card. What happened next (the
discard taken by the next player, who then went out) is added as hindsight, marked so.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
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
from .reasons import explain

# Written with each kept analysis: raise it when the thresholds, budgets or rollouts change,
# so that an analysis kept in a save by an older coach is made again, not shown as current.
COACH_VERSION = "4"
# A seat with fewer moves than this (its decisions are fewer still) is judged in this process
# whatever ``jobs`` says: starting the worker processes (a fresh interpreter each) costs about
# what judging a dozen decisions does.
FEW = 24
Progress = Callable[[int, int], None]  # (moves done, moves in all)


class Cancelled(Exception):
    """The analysis was stopped by its caller (the window's Cancel)."""


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
) -> Analysis:
    """Judge every decision ``seat`` took in the game of ``actions``. ``jobs`` > 1 judges
    them in that many processes when there are enough of them (each decision has its own
    seed: the result is the same)."""
    if not 0 <= seat < rules.players:
        raise ValueError(f"seat {seat} is not at this table (0 to {rules.players - 1})")
    names = list(names) or [f"Player {i + 1}" for i in range(rules.players)]
    if jobs > 1 and sum(a.seat == seat for a in actions) >= FEW:
        return _analyse_in_processes(
            rules, seed, actions, seat, ages, names, samples, progress, cancelled, jobs
        )
    game = Game(rules, seed, ages)
    outs = _went_out(rules, seed, actions, ages)
    decisions = []
    total = len(actions)
    for index, action in enumerate(actions):
        if cancelled is not None and cancelled():
            raise Cancelled
        if action.seat == seat:
            view = game.view(seat)
            if is_decision(view):
                decision = judge(view, action, seed, index, samples)
                hindsight = _hindsight(actions, index, seat, names, outs)
                decisions.append(replace(decision, hindsight=hindsight))
        game.apply(action)
        if progress is not None:
            progress(index + 1, total)
    return Analysis(seat, rules.variant, samples or 0, tuple(decisions))


def _analyse_in_processes(
    rules: RuleSet,
    seed: int,
    actions: Sequence[Action],
    seat: int,
    ages: Sequence[int | None] | None,
    names: Sequence[str],
    samples: int | None,
    progress: Progress | None,
    cancelled: Callable[[], bool] | None,
    jobs: int,
) -> Analysis:
    """:func:`analyse` with the decisions judged in ``jobs`` worker processes ("spawn": a
    fresh interpreter that imports the coach only, never a copy of a window's threads)."""
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    game = Game(rules, seed, ages)
    tasks: list[tuple[PlayerView, Action, int]] = []
    for index, action in enumerate(actions):
        if action.seat == seat:
            view = game.view(seat)
            if is_decision(view):
                tasks.append((view, action, index))
        game.apply(action)
    outs = _went_out(rules, seed, actions, ages)
    found: dict[int, Decision] = {}
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"))
    stopped = False
    try:
        pending = {pool.submit(judge, v, a, seed, i, samples) for v, a, i in tasks}
        while pending:
            # A short wait, so that Cancel is seen within a fifth of a second, not only when
            # a decision (up to a second or two of deals) comes back.
            done, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            if cancelled is not None and cancelled():
                stopped = True
                raise Cancelled
            for future in done:
                decision = future.result()
                hindsight = _hindsight(actions, decision.move, seat, names, outs)
                found[decision.move] = replace(decision, hindsight=hindsight)
                if progress is not None:
                    progress(len(found), len(tasks))
    finally:
        # Cancelled: the workers end after the decision in hand, without keeping the caller.
        pool.shutdown(wait=not stopped, cancel_futures=True)
    return Analysis(seat, rules.variant, samples or 0, tuple(found[i] for _v, _a, i in tasks))


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
            return f"Hindsight: {names[later.seat]} bought it."
        if isinstance(later, TakeDiscard) and later.seat != seat:
            text = f"Hindsight: {names[later.seat]} took it"
            # The taker's turn ends at its discard; going out is that discard (or a meld).
            for k in range(j, min(len(actions), j + 40)):
                if k in outs:
                    if outs[k] == later.seat:
                        text += " and went out"
                    break
                if isinstance(actions[k], Discard | GoOut):
                    break
            return text + "."
        if isinstance(later, Discard | GoOut) or j in outs:
            return None
        if isinstance(later, LayDown) and later.discard is not None:
            return None
    return None
