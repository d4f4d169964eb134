"""Where every card of a TableModel goes: slots in scene pixels, items created and retired.

The planner turns the card-unit layout into pixel slots, keeps one CardItem per key (a Card,
or a tuple for a back nobody may identify), places the furniture, and records the drop
targets the drag code tests against.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from rummy_desktop.engine.cards import Card

from .card_item import CardItem
from .card_moves import CardMove
from .layout import (
    CARD_H,
    HAND_SPREAD,
    HAND_STEP,
    Box,
    MeldSpot,
    fan,
    flow_melds,
    meld_width,
    table_layout,
)
from .table_items import MeldFrame, NamePlate, font
from .table_model import MeldInfo, SeatInfo, TableModel

if TYPE_CHECKING:
    from .table_scene import TableScene

RAISE = 0.28  # how far a selected hand card rises, in card units
STOCK_LAYERS = 4
DISCARD_SHOWN = 5
OPPONENT_MELD_SCALE = 0.68
STAGE_SPREAD = 1.3  # staged cards lie wider apart than table melds: they are still moving
STAGE_NOTE_WIDTH = 1.25  # card units: a staged group's room holds its note ("✗ 2 of 3 cards")
LONGEST_NOTE = "\u2717 2 of 3 cards"  # the widest of staging's notes
STAGE_NOTE_ROOM = 0.44  # card units under a row of staged groups for their one-line notes  # the largest an opponent's meld card gets (smaller if crowded)


@dataclass(frozen=True)
class Slot:
    x: float
    y: float
    width: float
    z: float
    angle: float = 0.0
    face_up: bool = True
    zone: str = ""
    visible: float = 0.0  # pixels of the card's left part not covered by the next (0: all)


@dataclass(frozen=True)
class Target:
    kind: str  # "hand", "stage", "meld", "discard", "stock"
    key: int | None  # meld id, staged meld index, or None
    rect: QRectF


class SlotPlanner:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self.width = 12.0
        self.height = 8.4
        self.rects: dict[str, QRectF] = {}
        self.targets: list[Target] = []
        self.meld_cards: dict[int, list[tuple[Card, QRectF]]] = {}
        self.meld_wilds: dict[int, set[Card]] = {}
        self.hand_spots: list[tuple[Card, QRectF]] = []  # the hand row, left to right
        self.stage_spots: list[list[QRectF]] = []
        self.labels: dict[Card, str] = {}  # wild card in a meld -> "=6♥"

    def resize(self, width: float, height: float) -> None:
        self.width, self.height = width, height

    def key_of(self, item: CardItem) -> object:
        return getattr(item, "key", None)

    def px(self, box: Box) -> QRectF:
        u = self.scene.unit
        return QRectF(box.x * u, box.y * u, box.w * u, box.h * u)

    # ---- the plan -----------------------------------------------------------------------------

    def plan(self, moves: Sequence[CardMove] = ()) -> None:
        """Every card's slot for the scene's model; ``moves`` (after a change of model) say
        where the cards that appear come from and where those that leave sight go."""
        scene, model = self.scene, self.scene.model
        if model is None:
            return
        u = scene.unit
        hand = scene.viewer_hand()
        bottom = model.viewer if model.viewer is not None else model.turn
        seat_ids = [s.seat for s in model.seats]
        start = seat_ids.index(bottom) if bottom in seat_ids else 0
        order = seat_ids[start:] + seat_ids[:start]
        hillbilly = model.variant == "hillbilly"
        layout = table_layout(self.width, self.height, order, hillbilly, scene.stage_enabled())
        slots: dict[object, Slot] = {}
        self.rects, self.targets = {}, []
        self.meld_cards, self.meld_wilds = {}, {}
        self.hand_spots, self.stage_spots = [], []
        self.labels = {}

        scene.headline.text = model.headline
        scene.headline.place(self.px(layout.headline), u)
        self._plates(model, layout)
        self._stock(model, layout, slots)
        self._discard(model, layout, slots)
        for info in model.seats:
            box = layout.seats[info.seat]
            if info.seat == bottom and hand is not None:
                self._viewer_hand(model, box.hand, slots)
            else:
                shown = info.hand if model.viewer is not None else None
                self._other_hand(info, shown, box.hand, box.hand_scale, slots)
            self.rects[f"seat:{info.seat}"] = self.px(box.plate).united(self.px(box.hand))
        self._melds(model, layout, slots)
        self._stage(layout, slots)
        self._sync_items(slots, moves)

    def _plates(self, model: TableModel, layout) -> None:
        scene = self.scene
        seen = set()
        for info in model.seats:
            plate = scene.plates.get(info.seat)
            if plate is None:
                plate = NamePlate()
                scene.addItem(plate)
                scene.plates[info.seat] = plate
            plate.info = info
            plate.hand_count = info.hand_size
            plate.place(self.px(layout.seats[info.seat].plate), scene.unit)
            seen.add(info.seat)
        for seat in [s for s in scene.plates if s not in seen]:
            scene.removeItem(scene.plates.pop(seat))

    def _stock(self, model: TableModel, layout, slots: dict) -> None:
        u, box = self.scene.unit, layout.stock
        rect = self.px(box)
        marker = self.scene.stock_marker
        marker.place(rect, u)
        marker.caption = f"Stock \u00b7 {model.stock_size}"
        marker.empty = model.stock_size == 0
        layers = min(model.stock_size, STOCK_LAYERS)
        for i in range(layers):
            d = (layers - 1 - i) * 0.018 * u  # lower layers peek out: the pile has thickness
            slots[("stock", i)] = Slot(
                rect.x() + d, rect.y() + d, rect.width(), 20 + i, 0, False, "stock"
            )
        self.rects["stock"] = rect
        self.targets.append(Target("stock", None, rect))

    def _discard(self, model: TableModel, layout, slots: dict) -> None:
        u = self.scene.unit
        rect = self.px(layout.discard)
        marker = self.scene.discard_marker
        marker.place(rect, u)
        marker.empty = not model.discard
        shown = model.discard[-DISCARD_SHOWN:]
        for i, card in enumerate(shown):
            depth = len(shown) - 1 - i
            # Dead cards lie a little askew under the top one, like a real pile.
            jitter = ((card.rank * 7 + ord(card.suit or "J")) % 9 - 4) * 1.2
            dx, dy = -depth * 0.09 * u, -depth * 0.03 * u  # up and left: the caption stays clear
            angle = 0.0 if depth == 0 else jitter
            slots[card] = Slot(
                rect.x() + dx, rect.y() + dy, rect.width(), 30 + i, angle, True, "discard"
            )
        self.rects["discard"] = rect
        self.targets.append(
            Target("discard", None, rect.adjusted(-0.15 * u, -0.15 * u, 0.15 * u, 0.15 * u))
        )

    def _viewer_hand(self, model: TableModel, box: Box, slots: dict) -> None:
        scene, u = self.scene, self.scene.unit
        row = scene.hand.row
        gaps = scene.hand.gaps()
        spots = fan(len(row), box, 1.0, HAND_STEP, arc=True, spread=HAND_SPREAD, gaps=gaps)
        selected = set(scene.hand.selection)
        for i, (card, spot) in enumerate(zip(row, spots, strict=True)):
            lift = RAISE * u if card in selected else 0.0
            slot = Slot(spot.x * u, spot.y * u - lift, round(u), 400 + i, spot.angle, True, "hand")
            slots[card] = slot
            self.hand_spots.append((card, QRectF(slot.x, slot.y, u, u * CARD_H)))
        rect = self.px(Box(box.x - 0.1, box.y - 0.35, box.w + 0.2, box.h + 0.45))
        self.scene.hand_marker.place(rect, u)
        self.rects["hand"] = rect
        self.targets.append(Target("hand", None, rect))

    def _other_hand(
        self, info: SeatInfo, shown: tuple[Card, ...] | None, box: Box, scale: float, slots: dict
    ) -> None:
        u = self.scene.unit
        count = len(shown) if shown is not None else info.hand_size
        step = 0.42 if shown is not None else 0.3
        # A hand shown face up (the round's end) opens out so each card can be read.
        spread = 0.62 if shown is not None else None
        spots = fan(count, box, scale, step, spread=spread)
        for i, spot in enumerate(spots):
            key = shown[i] if shown is not None else ("seat", info.seat, i)
            # Only the strip the next card leaves bare is painted (bench/ui.py frame budget).
            bare = round((spots[i + 1].x - spot.x) * u) + 1 if i < count - 1 else 0.0
            slots[key] = Slot(
                spot.x * u,
                spot.y * u,
                round(scale * u),
                50 + i,
                0.0,
                shown is not None,
                "seat",
                bare,
            )

    def _melds(self, model: TableModel, layout, slots: dict) -> None:
        scene = self.scene
        frames_seen = set()
        for seat_id, box in layout.seats.items():
            melds = [m for m in model.melds if m.owner == seat_id]
            max_scale = 0.62 if box.side == "bottom" else OPPONENT_MELD_SCALE
            spots = flow_melds(box.melds, [len(m.cards) for m in melds], max_scale)
            for index, (meld, spot) in enumerate(zip(melds, spots, strict=True)):
                self._meld(meld, spot, 200 + index * 40, slots)
                frames_seen.add(meld.meld_id)
        for meld_id in [m for m in scene.meld_frames if m not in frames_seen]:
            scene.removeItem(scene.meld_frames.pop(meld_id))

    def _meld(self, meld: MeldInfo, spot: MeldSpot, z: float, slots: dict) -> None:
        scene, u = self.scene, self.scene.unit
        w, step = round(spot.scale * u), spot.step * u
        x0, y0 = spot.x * u, spot.y * u
        labels = dict(meld.wilds)
        cards = []
        last = len(meld.cards) - 1
        for i, card in enumerate(meld.cards):
            covered = step + 1 if i < last and card not in labels and not meld.extras else 0.0
            slots[card] = Slot(x0 + i * step, y0, w, z + i, 0.0, True, "meld", covered)
            visible = step if i < len(meld.cards) - 1 else w
            cards.append((card, QRectF(x0 + i * step, y0, visible, w * CARD_H)))
        for extra in meld.extras:
            twin = next((i for i, c in enumerate(meld.cards) if c.face == extra.face), 0)
            slots[extra] = Slot(x0 + twin * step, y0 + 0.16 * w, w, z + twin + 0.5, 0, True, "meld")
        pad = 0.06 * u
        width = w + step * (len(meld.cards) - 1)
        rect = QRectF(
            x0 - pad, y0 - pad, width + 2 * pad, w * CARD_H + 2 * pad + 0.16 * w * bool(meld.extras)
        )
        frame = scene.meld_frames.get(meld.meld_id)
        if frame is None:
            frame = MeldFrame()
            scene.addItem(frame)
            scene.meld_frames[meld.meld_id] = frame
        frame.place(rect, u)
        self.meld_cards[meld.meld_id] = cards
        self.meld_wilds[meld.meld_id] = set(labels)
        self.rects[f"meld:{meld.meld_id}"] = rect
        self.targets.append(Target("meld", meld.meld_id, rect))
        self.labels.update({card: f"={text}" for card, text in labels.items()})

    def _stage(self, layout, slots: dict) -> None:
        scene, u = self.scene, self.scene.unit
        box = layout.stage
        marker = scene.stage_marker
        if box is None:
            marker.setVisible(False)
            for frame in scene.stage_frames:
                scene.removeItem(frame)
            scene.stage_frames = []
            return
        marker.setVisible(True)
        rect = self.px(box)
        marker.place(rect, u)
        staged = scene.hand.staged
        marker.empty = not staged
        inner = Box(box.x + 0.15, box.y + 0.1, box.w - 0.3, max(0.3, box.h - 0.2))
        # Each group takes the room of its note too (two short lines under it), so notes
        # never run into each other or into the next row of groups.
        lengths = [1 + STAGE_SPREAD * (len(g) - 1) for g in staged]
        # The longest note, in the font it is painted with (which stops shrinking at 9 px).
        note_px = QFontMetricsF(font(u * 0.13, bold=True)).horizontalAdvance(LONGEST_NOTE)
        note_w = max(STAGE_NOTE_WIDTH, (note_px + 4) / u)
        spots = flow_melds(inner, lengths, 0.72, STAGE_NOTE_ROOM, note_w) if staged else []
        while len(scene.stage_frames) < len(staged):
            frame = MeldFrame()
            scene.addItem(frame)
            scene.stage_frames.append(frame)
        while len(scene.stage_frames) > len(staged):
            scene.removeItem(scene.stage_frames.pop())
        for g, (group, spot) in enumerate(zip(staged, spots, strict=True)):
            w, step = spot.scale * u, spot.step * u * STAGE_SPREAD
            room = max(meld_width(lengths[g], spot.scale, spot.step), note_w) * u
            x0 = spot.x * u + (room - (w + step * (len(group) - 1))) / 2  # centred in its room
            y0 = spot.y * u
            cards = []
            for i, card in enumerate(group):
                slots[card] = Slot(x0 + i * step, y0, w, 600 + g * 40 + i, 0.0, True, "stage")
                cards.append(QRectF(x0 + i * step, y0, w, w * CARD_H))
            pad = 0.08 * u
            frame_rect = QRectF(
                x0 - pad, y0 - pad, w + step * (len(group) - 1) + 2 * pad, w * CARD_H + 2 * pad
            )
            frame = scene.stage_frames[g]
            frame.status = scene.statuses[g] if g < len(scene.statuses) else ""
            frame.note_width = room
            frame.place(frame_rect, u)
            self.stage_spots.append(cards)
            self.targets.append(Target("stage", g, frame_rect))
        self.rects["stage"] = rect
        self.targets.append(Target("stage", None, rect))

    # ---- items --------------------------------------------------------------------------------

    def _sync_items(self, slots: dict[object, Slot], moves: Sequence[CardMove]) -> None:
        scene = self.scene
        model = scene.model
        items = scene.items_by_key
        gone_to = {m.card: m.target for m in moves if m.card is not None}
        for key in [k for k in items if k not in slots]:
            item = items.pop(key)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            place = self.rects.get(gone_to.get(key, ""))
            if isinstance(key, Card) and place is not None:
                # A known card leaving sight (an opponent took it): fly there, then vanish.
                slots_key = ("dying", id(item))
                scene._dying.append(item)
                slots[slots_key] = Slot(
                    place.center().x() - item.width / 2, place.y(), item.width, 900, 0, False
                )
                items[slots_key] = item
                item.key = slots_key
            else:
                scene.removeItem(item)
        sources = self._sources(slots, moves)
        labels = self.labels
        wild = model.wild_rank
        selected = set(scene.hand.selection)
        top = model.discard[-1] if model.discard else None
        for key, slot in slots.items():
            item = items.get(key)
            if item is None:
                card = key if isinstance(key, Card) else None
                item = CardItem(card, scene.art, slot.width)
                item.key = key
                item.setPos(self._entry_point(slot, sources.get(key)))
                scene.addItem(item)
                items[key] = item
            item.zone = slot.zone
            card = item.card
            item.set_flags(
                wild_label=labels.get(card, "") if slot.zone == "meld" else "",
                wild_mark=bool(
                    wild
                    and card is not None
                    and card.rank == wild
                    and slot.zone in ("hand", "stage")
                ),
                live=bool(model.discard_live and card is not None and card == top),
                marked=card in selected and slot.zone in ("hand", "stage"),
                target=False,
                hinted=(card if card is not None else key) in scene.hinted,
            )
        scene.slots = slots

    def _sources(self, slots: dict[object, Slot], moves: Sequence[CardMove]) -> dict:
        """Where each card about to appear comes from: a known card by its own move; the new
        backs of a seat, in order, by the moves of hidden cards into that seat."""
        items = self.scene.items_by_key
        sources: dict[object, str] = {}
        hidden: dict[str, list[str]] = {}
        for move in moves:
            if move.card is not None:
                sources.setdefault(move.card, move.source)
            else:
                hidden.setdefault(move.target, []).append(move.source)
        for key in sorted(k for k in slots if isinstance(k, tuple) and k[0] == "seat"):
            if key not in items and hidden.get(f"seat:{key[1]}"):
                sources[key] = hidden[f"seat:{key[1]}"].pop(0)
        return sources

    def _entry_point(self, slot: Slot, source: str | None) -> QPointF:
        """Where a card first seen starts its flight: the place its move comes from, or its
        own slot when no event brought it (a new deal laid out, a window resized)."""
        here = QPointF(slot.x, slot.y)
        rect = self.rects.get(source or "")
        if rect is None:
            return here
        if source == "stock":
            return rect.topLeft()
        return rect.center() - QPointF(slot.width / 2, slot.width * CARD_H / 2)
