"""Reading a file nobody vouches for: a regular file only, and never more than a limit.

A path given on the command line or kept in the settings may name anything: ``/dev/zero``
(endless), a FIFO (``open`` waits for a writer for ever), ``/proc/kmsg`` (a "regular" file of
size 0 whose read blocks), or a link to any of them. So the path is resolved and checked
with ``stat`` before it is opened, opened without blocking, checked again on the open file
(it may have been swapped in between), and read up to ``max_bytes`` plus one byte, so an
endless or growing file is refused without reading it all.

Nearly a leaf (it imports only :mod:`rummy_desktop.quoting`, for its sizes): the command
line and the persistence layer both use it.
"""

from __future__ import annotations

import errno
import os
import stat

from .quoting import size_over

_CHUNK = 1 << 20
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
_FLAGS |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
_open = os.open  # by name, so a test run as root can make it fail as it would for a user


class NotRegularFile(OSError):
    """The path names a device, a FIFO, a socket or the like: ``kind`` says which."""

    def __init__(self, path: str, kind: str) -> None:
        super().__init__(errno.EINVAL, f"it is {kind}, not a regular file", path)
        self.kind = kind


class FileTooLarge(OSError):
    """The file holds more than the limit: ``size`` bytes (at least), ``limit`` allowed."""

    def __init__(self, path: str, size: int, limit: int) -> None:
        super().__init__(errno.EFBIG, f"it is too large ({size_over(size, limit)})", path)
        self.size, self.limit = size, limit


def kind_of(mode: int) -> str:
    """What a non-regular file is, for a sentence: "a folder", "a FIFO (named pipe)", ..."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def read_regular(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file at ``path`` (links followed), at most ``max_bytes``.

    Raises IsADirectoryError for a folder, NotRegularFile for anything else that is not a
    regular file, FileTooLarge past the limit, or the OSError of the failed stat, open or read
    (BlockingIOError for a "file" that has nothing to read yet, like ``/proc/kmsg``).
    """
    name = os.fspath(path)
    before = os.stat(name)  # follows links: the checks apply to what would be read
    _check(name, before.st_mode)
    if before.st_size > max_bytes:
        raise FileTooLarge(name, before.st_size, max_bytes)
    data = _read_checked(name, before, max_bytes + 1)  # the file may be endless, or have grown
    if len(data) > max_bytes:
        raise FileTooLarge(name, len(data), max_bytes)
    return data


def read_head(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The first ``max_bytes`` bytes of the regular file at ``path`` (all of it if shorter),
    checked as :func:`read_regular` checks it: for a file whose first line says what it is."""
    name = os.fspath(path)
    before = os.stat(name)
    _check(name, before.st_mode)
    return _read_checked(name, before, max_bytes)


def _read_checked(name: str, before: os.stat_result, most: int) -> bytes:
    """At most ``most`` bytes of ``name``, once the open file is the regular file ``before``
    described (it may have been swapped in between)."""
    fd = _open(name, _FLAGS)
    try:
        after = os.fstat(fd)
        _check(name, after.st_mode)
        if (after.st_dev, after.st_ino) != (before.st_dev, before.st_ino):
            raise NotRegularFile(name, "a file that was replaced while it was being opened")
        chunks: list[bytes] = []
        total = 0
        while total < most:
            chunk = os.read(fd, min(_CHUNK, most - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks)


def _check(name: str, mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "Is a directory", name)
    if not stat.S_ISREG(mode):
        raise NotRegularFile(name, kind_of(mode))
