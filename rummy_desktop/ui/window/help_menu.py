"""The Help menu's pages, each a dialog over the window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rummy_desktop import APP_NAME, __version__
from rummy_desktop.i18n import Words


class HelpPages(Words):
    """The Help menu's pages (a translation context)."""


if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from rummy_desktop.engine import Game


def show_rules(parent: QWidget, game: Game | None) -> None:
    """How to play the game being played (its house rules said), else Hillbilly Rummy."""
    rules = game.rules if game is not None else None
    from rummy_desktop.ui.dialogs.help import TextDialog, how_to_play_markdown

    variant = rules.variant if rules is not None else "hillbilly"
    changed = rules.changed_flags() if rules is not None else None
    TextDialog(
        HelpPages.tr("How to play"),
        markdown=how_to_play_markdown(variant, changed, rules),
        parent=parent,
    ).exec()


def show_shortcuts(parent: QWidget) -> None:
    from rummy_desktop.ui.dialogs.help import TextDialog, shortcuts_html

    TextDialog(HelpPages.tr("Keyboard shortcuts"), html=shortcuts_html(), parent=parent).exec()


def show_access_help(parent: QWidget) -> None:
    from rummy_desktop.ui.dialogs.help import TextDialog
    from rummy_desktop.ui.dialogs.help_access import access_markdown

    title = HelpPages.tr("Playing without a mouse or without sight")
    TextDialog(title, markdown=access_markdown(), parent=parent).exec()


def show_about(parent: QWidget) -> None:
    from rummy_desktop.ui.dialogs.help import TextDialog, about_html

    title = HelpPages.tr("About {app}", app=APP_NAME)
    TextDialog(title, html=about_html(__version__), parent=parent).exec()
