"""Bot-against-bot tournaments behind ``rummy-desktop simulate``. Pure Python, no Qt.

>>> result = run_tournament("three-thirteen", 2, ["simple", "random"], games=1, seed=3)
>>> sum(entrant.wins for entrant in result.entrants)
1.0

The pieces live in :mod:`rummy_desktop.tournament`; this module puts them together: where the
games are played (here, in worker processes, on a Ray cluster), the results file, the
progress bar, and the report.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from typing import Any

from .tournament.errors import ResultsFileError, SimulationError, StuckGame
from .tournament.local import cores, play_here, play_in_workers
from .tournament.play import describe_action
from .tournament.progress import progress_bar
from .tournament.record import GameRecord
from .tournament.report import Entrant, Paired, TournamentResult, tally
from .tournament.results_file import ResultsFile
from .tournament.settings import ON_ERROR, TournamentSettings
from .tournament.timing import DecisionTimes

# A guard against bots that never end a round. Three Thirteen rounds between random bots take a
# few hundred moves, rarely 15,000 (2 players): a round past this limit is a loop, not bad luck.
MAX_MOVES_PER_ROUND = 50_000
MAX_ERROR_SAMPLES = 3

__all__ = [
    "MAX_MOVES_PER_ROUND",
    "ON_ERROR",
    "DecisionTimes",
    "Entrant",
    "GameRecord",
    "Paired",
    "ResultsFileError",
    "SimulationError",
    "StuckGame",
    "TournamentResult",
    "TournamentSettings",
    "describe_action",
    "run_tournament",
    "timing_summary",
]


def run_tournament(
    variant: str,
    players: int,
    levels: Sequence[str],
    games: int | None,
    seed: int = 0,
    check: bool = False,
    rules_overrides: dict[str, Any] | None = None,
    swap_seats: bool = False,
    explain: bool = False,
    on_error: str = "stop",
    bot_options: dict[str, Any] | None = None,
    bot_timeout_s: float | None = None,
    max_moves: int | None = None,
    *,
    jobs: int | None = None,
    cluster: str | None = None,
    out: str | os.PathLike[str] | None = None,
    resume: bool = False,
    progress: bool = False,
    on_note: Callable[[str], None] | None = None,
    isolate: bool = False,
) -> TournamentResult:
    """Play ``games`` games between bots and gather each entrant's results.

    Game ``i`` is ``Game(rules, seed + i)``. Entrant ``k`` plays ``levels[k % len(levels)]``
    and sits in seat ``k``; with ``swap_seats`` it sits in seat ``(k + i) % players`` in game
    ``i``, so every entrant plays every seat in turn, and the result also holds the paired
    score difference between the first level and the rest (``paired``). The winners are the
    game's winners (the lowest total; equal totals share the win, each of k co-winners
    scoring 1/k).

    Bad settings raise ValueError (RulesError, BotError); a misbehaving bot or a broken game
    raises SimulationError, or with ``on_error="continue"`` a bot's bad move is replaced by
    a random legal one and counted in its entrant's ``errors``, and a game whose round never
    ends (StuckGame) is abandoned: it counts for nobody, and its message is kept in
    ``abandoned``.

    ``bot_options`` are keyword settings for every bot that takes them (``think_ms`` for
    ``hard``, or ``samples`` for a fixed number of sampled deals, which makes it repeatable).
    A decision slower than ``bot_timeout_s`` seconds is a bot error too; it is measured once
    the bot has answered (a bot is never interrupted), and with ``on_error="continue"`` the
    slow move is still played and counted.

    ``isolate`` plays each bot of your own (``module:Class``) in a process of its own that
    sees only its view, as JSON (``tournament.bot_process``): a fair mode for bots whose code
    you have not read. It changes none of the moves of a bot that decides from its view and
    seed; it is not kept in a results file (name it again with ``resume``).

    ``max_moves`` is how many moves a round may take before the game counts as stuck
    (:data:`MAX_MOVES_PER_ROUND` by default); a caller whose bots end their rounds much sooner
    can lower it, to give up on a loop sooner.

    Where the games are played changes nothing in the figures (decision times aside):
    ``jobs`` worker processes (0: one per core; default 1, this process), or the Ray cluster
    at ``cluster``; never more workers than cores (``on_note`` hears it once when ``jobs``
    asks for more: they would only wait for a core, each with its own interpreter's memory).
    ``out`` names a results file that gets one JSON line per game as it ends
    (a new file, or with ``resume`` the file of a stopped run, whose games are not played
    again and count in the result, and whose own length ``games=None`` plays to: the
    header's, or the last it was extended to; ResultsFileError if it cannot be used). ``progress``
    shows a bar on standard error; ``on_note`` hears about anything mended on the way
    (a damaged last line of a resumed file).
    """
    limit = MAX_MOVES_PER_ROUND if max_moves is None else max_moves
    settings = TournamentSettings(
        variant=variant,
        players=players,
        levels=tuple(levels),
        seed=seed,
        swap_seats=swap_seats,
        check=check,
        explain=explain,
        on_error=on_error,
        rules_overrides=dict(rules_overrides or {}),
        bot_options=dict(bot_options or {}),
        bot_timeout_s=bot_timeout_s,
        max_moves=limit,
        isolate=isolate,
    )
    if games is None and not resume:
        raise ValueError("give the number of games (only a resumed run knows its own)")
    if games is not None and (isinstance(games, bool) or not isinstance(games, int) or games < 1):
        raise ValueError(f"the number of games must be 1 or more, not {games!r}")
    settings.check_all()
    workers = _workers(jobs, cluster, on_note)
    if resume and out is None:
        raise ValueError("resume needs the results file to continue (out)")

    done: list[GameRecord] = []
    results = None
    if out is not None:
        if resume:
            results, done, notes, games = ResultsFile.resume(out, settings, games)
            for note in notes:
                if on_note is not None:
                    on_note(note)
        else:
            assert games is not None
            results = ResultsFile.create(out, settings, games)
    assert games is not None
    finished = {r.index for r in done}
    todo = (i for i in range(games) if i not in finished)  # lazily: --games may be huge
    played: list[GameRecord] = []
    bar = progress_bar(games, len(done), progress)

    def on_record(record: GameRecord) -> None:
        if results is not None:
            results.write(record)
        played.append(record)
        bar.update(1)

    start = time.perf_counter()
    try:
        if cluster is not None:
            from .tournament.cluster import play_on_cluster  # Ray only when asked for

            play_on_cluster(settings, todo, cluster, on_record)
        elif workers > 1 and games - len(finished) > 1:
            play_in_workers(settings, todo, workers, on_record)
        else:
            play_here(settings, todo, on_record)
    except SimulationError as exc:
        # --explain: the first game (if it finished) comes before the failing one's moves.
        first = [x for r in played if r.index == 0 for x in r.explanations]
        exc.explanations = first + exc.explanations
        raise
    finally:
        bar.close()
        if results is not None:
            results.close()
    seconds = time.perf_counter() - start
    return tally(settings, games, done + played, seconds, len(played), MAX_ERROR_SAMPLES)


def _workers(
    jobs: int | None, cluster: str | None, on_note: Callable[[str], None] | None = None
) -> int:
    if cluster is not None:
        if jobs is not None:
            raise ValueError("give --jobs or --cluster, not both: a cluster uses all its cores")
        if not isinstance(cluster, str) or not cluster.strip():
            raise ValueError("give the Ray cluster's address, such as auto or 10.0.0.5:6379")
        return 0
    if jobs is None:
        return 1
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 0:
        raise ValueError(f"the number of jobs must be 0 (one per core) or more, not {jobs!r}")
    available = cores()
    if jobs > available:
        if on_note is not None:
            unit = "cores" if available > 1 else "core"
            on_note(
                f"--jobs {jobs}: this machine gives this run {available} {unit}, so "
                f"{available} worker process{'es play' if available > 1 else ' plays'} the games "
                "(more would only wait for a core)"
            )
        return available
    return jobs or available


def timing_summary(ms: Sequence[float]) -> dict[str, float]:
    """Median, 95th percentile and slowest of some durations in ms (from the histogram of
    :class:`DecisionTimes`: the percentiles are within about 2%, the maximum is exact)."""
    times = DecisionTimes()
    for value in ms:
        times.add(value)
    return times.summary()
