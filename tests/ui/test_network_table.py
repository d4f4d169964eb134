"""The window at a network table, driven by real events on 127.0.0.1: Host a table (the
dialog filled with the keyboard and the mouse), the lobby's Start, a headless seat joining
as `rummy-desktop join` does, the host's person playing a short game to its end; Join a
table (a table found on the network, an address and a code typed), a dialog cancelled, a
connection that drops."""

from __future__ import annotations

import socket
import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGroupBox, QLabel, QMessageBox

from rummy_desktop.ai import make_bot
from rummy_desktop.match import Deciding, GameOver
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.net import HostConfig
from rummy_desktop.net import client as net_client
from rummy_desktop.net.remote import RemoteMatch
from tests.net.helpers import SHORT_HILLBILLY

from .drive import LEFT, answering, close_window, open_window, press_button, solo

ONE_ROUND = {"contracts": [{"deal": 10, "sets": [3, 3], "runs": []}]}


def offered(overrides: dict) -> GameSetup:
    seats = (Seat.of("Ann"), Seat.of("Player 2"), Seat.of("Ada", "easy"))
    return GameSetup("hillbilly", seats, dict(overrides), 3)


def second_window(qtbot):
    """Another window, its local game waiting for its person (deal 5: nobody has moved, so
    nothing unsaved is asked about before joining)."""
    return open_window(qtbot, solo("three-thirteen", seed=5), size=(1024, 700))


def free_port(kind: int = socket.SOCK_STREAM) -> int:
    with socket.socket(socket.AF_INET, kind) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def type_into(edit, text: str) -> None:
    edit.setFocus()
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, text)


def click_ok(dialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), LEFT)


@pytest.fixture
def host_window(qtbot, monkeypatch):
    window = open_window(qtbot, solo("three-thirteen", seed=2), size=(1024, 700))
    # The game New Game would offer: one round of Hillbilly, a seat for one person who joins.
    monkeypatch.setattr(window.session, "default_setup", lambda: offered(ONE_ROUND))
    window.network.discovery_port = free_port(socket.SOCK_DGRAM)
    window.network.seed = 3  # the same deal every run
    # The computers of the local game may have moved: whether to save it is asked first
    # (files.may_leave, tested with New Game); here the answer is always "go on".
    monkeypatch.setattr(window.files, "may_leave", lambda doing: True)
    yield window
    window.network.close()
    close_window(window)


def play_my_moves(qtbot, window, until, *others) -> int:
    """The person's moves in each window, as a simple player would choose them, till
    ``until()``; each round's scores closed with a click."""
    windows = (window, *others)
    bot, moves = make_bot("simple", 9), 0
    for _ in range(4000):
        if until():
            return moves
        for w in windows:
            dialog = w.round_end_dialog
            if dialog is not None and dialog.isVisible():
                buttons = dialog.buttons.buttons()
                QTest.mouseClick(buttons[-1], LEFT)  # Deal round N, or Close at the end
                continue
            c = w.controller
            m = c.match
            seat = c.acting_human()
            if isinstance(m, RemoteMatch) and seat is not None and m.sent is None:
                assert isinstance(m.state, Deciding)
                c.submit(bot.choose(m.view(seat)))
                moves += 1
        QTest.qWait(10)
    raise AssertionError("the game did not end")


