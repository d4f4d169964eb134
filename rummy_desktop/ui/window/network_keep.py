"""The table a window hosts, kept on disk, and hosted again after the app stopped mid-game.

While a window hosts a table (Game ▸ Host a table…), ``persistence.hosted_table.TableSaver``
writes its game after every move, with the atomic save, to ``network-table.rummy`` in the
app's state folder, and the seats' tokens, private, beside it; never to the local game's
``autosave.rummy``. The saver is the host table's ``on_change``: it runs on the network's
thread, where the host's ``Match`` lives (the window's thread never reads it).

If the app stops mid-game (killed, a crash, a power cut), the next start asks whether to host
that table again (``offer``): Yes opens it on the same port with the same code, and the
joined seats come back by their tokens (a joined window, and ``join``, try for a minute);
No removes it. The game's end removes it too, and so does closing the table on purpose: the
question before Quit, New Game, Open… or hosting or joining another table, or the lobby's
Leave (``forget``). Only a window that keeps the player's files (``persist``) does any of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rummy_desktop.plain_text import printable
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.ui.window.files import WARNING_MS
from rummy_desktop.ui.window.network_words import NetworkWords

if TYPE_CHECKING:
    from rummy_desktop.persistence.hosted_table import TableSaver
    from rummy_desktop.ui.window.network import NetworkTable


class TableKeeping(QObject):
    failed = Signal(str)  # a save that failed (the network's thread -> the window's)

    def __init__(self, table: NetworkTable) -> None:
        super().__init__(table)
        self.table = table
        self.window = table.window
        self.saver: TableSaver | None = None  # the table being hosted, once it listens
        self.failed.connect(self._failed)

    def saver_for(self, code: str, port: int, game_id: str | None = None) -> TableSaver | None:
        """What saves a table about to be hosted (``game_id``: a resumed game's own)."""
        if not self.window.files.persist:
            return None
        from rummy_desktop.persistence import new_game_id
        from rummy_desktop.persistence.hosted_table import TableSaver
        from rummy_desktop.persistence.paths import network_table_path

        return TableSaver(
            network_table_path(),
            code,
            game_id or new_game_id(),
            port=port,
            forget_at_end=True,
            on_problem=self.failed.emit,
        )

    def forget(self) -> None:
        """The table is closed on purpose: not offered again."""
        saver, self.saver = self.saver, None
        if saver is not None:
            saver.forget()

    def _failed(self, text: str) -> None:
        #: {problem} is a whole sentence saying what went wrong with the file.
        said = NetworkWords.tr(
            "The network table is not being saved: {problem} The game goes on.", problem=text
        )
        self.window.show_message(said, WARNING_MS)

    def offer(self) -> bool:
        """At start: the table this window hosted when the app stopped, hosted again if the
        player says so; True then."""
        from rummy_desktop.persistence.hosted_table import find_hosted_table

        if not self.window.files.persist:
            return False
        offer = find_hosted_table()
        if offer is None:
            return False
        hosted = offer.table
        if offer.problem or hosted is None:
            self.window.show_message(offer.problem or "", WARNING_MS)
            return False
        kept = hosted.tokens
        # The description and the code come from a file: plain text (plain_box), printable.
        #: Asked at start; {game} describes the saved game, {code} and {port} the table's.
        question = NetworkWords.tr(
            "Host your network table again?\n\n{game}\nTable code {code}, port {port}\n\n"
            "The app stopped while you hosted it. Yes opens it again: those who joined come "
            "back by themselves while their windows still try (for a minute), and a computer "
            "plays for anyone who is not back. No closes it for good.",
            game=offer.description,
            code=printable(kept.code),
            port=kept.port,
        )
        title = NetworkWords.tr("Network table")
        if not plain_box.ask(self.window, title, question):
            offer.discard()
            self.window.show_notice(NetworkWords.tr("The network table is closed"), 7000)
            return False
        for line in hosted.loaded.warnings:  # a computer's level this version does not have
            self.window.show_message(line, WARNING_MS)
        self.table.host_again(hosted)
        return True
