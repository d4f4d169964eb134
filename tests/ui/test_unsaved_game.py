"""New Game, Open, Open Recent and Quit never throw away a game in progress without asking.

The question is the platform's usual one (Save / Don't Save / Cancel); Cancel leaves the game
exactly as it was; a finished or saved game asks nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from rummy_desktop.persistence import autosave_path

from .drive import answering, close_window, key, solo, wait_for_my_turn

SAVE = QMessageBox.StandardButton.Save
DISCARD = QMessageBox.StandardButton.Discard
CANCEL = QMessageBox.StandardButton.Cancel
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(qtbot, home):
    from rummy_desktop.ui.window.main_window import MainWindow

    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.finish_startup(solo("three-thirteen", seed=7))
    wait_for_my_turn(qtbot, w)
    c = w.controller
    c.submit(c.legal()[0])  # the player's own move: the game now has something to lose
    wait_for_my_turn(qtbot, w)
    assert w.isWindowModified() and autosave_path().is_file()
    yield w
    if w.isVisible():
        close_window(w)


def _state(window):
    c = window.controller
    return c.game, len(c.game.log), window.windowTitle()


def _deal(dialog) -> None:
    """Click Deal in the New Game dialog."""
    box = dialog.findChild(QDialogButtonBox)
    QTest.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_cancel_before_a_new_game_keeps_the_game(qtbot, window):
    before = _state(window)
    with answering(CANCEL) as asked:
        key(window, Qt.Key.Key_N, CTRL)
    assert asked.seen and asked.seen[0].startswith("Save “Three Thirteen, deal 7” before you")
    assert _state(window) == before and window.isWindowModified()
    assert autosave_path().is_file()


def test_dont_save_then_deal_starts_the_new_game_and_drops_the_autosave(qtbot, window):
    old, _, _ = _state(window)
    with answering(DISCARD, _deal):
        key(window, Qt.Key.Key_N, CTRL)
    assert window.controller.game is not old
    assert not window.isWindowModified()


def test_save_before_a_new_game_saves_it_first(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "before-new"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    old, moves, _ = _state(window)
    with answering(SAVE, _deal):
        key(window, Qt.Key.Key_N, CTRL)
    from rummy_desktop.persistence import load_game

    saved = load_game(tmp_path / "before-new.rummy")
    assert len(saved.game.log) == moves
    assert window.controller.game is not old


def test_a_save_cancelled_in_its_file_dialog_keeps_the_game(qtbot, window, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    before = _state(window)
    with answering(SAVE):
        key(window, Qt.Key.Key_N, CTRL)
    assert _state(window) == before


def test_cancel_before_open_asks_no_file(qtbot, window, monkeypatch):
    opened = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: opened.append(1) or ("", ""))
    )
    before = _state(window)
    with answering(CANCEL):
        key(window, Qt.Key.Key_O, CTRL)
    assert _state(window) == before and not opened


def _choose_recent(qtbot, window, name: str) -> None:
    """Game ▸ Open Recent ▸ name, with the mouse."""
    bar = window.menuBar()
    game_menu = window.recent_menu.parentWidget()
    QTest.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(game_menu.menuAction()).center()
    )
    qtbot.waitUntil(game_menu.isVisible, timeout=2000)
    recent = window.recent_menu
    QTest.mouseClick(
        game_menu,
        Qt.MouseButton.LeftButton,
        pos=game_menu.actionGeometry(recent.menuAction()).center(),
    )
    qtbot.waitUntil(recent.isVisible, timeout=2000)
    action = next(a for a in recent.actions() if name in a.text())
    QTest.mouseClick(recent, Qt.MouseButton.LeftButton, pos=recent.actionGeometry(action).center())


def test_open_recent_asks_first(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "friday"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    assert window.save_game(ask=True)  # Save As friday.rummy: now in Open Recent
    c = window.controller
    saved_moves = len(c.game.log)
    c.submit(c.legal()[0])
    wait_for_my_turn(qtbot, window)
    before = _state(window)
    with answering(CANCEL) as asked:
        _choose_recent(qtbot, window, "friday.rummy")
    assert asked.seen and _state(window) == before
    with answering(DISCARD):
        _choose_recent(qtbot, window, "friday.rummy")
    assert len(window.controller.game.log) == saved_moves  # the game as saved
    assert not window.isWindowModified()


def test_quit_asks_and_cancel_keeps_the_window_open(qtbot, window):
    before = _state(window)
    with answering(CANCEL):
        key(window, Qt.Key.Key_Q, CTRL)
    assert window.isVisible() and _state(window) == before


def test_quit_without_saving_closes_and_is_not_offered_again(qtbot, window):
    with answering(DISCARD):
        key(window, Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()
    assert not autosave_path().exists()


def test_a_saved_game_or_a_finished_one_asks_nothing(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "done"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    assert window.save_game()
    with answering(_deal) as asked:  # straight to the New Game dialog
        key(window, Qt.Key.Key_N, CTRL)
    assert asked.seen == ["New Game"]
    c = window.controller
    wait_for_my_turn(qtbot, window)
    c.submit(c.legal()[0])
    c.game._state.phase = "game_over"  # as if the last round had been scored
    assert window.isWindowModified() and c.game.is_over
    with answering(_deal) as asked:
        key(window, Qt.Key.Key_N, CTRL)
    assert asked.seen == ["New Game"]


def test_the_question_names_the_game_as_plain_text(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "<b>bold"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    assert window.save_game()
    c = window.controller
    c.submit(c.legal()[0])
    boxes = []

    def look(box) -> None:
        boxes.append((box.textFormat(), box.text()))
        QTest.mouseClick(box.button(CANCEL), Qt.MouseButton.LeftButton)

    with answering(look):
        key(window, Qt.Key.Key_N, CTRL)
    assert boxes == [(Qt.TextFormat.PlainText, "Save “<b>bold” before you start a new game?")]


# ---- a game resumed from the autosave exists nowhere else ------------------------------------


def _resume(qtbot, monkeypatch, clean: bool):
    """A window that answered Yes to the resume offer at start: a Three Thirteen game in
    round 2, round 1 scored, kept only in the autosave (``clean``: the app was quit, else
    killed before a save)."""
    from rummy_desktop.ai import make_bot
    from rummy_desktop.engine import Game, RuleSet
    from rummy_desktop.persistence import Autosaver, Seat, new_game_id
    from rummy_desktop.ui.dialogs import plain_box
    from rummy_desktop.ui.window.main_window import MainWindow

    game = Game(RuleSet.preset("three-thirteen", players=3), seed=4)
    bots = [make_bot("simple", seed=s) for s in range(3)]
    while not game.scores or game.to_act()[0] != 0:  # into round 2, at the person's turn
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    seats = [Seat.human("You"), Seat.computer("Ada"), Seat.computer("Bruno")]
    saver = Autosaver(seats, new_game_id())
    saver.save(game, [None] * len(game.log))
    if clean:
        saver.closed()
    asked: list[str] = []
    monkeypatch.setattr(plain_box, "ask", lambda _p, _t, text: asked.append(text) or True)
    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()  # as the player's own window is: the keys go to it
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)
    w.finish_startup()
    question = "Continue your last game?" if clean else "Resume the interrupted game?"
    assert asked and asked[0].startswith(question)
    wait_for_my_turn(qtbot, w)
    assert w.controller.game.scores == game.scores and w.files.save_path is None
    return w


@pytest.fixture
def resumed(qtbot, home, monkeypatch):
    w = _resume(qtbot, monkeypatch, clean=False)
    yield w
    if w.isVisible():
        close_window(w)


def test_a_resumed_game_asks_before_new_game_open_quit_and_hosting(qtbot, resumed, monkeypatch):
    # A new player's pass: resumed, then Game ▸ New Game… ▸ Deal with no move in between
    # replaced the game and its round-1 scores without a word.
    window = resumed
    before = _state(window)
    assert window.isWindowModified()  # the title's unsaved mark: it is in no file of theirs
    opened = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: opened.append(1) or ("", ""))
    )
    for shortcut in (Qt.Key.Key_N, Qt.Key.Key_O, Qt.Key.Key_Q):  # New Game, Open, Quit
        with answering(CANCEL) as asked:
            key(window, shortcut, CTRL)
        assert asked.seen and asked.seen[0].startswith("Save “Three Thirteen, deal 4” before")
        assert _state(window) == before and window.isVisible() and not opened
    with answering(CANCEL) as asked:  # Game ▸ Host a table…
        window.menu_actions["host_table"].trigger()
    assert asked.seen == ["Save “Three Thirteen, deal 4” before you host a table?"]
    assert _state(window) == before and window.network.host is None
    with answering(DISCARD, _deal):  # Don't Save, then Deal: now the game goes
        key(window, Qt.Key.Key_N, CTRL)
    assert window.controller.game is not before[0] and not window.controller.game.scores


def test_a_game_opened_from_its_file_asks_only_once_moved(qtbot, window, tmp_path, monkeypatch):
    target = tmp_path / "kept"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    assert window.save_game()
    with answering(_deal):
        key(window, Qt.Key.Key_N, CTRL)  # saved: no question
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "kept.rummy"), "")),
    )
    with answering() as asked:  # the new deal: no move of the person's yet
        key(window, Qt.Key.Key_O, CTRL)
    assert asked.seen == [] and window.files.save_path == tmp_path / "kept.rummy"
    assert not window.isWindowModified()
    with answering(_deal) as asked:  # opened and not moved: in its file as it is
        key(window, Qt.Key.Key_N, CTRL)
    assert asked.seen == ["New Game"]


def test_a_game_continued_after_a_clean_quit_asks_only_once_moved(qtbot, home, monkeypatch):
    # Quit cleanly, the game was saved to a file then (or nothing of the person's was at stake).
    window = _resume(qtbot, monkeypatch, clean=True)
    try:
        assert not window.isWindowModified()
        with answering(lambda dialog: dialog.reject()) as asked:
            key(window, Qt.Key.Key_N, CTRL)
        assert asked.seen == ["New Game"]  # straight to the dialog
        c = window.controller
        c.submit(c.legal()[0])  # the person's move: now in no file
        with answering(CANCEL) as asked:
            key(window, Qt.Key.Key_N, CTRL)
        assert asked.seen and asked.seen[0].startswith("Save “Three Thirteen, deal 4” before")
    finally:
        close_window(window)


def test_the_questions_buttons_say_save_dont_save_and_cancel_and_answer_keys(qtbot, window):
    # A new player's pass: "If you don't save, the moves of this game are lost" over the
    # buttons Save / Discard / Cancel; the README promised Save / Don't Save / Cancel.
    seen: list[list[str]] = []

    def look_then(key_name: Qt.Key, mods=Qt.KeyboardModifier.NoModifier):
        def answer(box) -> None:
            seen.append(sorted(b.text() for b in box.buttons()))
            assert box.informativeText() == "If you don't save, the moves of this game are lost."
            for _ in range(200):  # a mnemonic is the active window's, as the player's box is
                if box.isActiveWindow():
                    break
                box.activateWindow()
                QTest.qWait(10)
            QTest.keyClick(box, key_name, mods)

        return answer

    before = _state(window)
    with answering(look_then(Qt.Key.Key_Escape)):  # Escape: Cancel
        key(window, Qt.Key.Key_N, CTRL)
    assert _state(window) == before
    assert seen == [["&Cancel", "&Don't Save", "&Save"]]
    alt = Qt.KeyboardModifier.AltModifier
    with answering(look_then(Qt.Key.Key_C, alt)):  # Alt+C: Cancel
        key(window, Qt.Key.Key_Q, CTRL)
    assert window.isVisible() and _state(window) == before
    with answering(look_then(Qt.Key.Key_D, alt), _deal):  # Alt+D: Don't Save
        key(window, Qt.Key.Key_N, CTRL)
    assert window.controller.game is not before[0]
