"""Hot seat: "You" is each person's own seat, never a name another person reads.

A new player's pass: with seat 1 left at "You" and a second person, the pass screen read
"Pass the computer to You" and "I'm You: show my cards"; on Bob's screen Table Talk said "You
drew from the stock" and the discard pile "from You" of the other person; a seat switched to
Human in New Game kept the computer's name "Ada". Everything here goes through the real
window: the New Game dialog by keys and clicks, the table by the mouse.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.model import discard_caption
from rummy_desktop.ui.dialogs.new_game import NewGameDialog

from .drive import answering, card_point, close_window, drag, key, open_window, top_stock_point

CTRL = Qt.KeyboardModifier.ControlModifier


def _names(dialog: NewGameDialog) -> list[str]:
    return [edit.text() for _kind, edit in dialog._seat_rows[: dialog.players_spin.value()]]


def _choose(combo, index: int) -> None:
    """Pick an entry of a seat's "who plays" box with the keyboard (Home: Human)."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home if index == 0 else Qt.Key.Key_End)


def test_new_game_gives_each_person_a_name_and_a_computer_its_own(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert _names(dialog) == ["You", "Ada", "Bruno", "Chloé"]
    _choose(dialog._seat_rows[1][0], 0)  # Ada's seat: Human
    assert _names(dialog) == ["Player 1", "Player 2", "Bruno", "Chloé"]
    _choose(dialog._seat_rows[2][0], 0)
    assert _names(dialog) == ["Player 1", "Player 2", "Player 3", "Chloé"]
    _choose(dialog._seat_rows[2][0], 1)  # a computer again: a computer's name
    _choose(dialog._seat_rows[1][0], 1)
    assert _names(dialog) == ["You", "Bruno", "Ada", "Chloé"]  # one person: "You" again
    # A typed name stays whoever plays the seat.
    edit = dialog._seat_rows[3][1]
    edit.selectAll()
    QTest.keyClicks(edit, "Dora")
    _choose(dialog._seat_rows[3][0], 0)
    assert _names(dialog) == ["Player 1", "Bruno", "Ada", "Dora"]
    # "You" typed beside a second person is refused with why.
    first = dialog._seat_rows[0][1]
    first.selectAll()
    QTest.keyClicks(first, "You")
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.error_label.text() == (
        "Seat 1 cannot be called 'You': with two or more people at the table, each reads "
        "'You' for their own seat."
    )


def test_each_person_reads_you_for_their_own_seat_only(qtbot):
    seats = (Seat.of("You"), Seat.of("Ada", "easy"))
    window = open_window(qtbot, GameSetup("three-thirteen", seats, {}, 4))
    try:

        def two_people(dialog) -> None:
            QTest.mouseClick(dialog.variant_radios["three-thirteen"], Qt.MouseButton.LeftButton)
            spin = dialog.players_spin
            spin.setFocus()
            spin.selectAll()
            QTest.keyClicks(spin, "2")
            _choose(dialog._seat_rows[1][0], 0)
            assert _names(dialog) == ["Player 1", "Player 2"]
            ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
            QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

        with answering(two_people):
            key(window, Qt.Key.Key_N, CTRL)
        c = window.controller
        assert c.names == ("Player 1", "Player 2") and c.humans == (True, True)
        assert window.session.settings.player_name == "You"  # not the name given in its place
        screen = window.table.pass_screen
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        first = screen.seat
        name = c.names[first]
        assert screen.label.text() == f"Pass the computer to {name}"
        assert screen.button.text() == f"I'm {name}: show my cards"
        QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.acting_human() == first, timeout=5000)
        drag(window, top_stock_point(window), window.scene.pile_rect("hand").center())
        qtbot.waitUntil(lambda: c.game.phase == "play", timeout=3000)
        thrown = window.scene.hand_order()[0]
        drag(window, card_point(window, thrown), window.scene.pile_rect("discard").center())
        qtbot.waitUntil(screen.isVisible, timeout=5000)
        other = screen.seat
        assert other != first
        assert screen.label.text() == f"Pass the computer to {c.names[other]}"
        QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: c.acting_human() == other, timeout=5000)
        log = window.panel.log
        lines = [log.item(i).text() for i in range(log.count())]
        assert f"{name} drew from the stock" in lines
        assert f"{name} discarded the {thrown.pretty}" in lines
        assert not [t for t in lines if t.startswith("You ")], lines  # no move of theirs yet
        assert discard_caption(window.scene.model) == f"from {name}"
        assert window.scene.dressing.discard_marker.caption == f"from {name}"

        def back_to_one_person(dialog) -> None:
            assert _names(dialog) == ["Player 1", "Player 2"]  # the last game's seats
            _choose(dialog._seat_rows[1][0], 1)
            assert _names(dialog) == ["You", "Ada"]
            dialog.reject()

        with answering(QMessageBox.StandardButton.Discard, back_to_one_person):
            key(window, Qt.Key.Key_N, CTRL)  # asks first: the game has moves
    finally:
        close_window(window)


def test_a_game_seated_with_you_beside_a_second_person_plays_with_real_names(qtbot):
    # An old save or settings may still say "You" beside a second person: the table renames.
    seats = (Seat.of("You"), Seat.of("Bob"), Seat.of("Ada", "easy"))
    window = open_window(qtbot, GameSetup("three-thirteen", seats, {}, 4))
    try:
        c = window.controller
        assert c.names == ("Player 1", "Bob", "Ada")
        assert [s.name for s in window.files.seats] == ["Player 1", "Bob", "Ada"]
        assert [window.scoreboard.horizontalHeaderItem(i).text() for i in range(3)][1:] == [
            "Bob",
            "Ada",
        ]
    finally:
        close_window(window)
