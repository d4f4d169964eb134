"""The progress bar of a long ``simulate`` run, on standard error (tqdm)."""

from __future__ import annotations

import os
import sys
from typing import Any

from tqdm import tqdm

FORMAT = (
    "{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} games "
    "[{elapsed}<{remaining}, {rate_noinv_fmt}]"
)


def progress_bar(total: int, done: int, enabled: bool) -> Any:
    """A bar of games done out of ``total`` (``done`` of them from a results file), games a
    second and time left; a bar that shows nothing when not ``enabled``."""
    return tqdm(
        total=total,
        initial=done,
        disable=not enabled,
        file=sys.stderr,
        desc="simulate",
        unit=" games",
        bar_format=FORMAT,
        # Follow the terminal's width; a terminal that tells none (0 columns, as a new
        # pseudo-terminal may) gets 80, not a bar cut down to nothing.
        dynamic_ncols=_width() > 0,
        ncols=None if _width() > 0 else 80,
        smoothing=0.05,  # games vary in length: a long memory gives a steadier time left
        mininterval=0.5,
    )


def _width() -> int:
    try:
        return os.get_terminal_size(sys.stderr.fileno()).columns
    except (OSError, ValueError, AttributeError):
        return 0
