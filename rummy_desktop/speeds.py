"""The animation speeds, by the names the settings file keeps: the one table that the
settings, the View ▸ Animation speed menu and the Preferences dialog all read.

A leaf (only the translation seam, itself a leaf): the window builds its menus before the
engine and pydantic load.
"""

from __future__ import annotations

from .i18n import Words

# A card's flight, and the pause between two moves, in milliseconds; slowest last.
ANIMATION_MS: dict[str, int] = {"instant": 0, "fast": 120, "normal": 250, "slow": 500}


class Speeds(Words):
    """The animation speeds' names (a translation context)."""


_LABELS = {
    "instant": Speeds.tr_noop("Instant"),
    "fast": Speeds.tr_noop("Fast"),
    "normal": Speeds.tr_noop("Normal"),
    "slow": Speeds.tr_noop("Slow"),
}


def speed_label(name: str) -> str:
    """ "normal" -> "Normal": the menu's and the Preferences dialog's word for a speed, in
    the player's language."""
    return Speeds.tr(_LABELS[name]) if name in _LABELS else name.capitalize()
