"""GuidedRound: the first game that teaches. The welcome screen, then a fixed deal where each
step is said in a bar above the table and pointed at on it (the hint's lights), until the
player lays down (Hillbilly) or goes out (Three Thirteen). Skippable; Help ▸ Guided first
round opens the welcome screen again. The engine and the guide's logic load only when used
(the window comes up before the engine is imported)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QToolBar

from rummy_desktop.i18n import Words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from rummy_desktop.tabletop.guide import Step
    from rummy_desktop.ui.dialogs.welcome import WelcomeDialog
    from rummy_desktop.ui.window.parts import GuideWindow, Tells

BAR_STYLE = (
    "QToolBar#guideBar { background: #fff4c9; border-bottom: 1px solid #d8c27a; }"
    "QLabel#guideText { color: #2b2b2b; font-size: 14px; font-weight: 600; padding: 4px 8px; }"
)


class GuideText(QLabel):
    """The step's words: as tall as two lines at least, or as many as the step takes at the
    bar's width. A tool bar asks its label for a size hint, never for a height at its width,
    so a wrapped label's hint went by the text's length: one line, then two, then five, and
    the table below jumped at every step (issue 34, fresh pass item 3)."""

    def _height(self) -> int:
        metrics, wide, wrap = self.fontMetrics(), QRect(0, 0, 100000, 0), Qt.TextFlag.TextWordWrap
        padding = self.heightForWidth(wide.width()) - metrics.boundingRect(wide, wrap, "x").height()
        two = padding + metrics.boundingRect(wide, wrap, "x\nx").height()
        return max(two, self.heightForWidth(self.width()) if self.width() > 0 else 0)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(super().minimumSizeHint().width(), self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.size().height() != self._height():
            self.updateGeometry()  # the height the text takes at its new width


class GuideBox(Words):
    """The guided round's bar above the table (a translation context)."""


