"""Game ▸ Save, Save As and Open: the window's glue to ``rummy_desktop.persistence``.

Every file problem is a SaveFileError sentence, shown in a message box; the current game is
never lost by a failed save or open. See docs/dev/persistence-api.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QMessageBox

from .dialogs.new_game import GameSetup, SeatConfig


def seats_of(setup: GameSetup) -> list[Any]:
    from ..persistence import Seat

    return [Seat.from_level(s.name, s.level) for s in setup.seats]


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
        name, _ = QFileDialog.getSaveFileName(
            window, "Save game", str(folder), "Rummy Desktop games (*.rummy)"
        )
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
        QMessageBox.warning(window, "Save", str(exc))
        return False
    window.save_path = path
    window.setWindowModified(False)
    window.show_message(f"Saved to {path.name}")
    return True


def open_(window: Any, path: str | Path | None = None) -> bool:
    """Open a saved game and play on from where it was saved."""
    from ..persistence import SaveFileError, load_game, saves_dir

    if path is None:
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(
            window, "Open game", str(folder), "Rummy Desktop games (*.rummy)"
        )
        if not path:
            return False
    try:
        loaded = load_game(path)
    except SaveFileError as exc:
        QMessageBox.warning(window, "Open", str(exc))
        return False
    for line in loaded.warnings:
        window.show_message(line)
    rules = loaded.game.rules
    setup = GameSetup(
        rules.variant,
        tuple(SeatConfig(s.name, s.level) for s in loaded.seats),
        rules.changed_flags(),
        loaded.game.seed,
    )
    window.start_game(setup, loaded=loaded)
    return True
