"""Reading JSON nobody vouches for: any bytes in, plain data or one SaveFileError sentence out.

Bytes that are not text are refused here; the JSON itself goes through
:mod:`rummy_desktop.strict_json` (huge numbers, ``NaN``, deep nesting, a key given twice).
"""

from __future__ import annotations

from typing import Any

from ..strict_json import JSONRefused, loads
from .errors import SaveFileError


def parse_json(data: bytes, name: str, what: str = "saved game") -> Any:
    """Decode UTF-8 JSON, refusing anything odd with ``Cannot open 'NAME': ...``."""
    prefix = f"Cannot open '{name}'"
    if not data.strip():
        raise SaveFileError(f"{prefix}: the file is empty.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveFileError(
            f"{prefix}: it is not a Rummy Desktop {what} (it does not hold text)."
        ) from None
    if "\x00" in text:
        raise SaveFileError(f"{prefix}: it is not a Rummy Desktop {what} (it holds binary data).")
    try:
        return loads(text)
    except JSONRefused as exc:
        raise SaveFileError(f"{prefix}: {_sentence(exc, what)}") from None


def _sentence(exc: JSONRefused, what: str) -> str:
    phrase = str(exc)
    if exc.kind == "too_deep":
        return f"the file is nested too deeply to be a {what}."
    if exc.kind == "cut_short":
        return f"the file is cut short ({phrase}); it may be incomplete."
    if exc.kind == "syntax":
        return f"it is not a Rummy Desktop {what} (not valid JSON at {exc.where})."
    return f"the file {phrase.removeprefix('it ')}, so it is damaged."
