"""TableScene: shows a TableModel and reports gestures (the libkcardgame model: no rules here).

Every card has a slot computed from the layout; a model change or a local move (reorder,
stage) animates each card from where it is to its new slot. Drags live in ``table_drag``,
the slot geometry in ``table_slots``, keyboard play in ``table_keys``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPixmap,
    QPixmapCache,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsScene

from rummy_desktop.engine.cards import Card

from .arrangement import Arrangement
from .card_art import CardArt, default_art
from .card_item import CardItem, lerp
from .card_moves import CardMove
from .layout import table_size
from .table_drag import DragController
from .table_items import (
    FocusRing,
    Headline,
    HintBubble,
    MeldFrame,
    NamePlate,
    PileMarker,
    SeatFan,
)
from .table_keys import KeyboardPlay
from .table_model import Gesture, TableModel
from .table_slots import Slot, SlotPlanner

SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "": 4}  # alternate colours when sorted by suit


class TableScene(QGraphicsScene):
    drawStockRequested = Signal()
    takeDiscardRequested = Signal()
    discardRequested = Signal(object)
    layOffRequested = Signal(object, int, object)
    swapRequested = Signal(object, int)
    stagedChanged = Signal()
    handReordered = Signal()
    moveRejected = Signal(str)
    animationsFinished = Signal()

    def __init__(self, parent: object | None = None, art: CardArt | None = None):
        super().__init__(parent)
        self.art = art or default_art()
        self.model: TableModel | None = None
        self.judge: Callable[[Gesture], str | None] | None = None
        self.hand = Arrangement()  # the viewer's row, staged melds and selection
        self.statuses: list[str] = []  # per staged meld: its short note
        self.hinted: frozenset[Card] = frozenset()  # the hint's cards, until the table changes
        self._hint_piles: tuple[str, ...] = ()
        self.items_by_key: dict[object, CardItem] = {}
        self.slots: dict[object, Slot] = {}
        self.serial = 0  # bumped by every set_model: tells a drop whether the controller answered
        self._anim_ms = 250
        self._local_flight = False  # the cards in flight were moved by the player, not the game
        self._flights: list[tuple[CardItem, QPointF, QPointF, float, float]] = []
        self._dying: list[CardItem] = []
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._landed)
        self._felt: QPixmap | None = None
        self.unit = 80.0
        self.headline = Headline()
        self.stock_marker = PileMarker("Stock", "empty")
        self.discard_marker = PileMarker("Discard", "empty")
        self.stage_marker = PileMarker("", "Lay-down area: drag cards here to build your melds")
        self.hand_marker = PileMarker()
        self.focus_ring = FocusRing()
        self.hint = HintBubble()
        for item in (self.headline, self.stock_marker, self.discard_marker, self.stage_marker):
            self.addItem(item)
        for item in (self.hand_marker, self.focus_ring, self.hint):
            self.addItem(item)
        self.hand_marker.dashed = False
        self.hand_marker.quiet = True
        self.hand_marker.setVisible(False)
        self.plates: dict[int, NamePlate] = {}
        self.meld_frames: dict[int, MeldFrame] = {}
        self.stage_frames: list[MeldFrame] = []
        self.fans: dict[int, SeatFan] = {}  # each opponent's resting backs, painted as one item
        self.planner = SlotPlanner(self)
        self.drag = DragController(self)
        self.keys = KeyboardPlay(self)
        # Every card's painted pixmap lives in QPixmapCache: room for a 4K table of 8 seats.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 256 * 1024))
        self.set_view_size(1280, 800)

    # ---- contract API ---------------------------------------------------------------------

    def set_model(
        self, model: TableModel, animate: bool = True, moves: Sequence[CardMove] = ()
    ) -> None:
        """Show ``model``: every card flies from where it is to its new slot; a card that
        appears comes from where its move in ``moves`` says (the events that made the model),
        and a known card leaving sight goes where its move takes it."""
        self.drag.cancel()
        self._finish_flights()  # the last flight lands first: its leaving cards are gone
        self.model = model
        self.serial += 1
        self.drag.forget_judgements()
        self._clear_hint()
        hand = self.hand.synced(self.viewer_hand())
        if not self.stage_enabled():  # down (or no lay-down area): staged cards go home
            hand = hand.unstaged()
        if hand.staged != self.hand.staged:
            self.statuses = []
        self.hand = hand
        self.planner.plan(moves)
        self.keys.refresh()
        self._move_all(animate, local=False)

    def set_judge(self, judge: Callable[[Gesture], str | None]) -> None:
        self.judge = judge
        self.drag.forget_judgements()

    def set_animation_ms(self, ms: int) -> None:
        self._anim_ms = max(0, int(ms))

    def is_animating(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def hand_order(self) -> list[Card]:
        return list(self.hand.row)

    def sort_hand(self, by: str) -> None:
        wild = self.model.wild_rank if self.model else None

        def key(card: Card) -> tuple:
            wild_last = card.is_joker or card.rank == wild
            if by == "suit":
                return (wild_last, SUIT_ORDER[card.suit], card.rank, card.copy)
            return (wild_last, card.rank, SUIT_ORDER[card.suit], card.copy)

        self.set_arrangement(self.hand.sorted_row(key))

    def arrange_hand(self, groups: list[list[Card]]) -> None:
        self.set_arrangement(self.hand.grouped(groups))

    def staged_melds(self) -> list[list[Card]]:
        return [list(g) for g in self.hand.staged]

    def set_staged_status(self, notes: list[str]) -> None:
        """A short note under each staged meld ("✔ set", "✗ 2 of 3 cards"); a note that
        starts with ✔ is painted as valid."""
        self.statuses = list(notes)
        for i, frame in enumerate(self.stage_frames):
            frame.status = self.statuses[i] if i < len(self.statuses) else ""
            frame.prepareGeometryChange()
            frame.update()

    def clear_staged(self) -> None:
        if self.hand.staged:
            self.set_arrangement(self.hand.unstaged())

    def selected_cards(self) -> list[Card]:
        """The cards the next command acts on: the selection; when nothing is selected and
        the keyboard is in use, the cards it holds up or the hand card it focuses."""
        if self.hand.selection:
            return list(self.hand.selection)
        return self.keys.chosen_cards()

    def show_hint(self, cards: Sequence[Card], piles: Sequence[str] = ()) -> None:
        """Light up the hint's cards (in the hand, the discard, a meld) and piles ("stock",
        "discard", "meld:ID") until the next model."""
        self._clear_hint()
        cards = list(cards)
        if "stock" in piles:  # the pile's own outline lies under its cards: mark the top card
            stock = [k for k in self.items_by_key if _is_stock(k)]
            top = max(stock, default=None, key=lambda k: k[1])
            if top is not None:
                cards.append(top)
        self.hinted = frozenset(cards)
        self._hint_piles = tuple(piles)
        for card in self.hinted:
            item = self.items_by_key.get(card)
            if item is not None:
                item.set_flags(hinted=True)
        for name in self._hint_piles:
            marker = self._pile_marker(name)
            if marker is not None:
                marker.set_highlight("hint")

    def _clear_hint(self) -> None:
        for card in self.hinted:
            item = self.items_by_key.get(card)
            if item is not None:
                item.set_flags(hinted=False)
        for name in self._hint_piles:
            marker = self._pile_marker(name)
            if marker is not None and marker.highlight == "hint":
                marker.set_highlight(None)
        self.hinted, self._hint_piles = frozenset(), ()

    def _pile_marker(self, name: str):
        if name.startswith("meld:"):
            return self.meld_frames.get(int(name[5:]))
        return {"stock": self.stock_marker, "discard": self.discard_marker}.get(name)

    def set_arrangement(self, hand: Arrangement, animate: bool = True) -> None:
        """Lay the viewer's cards out anew (a local move: the game did not change)."""
        old, self.hand = self.hand, hand
        if hand.staged != old.staged:
            self.statuses = []
        if self.model is not None:
            self._finish_flights()
            self.planner.plan()
            self.keys.refresh()
            self._move_all(animate, local=True)
        if hand.row != old.row or hand.staged != old.staged:
            self.handReordered.emit()
        if hand.staged != old.staged:
            self.stagedChanged.emit()

    def card_items(self) -> dict[Card, CardItem]:
        return {k: item for k, item in self.items_by_key.items() if isinstance(k, Card)}

    def face_up_cards(self) -> set[Card]:
        return {
            item.card
            for item in self.items_by_key.values()
            if item.card is not None and item.face_up and item.isVisible()
        }

    def pile_rect(self, name: str) -> QRectF:
        return QRectF(self.planner.rects.get(name, QRectF()))

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # A spent stock shows no card to double-click, yet drawing refills it from the
        # discards (or ends a round that cannot go on): its empty outline draws instead.
        model = self.model
        if (
            model is not None
            and not model.stock_size
            and self.pile_rect("stock").contains(event.scenePos())
            and self.ready_for_input()  # as a card's double-click: no move mid-animation
        ):
            self.drag.attempt([Gesture("draw_stock", ())])
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    # ---- helpers the drag and keyboard code share --------------------------------------------

    def viewer_hand(self) -> tuple[Card, ...] | None:
        """The viewer's cards, or None on the privacy screen (then nothing is face up)."""
        model = self.model
        if model is None or model.viewer is None:
            return None
        for seat in model.seats:
            if seat.seat == model.viewer:
                return seat.hand
        return None

    def stage_enabled(self) -> bool:
        """The lay-down area shows in Hillbilly while the viewer has not laid down yet."""
        model = self.model
        if model is None or model.variant != "hillbilly" or self.viewer_hand() is None:
            return False
        return not any(s.seat == model.viewer and s.is_down for s in model.seats)

    def toggle_selected(self, card: Card, only: bool = False) -> None:
        self.set_arrangement(self.hand.toggled(card, only))

    def ready_for_input(self) -> bool:
        """May the player act now? Not while the game's cards fly; a move of the player's own
        cards (a sort, a lift, a drop in the lay-down area) lands at once instead of waiting."""
        if not self.is_animating():
            return True
        if self._local_flight:
            self._finish_flights()
            self.animationsFinished.emit()
            return True
        return False

    def set_view_size(self, width: float, height: float) -> None:
        """Fit the table to a view of this many pixels (instantly: a resize is not a move)."""
        width, height = max(320.0, width), max(240.0, height)
        self.setSceneRect(0, 0, width, height)
        self.unit, tw, th = table_size(width, height)
        self.planner.resize(tw, th)
        self._felt = None
        if self.model is not None:
            self._finish_flights()
            self.planner.plan()
            self.keys.refresh()
            self._move_all(animate=False, local=True)

    def relayout(self, animate: bool = True) -> None:
        """Recompute every slot and move the cards there (after a local change)."""
        if self.model is None:
            return
        self._finish_flights()
        self.planner.plan()
        self.keys.refresh()
        self._move_all(animate, local=True)

    # ---- animation --------------------------------------------------------------------------

    def _move_all(self, animate: bool, local: bool) -> None:
        """Fly every card to its slot (callers land the last flight before planning)."""
        self._local_flight = local
        ms = self._anim_ms if animate else 0
        flights = []
        for key, slot in self.slots.items():
            item = self.items_by_key[key]
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
            self.animationsFinished.emit()

    def _step(self, value: object) -> None:
        t = float(value)
        for item, start, end, a0, a1 in self._flights:
            item.setPos(lerp(start, end, t))
            item.set_angle(a0 + (a1 - a0) * t)

    def _landed(self) -> None:
        self._finish_flights()
        self.animationsFinished.emit()

    def _finish_flights(self) -> None:
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.blockSignals(True)
            self._anim.stop()
            self._anim.blockSignals(False)
        for item, _start, end, _a0, a1 in self._flights:
            item.setPos(end)
            item.set_angle(a1)
            key = self.planner.key_of(item)
            if key in self.slots:
                item.setZValue(self.slots[key].z)
        self._flights = []
        self._drop_dying()
        self._sync_fans()

    def _sync_fans(self) -> None:
        """Hand each seat's resting backs to its SeatFan; a back in flight paints itself."""
        flying = {id(f[0]) for f in self._flights}
        resting: dict[int, list[CardItem]] = {}
        for key, item in self.items_by_key.items():
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
                self.addItem(fan)
            items.sort(key=lambda i: i.zValue())
            fan.set_cards(items)
        for seat in [s for s in self.fans if s not in resting]:
            self.removeItem(self.fans.pop(seat))

    def _drop_dying(self) -> None:
        for item in self._dying:
            key = getattr(item, "key", None)
            self.items_by_key.pop(key, None)
            self.slots.pop(key, None)
            if item.scene() is self:
                self.removeItem(item)
        self._dying = []

    # ---- the felt -----------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt override)
        scene_rect = self.sceneRect()
        if self._felt is None or self._felt.size() != scene_rect.size().toSize():
            self._felt = _felt_pixmap(int(scene_rect.width()), int(scene_rect.height()))
        # A 1:1 blit (the view never scales the table): a point target avoids a scaling path.
        painter.drawPixmap(rect.topLeft(), self._felt, rect.translated(-scene_rect.topLeft()))


