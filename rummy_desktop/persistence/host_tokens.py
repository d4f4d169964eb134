"""The network host's seat tokens, kept apart from its saved game, so that a resumed table
lets each remote seat back in, and nobody else.

A token lets whoever holds it play that seat: it is a secret of the seat. The ``.rummy``
save is a normal game file (a host may send it to the players afterwards), so the tokens
never go into it; they go to ``FILE.tokens`` beside it, private to the host's user (0600 on
POSIX), and the host deletes that file when the game is over. The file:
``{"format": "rummy-desktop host tokens", "version": 1, "code": "friday", "game_id": "...",
"seats": [{"seat": 0, "name": "Ann", "token": "..."}]}``; a hosting window adds ``"port"``
(the table's, to open it on again) and ``"own_seat"`` (the seat of the window's own person).
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .atomic import read_limited, write_atomic
from .errors import SaveFileError, file_label
from .safe_json import parse_json

FORMAT = "rummy-desktop host tokens"
SUFFIX = ".tokens"
MAX_BYTES = 20_000  # eight seats take under 1 KB


@dataclass(frozen=True)
class TableTokens:
    """What the tokens file holds: the table's code, the game's id, ``{seat: (name, token)}``,
    and for a hosting window the port and its own person's seat (None in the headless
    host's file)."""

    code: str
    game_id: str
    seats: dict[int, tuple[str, str]]
    port: int | None = None
    own_seat: int | None = None


def tokens_path(save: Path | str) -> Path:
    """Where the tokens of the game saved at ``save`` are kept."""
    save = Path(save)
    return save.with_name(save.name + SUFFIX)


def write_host_tokens(
    path: Path,
    code: str,
    game_id: str,
    seats: dict[int, tuple[str, str]],
    *,
    port: int | None = None,
    own_seat: int | None = None,
) -> None:
    """Atomically, private to the user; SaveFileError with one sentence on failure."""
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": 1,
        "code": code,
        "game_id": game_id,
        "seats": [{"seat": i, "name": n, "token": t} for i, (n, t) in sorted(seats.items())],
    }
    if port is not None:
        doc["port"] = port
    if own_seat is not None:
        doc["own_seat"] = own_seat
    data = json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8") + b"\n"
    with contextlib.suppress(FileNotFoundError):  # an older file of another mode: not kept
        os.chmod(path, 0o600)
    write_atomic(Path(path), data)  # a new file is made 0600 (mkstemp)


def read_host_tokens(path: Path) -> tuple[str, str, dict[int, tuple[str, str]]]:
    """The table's code, the game's id and ``{seat: (name, token)}``; SaveFileError if
    the file is missing or is not such a file."""
    kept = read_table_tokens(path)
    return kept.code, kept.game_id, kept.seats


def read_table_tokens(path: Path) -> TableTokens:
    """The whole tokens file, checked (SaveFileError with one sentence otherwise)."""
    name = file_label(path)
    data: Any = parse_json(read_limited(path, MAX_BYTES, "tokens file"), name, "tokens file")
    bad = SaveFileError(f"'{name}' is not a host's tokens file")
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
        raise bad
    code, game_id, rows = data.get("code"), data.get("game_id"), data.get("seats")
    if not isinstance(code, str) or not isinstance(game_id, str) or not isinstance(rows, list):
        raise bad
    port, own = data.get("port"), data.get("own_seat")
    if port is not None and not (_whole(port) and 0 < port < 65536):
        raise bad
    seats: dict[int, tuple[str, str]] = {}
    for row in rows:
        if not isinstance(row, dict):
            raise bad
        seat, who, token = row.get("seat"), row.get("name"), row.get("token")
        if not (isinstance(seat, int) and 0 <= seat < 8 and isinstance(who, str)):
            raise bad
        if not isinstance(token, str) or not 16 <= len(token) <= 100:
            raise bad
        seats[seat] = (who, token)
    if own is not None and not (_whole(own) and own in seats):
        raise bad
    return TableTokens(code, game_id, seats, port, own)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def remove_host_tokens(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()
