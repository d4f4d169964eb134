"""Issue 5 in the real window: Save/Open/Open Recent, FILE on the command line, the autosave,
resuming an interrupted game, statistics, Preferences, settings and the game review.

Every test points the player's folders at a temporary one (RUMMY_DESKTOP_HOME) and closes
its windows before that folder is forgotten.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rummy_desktop import cli
from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Discard, DrawStock, Game, RuleSet
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence import (
    Autosaver,
    Seat,
    Settings,
    autosave_path,
    load_settings,
    load_stats,
    new_game_id,
    save_game,
    save_settings,
    settings_path,
)
from rummy_desktop.ui import app
from rummy_desktop.ui.dialogs import plain_box
from rummy_desktop.ui.dialogs.preferences import PreferencesDialog
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog
from rummy_desktop.ui.window.main_window import MainWindow

from .drive import answering

ROOT = Path(__file__).resolve().parents[2]
ONE_HUMAN = (Seat.of("You"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))


@pytest.fixture
def windows(qtbot, home, monkeypatch):
    """Make persisting windows; each is closed while RUMMY_DESKTOP_HOME still points at tmp."""
    made: list[MainWindow] = []
    asked: list[str] = []
    answer = {"resume": QMessageBox.No}

    def ask(_parent, _title, text):
        asked.append(text)
        return answer["resume"] == QMessageBox.Yes

    monkeypatch.setattr(plain_box, "ask", ask)

    def make(setup: GameSetup | None = None, path: Path | None = None) -> MainWindow:
        w = MainWindow(persist=True)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        made.append(w)
        w.finish_startup(setup, path=path)
        return w

    make.asked = asked
    make.answer = answer
    make.made = made
    yield make
    for w in made:
        if w.controller is not None:
            w.controller.shutdown()
        if w.round_end_dialog is not None:
            w.round_end_dialog.done(0)
        w.setWindowModified(False)  # closed as the test left it, without the save question
        w.close()


def wait_for_human(qtbot, w: MainWindow, seat: int = 0) -> None:
    """Wait for ``seat``'s turn, dealing the next round when a round ends meanwhile."""

    def ready() -> bool:
        if w.round_end_dialog is not None and not w.controller.game.is_over:
            w.round_end_dialog.accept()
        return w.controller.acting_human() == seat

    qtbot.waitUntil(ready, timeout=8000)


def draw_and_discard(qtbot, w: MainWindow) -> None:
    """The human draws, then discards the last card of the hand."""
    c = w.controller
    wait_for_human(qtbot, w)
    assert c.submit(DrawStock(0))
    hand = c.game._state.hands[0]
    assert c.submit(Discard(0, hand[-1]))


def played_game(variant: str, players: int, seed: int, moves: int | None):
    """A game played by simple bots, with each move's reason (as the window keeps them)."""
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    bots = [make_bot("simple", seed=s) for s in range(players)]
    notes: list[str | None] = []
    while not game.is_over and (moves is None or len(game.log) < moves):
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
        notes.append(bots[seat].explain() or None)
    return game, notes


# ---- Save, Open, Open Recent ----------------------------------------------------------------


def test_save_as_then_open_and_open_recent_restore_the_position(
    qtbot, windows, tmp_path, monkeypatch
):
    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 5))
    c = w.controller
    draw_and_discard(qtbot, w)
    wait_for_human(qtbot, w)  # the computers have played
    target = tmp_path / "friday"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        staticmethod(lambda *a, **k: (str(target) + ".rummy", "")),
    )
    w.menu_actions["save_as"].trigger()
    path = tmp_path / "friday.rummy"
    assert path.is_file() and w.files.save_path == path
    assert w.windowTitle().startswith("friday[*]") and not w.isWindowModified()
    saved = c.game.snapshot()
    log, notes = list(c.game.log), list(c.live.notes)
    assert len(notes) == len(log)
    assert any(n for n, a in zip(notes, log, strict=True) if a.seat != 0)  # bot reasons kept

    draw_and_discard(qtbot, w)
    assert w.isWindowModified()
    with answering(QMessageBox.StandardButton.Discard):  # "Save before you open another?"
        w.menu_actions["open"].trigger()
    assert c.game.snapshot() == saved and c.game.log == log and c.live.notes == notes
    assert not w.isWindowModified() and w.files.save_path == path

    assert load_settings()[0].recent_files == [str(path.resolve())]
    w.recent_menu.aboutToShow.emit()
    entries = [a for a in w.recent_menu.actions() if "friday.rummy" in a.text()]
    assert len(entries) == 1
    draw_and_discard(qtbot, w)
    with answering(QMessageBox.StandardButton.Discard):
        entries[0].trigger()
    assert c.game.snapshot() == saved
    wait_for_human(qtbot, w)

    w.menu_actions["save"].trigger()  # a named game saves in place, without asking
    assert not w.isWindowModified()


