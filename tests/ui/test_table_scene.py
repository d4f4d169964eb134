"""The table scene: shows the model, turns real mouse and key events into gestures."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.tabletop.model import Gesture, from_view
from rummy_desktop.ui.table.scene import TableScene
from rummy_desktop.ui.table.view import TableView

from .conftest import build_model, cards, click, double_click, drag, grip, meld, press, release

RUN = meld(7, 1, "run", "5C 6C JK 8C", {"JK": "7♣"})
SET = meld(8, 2, "set", "QH QS QC")


def card(text: str):
    return cards(text)[0]


def test_scene_shows_the_model_and_only_the_viewer_hand_face_up(table):
    scene, view = table
    model = build_model(melds=(RUN, SET))
    scene.set_model(model)
    hand = set(model.seats[0].hand)
    up = scene.face_up_cards()
    assert hand <= up
    assert up == hand | set(RUN.cards) | set(SET.cards) | set(model.discard)
    backs = [i for i in scene.items_by_key.values() if not i.face_up]
    assert len(backs) == 3 * 11 + 4  # three opponents' hands and the stock's visible layers
    assert set(scene.hand_order()) == hand
    rect = scene.sceneRect()
    for item in scene.items_by_key.values():
        assert rect.contains(item.sceneBoundingRect().center())


def test_privacy_screen_shows_no_face_up_hand_card(table):
    scene, _view = table
    scene.set_model(build_model(viewer=None, reveal={1: "AS 2S"}))
    hands = cards("3H 4H 5H 9S 9D 9C KS QD 2C 7S AS 2S")
    assert not scene.face_up_cards() & set(hands)
    assert scene.hand_order() == []


def test_drag_stock_to_hand_draws(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "draw_stock", timeout=1000
    ):
        drag(view, scene.pile_rect("stock").center(), scene.pile_rect("hand").center())


def test_drag_discard_top_to_hand_takes_it(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "take_discard", timeout=1000
    ):
        drag(view, scene.pile_rect("discard").center(), scene.pile_rect("hand").center())


def test_drag_hand_card_to_discard_discards_that_card(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    seven = card("7S")
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "discard", timeout=1000
    ) as blocker:
        drag(view, grip(scene, seven), scene.pile_rect("discard").center())
    assert blocker.args == [Gesture("discard", (seven,))]


def test_illegal_drop_snaps_back_with_the_reason(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    asked = []

    def judge(gesture: Gesture) -> str | None:
        asked.append(gesture)
        return "Draw a card first" if gesture.kind == "discard" else None

    scene.set_judge(judge)
    seven = card("7S")
    home = scene.card_items()[seven].pos()
    with qtbot.waitSignal(scene.moveRejected, timeout=1000) as blocker:
        drag(view, grip(scene, seven), scene.pile_rect("discard").center(), steps=10)
    assert blocker.args == ["Draw a card first"]
    assert scene.card_items()[seven].pos() == home
    assert asked.count(Gesture("discard", (seven,))) == 1  # the judge was asked once, then cached


def test_drop_on_run_halves_chooses_the_end(table, qtbot):
    scene, view = table
    scene.set_model(build_model(melds=(RUN, SET)))
    rect = scene.pile_rect("meld:7")
    nine = card("9S")
    left = QPointF(rect.left() + 2, rect.bottom() - 3)
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "lay_off", timeout=1000
    ) as blocker:
        drag(view, grip(scene, nine), left)
    assert blocker.args == [Gesture("lay_off", (nine,), 7, "low")]
    right = QPointF(rect.right() - 3, rect.bottom() - 3)
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "lay_off", timeout=1000
    ) as blocker:
        drag(view, grip(scene, nine), right)
    assert blocker.args == [Gesture("lay_off", (nine,), 7, "high")]


def test_drop_on_a_set_has_no_end(table, qtbot):
    scene, view = table
    scene.set_model(build_model(melds=(RUN, SET)))
    queen = card("QD")
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "lay_off", timeout=1000
    ) as blocker:
        drag(view, grip(scene, queen), scene.pile_rect("meld:8").center())
    assert blocker.args == [Gesture("lay_off", (queen,), 8, None)]


def test_natural_dropped_on_a_wild_swaps(table, qtbot):
    scene, view = table
    scene.set_model(build_model(hand="7C 9S", melds=(RUN,)))
    joker = RUN.wilds[0][0]
    spot = scene.card_items()[joker].mapToScene(QPointF(3, 20))
    seven = card("7C")
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "swap", timeout=1000
    ) as blocker:
        drag(view, grip(scene, seven), spot)
    assert blocker.args == [Gesture("swap", (seven,), 7)]


def test_illegal_swap_falls_back_to_a_legal_lay_off(table, qtbot):
    scene, view = table
    scene.set_model(build_model(hand="7C 9C", melds=(RUN,)))
    scene.set_judge(lambda g: "9♣ cannot replace the 7♣ joker" if g.kind == "swap" else None)
    joker = RUN.wilds[0][0]
    spot = scene.card_items()[joker].mapToScene(QPointF(3, 20))
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "lay_off", timeout=1000
    ) as blocker:
        drag(view, grip(scene, card("9C")), spot)
    made = blocker.args[0]
    assert (made.kind, made.cards, made.meld_id) == ("lay_off", (card("9C"),), 7)


def test_drag_within_hand_reorders(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    first, last = scene.hand_order()[0], scene.hand_order()[-1]
    end = scene.card_items()[last].sceneBoundingRect().center() + QPointF(30, 0)
    with qtbot.waitSignal(scene.handReordered, timeout=1000):
        drag(view, grip(scene, first), end)
    assert scene.hand_order()[-1] == first
    assert len(scene.hand_order()) == 10


def test_ctrl_click_selects_several_and_they_drag_to_the_stage(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    run = cards("3H 4H 5H")
    for c in run:
        click(view, grip(scene, c), Qt.KeyboardModifier.ControlModifier)
    assert scene.selected_cards() == list(run)
    with qtbot.waitSignal(scene.stagedChanged, timeout=1000):
        drag(view, grip(scene, run[1]), scene.pile_rect("stage").center())
    assert scene.staged_melds() == [list(run)]
    assert not set(run) & set(scene.hand_order())
    scene.set_staged_status(["✗ not a meld"])
    assert scene.dressing.stage_frames[0].status == "✗ not a meld"
    # A fourth card dropped on the staged meld joins it.
    six_spot = scene.pile_rect("stage")
    frame = scene.dressing.stage_frames[0].rect
    assert six_spot.contains(frame.center())
    scene.clear_staged()
    assert scene.staged_melds() == [] and len(scene.hand_order()) == 10


def test_double_clicks_draw_and_discard(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "draw_stock", timeout=1000
    ):
        double_click(view, scene.pile_rect("stock").center())
    king = card("KS")
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "discard", timeout=1000
    ) as blocker:
        double_click(view, grip(scene, king))
    assert blocker.args == [Gesture("discard", (king,))]


def test_press_and_release_without_moving_is_not_a_drag(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    with qtbot.assertNotEmitted(scene.gestureMade):
        press(view, scene.pile_rect("stock").center())
        release(view, scene.pile_rect("stock").center())


def test_keyboard_plays_the_same_gestures(table, qtbot):
    scene, view = table
    scene.set_model(build_model())
    view.setFocus()
    assert scene.keys.focus_on("stock")
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "draw_stock", timeout=1000
    ):
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.dressing.focus_ring.isVisible()
    seven = card("7S")
    assert scene.keys.focus_on("card", seven)
    QTest.keyClick(view, Qt.Key.Key_Space)  # pick up 7♠
    for _ in range(8):
        if scene.keys.focused().kind == "discard":
            break
        QTest.keyClick(view, Qt.Key.Key_Up)
        if scene.keys.focused().kind != "discard":
            QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.keys.focused().kind == "discard"
    with qtbot.waitSignal(
        scene.gestureMade, check_params_cb=lambda g: g.kind == "discard", timeout=1000
    ) as blocker:
        QTest.keyClick(view, Qt.Key.Key_Space)
    assert blocker.args == [Gesture("discard", (seven,))]


def test_keyboard_arrows_walk_the_hand(table):
    scene, view = table
    scene.set_model(build_model())
    view.setFocus()
    order = scene.hand_order()
    scene.keys.focus_on("card", order[0])
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.keys.focused().key == order[1]
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert scene.keys.focused().key == order[0]


def test_sort_and_arrange_change_hand_order(table):
    scene, _view = table
    scene.set_model(build_model(hand="KS 2C 9D 3H", variant="three-thirteen", wild_rank=9))
    scene.sort_hand("rank")
    assert [c.code for c in scene.hand_order()] == ["2C", "3H", "KS", "9D"]  # wilds last
    scene.arrange_hand([[card("KS")]])
    assert scene.hand_order()[0] == card("KS")
    assert scene.card_items()[card("9D")].wild_mark


def test_model_from_a_real_game_matches(table):
    scene, _view = table
    game = Game(RuleSet.preset("hillbilly", players=3), seed=7)
    view_model = from_view(game.view(1), ["A", "B", "C"], [True, False, False])
    assert view_model.headline.startswith("Round 1: two sets of three")
    scene.set_model(view_model)
    assert set(scene.hand_order()) == set(game._state.hands[1])
    assert scene.face_up_cards() == set(game._state.hands[1]) | set(game._state.discard[-5:])


def test_animated_move_lands_in_its_slot(table, qtbot):
    scene, _view = table
    scene.set_animation_ms(60)
    scene.set_model(build_model(), animate=False)
    model = build_model(hand="3H 4H 5H 9S 9D 9C KS QD 2C 7S 8C", discard="6D")
    with qtbot.waitSignal(scene.animationsFinished, timeout=2000):
        scene.set_model(model)
        assert scene.is_animating()
    assert not scene.is_animating()
    slot = scene.slots[card("8C")]
    assert scene.card_items()[card("8C")].pos() == QPointF(round(slot.x), round(slot.y))


def test_grabbed_table_is_not_blank(table):
    scene, view = table
    scene.set_model(build_model(melds=(RUN, SET)))
    image = view.grab().toImage()
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 200
    assert QColor(image.pixel(5, 5)).green() > QColor(image.pixel(5, 5)).red()  # felt


def _all_inside(scene: TableScene, rect: QRectF) -> None:
    for item in scene.items_by_key.values():
        box = item.mapRectToScene(item.card_rect())
        assert rect.contains(box), (item.card, box, rect)


def test_eight_seats_fit_small_and_4k_windows(qtbot):
    hand = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H"
    melds = [
        meld(i, i % 8, "run", f"{r}{suit} {r + 1}{suit} {r + 2}{suit} {r + 3}{suit}", {})
        for i, (r, suit) in enumerate((r, s) for s in "DC" for r in range(2, 7))
    ]
    for w, h in ((1024, 700), (3840, 2160)):
        scene = TableScene()
        scene.set_animation_ms(0)
        view = TableView(scene)
        qtbot.addWidget(view)
        view.resize(w, h)
        view.show()
        scene.set_model(build_model(hand=hand, seats=8, sizes=[16] * 8, melds=melds))
        _all_inside(scene, scene.sceneRect())
        hand_rect = scene.pile_rect("hand")
        for c in scene.hand_order():
            item = scene.card_items()[c]
            assert hand_rect.contains(item.mapRectToScene(item.card_rect()).center())
