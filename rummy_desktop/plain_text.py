"""Text from a file or a person, made safe to show or print: the one sanitiser.

A player's name, a contract list's name, a computer level or a card a file held may carry
characters that do not print: a terminal's escape (ESC, or CSI among the C1 controls) that
recolours or clears the screen, a direction override (U+202E) that shows what follows
backwards, a zero-width space that makes two names look alike, a line break that makes one
line two. Everything that shows or prints such text goes through this module:

- :func:`printable` writes each character that does not print as a visible escape
  (``\\x1b``, ``\\u202e``), so what the file held is what a person sees, and it cannot
  reorder, split or restyle the text around it; :func:`printable_lines` keeps line breaks
  (a report of several lines) and does the same to each line.
- :func:`for_markdown` makes text literal inside a Markdown page (no link, no markup), and
  :func:`for_mnemonic` inside a Qt menu or tab title (``&`` is not a shortcut).
- :func:`clean_name` is what a name becomes where it enters (a save, the settings, the
  statistics, a dialog): no controls, no invisible or direction characters, one space
  between words. :func:`name_key` is what two names are compared by (NFKC, case folded,
  invisible characters removed, look-alike letters of other scripts made one), and :func:`table_names` makes a table's names unique by it,
  keeping "You", the game's word for the person at the screen, to a person.

A leaf module, importing only the confusables skeleton (:mod:`rummy_desktop.look_alike`);
``quoting`` builds its messages on it.

>>> printable("Ann\\x1b[2J\\u202e")
'Ann\\\\x1b[2J\\\\u202e'
>>> name_key(" A\\u200bNN ") == name_key("ann")
True
>>> table_names(["Ann", "ann", "You"], [True, True, False])[0]
['Ann', 'ann (2)', 'Computer 3']
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from .look_alike import skeleton

# Joiners shape letters (Persian, Indic scripts) and emoji; they neither reorder nor hide
# text, so they show as they are (a name's key drops them, so they cannot disguise a name).
_JOINERS = frozenset("\u200c\u200d")
# Characters that print nothing though their category says otherwise (Hangul and Khitan
# fillers, the braille blank, the combining grapheme joiner, variation selectors): dropped
# from a name, as the controls are, so "You" with a braille blank is "You".
_BLANK_MARKS = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f\u2800\u3164\uffa0"
    "\U00016fe4"
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))
    + "".join(chr(c) for c in range(0xE0100, 0xE01F0))
)
YOU = "You"  # the game's word for the person at the screen; only a person may bear it
# Words the game says of seats itself ("Your turn", "nobody", "a player's run"): a name that
# reads as one of them would pass one player's moves off as another's.
RESERVED = frozenset({"you", "your", "yours", "nobody", "a player", "the upcard"})


def shows(c: str) -> bool:
    """Whether the character prints as itself, without moving or reordering anything."""
    return c.isprintable() or c in _JOINERS


def printable(text: str) -> str:
    """``text`` on one line, each character that does not print written as an escape.

    >>> printable("two\\nlines"), printable("\\u0645\\u0631\\u062d\\u0628\\u0627")
    ('two\\\\nlines', 'مرحبا')
    """
    if text.isprintable():
        return text
    return "".join(c if shows(c) else escape(c) for c in text)


def printable_lines(text: str) -> str:
    """A report of several lines: each line :func:`printable`, the line breaks kept."""
    return "\n".join(printable(line) for line in text.split("\n"))


def escape(c: str) -> str:
    r"""One character as a Python escape: ``\n``, ``\x1b``, ``\u202e``, ``\U000e0001``."""
    code = ord(c)
    if 0xDC80 <= code <= 0xDCFF:  # a byte of a file name that is not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    if c in "\n\r\t":
        return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}[c]
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def for_markdown(text: str) -> str:
    """Text that stays literal on a Markdown page: no link, emphasis, heading or HTML.

    Every ASCII punctuation mark is escaped (CommonMark allows it for each), and ``:`` and
    ``.`` too, so ``www.x.org`` or ``http://x`` is not made a link by the GitHub dialect.

    >>> for_markdown("[win](http://x.org)")
    '\\\\[win\\\\]\\\\(http\\\\:\\\\/\\\\/x\\\\.org\\\\)'
    """
    text = printable(text)
    return "".join("\\" + c if c.isascii() and not c.isalnum() and c != " " else c for c in text)


def for_mnemonic(text: str) -> str:
    """Text for a Qt menu item, button or tab title, where ``&`` marks a shortcut key."""
    return printable(text).replace("&", "&&")


def is_invisible(c: str) -> bool:
    """Whether the character shows nothing of its own: a control, a format character (the
    direction marks and overrides, zero-width spaces), a line separator, a lone surrogate."""
    return unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") or c in _BLANK_MARKS


def clean_name(text: str) -> str:
    """A name as it enters the game: its controls, direction and invisible characters
    dropped (the joiners kept), each run of spaces one space, no space at either end.

    >>> clean_name("  Ann\\u202e \\u00a0 Lee\\x9b ")
    'Ann Lee'
    """
    text = unicodedata.normalize("NFC", text)
    kept = "".join(c for c in text if c in _JOINERS or not is_invisible(c))
    return " ".join(kept.split())


def hides_characters(text: str) -> bool:
    """Whether :func:`clean_name` changes ``text`` beyond composing it (NFC): a name typed
    decomposed (``e`` and a combining accent, as macOS writes it) prints the same, and is
    not reported as holding characters that do not print."""
    return clean_name(text) != unicodedata.normalize("NFC", text)


def name_key(name: str) -> str:
    """What two names are compared by: the same key means they may be taken for each other
    (``Ann``, ``ANN``, ``Ａｎｎ``, ``A\\u200bnn``, and ``\\u0410nn`` with a Cyrillic A).

    Width and case are folded (NFKC, casefold), invisible characters dropped, and each
    letter that imitates one of another script replaced by it (Unicode's confusables
    skeleton, :mod:`rummy_desktop.look_alike`); folded again after, as a Cherokee capital
    stands for a Latin capital.

    >>> name_key("Y\\u043eu") == name_key("\\u13a9ou") == name_key("YOU") == "you"
    True
    """
    text = unicodedata.normalize("NFKC", name)
    text = "".join(c for c in text if not is_invisible(c))
    text = skeleton(unicodedata.normalize("NFKC", text.casefold()))
    text = skeleton(unicodedata.normalize("NFKC", text.casefold()))
    return " ".join(unicodedata.normalize("NFC", text).split())


def is_reserved(key: str) -> bool:
    """Whether a name's :func:`name_key` is one of the words the game says of seats."""
    return key in _reserved_keys()


