"""The network host's seat tokens, kept apart from its saved game, so that a resumed table
lets each remote seat back in, and nobody else.

A token lets whoever holds it play that seat: it is a secret of the seat. The ``.rummy``
save is a normal game file (a host may send it to the players afterwards), so the tokens
never go into it; they go to ``FILE.tokens`` beside it, private to the host's user (0600 on
POSIX), and the host deletes that file when the game is over. The file:
``{"format": "rummy-desktop host tokens", "version": 1, "code": "friday", "game_id": "...",
"seats": [{"seat": 0, "name": "Ann", "token": "..."}]}``.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from .atomic import read_limited, write_atomic
from .errors import SaveFileError, file_label
from .safe_json import parse_json

FORMAT = "rummy-desktop host tokens"
SUFFIX = ".tokens"
MAX_BYTES = 20_000  # eight seats take under 1 KB


def tokens_path(save: Path | str) -> Path:
    """Where the tokens of the game saved at ``save`` are kept."""
    save = Path(save)
    return save.with_name(save.name + SUFFIX)


def write_host_tokens(
    path: Path, code: str, game_id: str, seats: dict[int, tuple[str, str]]
) -> None:
    """Atomically, private to the user; SaveFileError with one sentence on failure."""
    doc = {
        "format": FORMAT,
        "version": 1,
        "code": code,
        "game_id": game_id,
        "seats": [{"seat": i, "name": n, "token": t} for i, (n, t) in sorted(seats.items())],
    }
    data = json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8") + b"\n"
    with contextlib.suppress(FileNotFoundError):  # an older file of another mode: not kept
        os.chmod(path, 0o600)
    write_atomic(Path(path), data)  # a new file is made 0600 (mkstemp)


def read_host_tokens(path: Path) -> tuple[str, str, dict[int, tuple[str, str]]]:
    """The table's code, the game's id and ``{seat: (name, token)}``; SaveFileError if
    the file is missing or is not such a file."""
    name = file_label(path)
    data: Any = parse_json(read_limited(path, MAX_BYTES, "tokens file"), name, "tokens file")
    bad = SaveFileError(f"'{name}' is not a host's tokens file")
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
        raise bad
    code, game_id, rows = data.get("code"), data.get("game_id"), data.get("seats")
    if not isinstance(code, str) or not isinstance(game_id, str) or not isinstance(rows, list):
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
    return code, game_id, seats


def remove_host_tokens(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()
