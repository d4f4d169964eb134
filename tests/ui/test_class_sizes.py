"""No class under rummy_desktop/ui grows past 350 lines (issue 33): a class that does is
split by what it does, not let grow into the next god class."""

from __future__ import annotations

import ast
from pathlib import Path

import rummy_desktop.ui

MOST_LINES = 350


def test_no_class_in_the_window_is_over_350_lines():
    root = Path(rummy_desktop.ui.__file__).parent
    big = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                lines = node.end_lineno - node.lineno + 1
                if lines > MOST_LINES:
                    big.append(f"{path.relative_to(root)}:{node.name} ({lines} lines)")
    assert not big, big
