"""What a drop means: the gestures a drop of some cards on a target could be, best first,
and the judge's verdict on each (asked once per gesture until the table changes). Shared by
the mouse and the keyboard, so both make exactly the same moves."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from rummy_desktop.engine import Card
from rummy_desktop.tabletop.model import Gesture, TableCaptions
from rummy_desktop.ui.table.plan import Target
from rummy_desktop.ui.table.surface import TableSurface


class GestureReader:
    def __init__(self, surface: TableSurface) -> None:
        self.surface = surface
        self._judged: dict[Gesture, str | None] = {}

    def forget(self) -> None:
        """The table changed: every verdict must be asked again."""
        self._judged.clear()

    def judge(self, gesture: Gesture) -> str | None:
        """The judge's answer, asked once per gesture until the model changes (moves stay cheap)."""
        if gesture not in self._judged:
            local = _table_refusal(gesture)
            self._judged[gesture] = local or self.surface.judge(gesture)
        return self._judged[gesture]

    def choose(self, candidates: list[Gesture]) -> tuple[Gesture | None, str | None]:
        """The first legal candidate, or the first one with the reason it is refused."""
        for gesture in candidates:
            if self.judge(gesture) is None:
                return gesture, None
        if candidates:
            return candidates[0], self.judge(candidates[0])
        return None, None

    def attempt(self, candidates: list[Gesture], index: int | None = None) -> bool:
        """Judge and make the best candidate, or refuse it with the reason."""
        gesture, reason = self.choose(candidates)
        if gesture is None:
            return False
        if reason:
            self.surface.refuse(reason)
            return False
        self.surface.act(gesture, index)
        return True

    def candidates(
        self, source: str, cards: tuple[Card, ...], target: Target, point: QPointF | None
    ) -> list[Gesture]:
        """The gestures a drop of ``cards`` from ``source`` on ``target`` could mean, best first."""
        if source == "stock":
            return [Gesture("draw_stock", ())] if target.kind == "hand" else []
        if source == "discard":
            return [Gesture("take_discard", cards)] if target.kind == "hand" else []
        if target.kind == "discard":
            return [Gesture("discard", cards)]
        if target.kind == "hand":
            return [Gesture("reorder", cards)]
        if target.kind == "stage":
            return [Gesture("stage", cards, meld_id=target.key)]
        if target.kind == "meld":
            return self._meld_candidates(cards, target, point)
        return []

    def _meld_candidates(
        self, cards: tuple[Card, ...], target: Target, point: QPointF | None
    ) -> list[Gesture]:
        meld_id = target.key
        if meld_id is None:  # every meld target has its meld's id
            return []
        plan, model = self.surface.plan, self.surface.model
        end = None
        is_run = model is not None and any(
            m.meld_id == meld_id and m.kind == "run" for m in model.melds
        )
        if is_run and point is not None:
            end = "low" if point.x() < target.rect.center().x() else "high"
        result = []
        if point is not None and len(cards) == 1:
            for card, rect in plan.meld_cards.get(meld_id, []):
                if rect.contains(point) and card in plan.meld_wilds.get(meld_id, ()):
                    result.append(Gesture("swap", cards, meld_id=meld_id))
                    break
        elif point is None and len(cards) == 1 and model is not None:
            # The keyboard has no point: a card the meld's wild stands for swaps for it.
            info = next((m for m in model.melds if m.meld_id == meld_id), None)
            if info is not None and any(_stands_for(label, cards[0]) for _, label in info.wilds):
                result.append(Gesture("swap", cards, meld_id=meld_id))
        result.append(Gesture("lay_off", cards, meld_id=meld_id, end=end))
        return result


def _stands_for(label: str, card: Card) -> bool:
    """Whether a wild labelled "7♣" (in a run) or "7" (in a set) stands for ``card``."""
    return not card.is_joker and label in (card.pretty, card.pretty[:-1])


def _table_refusal(gesture: Gesture) -> str | None:
    """What the table itself refuses: gestures that cannot carry several cards."""
    if len(gesture.cards) > 1 and gesture.kind in ("discard", "swap", "take_discard"):
        if gesture.kind == "discard":
            return TableCaptions.tr("Discard one card at a time")
        #: Refused: several cards dragged where only one may go.
        return TableCaptions.tr("Drag one card")
    return None