def test_a_file_on_the_command_line_opens_and_a_damaged_one_is_only_reported(
    qtbot, windows, tmp_path, monkeypatch
):
    game, notes = played_game("hillbilly", 3, 9, 40)
    seats = [Seat.human("Ann"), Seat.computer("Bob"), Seat.computer("Cy")]
    good = tmp_path / "good.rummy"
    save_game(good, game, seats, game_id=new_game_id(), notes=notes)
    warnings: list[str] = []
    monkeypatch.setattr(plain_box, "warn", lambda _p, _t, text: warnings.append(text))

    w = app.start_window([str(good)])
    windows.made.append(w)
    w.startup_timer.start(0)
    qtbot.waitUntil(lambda: w.controller is not None and w.controller.game is not None)
    assert w.controller.game.log[: len(game.log)] == game.log
    assert w.files.save_path == good and "good" in w.windowTitle()
    assert warnings == [] and windows.asked == []

    bad = tmp_path / "bad.rummy"
    bad.write_bytes(good.read_bytes()[:500])
    w2 = app.start_window([str(bad)])
    windows.made.append(w2)
    w2.startup_timer.start(0)
    qtbot.waitUntil(lambda: w2.controller is not None and w2.controller.game is not None)
    assert len(warnings) == 1 and warnings[0].startswith("Cannot open 'bad.rummy'")
    assert "\n" not in warnings[0]
    assert w2.isVisible() and w2.files.save_path is None  # a new game is dealt instead
    assert bad.read_bytes() == good.read_bytes()[:500]  # never overwritten


def test_the_command_line_sends_a_save_file_to_the_window(monkeypatch, tmp_path):
    opened: list[list[str]] = []
    monkeypatch.setattr(cli, "open_window", lambda argv=None: opened.append(argv) or 0)
    assert cli.main(["friday.rummy"]) == 0
    existing = tmp_path / "game.sav"
    existing.write_text("{}")
    assert cli.main([str(existing)]) == 0
    assert opened == [["friday.rummy"], [str(existing)]]
    assert cli.saved_game_argument(["analyze"]) is None
    assert cli.saved_game_argument(["--selftest"]) is None


# ---- autosave and resume --------------------------------------------------------------------


def autosaved_actions() -> int:
    return len(json.loads(autosave_path().read_text("utf-8"))["actions"])


def test_the_autosave_is_written_after_every_action(qtbot, windows):
    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 21))
    c = w.controller
    wait_for_human(qtbot, w)
    assert c.submit(DrawStock(0))
    assert autosave_path().is_file()
    assert autosaved_actions() == len(c.game.log)
    first = autosaved_actions()
    assert c.submit(Discard(0, c.game._state.hands[0][-1]))
    assert autosaved_actions() == first + 1


def test_an_interrupted_game_is_offered_and_resumed_exactly(qtbot, windows):
    a = windows(GameSetup("hillbilly", ONE_HUMAN, {}, 7))
    wait_for_human(qtbot, a)
    assert a.controller.submit(a.controller.legal()[0])  # draw, or answer a buy offer
    wait_for_human(qtbot, a)
    a.controller.shutdown()  # dropped: no clean end, no close
    before = a.controller.game.snapshot()
    hand, notes, game_id = (
        a.controller.game._state.hands[0],
        list(a.controller.live.notes),
        a.files.game_id,
    )

    windows.answer["resume"] = QMessageBox.Yes
    b = windows()
    assert len(windows.asked) == 1
    assert windows.asked[0].startswith("Resume the interrupted game?")
    assert "Hillbilly Rummy, round 1 of 10: You, Ada, Bruno" in windows.asked[0]
    c = b.controller
    assert c.game.snapshot() == before  # the same turn, hands, stock and discard
    assert c.game._state.hands[0] == hand and c.live.notes == notes and b.files.game_id == game_id
    assert b.files.save_path is None and c.viewer == 0
    wait_for_human(qtbot, b)
    assert set(hand) <= b.scene.face_up_cards()


