"""The welcome screen of the first start and the guided first round, played through with real
mouse events: each step is said in the guide's bar and lit on the table; the guide ends at the
lay-down (Hillbilly) or the going out (Three Thirteen); it can be skipped and reopened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rummy_desktop.engine import GoOut, LayDown
from rummy_desktop.tabletop.guide import GUIDE_SEEDS, HOW_TO_PLAY
from rummy_desktop.ui.window.main_window import MainWindow

from .test_full_round import gesture_for

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def first_start(qtbot, tmp_path, monkeypatch):
    """A window started as on a new machine: no settings file yet."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path / "home"))
    made = []

    def make() -> MainWindow:
        w = MainWindow(persist=True)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        w.finish_startup()
        # Instant, as the tests mean: set before finish_startup, the settings' Normal (read
        # there) won, and every guided round waited for its deal and moves to fly.
        w.set_speed(0, remember=False)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()
        if w.guide.dialog is not None:
            w.guide.dialog.reject()
        w.setWindowModified(False)
        w.close()


def welcome(qtbot, window):
    qtbot.waitUntil(lambda: window.guide.dialog is not None and window.guide.dialog.isVisible())
    return window.guide.dialog


def play_guide(qtbot, window, limit: int = 30) -> list[str]:
    """Follow the guide's steps with the mouse until it says it is done; return the texts."""
    guide, c, scene = window.guide, window.controller, window.scene
    texts: list[str] = []
    for _ in range(limit):
        qtbot.waitUntil(
            lambda: guide.done or (c.acting_human() == 0 and not scene.is_animating()),
            timeout=15000,
        )
        if guide.done:
            return texts
        step = guide.step
        assert step is not None and guide.bar.isVisible()
        text = guide.text.text()
        assert text.startswith(f"Step {len(texts) + 1}: ")
        texts.append(text)
        # The step is pointed at on the table: its cards (or its pile's top card) are lit.
        lit = {k for k, item in scene.cards.items.items() if item.hinted}
        wanted = set(step.advice.cards) & set(scene.cards.items)
        assert wanted <= lit and (lit or step.advice.piles or not step.advice.cards)
        gesture_for(window, step.action)
    raise AssertionError(f"the guide never ended: {texts}")


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_the_first_start_welcomes_and_the_guided_round_plays_through(qtbot, first_start, variant):
    window = first_start()
    dialog = welcome(qtbot, window)
    dialog.radios[variant].click()
    lines = dialog.lines.text().splitlines()
    assert len(lines) == 10 and lines[0].endswith(HOW_TO_PLAY[variant][0])
    QTest.mouseClick(dialog.guided, LEFT)
    c = window.controller
    assert c.game.rules.variant == variant and c.game.seed == GUIDE_SEEDS[variant]
    assert c.names[1] == "Ada" and c.game.players == 2
    texts = play_guide(qtbot, window)
    goal = LayDown if variant == "hillbilly" else GoOut
    assert any(isinstance(a, goal) and a.seat == 0 for a in c.game.log)
    assert len(texts) >= 5  # the fixed deal teaches several moves, not one
    assert any("discard pile to your hand" in t for t in texts)
    assert "Well done" in window.guide.text.text()
    QTest.mouseClick(window.guide.skip_button, LEFT)  # "Close"
    assert not window.guide.bar.isVisible()


def test_the_guide_can_be_skipped_and_reopened_from_the_help_menu(qtbot, first_start):
    window = first_start()
    dialog = welcome(qtbot, window)
    QTest.mouseClick(dialog.skip, LEFT)
    assert window.guide.dialog is None and not window.guide.active
    dealt = window.controller.game
    assert dealt is not None and not window.guide.bar.isVisible()
    window.menu_actions["guided"].trigger()  # Help ▸ Guided first round
    dialog = welcome(qtbot, window)
    dialog.radios["three-thirteen"].click()
    QTest.mouseClick(dialog.guided, LEFT)
    assert window.guide.active and window.guide.bar.isVisible()
    qtbot.waitUntil(lambda: window.guide.step is not None, timeout=15000)
    assert window.scene.hinted  # the first step is lit
    QTest.mouseClick(window.guide.skip_button, LEFT)
    assert not window.guide.active and not window.guide.bar.isVisible()
    assert not window.scene.hinted
    assert "Guided first round" in window.message_label.text()


def test_a_second_start_does_not_welcome_again(qtbot, first_start):
    window = first_start()
    QTest.mouseClick(welcome(qtbot, window).skip, LEFT)
    window.controller.shutdown()
    window.setWindowModified(False)
    window.close()  # writes the settings (the window's size)
    again = first_start()
    QTest.qWait(100)
    assert again.guide.dialog is None