@functools.cache
def _reserved_keys() -> frozenset[str]:
    return frozenset(name_key(word) for word in RESERVED)


@dataclass(frozen=True)
class Renamed:
    """A seat's name that could not stay as it was: its seat, the old and new names, why
    (``kind``: "hidden", "reserved" or "alike"; ``other``: the earlier seat it is alike to)."""

    seat: int
    old: str
    new: str
    why: str
    kind: str = "hidden"
    other: tuple[int, str] | None = None

    def sentence(self) -> str:
        """What a loader says: "Seat 2's name 'Ann' is shown as 'Ann (2)': seat 1 is called
        that too." (the old name written out, every hidden character visible)."""
        old = printable(self.old)
        return f"Seat {self.seat + 1}'s name '{old}' is shown as '{self.new}': {self.why}."

    def refusal(self) -> str:
        """What a dialog says of a typed name it will not take."""
        old = printable(self.old)
        if self.kind == "alike" and self.other is not None:
            seat, name = self.other
            if name == self.old:
                return f"Two players are called {old}: give each a different name."
            return (
                f"Seats {seat + 1} and {self.seat + 1} are called '{printable(name)}' and "
                f"'{old}', which look alike: give each a different name."
            )
        if self.kind == "reserved":
            return f"Seat {self.seat + 1} cannot be called '{old}': {self.why}."
        return f"Seat {self.seat + 1}'s name '{old}' {self.why.replace('it held', 'holds')}."


def table_names(
    names: Sequence[str], humans: Sequence[bool], limit: int = 40, one_table: bool = True
) -> tuple[list[str], list[Renamed]]:
    """The names a table shows, each :func:`clean_name` and no two alike by :func:`name_key`,
    and what was changed. A rename is deterministic: the same names give the same table.

    A name left empty becomes "Player N" or "Computer N" (N its seat); a computer may not be
    "You", nor may anybody at a table of two or more people (each of them reads "You" for
    their own seat, so as a name it would say the wrong person), and nobody any other word
    the game says of seats; a name alike to an earlier seat's gets " (2)", " (3)"... Each name
    is at most ``limit`` characters. ``one_table=False``: names gathered from many tables (the
    statistics' players), where the one "You" is the person at this screen.
    """
    out: list[str] = []
    changes: list[Renamed] = []
    taken: dict[str, int] = {}
    shared = one_table and sum(1 for human in humans if human) > 1
    for seat, (old, human) in enumerate(zip(names, humans, strict=True)):
        new, why, kind, other = clean_name(old)[:limit].strip(), "", "hidden", None
        # Composed (NFC) is how a name is kept: a name typed decomposed (as macOS writes
        # it) prints the same, so it is not reported as changed.
        if new != unicodedata.normalize("NFC", old):
            why = "it held characters that do not print (controls, invisible or direction marks)"
        fallback = f"{'Player' if human else 'Computer'} {seat + 1}"
        if not new:
            new = fallback
        key = name_key(new)
        you = key == name_key(YOU)
        if is_reserved(key) and not (human and you and not shared):
            who = "a computer player" if you else "a player"
            why = f"{who} cannot be called '{new}', a word the game uses for seats"
            if human and you:
                why = "with two or more people at the table, each reads 'You' for their own seat"
            new, key, kind = fallback, name_key(fallback), "reserved"
        if key in taken:
            why, kind = f"seat {taken[key] + 1} is called that too", "alike"
            other = (taken[key], names[taken[key]])
            base, n = new, 2
            while key in taken:
                suffix = f" ({n})"
                new = base[: limit - len(suffix)].rstrip() + suffix
                key, n = name_key(new), n + 1
        taken[key] = seat
        out.append(new)
        if why:
            changes.append(Renamed(seat, old, new, why, kind, other))
    return out, changes
