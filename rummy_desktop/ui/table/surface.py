"""What the mouse and keyboard helpers may use of the table, and nothing more.

The scene implements it; the drag and keyboard code are written against it, so neither knows
the scene's class or reaches into its state: they read the plan, the model and the viewer's
arrangement, find a card's item, ask the judge, and ask the table to act.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from rummy_desktop.engine import Card
from rummy_desktop.tabletop.arrangement import Arrangement
from rummy_desktop.tabletop.model import Gesture, TableModel
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.plan import TablePlan, Target


class TableSurface(Protocol):
    plan: TablePlan  # the layout as it stands
    model: TableModel | None
    hand: Arrangement  # the viewer's row, staged melds and selection

    def item(self, key: object) -> CardItem | None:
        """The item of a card (or of a back's key), if the table shows it."""

    def has_hand(self) -> bool:
        """Someone's cards are face up at the bottom (not behind the pass screen)."""

    def ready_for_input(self) -> bool:
        """May the player act now (no move of the game's own still in flight)?"""

    def is_animating(self) -> bool:
        """Are cards in flight?"""

    def judge(self, gesture: Gesture) -> str | None:
        """None when the gesture may be made, else the sentence refusing it."""

    def act(self, gesture: Gesture, index: int | None = None) -> None:
        """Make a legal gesture (``index``: where a reorder puts the cards in the row)."""

    def snap_back(self) -> None:
        """Send every card back to its slot."""

    def refuse(self, reason: str) -> None:
        """Send the cards back and say why the move was refused."""

    def light(
        self,
        target: Target | None,
        gesture: Gesture | None,
        reason: str | None,
        pos: QPointF | None = None,
        say: str | None = None,
    ) -> None:
        """Highlight the target a gesture would drop on (None: nothing); ``say``: what the
        drop would do, shown by the target when it is allowed."""

    def select(self, card: Card, only: bool = False) -> None:
        """Select or unselect a card of the viewer's (``only``: it alone)."""

    def show_focus(self, rect: QRectF | None) -> None:
        """Draw the keyboard's focus ring round ``rect`` (None: hide it)."""
