"""The table a window hosts, kept on disk and hosted again after the app stopped (issue 35).

A persisting window (the player's folders under tmp: ``home``) hosts a short table with a
headless seat joined as `rummy-desktop join` does. Its game is saved after every move to
``network-table.rummy`` (the local game's ``autosave.rummy`` left alone), the seats' tokens
beside it, private; the game's end or a confirmed close removes both. A hosting window killed
with SIGKILL mid-game: the next start asks, Yes (a click) hosts it again on the same port with
the same code, the joined process and window come back by their tokens and the game ends. No removes it; a
damaged or hostile file is one line, and the start goes on.
"""

from __future__ import annotations

import json
import os
import socket
import stat
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.match import GameOver
from rummy_desktop.match.seat import Seat
from rummy_desktop.net import client as net_client
from rummy_desktop.net.remote import RemoteMatch
from rummy_desktop.persistence import Autosaver, autosave_path, load_game, new_game_id, save_game
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.ui.window.main_window import MainWindow

from .drive import LEFT, answering, close_window, press_button, solo
from .test_network_table import (
    ONE_ROUND,
    click_ok,
    free_port,
    offered,
    play_my_moves,
    second_window,
    type_into,
)

ROOT = Path(__file__).resolve().parents[2]
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and file modes are POSIX")


def kept(home: Path) -> tuple[Path, Path]:
    """The hosting window's save and its tokens, in the player's state folder."""
    folder = home / "state"
    return folder / "network-table.rummy", folder / "network-table.rummy.tokens"


@pytest.fixture
def windows(qtbot, home, monkeypatch):
    """Persisting windows, closed at the end without their questions."""
    made: list[MainWindow] = []

    def make(setup=None, start: bool = True) -> MainWindow:
        w = MainWindow(persist=True)
        qtbot.addWidget(w)
        w.resize(1024, 700)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        if start:
            w.finish_startup(setup)
        return w

    yield make
    for w in made:
        if w.controller is not None:
            w.network.close()
            w.controller.shutdown()
        if w.round_end_dialog is not None:
            w.round_end_dialog.done(0)
        w.setWindowModified(False)
        w.close()


def host_by_menu(qtbot, window, monkeypatch, code: str) -> int:
    """Game ▸ Host a table…, the code and a free port typed, Open the table: the port."""
    monkeypatch.setattr(window.session, "default_setup", lambda: offered(ONE_ROUND))
    monkeypatch.setattr(window.files, "may_leave", lambda doing: True)
    window.network.discovery_port = free_port(socket.SOCK_DGRAM)
    window.network.seed = 3
    port = free_port()
    with answering(
        lambda d: (
            type_into(d.code_edit, code),
            type_into(d.port_spin.lineEdit(), str(port)),
            click_ok(d),
        )
    ):
        window.menu_actions["host_table"].trigger()
    qtbot.waitUntil(lambda: window.network.port == port, timeout=5000)
    return port


def join_in_a_thread(port: int, code: str) -> list[object]:
    """Bo's seat, as `rummy-desktop join` plays it: its outcome, or why it ended (a table
    closed for good is tried again for a minute, then given up)."""
    outcome: list[object] = []

    def play() -> None:
        try:
            outcome.append(
                net_client.play(f"ws://127.0.0.1:{port}", "Bo", make_bot("simple", 1), code)
            )
        except Exception as exc:  # noqa: BLE001 - kept for the test to read
            outcome.append(exc)

    threading.Thread(target=play, daemon=True).start()
    return outcome


def start_when_joined(qtbot, window) -> RemoteMatch:
    lobby = window.network.lobby
    qtbot.waitUntil(
        lambda: lobby.seats.count() == 3 and "Bo" in lobby.seats.item(1).text(), timeout=5000
    )
    press_button(lobby.start_button)
    qtbot.waitUntil(lambda: isinstance(window.controller.match, RemoteMatch), timeout=5000)
    return window.controller.match


