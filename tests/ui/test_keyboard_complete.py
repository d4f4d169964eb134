"""Both games played start to finish of a round with key events only, and a hot-seat turn with
a buy: the human's decisions are the ``simple`` bot's, made with the keys the Help lists."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rummy_desktop.ai import make_bot
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import close_window, open_window
from .keyboard import act_by_keys, press

K = Qt.Key


def play_round_by_keys(qtbot, window, seat: int = 0):
    c = window.controller
    brain = make_bot("simple", seed=1)
    ended: list = []
    c.roundEnded.connect(ended.append)
    kinds: set[str] = set()
    for _ in range(400):
        qtbot.waitUntil(lambda: bool(ended) or c.acting_human() is not None, timeout=15000)
        if ended:
            break
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
        action = brain.choose(c.game.view(seat))
        before = len(c.game.log)
        act_by_keys(qtbot, window, action)
        qtbot.waitUntil(lambda b=before: len(c.game.log) > b, timeout=5000)
        made = c.game.log[before]
        assert made.seat == seat
        kinds.add(type(made).__name__)
    assert ended, "the round did not end"
    return ended[0], kinds


def _solo(variant: str, seed: int) -> GameSetup:
    seats = (Seat.of("You"),) + tuple(Seat.of(n, "simple") for n in ("Ada", "Bruno"))
    return GameSetup(variant, seats, {}, seed)


def test_a_three_thirteen_round_by_keys_only_then_the_next_deal(qtbot):
    from rummy_desktop.ui.table.deck_style import DeckStyle

    window = open_window(qtbot, _solo("three-thirteen", 1))
    session = window.session  # played with the four-colour deck and the large index on
    # Instant kept (the settings' own speed, Normal, would make the round wait for each flight)
    session.settings = session.settings.updated(
        four_colour_deck=True, large_index=True, animation_speed="instant"
    )
    session.apply_settings()
    assert window.scene.art.style == DeckStyle(True, True) and window.speed_ms == 0
    summary, kinds = play_round_by_keys(qtbot, window)
    assert summary.round_no == 1 and summary.went_out == 0
    assert kinds == {"DrawStock", "TakeDiscard", "Discard", "GoOut"}
    # The round-end dialog has the keyboard: Return deals round 2.
    dialog = window.round_end_dialog
    qtbot.waitUntil(lambda: dialog.isVisible() and dialog.isActiveWindow(), timeout=3000)
    press(window, K.Key_Return)
    qtbot.waitUntil(lambda: window.controller.game.round_no == 2, timeout=5000)
    window.scene.set_deck_style(False, False, False)  # the art is the process's: leave it plain
    close_window(window)


def test_a_hillbilly_round_by_keys_only(qtbot):
    window = open_window(qtbot, _solo("hillbilly", 13))
    summary, kinds = play_round_by_keys(qtbot, window)
    assert summary.round_no == 1
    assert {"DrawStock", "TakeDiscard", "Buy", "DeclineBuy", "LayDown", "LayOff"} <= kinds
    assert window.controller.game._state.scores[0][0] == summary.points[0]
    close_window(window)


def test_a_hot_seat_turn_with_a_buy_by_keys_only(qtbot):
    """Ann, Ben and a computer: the pass screen, a buy offered behind it, the buy itself and
    the turn after, every one a key. The announcer tells each person only their own news."""
    from rummy_desktop.engine import Buy, DeclineBuy

    seats = (Seat.of("Ann"), Seat.of("Ben"), Seat.of("Ada", "simple"))
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, 21))
    c, screen = window.controller, window.table.pass_screen
    window.announcer.pace = (1, 30)  # the game moves at once: keep up with it
    window.announcer.pacing = True  # as with a screen reader listening: news is read first
    brain = make_bot("simple", seed=1)
    bought = None
    for _ in range(200):
        qtbot.waitUntil(lambda: screen.isVisible() or c.acting_human() is not None, timeout=15000)
        if screen.isVisible():
            assert screen.button.hasFocus()  # the keys go to "I'm Ben: show my cards"
            seat = screen.seat
            press(window, K.Key_Space)
            qtbot.waitUntil(lambda s=seat: c.acting_human() == s, timeout=5000)
            continue
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
        me = c.acting_human()
        action = brain.choose(c.game.view(me))
        if isinstance(action, DeclineBuy) and bought is None:
            action = Buy(me)  # the person on offer takes it: the point of the test
        before = len(c.game.log)
        act_by_keys(qtbot, window, action)
        qtbot.waitUntil(lambda b=before: len(c.game.log) > b, timeout=5000)
        if isinstance(c.game.log[before], Buy):
            bought = (me, c.game.view(me).discard, c.game.hand(me))
        elif bought is not None and c.game.log[before].seat == bought[0]:
            break  # the buyer played on, with the keys, after the buy
    assert bought is not None, "nobody was offered a card to buy"
    buyer = bought[0]
    lines = c.live.talk.visible_to(buyer)
    assert any(line.startswith("You bought the ") for line in lines)
    # The screen reader said the buyer's own words ("You bought the 9♣ and a penalty card,
    # the 4♦") to the buyer alone: to nobody else, and not behind the pass screen.
    from rummy_desktop.tabletop.describe import spoken

    private = {
        spoken(line.own)
        for line in c.live.talk.lines
        if line.seat is not None and line.own and line.own != line.text
    }
    qtbot.waitUntil(lambda: not window.announcer.pending(), timeout=5000)
    heard = window.announcer.heard
    assert any(who == buyer and text in private for who, text in heard), heard
    for who, text in heard:
        owners = {line.seat for line in c.live.talk.lines if line.own and spoken(line.own) == text}
        assert text not in private or owners == {who}, (who, text)
    close_window(window)


# ---- a lay-off at the end the player chooses, and a swap, by keys --------------------------


def _rigged(qtbot, hand: str, melds):
    from tests.engine.rig import PLAY, hillbilly, rig

    from .drive import wait_for_my_turn

    window = open_window(qtbot, _solo("hillbilly", 13))
    wait_for_my_turn(qtbot, window)
    c = window.controller
    c.shutdown()  # the table stands still: only the player moves
    game = rig(
        hillbilly(3),
        round_no=2,
        hands=[hand, "KS QS", "4D 5D"],
        melds=melds,
        down=[0, 1],
        turn=0,
        phase=PLAY,
    )
    c.game._state = game._state
    c.reveal_to(0)
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    window.view.setFocus()
    return window


def _keys_in_dialog(*keys):
    """An ``answering`` step: press ``keys`` in the dialog, where its focus is."""
    from PySide6.QtTest import QTest

    def step(dialog) -> None:
        from PySide6.QtWidgets import QApplication

        # As a player's keys do: once the dialog is the active window (a radio button moves
        # the choice only then; on a loaded machine the poll may see the dialog before).
        for _ in range(300):
            if QApplication.activeWindow() is dialog:
                break
            QTest.qWait(10)
        for k in keys:
            QTest.keyClick(dialog.focusWidget() or dialog, k)

    return step


def test_a_lay_off_at_the_end_the_player_chooses_by_keys(qtbot):
    from rummy_desktop.engine import LayOff

    from .drive import answering
    from .keyboard import walk_to

    window = _rigged(qtbot, "JK 2C", [(0, "run", "5H 6H 7H 8H")])
    c = window.controller
    joker = next(x for x in c.game._state.hands[0] if x.is_joker)
    run = c.game._state.melds[0].id
    walk_to(window, "card", joker)
    press(window, K.Key_Space)
    walk_to(window, "meld", run)
    # "Where does the JK go?": Down to the second answer (the high end), Return.
    with answering(_keys_in_dialog(K.Key_Down, K.Key_Return)) as asked:
        press(window, K.Key_Space)
    assert asked.seen == ["Your choice"]
    made = c.game.log[-1]
    assert isinstance(made, LayOff) and made.card == joker and made.end == "high"
    close_window(window)


def test_a_natural_swaps_for_the_wild_it_stands_for_by_keys(qtbot):
    from rummy_desktop.engine import SwapWild

    from .keyboard import walk_to

    window = _rigged(qtbot, "7H 2C", [(1, "run", "5H 6H JK 8H"), (1, "set", "QD QC QH")])
    c = window.controller
    seven = next(x for x in c.game._state.hands[0] if x.code == "7H")
    run = c.game._state.melds[0].id
    walk_to(window, "card", seven)
    press(window, K.Key_Space)
    walk_to(window, "meld", run)
    # The freed wild must be played this turn, and only Ada's queens take it: no question.
    press(window, K.Key_Space)
    made = c.game.log[-1]
    assert isinstance(made, SwapWild) and made.card == seven and made.then is not None
    assert seven in c.game._state.melds[0].meld.cards
    assert any(x.is_joker for x in c.game._state.melds[1].meld.cards)
    close_window(window)