def test_a_killed_process_resumes_exactly(qtbot, windows, home, tmp_path):
    script = textwrap.dedent(
        """
        import json, os, signal, sys
        from PySide6.QtWidgets import QApplication
        from rummy_desktop.match.seat import Seat
        from rummy_desktop.match.setup import GameSetup
        from rummy_desktop.ui.window.main_window import MainWindow
        application = QApplication([])
        w = MainWindow(persist=True)
        w.show()
        seats = (Seat.of("You"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
        w.finish_startup(GameSetup("three-thirteen", seats, {}, 33))
        c = w.controller
        while c.acting_human() is None:
            application.processEvents()
        c.submit(c.legal()[0])
        print(json.dumps(c.game.snapshot()), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RUMMY_DESKTOP_HOME=str(home))
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, timeout=60
    )
    assert done.returncode != 0  # killed
    before = json.loads(done.stdout.decode().splitlines()[-1])

    windows.answer["resume"] = QMessageBox.Yes
    b = windows()
    assert json.loads(json.dumps(b.controller.game.snapshot())) == before


def test_a_resumed_hot_seat_game_shows_the_pass_screen_first(qtbot, windows):
    game, notes = played_game("three-thirteen", 3, 4, 9)
    seats = [Seat.human("Ann"), Seat.human("Ben"), Seat.computer("Ada")]
    Autosaver(seats, new_game_id()).save(game, notes)

    windows.answer["resume"] = QMessageBox.Yes
    w = windows()
    c, scene, screen = w.controller, w.scene, w.table.pass_screen
    assert "Ann, Ben, Ada" in windows.asked[0]
    assert c.viewer is None

    def hidden() -> bool:
        hands = {card for hand in c.game._state.hands for card in hand}
        assert not scene.face_up_cards() & hands, "a hand is face up before the pass screen"
        return screen.isVisible()

    qtbot.waitUntil(hidden, timeout=8000)
    seat = screen.seat
    assert c.names[seat] in screen.label.text()
    QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert set(c.game._state.hands[seat]) <= scene.face_up_cards()


def test_a_failing_autosave_warns_once_and_the_game_goes_on(qtbot, windows, monkeypatch):
    from rummy_desktop.persistence import atomic

    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 12))
    c = w.controller
    wait_for_human(qtbot, w)
    shown: list[str] = []
    original = w.status_line.show_message
    monkeypatch.setattr(
        w.status_line, "show_message", lambda text, *a: (shown.append(text), original(text, *a))[0]
    )

    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write_temp", full)
    start = len(c.game.log)
    draw_and_discard(qtbot, w)
    draw_and_discard(qtbot, w)
    assert len(c.game.log) >= start + 4
    warnings = [t for t in shown if t.startswith("Autosave failed")]
    assert len(warnings) == 1 and "goes on" in warnings[0]
    assert w.message_label.text() == warnings[0]


# ---- game over: statistics and review -------------------------------------------------------


def test_statistics_count_a_game_once_and_the_review_steps_through_it(qtbot, windows, tmp_path):
    game, notes = played_game("three-thirteen", 2, 6, None)
    last = game.log[-1]
    names = ["You", "Ada"]
    seats = [Seat.human(n) if i == last.seat else Seat.computer(n) for i, n in enumerate(names)]
    almost = Game.replay(game.rules, game.seed, game.log[:-1])
    path = tmp_path / "almost.rummy"
    save_game(path, almost, seats, game_id=new_game_id(), notes=notes[:-1])

    w = windows(path=path)
    c = w.controller
    assert not w.menu_actions["review"].isEnabled()  # no peeking at hands mid-game
    wait_for_human(qtbot, w, last.seat)
    assert c.submit(last)
    assert c.game.is_over and len(c.live.notes) == len(c.game.log)
    qtbot.waitUntil(lambda: w.round_end_dialog is not None)
    stats, problem = load_stats()
    assert problem is None
    assert [stats.record(n, "three-thirteen").games for n in names] == [1, 1]
    w.session.game_over()  # a second Game Over changes nothing
    assert load_stats()[0].record("You", "three-thirteen").games == 1

    w.menu_actions["statistics"].trigger()
    assert isinstance(w.session.dialog, StatisticsDialog)
    assert w.session.dialog.tables["three-thirteen"].model().rowCount() == 2
    w.session.dialog.reject()

    review_button = next(
        b
        for b in w.round_end_dialog.findChildren(type(w.panel.buttons["hint"]))
        if b.text() == "Review game"
    )
    review_button.click()
    review = w.session.review_window
    assert review is not None and review.isVisible()
    assert review.review.position == len(c.game.log)
    review.buttons["previous"].click()
    assert review.review.position == len(c.game.log) - 1
    review.buttons["first"].click()
    assert review.review.position == 0 and "The cards are dealt" in review.table.text()
    for card in review.review.step(0).hands[1]:
        assert card.pretty in review.table.text()  # every hand face up
    bot_move = next(i for i, a in enumerate(c.game.log, 1) if a.seat != last.seat)
    review.moves.setCurrentIndex(review.moves.model().index(bot_move))
    assert review.review.position == bot_move
    assert notes[bot_move - 1] in review.table.text().replace("&#x27;", "'")
    review.buttons["next"].click()
    assert review.review.position == bot_move + 1
    assert w.menu_actions["review"].isEnabled()

    w.session.review_file(path)  # from a saved game
    assert len(w.session.review_window.review) == len(game.log)


# ---- settings and Preferences ---------------------------------------------------------------


def test_game_over_says_once_what_the_statistics_set_aside(qtbot, windows, tmp_path, monkeypatch):
    """Issue 32: one bad record reset the whole statistics file, silently at game over. Now
    the good records are kept and the window says once what was set aside."""
    from rummy_desktop.persistence import stats_path

    game, notes = played_game("three-thirteen", 2, 6, None)
    last = game.log[-1]
    names = ["You", "Ada"]
    seats = [Seat.human(n) if i == last.seat else Seat.computer(n) for i, n in enumerate(names)]
    almost = Game.replay(game.rules, game.seed, game.log[:-1])
    path = tmp_path / "almost.rummy"
    save_game(path, almost, seats, game_id=new_game_id(), notes=notes[:-1])
    stats_file = stats_path()
    stats_file.parent.mkdir(parents=True, exist_ok=True)
    doc = {
        "version": 1,
        "players": {"Zed": {"hillbilly": {"games": -1}}, "Bo": {"hillbilly": {"games": 4}}},
    }
    stats_file.write_text(json.dumps(doc), "utf-8")

    w = windows(path=path)
    shown: list[str] = []
    original = w.status_line.show_message
    monkeypatch.setattr(
        w.status_line, "show_message", lambda text, *a: (shown.append(text), original(text, *a))[0]
    )
    wait_for_human(qtbot, w, last.seat)
    assert w.controller.submit(last)
    qtbot.waitUntil(lambda: w.round_end_dialog is not None)
    said = [t for t in shown if t.startswith("Statistics: ")]
    assert len(said) == 1 and "'Zed'" in said[0] and "set aside" in said[0]
    stats, problem = load_stats()
    assert problem is None and stats.record("Bo", "hillbilly").games == 4
    assert stats.record("You", "three-thirteen").games == 1
    w.session.game_over()  # a second Game Over: nothing more to say
    assert len([t for t in shown if t.startswith("Statistics: ")]) == 1


def test_preferences_save_a_change_and_the_window_geometry_is_kept(qtbot, windows):
    from rummy_desktop.ui.table.card_art import default_art

    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 3))
    w.menu_actions["preferences"].trigger()
    dialog = w.session.dialog
    assert isinstance(dialog, PreferencesDialog)
    dialog.name_edit.setText("Annie")
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    dialog.back_combo.setCurrentIndex(dialog.back_combo.findData("svg"))
    dialog.seats.players_spin.setValue(2)  # Players tab: You and a hard-thinking Ada
    kind, name = dialog.seats.rows[1]
    kind.setCurrentIndex(kind.count() - 1)
    name.setText("Ada")
    try:
        dialog.accept()
        saved = load_settings()[0]
        assert (saved.player_name, saved.animation_speed, saved.card_back) == (
            "Annie",
            "fast",
            "svg",
        )
        assert w.speed_ms == 120 and w.menu_actions["speed_fast"].isChecked()
        assert w.scene.art.back == "svg"
    finally:
        default_art().back = "blue"  # the art cache is shared by every scene of the process
    assert [s.name for s in saved.last_seats] == ["You", "Ada"]
    setup = w.session.default_setup()  # the next new game: the player's name and seats
    assert setup.seats == (Seat.of("Annie"), Seat.of("Ada", kind.currentData()))

    w.resize(800, 744)  # inside the offscreen screen (800x800): a larger one is fitted to it
    w.setWindowModified(False)  # no moves of the player's yet: nothing to ask about
    w.close()
    assert load_settings()[0].window_geometry
    again = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 3))
    assert (again.width(), again.height()) == (800, 744)  # not the 1280x800 it was made


def test_a_damaged_settings_file_gives_the_defaults_and_says_so(qtbot, windows, home):
    settings_path().write_text('{"version": 1, "player_name": ')
    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 3))
    assert "reset to the defaults" in w.message_label.text()
    assert w.session.settings == Settings()
    assert list(settings_path().parent.glob("settings.json.broken-*"))


def test_the_new_game_dialog_starts_from_the_settings_and_remembers_the_seats(
    qtbot, windows, monkeypatch
):
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    save_settings(
        Settings(
            animation_speed="instant",
            player_name="Ann",
            last_variant="three-thirteen",
            house_rules={"three-thirteen": {"five_crowns_scoring": True}},
        )
    )
    shown: list[NewGameDialog] = []

    def accept(dialog: NewGameDialog) -> int:
        shown.append(dialog)
        assert dialog.variant == "three-thirteen" and dialog.seed_edit.text() == ""
        assert dialog.rules_panel.value("five_crowns_scoring") is True
        dialog.set_variant("hillbilly")
        dialog.set_variant("three-thirteen")  # the player's house rules come back
        assert dialog.rules_panel.value("five_crowns_scoring") is True
        dialog.players_spin.setValue(2)
        return NewGameDialog.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    w = windows(GameSetup("hillbilly", ONE_HUMAN, {}, 3))
    w.setWindowModified(False)  # the question before New Game has tests of its own
    w.menu_actions["new"].trigger()
    assert shown and w.controller.game.rules.five_crowns_scoring
    assert w.setup.seats[0] == Seat.of("Ann")
    saved = load_settings()[0]
    assert saved.last_variant == "three-thirteen" and len(saved.last_seats) == 2


def test_a_game_saved_and_quit_is_offered_as_the_last_game_not_an_interrupted_one(
    qtbot, windows, tmp_path, monkeypatch
):
    # Issue 34, item 12: "Resume the interrupted game?" after Save, then Quit.
    a = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 5))
    draw_and_discard(qtbot, a)
    wait_for_human(qtbot, a)
    target = tmp_path / "tuesday"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    QTest.keyClick(a, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)  # Game ▸ Save
    assert not a.isWindowModified()
    QTest.keyClick(a, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # Game ▸ Quit
    qtbot.waitUntil(lambda: not a.isVisible(), timeout=3000)
    windows.answer["resume"] = QMessageBox.No
    b = windows()
    assert len(windows.asked) == 1
    assert windows.asked[0].startswith("Continue your last game?")
    assert "interrupted" not in windows.asked[0]
    assert b.controller.game is not None  # No: a new game, and the table says so
    assert "new game" in b.message_label.text().lower()
