"""The table as objects a screen reader can browse: every card of the player's hand, each pile,
each meld and each seat, with a name, a role and a state.

Qt's accessibility layer does not see QGraphicsItems, so the view alone would be one object
(named for the focused stop by ``accessibility.FocusWords``). Here the view gets its own
``QAccessibleInterface`` (``TableInterface``, made by a factory installed once) whose children
are plain interfaces (``Thing``) for what the keyboard can reach, grouped as a person sees them:

- "Your hand, 9 cards" (a list) with its cards (list items) in the hand's order;
- each meld being made (a list) with its cards;
- the lay-down area, the stock, the discard pile, each meld on the table (sections);
- each seat, the player's own too (sections: "Ada: 7 cards, not down, 40 points").

Object navigation (Orca's flat review, NVDA's object navigation) reads them without moving
the game's focus, which stays announced as before through the view's name.

The words come from ``words`` (the window's ``TableDescriber``): only what the person at the
screen may know; behind the hot-seat pass screen no card and no seat at all. A hand card is
``selectable`` and ``selected`` as the mouse or Enter selected it; the thing the keyboard is on
is ``focused`` while the table has the focus.

Cheap: a change of the table (the scene's ``focusMoved``, sent after every layout) only marks
the outline stale while no assistive technology listens (it is rebuilt when asked); with one
listening it is rebuilt at once (well under a millisecond, ``bench/table_objects.py``) and
only what changed is reported (created, destroyed, renamed, selected).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from rummy_desktop.engine import Card
from rummy_desktop.i18n import Words

if TYPE_CHECKING:
    from rummy_desktop.ui.table.scene import TableScene


class TableObjects(Words):
    """The names of the table's lists for a screen reader (a translation context)."""


Role = QAccessible.Role
Spot = tuple[str, object]  # (kind, key), as the keyboard's stops


class ObjectWords(Protocol):
    def objects(self, things: Sequence[Spot]) -> list[tuple[str, str] | None]:
        """(name, description) of each thing, as the person at the screen may know it;
        None for a thing not to be shown at all."""
        ...


@dataclass
class Entry:
    """One object of the outline, as last built: what a ``Thing`` answers with."""

    key: tuple[object, ...]
    role: QAccessible.Role
    name: str
    description: str = ""
    rect: QRectF = field(default_factory=QRectF)
    stop: Spot | None = None  # the keyboard's stop it stands for
    selected: bool | None = None  # None: not selectable
    children: list[Entry] = field(default_factory=list)