def test_a_window_hosts_a_headless_seat_joins_and_they_play_to_the_end(
    qtbot, host_window, monkeypatch
):
    window = host_window
    # Two rounds: the first round's scores are closed and the second is dealt.
    monkeypatch.setattr(window.session, "default_setup", lambda: offered(SHORT_HILLBILLY))
    port = free_port()

    def fill(dialog) -> None:
        dialog.grab().save("/tmp/netui-host-dialog.png")
        deal = next(g for g in dialog.findChildren(QGroupBox) if g.title() == "Deal number")
        assert not deal.isVisible()  # a host who chose the deal would know the stock
        type_into(dialog.code_edit, "friday-7")
        type_into(dialog.port_spin.lineEdit(), str(port))
        click_ok(dialog)

    with answering(fill) as asked:
        window.menu_actions["host_table"].trigger()
    assert asked.seen == ["Host a table"]
    net = window.network
    qtbot.waitUntil(lambda: net.port == port, timeout=5000)
    lobby = net.lobby
    assert "friday-7" in lobby.where.text() and str(port) in lobby.where.text()
    qtbot.waitUntil(lambda: lobby.seats.count() == 3, timeout=5000)
    lobby.grab().save("/tmp/netui-lobby.png")

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
    assert net.lobby is None and not window.table.pass_screen.isVisible()
    assert window.panel.chat.isVisible()
    talk = window.controller.visible_talk()
    assert talk[1] == "At the table: Ann, Bo, Ada (computer)"
    assert "a network table" in window.game_info.text()  # never the deal number

    # A line of chat, typed and sent with Enter, comes back through the host.
    window.panel.chat.setFocus()
    QTest.keyClicks(window.panel.chat, "good luck")
    window.panel.chat.insert("\u202e all")  # QTest types ASCII only; a pasted override
    QTest.keyClick(window.panel.chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ann: good luck all" in window.controller.visible_talk(), timeout=5000)
    window.grab().save("/tmp/netui-host-playing.png")

    m = window.controller.match
    moves = play_my_moves(qtbot, window, lambda: isinstance(m.state, GameOver) and outcome)
    joiner.join(5)
    assert moves > 3
    assert outcome and outcome[0].totals == tuple(m.last_view.scores[-1] and outcome[0].totals)
    host_game = net.table.match.game
    assert host_game.is_over and outcome[0].totals == tuple(host_game.totals())
    assert m.last_view.scores == host_game.view(0).scores
    assert "Host or join another table" in window.instruction.text()
    # What the host's person saw was only their own seat: never another hand.
    assert window.controller.last_model.seats[1].hand is None
    window.grab().save("/tmp/netui-host-over.png")


def test_join_lists_a_table_found_on_the_network_and_joins_it_by_its_code(qtbot, host_window):
    window = host_window
    port = free_port()
    with answering(
        lambda d: (
            type_into(d.code_edit, "abc"),
            type_into(d.port_spin.lineEdit(), str(port)),
            click_ok(d),
        )
    ):
        window.menu_actions["host_table"].trigger()
    qtbot.waitUntil(lambda: window.network.port == port, timeout=5000)

    other = second_window(qtbot)
    other.network.discovery_port = window.network.discovery_port

    def pick(dialog) -> None:
        qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=5000)
        assert dialog.found.item(0).text().startswith("Ann's table: ")
        dialog.grab().save("/tmp/netui-join.png")
        rect = dialog.found.visualItemRect(dialog.found.item(0))
        QTest.mouseClick(dialog.found.viewport(), LEFT, pos=rect.center())
        assert dialog.address.text().endswith(f":{port}")  # the LAN's address, or 127.0.0.1
        QTest.keyClicks(dialog.code_edit, "abc")
        type_into(dialog.name_edit, "Cleo")
        click_ok(dialog)

    try:
        with answering(pick):
            other.menu_actions["join_table"].trigger()
        lobby = window.network.lobby
        qtbot.waitUntil(lambda: "Cleo" in lobby.seats.item(1).text(), timeout=5000)
        qtbot.waitUntil(lambda: other.network.lobby.seats.count() == 3, timeout=5000)
        # The lobby has a chat line too: Cleo says hello, the host's lobby reads it.
        theirs = other.network.lobby
        theirs.chat.setFocus()
        QTest.keyClicks(theirs.chat, "hello all")
        QTest.keyClick(theirs.chat, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: lobby.talk.count() == 1, timeout=5000)
        assert lobby.talk.item(0).text() == "Cleo: hello all"
        lobby.grab().save("/tmp/netui-lobby-chat.png")
        press_button(lobby.start_button)
        qtbot.waitUntil(lambda: isinstance(other.controller.match, RemoteMatch), timeout=5000)
        qtbot.waitUntil(lambda: isinstance(window.controller.match, RemoteMatch), timeout=5000)
        other.grab().save("/tmp/netui-joined-playing.png")
        assert other.controller.match.seat == 1 and window.controller.match.seat == 0
        # Each window shows its own hand and the other's as backs.
        assert other.controller.last_model.seats[0].hand is None
        assert window.controller.last_model.seats[1].hand is None
        # Both people play the short game to its end, each in their own window.
        ours, theirs = window.controller.match, other.controller.match
        over = lambda: all(isinstance(m.state, GameOver) for m in (ours, theirs))  # noqa: E731
        play_my_moves(qtbot, window, over, other)
        assert ours.last_view.scores == theirs.last_view.scores
        assert window.network.table.match.game.is_over
        # The host leaves: the joined window says so in a sentence and stays up.
        window.network.close()
        qtbot.waitUntil(lambda: other.network.client is None, timeout=15000)
        assert other.isVisible()
    finally:
        other.network.close()
        close_window(other)


def test_a_wrong_code_is_a_sentence_in_the_lobby(qtbot, host_window):
    window = host_window
    port = free_port()
    with answering(
        lambda d: (
            type_into(d.code_edit, "right"),
            type_into(d.port_spin.lineEdit(), str(port)),
            click_ok(d),
        )
    ):
        window.menu_actions["host_table"].trigger()
    qtbot.waitUntil(lambda: window.network.port == port, timeout=5000)
    other = second_window(qtbot)
    other.network.discovery_port = free_port(socket.SOCK_DGRAM)

    def typed(dialog) -> None:
        QTest.keyClicks(dialog.address, f"127.0.0.1:{port}")
        QTest.keyClicks(dialog.code_edit, "wrong")
        type_into(dialog.name_edit, "Cleo")
        click_ok(dialog)

    try:
        with answering(typed):
            other.menu_actions["join_table"].trigger()
        lobby = other.network.lobby
        qtbot.waitUntil(lambda: "wrong table code" in lobby.status.text(), timeout=5000)
        assert not lobby.start_button.isVisible()
    finally:
        other.network.close()
        close_window(other)


