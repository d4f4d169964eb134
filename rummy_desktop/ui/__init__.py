"""The desktop UI (PySide6): the table scene and view, card art, and the window around them.

The scene side (``table_scene``, ``table_view``, ``card_item``, ``card_art``, ``layout``,
``table_model``) knows no rules: it shows a :class:`~.table_model.TableModel` and reports
gestures. The window side turns gestures into engine actions. See docs/dev/ui-contract.md.
"""

from .qt_compat import guard_none_refcount

# Before any Qt painting: PySide6 6.12 on CPython 3.11 would otherwise abort (see qt_compat).
guard_none_refcount()
