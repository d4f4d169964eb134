"""The game window: menus and shortcuts, status-bar sentences, help, and a non-blank table."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.status import status_text
from rummy_desktop.ui.dialogs.help import how_to_play_markdown
from rummy_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.set_speed(0)
    seats = (Seat.of("You"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
    w.finish_startup(GameSetup("hillbilly", seats, {"deuces_wild": True}, 13))
    yield w
    w.controller.shutdown()


def test_menus_hold_every_command_with_its_shortcut(window):
    a = window.menu_actions
    assert a["new"].shortcut().toString() == "Ctrl+N"
    for key in ("open", "save", "save_as", "quit", "sort_rank", "sort_suit", "full_screen"):
        assert key in a
    for key in ("speed_slow", "speed_normal", "speed_fast", "speed_instant"):
        assert a[key].isCheckable()
    assert a["speed_instant"].isChecked()
    for key in ("how_to_play", "shortcuts", "about"):
        assert key in a


def test_the_window_grabbed_to_png_is_not_blank(qtbot, window, tmp_path):
    qtbot.waitUntil(lambda: window.controller.acting_human() is not None, timeout=5000)
    path = tmp_path / "table.png"
    assert window.grab().save(str(path))
    image = window.grab().toImage()
    colours = {
        QColor(image.pixel(x, y)).name()
        for x in range(0, image.width(), 23)
        for y in range(0, image.height(), 23)
    }
    assert len(colours) > 50  # felt, cards, text: far from a blank window
    assert path.stat().st_size > 20_000


def test_status_bar_says_what_to_do(qtbot, window):
    c = window.controller
    qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=5000)
    text = window.instruction.text()
    view = c.game.view(0)
    if view.phase == "buy":
        assert "buy it" in text and "or pass" in text
        assert window.panel.buy_box.isVisible()
    else:
        assert text.startswith("Your turn: draw from the stock")


def test_status_sentences_for_each_moment():
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=1)
    seat = game.to_act()[0]
    other = 1 - seat
    names = ["You", "Ada"] if seat == 0 else ["Ada", "You"]
    humans = [s == seat for s in range(2)]
    top = game.view(seat).top_discard.pretty
    assert status_text(game.view(seat), names, humans) == (
        f"Your turn: draw from the stock or take the {top}"
    )
    assert status_text(game.view(other), names, humans) == "Waiting for You."
    game.apply(game.legal_actions(seat)[0])
    text = status_text(game.view(seat), names, humans)
    assert text in ("Your turn: discard a card", "You can go out: press Go out, or discard a card")
    hot = status_text(game.view(seat), names, [True, True])
    assert hot.startswith("Your turn, You") or hot.startswith("You can go out")


def test_hillbilly_buy_offer_is_a_sentence_with_buys_and_penalty():
    from rummy_desktop.engine import DrawStock

    game = Game(RuleSet.preset("hillbilly", players=3), seed=3)
    seat = game.to_act()[0]
    game.apply(DrawStock(seat))  # passes on the live upcard: a buy is offered
    buyer = game.to_act()[0]
    text = status_text(game.view(buyer), ["A", "B", "C"], [True, True, True])
    assert "buy it (3 buys left, plus 1 penalty card) or pass" in text


def test_how_to_play_shows_the_game_and_its_house_rules():
    text = how_to_play_markdown("three-thirteen", {"five_crowns_scoring": True})
    assert "# How to play Three Thirteen" in text
    assert "Five Crowns scoring" in text
    assert "## Three Thirteen" in text and "## Hillbilly Rummy" not in text


def test_help_dialogs_open(qtbot, window, monkeypatch):
    from rummy_desktop.ui.dialogs import help as help_module

    shown = []
    monkeypatch.setattr(help_module.TextDialog, "exec", lambda self: shown.append(self) or 0)
    for key in ("how_to_play", "shortcuts", "about"):  # the Help menu's commands
        window.menu_actions[key].trigger()
    assert len(shown) == 3
    assert "Deuces wild" in shown[0].browser.toPlainText()
    assert "Bellot" in shown[2].browser.toPlainText()


def test_sort_buttons_reorder_the_hand(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    scene = window.scene
    QTest.mouseClick(window.panel.buttons["sort_suit"], Qt.MouseButton.LeftButton)
    by_suit = scene.hand_order()
    QTest.mouseClick(window.panel.buttons["sort_rank"], Qt.MouseButton.LeftButton)
    by_rank = scene.hand_order()
    assert sorted(by_suit) == sorted(by_rank)
    naturals = [c.rank for c in by_rank if not c.is_joker and c.rank != 2]
    assert naturals == sorted(naturals)


def test_save_and_open_play_on_from_the_same_position(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path))
    c = window.controller
    qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=5000)
    path = tmp_path / "friday.rummy"
    window.files.save_path = path
    assert window.save_game()
    log = list(c.game.log)
    assert len(c.live.notes) == len(log)
    window.start_game(window.setup)  # a different game meanwhile
    assert window.open_game(path)
    assert c.game.log == log
    assert window.files.save_path == path
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=5000)


def test_a_round_that_can_never_end_ends_at_the_empty_stock_and_says_why(qtbot, window):
    from PySide6.QtWidgets import QLabel

    from tests.engine.rig import hillbilly, rig

    from .conftest import double_click

    c = window.controller
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=5000)
    # Rig the table (a test may; the UI never does): everyone is down, the stock is spent,
    # and no card left can join the one meld, which holds every 7 and a joker.
    dead = rig(
        hillbilly(3, deuces_wild=True),
        hands=["KD 4C", "5C 9H", "8S 3C"],
        discard="5S",
        melds=[(1, "set", "7S 7S 7H 7H 7D 7D 7C 7C JK")],
        down=[0, 1, 2],
        turn=0,
    )
    dead._state.discard = dead._state.stock + dead._state.discard
    dead._state.stock = []
    c.game._state = dead._state
    c.reveal_to(0)
    scene = c.scene
    double_click(window.view, scene.pile_rect("stock").center())
    qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=5000)
    texts = [label.text() for label in window.round_end_dialog.findChildren(QLabel)]
    assert any("no card left can ever be laid off" in t for t in texts), texts
    assert c.game.round_no == 2


def test_double_clicking_the_spent_stock_refills_it_and_draws(qtbot, window):
    from tests.engine.rig import hillbilly, rig

    from .conftest import double_click

    c = window.controller
    qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=5000)
    # The stock ran out on the last draw: no stock card is left to double-click.
    spent = rig(hillbilly(3, deuces_wild=True), hands=["KD 4C", "5C 9H", "8S 3C"], turn=0)
    spent._state.discard = spent._state.stock + spent._state.discard
    spent._state.stock = []
    c.game._state = spent._state
    c.reveal_to(0)
    under = len(spent._state.discard) - 1
    double_click(window.view, c.scene.pile_rect("stock").center())
    qtbot.waitUntil(lambda: len(c.game._state.hands[0]) == 3, timeout=5000)
    assert len(c.game._state.stock) == under - 1 and len(c.game._state.discard) == 1
