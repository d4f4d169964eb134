"""GameController: bots off the GUI thread, hot-seat privacy, refused moves, staged lay-downs."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rummy_desktop.ai import SimpleBot, make_bot
from rummy_desktop.engine import Discard, DrawStock, LayDown, parse_cards
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.model import Gesture
from rummy_desktop.ui.play.controller import GameController
from rummy_desktop.ui.table.scene import TableScene
from rummy_desktop.ui.window.main_window import MainWindow


class SleepyBot(SimpleBot):
    """Thinks for 0.3 s per move."""

    def choose(self, view):
        time.sleep(0.3)
        return super().choose(view)


class BrokenBot:
    def choose(self, view):
        raise RuntimeError("my circuits are fried")

    def explain(self) -> str:
        return ""


@pytest.fixture
def controller(qtbot):
    scene = TableScene()
    c = GameController(scene)
    c.set_animation_ms(0)
    yield c
    c.shutdown()


def computers(*names: str, level: str = "simple") -> tuple[Seat, ...]:
    return tuple(Seat.of(n, level) for n in names)


def test_a_thinking_bot_does_not_block_the_event_loop(qtbot, controller):
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    controller.start(GameSetup("three-thirteen", computers("Ada", "Bruno"), {}, 3))
    controller.match.bots = {0: SleepyBot(), 1: SleepyBot()}
    qtbot.waitUntil(lambda: controller.thinking is not None, timeout=2000)
    started = time.perf_counter()
    qtbot.wait(1000)
    timer.stop()
    during = [t for t in ticks if t >= started]
    assert len(during) >= 25, f"the event loop stalled: {len(during)} ticks in 1 s"
    assert len(controller.game.log) >= 2  # and the bots did play meanwhile
    assert "thinking" in controller.status()


def test_a_broken_bot_is_replaced_by_a_legal_move(qtbot, controller):
    messages = []
    controller.message.connect(messages.append)
    controller.start(GameSetup("three-thirteen", computers("Ada", "Bruno"), {}, 3))
    controller.match.bots = {0: BrokenBot(), 1: make_bot("simple")}
    qtbot.waitUntil(lambda: len(controller.game.log) >= 4, timeout=5000)
    assert any("fried" in m for m in messages)


def test_a_refused_move_gives_the_engine_sentence(qtbot, controller):
    messages = []
    controller.message.connect(messages.append)
    controller.start(GameSetup("three-thirteen", (Seat.of("You"), *computers("Ada")), {}, 2))
    qtbot.waitUntil(lambda: controller.acting_human() == 0, timeout=5000)
    card = controller.game.view(0).hand[0]
    assert not controller.submit(Discard(0, card))  # must draw first
    assert messages and "draw" in messages[-1].lower()
    assert controller.judge(Gesture("discard", (card,))) is not None
    assert controller.judge(Gesture("draw_stock", ())) is None
    assert controller.submit(DrawStock(0))


def test_before_a_deal_nothing_is_legal_and_the_live_game_is_refused_plainly(qtbot, controller):
    assert controller.judge(Gesture("discard", ())) == "Start a game first"
    assert controller.legal() == () and controller.person.buy_offer() is None
    assert not controller.person.draw_stock()
    with pytest.raises(RuntimeError, match="No game has been dealt yet"):
        controller.live_game  # noqa: B018 (the property's own refusal)


def test_a_meld_gesture_without_a_meld_is_refused_in_words(qtbot, controller):
    controller.start(GameSetup("three-thirteen", (Seat.of("You"), *computers("Ada")), {}, 2))
    qtbot.waitUntil(lambda: controller.acting_human() == 0, timeout=5000)
    assert controller.submit(DrawStock(0))
    card, moves = controller.game.view(0).hand[0], len(controller.game.log)
    for kind in ("lay_off", "swap"):
        assert controller.judge(Gesture(kind, (card,))) == "Drop the card on a meld"
    assert len(controller.game.log) == moves  # judging plays nothing


def test_staged_melds_enable_lay_down_only_when_they_meet_the_contract(qtbot, controller):
    controller.start(GameSetup("hillbilly", (Seat.of("You"), *computers("Ada")), {}, 13))
    game = controller.game
    qtbot.waitUntil(lambda: controller.acting_human() == 0, timeout=5000)
    # Put a known hand in seat 0 (a test may rig the state; the UI never does).
    game._state.hands[0][:] = parse_cards("7H 7S 7D 9C 9D JK KS 4C")
    game._state.phase, game._state.turn, game._state.buy_card = "play", 0, None
    controller.reveal_to(0)
    scene = controller.scene
    hand = {c.code: c for c in game._state.hands[0]}
    scene.set_arrangement(scene.hand.staged_into([hand["7H"], hand["7S"], hand["7D"]], None))
    action, why = controller.person.lay_down_action()
    assert action is None and "2 sets" in why.replace("two sets", "2 sets")
    scene.set_arrangement(scene.hand.staged_into([hand["9C"], hand["9D"], hand["JK"]], None))
    action, why = controller.person.lay_down_action()
    assert isinstance(action, LayDown), why
    assert controller.person.lay_down()
    assert game._state.down[0]


def test_hot_seat_never_shows_one_human_the_other_humans_cards(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.set_speed(0)
    seats = (Seat.of("Ann"), Seat.of("Ben"), Seat.of("Ada", "simple"))
    window.finish_startup(GameSetup("three-thirteen", seats, {}, 8))
    c, scene = window.controller, window.scene
    brain = make_bot("simple")
    ended: list = []
    c.roundEnded.connect(ended.append)
    passes = 0
    screen = window.table.pass_screen
    try:
        for _ in range(100):
            qtbot.waitUntil(
                lambda: bool(ended) or screen.isVisible() or c.acting_human() is not None,
                timeout=5000,
            )
            if ended:
                break
            hands = c.game._state.hands
            face_up = scene.face_up_cards()
            if screen.isVisible():
                passes += 1
                assert not face_up & {card for hand in hands for card in hand}
                assert c.names[screen.seat] in screen.label.text()
                QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
                continue
            me = c.acting_human()
            other = 1 - me
            assert not face_up & set(hands[other]), "a human sees the other human's cards"
            assert set(hands[me]) <= face_up
            c.submit(brain.choose(c.game.view(me)))
            QApplication.processEvents()
    finally:
        c.shutdown()
        if window.round_end_dialog is not None:
            window.round_end_dialog.done(0)
    assert ended and passes >= 2
