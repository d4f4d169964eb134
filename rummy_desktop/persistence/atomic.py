"""Atomic file writes and careful reads: a crash never leaves a half-written file.

A write goes to a temporary file in the same folder, is flushed and fsynced, then moved over
the old file with ``os.replace`` (atomic on POSIX and Windows), and the folder is fsynced so
the rename itself survives a power cut. A reader therefore sees the old file or the new one.

A path that is a link (settings kept in a dotfiles folder) is written through: the link's
target is replaced, beside itself, and the link stays. A path that names a FIFO, a device or
the like is refused and left alone: replacing it would destroy what the user put there.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import stat
import sys
import time
from datetime import datetime
from pathlib import Path

from ..bounded_read import FileTooLarge, NotRegularFile, kind_of, read_regular
from ..quoting import size_over
from .errors import SaveFileError, file_label

TEMP_SUFFIX = ".tmp"
STALE_AFTER_S = 600  # a temporary file without a live writer's id is stale after this long
# Windows refuses os.replace while another process (antivirus, indexer) has the file open.
_REPLACE_RETRIES = 10
_REPLACE_PAUSE_S = 0.05


def describe_os_error(exc: OSError, folder: Path | None = None) -> str:
    """The cause of an operating-system error, as a phrase for a sentence.

    With ``folder`` the error happened while writing there; without, while reading.
    """
    code = exc.errno
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", -1):
        return "the disk is full"
    if code == errno.EROFS:
        return "the disk is read-only"
    if isinstance(exc, PermissionError) or code in (errno.EACCES, errno.EPERM):
        if folder is not None:
            return f"you do not have permission to write in '{folder}'"
        return "you do not have permission to read it"
    if isinstance(exc, NotADirectoryError) or code == errno.ENOTDIR:
        return "a part of its folder path is a file, not a folder"
    if isinstance(exc, IsADirectoryError) or code == errno.EISDIR:
        return "it is a folder, not a file"
    if isinstance(exc, FileNotFoundError):
        return "it does not exist"
    return (exc.strerror or type(exc).__name__).rstrip(".").lower()


def write_atomic(path: Path, data: bytes, *, make_folder: bool = False) -> None:
    """Replace ``path`` with ``data`` atomically; raise SaveFileError (one sentence) on failure.

    On failure the old file is untouched and no temporary file is left behind.
    """
    label = file_label(Path(path))
    path = target_of(Path(path))
    folder = path.parent
    try:
        if make_folder:
            folder.mkdir(parents=True, exist_ok=True)
        kind = _special_kind(path)
        if kind == "a folder":
            raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
        if kind is not None:
            raise SaveFileError(
                f"Cannot save '{label}': it is {kind}, not a regular file, so it was left alone."
            )
        tmp = _write_temp(path, data)
    except OSError as exc:
        raise SaveFileError(
            f"Cannot save '{label}': {describe_os_error(exc, folder)}.", exc.errno
        ) from None
    try:
        _replace(tmp, path)
    except OSError as exc:
        _remove_quietly(tmp)
        raise SaveFileError(
            f"Cannot save '{label}': {describe_os_error(exc, folder)}.", exc.errno
        ) from None
    except BaseException:
        _remove_quietly(tmp)
        raise
    _fsync_folder(folder)
    remove_stale_temps(path)  # left by writers killed mid-write, now that this one worked


def target_of(path: Path) -> Path:
    """The file a write replaces: the path itself, or the end of its chain of links."""
    if not path.is_symlink():
        return path
    return Path(os.path.realpath(path))


def _special_kind(path: Path) -> str | None:
    """None for a missing or regular file, else what it is ("a FIFO (named pipe)", ...)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None
    return None if stat.S_ISREG(mode) else kind_of(mode)


def _write_temp(path: Path, data: bytes) -> Path:
    # A name starting with "." keeps it out of the Open dialog; mkstemp makes it unique.
    fd, name = _mkstemp(path)
    tmp = Path(name)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _remove_quietly(tmp)
        raise
    os.close(fd)
    _copy_mode(path, tmp)
    return tmp


