"""Game ▸ Host a table… and Game ▸ Join a table…: the window at a network table.

The network runs on its own thread: one asyncio event loop (``NetLoop``), because the
protocol's library (websockets) is asyncio's and Qt's own event loop cannot run its sockets
(PySide6's QtAsyncio has no network I/O; qasync would be one more dependency). The two meet
in one place: the loop hands each message to the window through a queued Qt signal, and the
window hands a move or a chat line to the loop with ``run_coroutine_threadsafe``. Nothing of
Qt runs on the loop, and nothing of the loop's (the host's ``Table`` and its ``Match``) is
touched by the window's thread.

A hosting window runs the ``Host`` on that loop and sits at its own table as every other
person does: through a ``PersonClient`` on 127.0.0.1, holding the token of the seat kept for
it. So the host's person sees only its own seat's view, as a joiner does, and the window
plays both kinds of table with one adapter, ``net.remote.RemoteMatch``.

A hosting window keeps its table on disk after every move and offers to host it again after
the app stopped mid-game: ``network_keep.TableKeeping``.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from rummy_desktop.match import Match
from rummy_desktop.net import Host, HostConfig, Refusal, Table, saved_match, wire
from rummy_desktop.net.discovery import (
    DISCOVERY_PORT,
    Announcer,
    FoundTable,
    Listener,
    announcement,
)
from rummy_desktop.net.remote import PersonClient, RemoteMatch
from rummy_desktop.plain_text import clean_name
from rummy_desktop.ui.window.network_keep import TableKeeping
from rummy_desktop.ui.window.network_play import RemotePlay
from rummy_desktop.ui.window.network_words import NetworkWords

if TYPE_CHECKING:
    from rummy_desktop.persistence.hosted_table import HostedTable, TableSaver
    from rummy_desktop.ui.dialogs.network import HostChoice, JoinChoice, LobbyDialog
    from rummy_desktop.ui.window.main_window import MainWindow


class NetLoop:
    """An asyncio event loop on a daemon thread of its own."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name="rummy-network", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def run(self, coro: Coroutine[Any, Any, Any]) -> Future[Any]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self) -> None:
        async def wind_down() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        if self.loop.is_running():
            # Closing: whatever is left goes with the thread.
            with contextlib.suppress(Exception):
                self.run(wind_down()).result(3)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(3)
        if not self.thread.is_alive() and not self.loop.is_closed():
            self.loop.close()  # its sockets with it


