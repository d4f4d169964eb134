"""Saved games, the autosave, settings, statistics and the game review: files never trusted.

Pure Python (no Qt). Every read or write problem is a :class:`SaveFileError` whose message is
one sentence for the player. ``docs/dev/persistence-api.md`` tells how the window wires it.
"""

from .autosave import Autosaver, ResumeOffer, find_resumable
from .errors import SaveFileError
from .paths import SAVE_SUFFIX, autosave_path, saves_dir, settings_path, stats_path
from .savefile import (
    HandLayout,
    LoadedGame,
    encode_game,
    load_game,
    new_game_id,
    position_snapshot,
    save_game,
)
from .seats import Seat
from .settings import ANIMATION_MS, CARD_BACKS, Settings, load_settings, save_settings
from .stats import Record, Stats, load_stats, record_analysis, record_game, save_stats

__all__ = [
    "ANIMATION_MS",
    "CARD_BACKS",
    "SAVE_SUFFIX",
    "Autosaver",
    "HandLayout",
    "LoadedGame",
    "Record",
    "ResumeOffer",
    "SaveFileError",
    "Seat",
    "Settings",
    "Stats",
    "autosave_path",
    "encode_game",
    "find_resumable",
    "load_game",
    "load_settings",
    "load_stats",
    "new_game_id",
    "position_snapshot",
    "record_analysis",
    "record_game",
    "save_game",
    "save_settings",
    "save_stats",
    "saves_dir",
    "settings_path",
    "stats_path",
]
