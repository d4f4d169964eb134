"""Help speaks the player's words, and every line of the shortcut page works in the window."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from rummy_desktop.engine import RuleSet
from rummy_desktop.tabletop.rule_words import FLAGS
from rummy_desktop.ui.dialogs.help import (
    SHORTCUTS,
    TextDialog,
    about_html,
    how_to_play_markdown,
)

from .drive import (
    answering,
    card_point,
    click,
    close_window,
    double_click,
    drag,
    free_stage_point,
    key,
    open_window,
    rig_hand,
    solo,
    top_stock_point,
    wait_for_my_turn,
)

CONFIG_NAMES = [name for name in RuleSet.model_fields if "_" in name] + ["tiebreak"]


def _shown(qtbot, **page) -> str:
    dialog = TextDialog("Page", **page)
    qtbot.addWidget(dialog)
    return dialog.browser.toPlainText()


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_how_to_play_speaks_the_dialogs_words(qtbot, variant):
    changed = {"deuces_wild": True} if variant == "hillbilly" else {"five_crowns_scoring": True}
    text = _shown(qtbot, markdown=how_to_play_markdown(variant, changed))
    assert "`" not in text and "{" not in text
    named = [name for name in CONFIG_NAMES if re.search(rf"\b{name}\b", text)]
    assert not named, named
    assert "Playing in the window" in text
    for word in ("Draw", "Discard", "Hint"):
        assert word in text
    # The undo rule of issue 34, said where a player looks for it.
    assert "Undo never goes back over a card the stock showed you" in " ".join(text.split())
    if variant == "hillbilly":
        for word in ("lay-down area", "Lay down", "Lay off", "Swap a wild", "Buy", "Go out"):
            assert word in text, word
    else:
        assert "Go out" in text
    labels = [FLAGS[n].label for n in FLAGS if FLAGS[n].label in text]
    assert len(labels) >= 10  # the house rules, listed by the labels of the New Game dialog
    assert "Buys per round: rounds 1–9: 3, round 10: 4" not in text or variant == "hillbilly"


def test_about_is_formatted_text_without_notes_for_developers(qtbot):
    text = _shown(qtbot, html=about_html("1.2.3"))
    assert "Rummy Desktop 1.2.3" in text and "Bellot" in text
    assert "`" not in text
    for developer_words in ("QtSvg", "element id", "npm", "README", "heart_1"):
        assert developer_words not in text


# ---- every line of Help ▸ Keyboard shortcuts, in the window --------------------------------


@pytest.fixture
def hillbilly(qtbot):
    window = open_window(qtbot, solo("hillbilly", seed=13))
    wait_for_my_turn(qtbot, window)
    yield window
    close_window(window)


@pytest.fixture
def three_thirteen(qtbot):
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1))
    wait_for_my_turn(qtbot, window)
    yield window
    close_window(window)


def _moves(window) -> int:
    return len(window.controller.game.log)


def _keyboard_on(window) -> None:
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the keyboard takes over the table


def _a_move_of_mine(w) -> None:
    """A real move of the player's: a game only the computers have played asks nothing."""
    offered = any(type(a).__name__ == "DeclineBuy" for a in w.controller.legal())
    key(w, Qt.Key.Key_P if offered else Qt.Key.Key_D)


