"""The packaged app, built once per test session in a temporary folder by packaging/build.py
(what `make package` runs): the onedir bundle, its archive and, on Linux, its .deb."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"


@pytest.fixture(scope="session")
def bundle(tmp_path_factory):
    """``(dist folder, the build's output)``; the build script itself runs the app's
    --selftest and fails unless it passes."""
    tmp = tmp_path_factory.mktemp("bundle")
    result = subprocess.run(
        [sys.executable, str(BUILD), "--dist", str(tmp / "dist"), "--work", str(tmp / "work")],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=1800,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    return tmp / "dist", output
