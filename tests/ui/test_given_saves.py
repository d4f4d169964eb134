"""A save the desktop hands the window opens that game: a ``.rummy`` file dropped on the
window (real drag-and-drop events carrying a file URL), and macOS's open-document event (a
``QFileOpenEvent`` sent to the application). Both ask first about a game in progress, as
Game ▸ Open does, and Cancel keeps that game exactly as it was.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from rummy_desktop.persistence import Seat, load_game, new_game_id, save_game
from rummy_desktop.ui import app
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.ui.window.main_window import MainWindow

from .drive import answering, solo, wait_for_my_turn
from .test_persistence_wiring import played_game

CANCEL = QMessageBox.StandardButton.Cancel
DISCARD = QMessageBox.StandardButton.Discard
COPY = Qt.DropAction.CopyAction
ACTIONS = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction | Qt.DropAction.LinkAction


@pytest.fixture
def saved(tmp_path) -> Path:
    """A Three Thirteen game, 30 moves in, saved as friday.rummy."""
    game, notes = played_game("three-thirteen", 2, 5, 30)
    path = tmp_path / "friday.rummy"
    save_game(path, game, [Seat.human("Ann"), Seat.computer("Bob")], game_id=new_game_id())
    return path


@pytest.fixture
def made(qtbot, home):
    """Windows made by a test; closed (without the save question) while home is tmp."""
    windows: list[MainWindow] = []
    yield windows
    for w in windows:
        if w.controller is not None:
            w.controller.shutdown()
        w.setWindowModified(False)
        w.close()


def in_progress(qtbot, made: list[MainWindow], window: MainWindow | None = None) -> MainWindow:
    """A shown window whose game has one move of the player's, not saved."""
    if window is None:
        window = MainWindow(persist=True)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.finish_startup(solo("three-thirteen", seed=7))
    made.append(window)
    wait_for_my_turn(qtbot, window)
    c = window.controller
    c.submit(c.legal()[0])
    wait_for_my_turn(qtbot, window)
    assert window.isWindowModified()
    return window


def files_data(*paths: Path, text: str | None = None) -> QMimeData:
    data = QMimeData()
    if paths:
        data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    if text is not None:
        data.setText(text)
    return data


def drag_and_drop(widget, data: QMimeData) -> bool:
    """Drag ``data`` into ``widget``'s middle and drop it there, as a file manager does: the
    enter and move events first; as in Qt, the drop happens only if the last move was
    accepted (a scene accepts every enter, then judges each move). Returns whether the
    widget took the drop."""
    middle = widget.rect().center()
    enter = QDragEnterEvent(
        middle, ACTIONS, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0)
    )
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(middle, ACTIONS, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0))
    QApplication.sendEvent(widget, move)
    if not move.isAccepted():
        return False
    assert move.dropAction() == COPY
    drop = QDropEvent(
        QPointF(middle), ACTIONS, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0)
    )
    QApplication.sendEvent(widget, drop)
    assert drop.isAccepted() and drop.dropAction() == COPY  # a copy: the file stays put
    return True


def state(window):
    c = window.controller
    return c.game, len(c.game.log), window.windowTitle(), window.files.save_path


def opened(window, path: Path) -> bool:
    return window.files.save_path == path and window.controller.game.rules.variant == (
        load_game(path).game.rules.variant
    )


# ---- dropping a save on the window ------------------------------------------------------------


