"""simulate --cluster on a real Ray cluster: a head started here, on 127.0.0.1, with two worker
processes. The games it plays must give the figures a local run gives, a worker that dies
must cost only its game (played again), and the cluster must be gone after the tests.

Slow (Ray takes seconds to start): `make test-slow` runs it. It fails, rather than skips,
when Ray is missing: `make install-dev` installs the cluster extra.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from .dying_bot import LEVEL as DYING
from .dying_bot import MARKER
from .test_tournaments import HB_QUICK, TT_ALL, figures, game_lines, run_json

pytestmark = pytest.mark.slow

RAY = Path(sys.executable).with_name("ray")
START_TIMEOUT_S = 180


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def free_range(size: int) -> int:
    """The first of ``size`` consecutive free ports (Ray's worker ports)."""
    for base in range(20_000, 60_000, 997):
        with contextlib.ExitStack() as stack:
            try:
                for port in range(base, base + size):
                    s = stack.enter_context(socket.socket())
                    s.bind(("127.0.0.1", port))
            except OSError:
                continue
        return base
    raise RuntimeError("no range of free ports for Ray's workers")


def session_processes(sid: int) -> list[int]:
    """The processes still in the session the head was started in (all of Ray's)."""
    out = subprocess.run(["ps", "-eo", "pid=,sid="], capture_output=True, text=True).stdout
    return [int(p) for p, s in (line.split() for line in out.splitlines()) if int(s) == sid]


@pytest.fixture(scope="module")
def ray_cluster():
    """A Ray head on 127.0.0.1 with 2 CPUs (two worker processes) on free ports; yields its
    address and the environment a driver needs. Torn down even when a test fails."""
    assert RAY.exists(), 'Ray is not installed: make install-dev installs "rummy-desktop[cluster]"'
    folder = Path(tempfile.mkdtemp(prefix="ray25-", dir="/tmp"))  # Ray's socket paths are short
    gcs = free_port()
    env = {
        # Keep every address on loopback: without this Ray swaps 127.0.0.1 for the machine's
        # network address.
        "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0",
        "RAY_AUTH_MODE": "token",
        "RAY_AUTH_TOKEN": secrets.token_hex(16),
        "RAY_USAGE_STATS_ENABLED": "0",
    }
    workers = free_range(64)
    command = [
        *(str(RAY), "start", "--head", "--block", "--node-ip-address=127.0.0.1"),
        *(f"--port={gcs}", "--num-cpus=2", f"--temp-dir={folder / 't'}"),
        *("--include-dashboard=false", "--disable-usage-stats"),
        f"--dashboard-port={free_port()}",
        f"--node-manager-port={free_port()}",
        f"--object-manager-port={free_port()}",
        f"--ray-client-server-port={free_port()}",
        f"--dashboard-agent-listen-port={free_port()}",
        f"--dashboard-agent-grpc-port={free_port()}",
        f"--runtime-env-agent-port={free_port()}",
        f"--metrics-export-port={free_port()}",
        f"--min-worker-port={workers}",
        f"--max-worker-port={workers + 63}",
    ]
    marker = folder / "a worker died"
    log = open(folder / "head.log", "wb")  # noqa: SIM115 (closed in the teardown)
    head = subprocess.Popen(
        command,
        env={**os.environ, **env, MARKER: str(marker)},  # the workers inherit the marker
        stdout=log,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        start_new_session=True,  # Ray's processes stay in this session: the teardown ends it
    )
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while b"Ray runtime started" not in (folder / "head.log").read_bytes():
            assert head.poll() is None, (folder / "head.log").read_text()[-3000:]
            assert time.monotonic() < deadline, "the Ray head did not start"
            time.sleep(0.2)
        yield {"address": f"127.0.0.1:{gcs}", "env": env, "marker": marker}
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(head.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            head.wait(timeout=20)
        for pid in session_processes(head.pid):  # whatever did not stop on SIGTERM
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        head.wait(timeout=30)
        log.close()
        deadline = time.monotonic() + 30
        while session_processes(head.pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        leftover = session_processes(head.pid)
        shutil.rmtree(folder, ignore_errors=True)
        assert not leftover, f"Ray processes left behind: {leftover}"


@pytest.fixture
def driver(ray_cluster, monkeypatch):
    """This process as a Ray driver of the test cluster."""
    for name, value in ray_cluster["env"].items():
        monkeypatch.setenv(name, value)
    return ray_cluster["address"]


def test_the_cluster_plays_every_level_as_a_local_run_does(capsys, driver, tmp_path):
    local = run_json(capsys, *TT_ALL, "--games", "2")
    out = tmp_path / "cluster.jsonl"
    remote = run_json(capsys, *TT_ALL, "--games", "2", "--cluster", driver, "--out", str(out))
    assert figures(remote) == figures(local)
    assert sorted(g["game"] for g in game_lines(out)) == [1, 2]


def test_a_worker_that_dies_on_the_cluster_loses_only_its_game(capsys, driver, ray_cluster):
    # The bot's package (tests/) is not installed: it reaches the workers through Ray's
    # runtime environment, and the first of its decisions there ends its worker process.
    args = [*HB_QUICK[:5], f"{DYING},simple", *HB_QUICK[6:], "--games", "3"]
    local = run_json(capsys, *args)
    assert not ray_cluster["marker"].exists()
    remote = run_json(capsys, *args, "--cluster", driver)
    assert ray_cluster["marker"].exists(), "no worker died"
    assert figures(remote) == figures(local)


def test_a_resumed_run_may_go_on_on_the_cluster(capsys, driver, tmp_path):
    out = tmp_path / "run.jsonl"
    args = [*HB_QUICK, "--games", "2"]
    run_json(capsys, *args, "--out", str(out))
    longer = run_json(capsys, *HB_QUICK, "--games", "4", "--resume", str(out), "--cluster", driver)
    assert figures(longer) == figures(run_json(capsys, *HB_QUICK, "--games", "4"))