def test_the_hand_figure_agrees_with_the_guides_discard_and_says_what_it_means(qtbot, first_start):
    """Issue 34, item 25: at Three Thirteen's step 4 the guide said "Discard the Q♠" while the
    panel said 21 points left over, which only throwing the wild 3♣ gives (26 after the Q♠).
    The figure with a card drawn keeps the wild cards, says it is after a discard, and the
    guide's discard leaves what it said."""
    import re

    from rummy_desktop.engine import Discard

    from .test_table_details_34 import shows_whole

    window = first_start()
    window.resize(1024, 700)
    dialog = welcome(qtbot, window)
    dialog.radios["three-thirteen"].click()
    QTest.mouseClick(dialog.guided, LEFT)
    guide, c, scene = window.guide, window.controller, window.scene
    label = window.panel.hand_value
    checked = 0
    for _ in range(30):
        qtbot.waitUntil(
            lambda: guide.done or (c.acting_human() == 0 and not scene.is_animating()),
            timeout=15000,
        )
        if guide.done:
            break
        step = guide.step
        if isinstance(step.action, Discard):
            said = label.text()
            assert "after your discard" in said and "wild" in label.toolTip()
            assert shows_whole(label)
            promised = int(re.search(r"(\d+) points?", said).group(1))
            before = len(c.game.log)
            gesture_for(window, step.action)
            qtbot.waitUntil(lambda b=before: len(c.game.log) > b, timeout=5000)
            qtbot.waitUntil(lambda: "after your discard" not in label.text(), timeout=5000)
            shown = int(re.search(r"(\d+) points?", label.text()).group(1))
            assert shown == promised, (step.text, said, label.text())
            checked += 1
        else:
            gesture_for(window, step.action)
    assert guide.done and checked >= 2


def test_the_guides_well_done_closes_when_the_next_round_is_dealt(qtbot, first_start):
    # Issue 34, item 9: "Well done … play on to the end of the round" stayed into round 2.
    window = first_start()
    dialog = welcome(qtbot, window)
    dialog.radios["three-thirteen"].click()
    QTest.mouseClick(dialog.guided, LEFT)
    play_guide(qtbot, window)
    assert "Well done" in window.guide.text.text() and window.guide.bar.isVisible()
    qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=15000)
    deal = next(
        b for b in window.round_end_dialog.buttons.buttons() if b.text().startswith("Deal round")
    )
    QTest.mouseClick(deal, LEFT)
    qtbot.waitUntil(lambda: window.controller.game.round_no == 2, timeout=5000)
    assert not window.guide.bar.isVisible()


def computers_first(monkeypatch) -> None:
    """The usual game becomes a deal where a computer plays before you."""
    from dataclasses import replace

    from rummy_desktop.engine import Game
    from rummy_desktop.ui.window.session import Session

    usual = Session.default_setup

    def first(session):
        setup = usual(session)
        seed = next(s for s in range(1, 99) if Game(setup.rules(), s).to_act()[0] != 0)
        return replace(setup, seed=seed)

    monkeypatch.setattr(Session, "default_setup", first)


def watch_questions(asked: list[str]):
    """Answer (Cancel) and note any question box that comes up."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.reject()

    watch = QTimer()
    watch.timeout.connect(answer)
    watch.start(50)
    return watch


@pytest.mark.parametrize("choice", ["guided", "plain", "skip"])
def test_nothing_is_dealt_or_played_before_the_welcome_box_is_answered(
    qtbot, first_start, monkeypatch, choice
):
    # Issue 34, item 11: at the first start the usual game was dealt behind the welcome box
    # and the computers played it (a buy offer waited behind it at 1920x1080), then starting
    # the guided round asked "Save 'Hillbilly Rummy, deal …'?" about a game nobody touched.
    computers_first(monkeypatch)
    window = first_start()
    dialog = welcome(qtbot, window)
    c = window.controller
    QTest.qWait(400)  # what the computers would have played by now, at speed 0
    assert c.game is None and not window.scene.cards.items and not window.isWindowModified()
    # An empty table behind it: no pile, headline or caption drawn for a game not dealt.
    assert not [type(i).__name__ for i in window.scene.items() if i.isVisible()]
    assert "Shuffling" not in window.instruction.text()
    dialog.radios["three-thirteen"].click()
    asked: list[str] = []
    watch = watch_questions(asked)
    try:
        QTest.mouseClick(getattr(dialog, choice), LEFT)
    finally:
        watch.stop()
    assert asked == [] and window.guide.dialog is None
    game = c.game
    assert game is not None  # whatever the choice, a game is dealt once it is made
    if choice == "guided":
        assert game.seed == GUIDE_SEEDS["three-thirteen"] and window.guide.active
    elif choice == "plain":
        assert game.rules.variant == "three-thirteen" and not window.guide.active
    else:  # Skip: the usual game
        assert game.rules.variant == "hillbilly" and not window.guide.active
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=15000)  # and it is played


def test_the_computers_wait_while_the_welcome_box_is_open_over_a_game(
    qtbot, first_start, monkeypatch
):
    # Help ▸ Guided first round opens the welcome box over a game in play: nothing is played
    # behind it either, until the person has chosen.
    computers_first(monkeypatch)
    window = first_start()
    QTest.mouseClick(welcome(qtbot, window).skip, LEFT)
    c = window.controller
    assert c.game is not None and c.game.log == [] and c.acting_human() is None
    window.menu_actions["guided"].trigger()  # before the computers' first move
    dialog = welcome(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=15000)  # the deal landed
    QTest.qWait(400)
    assert c.game.log == [] and c.thinking is None
    QTest.mouseClick(dialog.skip, LEFT)  # the game goes on
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=15000)
    assert c.game.log
