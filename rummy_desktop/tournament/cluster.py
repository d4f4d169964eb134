"""Playing a tournament's games on a Ray cluster (``simulate --cluster ADDRESS``).

Ray is an optional extra (``pip install "rummy-desktop[cluster]"``), imported only here and
only when a cluster is asked for; the app bundle leaves it out. Every node needs Ray and
rummy-desktop's dependencies under the same Python version as this machine (installing
``rummy-desktop[cluster]`` there gives both). The code itself travels with the job: this
machine's ``rummy_desktop`` package and the package of each ``package.module:Class`` bot go
to the workers through Ray's runtime environment (``py_modules``), so every node plays the
very code a local run would, and the results are the same.

Each game is one Ray task. A worker that dies (a crash, a lost node) loses only its game,
which Ray runs again elsewhere, up to :data:`MAX_RETRIES` more times.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import socket
import sys
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any

from ..ai import LEVELS, user_bot
from .errors import SimulationError
from .local import GameQueue
from .play import play_game
from .record import GameRecord
from .settings import TournamentSettings

MAX_RETRIES = 3
IN_FLIGHT_PER_CPU = 2
INSTALL_HINT = 'the --cluster option needs Ray: pip install "rummy-desktop[cluster]"'
REACH_TIMEOUT_S = 10.0


class ClusterError(ValueError):
    """No cluster to run on (Ray missing, the address unreachable), in one sentence."""


def play_on_cluster(
    settings: TournamentSettings,
    indices: Iterable[int],
    address: str,
    on_record: Callable[[GameRecord], None],
) -> None:
    """Play the games as Ray tasks on the cluster at ``address`` (``auto``, ``HOST:PORT`` of
    the head, or ``ray://HOST:10001`` for Ray Client); ``on_record`` is called here as each
    game ends. On a game's error the games not yet sent are dropped, the ones under way
    finish (and are recorded), and the error of the earliest game is raised."""
    ray = _import_ray()
    # Ray's driver threads print the cluster's news ("a worker died...") to sys.stdout, which
    # holds the report (--json): send them to standard error with the other warnings.
    with contextlib.redirect_stdout(sys.stderr):
        _connect(ray, address, code_for(settings))
        try:
            _play(ray, settings, indices, on_record)
        finally:
            ray.shutdown()


def _play(
    ray: Any,
    settings: TournamentSettings,
    indices: Iterable[int],
    on_record: Callable[[GameRecord], None],
) -> None:
    """Send the games out, a few per CPU at a time, and take their records as they end."""
    remote = ray.remote(num_cpus=1, max_retries=MAX_RETRIES)(play_game)
    shared = ray.put(settings)  # sent to the object store once, not with every game
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    queue = GameQueue(indices)
    running: dict[Any, int] = {}
    failures: dict[int, BaseException] = {}
    while running or (queue and not failures):
        while queue and not failures and len(running) < cpus * IN_FLIGHT_PER_CPU:
            index = queue.pop()
            running[remote.remote(shared, index)] = index
        done, _ = ray.wait(list(running), num_returns=1)
        for ref in done:
            index = running.pop(ref)
            try:
                on_record(ray.get(ref))
            except ray.exceptions.RayTaskError as exc:  # the game's own error
                failures[index] = exc.cause
            except ray.exceptions.RayError as exc:  # its workers kept dying
                failures[index] = SimulationError(
                    f"game {index + 1} (seed {settings.seed + index}) was lost with its "
                    f"worker {MAX_RETRIES + 1} times on the cluster: {_first_line(exc)}"
                )
    if failures:
        raise failures[min(failures)]


def code_for(settings: TournamentSettings) -> list[ModuleType]:
    """The top-level packages (or modules) the workers need: ``rummy_desktop`` and each
    ``package.module:Class`` bot's. The settings' levels are those the caller plays (from a
    results file, only those named on the command line: :meth:`TournamentSettings.from_json`),
    already made once by :meth:`TournamentSettings.check_all`."""
    wanted = {"rummy_desktop"}
    for level in settings.levels:
        if level not in LEVELS:  # read as make_bot reads it: BotError for a malformed name
            wanted.add(user_bot(level)[0].split(".")[0])
    return [importlib.import_module(name) for name in sorted(wanted)]


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ClusterError(INSTALL_HINT) from None
    return ray


def check_reachable(address: str) -> None:
    """Fail at once, in one sentence, when nothing answers at ``HOST:PORT`` (or
    ``ray://HOST:PORT``): Ray itself would keep trying to connect for many minutes."""
    host_port = address.removeprefix("ray://")
    if address == "auto" or ":" not in host_port:
        return  # "auto" is looked up by Ray; it says at once when there is no cluster
    host, _, port = host_port.rpartition(":")
    try:
        number = int(port)
    except ValueError:
        raise ClusterError(f"the cluster address {address} needs a port: HOST:PORT") from None
    try:
        socket.create_connection((host.strip("[]"), number), timeout=REACH_TIMEOUT_S).close()
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise ClusterError(f"cannot reach the Ray cluster at {address}: {reason}") from None


def _connect(ray: Any, address: str, modules: list[ModuleType]) -> None:
    check_reachable(address)
    for module in modules:
        if getattr(module, "__file__", None) is None:
            raise ClusterError(
                f"the bot package '{module.__name__}' is not a folder or file that can be sent "
                "to the cluster: install it on every node instead"
            )
    try:
        ray.init(
            address=address,
            runtime_env={"py_modules": modules, "excludes": ["__pycache__/", "*.pyc"]},
            logging_level=logging.WARNING,
            log_to_driver=False,
        )
    except (ConnectionError, RuntimeError, ValueError, TimeoutError) as exc:
        raise ClusterError(f"cannot use the Ray cluster at {address}: {_first_line(exc)}") from None
    if ray.cluster_resources().get("CPU", 0) < 1:
        ray.shutdown()
        raise ClusterError(f"the Ray cluster at {address} has no CPU to play games on")
    _check_python(ray, address)


def _check_python(ray: Any, address: str) -> None:
    """Pickled settings and records need the same Python on both sides."""
    theirs = ray.get(ray.remote(num_cpus=1)(_python_version).remote())
    if theirs != _python_version():
        ray.shutdown()
        raise ClusterError(
            f"the Ray cluster at {address} runs Python {theirs}, this machine {_python_version()}"
            ": use the same version on both"
        )


def _python_version() -> str:
    return ".".join(str(n) for n in sys.version_info[:2])


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
