"""The window's language: Qt's translators for the game's sentences and Qt's own (OK,
Cancel), installed before the window is built, and the translation seam pointed at Qt.

``start()`` reads the language from the settings file (without the persistence package:
the window is shown before pydantic loads) and ``RUMMY_DESKTOP_LANGUAGE``, else takes the
system's (:func:`rummy_desktop.i18n.languages.choose`). A choice in Preferences shows from
the next start. A missing or unreadable .qm file leaves the game in English, never stopped.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from rummy_desktop import i18n
from rummy_desktop.i18n.languages import ENGLISH, ENV, PSEUDO, SYSTEM, choose
from rummy_desktop.i18n.pseudo import pseudo
from rummy_desktop.ui.resources import resource_path

QM_PREFIX = "rummy_desktop"
SETTINGS_LIMIT = 1_000_000  # persistence.settings.MAX_SETTINGS_BYTES: a bigger file is not read

_translators: list[QTranslator] = []
_current = ENGLISH
_system_locale: QLocale | None = None  # Qt's default before a language set its own


def qm_folder() -> Path:
    """Where ``make`` builds the .qm files (and where the bundle carries them)."""
    return resource_path("translations")


def saved_choice(path: Path | None = None) -> str | None:
    """The settings file's ``language``, or None: no file, not JSON, no such key. Read here
    in a few lines; the persistence package reads the file in full after the window shows."""
    from rummy_desktop.bounded_read import read_regular
    from rummy_desktop.folders import settings_path
    from rummy_desktop.strict_json import loads

    try:
        data = loads(read_regular(path or settings_path(), SETTINGS_LIMIT).decode("utf-8"))
    except (OSError, ValueError):  # JSONRefused and UnicodeDecodeError are ValueErrors
        return None
    value = data.get("language") if isinstance(data, dict) else None
    return value if isinstance(value, str) else None


def start(
    setting: str | None = None,
    environ: Mapping[str, str] | None = None,
    folder: Path | None = None,
) -> str:
    """Choose the language (``setting``, else the settings file's) and install it; returns
    the language now spoken."""
    environ = os.environ if environ is None else environ
    if setting is None:
        setting = saved_choice()
    ui_languages = QLocale.system().uiLanguages()
    return apply(choose(setting, environ, ui_languages, sys.platform.startswith("linux")), folder)


def resolve(setting: str) -> str:
    """The language a setting gives (``"system"``: the system's), whatever ENV says: what
    Preferences tells the player they will see."""
    environ = {k: v for k, v in os.environ.items() if k != ENV}
    linux = sys.platform.startswith("linux")
    code = choose(setting, environ, QLocale.system().uiLanguages(), linux)
    return ENGLISH if code == PSEUDO else code


def system_choice() -> str:
    """The system's language, of those the game ships (else English)."""
    return resolve(SYSTEM)


def current() -> str:
    """The language the window speaks: a code of ``LANGUAGES``, or ``PSEUDO``."""
    return _current


def apply(code: str, folder: Path | None = None) -> str:
    """Speak ``code`` from now on (what is already on screen keeps its words); English when
    its .qm file cannot be loaded. Returns the language now spoken."""
    global _current, _system_locale
    if _system_locale is None:
        _system_locale = QLocale()
    app = QCoreApplication.instance()
    for old in _translators:
        if app is not None:
            QCoreApplication.removeTranslator(old)
    _translators.clear()
    i18n.install(None)
    _current = ENGLISH
    QLocale.setDefault(_system_locale)  # English keeps the system's numbers and dates
    if code == ENGLISH:
        return _current
    if app is None:
        return _current
    ours = QTranslator()
    if not ours.load(str((folder or qm_folder()) / f"{QM_PREFIX}_{code}.qm")):
        return _current
    if code == PSEUDO:
        qt_own: QTranslator | None = PseudoQtTranslator()
    else:
        qt_own = qt_translator(code)
    # Qt asks the translator installed last first: the game's own, then Qt's.
    for translator in (qt_own, ours):
        if translator is not None:
            QCoreApplication.installTranslator(translator)
            _translators.append(translator)
    i18n.install(QCoreApplication.translate)
    QLocale.setDefault(QLocale(ENGLISH if code == PSEUDO else code))
    _current = code
    return _current


def qt_translator(code: str) -> QTranslator | None:
    """Qt's own strings in ``code`` (qtbase_de.qm...), from PySide6 or the bundle; None if
    they are not there."""
    translator = QTranslator()
    for folder in qt_translation_folders():
        if translator.load(f"qtbase_{code}", str(folder)):
            return translator
    return None


def qt_translation_folders() -> list[Path]:
    """Where Qt's .qm files may be: Qt's own answer, then PySide6's folders (a bundle keeps
    them there, beside the Qt libraries)."""
    import PySide6

    base = Path(PySide6.__file__).resolve().parent
    found = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    folders = [Path(found)] if found else []
    return [*folders, base / "Qt" / "translations", base / "translations"]


class PseudoQtTranslator(QTranslator):
    """Qt's own strings (its contexts start with Q: QPlatformTheme's OK and Cancel...) in the
    pseudo-locale, so a pseudo window shows every word it did not write itself marked."""

    def translate(  # noqa: D102 (QTranslator's)
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if not context.startswith("Q") or source == "QT_LAYOUT_DIRECTION":
            return None  # None: not found here (an empty text would be a translation)
        if not any(c.isalpha() for c in source):
            return None  # a separator ("+" between Ctrl and N) is not a word
        return pseudo(source)

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False
