"""Where everything on the table goes, in scene pixels: the plan the scene lays itself out by.

``plan_table`` turns a TableModel and the viewer's Arrangement into slots for every card (a
Card, or a tuple key for a back nobody may identify), the rectangles of the piles, plates,
melds and lay-down area, and the drop targets the drag and keyboard code test against. It
creates no item and touches no scene: the scene applies the plan.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeGuard

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from rummy_desktop.engine import Card
from rummy_desktop.tabletop.arrangement import Arrangement
from rummy_desktop.tabletop.layout import (
    CARD_H,
    HAND_SPREAD,
    HAND_STEP,
    Box,
    MeldSpot,
    TableLayout,
    arrangements,
    fan,
    flow_melds,
    meld_width,
    table_layout,
)
from rummy_desktop.tabletop.model import MeldInfo, SeatInfo, TableModel
from rummy_desktop.tabletop.staging import note_texts
from rummy_desktop.ui.table.items import font, plate_height, plate_width

RAISE = 0.28  # how far a selected hand card rises, in card units
STOCK_LAYERS = 4
DISCARD_SHOWN = 5
FACE_UP_BARE = 0.42  # of a card's width, the least a face-up hand's fan leaves bare (>= 40%)
FACE_UP_LEAST = 0.3  # card units: a face-up hand's cards get no smaller to keep that
VIEWER_MELD_SCALE = 0.84  # the largest the viewer's meld cards get: near the piles' 0.9
OPPONENT_MELD_SCALE = 0.68  # the largest an opponent's meld card gets (smaller if crowded)
STAGE_SPREAD = 1.3  # staged cards lie wider apart than table melds: they are still moving
STAGE_NOTE_WIDTH = 1.25  # card units: a staged group's room holds its note ("✗ 2 of 3 cards")
STAGE_NOTE_ROOM = 0.44  # card units under a row of staged groups for their one-line notes


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


def is_stock_key(key: object) -> TypeGuard[tuple[str, int]]:
    """A slot key of the stock: ("stock", layer), the top layer highest."""
    return isinstance(key, tuple) and key[0] == "stock"


@dataclass(frozen=True)
class Target:
    kind: str  # "hand", "stage", "meld", "discard", "stock"
    key: int | None  # meld id, staged meld index, or None
    rect: QRectF


@dataclass
class TablePlan:
    """One layout of the table. ``rects`` names "stock", "discard", "hand", "stage",
    "seat:N" (plate and hand) and "meld:ID"."""

    unit: float = 80.0
    slots: dict[object, Slot] = field(default_factory=dict)
    rects: dict[str, QRectF] = field(default_factory=dict)
    targets: list[Target] = field(default_factory=list)
    meld_cards: dict[int, list[tuple[Card, QRectF]]] = field(default_factory=dict)
    meld_wilds: dict[int, set[Card]] = field(default_factory=dict)
    hand_spots: list[tuple[Card, QRectF]] = field(default_factory=list)  # left to right
    stage_spots: list[list[QRectF]] = field(default_factory=list)
    labels: dict[Card, str] = field(default_factory=dict)  # wild card in a meld -> "=6♥"
    headline: QRectF = field(default_factory=QRectF)
    plates: dict[int, QRectF] = field(default_factory=dict)
    meld_frames: dict[int, QRectF] = field(default_factory=dict)
    stage_frames: list[tuple[QRectF, float]] = field(default_factory=list)  # rect, note width
    stage_area: QRectF | None = None


def plan_table(
    model: TableModel,
    hand: Arrangement,
    unit: float,
    width: float,
    height: float,
    stage: bool,
    hand_scale: float = 1.0,
) -> TablePlan:
    """The plan of ``model`` on a table ``width`` x ``height`` card units of ``unit`` pixels;
    ``stage``: the lay-down area shows; ``hand_scale``: the viewer's card size."""
    return _Planner(model, hand, unit, stage, hand_scale).plan(width, height)


