"""A guard against a PySide6 reference-count bug that kills the process on CPython 3.11.

PySide6-Essentials 6.12.0 on CPython 3.11 drops one reference to ``None`` on every call of a
Qt method that returns nothing (``painter.drawPixmap``, ``item.setPos``, ...). ``None`` starts
with a few thousand references, so after a few thousand calls (a few frames of the table) the
interpreter aborts with "Fatal Python error: none_dealloc". CPython 3.12 made ``None`` immortal,
which hides the bug there. The guard measures the leak and, only when it is real, gives ``None``
so many references that it can never reach zero, which is what 3.12 does by design.
"""

from __future__ import annotations

import ctypes
import sys

_APPLIED = False


def none_refcount_leaks() -> bool:
    """Whether a void Qt call drops a reference to None in this interpreter."""
    from PySide6.QtCore import QPointF

    probe = QPointF()
    before = sys.getrefcount(None)
    for _ in range(64):
        probe.setX(1.0)
    return sys.getrefcount(None) < before - 32


def guard_none_refcount() -> bool:
    """Apply the guard once if this PySide6 leaks None references; True if it is in place."""
    global _APPLIED
    if _APPLIED:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not none_refcount_leaks():
        return False
    # ob_refcnt is the first field of every object in CPython: add 2**40 references.
    # True and False too: every Signal.emit() drops a reference to True, and a Python slot's
    # bool result is dropped once too often (measured: "bool_dealloc" after a few hundred).
    for immortal in (None, True, False):
        ctypes.c_ssize_t.from_address(id(immortal)).value += 1 << 40
    _APPLIED = True
    return True
