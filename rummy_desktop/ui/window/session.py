"""The player's side of the window: settings and preferences, the next game's setup, the
statistics and the review.

``Session`` is the glue between :class:`~.main_window.MainWindow` and
``rummy_desktop.persistence`` (see docs/dev/persistence-api.md); the game in play as files
(save, open, autosave, resume) is :class:`~.files.GameFiles`. The persistence package
(pydantic) is imported only inside methods, once the window is shown.

With ``persist=False`` (tests, the selftest) nothing is read from or written to the player's
folders by itself: settings stay in memory, there are no statistics.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject
from PySide6.QtWidgets import QDialog, QWidget

from rummy_desktop.i18n import Words
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import (
    GameSetup,
    computer_levels,
    default_level,
    default_setup,
    given_person_name,
)
from rummy_desktop.plain_text import name_key
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.ui.window.files import WARNING_MS, ask_open_path

if TYPE_CHECKING:
    from rummy_desktop.persistence import Settings
    from rummy_desktop.review import GameReview
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog
    from rummy_desktop.ui.dialogs.review import ReviewWindow
    from rummy_desktop.ui.window.parts import SessionWindow, Tells


class SessionWords(Words):
    """The session's messages: statistics, the review (a translation context)."""


class Session(QObject):
    def __init__(
        self, window: SessionWindow, parent: QWidget, status: Tells, persist: bool = False
    ) -> None:
        super().__init__(parent)
        self.status = status  # the status line: a problem or a piece of news
        self.window = window  # the narrow SessionWindow, not the whole MainWindow
        self.parent_widget = parent  # the dialogs' parent
        self.persist = persist
        self.settings: Settings | None = None  # once the window is shown
        # The settings as the file holds them: an unchanged file is not rewritten (a file with
        # a newer version's keys or a set-aside setting stays as it was until a change).
        self.stored: Settings | None = None
        self.dialog: QDialog | None = None  # the Preferences or Statistics dialog that is open
        self.review_window: ReviewWindow | None = None
        self.first_start = False  # no settings file yet: the welcome screen is shown

    # ---- settings -----------------------------------------------------------------------

    def load_settings(self) -> None:
        """Read the settings (defaults when ``persist`` is off) and apply them to the window."""
        from rummy_desktop.persistence import Settings, load_settings

        if not self.persist:
            self.settings = Settings()
            return
        from rummy_desktop.persistence import settings_path

        self.first_start = not settings_path().exists()
        self.settings, problem = load_settings()
        self.stored = self.settings
        if problem:
            self.status.show_message(problem, WARNING_MS)
        geometry = self.settings.window_geometry
        if geometry:
            self.window.restoreGeometry(QByteArray.fromBase64(geometry.encode()))
        self.apply_settings()

    def apply_settings(self) -> None:
        s, w = self.settings, self.window
        if s is None:  # nothing read yet
            return
        w.set_speed(s.animation_ms, remember=False)
        w.set_sound(s.sound, remember=False)
        w.set_high_contrast(s.high_contrast)
        if w.scene is not None:
            from rummy_desktop.tabletop.layout import CARD_SIZES

            w.scene.set_looks(s.table_colour, s.card_back)
            w.scene.set_card_size(CARD_SIZES[s.card_size])
            w.show_card_size(s.card_size)
            w.scene.set_deck_style(s.four_colour_deck, s.large_index, s.high_contrast)
            w.scene.keep_sorted = s.sort_order if s.sort_order != "as_dealt" else None
        if w.controller is not None:
            w.controller.set_coach_mode(s.coach_mode)

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
        from rummy_desktop.persistence import SaveFileError, save_settings

        if not self.persist or self.settings is None or self.settings == self.stored:
            return
        try:
            save_settings(self.settings)
        except SaveFileError as exc:
            self.status.show_message(str(exc), WARNING_MS)
            return
        self.stored = self.settings

    def closing(self) -> None:
        """The window closes: keep its geometry (never blocks closing)."""
        if self.persist and self.settings is not None:
            geometry = bytes(self.window.saveGeometry().toBase64().data()).decode()
            self.update_settings(window_geometry=geometry)

    def sort_new_hand(self) -> None:
        """A hand was dealt or revealed: put it in the player's chosen order."""
        w = self.window
        order = self.settings.sort_order if self.settings is not None else "rank"
        w.live_scene.keep_sorted = order if order != "as_dealt" else None
        if order != "as_dealt" and w.controller is not None and w.controller.viewer is not None:
            w.live_scene.sort_hand(order)

    # ---- new games ----------------------------------------------------------------------

    def default_setup(self) -> GameSetup:
        """The seats of the last game (the first human named as the player), its game and the
        player's default house rules for it; a new deal number."""
        s = self.settings
        if s is None:
            return default_setup()
        levels = computer_levels()
        seats = [
            Seat.of(seat.name, None if seat.is_human else _known(seat.level, levels))
            for seat in s.last_seats
        ]
        if len(seats) < 2:
            seats = list(default_setup(s.last_variant).seats)
        first = next((i for i, seat in enumerate(seats) if seat.is_human), None)
        # Compared as names are (plain_text.name_key): "ADA" or "Ａｄａ" is no new name beside
        # a computer called Ada, and would seat two players alike with no dialog to refuse it.
        if first is not None and name_key(s.player_name) not in {name_key(x.name) for x in seats}:
            seats[first] = Seat.of(s.player_name)
        overrides = s.rules_for(s.last_variant, len(seats)).changed_flags()
        if s.last_variant == "hillbilly":
            overrides = _last_contract_game(s, overrides, len(seats))
        return GameSetup(s.last_variant, tuple(seats), overrides)

    def contract_variants(self) -> dict[str, list[dict[str, Any]]]:
        """The table's own named contract lists (the New Game dialog's Contract game list)."""
        return dict(self.settings.contract_variants) if self.settings else {}

    def save_contract_variant(self, name: str, contracts: list[dict[str, Any]]) -> None:
        """Keep a named contract list in the settings (an unplayable one is dropped)."""
        if self.settings is None:
            return
        try:
            self.settings = self.settings.with_contract_variant(name, contracts)
        except ValueError:
            return
        self.store_settings()

    def house_rules_for(self, variant: str) -> dict[str, Any]:
        if self.settings is None:
            return {}
        kept = {str(name): rules for name, rules in self.settings.house_rules.items()}
        return dict(kept.get(variant, {}))

    def remember_setup(self, setup: GameSetup) -> None:
        seats = list(setup.seats)
        changes: dict[str, Any] = {"last_variant": setup.variant, "last_seats": seats}
        if setup.variant == "hillbilly":  # the contract game, for the next New Game
            changes |= _contract_choice(setup)
        first = next((s.name for s in setup.seats if s.is_human), None)
        # "Your name" is the first person's seat, one value for both; not "Player 1", which
        # the table gives in place of "You" when two or more people share it.
        if first is not None and not given_person_name(first):
            changes["player_name"] = first
        self.update_settings(**changes)

    def game_over(self) -> None:
        """The game ended: count it in the statistics."""
        from rummy_desktop.persistence import SaveFileError, record_game

        w = self.window
        if self.persist:
            try:
                c = w.live
                assisted = [i for i, h in enumerate(c.humans) if h] if c.assisted else []
                record_game(
                    c.live_game,
                    w.files.seats,
                    w.files.game_id,
                    assisted=assisted,
                    notice=lambda text: self.status.show_message(
                        text, WARNING_MS
                    ),  # set aside: once
                )
            except SaveFileError as exc:
                self.status.show_message(self._not_counted(exc), WARNING_MS)
        #: Said to a screen reader at the game's end; the menu path as the menus say it.
        w.live.say(SessionWords.tr("Game over. Game ▸ Review game steps through every move."))

    # ---- dialogs ------------------------------------------------------------------------

    def preferences(self) -> None:
        from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

        if self.settings is None:  # the window has not finished starting
            return
        dialog = PreferencesDialog(self.settings, self.parent_widget)
        dialog.finished.connect(lambda code: self._preferences_closed(dialog, code))
        self.dialog = dialog
        dialog.open()

    def _preferences_closed(self, dialog: PreferencesDialog, code: int) -> None:
        self.dialog = None
        if code != QDialog.DialogCode.Accepted:
            return
        self.settings = dialog.settings()
        self.store_settings()
        self.apply_settings()

    def statistics(self) -> None:
        from rummy_desktop.persistence import load_stats
        from rummy_desktop.ui.dialogs.statistics import StatisticsDialog

        stats, problem = load_stats()
        you = self.settings.player_name if self.settings is not None else None
        dialog = StatisticsDialog(stats, self.parent_widget, problem=problem, you=you)
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
        from rummy_desktop.review import GameReview

        w = self.window
        if not self.can_review():
            self.status.show_message(
                SessionWords.tr("The review opens once the game is over (all hands are face up)")
            )
            return
        c = w.live
        files = w.files
        review = GameReview.from_game(c.live_game, files.seats, c.live.notes)
        game_id = files.game_id

        def keep(analysis: Any) -> None:
            files.keep_analysis(analysis)
            self.record_analysis(analysis, review.names[analysis.seat], review.rules, game_id)

        self._show_review(review, files.title(), files.coach, keep)

    def review_file(self, path: str | Path | None = None) -> None:
        """Review a saved game, chosen in a file dialog unless ``path`` is given."""
        from rummy_desktop.persistence import SaveFileError, load_game, save_game
        from rummy_desktop.review import GameReview

        if path is None:
            path = ask_open_path(self.parent_widget, SessionWords.tr("Review a saved game"))
            if path is None:
                return
        try:
            loaded = load_game(path)
            review = GameReview.from_loaded(loaded)
        except SaveFileError as exc:
            #: The title of a box saying why a saved game cannot be reviewed.
            plain_box.warn(self.parent_widget, SessionWords.tr("Review"), str(exc))
            return

        def keep(analysis: Any) -> None:
            # Kept in the file so that reviewing it again shows the analysis at once; not
            # when loading changed a seat (a custom bot played by simple), which would
            # rewrite the file with the change.
            self.record_analysis(
                analysis, review.names[analysis.seat], review.rules, loaded.game_id
            )
            if loaded.warnings:
                return
            entry = analysis.to_entry(len(loaded.game.log))
            loaded.coach = [e for e in loaded.coach if e.get("seat") != analysis.seat] + [entry]
            try:
                save_game(
                    path,
                    loaded.game,
                    loaded.seats,
                    game_id=loaded.game_id,
                    notes=loaded.notes,
                    name=loaded.name,
                    coach=loaded.coach,
                )
            except SaveFileError as exc:
                said = SessionWords.tr(
                    "The analysis could not be kept: {problem}", problem=str(exc)
                )
                plain_box.warn(self.parent_widget, SessionWords.tr("Review"), said)

        notice = " ".join(loaded.notices) or None
        self._show_review(review, Path(path).stem, loaded.coach, keep, notice)

    def record_analysis(self, analysis: Any, name: str, rules: Any, game_id: str) -> None:
        """Count the coach's accuracy and mean loss in the statistics (a persisting window)."""
        from rummy_desktop.persistence import SaveFileError, record_analysis
        from rummy_desktop.wording import named_variant

        if not self.persist or not analysis.decisions:
            return
        try:
            record_analysis(
                name,
                rules.variant,
                game_id,
                analysis.accuracy,
                analysis.mean_loss,
                len(analysis.decisions),
                notice=lambda text: self.status.show_message(text, WARNING_MS),
                game_name=rules.game_name if named_variant(rules) else None,
            )
        except SaveFileError as exc:
            self.status.show_message(self._not_counted(exc), WARNING_MS)

    @staticmethod
    def _not_counted(exc: Exception) -> str:
        #: {problem}: why the statistics file could not be written, a sentence.
        return SessionWords.tr("The statistics were not updated: {problem}", problem=str(exc))

    def _show_review(
        self,
        review: GameReview,
        title: str,
        coach: Sequence[dict[str, Any]] = (),
        keep: Callable[[Any], None] | None = None,
        notice: str | None = None,
    ) -> None:
        from rummy_desktop.ui.dialogs.review import ReviewWindow

        if self.review_window is not None:
            self.review_window.close()
        four = self.settings is not None and self.settings.four_colour_deck
        self.review_window = ReviewWindow(
            review, self.parent_widget, title=title, coach=coach, notice=notice, four_colour=four
        )
        if keep is not None:
            self.review_window.analysed.connect(keep)
        self.review_window.show()


def _known(level: str | None, levels: list[str]) -> str:
    return level if level in levels else default_level()


def _contract_choice(setup: GameSetup) -> dict[str, Any]:
    """The settings' field for the contract game of ``setup``: its flags and rounds when they
    are not Hillbilly's own ten (a preset's, or the table's own), else None."""
    game = dict(setup.overrides) if "contracts" in setup.overrides else None
    return {"last_contract_game": game}


def _last_contract_game(s: Any, overrides: dict[str, Any], players: int) -> dict[str, Any]:
    """The contract game last started, with the house rules it was played with; the player's
    house rules alone if there is none or it no longer deals for these seats."""
    from rummy_desktop.engine import RulesError, RuleSet

    if not s.last_contract_game:
        return overrides
    chosen = dict(s.last_contract_game)
    try:
        RuleSet.from_overrides("hillbilly", players, chosen)
    except (RulesError, ValueError):
        return overrides
    return chosen
