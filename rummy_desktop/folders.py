"""Where Rummy Desktop keeps its files (platformdirs), with one override for tests.

On Windows and macOS several of these folders may be one and the same, so every file
has a distinct name. ``RUMMY_DESKTOP_HOME`` puts everything under one folder instead:
tests use it, and so does a portable install on a USB stick.

A leaf (platformdirs only): the window reads the settings file's language before the
persistence package (and pydantic) load; ``persistence.paths`` gives the same names.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "rummy-desktop"
APP_AUTHOR = "rummy-desktop"
HOME_ENV = "RUMMY_DESKTOP_HOME"
SAVE_SUFFIX = ".rummy"

AUTOSAVE_NAME = "autosave.rummy"
NETWORK_TABLE_NAME = "network-table.rummy"  # the table a window hosts (persistence/hosted_table.py)
SETTINGS_NAME = "settings.json"
STATS_NAME = "statistics.json"


def _override() -> Path | None:
    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


def saves_dir() -> Path:
    """The default folder for named saves (the Save As dialog starts here)."""
    home = _override()
    if home is not None:
        return home / "saves"
    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR)) / "saves"


def autosave_path() -> Path:
    home = _override()
    base = home / "state" if home else Path(platformdirs.user_state_dir(APP_NAME, APP_AUTHOR))
    return base / AUTOSAVE_NAME


def network_table_path() -> Path:
    """The network table a window hosts, saved after every move: beside the local game's
    autosave, never the same file (its seats' tokens go to ``NAME.tokens``)."""
    return autosave_path().with_name(NETWORK_TABLE_NAME)


def settings_path() -> Path:
    home = _override()
    base = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))
    return base / SETTINGS_NAME


def stats_path() -> Path:
    home = _override()
    base = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))
    return base / STATS_NAME
