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
from rummy_desktop.match.moves import CardMove
from rummy_desktop.tabletop.layout import CARD_H
from rummy_desktop.tabletop.model import TableModel
from rummy_desktop.ui.table.card_art import CardArt
from rummy_desktop.ui.table.card_item import CardItem, lerp
from rummy_desktop.ui.table.flip import FLIP_SHARE, show_flip
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
        # Per flight: (start, end) as shares of the whole animation, and whether the card
        # turns face up as it lands. A deal flies its cards one after another.
        self._times: list[tuple[float, float, bool]] = []
        self._deal: dict[object, int] = {}  # the new cards of a deal: their turn in it
        self._flips: set[object] = set()  # new cards that turn over as they land
        self._aloft: set[int] = set()  # ids of the items still in the air (not in a fan)
        self._waiting: set[int] = set()  # ids of dealt cards not yet off the stock (hidden)
        self._dying: list[CardItem] = []
        self._ease = QEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim = QVariantAnimation(scene)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._landed)

    def is_flying(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def dealing(self) -> bool:
        """Are the cards of a deal in flight (the longest animation: it may be cut short)?"""
        return self.is_flying() and bool(self._deal)

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
        self._deal, self._flips = {}, set()
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
                if card is not None and sources.get(key) == "stock" and slot.face_up:
                    self._flips.add(key)  # from the face-down stock: it turns as it lands
                self.scene.addItem(item)
                self.items[key] = item
            item.zone = slot.zone
            card = item.card
            in_hand = slot.zone in ("hand", "stage")
            label = plan.labels.get(card, "") if card is not None else ""
            item.set_flags(
                wild_label=label if slot.zone == "meld" else "",
                # A wild wears its star wherever it lies face up (a meld's wild says "=6♥").
                wild_mark=bool(
                    wild and card is not None and card.rank == wild and slot.zone != "meld"
                ),
                live=bool(model.discard_live and card is not None and card == top),
                marked=card in selected and in_hand,
                target=False,
                hinted=(card if card is not None else key) in hinted,
            )
        self.slots = slots

    def _retire(self, slots: dict, plan: TablePlan, moves: Sequence[CardMove]) -> None:
        """Items with no slot go: a known card to where its move takes it, then away."""
        gone_to: dict[object, str] = {m.card: m.target for m in moves if m.card is not None}
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
        hidden: dict[str, list[CardMove]] = {}
        for move in moves:
            if move.card is not None:
                if move.card not in sources and move.deal is not None:
                    self._deal[move.card] = move.deal
                sources.setdefault(move.card, move.source)
            else:
                hidden.setdefault(move.target, []).append(move)
        for key in sorted(k for k in slots if isinstance(k, tuple) and k[0] == "seat"):
            if key not in self.items and hidden.get(f"seat:{key[1]}"):
                move = hidden[f"seat:{key[1]}"].pop(0)
                sources[key] = move.source
                if move.deal is not None:
                    self._deal[key] = move.deal
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
        flights, times = [], []
        gap = deal_gap(ms)
        for key, slot in self.slots.items():
            item = self.items[key]
            item.set_width(slot.width)
            item.set_visible_width(slot.visible)
            # Whole pixels: a cached card then lands as a plain blit, not an interpolated one.
            target = QPointF(round(slot.x), round(slot.y))
            turns = ms > 0 and key in self._flips
            item.set_face_up(slot.face_up and not turns)
            if ms and (item.pos() - target).manhattanLength() > 0.5:
                turn = self._deal.get(key)
                start = turn * gap if turn is not None else 0.0
                # A dealt card waits its turn on the stock, above it (the next card off). A
                # card only lifted or shifted in its fan (selected, sorted) keeps its layer:
                # raised, it covered its neighbour, and a quick Ctrl+click on that neighbour
                # unselected it instead (issue 34, fresh pass item 2).
                far = (item.pos() - target).manhattanLength() > item.height / 2
                if far or turn is not None:
                    item.setZValue(1000 + slot.z + (500 - (turn or 0) if turn is not None else 0))
                else:
                    item.setZValue(slot.z)
                if turn is not None:
                    item.set_visible_width(0)  # whole in the air; a strip once in the fan
                flights.append((item, item.pos(), target, item.angle, slot.angle))
                times.append((start, start + ms, turns))
            else:
                item.setPos(target)
                item.set_angle(slot.angle)
                item.setZValue(slot.z)
                item.set_face_up(slot.face_up)
        total = max((t[1] for t in times), default=float(ms))
        self._times = [(a / total, b / total, f) for a, b, f in times]
        self._flights = flights
        self._aloft = {id(f[0]) for f in flights}
        self._sync_fans()
        for (item, *_), (t0, _t1, _turns) in zip(flights, self._times, strict=True):
            if t0 > 0:  # waits its turn: the stock's own layers show the pile meanwhile
                item.setVisible(False)
                self._waiting.add(id(item))
        if flights or (ms and self._dying):
            # The animation still holds the last flight's time: a new duration would make Qt
            # step these flights at that stale time before the start, landing some at once
            # (issue 34, defect 4: a seat's fan then painted its backs while they were away
            # and kept that empty picture at rest). Back to 0 first, unheard.
            self._anim.blockSignals(True)
            self._anim.setCurrentTime(0)
            self._anim.setDuration(max(1, round(total)))
            self._anim.blockSignals(False)
            self._anim.start()
        else:
            self._drop_dying()
            self.on_landed()

    def retarget(self, plan: TablePlan) -> None:
        """A new plan while a deal flies (the hand sorted as it comes): each card in flight
        goes on to its new slot, and a card at rest moves there at once."""
        now = float(self._anim.currentValue() or 0.0)
        stock = plan.rects.get("stock")
        for i, (item, start, _end, a0, _a1) in enumerate(self._flights):
            slot = plan.slots.get(item.key)
            if slot is not None:
                end = QPointF(round(slot.x), round(slot.y))
                item.set_width(slot.width)
                waiting = item.key in self._deal and now < self._times[i][0]
                if waiting and stock is not None:  # still on the stock, which has moved
                    start = stock.topLeft()
                    item.setPos(start)
                elif id(item) not in self._aloft:  # landed already: at its new place now
                    start, a0 = end, slot.angle
                    item.setPos(end)
                    item.set_angle(slot.angle)
                self._flights[i] = (item, start, end, a0, slot.angle)
                self.slots[item.key] = slot
        flying = {id(f[0]) for f in self._flights}
        for key, slot in plan.slots.items():
            resting = self.items.get(key)
            if resting is not None and id(resting) not in flying:
                resting.set_width(slot.width)
                resting.set_visible_width(slot.visible)
                resting.setPos(QPointF(round(slot.x), round(slot.y)))
                resting.setZValue(slot.z)
                self.slots[key] = slot
        self._sync_fans()  # a fan painting its backs at their old places would lose them

    def land(self) -> None:
        """Put every card in flight where it was going, at once."""
        if self.is_flying():
            self._anim.blockSignals(True)
            self._anim.stop()
            self._anim.blockSignals(False)
        for (item, _start, end, _a0, a1), (_t0, _t1, turns) in zip(
            self._flights, self._times, strict=False
        ):
            item.setPos(end)
            item.set_angle(a1)
            item.setVisible(True)  # a seat's resting backs go back to its fan just below
            if turns:
                show_flip(item, 1.0)
            key = item.key
            if key in self.slots:
                item.setZValue(self.slots[key].z)
                item.set_visible_width(self.slots[key].visible)
        self._flights, self._times = [], []
        self._aloft, self._waiting = set(), set()
        self._drop_dying()
        self._sync_fans()

    def _step(self, value: float) -> None:
        if not self.is_flying():  # only the flight's own frames move its cards
            return
        now = float(value)
        landed = False
        for (item, start, end, a0, a1), (t0, t1, turns) in zip(
            self._flights, self._times, strict=True
        ):
            if now < t0:
                continue  # a dealt card still waiting on the stock
            if t1 < 1.0 and now >= t1 and id(item) in self._aloft:
                self._aloft.discard(id(item))  # a dealt back has landed: its seat's fan
                landed = True  # paints it from now on (one blit, not one per card)
            if id(item) in self._waiting:
                self._waiting.discard(id(item))
                item.setVisible(True)
            share = min(1.0, (now - t0) / (t1 - t0)) if t1 > t0 else 1.0
            t = self._ease.valueForProgress(share)
            item.setPos(lerp(start, end, t))
            item.set_angle(a0 + (a1 - a0) * t)
            if turns:  # the turn happens over the last part of the flight
                show_flip(item, (share - (1 - FLIP_SHARE)) / FLIP_SHARE)
        if landed:
            self._sync_fans()

    def _landed(self) -> None:
        self.land()
        self.on_landed()

    def _sync_fans(self) -> None:
        """Hand each seat's resting backs to its SeatFan; a back in flight paints itself."""
        flying = self._aloft
        resting: dict[int, list[CardItem]] = {}
        for key, item in self.items.items():
            if not (isinstance(key, tuple) and key[0] == "seat"):
                continue
            rests = id(item) not in flying
            if rests or id(item) not in self._waiting:
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
            key = item.key
            self.items.pop(key, None)
            self.slots.pop(key, None)
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self._dying = []


def deal_gap(ms: int) -> float:
    """How long after one dealt card the next leaves the stock: a fifth of a card's flight
    (50 ms at the normal speed), so a 13-card deal round eight seats takes about 5 s at
    Normal and 2.5 s at Fast; Instant deals at once.

    >>> deal_gap(250), deal_gap(0)
    (50.0, 0.0)
    """
    return ms / 5
