"""The translation context of the table's own sentences to the person playing (issue 36):
a move refused before the engine is asked, a question about where a card goes, a note."""

from __future__ import annotations

from rummy_desktop.i18n import Words


class PlayWords(Words):
    """What the table says to the person playing (a translation context)."""
