"""Rough edges a new player met at the table (issue 34, items 23 to 30 and the round-end
hands), each checked through the real window with real mouse and key events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from tests.ui.drive import close_window, key, open_window, rig_hand, solo, wait_for_my_turn


def hover_tip(qtbot, window, scene_point) -> str:
    """Rest the mouse on ``scene_point`` of the table: the tooltip Qt shows there."""
    view = window.view
    local = view.mapFromScene(scene_point)
    glob = view.viewport().mapToGlobal(local)
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, local, glob))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_a_computers_plate_says_its_level_and_its_gear_explains_it(qtbot, home) -> None:
    seats = (Seat.of("You"), Seat.of("Ada", "easy"), Seat.of("Bruno", "hard"))
    window = open_window(qtbot, GameSetup("three-thirteen", seats, {}, 7), size=(1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        plates = window.scene.dressing.plates
        assert "easy" in plates[1].lines()[0] and "hard" in plates[2].lines()[0]
        assert plates[1].fits() and plates[2].fits()
        assert "level" not in plates[0].lines()[0]  # a person's plate stays as it was
        tip = hover_tip(qtbot, window, plates[1].rect.center())
        assert "Ada" in tip and "easy" in tip, tip
        assert plates[0].toolTip() == ""
    finally:
        close_window(window)


def shows_whole(label) -> bool:
    """Every word of the label's text is inside the label and the label inside its window."""
    box = label.contentsRect()
    flags = int(label.alignment()) | (int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0)
    needed = label.fontMetrics().boundingRect(box, flags, label.text())
    window = label.window()
    corner = label.mapTo(window, label.rect().bottomRight())
    return (
        needed.width() <= box.width()
        and needed.height() <= box.height()
        and label.isVisible()
        and window.rect().contains(corner)
    )


