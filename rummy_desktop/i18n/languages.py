"""Which language the game speaks: the player's choice, else the system's, else English.

Qt-free: the window passes in what Qt knows of the system (``QLocale.system().uiLanguages()``)
and the environment; everything here is plain data, so it is tested without a window.

>>> choose("de", {}, [])
'de'
>>> choose("system", {"LANG": "fr_CA.UTF-8"}, ["en-US"], linux=True)
'fr'
>>> choose("klingon", {}, ["es-ES", "en-US"], linux=False)  # a value this version lacks
'es'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

ENGLISH = "en"
# The languages the game ships, each named in itself (as the Preferences choice shows it).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
}
SYSTEM = "system"  # the setting's default: the system's language
# Every string accented, lengthened by 40% and bracketed (i18n/pseudo.py): for tests and for
# looking at layouts; never offered in Preferences, chosen by the setting or ENV.
PSEUDO = "pseudo"
# Overrides the setting: RUMMY_DESKTOP_LANGUAGE=de (or pseudo) for a screenshot or a test.
ENV = "RUMMY_DESKTOP_LANGUAGE"

_TAG = re.compile(r"[A-Za-z]{2,3}(?=$|[-_.@])")


def base_code(tag: str) -> str | None:
    """A locale's or language tag's language: ``"de_AT.UTF-8@euro"`` and ``"de-AT"`` ->
    ``"de"``; None for the C (or POSIX) locale and for what is not a tag.

    >>> base_code("de_AT.UTF-8@euro"), base_code("pt-BR"), base_code("C.UTF-8")
    ('de', 'pt', None)
    """
    tag = tag.strip()
    if tag.split(".")[0] in ("C", "POSIX"):
        return None
    match = _TAG.match(tag)
    return match.group(0).lower() if match else None


def environment_languages(environ: Mapping[str, str]) -> list[str]:
    """The languages the environment asks for, first preferred, as gettext reads them:
    ``LANGUAGE`` (a colon list) before the locale (``LC_ALL``, else ``LC_MESSAGES``, else
    ``LANG``); with the C locale, English whatever ``LANGUAGE`` says.

    >>> environment_languages({"LANGUAGE": "fr:de", "LANG": "es_ES.UTF-8"})
    ['fr', 'de', 'es']
    >>> environment_languages({"LANGUAGE": "fr", "LC_ALL": "C"})
    ['en']
    """
    locale = next(
        (environ[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(k, "").strip()),
        "",
    )
    if locale and base_code(locale) is None:
        return [ENGLISH]
    tags = [*environ.get("LANGUAGE", "").split(":"), locale] if locale else []
    codes = [base_code(tag) for tag in tags]
    return list(dict.fromkeys(code for code in codes if code))


def system_language(
    environ: Mapping[str, str], ui_languages: Sequence[str], linux: bool = True
) -> str:
    """The first shipped language the system asks for, else English. On Linux the
    environment says (``environment_languages``); elsewhere, or when it says nothing, the
    system's list of languages (Qt's ``uiLanguages``: the user's on Windows and macOS)."""
    wanted = environment_languages(environ) if linux else []
    if not wanted:
        wanted = [code for code in map(base_code, ui_languages) if code]
    return next((code for code in wanted if code in LANGUAGES), ENGLISH)


def choose(
    setting: object,
    environ: Mapping[str, str],
    ui_languages: Sequence[str],
    linux: bool = True,
) -> str:
    """The language to speak: ``ENV`` if set, else the setting (a code of ``LANGUAGES`` or
    ``PSEUDO``); ``"system"``, or a value this version does not know, means the system's."""
    for value in (environ.get(ENV, ""), setting):
        if not isinstance(value, str):
            continue
        value = value.strip()
        if value == PSEUDO:
            return PSEUDO
        code = base_code(value) if value != SYSTEM else None
        if code in LANGUAGES:
            return code
    return system_language(environ, ui_languages, linux)
