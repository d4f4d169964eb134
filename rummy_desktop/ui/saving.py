"""Game ▸ Save, Save As and Open: the window's glue to ``rummy_desktop.persistence``.

Every file problem is a SaveFileError sentence, shown in a message box; the current game is
never lost by a failed save or open. See docs/dev/persistence-api.md. The rest of the
window's file handling (autosave, resume, settings, Open Recent) is in ``session.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog

from . import plain_box
from .session import FILE_FILTER, ask_open_path, seats_of

__all__ = ["open_", "save", "seats_of"]


def save(window: Any, ask: bool = False) -> bool:
    """Save the current game (asking for a file the first time, or with ``ask``)."""
    from ..persistence import SAVE_SUFFIX, SaveFileError, save_game, saves_dir

    controller = window.controller
    if controller is None or controller.game is None:
        return False
    path = window.save_path
    if ask or path is None:
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        start = str(folder / Path(path).name) if path is not None else str(folder)
        name, _ = QFileDialog.getSaveFileName(window, "Save game", start, FILE_FILTER)
        if not name:
            return False
        path = Path(name if name.endswith(SAVE_SUFFIX) else name + SAVE_SUFFIX)
    try:
        save_game(
            path,
            controller.game,
            seats_of(controller.setup),
            game_id=window.game_id,
            notes=controller.notes,
        )
    except SaveFileError as exc:
        plain_box.warn(window, "Save", str(exc))
        return False
    window.session.saved(Path(path))
    window.show_message(f"Saved to {Path(path).name}")
    return True


def open_(window: Any, path: str | Path | None = None) -> bool:
    """Open a saved game and play on from where it was saved."""
    from ..persistence import SaveFileError, load_game

    if path is None:
        path = ask_open_path(window, "Open game")
        if path is None:
            return False
    try:
        loaded = load_game(path)
    except SaveFileError as exc:
        plain_box.warn(window, "Open", str(exc))
        return False
    window.session.play_loaded(loaded)
    window.session.remember_recent(Path(path))
    return True