class GuidedRound(QObject):
    def __init__(self, window: GuideWindow, parent: QMainWindow, status: Tells) -> None:
        super().__init__(parent)
        self.status = status  # the status line
        self.window = window  # the narrow GuideWindow, not the whole MainWindow
        self.parent_widget = parent  # the guide's toolbar goes on it
        self.active = False
        self.done = False
        self.variant: str | None = None
        self.step: Step | None = None
        self.steps_shown = 0
        self._step_at: int | None = None  # the log length the step was worked out at
        self._seed: int | None = None
        self._connected = False
        self.dialog: WelcomeDialog | None = None
        self.bar = QToolBar(GuideBox.tr("Guide"), parent)
        self.bar.setObjectName("guideBar")
        self.bar.setStyleSheet(BAR_STYLE)
        self.bar.setMovable(False)
        self.bar.setFloatable(False)
        self.text = GuideText()
        self.text.setObjectName("guideText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.bar.addWidget(self.text)
        self.skip_button = QPushButton(GuideBox.tr("Skip the guide"))
        self.skip_button.setObjectName("guideSkip")
        self.skip_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.skip_button.clicked.connect(self.skip)
        self.bar.addWidget(self.skip_button)
        parent.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.bar)
        self.bar.toggleViewAction().setVisible(False)  # not a toolbar the player manages
        self.bar.hide()

    # ---- the welcome screen -----------------------------------------------------------------

    def first_start(self) -> bool:
        """The very first start (no settings yet): the welcome screen, and nothing dealt
        before the person has chosen in it. False on any other start."""
        if not self.window.session.first_start:
            return False
        self.window.instruction.setText(GuideBox.tr("Welcome: choose how to start"))
        self.welcome()
        return True

    def welcome(self) -> None:
        """Show the welcome screen (first start, Help ▸ Guided first round)."""
        from rummy_desktop.ui.dialogs.welcome import WelcomeDialog

        c = self.window.controller
        variant = c.game.rules.variant if c is not None and c.game is not None else "hillbilly"
        if c is not None:  # nothing is played behind the box (issue 34, item 11)
            c.turns.wait_for_person()
        dialog = WelcomeDialog(self.parent_widget, variant)
        dialog.finished.connect(lambda _code: self._welcome_closed(dialog))
        self.dialog = dialog
        dialog.open()

    def _welcome_closed(self, dialog: WelcomeDialog) -> None:
        from dataclasses import replace

        from rummy_desktop.ui.dialogs.welcome import GUIDED, PLAIN

        self.dialog = None
        c = self.window.controller
        if c is not None:
            c.turns.go_on()
        if dialog.choice == GUIDED:
            self.start(dialog.variant)
        elif dialog.choice == PLAIN:
            setup = self.window.session.default_setup()
            if setup.variant != dialog.variant:
                setup = replace(setup, variant=dialog.variant, overrides={})
            self.window.new_game(setup)
        if c is not None and c.game is None:  # the first start, skipped: the usual game
            self.window.start_game(self.window.session.default_setup())

    # ---- the round ----------------------------------------------------------------------------

    def start(self, variant: str) -> None:
        """Deal the guided round of ``variant`` (after asking about a game not saved)."""
        from rummy_desktop.match.seat import Seat
        from rummy_desktop.match.setup import GameSetup
        from rummy_desktop.tabletop.guide import GUIDE_SEEDS, OPPONENT

        window = self.window
        if not window.files.may_leave("start the guided round"):
            return
        settings = window.session.settings
        you = settings.player_name if settings is not None else "You"
        seats = (Seat.of(you), Seat.of(*OPPONENT))
        window.start_game(GameSetup(variant, seats, {}, GUIDE_SEEDS[variant]))
        self.variant, self._seed = variant, GUIDE_SEEDS[variant]
        self.active, self.done, self.steps_shown, self._step_at = True, False, 0, None
        if not self._connected and window.controller is not None:  # made by start_game
            window.controller.stateChanged.connect(self.refresh)
            self._connected = True
        self.skip_button.setText(GuideBox.tr("Skip the guide"))
        self.bar.show()
        self.refresh()

    def skip(self) -> None:
        """Close the guide; the game goes on as a normal one."""
        was_done = self.done
        self._stop()
        if not was_done:
            self.status.show_notice(
                GuideBox.tr("Guide closed: Help ▸ Guided first round opens it again")
            )

    def _stop(self) -> None:
        self.active = False
        self.done = False
        self.step = None
        self.bar.hide()
        if self.window.scene is not None:
            self.window.scene.show_hint((), ())

    def refresh(self) -> None:
        """After every change: the next step, said and pointed at (or the end)."""
        from rummy_desktop.tabletop.guide import finished, next_step

        c, scene = self.window.controller, self.window.scene
        if self.done and c is not None and c.game is not None:
            game = c.game
            if game.round_no != 1 or game.seed != self._seed or game.rules.variant != self.variant:
                self._stop()  # "play on to the end of the round" is over: another was dealt
            return
        if not self.active or c is None or c.game is None or scene is None:
            return
        if c.game.rules.variant != self.variant or c.game.seed != self._seed:
            self._stop()  # another game was dealt or opened: the guide is over
            return
        if finished(c.game.log, 0, self.variant):
            self.active, self.done, self.step = False, True, None
            if self.variant == "hillbilly":
                done = GuideBox.tr(
                    "Well done: you have laid down your contract! Play on to the end of the "
                    "round; Help ▸ Guided first round starts the guide again."
                )
            else:
                done = GuideBox.tr(
                    "Well done: you have gone out! Play on to the end of the round; "
                    "Help ▸ Guided first round starts the guide again."
                )
            self.text.setText(done)
            #: The guide bar's button once the guide is done.
            self.skip_button.setText(GuideBox.tr("Close"))
            scene.show_hint((), ())
            return
        if c.acting_human() != 0:
            self.text.setText(GuideBox.tr("Watch the other player's move…"))
            return
        moves = len(c.game.log)
        if self._step_at != moves or self.step is None:
            view = c.view()
            if view is None:  # seat 0 is acting, so its cards are shown
                return
            self.step = next_step(view, moves)
            self._step_at = moves
            self.steps_shown += 1
        #: {number}: the step's number; {step}: what to do and how.
        self.text.setText(
            GuideBox.tr("Step {number}: {step}", number=self.steps_shown, step=self.step.text)
        )
        scene.show_hint(self.step.advice.cards, self.step.advice.piles)
