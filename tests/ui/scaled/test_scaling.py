"""Nothing is cut at 150% and 200% scale (``QT_SCALE_FACTOR``), nor with a larger system font:
the window at its smallest (1024x700), the New Game dialog and Preferences. Each run is its
own process, as a scale factor is read once, when Qt starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CHECK = Path(__file__).with_name("check.py")


def _run(scale: str, point_size: str = "-") -> dict:
    env = dict(os.environ, QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [sys.executable, str(CHECK), point_size],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    line = next((x for x in run.stdout.splitlines() if x.startswith("SCALE ")), None)
    assert line is not None, run.stderr[-2000:]
    return json.loads(line.removeprefix("SCALE "))


@pytest.mark.parametrize(("scale", "point_size"), [("1.5", "-"), ("2", "-"), ("1.5", "14")])
def test_nothing_is_cut_at_the_scale(scale, point_size):
    report = _run(scale, point_size)
    assert report["dpr"] == float(scale)  # Qt took the scale factor
    assert report["size"] == [1024, 700]  # the smallest window, in logical pixels
    assert report["window"] == []
    assert report["NewGameDialog"] == []
    assert report["PreferencesDialog"] == []
    for seat, name, detail in report["plates"]:
        assert name and "cards" in detail, (seat, name, detail)
