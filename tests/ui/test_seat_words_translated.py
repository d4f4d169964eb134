"""The seats' words in the player's language through the real window (issue 36): "You" on
the player's plate, in the scores and in Statistics ("Du", "Vous", "Tú"), a computer's level
on its plate, and the table's lists as a screen reader names them, with their counts as
plurals. The game keeps "You"; the English is unchanged (here, and in
tests/ui/test_table_objects.py and test_table_details_34.py)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence.stats import Stats
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog
from tests.ui.drive import (
    card_point,
    close_window,
    drag,
    free_stage_point,
    open_window,
    rig_hand,
    select,
)
from tests.ui.test_round_end_translated import CASES, shown
from tests.ui.test_table_objects import R, table_tree

LANGUAGES = [
    ("de", "Du", "leicht", "Deine Hand, 8 Karten", "Kombination 1, die du bildest, 3 Karten"),
    ("fr", "Vous", "facile", "Votre main, 8 cartes", "Combinaison 1 en préparation, 3 cartes"),
    ("es", "Tú", "fácil", "Tu mano, 8 cartas", "Combinación 1 que preparas, 3 cartas"),
]


@pytest.mark.parametrize(("code", "you", "easy", "hand", "staged"), LANGUAGES)
def test_plates_and_the_tables_lists_in_each_language(qtbot, speak, code, you, easy, hand, staged):
    speak(code)
    seats = (Seat.of("You"), Seat.of("Ada", "easy"), Seat.of("Bruno", "easy"))
    window = open_window(qtbot, GameSetup("hillbilly", seats, {}, 13))
    try:
        c, scene = window.controller, window.scene
        qtbot.waitUntil(lambda: c.acting_human() == 0, timeout=15000)
        rig_hand(window, "7H 7S 7D 9C KS QD 2C 4S 5S 6S JD", phase="play")
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
        plates = scene.dressing.plates
        assert plates[0].lines()[0].removeprefix("\u25b6 ") == you
        assert plates[1].lines()[0] == f"Ada  \u2699 {easy}"
        assert c.names[0] == "You"  # the game keeps the key; only the plate translates it
        sevens = [card for card in scene.hand_order() if card.rank == 7]
        select(window, sevens)
        drag(window, card_point(window, sevens[0]), free_stage_point(window))
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
        lists = [n.name for n in table_tree(window).kids if n.role == R.List]
        assert lists == [hand, staged]
    finally:
        close_window(window)


@pytest.mark.parametrize(("code", "you"), [(code, you) for code, you, *_ in LANGUAGES])
def test_the_scores_name_the_player_in_their_language(qtbot, speak, code, you):
    speak(code)
    box = shown(qtbot, CASES["later round"])
    assert box.findChild(QLabel, "name_0").text() == you
    assert f"{you}" in box.chart.accessibleDescription()
    assert "You" not in box.chart.accessibleDescription()


def test_the_scores_say_you_in_english(qtbot):
    box = shown(qtbot, CASES["later round"])
    assert box.findChild(QLabel, "name_0").text() == "You"
    assert shown(qtbot, CASES["two share"]).findChildren(QLabel)[0].text() == (
        "You and Ada share the win!"
    )


def your_statistics(qtbot) -> StatisticsDialog:
    """A finished game of Three Thirteen between "You" and Bruno, in the Statistics box."""
    game = Game(RuleSet.preset("three-thirteen", players=2), 3)
    bots = [make_bot("simple", 1), make_bot("simple", 2)]
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    stats = Stats().with_game(game, [Seat.human("You"), Seat.computer("Bruno")], "0" * 32)
    dialog = StatisticsDialog(stats, problem=None, you="You")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize(("code", "you"), [(None, "You"), *((c, y) for c, y, *_ in LANGUAGES)])
def test_the_statistics_name_the_player_in_their_language(qtbot, speak, code, you):
    if code is not None:
        speak(code)
    dialog = your_statistics(qtbot)
    model = dialog.tables["three-thirteen"].model()
    shown_names = {model.index(r, 0).data() for r in range(model.rowCount())}
    assert shown_names == {you, "Bruno"}
    chart = dialog.charts["three-thirteen"]
    assert sorted(chart.names) == sorted([you, "Bruno"])
