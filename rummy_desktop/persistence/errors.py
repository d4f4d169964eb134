"""The persistence layer's one exception type."""

from __future__ import annotations


class SaveFileError(Exception):
    """A file that cannot be read or written, with one sentence a player understands.

    The message never spans lines and never carries a traceback: the window shows it as is.
    ``errno`` is the operating system's error number when there was one (ENOSPC, EROFS, ...).
    """

    def __init__(self, message: str, errno: int | None = None) -> None:
        super().__init__(" ".join(message.split()))
        self.errno = errno