def test_a_cancelled_dialog_changes_nothing(qtbot, host_window):
    window = host_window
    before = window.controller.match
    cancel = lambda d: QTest.mouseClick(  # noqa: E731
        d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel), LEFT
    )
    with answering(cancel, cancel) as asked:
        window.menu_actions["host_table"].trigger()
        window.menu_actions["join_table"].trigger()
    assert asked.seen == ["Host a table", "Join a table"]
    assert window.controller.match is before and window.network.lobby is None
    assert QApplication.activeModalWidget() is None


def test_a_connection_that_drops_mid_game_is_a_sentence_and_the_window_stays(qtbot, host_window):
    window = host_window
    port = free_port()
    with answering(
        lambda d: (
            type_into(d.code_edit, "abc"),
            type_into(d.port_spin.lineEdit(), str(port)),
            click_ok(d),
        )
    ):
        window.menu_actions["host_table"].trigger()
    qtbot.waitUntil(lambda: window.network.port == port, timeout=5000)
    other = second_window(qtbot)
    other.network.discovery_port = free_port(socket.SOCK_DGRAM)
    other.network.patience = 1.0  # a person's window tries a minute; the test, a second

    def typed(dialog) -> None:
        QTest.keyClicks(dialog.address, f"127.0.0.1:{port}")
        QTest.keyClicks(dialog.code_edit, "abc")
        type_into(dialog.name_edit, "Cleo")
        click_ok(dialog)

    try:
        with answering(typed):
            other.menu_actions["join_table"].trigger()
        lobby = window.network.lobby
        qtbot.waitUntil(lambda: "Cleo" in lobby.seats.item(1).text(), timeout=5000)
        press_button(lobby.start_button)
        qtbot.waitUntil(lambda: isinstance(other.controller.match, RemoteMatch), timeout=5000)
        window.network.close()  # the host's window closes its table mid-game
        said = lambda: [t for t in other.controller.visible_talk() if "Lost the connection" in t]  # noqa: E731
        qtbot.waitUntil(lambda: bool(said()), timeout=15000)
        assert (
            said()[0]
            == f"Lost the connection to the table at ws://127.0.0.1:{port}: the game cannot go on here"
        )
        assert other.isVisible() and other.controller.last_model is not None
        # A move now is refused with that sentence, not sent into the void.
        m = other.controller.match
        legal = m.game.legal_actions(m.seat)
        if legal:
            assert not other.controller.submit(legal[0])
        other.grab().save("/tmp/netui-connection-lost.png")
    finally:
        other.network.close()
        close_window(other)


def test_help_says_how_to_host_and_join_and_that_there_is_no_undo_there():
    from rummy_desktop.ui.dialogs.help import how_to_play_markdown

    for variant in ("hillbilly", "three-thirteen"):
        page = how_to_play_markdown(variant)
        assert "## Playing over the network" in page
        assert "Game ▸ Host a table…" in page and "Game ▸ Join a table…" in page
        assert "At a network table there is no undo at all" in page


def test_a_person_whose_connection_drops_gets_their_seat_back(qtbot, host_window):
    """The joined window's connection is cut: it reconnects with its seat's token, is sent
    the table as it is, and the host's Table Talk says who left and came back."""
    window = host_window
    window.network.config = HostConfig(away_grace=30.0)
    port = free_port()
    with answering(
        lambda d: (
            type_into(d.code_edit, "abc"),
            type_into(d.port_spin.lineEdit(), str(port)),
            click_ok(d),
        )
    ):
        window.menu_actions["host_table"].trigger()
    qtbot.waitUntil(lambda: window.network.port == port, timeout=5000)
    other = second_window(qtbot)
    other.network.discovery_port = free_port(socket.SOCK_DGRAM)

    def typed(dialog) -> None:
        QTest.keyClicks(dialog.address, f"127.0.0.1:{port}")
        QTest.keyClicks(dialog.code_edit, "abc")
        type_into(dialog.name_edit, "Cleo")
        click_ok(dialog)

    try:
        with answering(typed):
            other.menu_actions["join_table"].trigger()
        lobby = window.network.lobby
        qtbot.waitUntil(lambda: "Cleo" in lobby.seats.item(1).text(), timeout=5000)
        press_button(lobby.start_button)
        qtbot.waitUntil(lambda: isinstance(other.controller.match, RemoteMatch), timeout=5000)
        theirs = other.controller.match
        client = other.network.client
        token = client.token
        other.network.run(client.conn.close())  # the line goes dead
        host_talk = window.controller.visible_talk
        qtbot.waitUntil(lambda: "Cleo is back" in host_talk(), timeout=10000)
        assert "Cleo lost the connection; the table waits for them" in host_talk()
        assert client.token == token and other.network.client is client
        assert other.controller.match is theirs  # the same table, brought up to date
        hand = window.network.table.match.game.hand(1)
        qtbot.waitUntil(lambda: sorted(theirs.last_view.hand) == sorted(hand), timeout=5000)
        # New Game while the table plays on: asked first; Cancel stays at the table.
        with answering(QMessageBox.StandardButton.Cancel) as asked:
            other.menu_actions["new"].trigger()
        assert asked.seen == ["Leave the network table to start a new game?"]
        assert other.controller.match is theirs and other.network.client is client
    finally:
        other.network.close()
        close_window(other)


