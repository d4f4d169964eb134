"""The game in play as files: its id, its save file and the autosave; Save, Save As, Open,
Open Recent, the resume offer at start, and the question before a game is thrown away.

Every file problem is a SaveFileError sentence, shown in a message box; the current game is
never lost by a failed save or open. See docs/dev/persistence-api.md. The persistence package
(pydantic) is imported only inside methods, once the window is shown.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from rummy_desktop.engine import Game
from rummy_desktop.i18n import Words
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.plain_text import printable
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.wording import GAME_NAMES, shown_game_name

if TYPE_CHECKING:  # the window owns its GameFiles: the types only, never an import circle
    from PySide6.QtWidgets import QWidget

    from rummy_desktop.match.seat import Seat
    from rummy_desktop.persistence import Autosaver, HandLayout, LoadedGame
    from rummy_desktop.ui.table.scene import TableScene
    from rummy_desktop.ui.window.parts import FilesWindow, Tells

from rummy_desktop.ui.window.help_menu import APP_NAME
from rummy_desktop.ui.window.leaving import (
    close_table_question,
    leave_table_question,
    unsaved_question,
)
from rummy_desktop.ui.window.recent import fill_recent_menu, remember_recent


class Files(Words):
    """Saving, opening and resuming games (a translation context)."""


#: The file dialogs' filter: the name of the game's save files, then their pattern.
FILE_FILTER = Files.tr_noop("Rummy Desktop games (*.rummy)")
WARNING_MS = 20_000


class GameFiles(QObject):
    """One window's game on disk. ``persist``: the autosave and the resume offer (tests and
    the selftest leave the player's folders alone; Save and Open still work)."""

    def __init__(
        self, window: FilesWindow, parent: QWidget, status: Tells, persist: bool = False
    ) -> None:
        super().__init__(parent)
        self.status = status  # the status line: a problem or a piece of news
        self.window = window  # the narrow FilesWindow, not the whole MainWindow
        self.parent_widget = parent  # the dialogs' parent
        self.persist = persist
        self.game_id = ""
        self.save_path: Path | None = None
        self.seats: list[Seat] = []  # per seat of the game in play
        self.autosaver: Autosaver | None = None
        self.coach: list[dict[str, Any]] = []  # the coach's analyses, kept in the save
        self.kept_layout: HandLayout | None = None  # a resumed game's, until it is shown
        # A reorder or a staged card rewrites the autosave once the event loop turns: a drop
        # that changes the row and the staging at once makes one write.
        self._layout_timer = QTimer(self)
        self._layout_timer.setSingleShot(True)
        self._layout_timer.setInterval(0)
        self._layout_timer.timeout.connect(self._save_layout)

    # ---- every game ---------------------------------------------------------------------

    def game_started(self, setup: GameSetup, loaded: LoadedGame | None = None) -> None:
        """A game was dealt or loaded: give it an id, an autosaver and a title."""
        from rummy_desktop.persistence import Autosaver, new_game_id

        if loaded is not None:
            self.game_id, self.save_path = loaded.game_id, loaded.path
            self.coach = list(loaded.coach)
            self.kept_layout = loaded.layout
        else:
            self.kept_layout = None
            self.game_id, self.save_path = new_game_id(), None
            self.coach = []
        self.seats = seats_of(setup)
        self.autosaver = None
        if self.persist:
            self.autosaver = Autosaver(self.seats, self.game_id, on_problem=self._warn)
        self.update_title()
        self.window.setWindowModified(False)

    def moved(self, game: Game, notes: list[str | None]) -> None:
        """After every action: the unsaved mark and the autosave."""
        self.window.setWindowModified(True)
        self._autosave(game, notes)

    def watch(self, scene: TableScene) -> None:
        """Follow the person's layout of their hand (for the autosave)."""
        scene.handReordered.connect(self.arranged)
        scene.stagedChanged.connect(self.arranged)

    def arranged(self) -> None:
        """The person at the screen reordered or staged cards: no move, but a resume after a
        crash shows the hand as they left it, so the autosave follows."""
        if self.autosaver is not None:
            self._layout_timer.start()

    def _save_layout(self) -> None:
        controller = self.window.controller
        match = controller.match if controller is not None else None
        if match is not None:
            self._autosave(match.game, match.notes)

    def _autosave(self, game: Game, notes: list[str | None]) -> None:
        self._layout_timer.stop()
        if self.autosaver is not None:
            self.autosaver.save(game, notes, assisted=self._assisted(), layout=self._layout())

    def restore_layout(self) -> None:
        """A resumed game's hand as its person left it, shown to that seat only: at once when
        it is at the screen, in hot seat at the first reveal and only if that is its own."""
        from rummy_desktop.ui.play.hand_keeping import lay_out

        controller, kept = self.window.controller, self.kept_layout
        if controller is None or kept is None or controller.viewer is None:
            return
        self.kept_layout = None  # the first person shown has it, or nobody
        if kept.seat == controller.viewer:
            lay_out(controller.scene, kept.row, kept.staged)

    def _layout(self) -> HandLayout | None:
        """The hand of the person at the screen as laid out (only theirs: the autosave is
        the host's file, and a resume shows it to that seat alone)."""
        from rummy_desktop.persistence import HandLayout
        from rummy_desktop.ui.play.hand_keeping import laid_out

        controller = self.window.controller
        laid = laid_out(controller.match, controller.scene) if controller is not None else None
        if laid is None:
            return None
        seat, row, staged = laid
        return HandLayout(seat, tuple(row), tuple(tuple(g) for g in staged))

    def _assisted(self) -> bool:
        controller = self.window.controller
        # An undo, or coach mode asking before a blunder: help either way.
        return controller is not None and controller.assisted

    def closing(self) -> None:
        """The window closes as asked (the game saved, or nothing to ask about)."""
        if self.autosaver is not None:
            self.autosaver.closed()

    def discard_autosave(self) -> None:
        self._layout_timer.stop()  # a layout written after would bring the game back
        if self.autosaver is not None:
            self.autosaver.discard()

    def _warn(self, text: str) -> None:
        self.status.show_message(text, WARNING_MS)

    def title(self) -> str:
        if self.save_path is not None:
            return Path(self.save_path).stem
        game = self.window.controller.game if self.window.controller is not None else None
        if game is None:
            return APP_NAME
        name = shown_game_name(game.rules)
        #: The window's title for a game not saved yet: "Hillbilly Rummy, deal 1234".
        return Files.tr("{game}, deal {seed}", game=name, seed=game.seed)

    def update_title(self) -> None:
        self.window.setWindowTitle(f"{printable(self.title())}[*] — {APP_NAME}")

    # ---- the question before a game is thrown away ----------------------------------------

    def may_leave(self, doing: str) -> bool:
        """Before ``doing`` replaces or closes the game ("start a new game", "open another
        game", "quit"): True to go on. A game in progress with unsaved moves asks the
        platform's usual question, Save / Don't Save / Cancel; a Save that is cancelled or
        fails keeps the game."""
        window = self.window
        controller = window.controller
        game = controller.game if controller is not None else None
        if controller is not None and window.network.playing:
            return self._may_leave_table(doing)
        if controller is None or game is None or game.is_over or not window.isWindowModified():
            return True
        humans = controller.humans
        if not any(humans):
            return True  # computers playing each other: nobody's game to lose
        if not any(0 <= a.seat < len(humans) and humans[a.seat] for a in game.log):
            return True  # only the computers have moved: nobody's game to lose yet
        answer = ask_unsaved(self.parent_widget, self.title(), doing)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.discard_autosave()  # thrown away: not offered again at the next start
            return True
        return False

    # ---- Save, Open, Open Recent -----------------------------------------------------------

    def _may_leave_table(self, doing: str) -> bool:
        """At a network table still being played: leave it? A joined person's table plays on
        without them; the host's own closes, for everyone and for good (its save goes)."""
        network = self.window.network
        if network.client is None:
            return True  # the game is over, or the connection is gone
        box = QMessageBox(self.parent_widget)
        box.setIcon(QMessageBox.Icon.Question)
        if network.host is not None:
            box.setWindowTitle(Files.tr("Close your table"))
            box.setText(close_table_question(doing))
            box.setInformativeText(
                Files.tr("The game ends for everyone at it, and it is not kept to host again.")
            )
            close = Files.tr("&Close the table")
            leave = box.addButton(close, QMessageBox.ButtonRole.AcceptRole)
        else:
            box.setWindowTitle(Files.tr("Leave the table"))
            box.setText(leave_table_question(doing))
            box.setInformativeText(
                Files.tr("The others play on: after a while a computer takes your seat.")
            )
            go = Files.tr("&Leave the table")
            leave = box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is leave

    def save(self, ask: bool = False) -> bool:
        """Save the current game (asking for a file the first time, or with ``ask``)."""
        from rummy_desktop.persistence import SAVE_SUFFIX, SaveFileError, save_game, saves_dir

        window = self.window
        controller = window.controller
        if controller is None or controller.game is None or controller.setup is None:
            return False  # the setup comes with the game (controller.start)
        if window.network.playing:  # this window holds only its seat's view
            self.status.show_message(
                Files.tr("A network table's game is kept by its host: not saved here")
            )
            return False
        path = self.save_path
        if ask or path is None:
            folder = saves_dir()
            folder.mkdir(parents=True, exist_ok=True)
            name = Path(path).name if path is not None else proposed_name(controller.game)
            chosen, _ = QFileDialog.getSaveFileName(
                self.parent_widget,
                Files.tr("Save game"),
                str(folder / name),
                Files.tr(FILE_FILTER),
            )
            if not chosen:
                return False
            path = Path(chosen if chosen.endswith(SAVE_SUFFIX) else chosen + SAVE_SUFFIX)
        try:
            save_game(
                path,
                controller.game,
                seats_of(controller.setup),
                game_id=self.game_id,
                notes=controller.live.notes,
                assisted=self._assisted(),
                coach=self.coach,
            )
        except SaveFileError as exc:
            #: The title of a box saying why a game could not be saved.
            plain_box.warn(self.parent_widget, Files.tr("Save"), str(exc))
            return False
        self.save_path = Path(path)
        window.setWindowModified(False)
        self.update_title()
        self.remember_recent(Path(path))
        self.status.show_notice(Files.tr("Saved to {file}", file=Path(path).name))
        return True

    def keep_analysis(self, analysis: Any) -> None:
        """A new analysis of the game in play: kept with it (saved now if it has a file)."""
        controller = self.window.controller
        if controller is None or controller.game is None:
            return
        entry = analysis.to_entry(len(controller.game.log))
        self.coach = [e for e in self.coach if e.get("seat") != analysis.seat] + [entry]
        if self.save_path is not None:
            self.save()
        else:
            self.window.setWindowModified(True)

    def open(self, path: str | Path | None = None) -> bool:
        """Open a saved game and play on from where it was saved (asking first about a game
        in progress that is not saved)."""
        from rummy_desktop.persistence import SaveFileError, load_game

        if not self.may_leave("open another game"):
            return False
        if path is None:
            path = ask_open_path(self.parent_widget, Files.tr("Open game"))
            if path is None:
                return False
        try:
            loaded = load_game(path)
        except SaveFileError as exc:
            #: The title of a box saying why a game could not be opened.
            plain_box.warn(self.parent_widget, Files.tr("Open"), str(exc))
            return False
        self.play_loaded(loaded)
        self.remember_recent(Path(path))
        return True

    def play_loaded(self, loaded: LoadedGame) -> None:
        """Play on from a loaded save (hot seat: the pass screen comes before any hand)."""
        window = self.window
        for line in loaded.warnings + loaded.notices:
            self.status.show_message(line, WARNING_MS)
        rules = loaded.game.rules
        setup = GameSetup(
            rules.variant,
            loaded.seats,
            rules.changed_flags(),
            loaded.game.seed,
        )
        window.start_game(setup, loaded=loaded)

    def remember_recent(self, path: Path) -> None:
        remember_recent(self.window.session, self.status, path)

    def fill_recent_menu(self, menu: QMenu) -> None:
        """Open Recent: the newest first, then "Clear the list"."""
        fill_recent_menu(menu, self.window.session, self.open)

    # ---- resume at start ----------------------------------------------------------------

    def offer_resume(self) -> bool:
        """Offer the interrupted game in the autosave; True if it was resumed."""
        from rummy_desktop.persistence import SaveFileError, find_resumable

        if not self.persist:
            return False
        offer = find_resumable()
        if offer is None:
            return False
        if offer.problem:
            self.status.show_message(offer.problem, WARNING_MS)
            return False
        # The description holds the players' names, read from the file: plain text.
        if offer.clean:
            question = Files.tr("Continue your last game?")
        else:
            question = Files.tr("Resume the interrupted game?")
        title = Files.tr("Resume")
        if not plain_box.ask(self.parent_widget, title, f"{question}\n\n{offer.description}"):
            self.status.show_notice(Files.tr("A new game is dealt"), 7000)
            return False
        try:
            loaded = offer.load()
        except SaveFileError as exc:
            plain_box.warn(self.parent_widget, title, str(exc))
            return False
        loaded.path = None  # the autosave is not the player's file: Save asks for a name
        self.play_loaded(loaded)
        # An interrupted game is in no file of the player's: New Game, Open, Quit or hosting
        # asks before it goes, moved since or not. A game continued after a clean quit was
        # saved then (or had nothing of the player's to lose), as an opened file is.
        self.window.setWindowModified(not offer.clean)
        self.status.show_notice(Files.tr("Resumed where the game stopped"), 7000)
        return True


