"""The translation context of the window's sentences about a network table (issue 36): the
lobby's line, a connection's end, the table kept to host again, the host's news."""

from __future__ import annotations

from rummy_desktop.i18n import Words


class NetworkWords(Words):
    """The window at a network table (a translation context)."""