def test_a_hosting_window_saves_its_table_after_every_move_and_its_end_removes_it(
    qtbot, windows, home, monkeypatch
):
    w = windows(solo("three-thirteen", seed=2))
    local_id = w.files.game_id
    save, tokens = kept(home)
    port = host_by_menu(qtbot, w, monkeypatch, "fam-1")
    outcome = join_in_a_thread(port, "fam-1")
    m = start_when_joined(qtbot, w)
    table = w.network.table

    def my_turn_after(moves: int) -> bool:  # the host waits for this window's person
        return m.seq >= moves and w.controller.acting_human() == 0 and m.sent is None

    play_my_moves(qtbot, w, lambda: my_turn_after(6))
    qtbot.waitUntil(lambda: save.is_file() and len(load_game(save).game.log) == m.seq, timeout=5000)
    loaded = load_game(save)
    assert loaded.game.log == table.match.game.log  # the host's game, every move of it
    assert [s.name for s in loaded.seats] == ["Ann", "Bo", "Ada"]
    assert stat.S_IMODE(tokens.stat().st_mode) == 0o600
    secret = json.loads(tokens.read_text())
    assert secret["code"] == "fam-1" and secret["port"] == port and secret["own_seat"] == 0
    for row in secret["seats"]:
        assert row["token"] not in save.read_text()
    # The local game's autosave is the local game's still.
    if autosave_path().exists():
        assert json.loads(autosave_path().read_text())["game_id"] == local_id != loaded.game_id

    play_my_moves(qtbot, w, lambda: isinstance(m.state, GameOver) and bool(outcome))
    qtbot.waitUntil(lambda: not save.exists() and not tokens.exists(), timeout=5000)
    assert table.match.game.is_over and outcome[0].totals == tuple(table.match.game.totals())


