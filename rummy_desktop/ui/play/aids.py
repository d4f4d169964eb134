"""The help a person may ask for at the table: a hint, and coach mode's question before a
blunder. Both are requests the match makes; they run on the BotRunner's thread like a
computer's move, and an answer that comes after the table moved on is dropped by the match."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from rummy_desktop.match import HintRequest, Match, Played, Refused, Request, Thought
from rummy_desktop.ui.play.words import PlayWords

if TYPE_CHECKING:
    from rummy_desktop.ui.table.scene import TableScene


class AidedTable(Protocol):
    """What the aids need of the controller."""

    @property
    def match(self) -> Match | None: ...

    def acting_human(self) -> int | None: ...

    def ask(self, request: Request) -> None: ...  # run on the worker thread

    def played(self, played: Played) -> None: ...

    def repaint(self) -> None: ...  # the card a kept move dragged goes back

    def tell(self, refusal: str) -> None: ...

    def note(self, news: str) -> None: ...

    def talked(self) -> None: ...  # Table Talk grew


class TableAids:
    def __init__(self, table: AidedTable, scene: TableScene) -> None:
        self.table = table
        self.scene = scene

    def coach_answer(self, go_on: bool) -> None:
        """The player's answer to the coach's question: play the move anyway, or not."""
        m = self.table.match
        if m is None:
            return
        played = m.coach_answer(go_on)
        if played is not None:
            self.table.played(played)
        elif not go_on:
            #: The coach's question answered "no": the move was not played.
            self.table.note(PlayWords.tr("Kept: choose another move"))
            self.table.repaint()

    def request_hint(self) -> None:
        m = self.table.match
        if m is None:
            return
        request = m.hint(self.table.acting_human())
        if isinstance(request, Refused):
            self.table.tell(request.reason)
            return
        self.table.ask(request)
        self.table.note(PlayWords.tr("Thinking about a hint…"))

    def hint_answered(self, request: HintRequest, thought: Thought) -> None:
        m = self.table.match
        advice = m.hint_answered(request, thought) if m is not None else None
        if advice is None:
            return
        self.table.talked()
        self.scene.show_hint(advice.cards, advice.piles)
        self.table.note(advice.text)
