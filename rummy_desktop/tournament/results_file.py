"""The ``--out`` file: one JSON line per finished game, appended so that a kill never leaves
half a game in it, and read back by ``--resume``.

The first line is a header with the tournament's settings; each further line is one game's
record (:class:`GameRecord`), in the order the games finished, or ``{"games": N}`` where a
resumed run was extended to N games: the file keeps the length it was last asked for, so a
run extended and then stopped resumes to its new end (issue 38). Each line is written by one
``os.write`` of the whole line to a file opened with ``O_APPEND`` (a second write only if the
first was short), so after a kill a line is whole or absent, barring a cut in the middle of
that one write; ``--resume`` checks every line, and a damaged last line is cut off, reported
and its game played again. A damaged line anywhere else was not made by an interrupted run,
and the file is refused rather than mended.

A results file may come from anyone (a club's run mailed round): it is read through the
bounded reader (a regular file of at most :data:`MAX_RESULTS_BYTES`) and the strict JSON
reader, and its header may name built-in levels only, or bots named on the command line.
"""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import Any

from .. import __version__, strict_json
from ..ai import OutsideCode
from ..bounded_read import FileTooLarge, NotRegularFile, kind_of, read_head, read_regular
from ..quoting import size_over
from .errors import ResultsFileError
from .record import GameRecord
from .settings import TournamentSettings

FORMAT = "rummy-desktop simulate results"
# Format 2 numbers games, seats and entrants from 1 (issue 38); format 1 (from 0) is still read,
# and a resumed format 1 file is written on in its own numbering.
FORMAT_VERSION = 2
READ_VERSIONS = {1: 0, 2: 1}  # version: the number of the first game and seat
FSYNC_EVERY_S = 1.0  # a kill keeps what was written; fsync guards against a power cut
# A game's line is 1.5 KB (2 players) to 6 KB (8), and held in memory it takes about four
# times that: 100 MB is some 60,000 games of two, and about 400 MB once read.
MAX_RESULTS_BYTES = 100_000_000
MAX_HEADER_BYTES = 2_000_000  # the header holds the rules, of a rules file of at most 1 MB
# Created readable and writable as the umask allows, never executable.
FILE_MODE = 0o666
_WRITE_FLAGS = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
# Not to wait for a reader at a FIFO, nor to take a terminal: both are refused once open.
_WRITE_FLAGS |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)


def header(settings: TournamentSettings, games: int) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "rummy_desktop": __version__,
        "games": games,
        "settings": settings.to_json(),
    }


def read_header(
    path: str | os.PathLike[str], named: Collection[str] = ()
) -> tuple[TournamentSettings, int]:
    """The settings and the number of games a results file was started with; ``named``: the
    bots of your own the user named, which the header may then name too."""
    path = Path(path)
    _must_exist(path)
    lines = _read(path, MAX_HEADER_BYTES + 1, head=True).split(b"\n", 1)
    settings, games, _first = _parse_header(path, lines[0] if len(lines) > 1 else b"", named)
    return settings, games


class ResultsFile:
    """A results file open for appending, locked against a second run writing to it."""

    def __init__(self, path: Path, fd: int, first: int = 1) -> None:
        self.path = path
        self._fd = fd
        self._synced = time.monotonic()
        self.first = first  # the file's numbering: 1, or 0 in a format 1 file

    @classmethod
    def create(cls, path: str | os.PathLike[str], settings: TournamentSettings, games: int):
        """Start a new results file; an existing file that is not empty is refused, never
        overwritten."""
        path = Path(path)
        fd = _open(path)
        try:
            if os.fstat(fd).st_size:
                raise ResultsFileError(
                    f"{path} already holds results: continue that run with --resume {path}, "
                    "or choose another file"
                )
            new = cls(path, fd)
            new._append(_line(header(settings, games)))
            new.sync()
            _sync_folder(path)
        except BaseException:
            os.close(fd)
            raise
        return new

    @classmethod
    def resume(
        cls, path: str | os.PathLike[str], settings: TournamentSettings, games: int | None
    ) -> tuple[ResultsFile, list[GameRecord], list[str], int]:
        """Open a results file to go on with its run: the games it holds, checked line by
        line, notes for the user (a damaged last line cut off), and the number of games to
        reach: ``games``, or when None the length the file was last asked for. A larger
        ``games`` than the file's is written down at once. ResultsFileError when the file
        belongs to another tournament or is damaged before its last line."""
        path = Path(path)
        _must_exist(path)
        fd = _open(path)
        try:
            data = _read(path, MAX_RESULTS_BYTES)
            theirs, records, good_size, notes, target, first = _load(path, data, settings.levels)
            games = target if games is None else games
            _check_settings(path, settings, theirs, games, records)
            if good_size != os.fstat(fd).st_size:
                os.ftruncate(fd, good_size)  # the damaged tail, reported in notes
                os.fsync(fd)
            opened = cls(path, fd, first)
            if games > target:  # one whole line, appended as the games are
                opened._append(_line({"games": games}))
                opened.sync()
        except BaseException:
            os.close(fd)
            raise
        return opened, records, notes, games

    def write(self, record: GameRecord) -> None:
        self._append(_line(record.to_json(self.first)))
        if time.monotonic() - self._synced >= FSYNC_EVERY_S:
            self.sync()

    def sync(self) -> None:
        try:
            os.fsync(self._fd)
        except OSError as exc:
            raise ResultsFileError(f"cannot write {self.path}: {exc.strerror or exc}") from None
        self._synced = time.monotonic()

    def close(self) -> None:
        if self._fd < 0:
            return
        try:
            self.sync()
        finally:
            os.close(self._fd)  # closing also releases the lock
            self._fd = -1

    def _append(self, data: bytes) -> None:
        try:
            written = os.write(self._fd, data)
            while written < len(data):  # only on a short write: a full disk or a signal
                written += os.write(self._fd, data[written:])
        except OSError as exc:
            raise ResultsFileError(f"cannot write {self.path}: {exc.strerror or exc}") from None


