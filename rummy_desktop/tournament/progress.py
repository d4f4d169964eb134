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
FALLBACK_COLUMNS, FALLBACK_ROWS = 80, 24


def progress_bar(total: int, done: int, enabled: bool) -> Any:
    """A bar of games done out of ``total`` (``done`` of them from a results file), games a
    second and time left; a bar that shows nothing when not ``enabled``."""
    columns, rows = _size()
    return tqdm(
        total=total,
        initial=done,
        disable=not enabled,
        file=sys.stderr,
        desc="simulate",
        unit=" games",
        bar_format=FORMAT,
        # Follow the terminal's size; one that tells none (0 columns and 0 rows, as a new
        # pseudo-terminal does) gets 80 by 24: tqdm would take it as -1 rows and draw nothing.
        dynamic_ncols=columns > 0 and rows > 0,
        ncols=columns if columns > 0 else FALLBACK_COLUMNS,
        nrows=rows if rows > 0 else FALLBACK_ROWS,
        smoothing=0.05,  # games vary in length: a long memory gives a steadier time left
        mininterval=0.5,
    )


def _size() -> tuple[int, int]:
    """Standard error's terminal's columns and rows; 0 for what it does not tell."""
    try:
        size = os.get_terminal_size(sys.stderr.fileno())
    except (OSError, ValueError, AttributeError):
        return 0, 0
    return size.columns, size.lines
