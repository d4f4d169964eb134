"""Where bundled resources live, from a source checkout and from a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

_SOURCE_ROOT = Path(__file__).resolve().parents[2] / "resources"


def resources_root() -> Path:
    """The ``resources`` folder: ``sys._MEIPASS/resources`` when frozen, else the repo's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return _SOURCE_ROOT


def resource_path(relative: str) -> Path:
    """The path of a resource such as ``cards/svg-cards.svg`` (it may not exist)."""
    return resources_root() / relative