def _mkstemp(path: Path) -> tuple[int, str]:
    import tempfile  # only here: most imports of this module never write

    # The writer's process id in the name tells a killed writer's file from a live one's.
    prefix = f".{path.name}.{os.getpid()}-"
    return tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=path.parent)


def _copy_mode(path: Path, tmp: Path) -> None:
    # mkstemp makes the file private (0600); an existing file keeps the mode its owner chose.
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
        os.chmod(tmp, mode)
    except OSError:
        pass


def _replace(tmp: Path, path: Path) -> None:
    for attempt in range(_REPLACE_RETRIES):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == _REPLACE_RETRIES - 1:
                raise
            time.sleep(_REPLACE_PAUSE_S)


def _fsync_folder(folder: Path) -> None:
    # POSIX only: Windows cannot open a folder, and NTFS journals the rename itself.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is already synced
    finally:
        os.close(fd)


def _remove_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def remove_stale_temps(path: Path) -> int:
    """Delete temporary files that killed writers of ``path`` left behind; return how many.

    Only names this module makes (``.NAME.<pid>-<random>.tmp``) are touched, never ``path``
    itself, and only a dead writer's: on POSIX, one whose process is gone; elsewhere, and
    for names without a process id, one untouched for STALE_AFTER_S seconds. A writer still
    at work (another window saving the same file) keeps its file.
    """
    path = Path(path)
    removed = 0
    try:
        candidates = list(path.parent.glob(f".{glob.escape(path.name)}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for tmp in candidates:
        if _is_stale(tmp, path.name):
            try:
                tmp.unlink()
                removed += 1
            except OSError:
                pass
    return removed


def _is_stale(tmp: Path, name: str) -> bool:
    middle = tmp.name[len(name) + 2 : -len(TEMP_SUFFIX)]  # "<pid>-<random>" or "<random>"
    pid_text, dash, _rest = middle.partition("-")
    if dash and pid_text.isdigit() and os.name == "posix":
        pid = int(pid_text)
        if pid == os.getpid():
            return False  # this process writes it (another thread), or will clean it up
        try:
            os.kill(pid, 0)  # signal 0 only asks whether the process exists
        except ProcessLookupError:
            return True
        except OSError:
            return False  # it exists (another user's): leave its file
        return False
    try:
        return time.time() - tmp.stat().st_mtime > STALE_AFTER_S
    except OSError:
        return False


def read_limited(path: Path, max_bytes: int, what: str = "file") -> bytes:
    """Read a regular file of at most ``max_bytes``; raise SaveFileError with one sentence.

    Links are followed; a folder, a device, a FIFO or anything else that is not a regular
    file is refused before it is opened, and the size is checked before reading, so a 100 MB
    or endless file is refused at once (see :mod:`rummy_desktop.bounded_read`).
    """
    path = Path(path)
    name = file_label(path)
    try:
        return read_regular(path, max_bytes)
    except IsADirectoryError:
        raise SaveFileError(f"Cannot open '{name}': it is a folder, not a {what}.") from None
    except NotRegularFile as exc:
        raise SaveFileError(
            f"Cannot open '{name}': it is {exc.kind}, not a regular file."
        ) from None
    except FileTooLarge as exc:
        raise SaveFileError(_too_big(name, exc.size, max_bytes, what)) from None
    except BlockingIOError:  # e.g. /proc/kmsg: "regular", but its read waits for ever
        raise SaveFileError(
            f"Cannot open '{name}': it is not an ordinary file (reading it would wait for ever)."
        ) from None
    except OSError as exc:
        raise SaveFileError(f"Cannot open '{name}': {describe_os_error(exc)}.", exc.errno) from None


def _too_big(name: str, size: int, limit: int, what: str) -> str:
    return f"Cannot open '{name}': it is too large for a {what} ({size_over(size, limit)})."


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``NAME.broken-YYYYmmdd-HHMMSS``; None if that failed.

    Its bytes are kept as they were for the player (or a bug report) to look at, and the
    app stops tripping over it at every start.
    """
    path = target_of(Path(path))  # behind a link, the damaged file is the target
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
