"""A network table's game on disk while it is hosted, and found again after its host stopped.

``TableSaver`` is a host ``Table``'s ``on_change`` (net/host.py): after every move it writes
the game with the atomic save (a killed host leaves the last whole file) and, from the first
move on, the seats' tokens beside it (host_tokens.py: private, never inside the ``.rummy``).
The headless host (``host --save FILE``) and a hosting window both use it; the window's file
is ``network-table.rummy`` in the app's state folder (``paths.network_table_path``), beside
the local game's ``autosave.rummy`` and never the same file.

``load_hosted_table`` reads a save and its tokens back (``host --resume``);
``find_hosted_table`` is the window's start: the table it hosted when it stopped, read,
replayed and checked whole before the player is asked about it.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .atomic import read_limited, remove_stale_temps, set_aside, write_atomic
from .autosave import describe
from .errors import SaveFileError, file_label
from .host_tokens import (
    TableTokens,
    read_table_tokens,
    remove_host_tokens,
    tokens_path,
    write_host_tokens,
)
from .paths import network_table_path
from .safe_json import parse_json
from .save_format import read_document
from .savefile import MAX_SAVE_BYTES, LoadedGame, encode_game, load_game

MAX_CODE = 64  # the protocol's own bound on a table's code (net.wire.MAX_CODE)


class TableSaver:
    """Call it with the ``Table`` after each of its changes (on the host's event loop):
    the game is written when a move was made, the tokens once. A failed write never stops
    the table: ``on_problem`` gets the sentence once, until a write works again.

    ``port`` and ``own_seat`` go into the tokens file for a hosting window (to open the table
    again where it was, and sit its own person down); ``forget_at_end``: the game's end
    removes both files (a window's table), rather than keeping the finished save (the
    headless host's ``--save FILE``, the user's own file). ``forget()`` removes them now and
    saves nothing after (the host closed the table on purpose)."""

    def __init__(
        self,
        path: Path,
        code: str,
        game_id: str,
        *,
        port: int | None = None,
        own_seat: int | None = None,
        forget_at_end: bool = False,
        on_problem: Callable[[str], None] | None = None,
    ) -> None:
        self.path, self.code, self.game_id = Path(path), code, game_id
        self.port, self.own_seat = port, own_seat
        self.forget_at_end = forget_at_end
        self.on_problem = on_problem
        self.saved = -1  # the number of moves in the file
        self.tokens_kept = False
        self.problem: str | None = None
        self.gone = False
        # The table saves on the network's thread; forget() may come from the window's.
        self.lock = threading.Lock()
        for old in (self.path, tokens_path(self.path)):
            remove_stale_temps(old)  # left by a host killed mid-write

    def __call__(self, table: Any) -> None:
        """``table``: a ``net.host.Table`` (files import no network: read by its fields)."""
        with self.lock:
            if self.gone:
                return
            if self.forget_at_end and table.done.is_set():
                self._remove()
                return
            match = table.match
            if match is None or (table.seq == self.saved and self.tokens_kept):
                return
            try:
                self._write(table, match)
            except SaveFileError as exc:
                if self.problem is None and self.on_problem is not None:
                    self.on_problem(str(exc))
                self.problem = str(exc)
                return
            self.problem = None

    def _write(self, table: Any, match: Any) -> None:
        if not self.tokens_kept:  # first: a save never waits on disk without its tokens
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise SaveFileError(f"Cannot make the folder for the table's save: {exc}") from None
            write_host_tokens(
                tokens_path(self.path),
                self.code,
                self.game_id,
                table.tokens(),
                port=self.port,
                own_seat=self.own_seat,
            )
            self.tokens_kept = True
        if table.seq != self.saved:
            data = encode_game(
                match.game,
                list(match.setup.seats),
                game_id=self.game_id,
                notes=match.notes,
                assisted=match.history.assisted,
            )
            write_atomic(self.path, data, make_folder=True)
            self.saved = table.seq

    def forget(self) -> None:
        """The table was closed on purpose: its files go, and nothing is saved after."""
        with self.lock:
            self._remove()

    def _remove(self) -> None:
        self.gone = True
        forget_hosted_table(self.path)


def forget_hosted_table(path: Path) -> None:
    """Remove a table's save and then its tokens (a tokens file left alone by a stop in
    between is removed at the next start); a file that cannot be removed stays."""
    with contextlib.suppress(OSError):
        Path(path).unlink(missing_ok=True)
    remove_host_tokens(tokens_path(path))


@dataclass(frozen=True)
class HostedTable:
    """A table's game saved mid-way, replayed, with its seats' tokens."""

    loaded: LoadedGame
    tokens: TableTokens


def load_hosted_table(path: Path | str) -> HostedTable:
    """The game saved at ``path`` and the tokens beside it; SaveFileError with one sentence
    when either is missing, damaged, or they are not of the same game."""
    path = Path(path)
    loaded = load_game(path)
    tokens = read_table_tokens(tokens_path(path))
    people = {i for i, s in enumerate(loaded.seats) if s.level is None}
    if set(tokens.seats) != people or tokens.game_id != loaded.game_id:
        raise SaveFileError(f"The tokens beside '{file_label(path)}' are not this game's.")
    return HostedTable(loaded, tokens)


@dataclass(frozen=True)
class HostedOffer:
    """At start: the table a window was hosting when it stopped (``table`` and a
    ``description`` to ask about), or the ``problem`` that keeps it from being hosted again
    (the save then set aside as ``NAME.broken-<time>``, its tokens removed)."""

    path: Path
    table: HostedTable | None = None
    description: str = ""
    problem: str | None = None

    def discard(self) -> None:
        """The player does not host it again: it is not offered again."""
        forget_hosted_table(self.path)


def find_hosted_table(path: Path | None = None) -> HostedOffer | None:
    """The unfinished table in the window's network save, if any (None when there is none,
    or it is over; a tokens file without its save is removed)."""
    path = Path(path) if path is not None else network_table_path()
    try:
        if not path.exists():
            remove_host_tokens(tokens_path(path))  # the save went first: a stop in between
            return None
    except OSError:
        return None
    label = file_label(path)
    try:
        doc = read_document(
            parse_json(read_limited(path, MAX_SAVE_BYTES, "saved game"), label), label
        )
        table = load_hosted_table(path)
        own, port, code = table.tokens.own_seat, table.tokens.port, table.tokens.code
        if own is None or port is None or not 0 < len(code) <= MAX_CODE or not code.isprintable():
            raise SaveFileError(
                f"'{file_label(tokens_path(path))}' is not a hosting window's tokens file."
            )
    except SaveFileError as exc:
        kept = set_aside(path)
        remove_host_tokens(tokens_path(path))  # a token to a table that is gone opens nothing
        note = f" It was kept as '{file_label(kept)}'." if kept else ""
        return HostedOffer(path, problem=f"The network table cannot be hosted again. {exc}{note}")
    if table.loaded.game.is_over:
        forget_hosted_table(path)
        return None
    snap = doc.snapshot
    about = describe(
        doc.rules.get("variant"), snap.get("round"), doc.seats, doc.saved_at, doc.rules
    )
    return HostedOffer(path, table, about)