def _line(data: dict[str, Any]) -> bytes:
    return (strict_json.dumps(data, compact=True) + "\n").encode("ascii")


def _open(path: Path) -> int:
    """The results file open for appending (created if need be), and locked. Anything but a
    regular file (a device, a FIFO, a link to one) is refused: results written there are lost
    or, for a FIFO, the run would wait for a reader for ever."""
    try:
        _must_be_regular(path, os.stat(path).st_mode)
    except FileNotFoundError:
        pass  # created below
    except OSError as exc:
        raise ResultsFileError(f"cannot open {path}: {exc.strerror or exc}") from None
    try:
        fd = os.open(path, _WRITE_FLAGS, FILE_MODE)
    except OSError as exc:
        raise ResultsFileError(f"cannot open {path}: {exc.strerror or exc}") from None
    try:
        _must_be_regular(path, os.fstat(fd).st_mode)  # it may have been swapped since stat
        _lock(fd, path)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _must_be_regular(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise ResultsFileError(
            f"{path} is {kind_of(mode)}, not a regular file: give a file for the results"
        )


def _lock(fd: int, path: Path) -> None:
    """Refuse a file another run is writing: two runs appending would mix their games."""
    try:
        import fcntl
    except ImportError:  # Windows: no advisory locks here; one run per file is the rule
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        raise ResultsFileError(f"{path} is being written by another run") from None


def _sync_folder(path: Path) -> None:
    """Make the new file's name survive a power cut too (POSIX; a no-op elsewhere)."""
    try:
        fd = os.open(path.resolve().parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _must_exist(path: Path) -> None:
    if not path.exists():
        raise ResultsFileError(f"{path} does not exist: start a run with --out {path}")


def _read(path: Path, limit: int, head: bool = False) -> bytes:
    """The file's bytes (with ``head``, its first ``limit`` only), through the bounded reader."""
    try:
        return read_head(path, limit) if head else read_regular(path, limit)
    except IsADirectoryError:
        raise ResultsFileError(f"{path} is a folder, not a results file") from None
    except NotRegularFile as exc:
        raise ResultsFileError(f"{path} is {exc.kind}, not a regular file") from None
    except FileTooLarge as exc:
        raise ResultsFileError(
            f"{path} is too large for a results file ({size_over(exc.size, exc.limit)}): "
            "start the next run in a new file"
        ) from None
    except BlockingIOError:
        raise ResultsFileError(
            f"{path} is not an ordinary file (reading it would wait for ever)"
        ) from None
    except OSError as exc:
        raise ResultsFileError(f"cannot read {path}: {exc.strerror or exc}") from None


def _parse_header(
    path: Path, line: bytes, named: Collection[str]
) -> tuple[TournamentSettings, int, int]:
    """The settings, the number of games and the numbering (first game and seat) of a file."""
    try:
        data = strict_json.loads(line.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("no header")
        version = data.get("format_version")
        if type(version) is not int or version not in READ_VERSIONS:
            raise ResultsFileError(
                f"{path} is in results format {data.get('format_version')!r}; this version "
                f"of rummy-desktop reads formats {' and '.join(map(str, READ_VERSIONS))}"
            )
        games = data["games"]
        if isinstance(games, bool) or not isinstance(games, int) or games < 1:
            raise ValueError("bad games")
        settings = data["settings"]
    except ResultsFileError:
        raise
    except (ValueError, KeyError, TypeError, UnicodeDecodeError):
        raise ResultsFileError(
            f"{path} does not start with the header of a simulate results file"
        ) from None
    try:
        return TournamentSettings.from_json(settings, named), games, READ_VERSIONS[version]
    except OutsideCode as exc:
        raise ResultsFileError(f"{path} {exc}") from None
    except (ValueError, TypeError) as exc:
        raise ResultsFileError(f"the header of {path} is damaged: {exc}") from None


def _lines(data: bytes) -> Iterator[bytes]:
    """Each line of ``data`` without its newline, the last (cut off, or b"") included: one at
    a time, so a large file is not copied whole once more."""
    start = 0
    while True:
        end = data.find(b"\n", start)
        if end < 0:
            yield data[start:]
            return
        yield data[start:end]
        start = end + 1


def _load(
    path: Path, data: bytes, named: Collection[str]
) -> tuple[TournamentSettings, list[GameRecord], int, list[str], int, int]:
    """A results file's settings, its records, the size of its sound part, notes, the
    number of games it was last asked for, and its numbering (the first game's number)."""
    whole = data.count(b"\n")  # lines that end with a newline
    if not whole:
        raise ResultsFileError(f"{path} does not start with the header of a simulate results file")
    # After the last newline: b"" if the file ends with a whole line, else a cut-off line.
    tail = not data.endswith(b"\n")
    lines = _lines(data)
    head = next(lines)
    settings, target, first = _parse_header(path, head, named)
    records: list[GameRecord] = []
    seen: dict[int, int] = {}
    offset = len(head) + 1
    good_size = offset
    notes: list[str] = []
    for number, raw in enumerate(lines, start=2):
        if number > whole:
            break  # the cut-off tail, reported below
        try:
            data = strict_json.loads(raw.decode("utf-8"))
            extended = _extension(data, target)
            if extended is None:
                record = GameRecord.from_json(data, settings, first)
        except (ValueError, UnicodeDecodeError) as exc:
            if number == whole and not tail:
                notes.append(_damaged(path, number, exc))
                return settings, records, good_size, notes, target, first
            raise ResultsFileError(
                f"line {number} of {path} is damaged ({_reason(exc)}); only the last line can "
                "be cut off by a stopped run, so the file is left as it is"
            ) from None
        if extended is not None:
            target = extended
            offset += len(raw) + 1
            good_size = offset
            continue
        if record.index in seen:
            raise ResultsFileError(
                f"line {number} of {path} repeats game {record.index + 1} "
                f"(first on line {seen[record.index]}); the file is left as it is"
            )
        seen[record.index] = number
        records.append(record)
        offset += len(raw) + 1
        good_size = offset
    if tail:
        notes.append(_damaged(path, whole + 1, ValueError("cut off before its end")))
    return settings, records, good_size, notes, target, first


def _extension(data: Any, target: int) -> int | None:
    """The new length of a line that extends the run (``{"games": N}``), or None for any
    other line; ValueError for an extension that is no number of games, or shrinks the run."""
    if not isinstance(data, dict) or set(data) != {"games"}:
        return None
    games = data["games"]
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError("its number of games is not a whole number of 1 or more")
    if games < target:
        raise ValueError(f"it asks for {games} games, fewer than the {target} before it")
    return games


def _damaged(path: Path, number: int, exc: Exception) -> str:
    return (
        f"the last line of {path} (line {number}) is damaged ({_reason(exc)}): it is removed "
        "and its game played again"
    )


def _reason(exc: Exception) -> str:
    if isinstance(exc, strict_json.JSONRefused):
        return str(exc).removeprefix("it ")
    if isinstance(exc, UnicodeDecodeError):
        return "not UTF-8 text"
    return str(exc)


def _check_settings(
    path: Path,
    settings: TournamentSettings,
    theirs: TournamentSettings,
    games: int,
    records: list[GameRecord],
) -> None:
    mine_json, theirs_json = settings.to_json(), theirs.to_json()
    for key, value in mine_json.items():
        if _canon(value) != _canon(theirs_json[key]):
            raise ResultsFileError(
                f"{path} holds another tournament: its {key} is {_show(theirs_json[key])}, "
                f"not {_show(value)}"
            )
    last = max((r.index for r in records), default=-1)
    if last >= games:
        raise ResultsFileError(
            f"{path} already holds game {last + 1}: ask for at least {last + 1} games"
        )


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _show(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return json.dumps(value)
