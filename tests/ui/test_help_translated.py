"""The Help pages in the player's language: in the pseudo-locale no word of a page escapes
translation, and a page opened in German, French or Spanish speaks it from its heading on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from rummy_desktop import APP_NAME, __version__
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.ui.dialogs.help import TextDialog
from rummy_desktop.ui.window import help_menu

from .untranslated import untranslated

# The game's name is the same in every language.
NAMES = (APP_NAME,)


def opened(page, *args) -> tuple[str, list[str]]:
    """Open a Help page as its menu item does (modal) and close it: the page's plain text,
    and what of the dialog around it (title, button) escaped translation."""
    shown: list[str] = []

    def read() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, TextDialog):
            shown.append(box.browser.toPlainText())
            shown.extend(untranslated(box, NAMES))
            box.reject()
        else:
            QTimer.singleShot(20, read)

    QTimer.singleShot(0, read)
    page(None, *args)
    assert shown, "the page never opened"
    return shown[0], shown[1:]


PAGES = {
    "shortcuts": (help_menu.show_shortcuts,),
    "access": (help_menu.show_access_help,),
    "about": (help_menu.show_about,),
    "how to play": (help_menu.show_rules, None),
}


@pytest.mark.parametrize("name", list(PAGES))
def test_a_help_page_in_the_pseudo_locale_has_no_word_left_untranslated(qtbot, speak, name):
    speak("pseudo")
    text, widgets_left = opened(*PAGES[name])
    assert widgets_left == []
    assert left_over(text, NAMES) is None, left_over(text, NAMES)


HEADINGS = {
    "shortcuts": {"de": "Tastenkürzel", "fr": "Raccourcis clavier", "es": "Atajos de teclado"},
    "access": {
        "de": "Spielen ohne Maus oder ohne Sehvermögen",
        "fr": "Jouer sans souris ou sans la vue",
        "es": "Jugar sin ratón o sin vista",
    },
    "how to play": {
        "de": "So spielt man Hillbilly Rummy",
        "fr": "Comment jouer au Hillbilly Rummy",
        "es": "Cómo jugar a Hillbilly Rummy",
    },
    # The game's name and version, then what the game is, in the language.
    "about": {
        "de": f"{APP_NAME} {__version__}\nHillbilly Rummy und Three Thirteen für den Desktop",
        "fr": f"{APP_NAME} {__version__}\nHillbilly Rummy et Three Thirteen sur l'ordinateur",
        "es": f"{APP_NAME} {__version__}\nHillbilly Rummy y Three Thirteen para el escritorio",
    },
}


@pytest.mark.parametrize("code", ["de", "fr", "es"])
@pytest.mark.parametrize("name", list(HEADINGS))
def test_a_help_page_opened_in_a_language_starts_with_its_heading(qtbot, speak, name, code):
    speak(code)
    text, _ = opened(*PAGES[name])
    assert text.startswith(HEADINGS[name][code]), text[:80]