class NetworkTable(QObject):
    """The window's part at a network table: the connection, the lobby, the updates painted
    one after another (a computer's moves at the host come in faster than cards fly)."""

    arrived = Signal(str)  # a message from the host (the loop's thread -> the window's)
    # A client's connection is over: "" when the game ended, else why; True when it was
    # lost and tried again in vain (not a refusal, nor a host that broke the protocol).
    ended = Signal(object, str, bool)
    linked = Signal(object, bool)  # a client's connection dropped (False) or is back (True)
    heard = Signal(object)  # the tables found on the network (list[FoundTable])
    opened = Signal(object)  # hosting: (port, token) once the host listens, or a sentence

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.net: NetLoop | None = None
        self.host: Host | None = None
        self.table: Table | None = None
        self.client: PersonClient | None = None
        self.lobby: LobbyDialog | None = None
        self.listener: Listener | None = None
        self.announcer: Announcer | None = None
        self.name = "You"
        self.code = ""
        self.port = 0  # the port a hosted table listens on
        self.where = ""
        self.discovery_port = 0  # 0: the usual port (discovery.DISCOVERY_PORT); tests change it
        self.patience = 60.0  # seconds a dropped connection is tried again; tests shorten it
        self.config = HostConfig()
        self.seed: int | None = None  # the deal number of a hosted table: tests fix it
        self.play = RemotePlay(self)
        self.keeping = TableKeeping(self)  # the hosted table on disk, and hosted again
        self.arrived.connect(self._arrived)
        self.ended.connect(self._ended)
        self.linked.connect(self.play.link)
        self.opened.connect(self._opened)
        window.panel.chat.returnPressed.connect(self._chat_typed)

    @property
    def match(self) -> RemoteMatch | None:
        return self.play.match

    @property
    def playing(self) -> bool:
        """The window shows a network table's game (being played, or over)."""
        return self.play.match is not None

    def run(self, coro: Coroutine[Any, Any, Any]) -> None:
        """``coro`` on the network's thread (a message to send)."""
        if self.net is not None:
            self.net.run(coro)

    def _loop(self) -> NetLoop:
        if self.net is None:
            self.net = NetLoop()
        return self.net

    # ---- the dialogs ---------------------------------------------------------------------

    def ask_host(self) -> None:
        """Game ▸ Host a table…: New Game's choices, a code and a port; then the lobby."""
        from rummy_desktop.ui.dialogs.network import HostDialog

        if not self.window.files.may_leave("host a table"):
            return
        session = self.window.session
        dialog = HostDialog(self.window, session.default_setup(), session.contract_variants())
        if dialog.exec() == HostDialog.DialogCode.Accepted:
            self.host_table(dialog.choice())

    def ask_join(self) -> None:
        """Game ▸ Join a table…: the tables heard on the network, or an address and a code."""
        from rummy_desktop.ui.dialogs.network import JoinDialog

        if not self.window.files.may_leave("join a table"):
            return
        seats = self.window.session.default_setup().seats
        name = next((s.name for s in seats if s.is_human), "")
        dialog = JoinDialog(self.window, "" if name == "You" else name)
        self.heard.connect(dialog.set_tables)
        self.listen()
        accepted = dialog.exec() == JoinDialog.DialogCode.Accepted
        self.heard.disconnect(dialog.set_tables)
        self.stop_listening()
        if accepted:
            self.join_table(dialog.choice())

    # ---- hosting -----------------------------------------------------------------------

    def host_table(self, choice: HostChoice) -> None:
        """Open the table on ``choice.port`` and sit at its first seat."""
        self.close()
        self.name = choice.setup.seats[0].name
        self.code = choice.code
        # Every person's seat is remote (the host's own person joins on 127.0.0.1); the deal
        # is drawn at random unless a test fixed it.
        setup = replace(choice.setup, seed=self.seed)
        game_name = setup.rules().game_name
        saver = self.keeping.saver_for(choice.code, choice.port)
        where = NetworkWords.tr("Opening the table on port {port}…", port=choice.port)
        self._lobby(hosting=True, where=where)
        self._loop().run(self._open(setup, choice.code, choice.port, game_name, saver))

    def host_again(self, hosted: HostedTable) -> None:
        """The table this window hosted when the app stopped, opened again on its port with
        its code: its seats come back with their tokens, this window's person too."""
        loaded, kept = hosted.loaded, hosted.tokens
        assert kept.own_seat is not None and kept.port is not None  # find_hosted_table checks
        own, port, code, remote = kept.own_seat, kept.port, kept.code, kept.seats
        match = saved_match(loaded.game, loaded.seats, loaded.notes, loaded.assisted)
        self.close()
        self.name, self.code = remote[own][0], code
        saver = self.keeping.saver_for(code, port, loaded.game_id)
        where = NetworkWords.tr("Opening your table again on port {port}…", port=port)
        self._lobby(hosting=True, where=where)
        if self.lobby is not None:
            self.lobby.start_button.hide()  # the game has started: it goes on
        game_name = match.game.rules.game_name
        resumed = (match, remote, own)
        self._loop().run(self._open(match.setup, code, port, game_name, saver, resumed))

    async def _open(
        self,
        setup: Any,
        code: str,
        port: int,
        game_name: str,
        saver: TableSaver | None = None,
        resumed: tuple[Match, dict[int, tuple[str, str]], int] | None = None,
    ) -> None:
        host = Host(self.config, log=lambda line: None)
        try:
            if resumed is None:
                table = host.add_table(code, setup, on_change=saver)
                table.starts_itself = False
                seat = table.reserve(self.name)
            else:
                match, remote, own = resumed
                table = host.resume_table(code, match, remote, on_change=saver)
                seat = table.remote[own]
            if saver is not None and seat is not None:
                saver.own_seat = seat.seat
            listening = await host.start("0.0.0.0", port)
        except OSError as exc:
            await host.close()
            self.opened.emit(open_problem(port, exc.strerror or str(exc), resumed is not None))
            return
        self.host, self.table = host, table
        if saver is not None:
            saver.port = listening
            self.keeping.saver = saver  # from now on, leaving the table removes its save
        #: The table's name as others find it in Join a table; {name} is the host's.
        name = NetworkWords.tr("{name}'s table", name=self.name)
        self.announcer = Announcer(
            lambda: (
                b""
                if table.match is not None
                else announcement(name, game_name, listening, len(table.open_seats))
            ),
            port=self.discovery_port or DISCOVERY_PORT,
        )
        self.announcer.start()
        assert seat is not None  # a new table has its seats free
        self.opened.emit((listening, seat.token))

    def _opened(self, result: object) -> None:
        if isinstance(result, str):
            if self.lobby is not None:
                self.lobby.show_problem(result)
            self._deal_if_empty()
            return
        assert isinstance(result, tuple)
        port: int = result[0]
        token: str = result[1]
        self.port = port
        #: In the lobby, for the host: {address} is this computer's, as in 192.168.1.5:8765.
        self.where = NetworkWords.tr(
            "Table code: {code}\nOthers join with Game ▸ Join a table…: the table is listed "
            "there, or they type {address}",
            code=self.code,
            address=f"{_address()}:{port}",
        )
        if self.lobby is not None:
            self.lobby.where.setText(self.where)
        self._connect(f"ws://127.0.0.1:{port}", self.code, token)

    def start_pressed(self) -> None:
        """The host starts: the seats nobody took are played by computers."""
        table, net = self.table, self.net
        if table is not None and net is not None:
            net.loop.call_soon_threadsafe(table.begin, "easy")

    # ---- joining -----------------------------------------------------------------------

    def join_table(self, choice: JoinChoice) -> None:
        self.close()
        self.name = choice.name
        where = NetworkWords.tr("Joining the table at {url}…", url=choice.url)
        self._lobby(hosting=False, where=where)
        self._connect(choice.url, choice.code, None, choice.name)

    def _connect(self, url: str, code: str, token: str | None, name: str = "") -> None:
        client = PersonClient(
            url, name or self.name, code, self.arrived.emit, token=token, patience=self.patience
        )
        client.on_link = lambda up: self.linked.emit(client, up)
        self.client = client
        self.play.new_connection()

        async def play() -> None:
            try:
                await client.play()
            except Refusal as exc:
                self.ended.emit(client, str(exc), exc.lost)
                return
            except Exception as exc:  # noqa: BLE001 - a connection's end is a sentence, never a crash
                #: Why a table was left: {error} is a technical name (e.g. "TimeoutError").
                why = NetworkWords.tr("the connection ended ({error})", error=type(exc).__name__)
                self.ended.emit(client, why, False)
                return
            self.ended.emit(client, "", False)

        self._loop().run(play())

    def listen(self) -> None:
        """List the tables heard on the network (``heard``) until ``stop_listening``."""
        self.stop_listening()
        listener = Listener(self.heard.emit, **self._discovery())
        self.listener = listener

        async def start() -> None:
            try:
                await listener.start()
            except OSError:
                return  # the port is taken or there is no network: the list stays empty

        self._loop().run(start())

    def _discovery(self) -> dict[str, Any]:
        return {"port": self.discovery_port} if self.discovery_port else {}

    def stop_listening(self) -> None:
        listener, self.listener = self.listener, None
        if listener is not None and self.net is not None:
            self.net.loop.call_soon_threadsafe(listener.stop)

    # ---- the lobby ---------------------------------------------------------------------

    def _lobby(self, hosting: bool, where: str) -> None:
        from rummy_desktop.ui.dialogs.network import LobbyDialog

        lobby = LobbyDialog(self.window, hosting, where)
        lobby.startPressed.connect(self.start_pressed)
        lobby.chatted.connect(self.chat)
        lobby.leavePressed.connect(self._left_lobby)
        self.lobby = lobby
        lobby.show()

    def close_lobby(self) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.hide()
            lobby.deleteLater()

    # ---- what the host sends -----------------------------------------------------------

    def _arrived(self, text: str) -> None:
        try:
            data = wire.loads(text)
        except wire.WireError:
            return  # the client already read it once: cannot happen
        kind = data.get("type")
        if kind in ("chat", "seat") and not self.play.admits():
            return  # a flood: said once
        if kind == "lobby":
            if self.lobby is not None and isinstance(data.get("seats"), list):
                self.lobby.show_roster(data["seats"])
        elif kind == "chat" and self.lobby is not None and not self.playing:
            name = clean_name(str(data.get("name", "")))[: wire.MAX_NAME]
            self.lobby.said(f"{name}: {wire.chat_text(data.get('text'))}")
        elif kind in ("sync", "update", "refused", "seat", "chat"):
            self.play.take(data)

    def _chat_typed(self) -> None:
        chat = self.window.panel.chat
        text = chat.text()
        chat.clear()
        self.chat(text)

    def chat(self, text: str) -> None:
        """A line typed in the chat box: to every seat, through the host."""
        client, net = self.client, self.net
        text = wire.chat_text(text)
        if text and client is not None and net is not None:
            net.run(client.say({"type": "chat", "text": text}))

    def _ended(self, client: object, why: str, lost: bool) -> None:
        if client is not self.client:
            return  # a table left on purpose
        self.client = None
        if why and self.match is not None and isinstance(client, PersonClient):
            if lost:
                why = NetworkWords.tr(
                    "Lost the connection to the table at {url}: the game cannot go on here",
                    url=client.url,
                )
            else:  # the host broke the protocol: what it did, in the client's words
                why = NetworkWords.tr("Left the table at {url}: {why}", url=client.url, why=why)
        if why:
            if self.lobby is not None:
                self.lobby.show_problem(why)
            self.window.show_message(why, 15000)
            self.play.lost(why)
            self._deal_if_empty()

    def _left_lobby(self) -> None:
        self.leave()
        self._deal_if_empty()

    def _deal_if_empty(self) -> None:
        """A window that opened its table again at start has no game of its own until the
        table shows: when it will not (it could not be opened, the lobby was left), the
        usual game is dealt."""
        if self.window.controller is not None and self.window.controller.match is None:
            self.window.start_game(self.window.session.default_setup())

    def leave(self) -> None:
        """Leave the table (and close it, when hosting: on purpose, so its save goes too);
        the window stays as it is."""
        self.keeping.forget()
        self.close_lobby()
        self.client = None
        self.table = None
        host, self.host = self.host, None
        announcer, self.announcer = self.announcer, None
        self.stop_listening()
        net, self.net = self.net, None
        if net is not None:
            if announcer is not None:
                net.loop.call_soon_threadsafe(announcer.stop)
            if host is not None:
                with contextlib.suppress(Exception):  # closing: nothing more to do
                    net.run(host.close()).result(3)
            net.stop()

    def close(self) -> None:
        """Leave, and the window is no longer at a network table (a new game, quitting)."""
        self.leave()
        self.play.reset()
        self.window.panel.chat.hide()


def open_problem(port: int, problem: str, resumed: bool) -> str:
    """Why a table could not be opened, in a sentence; a table hosted again is offered again."""
    if resumed:
        #: {problem} is the system's own words (e.g. "Address already in use").
        return NetworkWords.tr(
            "The table could not be opened on port {port}: {problem}. It is offered "
            "again at the next start",
            port=port,
            problem=problem,
        )
    #: {problem} is the system's own words (e.g. "Address already in use").
    return NetworkWords.tr(
        "The table could not be opened on port {port}: {problem}", port=port, problem=problem
    )


def _address() -> str:
    """This machine's address on the local network, as others would type it."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))  # no packet is sent: only the route is looked up
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


__all__ = ["FoundTable", "NetLoop", "NetworkTable"]
