"""JSON nobody vouches for: plain data out, or one :class:`JSONRefused` phrase saying why not.

``json.loads`` alone lets a file or a line do harm: nesting 100,000 deep raises RecursionError
(a traceback where a sentence was promised), a number of thousands of digits is slow to
convert and may pass Python's int-string limit, ``NaN`` and ``Infinity`` are not JSON, and a
key given twice silently keeps the last value, so a hidden first ``"actions"`` would pass a
reviewer's eye. Each of these is refused here.

:func:`dumps` is the writer to match: what a command prints (``review --json``, ``simulate
--json``, ``analyze``) and each line of a results file is ASCII JSON, and a number that is
not finite is refused rather than written as ``NaN`` or ``Infinity``, which no JSON reader
(this one included) takes.

A leaf module: the command line (``--rules``, batch lines, ``--json``), results files and the
persistence layer (saves, settings, statistics) use it.

>>> loads('{"round": 3, "cards": ["7H"]}')
{'round': 3, 'cards': ['7H']}
>>> loads('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
rummy_desktop.strict_json.JSONRefused: it gives the key 'a' twice
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from typing import Any

from .quoting import quote

MAX_NUMBER_CHARS = 24  # 2**64 has 20 digits; nothing we read needs more
MAX_DEPTH = 32  # our deepest structure (an action inside a swap's lay-down) is under 10


class JSONRefused(ValueError):
    """Text that is not acceptable JSON. ``kind`` is one of ``syntax``, ``cut_short``,
    ``too_deep``, ``number`` or ``duplicate``; the message is a phrase such as
    "it gives the key 'a' twice", to follow a subject naming the file or line."""

    def __init__(self, kind: str, phrase: str, where: str = "") -> None:
        super().__init__(phrase)
        self.kind = kind
        self.where = where  # "line 3, column 7" for a syntax error


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise JSONRefused("number", f"it holds a number with {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise JSONRefused("number", f"it holds a number {len(text)} characters long")
    value = float(text)
    if not math.isfinite(value):
        raise JSONRefused("number", f"it holds the number {text[:12]}, too large to use")
    return value


def _parse_constant(text: str) -> float:
    raise JSONRefused("number", f"it holds '{text}', which is not a number JSON allows")


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise JSONRefused("duplicate", f"it gives the key {quote(key)} twice")
            seen.add(key)
    return obj


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse ``text`` as JSON, refusing what a well-meaning writer never produces."""
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_no_repeats,
        )
    except RecursionError:
        raise JSONRefused("too_deep", "it is nested too deeply") from None
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno}, column {exc.colno}"
        # An unclosed string or a break at the very end: the writing stopped part-way.
        at_end = exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string")
        if at_end and text.lstrip().startswith(("{", "[")):
            raise JSONRefused("cut_short", f"its JSON breaks off at {where}") from None
        raise JSONRefused("syntax", f"it is not valid JSON ({exc.msg} at {where})", where) from None
    except JSONRefused:
        raise
    except ValueError as exc:  # e.g. Python's own int-string conversion limit
        raise JSONRefused("number", f"it holds a value that cannot be read ({exc})") from None
    if depth(value, max_depth) > max_depth:
        raise JSONRefused("too_deep", "it is nested too deeply")
    return value


def dumps(value: Any, *, compact: bool = False, sort_keys: bool = False) -> str:
    """``value`` as JSON text on one line (ASCII: a control or direction mark is written
    ``\\uXXXX``); :class:`JSONRefused` (kind ``number``) if it holds NaN or an infinity.

    >>> dumps({"ms": 1.5}), dumps([1, 2], compact=True)
    ('{"ms": 1.5}', '[1,2]')
    >>> dumps({"ms": float("nan")})
    Traceback (most recent call last):
    ...
    rummy_desktop.strict_json.JSONRefused: it holds a number that is not finite
    """
    try:
        return json.dumps(
            value,
            allow_nan=False,
            sort_keys=sort_keys,
            separators=(",", ":") if compact else None,
        )
    except ValueError:
        raise JSONRefused("number", "it holds a number that is not finite") from None


def depth(value: Any, limit: int = MAX_DEPTH) -> int:
    """How deeply lists and objects nest (0 for a plain value), counting no further than just
    past ``limit``; iterative, so never recursive."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        stack.extend((child, level) for child in children)
    return deepest


def trailing_comma(text: str) -> tuple[int, int] | None:
    """The line and column (from 1) of the first comma followed only by blanks before a } or
    ], outside strings: the mistake people make most in JSON written by hand."""
    in_string = escaped = False
    comma_at = None
    for at, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string, comma_at = True, None
        elif ch == ",":
            comma_at = at
        elif ch in "}]" and comma_at is not None:
            line = text.count("\n", 0, comma_at) + 1
            return line, comma_at - (text.rfind("\n", 0, comma_at) + 1) + 1
        elif not ch.isspace():
            comma_at = None
    return None