def ask_unsaved(parent: QWidget, title: str, doing: str) -> QMessageBox.StandardButton:
    """The platform's usual question before the game ``title`` goes: Save, Don't Save (the
    Discard button) or Cancel."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(Files.tr("Unsaved game"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # the title may hold a file's name
    box.setText(unsaved_question(doing, title))
    box.setInformativeText(Files.tr("If you don't save, the moves of this game are lost."))
    box.setStandardButtons(
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    # The words of the question on the buttons (Qt's own say "Discard" here), each with
    # its key: Alt+S, Alt+D, Alt+C; Escape is Cancel, Enter Save.
    for button, text in (
        (QMessageBox.StandardButton.Save, Files.tr("&Save")),
        (QMessageBox.StandardButton.Discard, Files.tr("&Don't Save")),
        (QMessageBox.StandardButton.Cancel, Files.tr("&Cancel")),
    ):
        box.button(button).setText(text)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    return QMessageBox.StandardButton(box.exec())


def proposed_name(game: Game, when: datetime | None = None) -> str:
    """A file name for a game saved the first time: "Hillbilly Rummy 2026-12-01 20.15.rummy",
    the game named as the window names it (in the player's language), with no character any
    of the three systems refuses in a name."""
    from rummy_desktop.persistence import SAVE_SUFFIX

    when = when or datetime.now()
    # A contract game's own name may hold any character: keep the ones every system takes.
    name = "".join(
        "-" if c in '<>:"/\\|?*' or ord(c) < 32 else c for c in shown_game_name(game.rules)
    )
    return (
        f"{name.strip(' .') or GAME_NAMES[game.rules.variant]} {when:%Y-%m-%d %H.%M}{SAVE_SUFFIX}"
    )


def seats_of(setup: GameSetup) -> list[Seat]:
    return list(setup.seats)


def ask_open_path(window: QWidget, caption: str) -> Path | None:
    from rummy_desktop.persistence import saves_dir

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    name, _ = QFileDialog.getOpenFileName(window, caption, str(folder), Files.tr(FILE_FILTER))
    return Path(name) if name else None
