"""The table's furniture, placed by a TablePlan: the headline, the name plates, the pile
outlines, the meld frames and the lay-down area, and what lights on them: a drop target
(green, or red with the reason), the hint, the keyboard's focus ring."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from rummy_desktop.tabletop.model import (
    Gesture,
    SeatInfo,
    TableCaptions,
    TableModel,
    discard_caption,
)
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.items import (
    FocusRing,
    Headline,
    HintBubble,
    MeldFrame,
    NamePlate,
    PileMarker,
    VerdictMark,
)
from rummy_desktop.ui.table.plan import TablePlan, Target


class TableDressing:
    """Every furniture item of one scene, and the highlights drawn on them."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.headline = Headline()
        #: Inside a pile that holds no card.
        empty = TableCaptions.tr("empty", "pile")
        #: Under the stock (the pile face down), before its count is known.
        self.stock_marker = PileMarker(TableCaptions.tr("Stock"), empty)
        self.discard_marker = PileMarker(TableCaptions.tr("Discard", "pile"), empty)
        #: Inside the empty area where a player builds melds before laying them down.
        shown = TableCaptions.tr("Lay-down area: drag cards here to build your melds")
        self.stage_marker = PileMarker("", shown)
        self.hand_marker = PileMarker()
        self.focus_ring = FocusRing()
        self.bubble = HintBubble()
        self.mark = VerdictMark()  # ✔ / ✖ over the lit target, above the cards
        scene.addItem(self.mark)
        for item in (self.headline, self.stock_marker, self.discard_marker, self.stage_marker):
            scene.addItem(item)
            item.setVisible(False)  # until the first table is furnished: none before a deal
        for overlay in (self.hand_marker, self.focus_ring, self.bubble):
            scene.addItem(overlay)
        self.hand_marker.dashed = False
        self.hand_marker.quiet = True
        self.hand_marker.setVisible(False)
        self.plates: dict[int, NamePlate] = {}
        self.meld_frames: dict[int, MeldFrame] = {}
        self.stage_frames: list[MeldFrame] = []
        self._lit: tuple[Target | None, Gesture | None, str | None, str | None] = (
            None,
            None,
            None,
            None,
        )

    # ---- placing ------------------------------------------------------------------------------

    def furnish(self, plan: TablePlan, model: TableModel, notes: Sequence[str]) -> None:
        u = plan.unit
        for item in (self.headline, self.stock_marker, self.discard_marker):
            item.setVisible(True)
        self.headline.text = model.headline
        self.headline.place(plan.headline, u)
        self._plates(plan, model)
        self.stock_marker.place(plan.rects["stock"], u)
        #: Under the stock: how many cards are left in it ("Stock · 41").
        self.stock_marker.caption = TableCaptions.tr("Stock · {count}", count=model.stock_size)
        self.stock_marker.empty = model.stock_size == 0
        self.discard_marker.place(plan.rects["discard"], u)
        self.discard_marker.empty = not model.discard
        self.discard_marker.caption = discard_caption(model)
        if "hand" in plan.rects:
            self.hand_marker.place(plan.rects["hand"], u)
        self._frames(self.meld_frames, plan.meld_frames, u)
        self._stage(plan, notes)

    def _plates(self, plan: TablePlan, model: TableModel) -> None:
        for info in model.seats:
            plate = self.plates.get(info.seat)
            if plate is None:
                plate = self.plates[info.seat] = NamePlate()
                self.scene.addItem(plate)
            plate.info = info
            plate.hand_count = info.hand_size
            plate.setToolTip(computer_tip(info))
            plate.place(plan.plates[info.seat], plan.unit)
        for seat in [s for s in self.plates if s not in plan.plates]:
            self.scene.removeItem(self.plates.pop(seat))

    def _frames(self, frames: dict[int, MeldFrame], rects: dict[int, QRectF], u: float) -> None:
        for meld_id, rect in rects.items():
            frame = frames.get(meld_id)
            if frame is None:
                frame = frames[meld_id] = MeldFrame()
                self.scene.addItem(frame)
            frame.place(rect, u)
        for meld_id in [m for m in frames if m not in rects]:
            self.scene.removeItem(frames.pop(meld_id))

    def _stage(self, plan: TablePlan, notes: Sequence[str]) -> None:
        marker, frames = self.stage_marker, self.stage_frames
        if plan.stage_area is None:
            marker.setVisible(False)
            for frame in frames:
                self.scene.removeItem(frame)
            frames.clear()
            return
        marker.setVisible(True)
        marker.place(plan.stage_area, plan.unit)
        marker.empty = not plan.stage_frames
        while len(frames) < len(plan.stage_frames):
            frames.append(MeldFrame())
            self.scene.addItem(frames[-1])
        while len(frames) > len(plan.stage_frames):
            self.scene.removeItem(frames.pop())
        for g, (frame, (rect, room)) in enumerate(zip(frames, plan.stage_frames, strict=True)):
            frame.status = notes[g] if g < len(notes) else ""
            frame.note_width = room
            frame.place(rect, plan.unit)

    def set_notes(self, notes: Sequence[str]) -> None:
        """A short note under each staged meld ("✔ set", "✗ 2 of 3 cards")."""
        for i, frame in enumerate(self.stage_frames):
            frame.status = notes[i] if i < len(notes) else ""
            frame.prepareGeometryChange()
            frame.update()

    # ---- lighting -----------------------------------------------------------------------------

    def light(
        self,
        plan: TablePlan,
        item: Callable[[object], CardItem | None],
        target: Target | None,
        gesture: Gesture | None,
        reason: str | None,
        pos: QPointF | None = None,
        say: str | None = None,
    ) -> None:
        """Highlight the target (green if legal, red if not), the end or wild, and the reason
        (or, when legal, ``say``: what the drop will do)."""
        if (target, gesture, reason, say) == self._lit:
            return
        old_target, old_gesture, _, _ = self._lit
        self._lit = (target, gesture, reason, say)
        if old_target is not None:
            self._highlight(old_target, None, None)
        if (
            old_gesture is not None
            and old_gesture.kind == "swap"
            and old_gesture.meld_id is not None
        ):
            for card, _rect in plan.meld_cards.get(old_gesture.meld_id, []):
                _flag(item(card), target=False)
        if target is None or gesture is None:
            self.bubble.setVisible(False)
            self.mark.show_state(None, None, plan.unit)
            return
        state = "bad" if reason else "ok"
        half = gesture.end if gesture.kind == "lay_off" else None
        self._highlight(target, state, half)
        self.mark.show_state(target.rect, state, plan.unit)
        swapped = gesture.meld_id if gesture.kind == "swap" else None
        if swapped is not None and not reason and pos is not None:
            for card, rect in plan.meld_cards.get(swapped, []):
                if rect.contains(pos):
                    _flag(item(card), target=True)
        if reason or say:
            u = plan.unit
            self.bubble.show_text(
                reason or say or "",
                target.rect.center().x(),
                target.rect.bottom() + 0.05 * u,
                u,
                ok=not reason,
            )
        else:
            self.bubble.setVisible(False)

    def _highlight(self, target: Target, state: str | None, half: str | None) -> None:
        if target.kind == "meld" and target.key is not None:
            frame = self.meld_frames.get(target.key)
            if frame is not None:
                frame.set_highlight(state, half)
        elif target.kind == "stage" and target.key is not None:
            if target.key < len(self.stage_frames):
                self.stage_frames[target.key].set_highlight(state)
        else:
            marker = {
                "discard": self.discard_marker,
                "stock": self.stock_marker,
                "stage": self.stage_marker,
                "hand": self.hand_marker,
            }[target.kind]
            marker.set_highlight(state)

    def pile(self, name: str) -> PileMarker | MeldFrame | None:
        """The outline of "stock", "discard" or "meld:ID" (a hint lights it)."""
        if name.startswith("meld:"):
            return self.meld_frames.get(int(name[5:]))
        return {"stock": self.stock_marker, "discard": self.discard_marker}.get(name)

    def show_focus(self, rect: QRectF | None, unit: float) -> None:
        ring = self.focus_ring
        if rect is None:
            ring.setVisible(False)
            return
        ring.place(rect, unit)
        ring.setVisible(True)


def _flag(item: CardItem | None, **flags: object) -> None:
    if item is not None:
        item.set_flags(**flags)


def computer_tip(info: SeatInfo) -> str:
    """What the gear on a computer's plate means, shown when the mouse rests on the plate."""
    if info.is_human:
        return ""
    level = info.level_word()
    if not level:
        #: The tooltip of a computer player's name plate.
        return TableCaptions.tr("{name} is played by the computer", name=info.name)
    if info.level and ":" in info.level:
        #: The tooltip of a name plate played by a bot the player wrote; {bot} is its name.
        return TableCaptions.tr(
            "{name} is played by the computer: your own bot {bot}", name=info.name, bot=level
        )
    #: The tooltip of a computer player's name plate; {level} is how well it plays ("easy").
    return TableCaptions.tr(
        "{name} is played by the computer at the {level} level", name=info.name, level=level
    )
