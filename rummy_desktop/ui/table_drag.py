"""Drag and drop on the table: cards follow the mouse in their own handlers (no QDrag).

A press past a few pixels picks the card up (with the rest of the selection when it is
selected); while it moves, the best target under it is found and the judge asked, once per
candidate gesture; the release performs the gesture or snaps the cards back with the reason.
Keyboard play uses the same candidates, judge and perform.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from rummy_desktop.engine.cards import Card

from .card_item import CardItem
from .table_model import Gesture
from .table_slots import Target

if TYPE_CHECKING:
    from .table_scene import TableScene

THRESHOLD = 6  # pixels the mouse must travel before a press becomes a drag
GATHER = 0.3  # card units between the cards of a multi-card drag
CARD_SOURCES = ("hand", "stage")


class DragController:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self._press: tuple[CardItem, QPointF] | None = None
        self._group: list[tuple[CardItem, QPointF]] = []
        self._dragging = False
        self._judged: dict[Gesture, str | None] = {}
        self._lit: tuple[Target | None, Gesture | None, str | None] = (None, None, None)

    # ---- judging ------------------------------------------------------------------------------

    def forget_judgements(self) -> None:
        self._judged.clear()

    def judge(self, gesture: Gesture) -> str | None:
        """The judge's answer, asked once per gesture until the model changes (moves stay cheap)."""
        if gesture not in self._judged:
            local = _scene_refusal(gesture)
            judge = self.scene.judge
            self._judged[gesture] = local or (judge(gesture) if judge else None)
        return self._judged[gesture]

    def choose(self, candidates: list[Gesture]) -> tuple[Gesture | None, str | None]:
        """The first legal candidate, or the first one with the reason it is refused."""
        for gesture in candidates:
            if self.judge(gesture) is None:
                return gesture, None
        if candidates:
            return candidates[0], self.judge(candidates[0])
        return None, None

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
        planner = self.scene.planner
        end = None
        is_run = self._is_run(meld_id)
        if is_run and point is not None:
            end = "low" if point.x() < target.rect.center().x() else "high"
        result = []
        if point is not None and len(cards) == 1:
            for card, rect in planner.meld_cards.get(meld_id, []):
                if rect.contains(point) and card in planner.meld_wilds.get(meld_id, ()):
                    result.append(Gesture("swap", cards, meld_id=meld_id))
                    break
        result.append(Gesture("lay_off", cards, meld_id=meld_id, end=end))
        return result

    def _is_run(self, meld_id: int | None) -> bool:
        model = self.scene.model
        return bool(model) and any(m.meld_id == meld_id and m.kind == "run" for m in model.melds)

    # ---- performing ---------------------------------------------------------------------------

    def perform(self, gesture: Gesture, index: int | None = None) -> None:
        """Report a legal gesture (or apply a local one); cards go back to their slots unless
        the controller answers at once with a new model."""
        scene = self.scene
        serial = scene.serial
        kind, cards = gesture.kind, list(gesture.cards)
        if kind == "draw_stock":
            scene.drawStockRequested.emit()
        elif kind == "take_discard":
            scene.takeDiscardRequested.emit()
        elif kind == "discard":
            scene.discardRequested.emit(cards[0])
        elif kind == "swap":
            scene.swapRequested.emit(cards[0], gesture.meld_id)
        elif kind == "lay_off":
            # Laid one by one, nearest the end first, so a run grows card by card.
            ordered = sorted(cards, key=lambda c: c.rank, reverse=gesture.end == "low")
            for card in ordered:
                scene.layOffRequested.emit(card, gesture.meld_id, gesture.end)
        elif kind == "stage":
            self._stage(cards, gesture.meld_id)
            return
        elif kind == "reorder":
            self._reorder(cards, index)
            return
        if scene.serial == serial:
            scene.relayout()

    def _stage(self, cards: list[Card], group: int | None) -> None:
        scene = self.scene
        scene.set_arrangement(scene.hand.staged_into(cards, group))

    def _reorder(self, cards: list[Card], index: int | None) -> None:
        scene = self.scene
        scene.set_arrangement(scene.hand.reordered(cards, index))

    def hand_index_at(self, x: float, moving: list[Card]) -> int:
        """Where in the hand row a drop at ``x`` inserts (counting the cards that stay)."""
        index = 0
        for i, (card, rect) in enumerate(self.scene.planner.hand_spots):
            if card in moving:
                continue
            if rect.center().x() < x:
                index = i + 1
        return index

    # ---- mouse --------------------------------------------------------------------------------

    def press(self, item: CardItem, event: QGraphicsSceneMouseEvent) -> bool:
        scene = self.scene
        if event.button() != Qt.MouseButton.LeftButton or not self._can_pick(item):
            return False
        if not scene.ready_for_input():
            return False
        scene.keys.cancel()
        mods = event.modifiers()
        multi = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        if item.zone in CARD_SOURCES and mods & multi:
            scene.toggle_selected(item.card)
            self._press = None
            return True
        self._press = (item, event.scenePos())
        return True

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        item, start = self._press
        pos = event.scenePos()
        if not self._dragging:
            if (pos - start).manhattanLength() < THRESHOLD:
                return
            self._begin(item)
        delta = pos - start
        for moving, origin in self._group:
            moving.setPos(origin + delta)
        self._hover(pos)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        item, _start = self._press
        if self._dragging:
            self._drop(event.scenePos())
        elif item.zone in CARD_SOURCES and item.card is not None:
            self.scene.toggle_selected(item.card, only=True)
        self._reset()

    def double_click(self, item: CardItem) -> None:
        scene = self.scene
        if not self._can_pick(item) or not scene.ready_for_input():
            return
        if item.zone == "stock":
            gesture = Gesture("draw_stock", ())
        elif item.zone == "discard":
            gesture = Gesture("take_discard", (item.card,))
        else:
            gesture = Gesture("discard", (item.card,))
        self.attempt([gesture])

    def attempt(self, candidates: list[Gesture], index: int | None = None) -> bool:
        """Judge and perform (or refuse with the reason): shared by double-clicks and keys."""
        gesture, reason = self.choose(candidates)
        if gesture is None:
            return False
        if reason:
            self.scene.relayout()
            self.scene.moveRejected.emit(reason)
            return False
        self.perform(gesture, index)
        return True

    def cancel(self) -> None:
        if self._dragging:
            self._light(None, None, None)
        self._reset()

    def _can_pick(self, item: CardItem) -> bool:
        scene = self.scene
        if item.zone in CARD_SOURCES:
            return item.card is not None and scene.viewer_hand() is not None
        if item.zone == "stock":
            top = max(
                (k[1] for k in scene.slots if isinstance(k, tuple) and k[0] == "stock"), default=-1
            )
            return getattr(item, "key", None) == ("stock", top) and scene.viewer_hand() is not None
        if item.zone == "discard":
            model = scene.model
            return bool(model and model.discard and item.card == model.discard[-1]) and (
                scene.viewer_hand() is not None
            )
        return False

    def _begin(self, item: CardItem) -> None:
        scene = self.scene
        self._dragging = True
        if item.zone in CARD_SOURCES and item.card in scene.hand.selection:
            cards = list(scene.hand.selected_in_order())
        else:
            cards = [item.card] if item.card is not None else []
        items = [scene.items_by_key[c] for c in cards] if cards else [item]
        lead = items.index(item) if item in items else 0
        step = GATHER * item.width
        base = item.pos()
        self._group = []
        for i, moving in enumerate(items):
            origin = base + QPointF((i - lead) * step, 0)
            moving.set_angle(0)
            moving.set_visible_width(0)  # a lifted card shows whole
            moving.setZValue(5000 + i)
            moving.setPos(origin)
            self._group.append((moving, origin))
        self._source = "stock" if item.zone == "stock" else item.zone
        if self._source == "stage":
            self._source = "hand"
        self._cards = tuple(cards)
        self._lead = item

    def _hover(self, pos: QPointF) -> None:
        target = self._target_at(pos)
        if target is None:
            self._light(None, None, None)
            return
        gesture, reason = self.choose(self.candidates(self._source, self._cards, target, pos))
        self._light(target, gesture, reason, pos)

    def _drop(self, pos: QPointF) -> None:
        target = self._target_at(pos)
        gesture, reason = (None, None)
        if target is not None:
            gesture, reason = self.choose(self.candidates(self._source, self._cards, target, pos))
        self._light(None, None, None)
        if gesture is None:
            self.scene.relayout()  # dropped on bare felt: the cards simply go home
            return
        if reason:
            self.scene.relayout()
            self.scene.moveRejected.emit(reason)
            return
        index = (
            self.hand_index_at(pos.x(), list(self._cards)) if gesture.kind == "reorder" else None
        )
        self.perform(gesture, index)

    def _target_at(self, pos: QPointF) -> Target | None:
        allowed = (
            {"hand"}
            if self._source in ("stock", "discard")
            else {"discard", "meld", "stage", "hand"}
        )
        targets = [t for t in self.scene.planner.targets if t.kind in allowed]
        for target in targets:
            if target.rect.contains(pos):
                return target
        # Nothing under the pointer: the target the dragged card overlaps most, if it is enough.
        lead = self._lead
        card = QRectF(lead.pos(), lead.card_rect().size())
        best, best_area = None, 0.2 * card.width() * card.height()
        for target in targets:
            overlap = card.intersected(target.rect)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = target, area
        return best

    def _light(
        self,
        target: Target | None,
        gesture: Gesture | None,
        reason: str | None,
        pos: QPointF | None = None,
    ) -> None:
        """Highlight the target (green if legal, red if not), the end or wild, and the reason."""
        if (target, gesture, reason) == self._lit:
            return
        old_target, old_gesture, _ = self._lit
        self._lit = (target, gesture, reason)
        scene = self.scene
        if old_target is not None:
            self._marker(old_target, None, None)
        if old_gesture is not None and old_gesture.kind == "swap":
            for card, _rect in scene.planner.meld_cards.get(old_gesture.meld_id, []):
                scene.items_by_key[card].set_flags(target=False)
        if target is None or gesture is None:
            scene.hint.setVisible(False)
            return
        state = "bad" if reason else "ok"
        half = gesture.end if gesture.kind == "lay_off" else None
        self._marker(target, state, half)
        if gesture.kind == "swap" and not reason and pos is not None:
            for card, rect in scene.planner.meld_cards.get(gesture.meld_id, []):
                if rect.contains(pos):
                    scene.items_by_key[card].set_flags(target=True)
        if reason:
            u = scene.unit
            scene.hint.show_text(
                reason, target.rect.center().x(), target.rect.bottom() + 0.05 * u, u
            )
        else:
            scene.hint.setVisible(False)

    def _marker(self, target: Target, state: str | None, half: str | None) -> None:
        scene = self.scene
        if target.kind == "meld":
            frame = scene.meld_frames.get(target.key)
            if frame is not None:
                frame.set_highlight(state, half)
        elif target.kind == "stage" and target.key is not None:
            if target.key < len(scene.stage_frames):
                scene.stage_frames[target.key].set_highlight(state)
        else:
            marker = {
                "discard": scene.discard_marker,
                "stock": scene.stock_marker,
                "stage": scene.stage_marker,
                "hand": scene.hand_marker,
            }[target.kind]
            marker.set_highlight(state)

    def _reset(self) -> None:
        self._press = None
        self._group = []
        self._dragging = False


def _scene_refusal(gesture: Gesture) -> str | None:
    """What the scene itself refuses: gestures that cannot carry several cards."""
    if len(gesture.cards) > 1 and gesture.kind in ("discard", "swap", "take_discard"):
        return "Discard one card at a time" if gesture.kind == "discard" else "Drag one card"
    return None
