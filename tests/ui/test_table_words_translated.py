"""The table's own words in the player's language (issue 36): the piles' captions, the
lay-down area, the screen reader's names for the table, and what the table says to the person
playing (a move refused before the engine is asked, a question, a note)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.ui.play.person import _discard_instead
from rummy_desktop.ui.play.speech import _public
from rummy_desktop.ui.table.accessibility import table_name

from .drive import close_window, key, open_window, solo, wait_for_my_turn


def test_the_table_speaks_the_pseudo_locale(qtbot, speak):
    speak("pseudo")
    window = open_window(qtbot, solo("hillbilly", seed=13), size=(1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        dressing = window.scene.dressing
        shown = [
            dressing.stock_marker.caption,
            dressing.stock_marker.empty_text,
            dressing.discard_marker.caption,
            dressing.stage_marker.empty_text,
            window.view.accessibleName(),
            *(_public(kind)[0] for kind in ("stock", "discard", "meld", "stage", "table")),
        ]
        shown += [plate.lines()[1] for plate in dressing.plates.values()]  # "8 cards · 15 pts"
        assert [text for text in shown if left_over(text, ("You", "Ada", "Bruno"))] == []
        key(window, Qt.Key.Key_X)  # Play ▸ Discard with no card selected: refused in words
        said = window.message_label.text()
        assert said and left_over(said) is None, said
    finally:
        close_window(window)


def test_a_refusal_and_the_stock_in_german(qtbot, speak):
    speak("de")
    window = open_window(qtbot, solo("hillbilly", seed=13), size=(1024, 700))
    try:
        wait_for_my_turn(qtbot, window)
        key(window, Qt.Key.Key_X)
        assert window.message_label.text() == "Wähle eine Karte zum Ablegen"
        caption = window.scene.dressing.stock_marker.caption
        assert caption == f"Talon · {window.controller.view().stock_size}"
        plate = window.scene.dressing.plates[1]
        assert plate.lines()[1].split() == [
            f"{plate.hand_count}",
            "Karten",
            "·",
            "0",
            "Pkt.",
            "·",
            "3",
            "Käufe",
        ]
    finally:
        close_window(window)


@pytest.mark.parametrize(
    ("code", "one", "two", "name"),
    [
        ("de", "Nicht diese Karte: wirf 7♥ ab", "Zu früh: wirf 7♥ oder 9♣ ab", "Kartentisch"),
        (
            "fr",
            "Pas cette carte\u00a0: défaussez le 7♥",
            "Zu früh\u00a0: défaussez le 7♥ ou le 9♣",
            "Table de jeu",
        ),
        ("es", "Esa carta no: descarta el 7♥", "Zu früh: descarta el 7♥ o el 9♣", "Mesa de juego"),
    ],
)
def test_the_discard_to_go_out_with_in_each_language(speak, code, one, two, name):
    speak(code)
    assert _discard_instead("", ["7♥", "7♥"]) == one
    # A refusal's head (the part before its colon, French space and all) and the cards.
    assert _discard_instead("Zu früh\u00a0: weil", ["7♥", "9♣"]) == two
    assert table_name() == name


def test_the_english_is_as_it_was():
    assert _discard_instead("", ["7♥"]) == "Not that card: discard the 7♥"
    assert _discard_instead("Too soon: you", ["7♥", "9♣", "7♥"]) == (
        "Too soon: discard the 7♥ or the 9♣"
    )
    assert table_name() == "Card table"
    assert _public("discard") == ("Discard pile", "")


def test_a_name_plate_in_english_is_as_it_was_with_one_card_said_right(qtbot):
    from rummy_desktop.tabletop.model import SeatInfo
    from rummy_desktop.ui.table.items import NamePlate

    plate = NamePlate()
    plate.info = SeatInfo(1, "Ada", True, None, 8, 15, 3, False, False)
    plate.hand_count = 8
    assert plate._lines(" · ")[1] == "8 cards · 15 pts · 3 buys"
    plate.info = SeatInfo(1, "Ada", True, None, 1, 0, 1, False, False)
    plate.hand_count = 1
    assert plate._lines(" · ")[1] == "1 card · 0 pts · 1 buy"


def test_a_computers_plate_tip_in_french_and_in_english(speak):
    from rummy_desktop.tabletop.model import SeatInfo
    from rummy_desktop.ui.table.dressing import computer_tip

    ada = SeatInfo(1, "Ada", False, None, 8, 15, 3, False, False, "easy")
    bot = SeatInfo(2, "Bo", False, None, 8, 15, 3, False, False, "mine.bots:Greedy")
    assert computer_tip(ada) == "Ada is played by the computer at the easy level"
    assert computer_tip(bot) == "Bo is played by the computer: your own bot Greedy"
    speak("fr")
    # The level's own word is the seat's (translated with the levels' names).
    assert computer_tip(ada).startswith("Ada est joué par l'ordinateur, niveau\u00a0: ")
    assert computer_tip(bot) == "Bo est joué par l'ordinateur\u00a0: votre propre bot Greedy"
