"""The first `make run` installs the game quietly (issue 34, item 30): a newcomer sees no
setuptools notice about editable installs, which reads like an error.

The real Makefile's install target runs in a copy of the project, into a fresh virtualenv
(made and upgraded by the Makefile as on a fresh clone); only the game's own dependencies are
left out (PIP_FLAGS=--no-deps), which would take minutes to download.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.installs,  # make test-package: a fresh venv from the registry (13 s of make test)
    pytest.mark.skipif(shutil.which("make") is None, reason="GNU make is not installed"),
]


def test_the_first_make_install_prints_no_setuptools_banner(tmp_path):
    project = tmp_path / "clone"
    project.mkdir()
    for name in ("Makefile", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, project / name)
    shutil.copytree(
        ROOT / "rummy_desktop",
        project / "rummy_desktop",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    done = subprocess.run(
        ["make", "install", f"PYTHON={sys.executable}", "PIP_FLAGS=--no-deps"],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=600,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert (project / ".venv" / ".installed").exists()
    assert "Editable installation" not in output, output
    assert "Please be careful" not in output, output
