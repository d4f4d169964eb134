"""TableScene: shows a TableModel and reports gestures (the libkcardgame model: no rules here).

The scene keeps the model, the viewer's Arrangement and the plan of the table
(``plan.py``); the card items and their flights live in ``cards.py``, the furniture and its
highlights in ``dressing.py``, the hint's lights in ``hint_lights.py``, the baize in
``felt.py``. The mouse (``drag.py``) and the keyboard (``keys.py``) read the table and act
through the narrow ``TableSurface`` (``surface.py``) the scene implements; what a drop means is
``gestures.py``, shared by both. A legal gesture leaves as the one ``gestureMade`` signal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from rummy_desktop.engine import Card
from rummy_desktop.match.moves import CardMove
from rummy_desktop.tabletop.arrangement import Arrangement, LaidMelds
from rummy_desktop.tabletop.layout import table_size
from rummy_desktop.tabletop.model import Gesture, TableModel
from rummy_desktop.ui.table import contrast
from rummy_desktop.ui.table.card_art import CardArt, default_art
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.cards import CardLayer
from rummy_desktop.ui.table.deck_style import DeckStyle
from rummy_desktop.ui.table.drag import DragController
from rummy_desktop.ui.table.dressing import TableDressing
from rummy_desktop.ui.table.felt import FELTS, Felt
from rummy_desktop.ui.table.gestures import GestureReader
from rummy_desktop.ui.table.hint_lights import HintLights
from rummy_desktop.ui.table.keys import KeyboardPlay
from rummy_desktop.ui.table.plan import Slot, TablePlan, Target, plan_table

SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "": 4}  # alternate colours when sorted by suit


class TableScene(QGraphicsScene):
    # The one gesture signal: a drop or a click the judge found legal (a Gesture); the
    # controller turns it into the action the judge says it means, judged once.
    gestureMade = Signal(object)
    stagedChanged = Signal()
    handReordered = Signal()
    moveRejected = Signal(str)
    animationsFinished = Signal()
    focusMoved = Signal(object, object)  # the keyboard focus: (kind, key), or (None, None)

    def __init__(self, parent: QObject | None = None, art: CardArt | None = None):
        super().__init__(parent)
        self.art = art or default_art()
        self.model: TableModel | None = None
        self.hand = Arrangement()  # the viewer's row, staged melds and selection
        self.plan = TablePlan()
        self.statuses: list[str] = []  # per staged meld: its short note
        self._judge: Callable[[Gesture], str | None] | None = None
        self.serial = 0  # bumped by every set_model: tells a drop whether the controller answered
        self.animation_ms = 250  # a card's flight, and the pause between two moves
        self._table_w, self._table_h = 12.0, 8.4
        self.hand_scale = 1.0  # View ▸ Card size
        # Preferences ▸ Sort my hand ("rank", "suit"; None: as dealt): a new card goes where it
        # sorts while the hand is in that order.
        self.keep_sorted: str | None = None
        self._laid = LaidMelds()
        self.unit = 80.0
        self.cards = CardLayer(self, self.art, self.animationsFinished.emit)
        self.dressing = TableDressing(self)
        self.hint = HintLights(lambda: self.plan, self.item, self.dressing.pile)
        self.felt = Felt()
        self.reader = GestureReader(self)
        self.keys = KeyboardPlay(self, self.reader)
        self.drag = DragController(self, self.reader, on_press=self.keys.cancel)
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
        self.cards.land()  # the last flight lands first: its leaving cards are gone
        same_viewer = self.model is not None and self.model.viewer == model.viewer
        self.model = model
        self.serial += 1
        self.reader.forget()
        self.hint.clear()
        held = self.viewer_hand()
        self._laid = self._laid.seen(self.hand, held, model.round_no, same_viewer)
        key = hand_sort_key(self.keep_sorted, model.wild_rank) if self.keep_sorted else None
        hand = self.hand.synced(held, key, self._laid.melds if self.stage_enabled() else ())
        if not self.stage_enabled():  # down (or no lay-down area): staged cards go home
            hand = hand.unstaged()
        staged_changed = hand.staged != self.hand.staged
        if staged_changed:
            self.statuses = []
        self.hand = hand
        self._lay_out(moves, animate, local=False)
        if staged_changed:  # laid down, or staged again by an undo: each group's note anew
            self.stagedChanged.emit()

    def set_judge(self, judge: Callable[[Gesture], str | None]) -> None:
        self._judge = judge
        self.reader.forget()

    def rejudge(self) -> None:
        """The judge's answers may have changed on the same table (a search it waited for
        has answered): ask it again."""
        self.reader.forget()

    def set_animation_ms(self, ms: int) -> None:
        self.animation_ms = max(0, int(ms))

    def is_animating(self) -> bool:
        return self.cards.is_flying()

    def hand_order(self) -> list[Card]:
        return list(self.hand.row)

    def sort_hand(self, by: str) -> None:
        wild = self.model.wild_rank if self.model else None
        self.set_arrangement(self.hand.sorted_row(hand_sort_key(by, wild)))

    def arrange_hand(self, groups: list[list[Card]]) -> None:
        self.set_arrangement(self.hand.grouped(groups))

    def staged_melds(self) -> list[list[Card]]:
        return [list(g) for g in self.hand.staged]

    def set_staged_status(self, notes: list[str]) -> None:
        """A short note under each staged meld ("✔ set", "✗ 2 of 3 cards"); a note that
        starts with ✔ is painted as valid."""
        self.statuses = list(notes)
        self.dressing.set_notes(self.statuses)

    def clear_staged(self) -> None:
        if self.hand.staged:
            self.set_arrangement(self.hand.unstaged())

    def selected_cards(self) -> list[Card]:
        """The cards the next command acts on: the selection; when nothing is selected and
        the keyboard is in use, the cards it holds up or the hand card it focuses."""
        if self.hand.selection:
            return list(self.hand.selection)
        # Else the one hand card a hint lit: "discard the K♠" then X throws it.
        return self.keys.chosen_cards() or self.hint.one_card_of(self.hand.cards)

    def show_hint(self, cards: Sequence[Card], piles: Sequence[str] = ()) -> None:
        """Light up the hint's cards and piles until the next model (``HintLights``); the
        keyboard's focus (when in use) goes to the one hand card it names, for Space."""
        self.hint.show(cards, piles)
        lit = self.hint.one_card_of(self.hand.cards)
        if lit and self.keys.active and self.keys.held is None:
            self.keys.focus_on("card", lit[0])

    @property
    def hinted(self) -> frozenset[object]:
        return self.hint.keys

    @property
    def table_colour(self) -> str:
        return self.felt.colour

    def set_arrangement(self, hand: Arrangement, animate: bool = True) -> None:
        """Lay the viewer's cards out anew (a local move: the game did not change)."""
        old, self.hand = self.hand, hand
        if hand.staged != old.staged:
            self.statuses = []
        if self.model is not None:
            self.relayout(animate)
        if hand.row != old.row or hand.staged != old.staged:
            self.handReordered.emit()
        if hand.staged != old.staged:
            self.stagedChanged.emit()

    def card_items(self) -> dict[Card, CardItem]:
        return {k: item for k, item in self.cards.items.items() if isinstance(k, Card)}

    def face_up_cards(self) -> set[Card]:
        return {
            item.card
            for item in self.cards.items.values()
            if item.card is not None and item.face_up and item.isVisible()
        }

    def pile_rect(self, name: str) -> QRectF:
        return QRectF(self.plan.rects.get(name, QRectF()))

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
            self.reader.attempt([Gesture("draw_stock", ())])
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    # ---- what the mouse and keyboard helpers use (TableSurface) ----------------------------

    def item(self, key: object) -> CardItem | None:
        return self.cards.items.get(key)

    def has_hand(self) -> bool:
        return self.viewer_hand() is not None

    def judge(self, gesture: Gesture) -> str | None:
        return self._judge(gesture) if self._judge is not None else None

    def act(self, gesture: Gesture, index: int | None = None) -> None:
        """Report a legal gesture (or make a local one); cards go back to their slots unless
        the controller answers at once with a new model."""
        serial = self.serial
        kind, cards = gesture.kind, list(gesture.cards)
        if kind == "stage":
            self.set_arrangement(self.hand.staged_into(cards, gesture.meld_id))
            return
        if kind == "reorder":
            self.set_arrangement(self.hand.reordered(cards, index))
            return
        self.gestureMade.emit(gesture)
        if self.serial == serial:
            self.relayout()

    def snap_back(self) -> None:
        self.relayout()

    def refuse(self, reason: str) -> None:
        self.relayout()
        self.moveRejected.emit(reason)

    def light(
        self,
        target: Target | None,
        gesture: Gesture | None,
        reason: str | None,
        pos: QPointF | None = None,
        say: str | None = None,
    ) -> None:
        self.dressing.light(self.plan, self.item, target, gesture, reason, pos, say)

    def select(self, card: Card, only: bool = False) -> None:
        self.set_arrangement(self.hand.toggled(card, only))

    toggle_selected = select

    def show_focus(self, rect: QRectF | None) -> None:
        self.dressing.show_focus(rect, self.unit)
        stop = self.keys.focus
        self.focusMoved.emit(*((stop.kind, stop.key) if stop is not None else (None, None)))

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

    def ready_for_input(self) -> bool:
        """May the player act now? Not while the game's cards fly; a move of the player's own
        cards (a sort, a lift, a drop in the lay-down area) lands at once instead of waiting."""
        if not self.cards.is_flying():
            return True
        if self.cards.local:
            self.cards.land()
            self.animationsFinished.emit()
            return True
        if self.cards.dealing():  # a click or key during a deal lays the rest down at once
            self.cards.land()
            self.animationsFinished.emit()
        return False

    # ---- laying out -------------------------------------------------------------------------

    def set_view_size(self, width: float, height: float) -> None:
        """Fit the table to a view of this many pixels (instantly: a resize is not a move)."""
        width, height = max(320.0, width), max(240.0, height)
        self.setSceneRect(0, 0, width, height)
        self.unit, self._table_w, self._table_h = table_size(width, height)
        self.felt.forget()
        if self.model is not None and self.cards.dealing():
            self.relayout()  # the first layout of a window: the deal goes on at the new size
        elif self.model is not None:
            self.cards.land()
            self._lay_out((), animate=False, local=True)

    def set_looks(self, table_colour: str, card_back: str) -> None:
        """Preferences: the baize's colour and the backs of the cards."""
        self.felt.colour = table_colour if table_colour in FELTS else "green"
        self.art.back = card_back
        self.felt.forget()
        for item in self.items():
            item.update()
        self.update()

    def set_card_size(self, scale: float) -> None:
        """View ▸ Card size: the width of the viewer's own cards, in card units (the other
        cards follow where the table has room: ``tabletop.layout``)."""
        if scale != self.hand_scale:
            self.hand_scale = scale
            self.relayout(animate=False)

    def relayout(self, animate: bool = True) -> None:
        """Recompute every slot and move the cards there (after a local change)."""
        if self.model is None:
            return
        if self.cards.dealing():  # a sort as the cards are dealt: they fly to their new places
            self.plan = plan_table(
                self.model,
                self.hand,
                self.unit,
                self._table_w,
                self._table_h,
                self.stage_enabled(),
                self.hand_scale,
            )
            self.dressing.furnish(self.plan, self.model, self.statuses)
            self.cards.retarget(self.plan)
            self.keys.refresh()
            return
        self.cards.land()
        self._lay_out((), animate, local=True)

    def _lay_out(self, moves: Sequence[CardMove], animate: bool, local: bool) -> None:
        """Plan the table, place the furniture and the cards, and fly them there."""
        model = self.model
        if model is None:
            return
        self.plan = plan_table(
            model,
            self.hand,
            self.unit,
            self._table_w,
            self._table_h,
            self.stage_enabled(),
            self.hand_scale,
        )
        self.dressing.furnish(self.plan, model, self.statuses)
        self.cards.sync(self.plan, model, moves, set(self.hand.selection), self.hint.keys)
        self.keys.refresh()
        self.cards.fly(self.animation_ms if animate else 0, local)

    def _finish_flights(self) -> None:
        """Land every card in flight at once (tests stop an animation midway with this)."""
        self.cards.land()

    # ---- what tests, the bench and the selftest read ---------------------------------------

    @property
    def items_by_key(self) -> dict[object, CardItem]:
        return self.cards.items

    @property
    def slots(self) -> dict[object, Slot]:
        return self.cards.slots

    # ---- the felt -----------------------------------------------------------------------------

    def set_deck_style(self, four_colour: bool, large_index: bool, high_contrast: bool) -> None:
        """The deck style and the table theme (Preferences ▸ Seeing the cards), at once."""
        self.art.style = DeckStyle(four_colour, large_index)
        contrast.set_high(high_contrast)
        self.felt.forget()
        for item in self.items():  # each keeps a painted pixmap (DeviceCoordinateCache)
            item.update()
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        self.felt.paint(painter, rect, self.sceneRect())


def hand_sort_key(by: str, wild: int | None) -> Callable[[Card], tuple]:
    """Sort by "rank" or "suit", the wild cards last."""

    def key(card: Card) -> tuple:
        wild_last = card.is_joker or card.rank == wild
        if by == "suit":
            return (wild_last, SUIT_ORDER[card.suit], card.rank, card.copy)
        return (wild_last, card.rank, SUIT_ORDER[card.suit], card.copy)

    return key
