"""Fixtures for the table tests: hand-built models, a shown view, and real mouse events."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from rummy_desktop.engine import Card, parse_cards
from rummy_desktop.tabletop.model import MeldInfo, SeatInfo, TableModel
from rummy_desktop.ui.table.scene import TableScene
from rummy_desktop.ui.table.view import TableView

NAMES = ["You", "Ada", "Bert", "Cleo", "Dora", "Ezra", "Fay", "Gus"]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def meld(meld_id: int, owner: int, kind: str, text: str, wilds: dict[str, str] | None = None):
    cs = cards(text)
    by_code = {c.code: c for c in cs} | {c.full_code: c for c in cs}
    labelled = tuple((by_code[code], label) for code, label in (wilds or {}).items())
    return MeldInfo(meld_id, owner, kind, cs, labelled)


def build_model(
    hand: str = "3H 4H 5H 9S 9D 9C KS QD 2C 7S",
    seats: int = 4,
    viewer: int | None = 0,
    sizes: Sequence[int] | None = None,
    melds: Sequence[MeldInfo] = (),
    discard: str = "8C 6D",
    live: bool = True,
    stock: int = 40,
    variant: str = "hillbilly",
    turn: int = 0,
    wild_rank: int | None = None,
    reveal: dict[int, str] | None = None,
    down: Sequence[int] = (),
) -> TableModel:
    mine = cards(hand)
    infos = []
    for s in range(seats):
        own = mine if s == viewer else (cards(reveal[s]) if reveal and s in reveal else None)
        size = len(own) if own is not None else (sizes[s] if sizes else 11)
        infos.append(
            SeatInfo(
                seat=s,
                name=NAMES[s],
                is_human=s == 0,
                hand=own,
                hand_size=size,
                score=12 * s,
                buys_left=3 if variant == "hillbilly" else None,
                is_down=s in down,
                is_turn=s == turn,
            )
        )
    headline = "Round 2: a set of three and a run of four"
    if variant != "hillbilly":
        headline = f"Round {wild_rank - 2}: {wild_rank}s are wild"
    return TableModel(
        variant=variant,
        viewer=viewer,
        seats=tuple(infos),
        stock_size=stock,
        discard=cards(discard),
        discard_live=live,
        melds=tuple(melds),
        round_no=2,
        headline=headline,
        wild_rank=wild_rank,
        turn=turn,
    )


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """pytest-qt closes a test's windows before its fixtures end: close them as the test left
    them, without the "Save the game?" question (a test that wants it asks it itself)."""
    from rummy_desktop.ui.window.main_window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            if widget.controller is not None:
                widget.controller.shutdown()  # no bot move may mark it modified again
            widget.setWindowModified(False)
    yield


@pytest.fixture(autouse=True)
def _no_dialog_left_waiting(qtbot):
    """A modal dialog nobody answers would hang the run: after 15 s it is closed and the test
    fails."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog

    stuck: list[str] = []
    seen: dict[int, int] = {}

    def check() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            seen.clear()
            return
        ticks = seen[id(box)] = seen.get(id(box), 0) + 1
        if ticks > 30 and isinstance(box, QDialog):
            stuck.append(f"{type(box).__name__}: {box.windowTitle()}")
            box.reject()

    timer = QTimer()
    timer.timeout.connect(check)
    timer.start(500)
    yield
    timer.stop()
    assert not stuck, f"a dialog was left waiting: {stuck}"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The player's folders under tmp_path, with instant animations."""
    from rummy_desktop.persistence import Settings, save_settings

    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path / "home"))
    save_settings(Settings(animation_speed="instant"))
    return tmp_path / "home"


@pytest.fixture
def table(qtbot):
    """A scene in a shown 1024x700 view, animations off; returns (scene, view)."""
    scene = TableScene()
    scene.set_animation_ms(0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def _send(view: TableView, kind: QEvent.Type, scene_pt: QPointF, buttons, button, mods) -> None:
    local = QPointF(view.mapFromScene(scene_pt))
    glob = QPointF(view.viewport().mapToGlobal(local.toPoint()))
    event = QMouseEvent(kind, local, glob, button, buttons, mods)
    QApplication.sendEvent(view.viewport(), event)


def press(view, pt, mods=Qt.KeyboardModifier.NoModifier) -> None:
    left = Qt.MouseButton.LeftButton
    _send(view, QEvent.Type.MouseButtonPress, pt, left, left, mods)


def move(view, pt, mods=Qt.KeyboardModifier.NoModifier) -> None:
    left = Qt.MouseButton.LeftButton
    _send(view, QEvent.Type.MouseMove, pt, left, Qt.MouseButton.NoButton, mods)


def release(view, pt, mods=Qt.KeyboardModifier.NoModifier) -> None:
    left = Qt.MouseButton.LeftButton
    _send(view, QEvent.Type.MouseButtonRelease, pt, Qt.MouseButton.NoButton, left, mods)


def click(view, pt, mods=Qt.KeyboardModifier.NoModifier) -> None:
    press(view, pt, mods)
    release(view, pt, mods)


def double_click(view, pt) -> None:
    left = Qt.MouseButton.LeftButton
    click(view, pt)
    _send(view, QEvent.Type.MouseButtonDblClick, pt, left, left, Qt.KeyboardModifier.NoModifier)
    release(view, pt)


def drag(view, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move in steps to ``end`` with the button held, release there."""
    press(view, start)
    for i in range(1, steps + 1):
        t = i / steps
        move(
            view,
            QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t),
        )
    release(view, end)


def grip(scene: TableScene, card) -> QPointF:
    """A point on the visible strip of a card (its top-left corner area), in scene coordinates."""
    item = scene.card_items()[card]
    return item.mapToScene(QPointF(item.width * 0.15, item.height * 0.3))


def centre(rect) -> QPointF:
    return rect.center()


__all__ = ["QPoint"]
