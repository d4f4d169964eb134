"""The welcome screen in the player's language (issue 36): its words and the ten lines of how
to play each game, marked, and nothing cut at 1024x700 in the pseudo-locale."""

from __future__ import annotations

import pytest

from rummy_desktop.ui.dialogs.welcome import WelcomeDialog
from tests.ui.scaled.check import clipped
from tests.ui.untranslated import untranslated


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_the_welcome_screen_is_translated_and_fits(qtbot, speak, variant):
    speak("pseudo")
    d = WelcomeDialog(variant=variant)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert untranslated(d) == []
    assert d.lines.text().count("\n") == 9  # ten lines, each numbered and translated
    assert clipped(d) == []
    assert d.width() <= 1000 and d.height() <= 640, d.size()


def test_the_welcome_screen_in_spanish(qtbot, speak):
    speak("es")
    d = WelcomeDialog(variant="three-thirteen")
    qtbot.addWidget(d)
    assert d.windowTitle() == "Bienvenido a Rummy Desktop"
    assert d.guided.text() == "Empezar la ronda guiada"
    first = d.lines.text().splitlines()[0]
    assert first == "1. El Three Thirteen se juega en once rondas, de 3 cartas hasta 13."
    d.radios["hillbilly"].click()
    assert d.lines.text().splitlines()[-1].startswith("10. En la mano, un comodín cuesta 50")


def test_the_welcome_screen_in_english_is_as_it_was(qtbot):
    d = WelcomeDialog(variant="hillbilly")
    qtbot.addWidget(d)
    assert d.windowTitle() == "Welcome to Rummy Desktop"
    assert d.lines.text().splitlines()[0] == (
        "1. Hillbilly Rummy is played over ten rounds; the lowest total wins."
    )
