"""Painting the match: the table as the viewer may see it, given to the scene with the card
moves of the events that made it; at a round's end, every hand shown face up."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from rummy_desktop.engine import Event, RoundEnded
from rummy_desktop.match import Match
from rummy_desktop.match.moves import card_moves
from rummy_desktop.tabletop.model import TableModel, from_view
from rummy_desktop.tabletop.round_summary import RoundSummary, end_of_round_model, round_summary

if TYPE_CHECKING:
    from rummy_desktop.ui.table.scene import TableScene


class TablePainter:
    def __init__(self, scene: TableScene, pushed: Callable[[TableModel], None]) -> None:
        self.scene = scene
        self._pushed = pushed  # told every model given to the scene
        self.last_model: TableModel | None = None
        self.round_end_model: TableModel | None = None  # shown until the round is closed

    def push(self, match: Match, animate: bool, events: Sequence[Event] = ()) -> None:
        """The table as the viewer sees it (all backs behind the pass screen), with the card
        moves of ``events``, the events that made it."""
        viewer = match.viewer
        seat = viewer if viewer is not None else 0
        view = match.game.view(seat, with_legal_actions=False)
        levels = [s.level for s in match.setup.seats]
        model = from_view(view, match.names, match.humans, levels=levels)
        if viewer is None:
            model = replace(
                model,
                viewer=None,
                seats=tuple(replace(s, hand=None) for s in model.seats),
                facing=match.passing_to,
            )
        before = self.last_model.discard if self.last_model is not None else ()
        melds = {m.meld_id: m.cards + m.extras for m in model.melds}
        moves = card_moves(events, model.viewer, melds, before)
        self.last_model = model
        fly = animate and self.scene.animation_ms > 0
        self.scene.set_model(model, animate=fly, moves=moves)
        self._pushed(model)

    def round_end(self, match: Match, ended: RoundEnded, events: list[Event]) -> RoundSummary:
        """Every hand face up where it lay; the summary the round-end dialog shows."""
        if self.last_model is None:  # every deal is pushed to the scene before a move
            raise RuntimeError("A round ended before the table was shown")
        summary = round_summary(match.game, ended, events, match.names)
        self.round_end_model = end_of_round_model(self.last_model, ended, events)
        self.scene.set_model(self.round_end_model, animate=True)
        self._pushed(self.round_end_model)
        return summary