class _Planner:
    def __init__(
        self,
        model: TableModel,
        hand: Arrangement,
        unit: float,
        stage: bool,
        hand_scale: float = 1.0,
    ) -> None:
        self.model, self.hand, self.u, self.stage = model, hand, unit, stage
        self.hand_scale = hand_scale
        self.out = TablePlan(unit=unit)

    def px(self, box: Box) -> QRectF:
        u = self.u
        return QRectF(box.x * u, box.y * u, box.w * u, box.h * u)

    def plan(self, width: float, height: float) -> TablePlan:
        model, out = self.model, self.out
        bottom = next(s for s in (model.viewer, model.facing, model.turn) if s is not None)
        seat_ids = [s.seat for s in model.seats]
        start = seat_ids.index(bottom) if bottom in seat_ids else 0
        order = seat_ids[start:] + seat_ids[:start]
        hillbilly = model.variant == "hillbilly"
        plate_h = plate_height(self.u)  # the plates' two lines at this unit's fonts
        plate_w = plate_width(self.u, hillbilly)  # and their widest detail line
        layout = table_layout(
            width,
            height,
            order,
            hillbilly,
            self.stage,
            self.hand_scale,
            plate_h=plate_h,
            plate_w=plate_w,
        )
        if layout.others_scale < self.hand_scale:
            # Short of height for View ▸ Card size: another arrangement may let the rest grow
            # (never one where the top seats' melds come out smaller).
            for arrangement in arrangements(width, height, len(order), hillbilly)[1:]:
                other = table_layout(
                    width,
                    height,
                    order,
                    True,
                    self.stage,
                    self.hand_scale,
                    arrangement,
                    plate_h,
                    plate_w=plate_w,
                )
                if other.others_scale > layout.others_scale and self._top_melds(
                    other
                ) >= self._top_melds(layout):
                    layout = other
        out.headline = self.px(layout.headline)
        out.plates = {info.seat: self.px(layout.seats[info.seat].plate) for info in model.seats}
        self._stock(layout)
        self._discard(layout)
        viewer_hand = _viewer_hand(model)
        for info in model.seats:
            box = layout.seats[info.seat]
            if info.seat == bottom and viewer_hand is not None:
                self._viewer_hand(box.hand)
            else:
                shown = info.hand if model.viewer is not None else None
                self._other_hand(info, shown, box.hand, box.hand_scale)
            out.rects[f"seat:{info.seat}"] = self.px(box.plate).united(self.px(box.hand))
        self._melds(layout)
        self._stage(layout)
        return out

    def _stock(self, layout: TableLayout) -> None:
        u, out = self.u, self.out
        rect = self.px(layout.stock)
        layers = min(self.model.stock_size, STOCK_LAYERS)
        for i in range(layers):
            d = (layers - 1 - i) * 0.018 * u  # lower layers peek out: the pile has thickness
            out.slots[("stock", i)] = Slot(
                rect.x() + d, rect.y() + d, rect.width(), 20 + i, 0, False, "stock"
            )
        out.rects["stock"] = rect
        out.targets.append(Target("stock", None, rect))

    def _discard(self, layout: TableLayout) -> None:
        u, out = self.u, self.out
        rect = self.px(layout.discard)
        shown = self.model.discard[-DISCARD_SHOWN:]
        for i, card in enumerate(shown):
            depth = len(shown) - 1 - i
            # Dead cards lie a little askew under the top one, like a real pile.
            jitter = ((card.rank * 7 + ord(card.suit or "J")) % 9 - 4) * 1.2
            dx, dy = -depth * 0.09 * u, -depth * 0.03 * u  # up and left: the caption stays clear
            angle = 0.0 if depth == 0 else jitter
            out.slots[card] = Slot(
                rect.x() + dx, rect.y() + dy, rect.width(), 30 + i, angle, True, "discard"
            )
        out.rects["discard"] = rect
        grown = rect.adjusted(-0.15 * u, -0.15 * u, 0.15 * u, 0.15 * u)
        out.targets.append(Target("discard", None, grown))

    def _viewer_hand(self, box: Box) -> None:
        u, out, hand = self.u, self.out, self.hand
        row = hand.row
        s = self.hand_scale
        spots = fan(len(row), box, s, HAND_STEP, arc=True, spread=HAND_SPREAD, gaps=hand.gaps())
        selected = set(hand.selection)
        w = round(u * s)
        for i, (card, spot) in enumerate(zip(row, spots, strict=True)):
            lift = RAISE * u * s if card in selected else 0.0
            slot = Slot(spot.x * u, spot.y * u - lift, w, 400 + i, spot.angle, True, "hand")
            out.slots[card] = slot
            out.hand_spots.append((card, QRectF(slot.x, slot.y, w, w * CARD_H)))
        rect = self.px(Box(box.x - 0.1, box.y - 0.35, box.w + 0.2, box.h + 0.45))
        out.rects["hand"] = rect
        out.targets.append(Target("hand", None, rect))

    def _other_hand(
        self, info: SeatInfo, shown: tuple[Card, ...] | None, box: Box, scale: float
    ) -> None:
        u = self.u
        count = len(shown) if shown is not None else info.hand_size
        if shown is not None and count > 1:
            # A hand shown face up (the round's end) leaves at least FACE_UP_BARE of each card
            # bare, as the round-end dialog does: smaller cards rather than a deeper overlap
            # (down to FACE_UP_LEAST, where a very long hand overlaps more).
            fitting = box.w / (1 + FACE_UP_BARE * (count - 1))
            scale = min(scale, max(FACE_UP_LEAST, fitting))
        step = 0.42 if shown is not None else 0.3
        # A hand shown face up (the round's end) opens out so each card can be read.
        spread = 0.62 if shown is not None else None
        spots = fan(count, box, scale, step, spread=spread)
        for i, spot in enumerate(spots):
            key = shown[i] if shown is not None else ("seat", info.seat, i)
            # Only the strip the next card leaves bare is painted (bench/ui.py frame budget).
            bare = round((spots[i + 1].x - spot.x) * u) + 1 if i < count - 1 else 0.0
            face_up = shown is not None
            self.out.slots[key] = Slot(
                spot.x * u, spot.y * u, round(scale * u), 50 + i, 0.0, face_up, "seat", bare
            )

    def _melds(self, layout: TableLayout) -> None:
        for seat_id in layout.seats:
            melds = [m for m in self.model.melds if m.owner == seat_id]
            spots = self._meld_spots(layout, seat_id)
            for index, (meld, spot) in enumerate(zip(melds, spots, strict=True)):
                self._meld(meld, spot, 200 + index * 40)

    def _meld_spots(self, layout: TableLayout, seat_id: int) -> list[MeldSpot]:
        box = layout.seats[seat_id]
        lengths = [len(m.cards) for m in self.model.melds if m.owner == seat_id]
        if box.side == "bottom":
            # The viewer's melds have the lay-down row to themselves once down: about as
            # large as the piles, in the row's middle (at 0.62 under the piles the felt below
            # stayed empty; issue 34, fresh pass item 7).
            max_scale = VIEWER_MELD_SCALE * layout.others_scale
            return flow_melds(box.melds, lengths, max_scale, centred=True)
        max_scale = OPPONENT_MELD_SCALE * layout.others_scale  # View ▸ Card size sizes them too
        return flow_melds(box.melds, lengths, max_scale)

    def _top_melds(self, layout: TableLayout) -> float:
        """The smallest scale of the top seats' melds in ``layout`` (1.0 with none)."""
        top = [seat for seat, box in layout.seats.items() if box.side == "top"]
        return min((spot.scale for s in top for spot in self._meld_spots(layout, s)), default=1.0)

    def _meld(self, meld: MeldInfo, spot: MeldSpot, z: float) -> None:
        u, out = self.u, self.out
        w, step = round(spot.scale * u), spot.step * u
        x0, y0 = spot.x * u, spot.y * u
        labels = dict(meld.wilds)
        cards = []
        last = len(meld.cards) - 1
        for i, card in enumerate(meld.cards):
            covered = step + 1 if i < last and card not in labels and not meld.extras else 0.0
            out.slots[card] = Slot(x0 + i * step, y0, w, z + i, 0.0, True, "meld", covered)
            visible = step if i < last else w
            cards.append((card, QRectF(x0 + i * step, y0, visible, w * CARD_H)))
        for extra in meld.extras:
            twin = next((i for i, c in enumerate(meld.cards) if c.face == extra.face), 0)
            out.slots[extra] = Slot(
                x0 + twin * step, y0 + 0.16 * w, w, z + twin + 0.5, 0, True, "meld"
            )
        pad = 0.06 * u
        width = w + step * (len(meld.cards) - 1)
        height = w * CARD_H + 2 * pad + 0.16 * w * bool(meld.extras)
        rect = QRectF(x0 - pad, y0 - pad, width + 2 * pad, height)
        out.meld_frames[meld.meld_id] = rect
        out.meld_cards[meld.meld_id] = cards
        out.meld_wilds[meld.meld_id] = set(labels)
        out.rects[f"meld:{meld.meld_id}"] = rect
        out.targets.append(Target("meld", meld.meld_id, rect))
        out.labels.update({card: f"={text}" for card, text in labels.items()})

    def _stage(self, layout: TableLayout) -> None:
        u, out = self.u, self.out
        box = layout.stage
        if box is None:
            return
        rect = self.px(box)
        out.stage_area = rect
        staged = self.hand.staged
        inner = Box(box.x + 0.15, box.y + 0.1, box.w - 0.3, max(0.3, box.h - 0.2))
        # Each group takes the room of its one-line note too, so notes never run into each
        # other or into the next row of groups; the note's font stops shrinking at 9 px.
        lengths = [1 + STAGE_SPREAD * (len(g) - 1) for g in staged]
        # The widest of staging's notes in the player's language ("✗ 2 of 3 cards" in English).
        metrics = QFontMetricsF(font(u * 0.13, bold=True))
        note_px = max(metrics.horizontalAdvance(note) for note in note_texts())
        note_w = max(STAGE_NOTE_WIDTH, (note_px + 4) / u)
        spots = flow_melds(inner, lengths, 0.72, STAGE_NOTE_ROOM, note_w) if staged else []
        for g, (group, spot) in enumerate(zip(staged, spots, strict=True)):
            w, step = spot.scale * u, spot.step * u * STAGE_SPREAD
            room = max(meld_width(lengths[g], spot.scale, spot.step), note_w) * u
            x0 = spot.x * u + (room - (w + step * (len(group) - 1))) / 2  # centred in its room
            y0 = spot.y * u
            cards = []
            for i, card in enumerate(group):
                out.slots[card] = Slot(x0 + i * step, y0, w, 600 + g * 40 + i, 0.0, True, "stage")
                cards.append(QRectF(x0 + i * step, y0, w, w * CARD_H))
            pad = 0.08 * u
            frame = QRectF(
                x0 - pad, y0 - pad, w + step * (len(group) - 1) + 2 * pad, w * CARD_H + 2 * pad
            )
            out.stage_frames.append((frame, room))
            out.stage_spots.append(cards)
            out.targets.append(Target("stage", g, frame))
        out.rects["stage"] = rect
        out.targets.append(Target("stage", None, rect))


def _viewer_hand(model: TableModel) -> tuple[Card, ...] | None:
    if model.viewer is None:
        return None
    return next((s.hand for s in model.seats if s.seat == model.viewer), None)
