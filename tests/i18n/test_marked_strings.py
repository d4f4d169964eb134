"""Every sentence marked for translation can be extracted and filled as written.

lupdate reads the source, not the running program: it takes ``Context.tr("...")`` under the
name written before ``.tr``, sees a plural only when the count is the third argument given by
position, and copies an f-string's braces as they are. These checks read the package's
source the same way and fail on what lupdate would get wrong, and on a ``{field}`` the call
does not fill (the player would see the braces).
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "rummy_desktop"
SOURCES = sorted(PACKAGE.rglob("*.py"))
FIELD = re.compile(r"\{([A-Za-z_]\w*)\}")


@cache
def trees() -> list[tuple[Path, ast.Module]]:
    """The package's parsed sources, read when a test first asks (not at collection, which
    every test worker does)."""
    return [
        (path.relative_to(PACKAGE.parent), ast.parse(path.read_text(encoding="utf-8")))
        for path in SOURCES
    ]


@cache
def context_classes() -> dict[str, list[str]]:
    """Each ``class Name(Words)`` of the package: name -> where it is defined."""
    found: dict[str, list[str]] = {}
    for where, tree in trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(
                isinstance(base, ast.Name) and base.id == "Words" for base in node.bases
            ):
                found.setdefault(node.name, []).append(str(where))
    return found


def marked_calls():
    """(where, call) for every ``X.tr(...)`` and ``X.tr_noop(...)`` of the package."""
    for where, tree in trees():
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("tr", "tr_noop")
            ):
                yield f"{where}:{node.lineno}", node


def test_each_context_is_defined_once():
    assert context_classes(), "no translation contexts found"
    twice = {name: places for name, places in context_classes().items() if len(places) > 1}
    assert not twice, f"one context name, two classes (their sentences would mix): {twice}"


def test_every_marked_string_is_one_lupdate_reads_right():
    bad = []
    for where, call in marked_calls():
        receiver = call.func.value  # type: ignore[attr-defined]
        if not (isinstance(receiver, ast.Name) and receiver.id in context_classes()):
            bad.append(f"{where}: .tr on {ast.unparse(receiver)}, not a context class by name")
            continue
        if not call.args:
            bad.append(f"{where}: no text")
            continue
        text = call.args[0]
        if isinstance(text, ast.JoinedStr):
            bad.append(f"{where}: an f-string is looked up as it is filled; use {{fields}}")
            continue
        if call.func.attr == "tr_noop" and not isinstance(text, ast.Constant):  # type: ignore[attr-defined]
            bad.append(f"{where}: tr_noop marks a literal, not {ast.unparse(text)}")
            continue
        if not isinstance(text, ast.Constant):
            continue  # the translation of a value marked where it is defined (tr_noop)
        source = str(text.value)
        keywords = {k.arg for k in call.keywords}
        if {"n", "disambiguation"} & keywords:
            bad.append(f"{where}: n and disambiguation go by position (lupdate reads no names)")
        if "%n" in source and len(call.args) < 3:
            bad.append(f"{where}: {source!r} has %n but no count as its third argument")
        fields = set(FIELD.findall(source))
        if call.func.attr == "tr_noop":  # type: ignore[attr-defined]
            continue  # marked here, filled where it is said (a table of templates)
        if None not in keywords and fields != keywords:
            bad.append(
                f"{where}: {source!r} names {sorted(fields)}, the call fills {sorted(keywords)}"
            )
    assert not bad, "\n".join(bad)


def test_the_engine_marks_no_words():
    """The engine says what is wrong as data; the words are made outside it."""
    assert not [where for where, _ in marked_calls() if where.startswith("rummy_desktop/engine/")]
