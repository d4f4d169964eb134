"""The developer docs name only what exists (issue 33: pages had drifted from the code).

Every backticked call in docs/dev/*.md and docs/engine.md (`Game.replay(...)`,
`card_moves()`) names a function, method or class of the package, and every backticked path
(`ui/table/drag.py`, `match/undo.py: History`) is a file of the package (or the repository)
defining the name after it. Read from the source with ``ast``: nothing is imported or run.
"""

from __future__ import annotations

import ast
import builtins
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "rummy_desktop"
PAGES = sorted((ROOT / "docs" / "dev").glob("*.md")) + [ROOT / "docs" / "engine.md"]

CODE = re.compile(r"`([^`\n]+)`")
CALL = re.compile(r"^(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\(")  # `a.b.name(` -> name
DOTTED = re.compile(r"^((?:[A-Za-z_]\w*\.)*)([A-Za-z_]\w*)\(")
# `CardLayer`, `CardLayer.sync`: a class of the package, and its member
MEMBER = re.compile(r"^([A-Z][a-z]\w*[a-z]\w*)(?:\.([a-z_]\w*))?$")
PATH = re.compile(r"^([\w/]+\.py)(?::\d+)?(?::\s*(\w+))?$")


@cache
def definitions() -> tuple[dict[str, set[str]], set[str]]:
    """Every class with its members (methods, class attributes, properties), and every name
    defined anywhere in the package (functions, classes, module-level names)."""
    members: dict[str, set[str]] = {}
    names: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                names.add(node.name)
                own = members.setdefault(node.name, set())
                for item in node.body:
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                        own.add(item.name)
                        own.update(  # what __init__ and the others set on self
                            t.attr
                            for sub in ast.walk(item)
                            if isinstance(sub, ast.Assign | ast.AnnAssign)
                            for t in (sub.targets if isinstance(sub, ast.Assign) else [sub.target])
                            if isinstance(t, ast.Attribute)
                            and isinstance(t.value, ast.Name)
                            and t.value.id == "self"
                        )
                    elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        own.add(item.target.id)
                    elif isinstance(item, ast.Assign):
                        own.update(t.id for t in item.targets if isinstance(t, ast.Name))
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                names.add(node.name)
            elif isinstance(node, ast.Assign):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names.add(node.target.id)
    return members, names


@cache
def qt_names() -> set[str]:
    """Qt's classes and their members: a page may name ``QTimer.singleShot()``."""
    from PySide6 import QtCore, QtGui, QtWidgets

    out: set[str] = set()
    for module in (QtCore, QtGui, QtWidgets):
        for name in dir(module):
            out.add(name)
            for member in dir(getattr(module, name)):
                out.add(member)
                if member[:1].isupper():  # nested enums: QEvent.Type.WindowUnblocked
                    out.update(dir(getattr(getattr(module, name), member, None)))
    return out


def find_file(relative: str) -> Path | None:
    """A path as pages write it: from the package, from the repository, or (a bare or partial
    path) the one file of the package ending so."""
    for where in (PACKAGE / relative, ROOT / relative):
        if where.is_file():
            return where
    files = [*PACKAGE.rglob("*.py"), *(ROOT / "tests").rglob("*.py")]
    ends = [p for p in files if p.as_posix().endswith("/" + relative)]
    return ends[0] if len(ends) == 1 else None


def defined_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


def code_spans(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    text = re.sub(r"(?ms)^```.*?^```", "", text)  # code blocks are examples, not names
    return CODE.findall(text)


def problems(page: Path) -> list[str]:
    members, names = definitions()
    out = []
    for span in code_spans(page):
        span = span.strip()
        dotted = DOTTED.match(span)
        if dotted is not None:
            owner = dotted.group(1).rstrip(".").split(".")[-1] if dotted.group(1) else ""
            name = dotted.group(2)
            if name in vars(builtins) or (owner.startswith("Q") and owner in qt_names()):
                continue
            if name not in names and name not in members and name in qt_names():
                continue
            if owner in members and owner[:1].isupper():
                if name not in members[owner] and name not in names:
                    out.append(f"`{span}`: {owner} has no {name}")
            elif name not in names and name not in members:
                out.append(f"`{span}`: no {name} in the package")
            continue
        member = MEMBER.match(span)
        if member is not None:
            owner, name = member.group(1), member.group(2)
            if owner in vars(builtins):
                continue
            if name is not None and owner in members and name not in members[owner]:
                out.append(f"`{span}`: {owner} has no {name}")
            elif name is None and owner not in names and owner not in qt_names():
                out.append(f"`{span}`: no {owner} in the package")
            continue
        path = PATH.match(span)
        if path is not None:
            where = find_file(path.group(1))
            if where is None:
                out.append(f"`{span}`: no such file")
            elif path.group(2) and path.group(2) not in defined_in(where):
                out.append(f"`{span}`: {path.group(1)} defines no {path.group(2)}")
    return out


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_every_function_and_file_a_page_names_exists(page):
    assert problems(page) == []


def test_the_check_finds_a_name_that_is_gone(tmp_path):
    page = tmp_path / "page.md"
    page.write_text(
        "Call `Match.play(seat, action)`, `Match.vanished()`, `no_such_function()`, "
        "`match/undo.py: History`, `match/undo.py: Gone`, `ui/nowhere.py`, `undo.py`, "
        "`QTimer.singleShot(0, f)`, `len(x)`.\n",
        encoding="utf-8",
    )
    assert problems(page) == [
        "`Match.vanished()`: Match has no vanished",
        "`no_such_function()`: no no_such_function in the package",
        "`match/undo.py: Gone`: match/undo.py defines no Gone",
        "`ui/nowhere.py`: no such file",
    ]