class TableOutline:
    """Keeps the table's objects (``Thing``s) in step with the scene, for ``TableInterface``."""

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        self.view = view
        self.scene = scene
        self.words: ObjectWords | None = None  # set by the window: until then, no objects
        self.top: list[Thing] = []
        self.things: dict[tuple[object, ...], Thing] = {}
        self.stale = True
        self.gone = False  # the view was destroyed
        scene.focusMoved.connect(self.changed)
        _install_factory()
        # The things are in Qt's accessibility cache: they go when the view does.
        view.destroyed.connect(lambda *_: self._destroyed())

    def _destroyed(self) -> None:
        self.gone = True
        _forget(list(self.things.values()), self.things)

    # ---- keeping in step -----------------------------------------------------------------------

    def changed(self, *_: object) -> None:
        self.stale = True
        if QAccessible.isActive():
            # At once, before the view's new name (see TableView): a reader that hears the
            # focus move and reads the hand then finds it already told what changed.
            self.refresh(tell=True)

    def current(self) -> list[Thing]:
        """The top-level objects, rebuilt first if the table changed since."""
        if self.stale:
            self.refresh(tell=True)
        return self.top

    def refresh(self, tell: bool) -> None:
        """Rebuild the outline; with ``tell``, report what changed to the screen reader."""
        self.stale = False
        if self.gone:
            return
        entries = self.entries()
        tell = tell and QAccessible.isActive()
        old = self.things
        new: dict[tuple[object, ...], Thing] = {}
        changes: list[tuple[Thing, QAccessible.Event]] = []

        def place(entry: Entry, parent: Thing | None) -> Thing:
            thing = old.get(entry.key)
            if thing is None or thing.parent_thing is not parent:
                thing = Thing(self, parent, entry)
                changes.append((thing, QAccessible.Event.ObjectCreated))
            else:
                before = thing.entry
                thing.entry = entry
                if before.name != entry.name:
                    changes.append((thing, QAccessible.Event.NameChanged))
                if before.description != entry.description:
                    changes.append((thing, QAccessible.Event.DescriptionChanged))
                if before.selected != entry.selected:
                    changes.append((thing, QAccessible.Event.StateChanged))
            new[entry.key] = thing
            thing.kids = [place(child, thing) for child in entry.children]
            return thing

        top = [place(entry, None) for entry in entries]
        gone = [thing for key, thing in old.items() if new.get(key) is not thing]
        old.clear()
        old.update(new)  # the same dict the view's destroyed handler holds
        self.top = top
        if tell:
            for thing in gone:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(thing, QAccessible.Event.ObjectDestroyed)
                )
            for thing, kind in changes:
                QAccessible.updateAccessibility(_event(thing, kind))
        _forget(gone, None)

    # ---- what the table shows ------------------------------------------------------------------

    def entries(self) -> list[Entry]:
        """The outline of the table as the person at the screen may know it."""
        scene, words = self.scene, self.words
        model = scene.model
        if words is None or model is None:
            return []
        rects: dict[Spot, QRectF] = {(s.kind, s.key): s.rect for s in scene.keys.stops}
        hand = scene.hand
        row = list(hand.row) if scene.has_hand() else []
        staged = [list(g) for g in hand.staged] if scene.has_hand() else []
        others: list[Spot] = [(s.kind, s.key) for s in scene.keys.stops if s.kind != "card"]
        seats: list[Spot] = [
            ("seat", s.seat) for s in model.seats if ("seat", s.seat) not in others
        ]
        things: list[Spot] = [("card", c) for c in row]
        things += [("card", c) for group in staged for c in group]
        things += others + seats
        said = dict(zip(things, words.objects(things), strict=True))
        selection = set(hand.selection)

        def card(c: Card, group: object) -> Entry | None:
            words_ = said.get(("card", c))
            if words_ is None:
                return None
            return Entry(
                ("card", group, c),
                Role.ListItem,
                *words_,
                rect=rects.get(("card", c), QRectF()),
                stop=("card", c),
                selected=c in selection,
            )

        out: list[Entry] = []
        cards = [e for e in (card(c, "hand") for c in row) if e is not None]
        if cards:
            #: The player's hand as a list a screen reader browses.
            name = TableObjects.tr("Your hand, %n card(s)", None, len(cards))
            out.append(_group(("hand",), name, cards))
        for i, group in enumerate(staged, start=1):
            cards = [e for e in (card(c, i) for c in group) if e is not None]
            if cards:
                #: A meld the player is putting together before laying it down, as a list.
                name = TableObjects.tr(
                    "Meld {group} you are making, %n card(s)", None, len(cards), group=i
                )
                out.append(_group(("staged", i), name, cards))
        seat_order: dict[object, int] = {s.seat: i for i, s in enumerate(model.seats)}
        # The piles and melds as the keyboard meets them, then the seats in their order.
        for thing in sorted(
            others + seats,
            key=lambda t: (t[0] == "seat", seat_order.get(t[1], 0) if t[0] == "seat" else 0),
        ):
            words_ = said.get(thing)
            if words_ is not None:
                rect = rects.get(thing, QRectF())
                if thing[0] == "seat" and thing not in rects:
                    rect = QRectF(scene.plan.rects.get(f"seat:{thing[1]}", QRectF()))
                stop = thing if thing in rects else None  # the player's own seat is no stop
                out.append(Entry(thing, Role.Section, *words_, rect=rect, stop=stop))
        return out

    # ---- what the objects ask ------------------------------------------------------------------

    def focused(self, stop: Spot | None) -> bool:
        focus = self.scene.keys.focus
        return (
            stop is not None
            and focus is not None
            and (focus.kind, focus.key) == stop
            and self.view.hasFocus()
        )

    def on_screen(self, rect: QRectF) -> QRect:
        """A scene rectangle in screen pixels (the reader's review follows the screen)."""
        if rect.isNull() or not shiboken6.isValid(self.view):
            return QRect()
        box = self.view.mapFromScene(rect).boundingRect()
        return QRect(self.view.viewport().mapToGlobal(box.topLeft()), box.size())

    def interface(self) -> QAccessibleInterface | None:
        if not shiboken6.isValid(self.view):
            return None
        return QAccessible.queryAccessibleInterface(self.view)


