"""The questions the table puts to the player, as dialogs over the window: where a card
goes (the gesture judge's choices) and coach mode's "play it anyway?"."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from rummy_desktop.i18n import Words
from rummy_desktop.ui.dialogs.choice import ask_choice


class Questions(Words):
    """The table's questions to the player (a translation context)."""


def choose(parent: QWidget, question: str, labels: list[str]) -> int | None:
    """A question of the table's ("Where does the JK go?"); None: the player cancelled."""
    return ask_choice(parent, question, labels)


def coach_says(parent: QWidget, text: str) -> bool:
    """Coach mode: the move the player made is a blunder; play it only if they say so."""
    from rummy_desktop.ui.dialogs import plain_box

    #: The title of coach mode's question: the move is a blunder, play it anyway?
    return plain_box.ask(parent, Questions.tr("Coach"), text)
