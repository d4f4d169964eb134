"""Keyboard play: a focus that moves between cards and piles, and Space/Enter gestures.

Arrows move the focus to the nearest card or pile in that direction. Space picks up the
focused card (the selection, if the card is in it), the stock or the discard's top card, and
puts them down on the focused target; Enter confirms the same drop, or without anything held
draws (stock), takes (discard) or selects (a hand card). Escape puts the cards back. Every drop
goes through the same candidates and judge as the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from rummy_desktop.engine import Card
from rummy_desktop.tabletop.model import Gesture
from rummy_desktop.ui.table.gestures import GestureReader
from rummy_desktop.ui.table.plan import Target, is_stock_key
from rummy_desktop.ui.table.surface import TableSurface

LIFT = 0.4  # card units a held card rises


@dataclass(frozen=True)
class Stop:
    kind: str  # "card", "stock", "discard", "meld", "stage", "seat"
    key: Card | int | None  # a card's Card; a meld id, staged meld index or seat; or None
    rect: QRectF


class KeyboardPlay:
    """The keyboard on the table: a focus among the cards and piles, and a held card."""

    def __init__(self, surface: TableSurface, reader: GestureReader) -> None:
        self.surface = surface
        self.reader = reader
        self.stops: list[Stop] = []
        self.focus: Stop | None = None
        self.held: tuple[str, tuple[Card, ...]] | None = None
        self.active = False  # the ring shows once the keyboard is used

    # ---- state ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild the stops after a layout; keep the focus on the same thing when it still exists."""
        plan = self.surface.plan
        stops = [Stop("card", card, rect) for card, rect in plan.hand_spots]
        for group, rects in zip(self.surface.hand.staged, plan.stage_spots, strict=False):
            stops += [Stop("card", card, rect) for card, rect in zip(group, rects, strict=False)]
        for target in plan.targets:
            if target.kind in ("stock", "discard", "meld"):
                stops.append(Stop(target.kind, target.key, plan.rects[_rect_name(target)]))
            elif target.kind == "stage" and target.key is None:
                stops.append(Stop("stage", None, target.rect))
        # The other players' seats (the O key): nothing to do there; a screen reader names them.
        viewer = self.surface.model.viewer if self.surface.model else None
        for seat in plan.plates:
            if seat != viewer and f"seat:{seat}" in plan.rects:
                stops.append(Stop("seat", seat, plan.rects[f"seat:{seat}"]))
        self.stops = stops
        if self.focus is not None:
            same = [s for s in stops if (s.kind, s.key) == (self.focus.kind, self.focus.key)]
            self.focus = same[0] if same else None
        if self.focus is None and stops:
            self.focus = stops[0]
        self._show_ring()

    def set_active(self, active: bool) -> None:
        self.active = active
        self._show_ring()

    def focused(self) -> Stop | None:
        return self.focus

    def chosen_cards(self) -> list[Card]:
        """What the keyboard points at, for a command such as Discard: the hand cards it
        holds up, else the focused hand card; nothing while the mouse is in use."""
        if not self.active:
            return []
        if self.held is not None:
            source, cards = self.held
            return list(cards) if source == "hand" else []
        stop = self.focus
        if stop is not None and isinstance(stop.key, Card) and stop.key in self.surface.hand.cards:
            return [stop.key]
        return []

    def drop_verdict(self) -> tuple[bool, str | None] | None:
        """While cards are held: may they be put down on the focus, and if not, why not
        (None when nothing is held or the focus is nowhere to put them)."""
        if self.held is None or self.focus is None:
            return None
        target = self._target(self.focus)
        if target is None:
            return None
        source, cards = self.held
        gesture, reason = self.reader.choose(self.reader.candidates(source, cards, target, None))
        return gesture is not None, reason

    def focus_on(self, kind: str, key: object = None) -> bool:
        """Put the focus on a stop, shown (as the arrows would have put it there; tests and the
        window use it); False if there is none."""
        for stop in self.stops:
            if stop.kind == kind and stop.key == key:
                self.focus = stop
                self.active = True
                self._after_focus_move()
                return True
        return False

    # ---- keys ----------------------------------------------------------------------------------

    def move(self, dx: int, dy: int) -> None:
        self.active = True
        if self.focus is None:
            self.refresh()
            return
        best = self._neighbour(dx, dy, cone=True) or self._neighbour(dx, dy, cone=False)
        if best is not None:
            self.focus = best
        self._after_focus_move()

    def _neighbour(self, dx: int, dy: int, cone: bool) -> Stop | None:
        """The nearest stop in a direction; with ``cone`` only those within ~60 degrees of it.

        A vertical move must clear a fifth of a card, so the hand's arc does not count as up.
        """
        origin = self.focus
        if origin is None:  # nowhere to move from
            return None
        here = origin.rect.center()
        least = 0.2 * self.surface.plan.unit if dy else 1.0
        best, best_score = None, float("inf")
        for stop in self.stops:
            if stop is origin or stop.kind == "seat":  # seats: the O key (next_seat)
                continue
            v = stop.rect.center() - here
            along = v.x() * dx + v.y() * dy
            across = abs(v.x() * dy - v.y() * dx)
            if along <= least or (cone and across > 1.7 * along):
                continue
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = stop, score
        return best

    def next_seat(self) -> None:
        """O: the focus to the next other player's seat (a screen reader names their cards
        left, melds and score); the arrows lead back to the cards and piles."""
        self.active = True
        seats = [s for s in self.stops if s.kind == "seat"]
        if not seats:
            return
        at = next((i for i, s in enumerate(seats) if s is self.focus), -1)
        self.focus = seats[(at + 1) % len(seats)]
        self._after_focus_move()

    def _shown_first(self) -> bool:
        """A key that acts, pressed while the ring is hidden (the mouse was in use, a dialog
        took the keys): it only shows the ring, so nothing is played where nobody could see.
        True when it did that."""
        if self.active:
            return False
        self.active = True
        if self.focus is None:
            self.refresh()
        self._after_focus_move()
        return True

    def space(self) -> None:
        if self._shown_first():
            return
        if self.held is None:
            self._pick_up()
        else:
            self._put_down()

    def enter(self) -> None:
        if self._shown_first():
            return
        if self.held is not None:
            self._put_down()
            return
        surface, stop = self.surface, self.focus
        if stop is None or not surface.ready_for_input():
            return
        model = surface.model
        if stop.kind == "stock":
            self.reader.attempt([Gesture("draw_stock", ())])
        elif stop.kind == "discard" and model and model.discard:
            self.reader.attempt([Gesture("take_discard", (model.discard[-1],))])
        elif stop.kind == "card" and isinstance(stop.key, Card):
            surface.select(stop.key)

    def cancel(self) -> None:
        if self.held is not None:
            self.held = None
            self.surface.light(None, None, None)
            self.surface.snap_back()

    # ---- picking up and putting down -----------------------------------------------------------

    def _pick_up(self) -> None:
        surface, stop = self.surface, self.focus
        if stop is None or not surface.has_hand() or not surface.ready_for_input():
            return
        model = surface.model
        if stop.kind == "card" and isinstance(stop.key, Card):
            hand = surface.hand
            held = hand.selected_in_order() if stop.key in hand.selection else (stop.key,)
            self.held = ("hand", held)
        elif stop.kind in ("stock", "discard") and model:
            # Only what may be drawn now comes up; else the reason, as a drop would say.
            lifted: tuple[str, tuple[Card, ...]]
            if stop.kind == "stock":
                gesture, lifted = Gesture("draw_stock", ()), ("stock", ())
            elif model.discard:
                top = model.discard[-1]
                gesture, lifted = Gesture("take_discard", (top,)), ("discard", (top,))
            else:
                return
            reason = self.reader.judge(gesture)
            if reason:
                surface.refuse(reason)
                return
            self.held = lifted
            self._focus_hand()
        else:
            return
        self._lift()
        self._after_focus_move()

    def _put_down(self) -> None:
        surface, stop = self.surface, self.focus
        if self.held is None or stop is None:
            return
        source, cards = self.held
        target = self._target(stop)
        candidates = self.reader.candidates(source, cards, target, None) if target else []
        self.held = None
        surface.light(None, None, None)
        if not candidates:
            surface.snap_back()
            return
        index = None
        row = surface.hand.row
        if (
            target is not None
            and target.kind == "hand"
            and isinstance(stop.key, Card)
            and stop.key in row
        ):
            # An index in the row as it stands: before the focused card, or after it when the
            # cards move rightwards (as a mouse drop past a card's centre would).
            index = row.index(stop.key)
            first = cards[0] if cards else None
            if first in row and index > row.index(first):
                index += 1
        self.reader.attempt(candidates, index)

    def _target(self, stop: Stop) -> Target | None:
        surface = self.surface
        if stop.kind == "card" and isinstance(stop.key, Card):
            group = surface.hand.where(stop.key)
            if group is not None:
                return Target("stage", group, stop.rect)
            return Target("hand", None, surface.plan.rects.get("hand", stop.rect))
        if stop.kind in ("stock", "discard", "meld", "stage"):
            key = stop.key if stop.kind in ("meld", "stage") and isinstance(stop.key, int) else None
            return Target(stop.kind, key, stop.rect)
        return None

    def _focus_hand(self) -> None:
        spots = self.surface.plan.hand_spots
        if spots:
            self.focus_on("card", spots[-1][0])

    def _lift(self) -> None:
        if self.held is None:
            return
        surface = self.surface
        source, cards = self.held
        found = [surface.item(c) for c in cards]
        if source == "stock":
            layers = [k for k in surface.plan.slots if is_stock_key(k)]
            top = max(layers, default=None, key=lambda k: k[1])
            found = [surface.item(top)] if top else []
        for item in (i for i in found if i is not None):
            item.setPos(item.pos() - QPointF(0, LIFT * surface.plan.unit))
            item.setZValue(5000 + item.zValue() % 1000)

    def _after_focus_move(self) -> None:
        self._show_ring()
        if self.held is None or self.focus is None:
            return
        source, cards = self.held
        target = self._target(self.focus)
        if target is None:
            self.surface.light(None, None, None)
            return
        gesture, reason = self.reader.choose(self.reader.candidates(source, cards, target, None))
        self.surface.light(target if gesture else None, gesture, reason, say=self._says(gesture))

    def _says(self, gesture: Gesture | None) -> str | None:
        """What Space does with the held cards on the lay-down area: the area itself starts a
        group, a staged group's card adds to that group (nothing on the table told them apart)."""
        if gesture is None or gesture.kind != "stage":
            return None
        staged = self.surface.hand.staged
        at = gesture.meld_id
        if at is None or not 0 <= at < len(staged):
            return "Space: start a new group"
        return "Space: add to the group " + " ".join(c.pretty for c in staged[at])

    def _show_ring(self) -> None:
        focus = self.focus
        self.surface.show_focus(focus.rect if self.active and focus is not None else None)


def _rect_name(target: Target) -> str:
    return f"meld:{target.key}" if target.kind == "meld" else target.kind
