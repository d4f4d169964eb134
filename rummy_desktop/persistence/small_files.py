"""Reading and writing the small versioned JSON files: settings and statistics.

Both fall back to a fresh default when their file is damaged, keeping the old file aside.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from .atomic import read_limited, set_aside, write_atomic
from .errors import SaveFileError, file_label
from .safe_json import parse_json
from .save_format import first_error

M = TypeVar("M", bound=BaseModel)


def load_or_default(
    path: Path, default: Callable[[], M], read: Callable[[Path], M], reset: str
) -> tuple[M, str | None]:
    """The file's model and None, or ``default()`` and ``reset`` + why (old file set aside)."""
    try:
        if not path.exists():
            return default(), None
    except OSError:
        return default(), None
    try:
        return read(path), None
    except SaveFileError as exc:
        kept = set_aside(path) if path.is_file() else None
        where = f" The old file was kept as '{file_label(kept)}'." if kept else ""
        return default(), f"{reset}: {exc}{where}"


def read_versioned(
    path: Path,
    adapter: TypeAdapter[Any],
    current: int,
    max_bytes: int,
    what: str,
    prepare: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
) -> Any:
    """Parse and validate a versioned file; SaveFileError with one sentence if it is bad.

    ``what`` names the file for the player, e.g. "settings file" or "statistics file";
    ``prepare`` may trim the parsed document before it is validated (a bound on its work).
    """
    data = parse_json(read_limited(path, max_bytes, what), file_label(path), what)
    prefix = f"Cannot open '{file_label(path)}'"
    if not isinstance(data, dict):
        raise SaveFileError(f"{prefix}: it is not a Rummy Desktop {what}.")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > current:
        raise SaveFileError(f"{prefix}: it was written by a newer Rummy Desktop.")
    if prepare is not None:
        data = prepare(data)
    try:
        return adapter.validate_python(data, strict=True)  # "5" is not a count, nor "true" a flag
    except ValidationError as exc:
        noun = what.removesuffix(" file")
        raise SaveFileError(f"{prefix}: the {noun} are damaged ({first_error(exc)}).") from None


def write_model(path: Path, model: BaseModel, indent: int) -> None:
    """Write the model as JSON atomically; raises SaveFileError with one sentence."""
    text = json.dumps(model.model_dump(mode="json"), ensure_ascii=False, indent=indent)
    write_atomic(path, text.encode("utf-8") + b"\n", make_folder=True)
