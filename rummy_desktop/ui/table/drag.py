"""Drag and drop on the table: cards follow the mouse in their own handlers (no QDrag).

A press past a few pixels picks the card up (with the rest of the selection when it is
selected); while it moves, the best target under it is found and the judge asked, once per
candidate gesture; the release makes the gesture or snaps the cards back with the reason.
The keyboard uses the same GestureReader, so both make the same moves.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from rummy_desktop.engine import Card
from rummy_desktop.tabletop.model import Gesture
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.gestures import GestureReader
from rummy_desktop.ui.table.plan import Target, is_stock_key
from rummy_desktop.ui.table.surface import TableSurface

THRESHOLD = 6  # pixels the mouse must travel before a press becomes a drag
GATHER = 0.3  # card units between the cards of a multi-card drag
CARD_SOURCES = ("hand", "stage")


class DragController:
    """The mouse on the table. ``on_press`` is called when a press starts (the keyboard then
    puts down what it held)."""

    def __init__(
        self,
        surface: TableSurface,
        reader: GestureReader,
        on_press: Callable[[], None] | None = None,
    ) -> None:
        self.surface = surface
        self.reader = reader
        self.on_press = on_press
        self._press: tuple[CardItem, QPointF] | None = None
        self._group: list[tuple[CardItem, QPointF]] = []
        self._dragging = False
        self._source = ""
        self._cards: tuple[Card, ...] = ()
        self._lead: CardItem | None = None

    def hand_index_at(self, x: float, moving: list[Card]) -> int:
        """Where in the hand row a drop at ``x`` inserts (counting the cards that stay)."""
        index = 0
        for i, (card, rect) in enumerate(self.surface.plan.hand_spots):
            if card in moving:
                continue
            if rect.center().x() < x:
                index = i + 1
        return index

    # ---- mouse --------------------------------------------------------------------------------

    def press(self, item: CardItem, event: QGraphicsSceneMouseEvent) -> bool:
        surface = self.surface
        if event.button() != Qt.MouseButton.LeftButton or not self._can_pick(item):
            return False
        if not surface.ready_for_input():
            return False
        if self.on_press is not None:
            self.on_press()
        mods = event.modifiers()
        multi = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        if item.zone in CARD_SOURCES and item.card is not None and mods & multi:
            surface.select(item.card)
            self._press = None
            return True
        self._press = (item, event.scenePos())
        return True

    def may_hover(self) -> bool:
        """May a hand card rise under the pointer? Not during a drag or while cards fly."""
        return not self._dragging and not self.surface.is_animating()

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
            self.surface.select(item.card, only=True)
        self._reset()

    def double_click(self, item: CardItem) -> None:
        if not self._can_pick(item) or not self.surface.ready_for_input():
            return
        card = item.card
        if item.zone == "stock":
            gesture = Gesture("draw_stock", ())
        elif card is None:  # _can_pick lets no other back through
            return
        elif item.zone == "discard":
            gesture = Gesture("take_discard", (card,))
        else:
            gesture = Gesture("discard", (card,))
        self.reader.attempt([gesture])

    def cancel(self) -> None:
        if self._dragging:
            self.surface.light(None, None, None)
        self._reset()

    def _can_pick(self, item: CardItem) -> bool:
        surface = self.surface
        if not surface.has_hand():
            return False
        if item.zone in CARD_SOURCES:
            return item.card is not None
        if item.zone == "stock":
            slots = surface.plan.slots
            top = max((k[1] for k in slots if is_stock_key(k)), default=-1)
            return item.key == ("stock", top)
        if item.zone == "discard":
            model = surface.model
            return bool(model and model.discard and item.card == model.discard[-1])
        return False

    def _begin(self, item: CardItem) -> None:
        surface = self.surface
        self._dragging = True
        hand = surface.hand
        if item.zone in CARD_SOURCES and item.card in hand.selection:
            cards = list(hand.selected_in_order())
        else:
            cards = [item.card] if item.card is not None else []
        found = [surface.item(c) for c in cards]
        items = [i for i in found if i is not None] if cards else [item]
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
        self._source = "hand" if item.zone in CARD_SOURCES else item.zone
        self._cards = tuple(cards)
        self._lead = item

    def _hover(self, pos: QPointF) -> None:
        target = self._target_at(pos)
        if target is None:
            self.surface.light(None, None, None)
            return
        reader = self.reader
        gesture, reason = reader.choose(reader.candidates(self._source, self._cards, target, pos))
        self.surface.light(target, gesture, reason, pos)

    def _drop(self, pos: QPointF) -> None:
        surface, reader = self.surface, self.reader
        target = self._target_at(pos)
        gesture, reason = (None, None)
        if target is not None:
            gesture, reason = reader.choose(
                reader.candidates(self._source, self._cards, target, pos)
            )
        surface.light(None, None, None)
        if gesture is None:
            surface.snap_back()  # dropped on bare felt: the cards simply go home
            return
        if reason:
            surface.refuse(reason)
            return
        index = None
        if gesture.kind == "reorder":
            index = self.hand_index_at(pos.x(), list(self._cards))
        surface.act(gesture, index)

    def _target_at(self, pos: QPointF) -> Target | None:
        allowed = (
            {"hand"}
            if self._source in ("stock", "discard")
            else {"discard", "meld", "stage", "hand"}
        )
        targets = [t for t in self.surface.plan.targets if t.kind in allowed]
        for target in targets:
            if target.rect.contains(pos):
                return target
        # Nothing under the pointer: the target the dragged card overlaps most, if it is enough.
        lead = self._lead
        if lead is None:
            return None
        card = QRectF(lead.pos(), lead.card_rect().size())
        best, best_area = None, 0.2 * card.width() * card.height()
        for target in targets:
            overlap = card.intersected(target.rect)
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = target, area
        return best

    def _reset(self) -> None:
        self._press = None
        self._group = []
        self._dragging = False