def _event(thing: Thing, kind: QAccessible.Event) -> QAccessibleEvent:
    if kind != QAccessible.Event.StateChanged:
        return QAccessibleEvent(thing, kind)
    state = QAccessible.State()
    state.selected = True  # the one state that changes with the table (focus: the view's)
    return QAccessibleStateChangeEvent(thing, state)


def _group(key: tuple[object, ...], name: str, cards: list[Entry]) -> Entry:
    rect = QRectF()
    for entry in cards:
        rect = rect.united(entry.rect)
    return Entry(key, Role.List, name, rect=rect, children=cards)


def _forget(gone: Sequence[Thing], things: dict[Any, Thing] | None) -> None:
    """Take objects out of Qt's accessibility cache, which owns (and deletes) them."""
    for thing in gone:
        if shiboken6.isValid(thing):
            thing.alive = False
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(thing))
    if things is not None:
        things.clear()


class Thing(QAccessibleInterface):
    """One card, pile, meld or seat on the table, or a group of cards, for a screen reader.

    (The ``type: ignore[override]``s: Qt's answers may be null, PySide's stubs say never.)
    """

    def __init__(self, outline: TableOutline, parent: Thing | None, entry: Entry) -> None:
        super().__init__()
        self.outline = outline
        self.parent_thing = parent
        self.entry = entry
        self.kids: list[Thing] = []
        self.alive = True

    def isValid(self) -> bool:  # noqa: N802 (Qt's names, here and below)
        return self.alive

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        view = self.outline.view
        return view.window().windowHandle() if shiboken6.isValid(view) else None

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return _child_at(self.kids, x, y)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.parent_thing if self.parent_thing is not None else self.outline.interface()

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.kids[index] if 0 <= index < len(self.kids) else None

    def childCount(self) -> int:  # noqa: N802
        return len(self.kids)

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return _index(self.kids, child)

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.entry.name
        if t == QAccessible.Text.Description:
            return self.entry.description
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802
        return None  # the table's words are the game's

    def rect(self) -> QRect:
        return self.outline.on_screen(self.entry.rect)

    def role(self) -> QAccessible.Role:
        return self.entry.role

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        entry = self.entry
        if entry.selected is not None:
            state.selectable = True
            state.selected = entry.selected
        if entry.stop is not None:
            state.focusable = True
            state.focused = self.outline.focused(entry.stop)
        return state


class TableInterface(QAccessibleWidget):
    """The card table (the view): its name is the focused stop's; its children the outline's."""

    def __init__(self, view: QGraphicsView, outline: TableOutline) -> None:
        super().__init__(view, Role.Client, "")
        self.outline = outline

    def childCount(self) -> int:  # noqa: N802
        return len(self.outline.current())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        top = self.outline.current()
        return top[index] if 0 <= index < len(top) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return _index(self.outline.current(), child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return _child_at(self.outline.current(), x, y)


def _index(kids: Sequence[Thing], child: object) -> int:
    return next((i for i, k in enumerate(kids) if k is child), -1)


def _child_at(kids: Sequence[Thing], x: int, y: int) -> QAccessibleInterface | None:
    point = QPoint(x, y)
    # The last drawn is on top: the hand's cards overlap left to right.
    return next((k for k in reversed(kids) if k.rect().contains(point)), None)


_factory: list[Callable[[str, QObject], QAccessibleInterface | None]] = []


def _install_factory() -> None:
    """Once per program: the table's views get a ``TableInterface``, every other object
    Qt's own (a factory that answers None leaves it to the next)."""
    if _factory:
        return

    def factory(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
        outline = getattr(obj, "outline", None)
        if isinstance(obj, QGraphicsView) and isinstance(outline, TableOutline):
            return TableInterface(obj, outline)
        return None

    _factory.append(factory)  # kept: Qt holds only the function's pointer
    QAccessible.installFactory(factory)