def host_stops_listening(window) -> None:
    """The host's server shuts (every connection closed, the port refused) as a host that is
    restarting does; its tables and their seats' tokens are kept."""
    host = window.network.host

    async def stop() -> None:
        host.server.close()
        await host.server.wait_closed()

    window.network.net.run(stop()).result(5)


def host_listens_again(window, port: int) -> None:
    window.network.net.run(window.network.host.start("0.0.0.0", port)).result(5)


def test_a_lost_connection_is_said_at_once_moves_wait_and_its_return_is_said(qtbot, host_window):
    """The host stops listening mid-game (a restart): the joined window says at once that the
    connection is lost and tried again, a move meanwhile is refused with a sentence, and when
    the host listens again the window says it is connected again and plays on."""
    window = host_window
    port = free_port()
    with answering(
        lambda d: (
            type_into(d.code_edit, "abc"),
            type_into(d.port_spin.lineEdit(), str(port)),
            click_ok(d),
        )
    ):
        window.menu_actions["host_table"].trigger()
    qtbot.waitUntil(lambda: window.network.port == port, timeout=5000)
    other = second_window(qtbot)
    other.network.discovery_port = free_port(socket.SOCK_DGRAM)
    other.network.patience = 30.0  # never given up within the test

    def typed(dialog) -> None:
        QTest.keyClicks(dialog.address, f"127.0.0.1:{port}")
        QTest.keyClicks(dialog.code_edit, "abc")
        type_into(dialog.name_edit, "Cleo")
        click_ok(dialog)

    try:
        with answering(typed):
            other.menu_actions["join_table"].trigger()
        lobby = window.network.lobby
        qtbot.waitUntil(lambda: "Cleo" in lobby.seats.item(1).text(), timeout=5000)
        press_button(lobby.start_button)
        qtbot.waitUntil(lambda: isinstance(other.controller.match, RemoteMatch), timeout=5000)
        theirs, client = other.controller.match, other.network.client
        message = other.statusBar().findChild(QLabel, "message")
        lost = "Connection to the host lost: trying again…"

        host_stops_listening(window)
        qtbot.waitUntil(lambda: lost in other.controller.visible_talk(), timeout=5000)
        assert other.instruction.text() == lost  # not whose turn it is
        other.resize(1024, 700)
        other.grab().save("/tmp/netui-link-lost-1024.png")
        other.resize(1920, 1080)
        QTest.qWait(50)
        other.grab().save("/tmp/netui-link-lost-1920.png")
        other.resize(1024, 700)
        # A move now is refused with a sentence, whoever's turn it is; nothing is sent.
        m = other.controller.match
        move = (m.game.legal_actions(m.seat) or m.game.legal_actions(1 - m.seat))[0]
        seq = m.seq
        assert not other.controller.submit(replace(move, seat=m.seat))
        assert message.text() == (
            "The connection to the host is lost: no move can be sent until it is back"
        )
        assert m.sent is None and not m.queued and m.seq == seq

        host_listens_again(window, port)
        qtbot.waitUntil(lambda: "Connected again" in other.controller.visible_talk(), timeout=10000)
        talk = other.controller.visible_talk()
        assert talk.index("Connected again") > talk.index(lost)
        assert message.text() == "Connected again"
        assert other.controller.match is theirs and other.network.client is client
        assert not theirs.cut and theirs.on_hold() == ""
        assert lost not in other.instruction.text()
        # The game goes on to its end, both windows playing.
        ours = window.controller.match
        over = lambda: all(isinstance(x.state, GameOver) for x in (ours, theirs))  # noqa: E731
        play_my_moves(qtbot, window, over, other)
        assert window.network.table.match.game.is_over
    finally:
        other.network.close()
        close_window(other)
