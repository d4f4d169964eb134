"""Where Rummy Desktop keeps its files: :mod:`rummy_desktop.folders`, a leaf the window reads
before it loads this package (its language is in the settings file)."""

from ..folders import (
    APP_AUTHOR,
    APP_NAME,
    AUTOSAVE_NAME,
    HOME_ENV,
    NETWORK_TABLE_NAME,
    SAVE_SUFFIX,
    SETTINGS_NAME,
    STATS_NAME,
    autosave_path,
    network_table_path,
    saves_dir,
    settings_path,
    stats_path,
)

__all__ = [
    "APP_AUTHOR",
    "APP_NAME",
    "AUTOSAVE_NAME",
    "HOME_ENV",
    "NETWORK_TABLE_NAME",
    "SAVE_SUFFIX",
    "SETTINGS_NAME",
    "STATS_NAME",
    "autosave_path",
    "network_table_path",
    "saves_dir",
    "settings_path",
    "stats_path",
]
