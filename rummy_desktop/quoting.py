"""Quoting user or file data inside a message: short, on one line, and never markup.

Every message that names something a person typed or a file held (a card, a house rule, a
player's name, a JSON key) goes through :func:`quote` or :func:`shorten`, so a 10 MB card
name or a key with a line break in it cannot make a 10 MB or a two-line message. The window
shows these messages as plain text (never rich text), so ``<h1>`` stays four characters.

A leaf module: the engine, the persistence layer and the command line all use it; it
imports only :mod:`rummy_desktop.plain_text`, the one rule for what prints.

>>> quote("7X")
"'7X'"
>>> quote("a" * 100, limit=9)
"'aaaa…aaaa' (100 characters)"
>>> shorten("two\\nlines")
'two\\\\nlines'
>>> quote(10**50)
'1000000000000000000…0000000000000000000 (51 digits)'
>>> quote(10**5000)
'a number of about 5001 digits'
>>> size_text(200_000), size_over(300_017, 200_000)
('200 KB', '300 KB; the limit is 200 KB')
"""

from __future__ import annotations

from .plain_text import printable

MAX_QUOTE = 40  # characters of quoted data a message shows
_MAX_TEXT_BITS = 10_000  # about 3,000 digits: written out (then shortened) below this size
_ELLIPSIS = "…"


def shorten(text: str, limit: int = MAX_QUOTE) -> str:
    """``text`` on one line and at most about ``limit`` characters: the middle elided with
    ``…``, and characters that do not print (line breaks, escapes, direction overrides)
    written as Python escapes, so a message cannot be split or reordered by its data."""
    if len(text) > limit:
        half = max(1, (limit - 1) // 2)
        text = text[:half] + _ELLIPSIS + text[-half:]
    return printable(text)


def quote(value: object, limit: int = MAX_QUOTE) -> str:
    """A value for a message: a string in quotes (shortened), a small number as it is.

    The length of a long string is added, so the reader knows an excerpt is shown.
    """
    if isinstance(value, str):
        note = f" ({len(value)} characters)" if len(value) > limit else ""
        return f"'{shorten(value, limit)}'{note}"
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > _MAX_TEXT_BITS:  # str() would be slow, or refused (4300 digits)
            return f"a number of about {_digits(value)} digits"
        text = str(value)
        digits = len(text.lstrip("-"))
        return text if len(text) <= limit else f"{shorten(text, limit)} ({digits} digits)"
    if isinstance(value, float):
        return repr(value)
    return f"a {type(value).__name__}"


_UNITS = ("KB", "MB", "GB", "TB", "PB")


def size_text(count: int) -> str:
    """A number of bytes for a person: ``"999 bytes"``, ``"1.5 KB"``, ``"200 KB"``,
    ``"3.46 MB"`` (decimal units, three significant digits, no trailing zeros)."""
    if count < 1000:
        return "1 byte" if count == 1 else f"{count} bytes"
    value = float(count)
    unit = _UNITS[0]
    for unit in _UNITS:
        value /= 1000
        if round(value, 3 - len(str(int(value)))) < 1000 or unit == _UNITS[-1]:
            break
    digits = max(0, 3 - len(str(int(value))))
    text = f"{value:.{digits}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return f"{text} {unit}"


def size_over(size: int, limit: int) -> str:
    """How far a file is over its limit, for a "too large" sentence: ``"300 KB; the limit
    is 200 KB"``; in bytes when the rounded sizes would read the same."""
    shown, allowed = size_text(size), size_text(limit)
    if shown == allowed:
        shown, allowed = f"{size:,} bytes", f"{limit:,} bytes"
    return f"{shown}; the limit is {allowed}"


def _digits(value: int) -> int:
    # log10(2) ~ 0.30103: exact enough to say how big, without converting to text.
    bits = abs(value).bit_length()
    return int(bits * 0.30102999566398) + 1