def test_a_save_dropped_on_the_table_opens_that_game(qtbot, made, saved):
    window = MainWindow(persist=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.finish_startup(solo("hillbilly", seed=3))  # dealt, nothing played: nothing to ask
    made.append(window)
    assert drag_and_drop(window.view.viewport(), files_data(saved))
    qtbot.waitUntil(lambda: window.files.save_path == saved, timeout=5000)
    assert window.controller.game.log[: len(load_game(saved).game.log)] == (
        load_game(saved).game.log
    )
    assert "friday" in window.windowTitle()


def test_a_save_dropped_on_the_window_outside_the_table_opens_too(qtbot, made, saved):
    window = MainWindow(persist=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.finish_startup(solo("hillbilly", seed=3))
    made.append(window)
    assert drag_and_drop(window, files_data(saved))
    qtbot.waitUntil(lambda: opened(window, saved), timeout=5000)


def test_a_drop_on_a_game_in_progress_asks_first_and_cancel_keeps_the_game(qtbot, made, saved):
    window = in_progress(qtbot, made)
    before = state(window)
    with answering(CANCEL) as asked:
        assert drag_and_drop(window.view.viewport(), files_data(saved))
        qtbot.waitUntil(lambda: bool(asked.seen), timeout=5000)
    assert asked.seen == ["Save “Three Thirteen, deal 7” before you open another game?"]
    qtbot.wait(50)  # nothing else follows the Cancel
    assert state(window) == before and window.isWindowModified()


def test_a_drop_on_a_game_in_progress_opens_the_save_after_dont_save(qtbot, made, saved):
    window = in_progress(qtbot, made)
    with answering(DISCARD) as asked:
        assert drag_and_drop(window.view.viewport(), files_data(saved))
        qtbot.waitUntil(lambda: opened(window, saved), timeout=5000)
    assert len(asked.seen) == 1
    assert not window.isWindowModified()


@pytest.mark.parametrize(
    "what",
    ["a text file", "two saves", "a web address", "plain text"],
)
def test_what_is_not_one_save_file_is_refused_at_the_door(qtbot, made, saved, tmp_path, what):
    window = MainWindow(persist=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.finish_startup(solo("hillbilly", seed=3))
    made.append(window)
    notes = tmp_path / "notes.txt"
    notes.write_text("not a game", encoding="utf-8")
    data = {
        "a text file": lambda: files_data(notes),
        "two saves": lambda: files_data(saved, saved),
        "a web address": lambda: _web_address(),
        "plain text": lambda: files_data(text=str(saved)),
    }[what]()
    before = state(window)
    for widget in (window.view.viewport(), window):
        assert drag_and_drop(widget, data) is False
    qtbot.wait(50)
    assert state(window) == before


def _web_address() -> QMimeData:
    data = QMimeData()
    data.setUrls([QUrl("https://example.org/friday.rummy")])
    return data


def test_a_damaged_save_dropped_is_one_sentence_and_the_game_goes_on(
    qtbot, made, saved, tmp_path, monkeypatch
):
    warnings: list[str] = []
    monkeypatch.setattr(plain_box, "warn", lambda _p, _t, text: warnings.append(text))
    window = in_progress(qtbot, made)
    bad = tmp_path / "bad.rummy"
    bad.write_bytes(saved.read_bytes()[:300])
    before = state(window)
    with answering(DISCARD):
        assert drag_and_drop(window.view.viewport(), files_data(bad))
        qtbot.waitUntil(lambda: bool(warnings), timeout=5000)
    assert warnings[0].startswith("Cannot open 'bad.rummy'") and "\n" not in warnings[0]
    assert state(window)[:3] == before[:3]
    assert bad.read_bytes() == saved.read_bytes()[:300]


# ---- macOS's open-document event -------------------------------------------------------------


def started(qtbot, made) -> MainWindow:
    """The real app's start-up path (app.start_window), started: the window listens to the
    application's open-document events."""
    window = app.start_window([])
    made.append(window)
    window.startup_timer.start(0)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.game is not None)
    return window


def send_file_open(path: Path) -> None:
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))


def test_the_open_document_event_asks_first_and_cancel_keeps_the_game(qtbot, made, saved):
    window = in_progress(qtbot, made, started(qtbot, made))
    before = state(window)
    with answering(CANCEL) as asked:
        send_file_open(saved)
        qtbot.waitUntil(lambda: bool(asked.seen), timeout=5000)
    assert asked.seen[0].endswith("before you open another game?")
    qtbot.wait(50)
    assert state(window) == before and window.isWindowModified()

    with answering(DISCARD):
        send_file_open(saved)
        qtbot.waitUntil(lambda: opened(window, saved), timeout=5000)


def test_the_open_document_event_at_start_up_opens_the_save_instead_of_dealing(qtbot, made, saved):
    window = app.start_window([])
    made.append(window)
    send_file_open(saved)  # macOS sends it as the app starts, before the table is built
    window.startup_timer.start(0)
    qtbot.waitUntil(lambda: window.controller is not None and window.controller.game is not None)
    qtbot.waitUntil(lambda: opened(window, saved), timeout=5000)


def test_an_open_document_event_for_another_file_is_left_alone(qtbot, made, tmp_path):
    window = in_progress(qtbot, made, started(qtbot, made))
    before = state(window)
    event = QFileOpenEvent(str(tmp_path / "photo.jpg"))
    QApplication.sendEvent(QApplication.instance(), event)
    qtbot.wait(50)
    assert state(window) == before
