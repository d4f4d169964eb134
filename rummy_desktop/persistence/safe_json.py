"""Reading JSON nobody vouches for: any bytes in, plain data or one SaveFileError sentence out.

Guards against what a damaged or hostile file can do to ``json.loads``: bytes that are not
text, numbers with thousands of digits (slow to convert, and past Python's int-string limit),
``NaN``/``Infinity``, and nesting deep enough to exhaust the stack.
"""

from __future__ import annotations

import json
import math
from typing import Any

from .errors import SaveFileError

MAX_NUMBER_CHARS = 24  # 2**64 has 20 digits; nothing in our files needs more
MAX_DEPTH = 32  # our deepest structure (an action inside a swap's lay-down) is under 10


class _Refused(ValueError):
    """Raised from inside the JSON parser's hooks; turned into a sentence below."""


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Refused(f"a number with {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _Refused(f"a number {len(text)} characters long")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {text[:12]}, too large to use")
    return value


def _parse_constant(text: str) -> float:
    raise _Refused(f"'{text}', which is not a number JSON allows")


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
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except _Refused as exc:
        raise SaveFileError(f"{prefix}: the file holds {exc}, so it is damaged.") from None
    except RecursionError:
        raise SaveFileError(f"{prefix}: the file is nested too deeply to be a {what}.") from None
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        # An unclosed string or a break at the very end: the writing stopped part-way.
        at_end = exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string")
        if at_end and text.lstrip().startswith(("{", "[")):
            raise SaveFileError(
                f"{prefix}: the file is cut short (its JSON breaks off at {where}); "
                "it may be incomplete."
            ) from None
        raise SaveFileError(
            f"{prefix}: it is not a Rummy Desktop {what} (not valid JSON at {where})."
        ) from None
    except ValueError as exc:  # e.g. Python's own int-string conversion limit
        raise SaveFileError(
            f"{prefix}: the file holds a value that cannot be read ({exc})."
        ) from None
    if depth(value) > MAX_DEPTH:
        raise SaveFileError(f"{prefix}: the file is nested too deeply to be a {what}.")
    return value


def depth(value: Any) -> int:
    """How deeply lists and objects nest (0 for a plain value); iterative, so never recursive."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level) for child in children)
    return deepest
