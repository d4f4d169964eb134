"""How to play, in the player's language: the rules of docs/rules.md, a paragraph at a time.

docs/rules.md is the rule book, in English; the window shows its sections for the game being
played. A translator needs whole paragraphs, so a page is cut into units, each a heading's
title, a paragraph, a list item (with the items under it) or a table, translated whole
(Markdown that must stay, bold, a link, a nested list or a table's pipes, stays in the text).
The units are marked in ``rules_text.py`` (lupdate cannot read docs/rules.md); a test keeps
that table and the rule book the same. A unit the table lacks is shown in English.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from rummy_desktop.i18n import Words

from ..resources import resource_path


class HelpRules(Words):
    """Help ▸ How to play: the rules, and how the window plays them (a translation context)."""


SHARED_SECTION = "Rules for both games"
# A line that starts an item of a list: "- ", "* " or "1. ".
_ITEM = re.compile(r"^(\s*)([-*]|\d+\.) ")
_HEADING = re.compile(r"^(#+ )(.*)$")


@dataclass(frozen=True)
class Unit:
    """One piece of a page to translate whole: ``text``, shown after ``prefix`` (a heading's
    hashes, a list item's marker); ``follows`` is the separator before it on the page."""

    prefix: str
    text: str
    follows: str = "\n\n"


def units(markdown: str) -> list[Unit]:
    """The page's units, in order; joined back they make the same page (line wraps aside)."""
    found: list[Unit] = []
    for block in re.split(r"\n\s*\n", markdown.strip()):
        lines = block.splitlines()
        heading = _HEADING.match(lines[0])
        if heading and len(lines) == 1:
            found.append(Unit(heading.group(1), heading.group(2).strip()))
        elif all(line.startswith("|") for line in lines):
            found.append(Unit("", "\n".join(lines)))
        elif _ITEM.match(lines[0]) and not _ITEM.match(lines[0]).group(1):  # type: ignore[union-attr]
            found += _items(lines)
        else:
            found.append(Unit("", " ".join(line.strip() for line in lines)))
    return found


def _items(lines: list[str]) -> list[Unit]:
    """A list's items at its outer level, each with its own nested items in its text."""
    items: list[tuple[str, list[str]]] = []
    for line in lines:
        item = _ITEM.match(line)
        if item and not item.group(1):
            items.append((item.group(0), [line[item.end() :].strip()]))
        elif item:  # an item of a nested list: on its own line, its indent kept
            items[-1][1].append("\n" + line.rstrip())
        else:  # a wrapped line of the item (or of its last nested item)
            items[-1][1].append(" " + line.strip())
    return [
        Unit(marker, "".join(parts), "\n\n" if i == 0 else "\n")
        for i, (marker, parts) in enumerate(items)
    ]


def translated(markdown: str) -> str:
    """``markdown`` with each unit in the player's language (marked in rules_text.py)."""
    out: list[str] = []
    for i, unit in enumerate(units(markdown)):
        # The text was marked where it is written (tr_noop): here it is only looked up.
        said = HelpRules.tr(unit.text)
        out.append(("" if i == 0 else unit.follows) + unit.prefix + said)
    return "".join(out)


def rules_markdown_path() -> Path | None:
    """docs/rules.md from a source checkout, or the copy bundled under resources/help/."""
    for path in (
        Path(__file__).resolve().parents[3] / "docs" / "rules.md",
        resource_path("help/rules.md"),
    ):
        if path.is_file():
            return path
    return None


def split_sections(text: str) -> dict[str, str]:
    """The '## ' sections of a Markdown page by title, each with its heading."""
    parts = re.split(r"(?m)^(?=## )", text)
    return {p.splitlines()[0][3:].strip(): p for p in parts if p.startswith("## ")}


def without_house_rule_tables(section: str) -> str:
    """A rules section without its house-rule tables: those name each rule as a ``--rules``
    file does; the window lists them in the New Game dialog's words instead."""
    section = re.split(r"(?m)^### .*house rules\s*$", section)[0]
    section = section.split("**House rules for both games.**")[0]
    return section.rstrip().removesuffix("---").rstrip()


def rule_sections(game_section: str) -> list[str]:
    """The English Markdown of the rule book's sections for one game (its own, then the
    shared rules), without the house-rule tables; empty when the rule book is missing."""
    path = rules_markdown_path()
    if path is None:
        return []
    sections = split_sections(path.read_text(encoding="utf-8"))
    return [
        without_house_rule_tables(sections[title])
        for title in (game_section, SHARED_SECTION)
        if title in sections
    ]
