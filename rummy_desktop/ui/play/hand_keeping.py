"""The person at the screen's hand as laid out, read for the autosave and shown again on a
resume (issue 34, item 21): the row's order and the melds being staged."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rummy_desktop.engine import Card
from rummy_desktop.match import Deciding, Match
from rummy_desktop.tabletop.arrangement import Arrangement

if TYPE_CHECKING:
    from rummy_desktop.ui.table.scene import TableScene


def laid_out(
    match: Match | None, scene: TableScene
) -> tuple[int, list[Card], list[list[Card]]] | None:
    """The seat at the screen, its hand row and the melds it is staging, as the table shows
    them; None when no person's hand is shown (the pass screen, a round's end)."""
    if match is None or match.viewer is None or not match.humans[match.viewer]:
        return None
    if not isinstance(match.state, Deciding) or scene.viewer_hand() is None:
        return None
    return match.viewer, scene.hand_order(), scene.staged_melds()


def lay_out(scene: TableScene, row: Sequence[Card], staged: Sequence[Sequence[Card]]) -> None:
    """Show the hand at the screen in this order, with these melds staged; staging only where
    the lay-down area shows, else those cards join the row. Cards the hand no longer holds
    are left out, new ones join the row's end."""
    groups = tuple(tuple(g) for g in staged if g)
    if not scene.stage_enabled():
        row, groups = [*row, *(c for g in groups for c in g)], ()
    hand = scene.viewer_hand()
    if hand is not None:
        scene.set_arrangement(Arrangement(tuple(row), groups).synced(hand), animate=False)
