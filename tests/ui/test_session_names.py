"""The next game's seats when the New Game dialog is skipped (issue 32): the player's name
from the settings takes the first human seat only when no seat's name looks like it, so a
look-alike (another case, full-width letters) never reaches the table unchecked."""

from __future__ import annotations

import pytest

from rummy_desktop.persistence.seats import Seat
from rummy_desktop.persistence.settings import Settings

from .drive import close_window, open_window, solo


@pytest.mark.parametrize("player", ["ADA", "Ａｄａ", "ada "])
def test_the_players_name_alike_to_a_computers_is_not_given_to_the_human_seat(qtbot, player):
    w = open_window(qtbot, solo("hillbilly", seed=3))
    try:
        seats = [Seat(name="You", kind="human"), Seat.computer("Ada", "simple")]
        w.session.settings = Settings(player_name=player, last_seats=seats)
        names = [seat.name for seat in w.session.default_setup().seats]
        assert names == ["You", "Ada"]
    finally:
        close_window(w)


def test_the_players_own_name_takes_the_human_seat(qtbot):
    w = open_window(qtbot, solo("hillbilly", seed=3))
    try:
        seats = [Seat(name="You", kind="human"), Seat.computer("Ada", "simple")]
        w.session.settings = Settings(player_name="Annie", last_seats=seats)
        assert [seat.name for seat in w.session.default_setup().seats] == ["Annie", "Ada"]
    finally:
        close_window(w)
