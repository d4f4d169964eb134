"""The game window: the table, the buttons beside the hand, menus, status bar and scoreboard.

The window appears before the engine is imported (pydantic is slow to import):
``finish_startup()`` then builds the scene and the controller, reads the settings, and opens
the file given on the command line, hosts again the network table it hosted when the app
stopped, resumes the interrupted game, or deals a new one.
The game's files (save, open, autosave, resume) are ``files.GameFiles``; the player's
settings, statistics and the review are ``session.Session``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QWidget,
)

from rummy_desktop.tabletop.rule_words import game_info_text
from rummy_desktop.tabletop.status import pass_reason
from rummy_desktop.ui import main_thread_gc
from rummy_desktop.ui.sound import QtSink, SoundPlayer
from rummy_desktop.ui.window.contrast_styles import set_window_contrast
from rummy_desktop.ui.window.files import GameFiles
from rummy_desktop.ui.window.given_saves import GivenSaves
from rummy_desktop.ui.window.guide import GuidedRound
from rummy_desktop.ui.window.menus import (
    APP_NAME,
    CARD_SIZE_NAMES,
    SPEEDS,
    Builder,
    build_menus,
    sound_tip,
)
from rummy_desktop.ui.window.panels import PanelFitter, ScoreDock, SidePanel, TableArea
from rummy_desktop.ui.window.questions import choose, coach_says
from rummy_desktop.ui.window.refresh import WindowRefresh
from rummy_desktop.ui.window.screen_fit import fit_to_screen
from rummy_desktop.ui.window.session import Session
from rummy_desktop.ui.window.status_line import StatusLine
from rummy_desktop.wording import coach_looking

if TYPE_CHECKING:  # built in finish_startup, once the window is up (the engine loads slowly)
    from rummy_desktop.engine import Event
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.persistence import LoadedGame
    from rummy_desktop.tabletop.round_summary import RoundSummary
    from rummy_desktop.ui.dialogs.round_end import RoundEndDialog
    from rummy_desktop.ui.play.controller import GameController
    from rummy_desktop.ui.table.scene import TableScene
    from rummy_desktop.ui.table.view import TableView

__all__ = ["APP_NAME", "SPEEDS", "MainWindow"]


class MainWindow(QMainWindow):
    """The game window. ``persist``: autosave, resume, settings and statistics in the player's
    folders (``app.run`` turns it on; tests and the selftest leave the player's files alone).
    ``sound``: the table may make sounds (``app.run`` only: tests and the selftest are silent,
    whatever View ▸ Sound says)."""

    startup_timer: QTimer  # app.show_window's: runs finish_startup once the window is painted

    def __init__(self, persist: bool = False, sound: bool = False) -> None:
        super().__init__()
        main_thread_gc.install()  # bots and the coach think on threads: see its docstring
        self.setWindowTitle(APP_NAME)
        fit_to_screen(self)  # 1280x800, or what a smaller screen has room for
        self.controller: GameController | None = None
        self.scene: TableScene | None = None
        self.view: TableView | None = None
        self.round_end_dialog: RoundEndDialog | None = None
        self._first_speed = SPEEDS["normal"]  # until the scene, the speed's home, is built
        self.card_size = "normal"  # View ▸ Card size
        self.sound = SoundPlayer(QtSink() if sound else None)
        self.status_line = StatusLine(self.statusBar())
        self.instruction = self.status_line.instruction
        self.message_label = self.status_line.message_label
        self.session: Session = Session(self, self, self.status_line, persist)
        self.files: GameFiles = GameFiles(self, self, self.status_line, persist)
        # Saves dropped on the window or sent by macOS; the welcome and the guided first round.
        self.given: GivenSaves = GivenSaves(self, self)
        self.given.watch(self)
        self.guide: GuidedRound = GuidedRound(self, self, self.status_line)
        self.table = TableArea()
        self.panel: SidePanel = SidePanel()
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(self.panel)
        self.setCentralWidget(central)
        self.score_dock: ScoreDock = ScoreDock(self)
        self.scoreboard = self.score_dock.scoreboard
        self.game_info = self.score_dock.game_info
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.score_dock)
        self.fitter = PanelFitter(self, self.panel, self.score_dock, self.refresh)
        self.menu_actions: dict[str, QAction] = {}  # by name; not QWidget.actions()
        self.recent_menu = build_menus(self, Builder(self, self.menu_actions), self.menuBar())
        can_review = self.session.can_review
        self.painting = WindowRefresh(
            self.panel, self.menu_actions, self.instruction, self.scoreboard, can_review
        )
        self.table.pass_screen.revealed.connect(self._reveal)

    # The table's parts exist once finish_startup has made them (the engine loads after the
    # window is shown); code that runs only after that asks for them here.

    @property
    def live(self) -> GameController:
        """The controller (made by ``finish_startup``)."""
        if self.controller is None:
            raise RuntimeError("The window has not finished starting")
        return self.controller

    @property
    def setup(self) -> GameSetup | None:
        """The game being played, as it was set up (with its seed): the match's own."""
        return self.controller.setup if self.controller is not None else None

    @property
    def speed_ms(self) -> int:
        """The animation speed: the scene's, its one home, once the table is built."""
        return self.scene.animation_ms if self.scene is not None else self._first_speed

    @property
    def live_scene(self) -> TableScene:
        """The table's scene (made by ``finish_startup``)."""
        if self.scene is None:
            raise RuntimeError("The window has not finished starting")
        return self.scene

    @property
    def live_view(self) -> TableView:
        """The table's view (made by ``finish_startup``)."""
        if self.view is None:
            raise RuntimeError("The window has not finished starting")
        return self.view

    # ---- construction -----------------------------------------------------------------

    def finish_startup(
        self, setup: GameSetup | None = None, path: str | Path | None = None
    ) -> None:
        """Build the scene and controller (imports the engine), read the settings, then play
        ``setup``, or open the save ``path``, or offer to resume, or deal the usual game."""
        from rummy_desktop.ui.play.controller import GameController
        from rummy_desktop.ui.table.scene import TableScene
        from rummy_desktop.ui.table.view import TableView
        from rummy_desktop.ui.window.network import NetworkTable

        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.table.set_view(self.view)
        self.given.watch(self.view.viewport())  # the table's viewport takes drops itself
        self.view.zoomRequested.connect(self.zoom_cards)
        self.controller = GameController(self.scene, self)
        self.controller.chooser = lambda question, labels: choose(self, question, labels)
        self.scene.set_animation_ms(self._first_speed)
        c = self.controller
        c.stateChanged.connect(self.refresh)
        self.status_line.follow(c)
        c.turns.coachDone.connect(lambda: self.status_line.withdraw(coach_looking()))
        c.talkChanged.connect(self._show_talk)
        c.roundEnded.connect(self._round_ended)
        c.privacyRequested.connect(self._privacy)
        c.eventsApplied.connect(self._events_applied)
        c.eventsApplied.connect(self.sound.hear)
        c.rewound.connect(lambda: self.files.moved(c.live_game, c.live.notes))  # undo/redo: saved
        c.coachAsks.connect(lambda text: c.aids.coach_answer(coach_says(self, text)))
        self.files.watch(self.scene)
        self.network: NetworkTable = NetworkTable(self)  # Game ▸ Host or Join: after the above
        self._accessibility()
        self.session.load_settings()
        if setup is None and path is None:  # macOS sent a double-clicked save at start-up
            path = self.given.take_pending()
        if setup is not None:
            self.start_game(setup)
        elif path is not None:  # a bad file: its sentence was shown, deal the usual game
            if not self.open_game(path):
                self.start_game(self.session.default_setup())
        elif not (
            self.network.keeping.offer() or self.files.offer_resume() or self.guide.first_start()
        ):
            self.start_game(self.session.default_setup())
        self.view.setFocus()
        if self.sound.sink is not None:  # QtMultimedia loads once the table is up
            self._sound_timer = QTimer(self)  # an object: see controller.py on singleShot
            self._sound_timer.setSingleShot(True)
            self._sound_timer.timeout.connect(self.sound.warm_up)
            self._sound_timer.start(300)

    def _accessibility(self) -> None:
        """The screen reader's words: the focused card's name, and the table's news."""
        from rummy_desktop.ui.play.speech import TableDescriber
        from rummy_desktop.ui.window.announcer import Announcer

        self.describer = TableDescriber(self.live)
        self.painting.words = self.describer.words
        self.live_view.words.describer = self.describer
        self.live_view.outline.words = self.describer
        self.announcer = Announcer(self, self.live)

    def read_situation(self) -> None:
        """F2: the whole situation, read out now."""
        if self.controller is None or self.controller.game is None:
            return
        lines = self.describer.situation()
        self.announcer.read_out(lines)

    # ---- games ------------------------------------------------------------------------

    def start_game(self, setup: GameSetup, loaded: LoadedGame | None = None) -> None:
        """Deal ``setup``, or play on a loaded save (a persistence ``LoadedGame``)."""

        self.table.pass_screen.hide()
        if loaded is not None:  # adopted as it is: replayed and checked, ages included
            self.live.start(setup, game=loaded.game, notes=loaded.notes, assisted=loaded.assisted)
        else:
            self.live.start(setup)
        started = self.live.setup
        if started is None:  # start() always sets it: the setup with its seed
            raise RuntimeError("The game did not start")
        seed = started.seed
        self.files.game_started(started, loaded)
        self.session.sort_new_hand()
        self.files.restore_layout()  # a resumed game's hand as its person left it
        self.game_info.setText(game_info_text(self.live.live_game.rules, seed))
        self.refresh()
        self.fitter.fit()  # the scoreboard's width for these players' names

    def new_game(self, setup: GameSetup | None = None) -> None:
        """Start ``setup``, or ask with the New Game dialog (after asking about a game in
        progress that is not saved)."""
        if not self.files.may_leave("start a new game"):
            return
        if setup is None:
            from rummy_desktop.ui.window.new_game_flow import ask_new_game

            setup = ask_new_game(self, self.session)
            if setup is None:
                return
        self.start_game(setup)

    def save_game(self, ask: bool = False) -> bool:
        """Game ▸ Save (``ask``: Save As): the rules, seed, seats and action log to a file."""
        return self.files.save(ask)

    def open_game(self, path: str | Path | None = None) -> bool:
        """Game ▸ Open: replay a saved game and play on from where it was saved."""
        return self.files.open(path)

    def _events_applied(self, events: list[Event]) -> None:
        from rummy_desktop.engine import GameOver

        if self.network.playing:  # the host keeps (and saves) a network table's game
            return
        self.files.moved(self.live.live_game, self.live.live.notes)
        if any(isinstance(e, GameOver) for e in events):
            self.session.game_over()

    # ---- refreshing -------------------------------------------------------------------

    def refresh(self) -> None:
        if self.controller is not None:
            self.painting.refresh(self.controller)

    def show_message(self, text: str, ms: int = 7000) -> None:
        """A refusal or a problem: why something was not done (in red)."""
        self.status_line.show_message(text, ms)

    def show_notice(self, text: str, ms: int = 7000) -> None:
        """News for the person at the screen (a hint, "Saved to …"): not a refusal."""
        self.status_line.show_notice(text, ms)

    def _show_talk(self) -> None:
        self.panel.show_talk(self.live.visible_talk())

    # ---- buttons and menu actions -----------------------------------------------------

    def set_speed(self, ms: int, remember: bool = True) -> None:
        self._first_speed = ms
        for name, value in SPEEDS.items():
            self.menu_actions[f"speed_{name.lower()}"].setChecked(value == ms)
            if value == ms and remember:
                self.session.update_settings(animation_speed=name.lower())
        if self.scene is not None:
            self.scene.set_animation_ms(ms)

    def set_card_size(self, name: str, remember: bool = True) -> None:
        """View ▸ Card size: the player's own cards, and the rest of the table's where it has
        room; remembered in the settings."""
        from rummy_desktop.tabletop.layout import CARD_SIZES

        self.show_card_size(name)
        if remember:
            self.session.update_settings(card_size=name)
        if self.scene is not None:
            self.scene.set_card_size(CARD_SIZES[name])

    def show_card_size(self, name: str) -> None:
        self.card_size = name
        for size in CARD_SIZE_NAMES:
            self.menu_actions[f"size_{size}"].setChecked(size == name)

    def set_sound(self, on: bool, remember: bool = True) -> None:
        """View ▸ Sound: the table's sounds on or off; remembered in the settings."""
        self.sound.on = on
        self.menu_actions["sound"].setChecked(on)
        if remember:
            self.session.update_settings(sound=on)

    def set_high_contrast(self, on: bool) -> None:
        """Preferences ▸ High-contrast table: the panels and scoreboard too, not the felt alone."""
        labels = [self.game_info, self.panel.hand_value, self.panel.lay_down_reason]
        set_window_contrast(self.panel, self.score_dock, self.scoreboard, self.table, labels, on)

    def show_sound_tip(self) -> None:
        """The View menu opens: Sound's tooltip says why nothing can be heard, if so."""
        self.menu_actions["sound"].setToolTip(self.sound.why_silent() or sound_tip())

    def zoom_cards(self, step: int) -> None:
        """Ctrl+wheel, Ctrl++ and Ctrl+-: one card size larger or smaller."""
        at = CARD_SIZE_NAMES.index(self.card_size)
        chosen = CARD_SIZE_NAMES[max(0, min(len(CARD_SIZE_NAMES) - 1, at + step))]
        if chosen != self.card_size:
            self.set_card_size(chosen)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.menu_actions["full_screen"].setChecked(self.isFullScreen())

    # ---- round end and hot-seat -------------------------------------------------------

    def _round_ended(self, summary: RoundSummary) -> None:
        from rummy_desktop.ui.dialogs.round_end import RoundEndDialog

        self.refresh()
        dialog = RoundEndDialog(summary, self)
        self.round_end_dialog = dialog
        if summary.game_over:
            dialog.offer_review(self.session.review)
        dialog.finished.connect(lambda _=0: self._round_dialog_closed(dialog))
        dialog.open()

    def _round_dialog_closed(self, dialog: RoundEndDialog) -> None:
        self.round_end_dialog = None
        if dialog.play_again:
            if self.setup is not None:  # always: a round ended, so a game was dealt
                self.start_game(self.setup)
            return
        self.live.continue_after_round()
        self.session.sort_new_hand()
        self.refresh()

    def _privacy(self, seat: int) -> None:
        self.status_line.clear()  # the last person's hint or refusal is theirs alone
        self.table.pass_screen.show_for(seat, self.live.names[seat], pass_reason(self.live.live))
        self.refresh()

    def _reveal(self, seat: int) -> None:
        self.table.pass_screen.hide()
        self.live.reveal_to(seat)
        self.session.sort_new_hand()
        self.files.restore_layout()
        if self.view is not None:
            self.view.setFocus()

    # ---- focus and closing ------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # A modal dialog closed (Deal round N, New Game, a question): the keys go back to the
        # table at once, not to the hidden dialog until the player clicks the felt.
        if event.type() == QEvent.Type.WindowUnblocked:
            self.back_to_table()
            self.given.retry()  # a save dropped or sent while the dialog was open
        return super().event(event)

    def back_to_table(self) -> None:
        """Give the keyboard back to the table (or the pass screen's button, if it is up)."""
        from PySide6.QtWidgets import QApplication

        if QApplication.activeModalWidget() is not None:
            return
        self.activateWindow()
        if self.table.pass_screen.isVisible():
            self.table.pass_screen.button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.view is not None:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.files.may_leave("quit"):
            event.ignore()
            return
        if self.controller is not None:
            self.network.close()
            self.controller.shutdown()
        self.files.closing()
        self.session.closing()
        super().closeEvent(event)
