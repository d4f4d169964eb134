"""The scoreboard's column of the person at the screen reads "You" in the player's language,
as the name plates and the round-end box do (it read "You" in a German window)."""

from __future__ import annotations

import pytest

from .drive import close_window, open_window, solo


@pytest.mark.parametrize(
    ("code", "you"), [("en", "You"), ("de", "Du"), ("fr", "Vous"), ("es", "Tú")]
)
def test_the_scoreboard_says_you_in_the_players_language(qtbot, speak, code, you):
    if code != "en":
        speak(code)
    window = open_window(qtbot, solo("three-thirteen", seed=5), size=(1024, 700))
    try:
        board = window.scoreboard
        headers = [board.horizontalHeaderItem(i).text() for i in range(board.columnCount())]
        assert headers[0] == you and headers[1:] == ["Ada", "Bruno"]
    finally:
        close_window(window)
