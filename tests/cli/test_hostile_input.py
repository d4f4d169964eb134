"""Hostile arguments, rules files and batch lines: one line on stderr, never a hang or a traceback.

Cases that used to hang or eat all memory run in a child process, with a memory cap and a
generous timeout: a hang then fails the test instead of blocking the suite (the timeout is a
guard, not a speed claim).
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from rummy_desktop.cli import main

HANG_GUARD_S = 60
MEMORY_CAP = 2 * 1024**3  # a child that tries to read /dev/zero whole dies instead of the machine


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """Run ``rummy-desktop ARGS`` in a child process (stdin closed unless given)."""
    return subprocess.run(
        [sys.executable, "-m", "rummy_desktop", *args],
        input=stdin if stdin is not None else "",
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        preexec_fn=_cap_memory,
    )


def one_line_error(done: subprocess.CompletedProcess, status: int = 2) -> str:
    """The run failed with ``status`` and exactly one line on stderr, and no traceback."""
    assert done.returncode == status, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr[-2000:]
    assert lines[0].startswith("rummy-desktop: error: ")
    return lines[0]


def refused_in_process(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    status = main(list(args))
    out, err = capsys.readouterr()
    assert status == 2, err
    assert out == "" and "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


# ---- reading what is not a file ----------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("special", ["/dev/zero", "/dev/urandom", "fifo", "link-to-fifo"])
def test_a_rules_file_that_is_not_a_regular_file_is_refused(tmp_path: Path, special: str) -> None:
    if special in ("fifo", "link-to-fifo"):
        fifo = tmp_path / "rules.fifo"
        os.mkfifo(fifo)
        path = fifo
        if special == "link-to-fifo":
            path = tmp_path / "rules.json"
            path.symlink_to(fifo)
    else:
        if not os.path.exists(special):
            pytest.skip(f"{special} is missing here")
        path = tmp_path / "rules.json"
        path.symlink_to(special)
    line = one_line_error(run_cli("analyze", "--rules", str(path), "--round", "1", "7H"))
    assert "not a regular file" in line
    assert ("rules.json" if special != "fifo" else "rules.fifo") in line


def test_a_rules_file_far_too_large_is_refused_before_reading(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "rules.json"
    with open(path, "wb") as f:
        f.truncate(200_000_000)  # sparse: instant to make, 200 MB to stat()
    line = refused_in_process(capsys, "analyze", "--rules", str(path), "--round", "1", "7H")
    assert "too large" in line


def test_a_rules_folder_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    line = refused_in_process(capsys, "analyze", "--rules", str(tmp_path), "--round", "1", "7H")
    assert "folder" in line


def test_a_good_rules_file_behind_a_link_is_read(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "real.json"
    target.write_text(json.dumps({"max_set_size": 4}), "utf-8")
    link = tmp_path / "rules.json"
    link.symlink_to(target)
    assert (
        main(["analyze", "--rules", str(link), "--round", "1", "8S", "8S", "8H", "8D", "8C"]) == 0
    )
    assert json.loads(capsys.readouterr().out)["penalty"] == 8
