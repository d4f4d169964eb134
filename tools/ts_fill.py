"""Give a .ts file's unfinished entries the translations another version of it has.

Two branches that each add sentences both change every translations/*.ts; after merging them,
take one side's files, let lupdate add the code's sentences the other side added (unfinished),
then fill those from the other side's files: ``tools/translations.py merge REV``. An entry is
matched by its context, source, disambiguation and plural; failing that (a context renamed), by
the rest alone.
"""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET

Key = tuple[str, str, str, bool]


def _key(context: str, message: ET.Element) -> Key:
    return (
        context,
        message.findtext("source") or "",
        message.findtext("comment") or "",
        message.get("numerus") == "yes",
    )


def _messages(root: ET.Element) -> list[tuple[Key, ET.Element]]:
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        found += [(_key(name, m), m) for m in context.iter("message")]
    return found


def finished(text: str) -> dict[Key, ET.Element]:
    """Each translated entry's translation element, by its key."""
    table = {}
    for key, message in _messages(ET.fromstring(text)):
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None:
            table[key] = translation
    return table


def fill(text: str, others: list[str]) -> tuple[str, int, int]:
    """``text`` with its unfinished entries translated from ``others`` (the first that has
    each wins); also how many were filled and how many are left unfinished."""
    root = ET.fromstring(text)
    known = [finished(other) for other in others]
    loose = {key[1:]: tr for table in reversed(known) for key, tr in table.items()}
    filled = left = 0
    for key, message in _messages(root):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        found = next((table[key] for table in known if key in table), loose.get(key[1:]))
        if found is None:
            left += 1
            continue
        message.remove(translation)
        message.append(copy.deepcopy(found))
        filled += 1
    head = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
    return head + ET.tostring(root, encoding="unicode") + "\n", filled, left
