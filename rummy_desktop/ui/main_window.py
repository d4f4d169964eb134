"""The game window: the table, the buttons beside the hand, menus, status bar and scoreboard.

The window appears before the engine is imported (pydantic is slow to import):
``finish_startup()`` then builds the scene and the controller and deals the first game.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from .panels import PassScreen, Scoreboard, SidePanel

SPEEDS = {"Slow": 600, "Normal": 300, "Fast": 130, "Instant": 0}
APP_NAME = "Rummy Desktop"


class TableArea(QWidget):
    """Holds the table view and the pass screen that covers it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableArea")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet("QWidget#tableArea { background: #0f4d2c; }")
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.placeholder = QLabel("Shuffling…")
        self.placeholder.setAlignment(Qt.AlignCenter)
        self.placeholder.setStyleSheet("color: #f5f1e6; font-size: 22px;")
        self.box.addWidget(self.placeholder)
        self.pass_screen = PassScreen(self)

    def set_view(self, view: QWidget) -> None:
        self.box.removeWidget(self.placeholder)
        self.placeholder.deleteLater()
        self.box.addWidget(view)
        self.pass_screen.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.pass_screen.setGeometry(self.rect())


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(APP_NAME)
        self.setMinimumSize(1024, 700)
        self.resize(1280, 800)
        self.controller: Any = None
        self.scene: Any = None
        self.view: Any = None
        self.setup: Any = None
        self.round_end_dialog: Any = None
        self.game_id = ""
        self.save_path: Any = None
        self.speed_ms = SPEEDS["Normal"]
        self.table = TableArea()
        self.panel = SidePanel()
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.table, 1)
        row.addWidget(self.panel)
        self.setCentralWidget(central)
        self.scoreboard = Scoreboard()
        self.score_dock = QDockWidget("Scoreboard", self)
        self.score_dock.setObjectName("scoreboard")
        board = QWidget()
        board.setObjectName("scoreBoard")
        board.setStyleSheet("QWidget#scoreBoard { background: #123a26; }")
        column = QVBoxLayout(board)
        column.setContentsMargins(6, 6, 6, 6)
        column.addWidget(self.scoreboard, 1)
        self.game_info = QLabel()
        self.game_info.setWordWrap(True)
        self.game_info.setStyleSheet("color: #c9d6cc; font-size: 11px;")
        column.addWidget(self.game_info)
        self.score_dock.setWidget(board)
        self.addDockWidget(Qt.LeftDockWidgetArea, self.score_dock)
        self.score_dock.setFixedWidth(230)
        self._build_status_bar()
        self.actions: dict[str, QAction] = {}
        self._build_menus()
        self.table.pass_screen.revealed.connect(self._reveal)

    # ---- construction -----------------------------------------------------------------

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setStyleSheet("QStatusBar { background: #f4efe1; border-top: 1px solid #cfc6ad; }")
        self.instruction = QLabel("Shuffling the cards…")
        self.instruction.setObjectName("instruction")
        self.instruction.setStyleSheet("font-size: 14px; font-weight: 600; padding: 3px 8px;")
        bar.addWidget(self.instruction, 1)
        self.message_label = QLabel()
        self.message_label.setStyleSheet("color: #8a1c1c; padding: 3px 8px;")
        bar.addPermanentWidget(self.message_label)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message_label.clear)

    def _add(self, menu, key: str, text: str, slot, shortcut: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        self.actions[key] = action
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self._add(game, "new", "&New Game…", lambda: self.new_game(), "Ctrl+N")
        # Menu slots return None (PySide6 6.12: see docs/dev/ui-contract.md, Changes).
        self._add(game, "open", "&Open…", self._open, "Ctrl+O")
        self._add(game, "save", "&Save", self._save, "Ctrl+S")
        self._add(game, "save_as", "Save &As…", self._save_as, "Ctrl+Shift+S")
        game.addSeparator()
        self._add(game, "quit", "&Quit", self._quit, "Ctrl+Q")

        play = bar.addMenu("&Play")
        self._add(play, "draw", "&Draw from the stock", self._draw, "D")
        self._add(play, "take", "&Take the discard", self._take, "T")
        self._add(play, "discard", "Discard the selected card", self._discard_selected, "X")
        play.addSeparator()
        self._add(play, "lay_down", "&Lay down", self._lay_down, "L")
        self._add(play, "go_out", "&Go out", self._go_out, "G")
        self._add(play, "buy", "&Buy the discard", self._buy, "B")
        self._add(play, "pass", "&Pass on the buy", self._pass, "P")
        play.addSeparator()
        self._add(play, "hint", "&Hint", self._hint, "H")

        view = bar.addMenu("&View")
        self._add(view, "sort_rank", "Sort by &rank", lambda: self.sort_hand("rank"), "R")
        self._add(view, "sort_suit", "Sort by &suit", lambda: self.sort_hand("suit"), "S")
        self._add(view, "arrange", "&Arrange into melds", self.arrange_hand, "A")
        view.addSeparator()
        speed = view.addMenu("Animation &speed")
        group = QActionGroup(self)
        for name, ms in SPEEDS.items():
            action = self._add(
                speed, f"speed_{name.lower()}", name, lambda _=0, m=ms: self.set_speed(m)
            )
            action.setCheckable(True)
            action.setChecked(ms == self.speed_ms)
            group.addAction(action)
        view.addSeparator()
        view.addAction(self.score_dock.toggleViewAction())
        full = self._add(view, "full_screen", "&Full screen", self._toggle_full_screen, "F11")
        full.setCheckable(True)

        helpm = bar.addMenu("&Help")
        self._add(helpm, "how_to_play", "&How to play", self.show_rules, "F1")
        self._add(helpm, "shortcuts", "&Keyboard shortcuts", self.show_shortcuts)
        self._add(helpm, "about", f"&About {APP_NAME}", self.show_about)

        b = self.panel.buttons
        b["sort_rank"].clicked.connect(lambda: self.sort_hand("rank"))
        b["sort_suit"].clicked.connect(lambda: self.sort_hand("suit"))
        b["arrange"].clicked.connect(self.arrange_hand)
        b["lay_down"].clicked.connect(self._lay_down)
        b["go_out"].clicked.connect(self._go_out)
        b["hint"].clicked.connect(self._hint)
        b["buy"].clicked.connect(self._buy)
        b["pass"].clicked.connect(self._pass)

    def finish_startup(self, setup: Any = None) -> None:
        """Build the scene and controller (imports the engine) and deal the first game."""
        from .controller import GameController
        from .dialogs.new_game import default_setup
        from .table_scene import TableScene
        from .table_view import TableView

        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.table.set_view(self.view)
        self.controller = GameController(self.scene, self)
        self.controller.set_animation_ms(self.speed_ms)
        c = self.controller
        c.stateChanged.connect(self.refresh)
        c.message.connect(self.show_message)
        c.logged.connect(self.panel.add_log)
        c.roundEnded.connect(self._round_ended)
        c.privacyRequested.connect(self._privacy)
        c.eventsApplied.connect(self._game_changed)
        self.start_game(setup or default_setup())
        self.view.setFocus()

    # ---- games ------------------------------------------------------------------------

    def start_game(self, setup: Any, loaded: Any = None) -> None:
        """Deal ``setup``, or play on a loaded save (a persistence ``LoadedGame``)."""
        from .dialogs.new_game import GAME_NAMES

        self.table.pass_screen.hide()
        self.panel.log.clear()
        if loaded is not None:
            self.controller.start(setup, game=loaded.game, notes=loaded.notes)
            self.game_id, self.save_path = loaded.game_id, loaded.path
        else:
            self.controller.start(setup)
            self.game_id, self.save_path = self._new_game_id(), None
        self.setup = self.controller.setup
        seed = self.setup.seed
        self.setWindowTitle(f"{GAME_NAMES[setup.variant]}, deal {seed}[*] — {APP_NAME}")
        self.setWindowModified(False)
        changed = self.controller.game.rules.changed_flags()
        rules = ", ".join(f.replace("_", " ") for f in changed) or "none"
        self.game_info.setText(
            f"{GAME_NAMES[setup.variant]} · deal number {seed}<br>House rules changed: {rules}"
        )
        self.refresh()

    def _new_game_id(self) -> str:
        if not self.persistence_available():
            return ""
        from ..persistence import new_game_id

        return new_game_id()

    def new_game(self, setup: Any = None) -> None:
        """Start ``setup``, or ask with the New Game dialog."""
        if setup is None:
            from .dialogs.new_game import NewGameDialog

            dialog = NewGameDialog(self, self.setup)
            if dialog.exec() != NewGameDialog.Accepted:
                return
            setup = dialog.setup()
        self.start_game(setup)

    def persistence_available(self) -> bool:
        return importlib.util.find_spec("rummy_desktop.persistence") is not None

    def save_game(self, ask: bool = False) -> bool:
        """Game ▸ Save (``ask``: Save As): the rules, seed, seats and action log to a file."""
        if not self.persistence_available():
            QMessageBox.information(self, APP_NAME, "Saving games is coming in a later version.")
            return False
        from . import saving

        return saving.save(self, ask)

    def open_game(self, path: Any = None) -> bool:
        """Game ▸ Open: replay a saved game and play on from where it was saved."""
        if not self.persistence_available():
            QMessageBox.information(
                self, APP_NAME, "Opening saved games is coming in a later version."
            )
            return False
        from . import saving

        return saving.open_(self, path)

    # ---- refreshing -------------------------------------------------------------------

    def refresh(self) -> None:
        c = self.controller
        if c is None or c.game is None:
            return
        self.instruction.setText(c.status())
        acting = c.acting_human() is not None
        hillbilly = c.game.rules.variant == "hillbilly"
        has_hand = c.viewer is not None and not c.paused
        b = self.panel.buttons
        for key in ("sort_rank", "sort_suit", "arrange"):
            b[key].setEnabled(has_hand)
            self.actions[key].setEnabled(has_hand)
        lay, why = c.lay_down_action() if hillbilly else (None, "")
        b["lay_down"].setVisible(hillbilly)
        b["lay_down"].setEnabled(lay is not None)
        self.panel.set_lit("lay_down", lay is not None)
        staged = bool(self.scene.staged_melds()) if hillbilly and acting else False
        self.panel.lay_down_reason.setText(why if staged and lay is None else "")
        self.panel.lay_down_reason.setVisible(staged and lay is None)
        self.actions["lay_down"].setEnabled(lay is not None)
        go = c.go_out_action() if not hillbilly else None
        b["go_out"].setVisible(not hillbilly)
        b["go_out"].setEnabled(go is not None)
        self.panel.set_lit("go_out", go is not None)
        self.actions["go_out"].setEnabled(go is not None)
        b["hint"].setEnabled(acting)
        self.actions["hint"].setEnabled(acting)
        self._refresh_buy()
        if c.game.state.scores or c.game.state.round_no:
            self.scoreboard.show_scores(c.names, c.scores(), c.game.rules.rounds)

    def _refresh_buy(self) -> None:
        from .status import buy_text

        view = self.controller.buy_offer()
        box = self.panel.buy_box
        if view is None:
            box.hide()
            return
        self.panel.buy_label.setText(buy_text(view, self.controller.names))
        self.panel.buttons["buy"].setText(f"Buy the {view.buy_card.pretty}")
        box.show()

    def show_message(self, text: str) -> None:
        self.message_label.setText(text)
        self._message_timer.start(7000)
        if text.startswith("Hint:"):
            self.panel.add_log(text)

    # ---- buttons and menu actions -----------------------------------------------------

    def _play(self, method: str, *args: Any) -> None:
        if self.controller is not None:
            getattr(self.controller, method)(*args)

    def _draw(self) -> None:
        from ..engine import DrawStock

        self._play("play_human", DrawStock)

    def _take(self) -> None:
        from ..engine import TakeDiscard

        self._play("play_human", TakeDiscard)

    def _discard_selected(self) -> None:
        picked = self.scene.selected_cards() if self.scene else []
        if len(picked) != 1:
            self.show_message("Select one card to discard")
            return
        self._play("discard", picked[0])

    def _lay_down(self) -> None:
        self._play("lay_down")

    def _go_out(self) -> None:
        self._play("go_out")

    def _buy(self) -> None:
        self._play("buy")

    def _pass(self) -> None:
        self._play("pass_buy")

    def _hint(self) -> None:
        self._play("request_hint")

    def sort_hand(self, by: str) -> None:
        if self.scene is not None and self.controller.viewer is not None:
            self.scene.sort_hand(by)

    def arrange_hand(self) -> None:
        c = self.controller
        view = c.view() if c else None
        if view is None:
            return
        from ..engine.solver import best_arrangement, find_laydown

        hand = list(self.scene.hand_order())
        if view.rules.variant == "three-thirteen":
            best = best_arrangement(hand, view.rules, view.round_no)
            groups = [list(m) for m in best.melds] + [list(best.unmatched)]
        else:
            melds = (
                find_laydown(hand, view.rules, view.round_no) if not view.down[c.viewer] else None
            )
            if not melds:
                self.scene.sort_hand("rank")
                self.show_message("No contract in your hand yet: sorted by rank")
                return
            used = [s.card for m in melds for s in m.slots]
            groups = [[s.card for s in m.slots] for m in melds]
            groups.append([card for card in hand if card not in used])
        self.scene.arrange_hand([g for g in groups if g])

    def set_speed(self, ms: int) -> None:
        self.speed_ms = ms
        for name, value in SPEEDS.items():
            self.actions[f"speed_{name.lower()}"].setChecked(value == ms)
        if self.controller is not None:
            self.controller.set_animation_ms(ms)

    def _open(self) -> None:
        self.open_game()

    def _save(self) -> None:
        self.save_game()

    def _save_as(self) -> None:
        self.save_game(ask=True)

    def _game_changed(self, _events: object) -> None:
        self.setWindowModified(True)

    def _quit(self) -> None:
        self.close()

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.actions["full_screen"].setChecked(self.isFullScreen())

    # ---- round end and hot-seat -------------------------------------------------------

    def _round_ended(self, summary: Any) -> None:
        from .dialogs.round_end import RoundEndDialog

        self.refresh()
        dialog = RoundEndDialog(summary, self)
        self.round_end_dialog = dialog
        dialog.finished.connect(lambda _=0: self._round_dialog_closed(dialog))
        dialog.open()

    def _round_dialog_closed(self, dialog: Any) -> None:
        self.round_end_dialog = None
        if dialog.play_again:
            self.start_game(self.setup)
            return
        self.controller.continue_after_round()
        self.refresh()

    def _privacy(self, seat: int) -> None:
        self.table.pass_screen.show_for(seat, self.controller.names[seat])
        self.refresh()

    def _reveal(self, seat: int) -> None:
        self.table.pass_screen.hide()
        self.controller.reveal_to(seat)
        if self.view is not None:
            self.view.setFocus()

    # ---- help -------------------------------------------------------------------------

    def show_rules(self) -> None:
        from .dialogs.help import TextDialog, how_to_play_markdown

        c = self.controller
        variant = c.game.rules.variant if c and c.game else "hillbilly"
        changed = c.game.rules.changed_flags() if c and c.game else None
        TextDialog(
            "How to play", markdown=how_to_play_markdown(variant, changed), parent=self
        ).exec()

    def show_shortcuts(self) -> None:
        from .dialogs.help import TextDialog, shortcuts_html

        TextDialog("Keyboard shortcuts", html=shortcuts_html(), parent=self).exec()

    def show_about(self) -> None:
        from .dialogs.help import TextDialog, about_html

        TextDialog(f"About {APP_NAME}", html=about_html(__version__), parent=self).exec()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)
