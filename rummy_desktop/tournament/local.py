"""Playing a tournament's games on this machine: in this process, or in worker processes.

With several workers, games go out one at a time (a game takes from a tenth of a second to
minutes, far more than the hand-over) and each record comes back as soon as its game ends.
A worker that dies takes its pool with it, and ProcessPoolExecutor cannot tell which game
killed it: the games the pool had in flight are played again one at a time, each alone in a
pool of one worker, so that only a game lost while it was alone counts as having lost its
worker; the one that does so :data:`MAX_ATTEMPTS` times stops the tournament.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from .errors import SimulationError
from .play import play_game
from .record import GameRecord
from .settings import TournamentSettings

MAX_ATTEMPTS = 3
IN_FLIGHT_PER_WORKER = 2  # enough to keep a worker busy while its last record travels back


def cores() -> int:
    """The cores this process may use (``--jobs 0``)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def play_here(
    settings: TournamentSettings, indices: Iterable[int], on_record: Callable[[GameRecord], None]
) -> None:
    """Play the games one after the other in this process."""
    for index in indices:
        on_record(play_game(settings, index))


def play_in_workers(
    settings: TournamentSettings,
    indices: Iterable[int],
    jobs: int,
    on_record: Callable[[GameRecord], None],
) -> None:
    """Play the games in ``jobs`` worker processes; ``on_record`` is called here, in this
    process, as each game ends. On a game's error the games not yet started are dropped, the
    ones under way finish (and are recorded), and the error of the earliest game is raised."""
    queue = GameQueue(indices)
    alone = GameQueue(())  # lost when a pool broke: played again one at a time
    attempts: dict[int, int] = {}
    failures: dict[int, BaseException] = {}
    while (alone or queue) and not failures:
        if alone:
            pool, source, in_flight = _pool(1), alone, 1
        else:
            pool, source, in_flight = _pool(jobs), queue, jobs * IN_FLIGHT_PER_WORKER
        try:
            lost = _run_pool(pool, settings, source, in_flight, on_record, failures)
        except BaseException:  # Ctrl-C: stop now, without waiting for the games under way
            _stop(pool)
            raise
        pool.shutdown(wait=True)
        if len(lost) == 1:  # the only game in the pool: its own worker died
            index = lost[0]
            attempts[index] = attempts.get(index, 0) + 1
            if attempts[index] >= MAX_ATTEMPTS:
                raise SimulationError(
                    f"game {index + 1} (seed {settings.seed + index}) was lost with its worker "
                    f"process {MAX_ATTEMPTS} times; a bot may be ending the process"
                )
        alone.again(lost)
    if failures:
        raise failures[min(failures)]


class GameQueue:
    """The games still to deal, in order: games to play again first, then the rest, taken
    from ``indices`` one at a time (a tournament of a billion games is no list)."""

    def __init__(self, indices: Iterable[int]) -> None:
        self._rest: Iterator[int] = iter(indices)
        self._again: list[int] = []  # popped from the end: lowest first
        self._next: int | None = None

    def __bool__(self) -> bool:
        if self._again or self._next is not None:
            return True
        self._next = next(self._rest, None)
        return self._next is not None

    def pop(self) -> int:
        if self._again:
            return self._again.pop()
        if not self:
            raise IndexError("no game left")
        index, self._next = self._next, None
        assert index is not None  # bool(self) just found one
        return index

    def again(self, indices: Iterable[int]) -> None:
        self._again = sorted({*self._again, *indices}, reverse=True)


def _run_pool(
    pool: ProcessPoolExecutor,
    settings: TournamentSettings,
    queue: GameQueue,
    in_flight: int,
    on_record: Callable[[GameRecord], None],
    failures: dict[int, BaseException],
) -> list[int]:
    """Feed the pool from ``queue``, ``in_flight`` games at a time, until it is empty or a
    game failed; return the games lost because the pool broke (a game that could not even be
    sent to a broken pool goes back to ``queue``)."""
    running: dict[Future, int] = {}
    lost: list[int] = []
    broken = False
    while running or (queue and not failures and not broken):
        while queue and not failures and not broken and len(running) < in_flight:
            index = queue.pop()
            try:
                running[pool.submit(play_game, settings, index)] = index
            except BrokenProcessPool:  # never started: not lost
                queue.again([index])
                broken = True
        if not running:
            break
        done, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in done:
            index = running.pop(future)
            try:
                on_record(future.result())
            except BrokenProcessPool:
                lost.append(index)
                broken = True
            except Exception as exc:  # the game's own error (SimulationError, a bot's)
                failures[index] = exc
    return lost


def _pool(jobs: int) -> ProcessPoolExecutor:
    # spawn, not fork: a worker starts clean (no copy of the parent's threads or open files)
    # and behaves the same on Linux, macOS and Windows.
    return ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_watch_parent,
        initargs=(os.getpid(),),
    )


def _stop(pool: ProcessPoolExecutor) -> None:
    """End the pool now: the games under way are dropped (they were not recorded)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # gone after shutdown
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()


def _watch_parent(parent: int) -> None:
    """A worker ends when its parent is gone (killed with SIGKILL, say), instead of waiting
    for work that will never come."""

    def watch() -> None:
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(1)

    if os.name == "posix":
        threading.Thread(target=watch, name="watch-parent", daemon=True).start()