def _is_stock(key: object) -> bool:
    return isinstance(key, tuple) and key[0] == "stock"


def _felt_pixmap(width: int, height: int) -> QPixmap:
    """Green baize: a soft radial light in the middle, darker edges, a faint woven grain."""
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    centre = QPointF(width / 2, height * 0.45)
    gradient = QRadialGradient(centre, max(width, height) * 0.75)
    gradient.setColorAt(0.0, QColor("#2f7d4a"))
    gradient.setColorAt(0.55, QColor("#23633a"))
    gradient.setColorAt(1.0, QColor("#123820"))
    painter.fillRect(image.rect(), gradient)
    painter.fillRect(image.rect(), QBrush(_grain_tile()))
    painter.end()
    return QPixmap.fromImage(image)


_GRAIN: QImage | None = None


def _grain_tile() -> QImage:
    """A 96-pixel tile of faint speckle (a fixed LCG, so every run looks alike): the cloth's grain."""
    global _GRAIN
    if _GRAIN is None:
        size = 96
        tile = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        tile.fill(Qt.GlobalColor.transparent)
        seed = 12345
        for _ in range(size * size // 6):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            x, y = seed % size, (seed >> 8) % size
            light = (seed >> 16) & 1
            tile.setPixelColor(x, y, QColor(255, 255, 255, 9) if light else QColor(0, 0, 0, 18))
        _GRAIN = tile
    return _GRAIN