def test_a_long_hint_is_read_whole_in_the_status_bar_at_1024x700(qtbot, home) -> None:
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=3), size=(1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        rig_hand(window, "JH 9S KD", phase="draw")
        key(window, Qt.Key.Key_H)
        label = window.message_label
        qtbot.waitUntil(lambda: label.text().startswith("Hint: "), timeout=5000)
        assert "points better than" in label.text()  # the long kind the player met
        qtbot.waitUntil(lambda: shows_whole(label), timeout=2000)
        assert shows_whole(window.instruction)  # and what to do now still reads whole beside it
    finally:
        close_window(window)


def test_the_new_game_dialog_keeps_its_width_and_says_the_chosen_rounds(qtbot, home) -> None:
    """Item 27: switching games and contract games never changes the dialog's width, and the
    Hillbilly choice no longer claims 10 rounds when a 1- or 7-round contract game is picked."""
    from PySide6.QtTest import QTest

    from rummy_desktop.engine import PRESETS
    from rummy_desktop.ui.dialogs.contract_editor import rows_of
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    quick = rows_of(PRESETS["liverpool"].rules().contracts)[:1]  # saved as the editor saves
    dialog = NewGameDialog(saved_variants={"Quick one": quick})
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # What a window manager gives the dialog: at least its minimum size (offscreen, the
    # minimum is what changes; a real screen then widens the dialog).
    width = (dialog.width(), dialog.minimumSizeHint().width())
    radios, combo = dialog.variant_radios, dialog.contracts.variant_combo
    assert "10 rounds" in radios["hillbilly"].text()
    left = Qt.MouseButton.LeftButton
    widths = []
    for variant in ("three-thirteen", "hillbilly", "three-thirteen", "hillbilly"):
        QTest.mouseClick(radios[variant], left, pos=QPoint(8, radios[variant].height() // 2))
        assert dialog.variant == variant
        widths.append((dialog.width(), dialog.minimumSizeHint().width()))
    texts = {}
    combo.setFocus()
    for _ in range(combo.count() - 1):  # every contract game by the keyboard
        QTest.keyClick(combo, Qt.Key.Key_Down)
        texts[combo.currentText()] = radios["hillbilly"].text()
        widths.append((dialog.width(), dialog.minimumSizeHint().width()))
    assert set(widths) == {width}, (widths, texts)
    assert "1 round of" in texts["Quick one (yours)"], texts
    liverpool = next(t for name, t in texts.items() if name.startswith("Liverpool"))
    assert "7 rounds of" in liverpool and "10 rounds" not in liverpool


@pytest.mark.parametrize(
    ("size", "variant", "least"),
    [
        ((1024, 700), "hillbilly", 1.1),
        ((1920, 1080), "three-thirteen", 1.1),
        ((1920, 1080), "hillbilly", 1.1),
    ],
)
def test_largest_cards_grow_the_piles_and_the_opponents_too(
    qtbot, home, size, variant, least
) -> None:
    """Item 29: View ▸ Card size (here by Ctrl+wheel) sizes every card on the table, not only
    the player's hand, where the table has room; the table still fits."""
    from tests.ui.test_card_size import ctrl_wheel
    from tests.ui.test_table_fits import _problems

    window = open_window(qtbot, solo(variant, seed=11, computers=3), size=size)
    try:
        window.controller.shutdown()  # the deal is enough: the table stands still
        viewport = window.view.viewport()
        qtbot.waitUntil(lambda: viewport.height() > 500)  # the window's first layout is done
        assert window.card_size == "normal"

        def widths() -> dict[str, float]:
            slots = window.scene.slots
            return {
                "hand": slots[window.scene.hand_order()[0]].width,
                "stock": slots[("stock", 0)].width,
                "opponent": slots[("seat", 1, 0)].width,
            }

        normal = widths()
        for _ in range(2):
            ctrl_wheel(window, up=True)
        assert window.card_size == "largest"
        qtbot.waitUntil(lambda: widths()["hand"] > normal["hand"], timeout=2000)
        largest = widths()
        grown = {k: largest[k] / normal[k] for k in normal}
        assert grown["hand"] >= 1.25 and all(g >= least for g in grown.values()), grown
        assert not _problems(window)
    finally:
        close_window(window)


MELDS = {0: ["8H 8D 8C", "10S 10D 10C"], 1: ["7H 7D 7C", "9S 9D 9H JK"]}
MELDS |= {2: ["QS QD QC", "3D 3S 3C 3H"], 3: ["5C 5D 5S", "KH KD KS"]}


def part_widths(window) -> dict[str, float]:
    """The width of each part's cards: the hand, the stock, each other seat's backs and each
    seat's melds (the smallest card of them)."""
    scene = window.scene
    slots = scene.slots
    out = {"hand": slots[scene.hand_order()[0]].width, "stock": slots[("stock", 0)].width}
    for info in scene.model.seats:
        if ("seat", info.seat, 0) in slots:
            out[f"backs {info.seat}"] = slots[("seat", info.seat, 0)].width
    for m in scene.model.melds:
        name = f"melds {m.owner}"
        out[name] = min(out.get(name, 1e9), *(slots[card].width for card in m.cards))
    return out


def overlaps(window) -> list[str]:
    """The table's parts that run into each other: plates, the others' backs, melds (with
    the labels under them), the piles with their captions, the lay-down area, the hand."""
    from rummy_desktop.tabletop.layout import CARD_H

    scene = window.scene
    d = scene.dressing
    parts = {f"plate {s}": p.rect for s, p in d.plates.items()}
    for spot, slot in scene.slots.items():  # the backs where they rest, without shadows
        if isinstance(spot, tuple) and spot[0] == "seat":
            rect = QRectF(slot.x, slot.y, slot.width, slot.width * CARD_H)
            parts[f"backs {spot[1]}"] = parts.get(f"backs {spot[1]}", rect).united(rect)
    parts |= {f"meld {m}": frame.rect for m, frame in d.meld_frames.items()}
    caption = 0.3 * scene.unit  # under each pile
    parts |= {"stock": d.stock_marker.rect.adjusted(0, 0, 0, caption)}
    parts |= {"discard": d.discard_marker.rect.adjusted(0, 0, 0, caption)}
    if d.stage_marker.isVisible():
        parts["lay-down area"] = d.stage_marker.rect
    hand = [rect for _, rect in scene.plan.hand_spots]
    parts["hand"] = hand[0].united(hand[-1])
    names = list(parts)

    def meet(a: QRectF, b: QRectF) -> bool:  # more than a shadow's pixel in common
        common = a.intersected(b)
        return common.width() > 1.5 and common.height() > 1.5

    return [
        f"{a} {parts[a]} runs into {b} {parts[b]}"
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if meet(parts[a], parts[b])
    ]


@pytest.mark.parametrize(
    ("size", "seats", "down"),
    [
        ((1920, 1080), 4, False),
        ((1920, 1080), 4, True),
        ((1920, 1080), 3, False),
        ((1024, 700), 4, False),
        ((1024, 700), 3, True),
    ],
)
def test_every_part_grows_with_the_card_size_in_hillbilly_with_melds_down(
    qtbot, home, size, seats, down
) -> None:
    """Item 29, whole: in Hillbilly at 1920x1080 with 3-4 seats and contract melds on the
    table only the hand grew (the table was short of height). At each card size, stepped by
    Ctrl+wheel, every part grows (the piles, the others' backs, every seat's melds), nothing
    is cut or leaves the table, and no part runs into another."""
    from tests.ui.drive import lay_melds
    from tests.ui.test_card_size import ctrl_wheel
    from tests.ui.test_table_fits import _problems

    window = open_window(qtbot, solo("hillbilly", seed=11, computers=seats - 1), size=size)
    try:
        window.controller.shutdown()  # the deal is enough: the table stands still
        viewport = window.view.viewport()
        qtbot.waitUntil(lambda: viewport.height() > 500)  # the window's first layout is done
        qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10000)
        lay_melds(window, {s: m for s, m in MELDS.items() if s < seats and (s or down)})
        assert window.scene.dressing.stage_marker.isVisible() != down
        ctrl_wheel(window, up=False)
        steps = {}
        for name in ("smaller", "normal", "larger", "largest"):
            assert window.card_size == name
            steps[name] = part_widths(window)
            assert not _problems(window), (name, _problems(window))
            assert not overlaps(window), (name, overlaps(window))
            ctrl_wheel(window, up=True)
        normal = steps["normal"]
        assert len(normal) == 2 + (seats - 1) + (seats - 1 + down)
        for part in normal:
            sizes = [steps[name][part] for name in steps]
            assert sizes == sorted(sizes), (part, sizes)
        larger = {part: steps["larger"][part] / normal[part] for part in normal}
        largest = {part: steps["largest"][part] / normal[part] for part in normal}
        assert largest["hand"] >= 1.25 and min(largest.values()) >= 1.1, largest
        assert min(larger.values()) >= 1.04, larger
    finally:
        close_window(window)


def round_ten_end_model(window):
    """The table as round 10 of Three Thirteen ends: every hand of 12 cards face up, as the
    painter shows it (tabletop.round_summary.end_of_round_model), for the window's seats."""
    from dataclasses import replace

    from rummy_desktop.engine.cards import build_pack

    model = window.scene.model
    pack = build_pack(2, 4)
    seats = tuple(
        replace(s, hand=tuple(pack[i * 12 : (i + 1) * 12]), hand_size=12, is_turn=False)
        for i, s in enumerate(model.seats)
    )
    return replace(model, seats=seats, round_no=10, wild_rank=12, viewer=0)


def revealed_fractions(window) -> dict[int, float]:
    """For each other seat: the least part of a card's width its face-up fan leaves bare."""
    scene = window.scene
    out = {}
    for info in scene.model.seats[1:]:
        slots = [scene.slots[card] for card in info.hand]
        steps = [
            (b.x - a.x) / a.width for a, b in zip(slots, slots[1:], strict=False) if a.y == b.y
        ]
        out[info.seat] = min(steps)
    return out


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("computers", [3, 7])
def test_round_end_hands_on_the_table_show_at_least_40_percent_of_each_card(
    qtbot, home, size, computers
) -> None:
    """Also: at round 10 of Three Thirteen (12-card hands) the opponents' face-up hands on
    the table leave at least 40% of each card bare, as the round-end dialog does."""
    from tests.ui.test_table_fits import _problems

    window = open_window(qtbot, solo("three-thirteen", seed=11, computers=computers), size=size)
    try:
        window.controller.shutdown()  # the deal is enough: the table stands still
        viewport = window.view.viewport()
        qtbot.waitUntil(lambda: viewport.height() > 500)  # the window's first layout is done
        window.scene.set_model(round_ten_end_model(window), animate=False)
        fractions = revealed_fractions(window)
        assert min(fractions.values()) >= 0.4, fractions
        assert not _problems(window)
    finally:
        close_window(window)


def test_a_drawn_card_goes_into_its_place_in_a_hand_sorted_by_rank(qtbot, home) -> None:
    """Item 28: with the hand sorted by rank (Preferences ▸ Sort my hand, or R), a card drawn
    from the stock joins it where it sorts, not at the right end."""
    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1), size=(1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        c = window.controller
        rig_hand(window, "9S 9D 9H", phase="draw")
        key(window, Qt.Key.Key_R)  # Sort by rank
        stock = c.game._state.stock
        low = next(card for card in stock if card.rank == 4)  # 3s are wild in round 1
        stock.append(stock.pop(stock.index(low)))  # the top of the stock: the card drawn
        before = len(c.game.log)
        key(window, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: len(c.game.log) > before, timeout=5000)
        qtbot.waitUntil(lambda: low in window.scene.hand_order(), timeout=5000)
        assert window.scene.hand_order()[0] == low
    finally:
        close_window(window)


def test_a_hand_the_player_ordered_keeps_its_order_and_a_drawn_card_goes_last(qtbot, home) -> None:
    """The player's own order is kept: a new card joins it at the right end."""
    from tests.ui.drive import card_point, drag

    window = open_window(qtbot, solo("three-thirteen", seed=7, computers=1), size=(1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        c = window.controller
        hand = rig_hand(window, "9S 5D KH", phase="draw")
        key(window, Qt.Key.Key_R)
        drag(window, card_point(window, hand["KH"]), card_point(window, hand["5D"]))
        order = window.scene.hand_order()
        assert order != sorted(order, key=lambda card: card.rank)  # the player's own order
        before = len(c.game.log)
        key(window, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: len(c.game.log) > before, timeout=5000)
        qtbot.waitUntil(lambda: len(window.scene.hand_order()) == 4, timeout=5000)
        assert window.scene.hand_order()[:3] == order
    finally:
        close_window(window)


def test_undoing_a_lay_down_puts_its_melds_back_in_the_lay_down_area(qtbot, home) -> None:
    """Item 28: Ctrl+Z after laying down the staged melds gives them back to the lay-down
    area as they were staged, not to the hand."""
    from rummy_desktop.engine import LayDown
    from tests.ui.drive import card_point, drag, free_stage_point
    from tests.ui.test_undo import CTRL, HILLBILLY_SEED, play_until, settle

    seats = (Seat.of("You"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, HILLBILLY_SEED))
    try:
        c = window.controller
        action = play_until(qtbot, window, LayDown)
        groups = [list(meld.cards) for meld in action.melds]
        for group in groups:  # staged by the mouse, a group at a time
            drag(window, card_point(window, group[0]), free_stage_point(window))
            for card in group[1:]:
                drag(window, card_point(window, card), card_point(window, group[0]))
        staged = window.scene.staged_melds()
        assert sorted(map(sorted, staged)) == sorted(map(sorted, groups))
        notes = _stage_notes(window)
        assert len(notes) == len(groups) and all(n.startswith("\u2714 ") for n in notes), notes
        length = len(c.game.log)
        key(window, Qt.Key.Key_L)  # Lay down
        qtbot.waitUntil(lambda: len(c.game.log) > length, timeout=5000)
        settle(qtbot, window)
        assert window.scene.staged_melds() == []
        if c.match.undo_point() != length:
            pytest.fail("the lay-down cannot be undone in this deal")
        key(window, Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: len(c.game.log) == length, timeout=5000)
        assert window.scene.staged_melds() == staged
        # Each group says again what it is (a new player's pass: no line under them, though
        # Lay down was lit).
        assert _stage_notes(window) == notes
        assert window.panel.buttons["lay_down"].property("lit")
    finally:
        close_window(window)


def _stage_notes(window) -> list[str]:
    """The line under each staged group, as the table paints it ("✔ run", "✗ not a meld")."""
    frames = window.scene.dressing.stage_frames
    return [f.status for f in frames if f.isVisible()][: len(window.scene.staged_melds())]


def test_the_review_list_reads_whole_and_its_suits_follow_the_four_colour_deck(qtbot, home) -> None:
    """Item 24: at 1024x700 every move of the review list reads whole, the coach's mark
    included (no text cut, no sideways scrolling), and with the four-colour deck the position's
    diamonds are blue and clubs green, as on the table."""
    from PySide6.QtCore import QRect
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QStyle

    from rummy_desktop.coach.analysis import Analysis, Decision
    from rummy_desktop.engine import LayOff
    from rummy_desktop.ui.table.deck_style import BLUE, GREEN

    seats = tuple(Seat.of(n, "simple") for n in ("Ada", "Bruno", "Chloé"))
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, 5), size=(1024, 700))
    try:
        c = window.controller
        qtbot.waitUntil(lambda: window.round_end_dialog is not None, timeout=30000)
        c.shutdown()
        assert any(isinstance(a, LayOff) for a in c.game.log)  # the long lines of the list
        dialog = window.round_end_dialog
        key(window, Qt.Key.Key_Escape, target=dialog)
        qtbot.waitUntil(lambda: window.round_end_dialog is None, timeout=3000)
        window.session.preferences()  # Preferences ▸ Four-colour deck, by the mouse
        prefs = window.session.dialog
        four = next(b for b in prefs.findChildren(QCheckBox) if "Four-colour" in b.text())
        QTest.mouseClick(four, Qt.MouseButton.LeftButton, pos=QPoint(6, four.height() // 2))
        buttons = prefs.findChild(QDialogButtonBox)
        QTest.mouseClick(
            buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
        assert window.session.settings.four_colour_deck
        window.activateWindow()  # the round's box is gone: the keys go to the table again
        qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        key(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Game ▸ Review game
        review = window.session.review_window
        assert review is not None
        qtbot.waitExposed(review)
        # Every move of Ada's marked as the coach marks an inaccuracy: the longest tails.
        decisions = tuple(
            Decision(i, 1, "discard 7H", "discard 8H", 14.8, "inaccuracy", "why")
            for i, a in enumerate(c.game.log)
            if a.seat == 0
        )
        review.show_analysis(Analysis(0, "hillbilly", 0, decisions))
        QApplication.processEvents()
        moves, model = review.moves, review.moves.model()
        assert moves.horizontalScrollBar().maximum() == 0
        margin = moves.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        cut = []
        for row in range(model.rowCount()):
            index = model.index(row)
            rect, text = moves.visualRect(index), index.data()
            room = QRect(0, 0, rect.width() - 2 * margin, 10_000)
            needed = moves.fontMetrics().boundingRect(room, int(Qt.TextFlag.TextWordWrap), text)
            if needed.width() > room.width() or needed.height() > rect.height():
                cut.append(text)
            assert rect.right() <= moves.viewport().width()
        assert not cut, cut[:3]
        # A position: its suits in the deck's four colours.
        row = model.rowCount() // 2
        moves.scrollTo(model.index(row))
        QTest.mouseClick(
            moves.viewport(),
            Qt.MouseButton.LeftButton,
            pos=moves.visualRect(model.index(row)).center(),
        )
        html = review.table.text()
        assert f"color:{BLUE.name()}" in html and f"color:{GREEN.name()}" in html
    finally:
        close_window(window)


def test_a_top_seats_many_melds_stay_under_its_backs_rather_than_shrink(table) -> None:
    """Beside its backs a top seat's melds have one row of half the top's width: with three
    melds they would be smaller there than under the backs, so the table keeps them under
    (and the other cards keep Normal's size on a table short of height)."""
    from .conftest import build_model, meld

    scene, view = table
    view.resize(1320, 1010)  # what 1920x1080 leaves for the table
    top = [
        meld(20 + k, 2, "set", text) for k, text in enumerate(("4H 4D 4C", "6S 6D 6C", "JS JD JC"))
    ]
    scene.set_model(build_model(melds=tuple(top), sizes=(10, 8, 2, 8), down=(2,)))

    def smallest_top_meld() -> float:
        return min(scene.slots[card].width for m in top for card in m.cards)

    normal = smallest_top_meld()
    scene.set_card_size(1.3)
    assert smallest_top_meld() >= normal
