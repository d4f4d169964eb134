"""File ▸ Open Recent: the list of games saved or opened, kept in the settings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from rummy_desktop.i18n import Words
from rummy_desktop.ui.window.menus import Menus

if TYPE_CHECKING:
    from rummy_desktop.ui.window.parts import Tells
    from rummy_desktop.ui.window.session import Session

WARNING_MS = 20_000


class RecentFiles(Words):
    """File ▸ Open Recent (a translation context)."""


def remember_recent(session: Session, status: Tells, path: Path) -> None:
    """Put ``path`` first in the list (a name that is not text is told, not kept)."""
    from rummy_desktop.persistence.errors import file_label

    if session.settings is None:
        return
    try:
        session.settings = session.settings.with_recent(Path(path).resolve())
    except ValueError:  # a name that is not UTF-8 (POSIX): the settings keep only text
        status.show_message(
            RecentFiles.tr(
                "'{file}' is open, but Open Recent cannot list it: its name is not UTF-8 text.",
                file=file_label(Path(path)),
            ),
            WARNING_MS,
        )
        return
    session.store_settings()


def fill_recent_menu(menu: QMenu, session: Session, open_path: Callable[[str], object]) -> None:
    """Open Recent: the newest first, then "Clear the list"."""
    menu.clear()
    settings = session.settings
    recent = list(settings.recent_files) if settings is not None else []
    for number, text in enumerate(recent, 1):
        action = menu.addAction(f"&{number} {Path(text).name}" if number < 10 else text)
        action.setToolTip(text)
        action.setStatusTip(text)
        action.triggered.connect(lambda _=False, p=text: open_path(p))
    if not recent:
        menu.addAction(Menus.tr("No saved games yet")).setEnabled(False)
        return
    menu.addSeparator()
    menu.addAction(Menus.tr("Clear the list")).triggered.connect(
        lambda: session.update_settings(recent_files=[])
    )