def test_closing_the_hosting_window_asks_and_a_confirmed_close_removes_the_table(
    qtbot, windows, home, monkeypatch
):
    w = windows(solo("three-thirteen", seed=2))
    save, tokens = kept(home)
    port = host_by_menu(qtbot, w, monkeypatch, "fam-2")
    join_in_a_thread(port, "fam-2")
    m = start_when_joined(qtbot, w)
    play_my_moves(qtbot, w, lambda: m.seq >= 3 and w.controller.acting_human() == 0)
    qtbot.waitUntil(save.is_file, timeout=5000)
    monkeypatch.delattr(w.files, "may_leave")  # the window's own question before Quit
    w.activateWindow()  # the player clicks the window once the lobby has closed
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    with answering(QMessageBox.StandardButton.Cancel) as asked:
        QTest.keyClick(w, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # Game ▸ Quit
    assert asked.seen == ["Close your network table to quit?"]
    assert w.isVisible() and w.network.host is not None and save.is_file()

    def close_it(box) -> None:
        button = next(b for b in box.buttons() if b.text() == "&Close the table")
        QTest.mouseClick(button, LEFT)

    with answering(close_it):
        QTest.keyClick(w, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)
    assert not save.exists() and not tokens.exists()


# ---- killed, and hosted again ----------------------------------------------------------------

HOSTING_WINDOW = textwrap.dedent(
    """
    import os, signal, sys
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from rummy_desktop.ai import make_bot
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.ui.dialogs.network import HostChoice
    from rummy_desktop.ui.window.main_window import MainWindow
    port, udp = int(sys.argv[1]), int(sys.argv[2])
    application = QApplication([])
    w = MainWindow(persist=True)
    w.show()
    w.finish_startup(GameSetup("three-thirteen", (Seat.of("You"), Seat.of("Ada", "simple")), {}, 2))
    w.network.discovery_port, w.network.seed = udp, 3
    seats = (Seat.of("Ann"), Seat.of("Player 2"), Seat.of("Player 3"))
    rules = {"contracts": [{"deal": 10, "sets": [3, 3], "runs": []}]}
    w.network.host_table(HostChoice(GameSetup("hillbilly", seats, rules), "fam-3", port))
    net = w.network
    while net.table is None or len(net.table.remote) < 3:  # Ann's own seat, Bo's and Cleo's
        QTest.qWait(10)
    net.start_pressed()
    bot, mine = make_bot("simple", 9), 0
    while mine < 3:
        m, c = w.controller.match, w.controller
        if net.play.match is not None and c.acting_human() == 0 and m.sent is None:
            c.submit(bot.choose(m.view(0)))
            mine += 1
        QTest.qWait(10)
    while net.play.match.sent is not None:  # the third move is answered: it is in the save
        QTest.qWait(10)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@POSIX
def test_a_hosting_window_killed_mid_game_hosts_its_table_again_and_the_game_ends(
    qtbot, windows, home
):
    """Ann's window hosts (in a process of its own), Bo joins headless and Cleo in a window;
    Ann's process is killed mid-game. Ann starts the app again and clicks Yes: Bo's process
    and Cleo's window come back by their tokens and the game is played to its end."""
    save, tokens = kept(home)
    port = free_port()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(home))
    env["PYTHONPATH"] = str(ROOT)
    hosting = subprocess.Popen(
        [sys.executable, "-c", HOSTING_WINDOW, str(port), str(free_port(socket.SOCK_DGRAM))],
        env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    joiner = None
    cleo = second_window(qtbot)
    cleo.network.discovery_port = free_port(socket.SOCK_DGRAM)
    try:
        deadline = time.monotonic() + 30
        while not _listening(port):
            assert time.monotonic() < deadline and hosting.poll() is None, hosting.stderr.read()
            time.sleep(0.02)
        joiner = subprocess.Popen(
            [sys.executable, "-m", "rummy_desktop", "join", f"ws://127.0.0.1:{port}",
             "--code", "fam-3", "--name", "Bo", "--bot", "simple"],
            env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip

        def typed(dialog) -> None:
            QTest.keyClicks(dialog.address, f"127.0.0.1:{port}")
            QTest.keyClicks(dialog.code_edit, "fam-3")
            type_into(dialog.name_edit, "Cleo")
            click_ok(dialog)

        with answering(typed):
            cleo.menu_actions["join_table"].trigger()
        # Cleo plays her moves while Ann's process plays three of its own and is killed.
        play_my_moves(qtbot, cleo, lambda: hosting.poll() is not None)
        hosting.wait(10)
        assert hosting.returncode == -9, hosting.stderr.read()  # killed, no clean close
        theirs = cleo.controller.match
        assert isinstance(theirs, RemoteMatch) and not isinstance(theirs.state, GameOver)
        before = load_game(save).game.log
        assert len(before) >= 3 and tokens.exists()

        with answering(QMessageBox.StandardButton.Yes) as asked:
            w = windows()
        question = asked.seen[0]
        assert question.startswith("Host your network table again?")
        assert "Hillbilly" in question and all(n in question for n in ("Ann", "Bo", "Cleo"))
        assert f"Table code fam-3, port {port}" in question
        qtbot.waitUntil(lambda: isinstance(w.controller.match, RemoteMatch), timeout=5000)
        m = w.controller.match
        assert m.seat == 0 and set(m.names) == {"Ann", "Bo", "Cleo"}
        assert w.controller.last_model.seats[1].hand is None  # still only its own hand
        over = lambda: all(isinstance(x.state, GameOver) for x in (m, theirs))  # noqa: E731
        play_my_moves(qtbot, w, over, cleo)
        assert cleo.controller.match is theirs  # the same table in Cleo's window, played on
        assert theirs.last_view.scores == m.last_view.scores
        out, err = joiner.communicate(timeout=30)
        assert joiner.returncode == 0, err  # it came back by its token: a new join is refused
        assert out.startswith("Game over: seat ")
        game = w.network.table.match.game
        assert game.is_over and game.log[: len(before)] == before  # the same game, on
        qtbot.waitUntil(lambda: not save.exists() and not tokens.exists(), timeout=5000)
    finally:
        for p in (hosting, joiner):
            if p is not None:
                p.kill()
                p.communicate()
        cleo.network.close()
        close_window(cleo)


def _listening(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


# ---- No, and damaged files -------------------------------------------------------------------


def write_network_table(home: Path, port: int = 8765, **changes) -> str:
    """A table a window hosted when it stopped: Ann's (seat 0), Bo's, a computer; four moves."""
    from rummy_desktop.persistence.host_tokens import write_host_tokens

    save, tokens = kept(home)
    save.parent.mkdir(parents=True, exist_ok=True)
    seats = [Seat.of("Ann"), Seat.of("Bo"), Seat.of("Ada", "easy")]
    game = Game(RuleSet.from_overrides("hillbilly", 3, ONE_ROUND), 5)
    bots = [make_bot("simple", s) for s in range(3)]
    while len(game.log) < 4:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    game_id = new_game_id()
    save_game(save, game, seats, game_id=game_id)
    fields = {"code": "fam-4", "game_id": game_id, "port": port, "own_seat": 0} | changes
    write_host_tokens(
        tokens,
        fields["code"],
        fields["game_id"],
        {0: ("Ann", "a" * 24), 1: ("Bo", "b" * 24)},
        port=fields["port"],
        own_seat=fields["own_seat"],
    )
    return game_id


def test_no_removes_the_network_table_and_the_local_game_is_offered_after_it(qtbot, windows, home):
    save, tokens = kept(home)
    write_network_table(home)
    local = Game(RuleSet.preset("three-thirteen", players=2), 4)
    local.apply(local.legal_actions(local.to_act()[0])[0])
    Autosaver([Seat.of("You"), Seat.of("Ada", "easy")], new_game_id()).save(local)
    No = QMessageBox.StandardButton.No  # noqa: N806
    with answering(No, No) as asked:
        w = windows()
    assert asked.seen[0].startswith("Host your network table again?")
    assert asked.seen[1].startswith("Resume the interrupted game?")
    assert not save.exists() and not tokens.exists()
    assert autosave_path().exists()  # the local game's: untouched by the network table's
    assert w.controller.match is not None and w.network.host is None


def hostile_cases(home: Path) -> dict[str, object]:
    save, tokens = kept(home)
    return {
        "cut short": lambda: save.write_bytes(save.read_bytes()[:300]),
        "no tokens": lambda: tokens.unlink(),
        "a headless host's tokens": lambda: _rewrite(tokens, port=None, own_seat=None),
        "a code that does not print": lambda: _rewrite(tokens, code="fam\u202e<b>x</b>\n"),
        "a huge tokens file": lambda: tokens.write_text(" " * 30_000),
    }


def _rewrite(tokens: Path, **changes) -> None:
    doc = json.loads(tokens.read_text()) | changes
    tokens.write_text(json.dumps({k: v for k, v in doc.items() if v is not None}))


@pytest.mark.parametrize(
    "case",
    [
        "cut short",
        "no tokens",
        "another game's tokens",
        "a headless host's tokens",
        "a code that does not print",
        "a huge tokens file",
    ],
)
def test_a_damaged_or_hostile_network_table_is_one_line_and_the_start_goes_on(
    qtbot, windows, home, monkeypatch, case
):
    save, tokens = kept(home)
    game_id = write_network_table(home)
    if case == "another game's tokens":
        real = save.read_bytes()
        write_network_table(home)
        save.write_bytes(real)
        assert game_id in real.decode()
    else:
        hostile_cases(home)[case]()
    asked: list[str] = []
    monkeypatch.setattr(plain_box, "ask", lambda _p, _t, text: asked.append(text) or False)
    w = windows()
    assert asked == []  # nothing to host again: no question
    line = w.message_label.text()
    assert line.startswith("The network table cannot be hosted again. ") and "\n" not in line
    assert len(line) < 400
    assert w.controller.match is not None and not isinstance(w.controller.match, RemoteMatch)
    assert not save.exists() and not tokens.exists()
    assert list(save.parent.glob("network-table.rummy.broken-*"))  # kept aside to look at
    again = windows()  # and the next start neither asks nor complains
    assert asked == [] and "network table" not in again.message_label.text()


def test_a_port_taken_at_resume_is_a_sentence_and_the_table_is_offered_again(qtbot, windows, home):
    save, tokens = kept(home)
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        write_network_table(home, port=port)
        with answering(QMessageBox.StandardButton.Yes):
            w = windows()
        lobby = w.network.lobby
        qtbot.waitUntil(lambda: f"could not be opened on port {port}" in lobby.status.text())
        assert "offered again at the next start" in lobby.status.text()
        assert w.controller.match is not None  # the usual game behind, not an empty table
        assert not isinstance(w.controller.match, RemoteMatch)
        buttons = [b for b in lobby.findChildren(type(lobby.start_button)) if b.isVisible()]
        leave = next(b for b in buttons if b.text() == "&Leave the table")
        press_button(leave)
        qtbot.waitUntil(lambda: w.controller.match is not None, timeout=5000)
        assert not isinstance(w.controller.match, RemoteMatch)  # the usual game, dealt
        assert save.exists() and tokens.exists()
