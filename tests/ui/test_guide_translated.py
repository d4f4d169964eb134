"""The guided first round in the player's language (issue 36): the welcome screen's short
rules, each step's "how" and the guide bar in German, French and Spanish; the bar's own
words with no English left in the pseudo-locale."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from rummy_desktop.i18n.pseudo import untranslated

from .test_guided_round import LEFT, first_start  # noqa: F401 (the fixture)


def first_step(qtbot, window, variant: str) -> str:
    """Choose ``variant`` on the welcome screen, start the guide: its first step's text."""
    qtbot.waitUntil(lambda: window.guide.dialog is not None and window.guide.dialog.isVisible())
    dialog = window.guide.dialog
    dialog.radios[variant].click()
    QTest.mouseClick(dialog.guided, LEFT)
    guide, c = window.guide, window.controller
    qtbot.waitUntil(lambda: guide.step is not None and c.acting_human() == 0, timeout=15000)
    return guide.text.text()


@pytest.mark.parametrize(
    ("code", "rule", "step", "skip"),
    [
        ("de", "Three Thirteen wird über elf Runden gespielt", "Schritt 1: ", "überspringen"),
        ("fr", "Le Three Thirteen se joue en onze manches", "Étape 1 : ", "Passer le guide"),
        ("es", "El Three Thirteen se juega en once rondas", "Paso 1: ", "Saltar la guía"),
    ],
)
def test_the_guide_speaks_the_language(qtbot, first_start, speak, code, rule, step, skip):  # noqa: F811
    speak(code)
    window = first_start()
    qtbot.waitUntil(lambda: window.guide.dialog is not None and window.guide.dialog.isVisible())
    window.guide.dialog.radios["three-thirteen"].click()
    assert rule in window.guide.dialog.lines.text()
    text = first_step(qtbot, window, "three-thirteen")
    assert text.startswith(step)
    # The step's "how" (the guide's own words): drag from the stock or the discard pile.
    hows = {"de": "(oder drücke", "fr": "(ou appuyez sur", "es": "(o pulsa"}
    assert text.endswith(")."), text
    assert hows[code] in text
    assert skip in window.guide.skip_button.text()


def test_the_guide_bar_has_no_english_in_the_pseudo_locale(qtbot, first_start, speak):  # noqa: F811
    speak("pseudo")
    window = first_start()
    first_step(qtbot, window, "hillbilly")
    bar = window.guide.bar
    assert untranslated(bar.windowTitle()) is None
    assert untranslated(window.guide.skip_button.text()) is None
    how = window.guide.step.text.rsplit(". ", 1)[
        -1
    ]  # the guide's own sentence, the advice's before
    assert untranslated(how) is None, how
