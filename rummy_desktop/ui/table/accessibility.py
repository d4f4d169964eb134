"""What a screen reader is told about the table: the focused card or pile, by name.

The table's cards are QGraphicsItems, which Qt's accessibility layer does not see. The focus
is told through the view (``accessible.py`` gives the objects to browse): as the keyboard
focus moves among the cards and piles, its
accessible name becomes the focused thing's words ("Seven of hearts, in your hand, 4 of 9")
and its description what the keys do there; Qt reports each change to the screen reader
(a name change on the focused widget is read out, as Orca and NVDA do for list items).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from rummy_desktop.tabletop.model import TableCaptions


def table_name() -> str:
    """The table's own name for a screen reader, when no card or pile has the focus."""
    #: What a screen reader calls the whole table (the area with the cards).
    return TableCaptions.tr("Card table")


Describer = Callable[[str, object], tuple[str, str]]


class FocusWords:
    """Keeps ``widget``'s accessible name and description on the keyboard's focused stop."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self.describer: Describer | None = None
        self.name = table_name()
        self.description = ""

    def show(self, kind: str | None, key: object) -> None:
        """The focus is on ``(kind, key)`` (None: on nothing): say it, if it changed."""
        name, description = table_name(), ""
        if kind is not None and self.describer is not None:
            name, description = self.describer(kind, key)
        if (name, description) == (self.name, self.description):
            return
        self.name, self.description = name, description
        # Description first: a reader that speaks on the name change then finds both new.
        self.widget.setAccessibleDescription(description)
        self.widget.setAccessibleName(name)