def check_new(qtbot, w):
    _a_move_of_mine(w)
    with answering(QMessageBox.StandardButton.Discard, lambda d: d.reject()) as asked:
        key(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert asked.seen[-1] == "New Game"


def check_open_save(qtbot, w, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "keys"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(target) + ".rummy", ""))
    )
    key(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert (tmp_path / "keys.rummy").is_file() and not w.isWindowModified()
    before = _moves(w)
    key(w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert _moves(w) == before and w.files.save_path == tmp_path / "keys.rummy"


def check_draw(qtbot, w):
    rig_hand(w, "7H 7S 7D 9C 9D JK KS", phase="draw")
    before = _moves(w)
    key(w, Qt.Key.Key_D)
    assert _moves(w) == before + 1 and type(w.controller.game.log[-1]).__name__ == "DrawStock"


def check_take(qtbot, w):
    rig_hand(w, "7H 7S 7D 9C 9D JK KS", phase="draw")
    before = _moves(w)
    key(w, Qt.Key.Key_T)
    assert _moves(w) == before + 1 and type(w.controller.game.log[-1]).__name__ == "TakeDiscard"


def check_discard(qtbot, w):
    hand = rig_hand(w, "7H 7S 7D 9C 9D JK KS 4C")
    click(w, card_point(w, hand["KS"]))
    key(w, Qt.Key.Key_X)
    assert w.controller.game.log[-1].card == hand["KS"]


def check_lay_down(qtbot, w):
    hand = rig_hand(w, "7H 7S 7D 9C 9D JK KS 4C")
    for group in (("7H", "7S", "7D"), ("9C", "9D", "JK")):
        drag(w, card_point(w, hand[group[0]]), free_stage_point(w))
        for code in group[1:]:
            drag(w, card_point(w, hand[code]), card_point(w, hand[group[0]]))
    key(w, Qt.Key.Key_L)
    assert w.controller.game._state.down[0]


def check_go_out(qtbot, w3):
    hand = rig_hand(w3, "7H 8H 9H KS")  # round 1, drawn: a run of hearts and a spare king
    key(w3, Qt.Key.Key_G)
    assert type(w3.controller.game.log[-1]).__name__ == "GoOut"
    assert w3.controller.game.log[-1].discard == hand["KS"]


def check_buy_pass(qtbot, w):
    c = w.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=15000)
        if c.person.buy_offer() is not None:
            before = _moves(w)
            key(w, Qt.Key.Key_P)
            assert _moves(w) == before + 1 and type(c.game.log[-1]).__name__ == "DeclineBuy"
            break
        c.submit(c.legal()[0])
    else:
        raise AssertionError("no buy was offered")
    for _ in range(60):
        qtbot.waitUntil(lambda: c.acting_human() is not None, timeout=15000)
        if c.person.buy_offer() is not None:
            key(w, Qt.Key.Key_B)
            assert type(c.game.log[-1]).__name__ == "Buy"
            return
        c.submit(c.legal()[0])
    raise AssertionError("no second buy was offered")


def check_sort(qtbot, w):
    key(w, Qt.Key.Key_S)
    suits = [c.suit for c in w.scene.hand_order() if not c.is_joker]
    assert suits == sorted(suits, key="SHCD".index)
    key(w, Qt.Key.Key_R)
    ranks = [c.rank for c in w.scene.hand_order() if not c.is_joker]
    assert ranks == sorted(ranks)


def check_arrange(qtbot, w):
    hand = rig_hand(w, "KS 7H 4C 7S 9C 7D 9D 9H")  # round 1: two sets of three in there
    key(w, Qt.Key.Key_A)
    sets = {hand[c] for c in ("7H", "7S", "7D", "9C", "9D", "9H")}
    qtbot.waitUntil(lambda: set(w.scene.hand_order()[:6]) == sets, timeout=5000)


def check_hint(qtbot, w):
    key(w, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.message_label.text().startswith("Hint: "), timeout=5000)


def check_arrows(qtbot, w):
    _keyboard_on(w)
    keys = w.scene.keys
    start = keys.focused()
    QTest.keyClick(w.view, Qt.Key.Key_Up)
    assert keys.focused() is not start and keys.focused().kind in ("stock", "discard", "stage")
    QTest.keyClick(w.view, Qt.Key.Key_Down)
    assert keys.focused().kind == "card"


def check_space(qtbot, w):
    hand = rig_hand(w, "7H 7S 7D 9C 9D JK KS 4C")
    _keyboard_on(w)
    keys = w.scene.keys
    keys.focus_on("card", hand["KS"])
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    assert keys.held == ("hand", (hand["KS"],))
    keys.focus_on("discard")
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    assert w.controller.game.log[-1].card == hand["KS"]


def check_enter(qtbot, w):
    rig_hand(w, "7H 7S 7D 9C 9D JK KS", phase="draw")
    _keyboard_on(w)
    w.scene.keys.focus_on("stock")
    before = _moves(w)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert _moves(w) == before + 1


def check_escape(qtbot, w):
    hand = rig_hand(w, "7H 7S 7D 9C 9D JK KS 4C")
    _keyboard_on(w)
    keys = w.scene.keys
    keys.focus_on("card", hand["KS"])
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    assert keys.held is not None
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert keys.held is None


def check_f2(qtbot, w):
    w.announcer.pace = (1, 10)
    key(w, Qt.Key.Key_F2)
    assert w.announcer.said[-1].startswith("Hillbilly Rummy, round 1: ")


def check_seats(qtbot, w):
    _keyboard_on(w)
    keys = w.scene.keys
    QTest.keyClick(w.view, Qt.Key.Key_O)
    first = keys.focused()
    assert first.kind == "seat" and first.key != 0
    assert w.view.accessibleName().startswith(w.controller.names[first.key] + ": ")
    QTest.keyClick(w.view, Qt.Key.Key_O)
    assert keys.focused().kind == "seat" and keys.focused().key not in (0, first.key)
    QTest.keyClick(w.view, Qt.Key.Key_Down)  # the arrows lead back to the cards and piles
    assert keys.focused().kind != "seat"


def check_tab(qtbot, w):
    w.view.setFocus()
    key(w, Qt.Key.Key_Tab)
    first = QApplication.focusWidget()
    assert first is not w.view and first.isVisible()
    for _ in range(40):  # round the window and back to the table, its focus ring showing
        key(w, Qt.Key.Key_Tab)
        if QApplication.focusWidget() is w.view:
            break
    assert QApplication.focusWidget() is w.view and w.scene.keys.active
    key(w, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is not w.view


def check_f1(qtbot, w):
    with answering(lambda d: d.reject()) as asked:
        key(w, Qt.Key.Key_F1)
    assert asked.seen == ["How to play"]


def check_preferences(qtbot, w):
    key(w, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = w.session.dialog
    assert dialog is not None and dialog.windowTitle() == "Preferences"
    dialog.reject()


def check_multi_select(qtbot, w):
    hand = rig_hand(w, "7H 7S 7D 9C 9D JK KS 4C")
    click(w, card_point(w, hand["7H"]), Qt.KeyboardModifier.ControlModifier)
    click(w, card_point(w, hand["7S"]), Qt.KeyboardModifier.ShiftModifier)
    assert set(w.scene.selected_cards()) == {hand["7H"], hand["7S"]}
    drag(w, card_point(w, hand["7H"]), free_stage_point(w))
    assert sorted(w.scene.staged_melds()[0]) == sorted([hand["7H"], hand["7S"]])


def check_double_click(qtbot, w):
    hand = rig_hand(w, "7H 7S 7D 9C 9D JK KS", phase="draw")
    before = _moves(w)
    double_click(w, top_stock_point(w))
    assert _moves(w) == before + 1
    wait_for_my_turn(qtbot, w)  # the others answer the upcard's buy offer first
    assert w.controller.game.phase == "play"
    double_click(w, card_point(w, hand["KS"]))
    assert w.controller.game.log[-1].card == hand["KS"]


def check_full_screen(qtbot, w):
    key(w, Qt.Key.Key_F11)
    assert w.menu_actions["full_screen"].isChecked()
    key(w, Qt.Key.Key_F11)
    assert not w.menu_actions["full_screen"].isChecked()


def check_quit(qtbot, w):
    _a_move_of_mine(w)
    with answering(QMessageBox.StandardButton.Cancel):  # a game in progress asks first
        key(w, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert w.isVisible()
    w.setWindowModified(False)
    key(w, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not w.isVisible()


def check_undo_redo(qtbot, w):
    c = w.controller
    before, position = _moves(w), c.game.position()
    offered = any(type(a).__name__ == "DeclineBuy" for a in c.legal())
    key(w, Qt.Key.Key_P if offered else Qt.Key.Key_D)  # a real move: pass on a buy, or draw
    assert _moves(w) == before + 1
    key(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _moves(w) == before and c.game.position() == position
    key(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert _moves(w) >= before + 1
    # Ctrl+Y redoes too, as in most programs (issue 34, fresh pass item 6: it did nothing).
    key(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _moves(w) == before and c.game.position() == position
    key(w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert _moves(w) >= before + 1
    assert [s.toString() for s in w.menu_actions["redo"].shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]


def check_card_size(qtbot, w):
    first = w.scene.hand_order()[0]
    normal = w.scene.slots[first].width
    key(w, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert w.card_size == "larger" and w.scene.slots[first].width > normal
    key(w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    key(w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert w.card_size == "smaller" and w.scene.slots[first].width < normal


CHECKS = {
    "Ctrl+N": check_new,
    "Ctrl+O / Ctrl+S": check_open_save,
    "D": check_draw,
    "T": check_take,
    "X": check_discard,
    "L": check_lay_down,
    "G": check_go_out,
    "B / P": check_buy_pass,
    "R / S": check_sort,
    "A": check_arrange,
    "H": check_hint,
    "← → ↑ ↓": check_arrows,
    "Space": check_space,
    "Enter": check_enter,
    "Esc": check_escape,
    "F2": check_f2,
    "O": check_seats,
    "Tab / Shift+Tab": check_tab,
    "F1": check_f1,
    "Ctrl+,": check_preferences,
    "Ctrl+click, Shift+click": check_multi_select,
    "Double-click": check_double_click,
    "Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y": check_undo_redo,
    "Ctrl+wheel, Ctrl++ / Ctrl+-": check_card_size,
    "F11": check_full_screen,
    "Ctrl+Q": check_quit,
}


def test_every_line_of_the_shortcut_page_has_a_check():
    assert [k for k, _ in SHORTCUTS] == list(CHECKS)


@pytest.mark.parametrize("line", list(CHECKS))
def test_the_shortcut_line_works(qtbot, request, line, monkeypatch, tmp_path):
    check = CHECKS[line]
    if check is check_go_out:
        window = request.getfixturevalue("three_thirteen")
    else:
        window = request.getfixturevalue("hillbilly")
    if check is check_open_save:
        monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path / "home"))
        check(qtbot, window, monkeypatch, tmp_path)
    else:
        check(qtbot, window)


def test_the_page_for_playing_without_a_mouse_lists_every_key(qtbot):
    from rummy_desktop.ui.dialogs.help_access import access_markdown

    from .drive import close_window, open_window

    page = access_markdown()
    assert page.startswith("# Playing without a mouse or without sight")
    window = open_window(qtbot, solo("hillbilly"))
    try:
        shortcuts = [a.shortcut().toString() for a in window.menu_actions.values() if a.shortcut()]
        assert len(shortcuts) > 15
        for text in shortcuts:  # each menu shortcut, as the page writes it
            assert any(text in k for k, _ in SHORTCUTS) or f"| {text} " in page, text
        for k, _ in SHORTCUTS:
            assert f"| {k} |" in page
        for words in ("Ctrl+Tab", "Esc", "Enter", "Space", "F2", "screen reader", "Four-colour"):
            assert words in page
        # Help ▸ Playing without a mouse or without sight opens it.
        with answering(lambda d: d.reject()) as asked:
            window.menu_actions["access"].trigger()
        assert asked.seen == ["Playing without a mouse or without sight"]
    finally:
        close_window(window)
