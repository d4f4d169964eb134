"""Characters that look alike across scripts: Unicode's confusables skeleton (UTS #39).

A Cyrillic ``о`` in "Yоu", a Cherokee ``Ꭹ`` in "Ꭹou" or a Cyrillic ``А`` in "Аnn" prints
as the Latin letter it imitates. :func:`skeleton` maps every such character to the one
Unicode chose to stand for all that look like it (its *prototype*: ``о`` → ``o``, ``Ꭹ`` →
``Y``, ``m`` → ``rn``), so two texts with one skeleton may be taken for each other.

The data is Unicode's confusables table as the ``confusable-homoglyphs`` package ships it
(pure Python, MIT, installed with the game; nothing is downloaded at run time). That package
answers "is this text mixed-script?", not "what is its skeleton?", and keeps the table both
ways round (a prototype lists what looks like it, each of those names its prototype), so
the prototypes are worked out here: each group of look-alikes is a star around its prototype
(Unicode's table maps every character to a prototype that maps to nothing), and a group of
two is told apart by which of them a longer prototype is written with. The table is read
once, the first time a skeleton is asked for (about 0.1 s; the map kept is under 1 MB).

A leaf module: :mod:`rummy_desktop.plain_text` compares names by it.

>>> skeleton("Y\\u043eu") == skeleton("You") == "You"
True
>>> skeleton("\\u13a9ou"), skeleton("m")
('You', 'rn')
"""

from __future__ import annotations

import functools
import json
import unicodedata
from importlib import resources

_PACKAGE = "confusable-homoglyphs"
_DATA = "confusables.json"  # in the package; packaging/rummy-desktop.spec bundles it
# The package writes a right-to-left character between two left-to-right marks (so its
# own listing prints in order); the marks are not part of the character.
_LRM = "\u200e"


def skeleton(text: str) -> str:
    """``text`` with each character replaced by its prototype, decomposed (NFD) before and
    after as UTS #39 says: equal skeletons mean the texts may be taken for each other."""
    table = _prototypes()
    mapped = "".join(table.get(c, c) for c in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def _gunzip(data: bytes) -> bytes:
    import gzip

    return gzip.decompress(data)


@functools.cache
def _prototypes() -> dict[str, str]:
    """Each character that imitates another, mapped to its group's prototype."""
    try:
        import confusable_homoglyphs  # by name, so the app bundle's analysis finds it

        folder = resources.files(confusable_homoglyphs)
        plain = folder / _DATA
        # The app bundle carries the table gzipped (packaging/bundle_config.py), to stay small.
        raw = (
            plain.read_bytes()
            if plain.is_file()
            else _gunzip((folder / f"{_DATA}.gz").read_bytes())
        )
    except (ImportError, OSError) as exc:  # an install without it: say which package
        raise RuntimeError(
            f"the {_PACKAGE} package is missing or incomplete ({exc}): reinstall the game"
        ) from exc
    data: dict[str, list[dict[str, str]]] = json.loads(raw.decode("utf-8"))
    neighbours: dict[str, set[str]] = {}
    for key, alikes in data.items():
        key = key.replace(_LRM, "")
        for alike in alikes:
            other = alike["c"].replace(_LRM, "")
            if other != key:
                neighbours.setdefault(key, set()).add(other)
                neighbours.setdefault(other, set()).add(key)
    # Characters a prototype of several characters is written with are prototypes too.
    in_long = {c for text in neighbours if len(text) > 1 for c in text}
    table: dict[str, str] = {}
    seen: set[str] = set()
    for start in neighbours:
        if start in seen:
            continue
        group, stack = {start}, [start]
        while stack:  # the whole group, without recursion
            for other in neighbours[stack.pop()]:
                if other not in group:
                    group.add(other)
                    stack.append(other)
        seen |= group
        prototype = _prototype_of(group, neighbours, in_long)
        for member in group:
            if len(member) == 1 and member != prototype:
                table[member] = prototype
    return table


def _prototype_of(group: set[str], neighbours: dict[str, set[str]], in_long: set[str]) -> str:
    """The one member the others all point at: a longer text if the group has one, the
    member next to all others in a star of three or more, else (two) the one a longer
    prototype is written with, else the first by code point (either serves as a key)."""
    longer = [m for m in group if len(m) > 1]
    if longer:
        return min(longer)
    if len(group) > 2:
        for member in sorted(group):
            if len(neighbours[member]) == len(group) - 1:
                return member
    written = sorted(m for m in group if m in in_long)
    return written[0] if written else min(group)
