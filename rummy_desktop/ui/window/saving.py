"""Game ▸ Save, Save As and Open: the window's glue to ``rummy_desktop.persistence``.

Every file problem is a SaveFileError sentence, shown in a message box; the current game is
never lost by a failed save or open. See docs/dev/persistence-api.md. The rest of the
window's file handling (autosave, resume, settings, Open Recent) is in ``session.py``.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rummy_desktop.ui.window.session import FILE_FILTER, ask_open_path, seats_of

__all__ = ["may_leave_game", "open_", "save", "seats_of"]


def proposed_name(game: Any, when: datetime | None = None) -> str:
    """A file name for a game saved the first time: "Hillbilly Rummy 2026-12-01 20.15.rummy"
    (no character any of the three systems refuses in a name)."""
    from rummy_desktop.persistence import SAVE_SUFFIX
    from rummy_desktop.wording import GAME_NAMES

    when = when or datetime.now()
    return f"{GAME_NAMES[game.rules.variant]} {when:%Y-%m-%d %H.%M}{SAVE_SUFFIX}"


def may_leave_game(window: Any, doing: str) -> bool:
    """Before ``doing`` replaces or closes the game ("start a new game", "open another game",
    "quit"): True to go on. A game in progress with unsaved moves asks the platform's usual
    question, Save / Don't Save / Cancel; Save that is cancelled or fails keeps the game."""
    controller = window.controller
    game = controller.game if controller is not None else None
    if game is None or game.is_over or not window.isWindowModified():
        return True
    if not any(controller.humans):
        return True  # computers playing each other: nobody's game to lose
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Unsaved game")
    box.setTextFormat(Qt.TextFormat.PlainText)  # the title may hold a file's name
    box.setText(f"Save “{window.session.game_title()}” before you {doing}?")
    box.setInformativeText("If you don't save, the moves of this game are lost.")
    box.setStandardButtons(
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    answer = box.exec()
    if answer == QMessageBox.StandardButton.Save:
        return save(window)
    if answer == QMessageBox.StandardButton.Discard:
        window.session.discard_autosave()  # thrown away: not offered again at the next start
        return True
    return False


def save(window: Any, ask: bool = False) -> bool:
    """Save the current game (asking for a file the first time, or with ``ask``)."""
    from rummy_desktop.persistence import SAVE_SUFFIX, SaveFileError, save_game, saves_dir

    controller = window.controller
    if controller is None or controller.game is None:
        return False
    path = window.save_path
    if ask or path is None:
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        name = Path(path).name if path is not None else proposed_name(controller.game)
        start = str(folder / name)
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
        QMessageBox.warning(window, "Save", str(exc))
        return False
    window.session.saved(Path(path))
    window.show_notice(f"Saved to {Path(path).name}")
    return True


def open_(window: Any, path: str | Path | None = None) -> bool:
    """Open a saved game and play on from where it was saved (asking first about a game in
    progress that is not saved)."""
    from rummy_desktop.persistence import SaveFileError, load_game

    if not may_leave_game(window, "open another game"):
        return False
    if path is None:
        path = ask_open_path(window, "Open game")
        if path is None:
            return False
    try:
        loaded = load_game(path)
    except SaveFileError as exc:
        QMessageBox.warning(window, "Open", str(exc))
        return False
    window.session.play_loaded(loaded)
    window.session.remember_recent(Path(path))
    return True
