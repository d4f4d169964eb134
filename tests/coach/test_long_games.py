"""A long legal game is judged a few decisions at a time, never built up front; one too long
to judge in reasonable time is refused before any work; a lost worker is one sentence."""

from __future__ import annotations

import gc
import os
import signal
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from multiprocessing import get_context
from typing import Any

import pytest

from rummy_desktop.coach import analysis
from rummy_desktop.coach.analysis import (
    IN_FLIGHT_PER_JOB,
    MAX_DECISIONS,
    Decision,
    TooLong,
    WorkerLost,
    analyse,
)
from rummy_desktop.engine import PlayerView
from tests.coach.long_game import long_game


class CountingExecutor(Executor):
    """Judges nothing: answers each submitted decision at once with a stand-in, and counts
    how many were handed out and not yet taken back (the caller's progress says so)."""

    def __init__(self) -> None:
        self.submitted: list[int] = []
        self.taken = 0
        self.most_out = 0
        self.most_views = 0  # views alive at a submit (looked at every 100th)

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future:
        view, _action, _seed, move, _samples = args
        self.submitted.append(move)
        self.most_out = max(self.most_out, len(self.submitted) - self.taken)
        if len(self.submitted) % 100 == 1:
            alive = sum(isinstance(o, PlayerView) for o in gc.get_objects())
            self.most_views = max(self.most_views, alive)
        future: Future = Future()
        future.set_result(Decision(move, view.round_no, "x", "x", 0.0, "best", ""))
        return future

    def progress(self, done: int, _total: int) -> None:
        self.taken = done


def test_decisions_are_built_as_they_are_judged_a_few_in_flight():
    game = long_game(2_000)  # one round of 2,000 moves: 1,000 of them seat 0's decisions
    pool = CountingExecutor()
    counted: list[int] = []
    result = analyse(
        game.rules,
        game.seed,
        game.log,
        0,
        jobs=3,
        executor=pool,
        progress=pool.progress,
        planned=counted.append,
    )
    assert counted == [1_000] and len(result.decisions) == 1_000
    assert [d.move for d in result.decisions] == sorted(pool.submitted)
    # Never more than the window handed out: the views are built as the workers free up.
    assert pool.most_out <= 3 * IN_FLIGHT_PER_JOB
    # and none is built ahead of its turn (the old way built all 1,000 first).
    assert pool.most_views <= 3 * IN_FLIGHT_PER_JOB + 2


def test_a_seat_with_too_many_decisions_is_refused_before_any_is_judged():
    game = long_game(2 * MAX_DECISIONS + 4)
    pool = CountingExecutor()
    with pytest.raises(TooLong) as refused:
        analyse(game.rules, game.seed, game.log, 0, jobs=2, executor=pool)
    assert pool.submitted == []
    text = str(refused.value)
    assert f"more than {MAX_DECISIONS:,} decisions" in text and "\n" not in text


def test_the_count_and_the_refusal_need_no_view(monkeypatch):
    # Counting the decisions of a 100,000-move save must not build a view a move (each one
    # copies the round's history): the count asks the game for its legal moves only.
    game = long_game(2 * MAX_DECISIONS + 4)
    monkeypatch.setattr(type(game), "view", lambda *_a, **_k: pytest.fail("a view was built"))
    with pytest.raises(TooLong):
        analyse(game.rules, game.seed, game.log, 0)


def test_a_killed_worker_is_one_sentence_not_a_broken_pool():
    game = long_game(60)
    pool = ProcessPoolExecutor(max_workers=2, mp_context=get_context("spawn"))
    killed: list[int] = []

    def kill_one(_done: int, _total: int) -> None:
        if not killed:
            pid = next(iter(pool._processes))  # the pool's own worker processes
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    try:
        with pytest.raises(WorkerLost) as lost:
            analyse(
                game.rules,
                game.seed,
                game.log,
                0,
                samples=1,
                jobs=2,
                executor=pool,
                progress=kill_one,
            )
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    assert killed and "worker process" in str(lost.value) and "\n" not in str(lost.value)


def test_one_process_judges_the_same_stream(monkeypatch):
    # In this process too, each decision's view is built when it is judged, not before.
    game = long_game(40)
    judged: list[int] = []
    real = analysis.judge

    def spy(view, action, seed, move, samples=None, lines=None):
        judged.append(move)
        return real(view, action, seed, move, 1)

    monkeypatch.setattr(analysis, "judge", spy)
    counted: list[int] = []
    result = analyse(game.rules, game.seed, game.log, 0, planned=counted.append)
    assert counted == [20] and [d.move for d in result.decisions] == judged
