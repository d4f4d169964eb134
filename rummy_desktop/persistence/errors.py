"""The persistence layer's one exception type, and how its messages name a file."""

from __future__ import annotations

from pathlib import Path

from ..quoting import shorten


class SaveFileError(Exception):
    """A file that cannot be read or written, with one sentence a player understands.

    The message never spans lines and never carries a traceback: the window shows it as is.
    ``errno`` is the operating system's error number when there was one (ENOSPC, EROFS, ...).
    """

    def __init__(self, message: str, errno: int | None = None) -> None:
        super().__init__(" ".join(message.split()))
        self.errno = errno


def file_label(path: Path) -> str:
    """A file's name as a message shows it: shortened, and escaped where it does not print."""
    return shorten(path.name or str(path), 80)
