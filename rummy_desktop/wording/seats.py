"""The seats' words in the player's language: a computer level's name, and "You" as the name of
the person at the screen. Qt-free, and here rather than in the match so the table's name plates
may say them too (the scene may not import the match, which knows the bots)."""

from __future__ import annotations

from rummy_desktop.i18n import Words
from rummy_desktop.plain_text import YOU


class Seats(Words):
    """The seats' words: who plays a seat, at what level (a translation context)."""


# In English: level_name() says one in the player's language.
LEVEL_NAMES = {
    "random": Seats.tr_noop("random"),
    "simple": Seats.tr_noop("simple"),
    "easy": Seats.tr_noop("easy"),
    "medium": Seats.tr_noop("medium"),
    "hard": Seats.tr_noop("hard"),
}


def level_name(level: str) -> str:
    """A computer level as a player reads it: "medium" in their language; a bot of one's
    own (``module:ClassName``) as written."""
    return Seats.tr(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def shown_name(name: str) -> str:
    """A seat's name as the table and the scores show it: the game's own "You" in the player's
    language ("Du", "Vous", "Tú"), any other name as it was typed. Saves and settings keep
    "You" itself, so a game saved in one language opens in another."""
    #: The name of the seat of the one person at the screen, on its name plate and in the scores.
    return Seats.tr("You") if name == YOU else name
