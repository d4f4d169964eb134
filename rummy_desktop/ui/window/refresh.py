"""The window painted from the match: the instruction, the buttons beside the hand and the
menu commands enabled as the table allows, the buy box, the scoreboard. Read-only: it asks
the controller and the person's moves, and changes no game."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from rummy_desktop.ui.window.panels import Panels, undo_tip

if TYPE_CHECKING:
    from rummy_desktop.ui.play.controller import GameController
    from rummy_desktop.ui.window.panels import Scoreboard, SidePanel


class WindowRefresh:
    def __init__(
        self,
        panel: SidePanel,
        menu_actions: dict[str, QAction],
        instruction: QLabel,
        scoreboard: Scoreboard,
        can_review: Callable[[], bool],
    ) -> None:
        self.panel = panel
        self.actions = menu_actions
        self.instruction = instruction
        self.scoreboard = scoreboard
        self.can_review = can_review
        self.words: Callable[[str], str] = lambda text: text  # the screen reader's, once built

    def refresh(self, c: GameController) -> None:
        game = c.game
        if game is None:
            return
        status = c.status()
        self.instruction.setText(status)
        self.instruction.setAccessibleName(self.words(status))
        acting = c.acting_human() is not None
        hillbilly = game.rules.variant == "hillbilly"
        has_hand = c.viewer is not None and not c.paused
        for key in ("sort_rank", "sort_suit", "arrange"):
            self._enable(key, has_hand)
        lay, why = c.person.lay_down_action() if hillbilly else (None, "")
        b = self.panel.buttons
        b["lay_down"].setVisible(hillbilly)
        self._enable("lay_down", lay is not None)
        self.panel.set_lit("lay_down", lay is not None)
        staged = bool(c.scene.staged_melds()) if hillbilly and acting else False
        self.panel.lay_down_reason.setText(why if staged and lay is None else "")
        self.panel.lay_down_reason.setVisible(staged and lay is None)
        go = c.person.go_out_action() if not hillbilly else None
        b["go_out"].setVisible(not hillbilly)
        self._enable("go_out", go is not None)
        self.panel.set_lit("go_out", go is not None)
        self._enable("hint", acting)
        self.actions["review"].setEnabled(self.can_review())
        self._enable("undo", c.can_undo())
        self._enable("redo", c.can_redo())
        # A greyed Undo says why (Qt shows a disabled button's tooltip).
        b["undo"].setToolTip(undo_tip("" if c.can_undo() else c.why_no_undo()))
        self._hand_value(c)
        self._buy(c)
        if game.scores or game.round_no:
            self.scoreboard.show_scores(c.names, game.scores, game.rules.rounds)

    def _enable(self, key: str, able: bool) -> None:
        """The button beside the hand and its menu command, alike."""
        self.panel.buttons[key].setEnabled(able)
        self.actions[key].setEnabled(able)

    def _hand_value(self, c: GameController) -> None:
        from rummy_desktop.tabletop.hand_value import hand_value_text, hand_value_tip

        view = c.view() if not c.paused else None
        self.panel.hand_value.setText(hand_value_text(view) if view is not None else "")
        self.panel.hand_value.setToolTip(hand_value_tip(view) if view is not None else "")

    def _buy(self, c: GameController) -> None:
        from rummy_desktop.tabletop.status import buy_text

        view = c.person.buy_offer()
        box = self.panel.buy_box
        for key in ("buy", "pass"):  # Play ▸ Buy / Pass only while a card is offered to you
            self.actions[key].setEnabled(view is not None)
        if view is None or view.buy_card is None:  # an offer always names its card
            box.hide()
            return
        self.panel.buy_label.setText(buy_text(view, c.names))
        #: The buy box's button; {card} is the card offered ("7♥").
        self.panel.buttons["buy"].setText(Panels.tr("Buy the {card}", card=view.buy_card.pretty))
        box.show()
