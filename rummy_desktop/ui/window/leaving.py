"""The questions before a game is left, one whole sentence for each thing the player is about
to do: "Save “Friday” before you quit?", "Leave the network table to join a table?".

The window names what it is about to do by a key (``may_leave("quit")``, the English words of
old); each key has its own sentences, so a language builds each question its own way.
"""

from __future__ import annotations

from collections.abc import Callable

from rummy_desktop.i18n import Words


class Leaving(Words):
    """The questions before a game is left (a translation context)."""


# What the player is about to do -> "Save “{title}” before you …?", each a whole sentence.
UNSAVED: dict[str, Callable[[str], str]] = {
    "start a new game": lambda title: Leaving.tr(
        "Save “{title}” before you start a new game?", title=title
    ),
    "quit": lambda title: Leaving.tr("Save “{title}” before you quit?", title=title),
    "open another game": lambda title: Leaving.tr(
        "Save “{title}” before you open another game?", title=title
    ),
    "start the guided round": lambda title: Leaving.tr(
        "Save “{title}” before you start the guided round?", title=title
    ),
    "host a table": lambda title: Leaving.tr(
        "Save “{title}” before you host a table?", title=title
    ),
    "join a table": lambda title: Leaving.tr(
        "Save “{title}” before you join a table?", title=title
    ),
}
CLOSE_TABLE = {
    "start a new game": Leaving.tr_noop("Close your network table to start a new game?"),
    "quit": Leaving.tr_noop("Close your network table to quit?"),
    "open another game": Leaving.tr_noop("Close your network table to open another game?"),
    "start the guided round": Leaving.tr_noop(
        "Close your network table to start the guided round?"
    ),
    "host a table": Leaving.tr_noop("Close your network table to host a table?"),
    "join a table": Leaving.tr_noop("Close your network table to join a table?"),
}
LEAVE_TABLE = {
    "start a new game": Leaving.tr_noop("Leave the network table to start a new game?"),
    "quit": Leaving.tr_noop("Leave the network table to quit?"),
    "open another game": Leaving.tr_noop("Leave the network table to open another game?"),
    "start the guided round": Leaving.tr_noop("Leave the network table to start the guided round?"),
    "host a table": Leaving.tr_noop("Leave the network table to host a table?"),
    "join a table": Leaving.tr_noop("Leave the network table to join a table?"),
}


def unsaved_question(doing: str, title: str) -> str:
    """ "Save “Friday” before you quit?" (an unknown ``doing``: the question without it)."""
    if doing in UNSAVED:
        return UNSAVED[doing](title)
    return Leaving.tr("Save “{title}” first?", title=title)


def close_table_question(doing: str) -> str:
    """The host's question: close the table for everyone to do ``doing``?"""
    if doing in CLOSE_TABLE:
        return Leaving.tr(CLOSE_TABLE[doing])
    return Leaving.tr("Close your network table?")


def leave_table_question(doing: str) -> str:
    """A joined player's question: leave the table (it plays on) to do ``doing``?"""
    if doing in LEAVE_TABLE:
        return Leaving.tr(LEAVE_TABLE[doing])
    return Leaving.tr("Leave the network table?")
