"""The table's card items: made, moved, flown and retired as a TablePlan says.

One CardItem per slot key (a Card, or a tuple for a back nobody may identify). A plan change
flies every card from where it is to its new slot; a card that appears starts where its
CardMove comes from, a known card leaving sight flies to where its move goes and vanishes.
An opponent's resting backs are painted as one SeatFan each (one blit a frame, not sixteen).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtCore import Qt as QtNs
from PySide6.QtWidgets import QGraphicsScene

from rummy_desktop.engine import Card
from rummy_desktop.tabletop.layout import CARD_H
from rummy_desktop.tabletop.model import TableModel
from rummy_desktop.tabletop.moves import CardMove
from rummy_desktop.ui.table.card_art import CardArt
from rummy_desktop.ui.table.card_item import CardItem, lerp
from rummy_desktop.ui.table.items import SeatFan
from rummy_desktop.ui.table.plan import Slot, TablePlan


class CardLayer:
    """Owns every CardItem of one scene. ``on_landed`` is called when a flight has landed
    (or at once when nothing had to fly)."""

    def __init__(self, scene: QGraphicsScene, art: CardArt, on_landed: Callable[[], None]):
        self.scene = scene
        self.art = art
        self.on_landed = on_landed
        self.items: dict[object, CardItem] = {}
        self.slots: dict[object, Slot] = {}  # the plan's slots, and the leaving cards' last
        self.fans: dict[int, SeatFan] = {}
        self.local = False  # the cards in flight were moved by the player, not the game
        self._flights: list[tuple[CardItem, QPointF, QPointF, float, float]] = []
        self._dying: list[CardItem] = []
        self._anim = QVariantAnimation(scene)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._landed)

    def is_flying(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    # ---- the plan -----------------------------------------------------------------------------

    def sync(
        self,
        plan: TablePlan,
        model: TableModel,
        moves: Sequence[CardMove],
        selected: Collection[Card],
        hinted: Collection[object],
    ) -> None:
        """Make, flag and retire items so there is one per slot of ``plan``."""
        slots = dict(plan.slots)
        self._retire(slots, plan, moves)
        sources = self._sources(slots, moves)
        wild = model.wild_rank
        top = model.discard[-1] if model.discard else None
        for key, slot in slots.items():
            item = self.items.get(key)
            if item is None:
                card = key if isinstance(key, Card) else None
                item = CardItem(card, self.art, slot.width)
                item.key = key
                item.setPos(self._entry_point(plan, slot, sources.get(key)))
                self.scene.addItem(item)
                self.items[key] = item
            item.zone = slot.zone
            card = item.card
            in_hand = slot.zone in ("hand", "stage")
            item.set_flags(
                wild_label=plan.labels.get(card, "") if slot.zone == "meld" else "",
                wild_mark=bool(wild and card is not None and card.rank == wild and in_hand),
                live=bool(model.discard_live and card is not None and card == top),
                marked=card in selected and in_hand,
                target=False,
                hinted=(card if card is not None else key) in hinted,
            )
        self.slots = slots

    def _retire(self, slots: dict, plan: TablePlan, moves: Sequence[CardMove]) -> None:
        """Items with no slot go: a known card to where its move takes it, then away."""
        gone_to = {m.card: m.target for m in moves if m.card is not None}
        for key in [k for k in self.items if k not in slots]:
            item = self.items.pop(key)
            item.setAcceptedMouseButtons(QtNs.MouseButton.NoButton)
            place = plan.rects.get(gone_to.get(key, ""))
            if isinstance(key, Card) and place is not None:
                # A known card leaving sight (an opponent took it): fly there, then vanish.
                dying = ("dying", id(item))
                self._dying.append(item)
                x = place.center().x() - item.width / 2
                slots[dying] = Slot(x, place.y(), item.width, 900, 0, False)
                self.items[dying] = item
                item.key = dying
            else:
                self.scene.removeItem(item)

    def _sources(self, slots: dict[object, Slot], moves: Sequence[CardMove]) -> dict:
        """Where each card about to appear comes from: a known card by its own move; the new
        backs of a seat, in order, by the moves of hidden cards into that seat."""
        sources: dict[object, str] = {}
        hidden: dict[str, list[str]] = {}
        for move in moves:
            if move.card is not None:
                sources.setdefault(move.card, move.source)
            else:
                hidden.setdefault(move.target, []).append(move.source)
        for key in sorted(k for k in slots if isinstance(k, tuple) and k[0] == "seat"):
            if key not in self.items and hidden.get(f"seat:{key[1]}"):
                sources[key] = hidden[f"seat:{key[1]}"].pop(0)
        return sources

    @staticmethod
    def _entry_point(plan: TablePlan, slot: Slot, source: str | None) -> QPointF:
        """Where a card first seen starts its flight: the place its move comes from, or its
        own slot when no event brought it (a new deal laid out, a window resized)."""
        here = QPointF(slot.x, slot.y)
        rect = plan.rects.get(source or "")
        if rect is None:
            return here
        if source == "stock":
            return rect.topLeft()
        return rect.center() - QPointF(slot.width / 2, slot.width * CARD_H / 2)

    # ---- flights ------------------------------------------------------------------------------

    def fly(self, ms: int, local: bool) -> None:
        """Fly every card to its slot in ``ms`` (0: at once). Call :meth:`land` first."""
        self.local = local
        flights = []
        for key, slot in self.slots.items():
            item = self.items[key]
            item.set_width(slot.width)
            item.set_visible_width(slot.visible)
            item.set_face_up(slot.face_up)
            # Whole pixels: a cached card then lands as a plain blit, not an interpolated one.
            target = QPointF(round(slot.x), round(slot.y))
            if ms and (item.pos() - target).manhattanLength() > 0.5:
                item.setZValue(1000 + slot.z)  # fly above the table
                flights.append((item, item.pos(), target, item.angle, slot.angle))
            else:
                item.setPos(target)
                item.set_angle(slot.angle)
                item.setZValue(slot.z)
        self._flights = flights
        self._sync_fans()
        if flights or (ms and self._dying):
            self._anim.setDuration(ms)
            self._anim.start()
        else:
            self._drop_dying()
            self.on_landed()

    def land(self) -> None:
        """Put every card in flight where it was going, at once."""
        if self.is_flying():
            self._anim.blockSignals(True)
            self._anim.stop()
            self._anim.blockSignals(False)
        for item, _start, end, _a0, a1 in self._flights:
            item.setPos(end)
            item.set_angle(a1)
            key = getattr(item, "key", None)
            if key in self.slots:
                item.setZValue(self.slots[key].z)
        self._flights = []
        self._drop_dying()
        self._sync_fans()

    def _step(self, value: object) -> None:
        t = float(value)
        for item, start, end, a0, a1 in self._flights:
            item.setPos(lerp(start, end, t))
            item.set_angle(a0 + (a1 - a0) * t)

    def _landed(self) -> None:
        self.land()
        self.on_landed()

    def _sync_fans(self) -> None:
        """Hand each seat's resting backs to its SeatFan; a back in flight paints itself."""
        flying = {id(f[0]) for f in self._flights}
        resting: dict[int, list[CardItem]] = {}
        for key, item in self.items.items():
            if not (isinstance(key, tuple) and key[0] == "seat"):
                continue
            rests = id(item) not in flying
            item.setVisible(not rests)
            if rests:
                resting.setdefault(key[1], []).append(item)
        for seat, items in resting.items():
            fan = self.fans.get(seat)
            if fan is None:
                fan = self.fans[seat] = SeatFan()
                self.scene.addItem(fan)
            items.sort(key=lambda i: i.zValue())
            fan.set_cards(items)
        for seat in [s for s in self.fans if s not in resting]:
            self.scene.removeItem(self.fans.pop(seat))

    def _drop_dying(self) -> None:
        for item in self._dying:
            key = getattr(item, "key", None)
            self.items.pop(key, None)
            self.slots.pop(key, None)
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._dying = []
