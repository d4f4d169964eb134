"""The table as objects a screen reader browses (``ui/table/accessible.py``), read through Qt's
accessibility interfaces as the platform's bridge reads them (AT-SPI, UIA, NSAccessibility):
every hand card, pile, meld and seat with a name, a role and a state, in step with the game,
and nothing the person at the screen may not know. The same over a real AT-SPI bus:
``tests/ui/atspi``."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.describe import spoken

from .drive import (
    card_point,
    click,
    close_window,
    drag,
    free_stage_point,
    open_window,
    rig_hand,
    select,
    solo,
    wait_for_my_turn,
)
from .keyboard import press, walk_to

K = Qt.Key
R = QAccessible.Role


@dataclass
class Node:
    role: QAccessible.Role
    name: str
    description: str
    state: QAccessible.State
    kids: list[Node] = field(default_factory=list)


def read(iface, depth: int = 0) -> Node:
    """The accessible tree below ``iface``, as a reader walks it: child by index."""
    node = Node(
        iface.role(),
        iface.text(QAccessible.Text.Name),
        iface.text(QAccessible.Text.Description),
        iface.state(),
    )
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None and child.isValid()
        assert iface.indexOfChild(child) == i
        parent = child.parent()
        assert parent is not None and parent.text(QAccessible.Text.Name) == node.name
        node.kids.append(read(child, depth + 1))
    return node


def table_tree(window) -> Node:
    return table_tree_of(window.view)


def every(node: Node) -> list[Node]:
    return [node, *(n for kid in node.kids for n in every(kid))]


def hand_list(tree: Node) -> Node:
    found = [n for n in tree.kids if n.role == R.List and n.name.startswith("Your hand")]
    assert len(found) == 1, [n.name for n in tree.kids]
    return found[0]


def _ready(qtbot, window, hand: str) -> None:
    wait_for_my_turn(qtbot, window)
    rig_hand(window, hand, phase="draw")  # round 1 of Three Thirteen: threes are wild
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)


def test_every_card_of_the_hand_each_pile_and_each_seat_is_an_object(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=3))
    _ready(qtbot, window, "7H 3S 9S")
    tree = table_tree(window)
    assert tree.role == R.Client and tree.name == window.view.accessibleName()
    hand = hand_list(tree)
    row = window.scene.hand_order()
    assert hand.name == "Your hand, 3 cards"
    names = [n.name for n in hand.kids]
    assert names == [
        f"{spoken(c.pretty)}{', wild' if c.rank == 3 else ''}, in your hand, {i} of 3"
        for i, c in enumerate(row, start=1)
    ]
    assert "Three of spades, wild" in " ".join(names)
    for card in hand.kids:
        assert card.role == R.ListItem
        assert card.state.selectable and not card.state.selected and card.state.focusable
        assert card.description.startswith("Space picks it up")
    tops = {n.name.split(":")[0]: n for n in tree.kids if n.role == R.Section}
    assert tops["Stock"].name.endswith("cards, face down")
    top = window.controller.game.view(0).top_discard
    assert tops["Discard pile"].name.startswith(f"Discard pile: {spoken(top.pretty)}")
    assert {"You", "Ada", "Bruno"} <= set(tops)
    for who in ("Ada", "Bruno"):  # the others' hands: how many, never which
        assert tops[who].name.startswith(f"{who}: 3 cards, "), tops[who].name
    theirs = {c for s in (1, 2) for c in window.controller.game._state.hands[s]}
    faces = (
        {spoken(c.pretty) for c in theirs} - {spoken(c.pretty) for c in row} - {spoken(top.pretty)}
    )
    said = " ".join(n.name + " " + n.description for n in every(tree))
    assert not [f for f in faces if f in said], faces
    # Each object is where it shows on the screen (a reader's review follows the screen).
    first = QAccessible.queryAccessibleInterface(window.view).child(0).child(0)
    point = window.view.viewport().mapToGlobal(
        window.view.mapFromScene(window.scene.keys.stops[0].rect.center())
    )
    assert first.rect().contains(point)
    close_window(window)


def test_the_objects_follow_the_game_selection_focus_and_a_drawn_card(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=3))
    _ready(qtbot, window, "7H 3S 9S")
    view, scene = window.view, window.scene
    window.activateWindow()
    view.setFocus()
    row = scene.hand_order()
    walk_to(window, "card", row[1])
    focus = scene.keys.focused()
    cards = hand_list(table_tree(window)).kids
    assert [c.state.focused for c in cards] == [False, True, False]
    assert scene.keys.focused() == focus  # reading the objects moved nothing
    click(window, card_point(window, row[2]))  # the mouse selects the nine
    cards = hand_list(table_tree(window)).kids
    assert [c.state.selected for c in cards] == [False, False, True]
    press(window, K.Key_Escape)  # Esc drops the selection
    press(window, K.Key_D)  # draw from the stock
    qtbot.waitUntil(lambda: len(scene.hand_order()) == 4, timeout=5000)
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    hand = hand_list(table_tree(window))
    assert hand.name == "Your hand, 4 cards"
    new_row = scene.hand_order()
    assert [n.name.split(", in your hand")[0].removesuffix(", wild") for n in hand.kids] == [
        spoken(c.pretty) for c in new_row
    ]
    assert not any(c.state.selected for c in hand.kids)
    close_window(window)


def test_a_staged_meld_is_a_list_of_its_cards(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    c = window.controller
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=15000)
    rig_hand(window, "7H 7S 7D 9C KS QD 2C 4S 5S 6S JD", phase="play")
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    scene = window.scene
    sevens = [card for card in scene.hand_order() if card.rank == 7]
    select(window, sevens)  # Ctrl+clicks, then the three dragged together
    drag(window, card_point(window, sevens[0]), free_stage_point(window))
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    assert scene.staged_melds() and len(scene.staged_melds()[0]) == 3
    tree = table_tree(window)
    staged = [n for n in tree.kids if n.name.startswith("Meld 1 you are making")]
    assert len(staged) == 1 and staged[0].role == R.List
    assert staged[0].name.startswith("Meld 1 you are making, 3 cards")
    assert all(", in meld 1 you are making, " in k.name for k in staged[0].kids)
    assert hand_list(tree).name == "Your hand, 8 cards"
    close_window(window)


@pytest.fixture
def hot_seat(qtbot):
    window = open_window(
        qtbot, GameSetup("three-thirteen", (Seat.of("Ann"), Seat.of("Ben")), {}, 4)
    )
    yield window
    close_window(window)


def test_behind_the_pass_screen_no_card_and_no_hand_is_an_object(qtbot, hot_seat):
    window = hot_seat
    screen, c, scene = window.table.pass_screen, window.controller, window.scene
    QAccessible.setActive(True)  # as with a reader listening: the objects follow each change
    try:
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        _nothing_private(table_tree(window))
        QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=5000)
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
        me = c.acting_human()
        hand = hand_list(table_tree(window))
        assert len(hand.kids) == len(c.game._state.hands[me]) == 3
        window.view.setFocus()
        press(window, K.Key_D)  # draw, then discard the focused card: the next person's turn
        qtbot.waitUntil(lambda: len(scene.hand_order()) == 4, timeout=5000)
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
        assert hand_list(table_tree(window)).name == "Your hand, 4 cards"
        walk_to(window, "card", scene.hand_order()[0])
        press(window, K.Key_X)
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        _nothing_private(table_tree(window))
    finally:
        QAccessible.setActive(False)


def _nothing_private(tree: Node) -> None:
    assert not [n.name for n in every(tree) if n.role in (R.List, R.ListItem)]
    assert not [n.name for n in tree.kids if n.name.startswith(("Ann", "Ben"))]
    assert not [n.name for n in every(tree)[1:] if " of " in n.name]  # no card named at all


class _Named:
    """Words that say what each thing is (the window's are the TableDescriber's)."""

    def objects(self, things):
        return [(f"{kind} {key}", "") for kind, key in things]


def test_each_meld_on_the_table_is_an_object_where_it_lies(table):
    from .conftest import build_model, meld

    scene, view = table
    view.outline.words = _Named()
    melds = [meld(7, 1, "set", "9S 9D 9C"), meld(8, 2, "run", "4H 5H 6H 7H")]
    scene.set_model(build_model(melds=melds, variant="hillbilly"), animate=False)
    tree = table_tree_of(view)
    sections = {n.name: n for n in tree.kids if n.role == R.Section}
    assert {"meld 7", "meld 8", "stock None", "discard None"} <= set(sections)
    assert [n for n in sections if n.startswith("seat ")] == [f"seat {s}" for s in range(4)]
    iface = QAccessible.queryAccessibleInterface(view)
    at = {
        iface.child(i).text(QAccessible.Text.Name): iface.child(i)
        for i in range(iface.childCount())
    }
    lies = view.viewport().mapToGlobal(view.mapFromScene(scene.pile_rect("meld:8").center()))
    assert at["meld 8"].rect().contains(lies)
    assert iface.childAt(lies.x(), lies.y()) is at["meld 8"]
    scene.set_model(build_model(melds=melds[:1], variant="hillbilly"), animate=False)
    names = [n.name for n in table_tree_of(view).kids]
    assert "meld 7" in names and "meld 8" not in names  # gone with the meld


def table_tree_of(view) -> Node:
    return read(QAccessible.queryAccessibleInterface(view))
