"""A hostile or broken host against the joined window (Game ▸ Join a table…, typed with the
keyboard): each fault of tests/net/test_hostile_host.py ends the table with one clear line
(in the lobby, or in Table Talk and the status line once the game is shown), never an
exception or a hang; the window stays usable (the lobby's Leave, the Game menu's dialogs);
the host's names and chat are shown as plain text, their controls dropped."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton

from rummy_desktop.net import SeatClient
from rummy_desktop.net.remote import RemoteMatch
from rummy_desktop.plain_text import shows
from tests.net import fake_host as fake
from tests.net.fake_host import FakeHost
from tests.net.test_hostile_host import ESC, FAULTS, M

from .drive import LEFT, answering, close_window, open_window, solo
from .test_network_table import click_ok, free_port, type_into


@pytest.fixture
def joiner(qtbot, monkeypatch):
    """A window whose local game waits for its person (nothing unsaved to ask about)."""
    window = open_window(qtbot, solo("three-thirteen", seed=5), size=(1024, 700))
    window.network.discovery_port = free_port(socket.SOCK_DGRAM)
    window.network.patience = 1.0
    monkeypatch.setattr(SeatClient, "answer_timeout", 0.5)
    yield window
    window.network.close()
    close_window(window)


@contextlib.contextmanager
def leaving(window) -> Iterator[None]:
    """The table is left at the end, whatever happened (pytest-qt closes the windows before
    the fixtures end, and closing at a live table would ask first)."""
    try:
        yield
    finally:
        window.network.close()


def join(window, url: str) -> None:
    def typed(dialog) -> None:
        QTest.keyClicks(dialog.address, url)
        QTest.keyClicks(dialog.code_edit, "t")
        type_into(dialog.name_edit, "Eve")
        click_ok(dialog)

    with answering(typed):
        window.menu_actions["join_table"].trigger()


def said(window) -> list[str]:
    """Every line the window shows about the table: the lobby's, Table Talk, the status."""
    lines = [window.statusBar().findChild(QLabel, "message").text()]
    lobby = window.network.lobby
    if lobby is not None:
        lines.append(lobby.status.text())
        lines += [lobby.talk.item(i).text() for i in range(lobby.talk.count())]
    if isinstance(window.controller.match, RemoteMatch):
        lines += window.controller.visible_talk()
    return lines


def leave_button(dialog) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if "Leave" in b.text())


def still_usable(qtbot, window) -> None:
    """The lobby (if still up) leaves with its button; Game ▸ Join a table… opens again (a
    table still being played is left first, when asked)."""
    lobby = window.network.lobby
    if lobby is not None:
        QTest.mouseClick(leave_button(lobby), LEFT)
        assert window.network.lobby is None
    cancel = lambda d: QTest.mouseClick(  # noqa: E731
        d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel), LEFT
    )
    steps = [cancel]
    if window.network.client is not None:  # the table plays on: leave it?
        steps.insert(0, lambda box: QTest.mouseClick(leave_button(box), LEFT))
    with answering(*steps) as asked:
        window.menu_actions["join_table"].trigger()
    assert asked.seen[-1] == "Join a table"
    assert window.isVisible() and QApplication.activeModalWidget() is None


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_broken_host_is_one_line_and_the_window_stays_usable(qtbot, joiner, fault):
    script, phrase = FAULTS[fault]
    with FakeHost(script) as host, leaving(joiner):
        join(joiner, host.url)
        qtbot.waitUntil(lambda: joiner.network.client is None, timeout=10000)
        lines = [line for line in said(joiner) if phrase in line]
        assert lines, said(joiner)
        assert all(all(shows(c) for c in line) for line in said(joiner))
        still_usable(qtbot, joiner)


def test_names_chat_and_refusals_are_plain_and_an_unknown_message_is_passed_over(qtbot, joiner):
    script = fake.says(
        fake.welcome(M),
        fake.sync(M, names=(f"Ann{ESC}", f"<b>Eve</b>{ESC}")),
        {"type": "weather", "seq": 0, "sky": "grey"},
        fake.chat(f"hello{ESC} there", name=f"Ann{ESC}"),
        {"type": "refused", "seq": 0, "reason": f"not now{ESC}"},
    )
    with FakeHost(script) as host, leaving(joiner):
        join(joiner, host.url)
        qtbot.waitUntil(lambda: "hello]0;owned[2J there" in " ".join(said(joiner)), timeout=5000)
        talk = joiner.controller.visible_talk()
        assert "At the table: Ann]0;owned[2J, <b>Eve</b>]0;owned[2J" in talk
        assert "Ann]0;owned[2J: hello]0;owned[2J there" in talk
        qtbot.waitUntil(lambda: "not now" in said(joiner)[0], timeout=5000)  # the status line
        assert all(all(shows(c) for c in line) for line in said(joiner))
        assert joiner.network.client is not None  # the table goes on
        # A name that reads as markup is shown as it is written, in every label showing it.
        showing = [w for w in joiner.findChildren(QLabel) if "<b>Eve</b>" in w.text()]
        assert showing, "the name is in no label (the instruction names whose turn it is)"
        assert all(w.textFormat() == Qt.TextFormat.PlainText for w in showing), [
            w.objectName() or w.text() for w in showing
        ]
        joiner.grab().save("/tmp/netui-hostile-names.png")


def test_a_flood_of_chat_is_cut_short_and_the_window_stays_usable(qtbot, joiner):
    """20,000 chat lines and seat news at once: the window shows the first ones, says once
    that the rest come too fast, reads on to what follows, and answers its menu. Shown one by
    one they took minutes (each a repaint of Table Talk)."""
    flood = [fake.chat(f"line {i}") for i in range(15_000)]
    flood += [{"type": "seat", "seq": 0, "seat": 0, "status": s} for s in ["away", "back"] * 2500]
    after = {"type": "refused", "seq": 0, "reason": "after the flood"}  # said in the status line
    with FakeHost(fake.says(fake.welcome(M), fake.sync(M), *flood, after)) as host, leaving(joiner):
        join(joiner, host.url)
        qtbot.waitUntil(lambda: "after the flood" in said(joiner), timeout=30000)
        talk = joiner.controller.visible_talk()
        assert talk.count("Chat and news from the table come too fast: some are not shown") == 1
        assert "Ann: line 0" in talk and len(talk) < 200
        still_usable(qtbot, joiner)
