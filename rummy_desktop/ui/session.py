"""The window's files: settings, the autosave, resuming, Open Recent, statistics and the review.

``Session`` is the glue between :class:`~.main_window.MainWindow` and
``rummy_desktop.persistence`` (see docs/dev/persistence-api.md). The persistence package
(pydantic) is imported only inside methods, once the window is shown.

With ``persist=False`` (tests, the selftest) nothing is read from or written to the player's
folders by itself: settings stay in memory, there is no autosave, no statistics and no resume
offer. Save, Save As and Open still work, since they name a file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu

from . import plain_box
from .dialogs.new_game import (
    GAME_NAMES,
    GameSetup,
    SeatConfig,
    computer_levels,
    default_level,
    default_setup,
)

APP_NAME = "Rummy Desktop"
FILE_FILTER = "Rummy Desktop games (*.rummy)"
WARNING_MS = 20_000


class Session(QObject):
    def __init__(self, window: Any, persist: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.persist = persist
        self.settings: Any = None  # persistence.Settings, once the window is shown
        self.autosaver: Any = None
        self.seats: list[Any] = []
        self.dialog: QDialog | None = None  # the Preferences or Statistics dialog that is open
        self.review_window: Any = None

    # ---- settings -----------------------------------------------------------------------

    def load_settings(self) -> None:
        """Read the settings (defaults when ``persist`` is off) and apply them to the window."""
        from ..persistence import Settings, load_settings

        if not self.persist:
            self.settings = Settings()
            return
        self.settings, problem = load_settings()
        if problem:
            self.window.show_message(problem, WARNING_MS)
        geometry = self.settings.window_geometry
        if geometry:
            self.window.restoreGeometry(QByteArray.fromBase64(geometry.encode()))
        self.apply_settings()

    def apply_settings(self) -> None:
        s, w = self.settings, self.window
        w.set_speed(s.animation_ms, remember=False)
        if w.scene is not None:
            w.scene.art.back = s.card_back
            w.scene.update()

    def update_settings(self, **changes: Any) -> None:
        """Change some settings (an invalid change is dropped) and write them."""
        if self.settings is None:
            return
        try:
            self.settings = self.settings.updated(**changes)
        except ValueError:  # pydantic's ValidationError: e.g. a name it refuses
            return
        self.store_settings()

    def store_settings(self) -> None:
        from ..persistence import SaveFileError, save_settings

        if not self.persist or self.settings is None:
            return
        try:
            save_settings(self.settings)
        except SaveFileError as exc:
            self.window.show_message(str(exc), WARNING_MS)

    def closing(self) -> None:
        """The window closes: keep its geometry (never blocks closing)."""
        if self.persist and self.settings is not None:
            geometry = bytes(self.window.saveGeometry().toBase64()).decode()
            self.update_settings(window_geometry=geometry)

    def sort_new_hand(self) -> None:
        """A hand was dealt or revealed: put it in the player's chosen order."""
        w = self.window
        order = self.settings.sort_order if self.settings is not None else "rank"
        if order != "as_dealt" and w.controller is not None and w.controller.viewer is not None:
            w.scene.sort_hand(order)

    # ---- new games ----------------------------------------------------------------------

    def default_setup(self) -> GameSetup:
        """The seats of the last game (the first human named as the player), its game and the
        player's default house rules for it; a new deal number."""
        s = self.settings
        if s is None:
            return default_setup()
        levels = computer_levels()
        seats = [
            SeatConfig(seat.name, None if seat.is_human else _known(seat.level, levels))
            for seat in s.last_seats
        ]
        if len(seats) < 2:
            seats = list(default_setup(s.last_variant).seats)
        first = next((i for i, seat in enumerate(seats) if seat.is_human), None)
        if first is not None and s.player_name not in [x.name for x in seats]:
            seats[first] = SeatConfig(s.player_name)
        overrides = s.rules_for(s.last_variant, len(seats)).changed_flags()
        return GameSetup(s.last_variant, tuple(seats), overrides)

    def house_rules_for(self, variant: str) -> dict[str, Any]:
        return dict(self.settings.house_rules.get(variant, {})) if self.settings else {}

    def remember_setup(self, setup: GameSetup) -> None:
        from ..persistence import Seat

        seats = [Seat.from_level(s.name, s.level).model_dump() for s in setup.seats]
        self.update_settings(last_variant=setup.variant, last_seats=seats)

    # ---- every game ---------------------------------------------------------------------

    def game_started(self, loaded: Any = None) -> None:
        """A game was dealt or loaded: give it an id, an autosaver and a title."""
        from ..persistence import Autosaver, new_game_id

        w = self.window
        if loaded is not None:
            w.game_id, w.save_path = loaded.game_id, loaded.path
        else:
            w.game_id, w.save_path = new_game_id(), None
        self.seats = seats_of(w.controller.setup)
        self.autosaver = None
        if self.persist:
            self.autosaver = Autosaver(self.seats, w.game_id, on_problem=self._autosave_problem)
        self.update_title()
        w.setWindowModified(False)

    def _autosave_problem(self, text: str) -> None:
        self.window.show_message(text, WARNING_MS)

    def events_applied(self, events: list) -> None:
        """After every action: the unsaved mark, the autosave, and at game over the stats."""
        from ..engine.events import GameOver

        w = self.window
        game = w.controller.game
        w.setWindowModified(True)
        if self.autosaver is not None:
            self.autosaver.save(game, w.controller.notes)
        if any(isinstance(e, GameOver) for e in events):
            self.game_over()

    def game_over(self) -> None:
        from ..persistence import SaveFileError, record_game

        w = self.window
        if self.persist:
            try:
                record_game(w.controller.game, self.seats, w.game_id)
            except SaveFileError as exc:
                w.show_message(f"The statistics were not updated: {exc}", WARNING_MS)
        w.panel.add_log("Game over. Game ▸ Review game steps through every move.")

    def game_title(self) -> str:
        w = self.window
        if w.save_path is not None:
            return Path(w.save_path).stem
        c = w.controller
        if c is None or c.game is None:
            return APP_NAME
        return f"{GAME_NAMES[c.game.rules.variant]}, deal {c.game.seed}"

    def update_title(self) -> None:
        self.window.setWindowTitle(f"{self.game_title()}[*] — {APP_NAME}")

    # ---- saved games --------------------------------------------------------------------

    def saved(self, path: Path) -> None:
        w = self.window
        w.save_path = path
        w.setWindowModified(False)
        self.update_title()
        self.remember_recent(path)

    def remember_recent(self, path: Path) -> None:
        if self.settings is not None:
            self.settings = self.settings.with_recent(Path(path).resolve())
            self.store_settings()

    def play_loaded(self, loaded: Any) -> None:
        """Play on from a loaded save (hot seat: the pass screen comes before any hand)."""
        w = self.window
        for line in loaded.warnings:
            w.show_message(line, WARNING_MS)
        rules = loaded.game.rules
        setup = GameSetup(
            rules.variant,
            tuple(SeatConfig(s.name, s.level) for s in loaded.seats),
            rules.changed_flags(),
            loaded.game.seed,
        )
        w.start_game(setup, loaded=loaded)

    def open_path(self, path: str | Path) -> bool:
        from . import saving

        return saving.open_(self.window, path)

    def fill_recent_menu(self, menu: QMenu) -> None:
        """Open Recent: the newest first, then "Clear the list"."""
        menu.clear()
        recent = list(self.settings.recent_files) if self.settings is not None else []
        for number, text in enumerate(recent, 1):
            action = menu.addAction(f"&{number} {Path(text).name}" if number < 10 else text)
            action.setToolTip(text)
            action.setStatusTip(text)
            action.triggered.connect(lambda _=False, p=text: self._open_recent(p))
        if not recent:
            menu.addAction("No saved games yet").setEnabled(False)
            return
        menu.addSeparator()
        menu.addAction("Clear the list").triggered.connect(self._clear_recent)

    def _open_recent(self, path: str) -> None:
        self.open_path(path)

    def _clear_recent(self) -> None:
        self.update_settings(recent_files=[])

    # ---- resume at start ----------------------------------------------------------------

    def offer_resume(self) -> bool:
        """Offer the interrupted game in the autosave; True if it was resumed."""
        from ..persistence import SaveFileError, find_resumable

        if not self.persist:
            return False
        w = self.window
        offer = find_resumable()
        if offer is None:
            return False
        if offer.problem:
            w.show_message(offer.problem, WARNING_MS)
            return False
        # The description holds the players' names, read from the file: plain text.
        if not plain_box.ask(w, "Resume", f"Resume the interrupted game?\n\n{offer.description}"):
            return False
        try:
            loaded = offer.load()
        except SaveFileError as exc:
            plain_box.warn(w, "Resume", str(exc))
            return False
        loaded.path = None  # the autosave is not the player's file: Save asks for a name
        self.play_loaded(loaded)
        w.show_message("Resumed where the game stopped", 7000)
        return True

    # ---- dialogs ------------------------------------------------------------------------

    def preferences(self) -> None:
        from .dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self.window)
        dialog.finished.connect(lambda code: self._preferences_closed(dialog, code))
        self.dialog = dialog
        dialog.open()

    def _preferences_closed(self, dialog: Any, code: int) -> None:
        self.dialog = None
        if code != QDialog.Accepted:
            return
        self.settings = dialog.settings()
        self.store_settings()
        self.apply_settings()

    def statistics(self) -> None:
        from ..persistence import load_stats
        from .dialogs.statistics import StatisticsDialog

        stats, problem = load_stats()
        you = self.settings.player_name if self.settings is not None else None
        dialog = StatisticsDialog(stats, self.window, problem=problem, you=you)
        c = self.window.controller
        if c is not None and c.game is not None:  # open at the game being played
            dialog.tabs.setCurrentWidget(dialog.tables[c.game.rules.variant])
        dialog.finished.connect(self._dialog_closed)
        self.dialog = dialog
        dialog.open()

    def _dialog_closed(self, _code: int) -> None:
        self.dialog = None

    def can_review(self) -> bool:
        """The game so far, all hands face up: once it is over, or when no human plays."""
        c = self.window.controller
        if c is None or c.game is None or not c.game.log:
            return False
        return c.game.is_over or not any(c.humans)

    def review(self) -> None:
        from ..persistence import GameReview

        w = self.window
        if not self.can_review():
            w.show_message("The review opens once the game is over (all hands are face up)")
            return
        c = w.controller
        self._show_review(GameReview.from_game(c.game, self.seats, c.notes), self.game_title())

    def review_file(self, path: str | Path | None = None) -> None:
        """Review a saved game, chosen in a file dialog unless ``path`` is given."""
        from ..persistence import GameReview, SaveFileError, load_game

        w = self.window
        if path is None:
            path = ask_open_path(w, "Review a saved game")
            if path is None:
                return
        try:
            review = GameReview.from_loaded(load_game(path))
        except SaveFileError as exc:
            plain_box.warn(w, "Review", str(exc))
            return
        self._show_review(review, Path(path).stem)

    def _show_review(self, review: Any, title: str) -> None:
        from .dialogs.review import ReviewWindow

        if self.review_window is not None:
            self.review_window.close()
        self.review_window = ReviewWindow(review, self.window, title=title)
        self.review_window.show()


def _known(level: str | None, levels: list[str]) -> str:
    return level if level in levels else default_level()


def seats_of(setup: GameSetup) -> list[Any]:
    from ..persistence import Seat

    return [Seat.from_level(s.name, s.level) for s in setup.seats]


def ask_open_path(window: Any, caption: str) -> Path | None:
    from ..persistence import saves_dir

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    name, _ = QFileDialog.getOpenFileName(window, caption, str(folder), FILE_FILTER)
    return Path(name) if name else None
