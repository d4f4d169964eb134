"""The translation seam: every word a player sees goes through here, from any layer.

Qt-free, so the table's plain logic, the words, the coach and the match can say their
sentences in the player's language although they may not import Qt. Until the window
installs Qt's translator (:func:`install`, done by ``rummy_desktop/ui/language.py`` at
start-up), a sentence comes back as written, in English; the command line never installs
one and stays in English.

A part of the game names its translation context with a class (the translator sees the
context's name beside each sentence), and asks for each sentence whole, with named fields:

>>> class Demo(Words):
...     '''The doctest's words.'''
>>> Demo.tr("Seat {seat} is empty.", seat=3)
'Seat 3 is empty.'
>>> Demo.tr("%n round(s)", None, 1), Demo.tr("%n round(s)", None, 4)
('1 round', '4 rounds')

``pyside6-lupdate`` finds ``Demo.tr("...")`` and files it under the context ``Demo``; the
plural count must be the third argument, given by position (``make translations`` runs the
extraction; docs/dev/translations.md has the rules).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

# Qt's QCoreApplication.translate(context, text, disambiguation, n), or None: as written.
Backend = Callable[[str, str, "str | None", int], str]

_backend: Backend | None = None
_contexts: set[str] = set()

# "%n round(s)": the English plural's ending in brackets, dropped for one, kept otherwise.
_ENDING = re.compile(r"(?<=[A-Za-z])\(([a-z]{1,3})\)")
# A named field of a template: "{seat}".
_FIELD = re.compile(r"\{([A-Za-z_]\w*)\}")


def install(backend: Backend | None) -> None:
    """Send every sentence through ``backend`` (Qt's translate), or none (English)."""
    global _backend
    _backend = backend


def installed() -> bool:
    """Whether a translator is installed (the window's; tests may install one)."""
    return _backend is not None


def english(text: str, n: int = -1) -> str:
    """``text`` as the English source says it: for a count ``n``, the bracketed plural ending
    kept or dropped and ``%n`` made the number.

    >>> english("%n match(es) left", 2), english("%n match(es) left", 1)
    ('2 matches left', '1 match left')
    """
    if n < 0:
        return text
    one, many = plural_forms(text)
    return (one if n == 1 else many).replace("%n", str(n))


def plural_forms(text: str) -> tuple[str, str]:
    """The English singular and plural of a source with bracketed endings, ``%n`` kept.

    >>> plural_forms("%n card(s) in %n pile(s)")
    ('%n card in %n pile', '%n cards in %n piles')
    """
    return _ENDING.sub("", text), _ENDING.sub(lambda m: m.group(1), text)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the player's language, looked up under ``context`` (and ``disambiguation``,
    when one English text needs two translations); ``n`` >= 0 picks the plural form and
    fills ``%n``. Without a translator, or for a text it does not have, the English."""
    if _backend is None:
        return english(text, n)
    said = _backend(context, text, disambiguation, n)
    if n >= 0 and said == text.replace("%n", str(n)):  # not translated: Qt only put in n
        return english(text, n)
    return said


def fill(template: str, fields: Mapping[str, object]) -> str | None:
    """``template`` with each ``{name}`` replaced by its field; None when it names a field
    that was not given (a translation's slip), so the caller can fall back to the source.

    >>> fill("{who} took the {card}.", {"who": "Ann", "card": "7♥"})
    'Ann took the 7♥.'
    >>> fill("{who} took it.", {}) is None
    True
    """
    if any(m.group(1) not in fields for m in _FIELD.finditer(template)):
        return None
    return _FIELD.sub(lambda m: str(fields[m.group(1)]), template)


class Words:
    """A translation context: subclass it once per part of the game and name the subclass
    for that part (``class Menus(Words)``); its sentences are then ``Menus.tr("&Game")``.

    Call it by the class's own name, never an alias: lupdate reads the name in the source
    as the context, and the name must be the class's (tests/i18n checks both).
    """

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        # Qt's own contexts (QDialogButtonBox, QPlatformTheme...) are told apart by their Q.
        if re.match(r"Q[A-Z]", cls.__name__):
            raise TypeError(f"{cls.__name__}: a context of the game does not start with Q")
        _contexts.add(cls.__name__)

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1, **fields: object) -> str:
        """``text`` translated in this context, its ``{fields}`` filled; ``n`` (by position,
        for lupdate) the count of a plural. A translation that names a field the code does
        not give falls back to the English rather than failing."""
        said = translate(cls.__name__, text, disambiguation, n)
        if not fields:
            return said
        filled = fill(said, fields)
        if filled is None:
            filled = fill(english(text, n), fields)
        return filled if filled is not None else english(text, n)

    @staticmethod
    def tr_noop(text: str) -> str:
        """Marks ``text`` for translation where it is defined (a table built at import,
        before any language is chosen) and returns it as it is; translate it where it is
        shown with ``Context.tr(value)``. lupdate knows it by ``make translations``'s
        ``-tr-function-alias QT_TR_NOOP+=tr_noop``."""
        return text


def contexts() -> frozenset[str]:
    """The names of the game's translation contexts defined so far."""
    return frozenset(_contexts)
