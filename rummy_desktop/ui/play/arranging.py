"""View ▸ Arrange into melds: the hand's melds searched on the ArrangeRunner's thread, and
the answer put on the screen if the hand is still the one asked about."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from rummy_desktop.engine import Card, PlayerView
from rummy_desktop.ui.play.arrange_worker import ArrangeRunner
from rummy_desktop.ui.play.words import PlayWords

if TYPE_CHECKING:
    from rummy_desktop.ui.table.scene import TableScene


class HandArranger(QObject):
    def __init__(
        self,
        scene: TableScene,
        paused: Callable[[], bool],
        note: Callable[[str], None],
        tell: Callable[[str], None],
        parent: QObject | None,
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self._paused, self._note, self._tell = paused, note, tell
        self.runner = ArrangeRunner(self)
        self.runner.arranged.connect(self._arranged)
        self.runner.failed.connect(self._failed)
        self._ticket = 0

    def stop(self) -> None:
        self._ticket = 0
        self.runner.stop()

    def sort(self, view: PlayerView | None, by: str) -> None:
        """View ▸ Sort by rank or suit ("rank", "suit"): only the hand on the screen."""
        if view is not None and not self._paused():
            self.scene.sort_hand(by)

    def arrange(self, view: PlayerView | None) -> None:
        """Arrange into melds; a Hillbilly hand without its contract is sorted. The answer
        lands in ``_arranged``."""
        if view is None or self._paused():
            return
        self._ticket = self.runner.ask(tuple(self.scene.hand_order()), view)

    def _arranged(self, ticket: int, hand: tuple[Card, ...], groups: list | None) -> None:
        # Stale (asked again, a new game) or the hand changed meanwhile: the answer is old.
        if ticket != self._ticket or self._paused():
            return
        self._ticket = 0
        if set(self.scene.hand_order()) != set(hand):
            return
        if groups is None:
            self.scene.sort_hand("rank")
            self._note(PlayWords.tr("No contract in your hand yet: sorted by rank"))
            return
        self.scene.arrange_hand(groups)

    def _failed(self, ticket: int, why: str) -> None:
        if ticket == self._ticket:
            self._ticket = 0
            #: Arrange failed; {why} is a technical error, shown as it is.
            self._tell(PlayWords.tr("Could not arrange the hand ({why})", why=why))
