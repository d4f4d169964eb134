"""The pseudo-locale: every string accented, 40% longer and bracketed, so a test (and an eye)
can see at once which text escaped translation and which layout cuts a longer language.

``tools/translations.py`` writes the pseudo translation from the sources of the .ts files
(never by hand); the window's pseudo mode also passes Qt's own strings (OK, Cancel) through
:func:`pseudo`. What the code fills in or Qt reads is kept as it is: ``{fields}``, ``%n``,
``%1``, ``&`` mnemonics (the letter too, so the shortcut key stays), HTML tags and entities.

>>> pseudo("&New Game")
'[&Nëŵ Ĝåɱë~~~~]'
>>> pseudo("Seat {seat}: <b>%n</b> card(s) &amp; more")
'[Šëåţ {seat}: <b>%n</b> çåŕð(š) &amp; ɱöŕë~~~~~~~~~~]'
"""

from __future__ import annotations

import math
import re

_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ACCENTED = "åƀçðëƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐËƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
_ACCENTS = str.maketrans(_PLAIN, _ACCENTED)
OPEN, PAD, CLOSE = "[", "~", "]"

# Kept as they are, first match wins: HTML tags and entities, "&&" (a literal ampersand in a
# mnemonic text), "&X" (a mnemonic), {fields} and {fields:with_a_form} (the refusals'
# {rank:a}), Qt's %n, %Ln, %1, %L1.
_KEPT = re.compile(
    r"<[^<>]*>|&(?:[A-Za-z]+|#\d+);|&&|&[^&\s]|\{[A-Za-z_]\w*(?::[A-Za-z]+)?\}|%L?n|%L?\d{1,2}"
)


def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale (empty stays empty)."""
    if not text:
        return text
    out: list[str] = []
    shown = 0
    at = 0
    for match in _KEPT.finditer(text):
        plain = text[at : match.start()]
        out.append(plain.translate(_ACCENTS))
        shown += len(plain)
        kept = match.group(0)
        out.append(kept)
        shown += 0 if kept.startswith("<") else 1
        at = match.end()
    out.append(text[at:].translate(_ACCENTS))
    shown += len(text) - at
    return OPEN + "".join(out) + PAD * math.ceil(0.4 * shown) + CLOSE


_SEGMENT = re.compile(r"\[[^\[\]]*~\]")
_LEFT = re.compile(r"[A-Za-z]{2,}")


def untranslated(shown: str, allowed: tuple[str, ...] = ()) -> str | None:
    """What of ``shown`` (a widget's text, the code's fillings in) is not in the
    pseudo-locale: None when every word is inside a pseudo segment or ``allowed`` (names a
    player typed, the game's name), else the words left over.

    >>> untranslated("[Ĝåɱë~~~~] 3"), untranslated("Cancel"), untranslated("Ann", ("Ann",))
    (None, 'Cancel', None)
    """
    text = re.sub(r"<[^<>]*>", " ", shown).replace("&&", "").replace("&", "")
    for word in sorted(allowed, key=len, reverse=True):
        text = text.replace(word, " ")
    while True:  # innermost first: a pseudo word filled into a pseudo sentence
        inner = _SEGMENT.sub(" ", text)
        if inner == text:
            break
        text = inner
    left = _LEFT.findall(text)
    return " ".join(left) if left else None
