"""A hand card rises slightly under the pointer, and a legal drop target lights before release."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from rummy_desktop.ui.table.card_item import HOVER_RISE

from .drive import card_point, close_window, open_window, solo
from .test_undo import settle


def hover(window, point: QPointF) -> None:
    view = window.view
    local = QPointF(view.mapFromScene(point))
    glob = QPointF(view.viewport().mapToGlobal(local.toPoint()))
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        local,
        glob,
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_a_hand_card_rises_under_the_pointer_and_settles_when_it_leaves(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=9))
    try:
        settle(qtbot, window)
        scene = window.scene
        first, second = scene.hand_order()[:2]
        items = scene.card_items()
        hover(window, card_point(window, first))
        assert items[first].rise == items[first].width * HOVER_RISE
        assert items[second].rise == 0
        hover(window, card_point(window, second))
        assert items[first].rise == 0 and items[second].rise > 0
        # Painted, not moved: the card's place (and what the pointer hits) stays the same.
        slot = scene.slots[second]
        assert items[second].pos() == QPointF(round(slot.x), round(slot.y))
        stock = scene.pile_rect("stock")
        hover(window, QPointF(stock.center()))
        assert all(item.rise == 0 for item in items.values())
    finally:
        close_window(window)


def test_the_stock_does_not_rise(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=3))
    try:
        settle(qtbot, window)
        scene = window.scene
        stock = scene.pile_rect("stock")
        hover(window, QPointF(stock.center()))
        assert all(i.rise == 0 for i in scene.cards.items.values())
    finally:
        close_window(window)
