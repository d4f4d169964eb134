"""The window at a network table in the player's language (issue 36): the lobby's lines, who
sits at the table, the line under the scoreboard and the game-over screen, in the pseudo-locale
with no word left unmarked; a seat's news in German; the English as it was."""

from __future__ import annotations

import socket
import threading

from PySide6.QtTest import QTest

from rummy_desktop.ai import make_bot
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.match import Deciding
from rummy_desktop.net import client as net_client
from rummy_desktop.net.remote import RemoteMatch
from rummy_desktop.ui.dialogs.network import HostChoice
from rummy_desktop.ui.dialogs.round_end import RoundEnd
from rummy_desktop.ui.window.network_play import _seated
from tests.ui.untranslated import untranslated

from .drive import LEFT, close_window, open_window, press_button, solo
from .test_network_table import ONE_ROUND, free_port, offered

NAMES = ("Ann", "Bo", "Ada")


def test_a_network_game_leaves_no_english_in_the_pseudo_locale(qtbot, speak, monkeypatch):
    speak("pseudo")
    window = open_window(qtbot, solo("three-thirteen", seed=2), size=(1024, 700))
    net = window.network
    net.discovery_port = free_port(socket.SOCK_DGRAM)
    net.seed = 3
    monkeypatch.setattr(window.files, "may_leave", lambda doing: True)
    port = free_port()
    try:
        net.host_table(HostChoice(offered(ONE_ROUND), "friday-7", port))
        qtbot.waitUntil(lambda: net.port == port, timeout=5000)
        lobby = net.lobby
        qtbot.waitUntil(lambda: lobby.seats.count() == 3, timeout=5000)
        assert left_over(lobby.where.text(), ("friday-7",)) is None, lobby.where.text()
        outcome: list[object] = []
        joiner = threading.Thread(
            target=lambda: outcome.append(
                net_client.play(f"ws://127.0.0.1:{port}", "Bo", make_bot("simple", 1), "friday-7")
            ),
            daemon=True,
        )
        joiner.start()
        qtbot.waitUntil(lambda: "Bo" in lobby.seats.item(1).text(), timeout=5000)
        press_button(lobby.start_button)
        qtbot.waitUntil(lambda: isinstance(window.controller.match, RemoteMatch), timeout=5000)
        talk = window.controller.visible_talk()
        assert left_over(talk[0]) is None, talk[0]  # "{game}, a network table"
        assert left_over(talk[1], NAMES) is None, talk[1]
        assert left_over(window.game_info.text()) is None, window.game_info.text()
        assert untranslated(window, allowed=NAMES) == []
        m = window.controller.match
        bot = make_bot("simple", 9)
        for _ in range(4000):
            dialog = window.round_end_dialog
            if dialog is not None and dialog.isVisible() and dialog.summary.game_over:
                break
            seat = window.controller.acting_human()
            if seat is not None and m.sent is None and isinstance(m.state, Deciding):
                window.controller.submit(bot.choose(m.view(seat)))
            QTest.qWait(10)
        else:
            raise AssertionError("the game did not end")
        # Nothing to play again or review at a table the host keeps, in any language.
        shown = [b.text() for b in dialog.buttons.buttons()]
        assert RoundEnd.tr("Play again") not in shown and RoundEnd.tr("Review game") not in shown
        assert len(shown) == 1, shown  # Close
        QTest.mouseClick(dialog.buttons.buttons()[0], LEFT)
        joiner.join(5)
    finally:
        net.close()
        close_window(window)


def test_who_sits_at_the_table_in_german_and_in_english(speak):
    assert [
        _seated("Ada", True, False),
        _seated("Bo", False, True),
        _seated("Ann", False, False),
    ] == [
        "Ada (computer)",
        "Bo (away)",
        "Ann",
    ]
    speak("de")
    assert _seated("Ada", True, False) == "Ada (Computer)"
    assert _seated("Bo", False, True) == "Bo (abwesend)"
