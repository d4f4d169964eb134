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


APP_ICON_FILES = (
    "icons/rummy-desktop.png",
    "icons/rummy-desktop-512.png",
    # Drawn for their size (packaging/make_icons.py): crisper in title bars and task bars
    # than the big ones scaled down.
    *(f"icons/rummy-desktop-{size}.png" for size in (16, 24, 32, 48, 64, 128)),
)


def app_icon():  # -> QIcon (PySide6 is imported here, not when this module is imported)
    """The application's icon (the fanned cards) from 16 to 512 px; Qt picks the size for
    menus, title bars and docks. Use with ``QApplication.setWindowIcon(app_icon())``. Empty (a null
    QIcon) if the files are missing, which Qt treats as "no icon"."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for relative in APP_ICON_FILES:
        path = resource_path(relative)
        if path.is_file():
            icon.addFile(str(path))
    return icon
