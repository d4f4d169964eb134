"""The animation speeds, by the names the settings file keeps: the one table that the
settings, the View ▸ Animation speed menu and the Preferences dialog all read.

A leaf (no imports): the window builds its menus before the engine and pydantic load.
"""

from __future__ import annotations

# A card's flight, and the pause between two moves, in milliseconds; slowest last.
ANIMATION_MS: dict[str, int] = {"instant": 0, "fast": 120, "normal": 250, "slow": 500}


def speed_label(name: str) -> str:
    """ "normal" -> "Normal": the menu's and the Preferences dialog's word for a speed."""
    return name.capitalize()
