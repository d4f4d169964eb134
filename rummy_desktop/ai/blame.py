"""Where a bot's code failed, in a few words: for the one-line messages of `simulate` and of
a bot that cannot be made."""

from __future__ import annotations

import os
import sysconfig
import traceback

_ENGINE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_STDLIB = os.path.abspath(sysconfig.get_paths()["stdlib"])


def _yours(filename: str) -> bool:
    """Whether a frame's file is a bot's code (or a library it uses), not this package's
    nor Python's own."""
    path = os.path.abspath(filename)
    if path.startswith(_ENGINE):
        return False
    if "site-packages" in path or "dist-packages" in path:
        return True
    return not path.startswith(_STDLIB)


def where(exc: BaseException) -> str:
    """`` at mybot.py line 12``: where the bot's code raised (its deepest frame outside this
    package and the standard library; else the deepest of all)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    frame = ([f for f in frames if _yours(f.filename)] or frames)[-1]
    return f" at {os.path.basename(frame.filename)} line {frame.lineno}"


def describe_exc(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
