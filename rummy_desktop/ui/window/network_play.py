"""A network table's game in the window: what the host sends, painted one move at a time.

``RemotePlay`` turns the host's messages (``sync``, ``update``, ``refused``, ``seat``,
``chat``) into the window's table: the first ``sync`` seats the window at a
``net.remote.RemoteMatch`` (the controller plays it as it plays a local match), each
``update`` is a ``Played`` painted once the cards of the last have landed (a host's computers
move faster than cards fly). Table Talk says who is at the table, who comes and goes, and
the chat.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from rummy_desktop.engine import Action, Event, PlayerView
from rummy_desktop.match.talk import TalkLine
from rummy_desktop.net import wire
from rummy_desktop.net.bucket import Bucket
from rummy_desktop.net.remote import RemoteMatch, link_words
from rummy_desktop.plain_text import clean_name
from rummy_desktop.ui.window.network_words import NetworkWords

# Chat lines and seat news from the host shown a second, on average and at once: a table of
# people typing sends a few; past this a flood would repaint Table Talk for minutes.
NEWS_RATE, NEWS_BURST = 10.0, 40
TOO_FAST = NetworkWords.tr_noop("Chat and news from the table come too fast: some are not shown")

if TYPE_CHECKING:
    from rummy_desktop.ui.window.network import NetworkTable


class RemotePlay(QObject):
    def __init__(self, table: NetworkTable) -> None:
        super().__init__(table)
        self.table = table
        self.window = table.window
        self.match: RemoteMatch | None = None
        self.incoming: deque[dict[str, Any]] = deque()
        self.new_connection()
        self._pace = QTimer(self)  # an object: see controller.py on QTimer.singleShot
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._drain)
        controller = self.window.live
        controller.stateChanged.connect(self._check_adopted)
        controller.roundEnded.connect(lambda _summary: self._round_dialog())

    def take(self, data: dict[str, Any]) -> None:
        """A message about the game: painted in its turn."""
        self.incoming.append(data)
        self._drain()

    def lost(self, why: str) -> None:
        """The connection ended before the game did: said in Table Talk, and every move now
        refused with it (the table stays on the screen as it was)."""
        if self.match is not None:
            self.match.gone = why
            self.match.cut = False
            self.match.talk.say(why)
            self.window.live.talked()
            self.window.live.repaint()  # a move on its way snaps back
            self.window.live.changed()  # the status line says it

    def new_connection(self) -> None:
        """A new connection to a table: its news allowance is whole again."""
        self._news_gate = Bucket(NEWS_RATE, NEWS_BURST)
        self._flood_said = False

    def admits(self) -> bool:
        """Whether a chat line or a seat's news may be shown now; a flood's rest is not (each
        line is a repaint of Table Talk), and the person is told so once a connection."""
        if self._news_gate.take():
            return True
        if not self._flood_said:
            self._flood_said = True
            lobby = self.table.lobby
            if lobby is not None and self.match is None:
                lobby.said(NetworkWords.tr(TOO_FAST))
            elif self.match is not None:
                self.match.talk.say(NetworkWords.tr(TOO_FAST))
                self.window.live.talked()
        return False

    def link(self, client: object, up: bool) -> None:
        """``client``'s connection dropped and is tried again, or is back: said in Table Talk
        and the status line at once (the instruction says it while it lasts; in the lobby,
        its status); meanwhile a move is refused with a sentence (the host's sync that
        follows the return brings the table up to date)."""
        if client is not self.table.client:
            return  # a table left on purpose
        lobby = self.table.lobby
        if lobby is not None and self.match is None:
            lobby.status.setText(link_words(up))
        m = self.match
        if m is None or m.gone or m.cut != up:
            return  # not at the game yet (the lobby says it), or nothing changed
        m.cut = not up
        m.talk.say(link_words(up))
        if up:
            self.window.show_notice(link_words(True))
        else:  # the instruction says it from now on (``RemoteMatch.on_hold``), once is enough
            self.window.status_line.clear()
        live = self.window.live
        live.talked()
        live.repaint()  # a card on its way snaps back
        live.changed()  # the instruction says it instead of whose turn it is

    def reset(self) -> None:
        """The window is no longer at this table."""
        self.match = None
        self.incoming.clear()
        self._pace.stop()

    def _check_adopted(self) -> None:
        """A local game replaced this table in the window (New Game, Open): leave it."""
        if self.match is not None and self.window.live.match is not self.match:
            self.table.close()

    def _drain(self) -> None:
        """Paint the next message once the cards of the last have landed."""
        controller = self.window.controller
        while self.incoming:
            if controller is not None and controller.scene.is_animating():
                self._pace.start(max(20, controller.animation_ms))
                return
            data = self.incoming.popleft()
            try:
                painted = self._apply(data)
            except Exception:  # noqa: BLE001 - a message never takes the window down
                self.window.show_message(
                    NetworkWords.tr("The host sent something this version cannot read")
                )
                continue
            if painted and self.incoming and controller is not None and controller.animation_ms:
                self._pace.start(controller.animation_ms)  # a pause to see the move, as locally
                return

    def _apply(self, data: dict[str, Any]) -> bool:
        """One message into the table; True when cards may be flying now."""
        client, controller = self.table.client, self.window.controller
        if client is None or controller is None or client.rules is None:
            return False
        kind = data["type"]
        if kind == "sync":
            view = wire.read_view(data["view"], client.rules)
            events = [wire.read_event(e) for e in data["events"]]
            if self.match is None:
                self._sit(data, view, events)
            else:
                self.match.sync(data["seq"], view)
                controller.repaint()
                controller.changed()
            return True
        m = self.match
        if m is None:
            return False
        if kind == "update":
            view = wire.read_view(data["view"], client.rules)
            events = [wire.read_event(e) for e in data["events"]]
            played = m.update(data["seq"], events, view)
            if played is not None:
                controller.played(played)
            return played is not None
        if kind == "refused":
            problem = wire.read_problem(data, m.names)  # worded here, with our names
            controller.tell(m.refused(wire.plain_line(data.get("reason"), 200), problem))
            controller.repaint()
            controller.changed()
        elif kind == "seat":
            self._seat_news(m, data)
        elif kind == "chat":
            name = clean_name(str(data.get("name", "")))[: wire.MAX_NAME]
            m.talk.say(f"{name}: {wire.chat_text(data.get('text'))}")
            controller.talked()
        return False

    def _sit(self, data: dict[str, Any], view: PlayerView, events: list[Event]) -> None:
        """The game starts: the window plays this seat's side of the table."""
        client, controller = self.table.client, self.window.controller
        assert client is not None and client.rules is not None and controller is not None
        names = [clean_name(str(n))[: wire.MAX_NAME] for n in data["names"]]
        computers = [bool(c) for c in data["computers"]]
        match = RemoteMatch(
            view.seat, client.rules, names, computers, view, self._send, data["seq"], events
        )
        away = set(data.get("away", []))
        who = [
            _seated(n, c, i in away) for i, (n, c) in enumerate(zip(names, computers, strict=True))
        ]
        # Right under the table's first line, before the deal's.
        #: Table Talk at a network table's start: {players} lists who sits there, with ", ".
        line = NetworkWords.tr("At the table: {players}", players=", ".join(who))
        match.talk.lines.insert(1, TalkLine(line))
        self.match = match
        self.table.close_lobby()
        self._sit_window(match)

    def _sit_window(self, match: RemoteMatch) -> None:
        """The window plays this seat from now on (no pass screen: one person a screen)."""
        from rummy_desktop.tabletop.rule_words import game_info_text
        from rummy_desktop.ui.window.panels import scoreboard_width

        w = self.window
        w.table.pass_screen.hide()
        w.live.start(match.setup, match=match)
        w.setWindowModified(False)  # nothing here to save: the host keeps the game
        w.score_dock.setFixedWidth(scoreboard_width(len(match.names)))
        w.game_info.setText(game_info_text(match.rules, None))  # no deal number: secret
        w.panel.chat.show()
        w.session.sort_new_hand()
        w.refresh()

    def _seat_news(self, m: RemoteMatch, data: dict[str, Any]) -> None:
        seat = data.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < len(m.names):
            return
        status, name = str(data.get("status")), m.names[seat]
        if status == "away":
            words = NetworkWords.tr(
                "{name} lost the connection; the table waits for them", name=name
            )
        elif status == "computer":
            words = NetworkWords.tr(
                "{name} is away: a computer plays for them until they are back", name=name
            )
        elif status == "back":
            words = NetworkWords.tr("{name} is back", name=name)
        else:
            return
        m.talk.say(words)
        if self.window.controller is not None:
            self.window.controller.talked()

    def _send(self, action: Action, seq: int) -> None:
        client = self.table.client
        if client is not None:
            self.table.run(client.say(client.action_message(action, seq)))

    def _round_dialog(self) -> None:
        """A round's scores are shown (the window's dialog): nothing to play again or review
        here (the host keeps the game); once closed, what came in meanwhile is painted."""
        from rummy_desktop.ui.dialogs.round_end import RoundEnd

        dialog = self.window.round_end_dialog
        if self.match is None or dialog is None:
            return
        for button in dialog.buttons.buttons():
            if button.text() in (RoundEnd.tr("Play again"), RoundEnd.tr("Review game")):
                dialog.buttons.removeButton(button)
                button.deleteLater()
        dialog.finished.connect(self._round_closed)

    def _round_closed(self) -> None:
        """The round's scores were seen (after the window dealt on): the rest is painted."""
        m = self.match
        if m is None:
            return
        for seq, events, view in m.take_later():
            played = m.update(seq, events, view)  # another round's end: kept again after it
            if played is not None and self.window.controller is not None:
                self.window.controller.played(played)
        self._drain()


def _seated(name: str, computer: bool, away: bool) -> str:
    """A player as the table's first line lists them: "Ada (computer)", "Bo (away)"."""
    if computer:
        #: A seat played by the computer, in the list of who sits at a network table.
        return NetworkWords.tr("{name} (computer)", name=name)
    if away:
        #: A person whose connection is gone, in the list of who sits at a network table.
        return NetworkWords.tr("{name} (away)", name=name)
    return name
