"""The table's own sentences in the player's language (issue 36): the status line, the buy
offer and the end of the game in German, French and Spanish, plurals included, and the
window's status line with no English left in the pseudo-locale."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import DrawStock, Game, RuleSet
from rummy_desktop.i18n.pseudo import untranslated
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.tabletop.status import buy_text, status_text
from rummy_desktop.ui.window.main_window import MainWindow


def first_turn() -> tuple[Game, int, list[str], list[bool]]:
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=1)
    seat = game.to_act()[0]
    names = ["Ada", "Bea"]
    return game, seat, names, [s == seat for s in range(2)]


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("de", "Du bist dran: ziehe vom Talon oder nimm {card}"),
        ("fr", "À vous : piochez au talon ou prenez {card}"),
        ("es", "Te toca: roba del mazo o toma {card}"),
    ],
)
def test_the_status_line_speaks_the_language(speak, code, said):
    game, seat, names, humans = first_turn()
    top = game.view(seat).top_discard.pretty
    english = status_text(game.view(seat), names, humans)
    assert english == f"Your turn: draw from the stock or take the {top}"
    speak(code)
    assert status_text(game.view(seat), names, humans) == said.format(card=top)
    assert status_text(game.view(1 - seat), names, humans).endswith(names[seat] + ".")


def hillbilly_buy() -> tuple[Game, int]:
    game = Game(RuleSet.preset("hillbilly", players=3), seed=3)
    game.apply(DrawStock(game.to_act()[0]))  # passes on the live upcard: a buy is offered
    return game, game.to_act()[0]


@pytest.mark.parametrize(
    ("code", "buys", "penalty"),
    [
        ("de", "3 Käufe übrig", "plus 1 Strafkarte"),
        ("fr", "3 achats restants", "plus 1 carte de pénalité"),
        ("es", "3 compras restantes", "más 1 carta de penalización"),
    ],
)
def test_the_buy_offer_counts_in_the_language(speak, code, buys, penalty):
    game, buyer = hillbilly_buy()
    names = ["A", "B", "C"]
    assert "(3 buys left, plus 1 penalty card)" in buy_text(game.view(buyer), names)
    speak(code)
    assert f"({buys}, {penalty})" in buy_text(game.view(buyer), names)


def test_the_window_status_line_and_hand_value_are_translated_in_the_pseudo_locale(qtbot, speak):
    speak("pseudo")
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.set_speed(0)
    seats = (Seat.of("Ann"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
    w.finish_startup(GameSetup("hillbilly", seats, {}, 13))
    try:
        qtbot.waitUntil(lambda: w.controller.acting_human() is not None, timeout=5000)
        value = w.panel.hand_value
        shown = [w.instruction.text(), value.text(), value.toolTip()]
        if w.panel.buy_label.isVisible():
            shown.append(w.panel.buy_label.text())
        assert all(shown)
        for text in shown:
            assert untranslated(text, ("Ann", "Ada", "Bruno")) is None, text
    finally:
        w.controller.shutdown()


def test_the_staged_groups_notes_and_reasons_in_german(speak):
    from rummy_desktop.engine import parse_cards
    from rummy_desktop.tabletop.staging import check_staged

    rules = RuleSet.preset("hillbilly")
    groups = [parse_cards("5H 6H 7H"), parse_cards("9S 9D"), parse_cards("2C 8D KS")]
    english = check_staged(groups, rules, 2)
    assert english.notes() == ["✔ run", "✗ 2 of 3 cards", "✗ not a meld"]
    assert english.first_problem() == "Group 2: A meld needs at least 3 cards (2 so far)"
    speak("de")
    german = check_staged(groups, rules, 2)
    assert german.notes() == ["✔ Folge", "✗ 2 von 3 Karten", "✗ keine Kombination"]
    assert german.first_problem() == (
        "Gruppe 2: Eine Kombination braucht mindestens 3 Karten (bisher 2)"
    )
    assert check_staged([], rules, 2).contract_reason.startswith("Ziehe Karten")


@pytest.mark.parametrize(
    ("code", "one", "many"),
    [
        ("de", "Deine Hand: 1 Punkt übrig", "Deine Hand: {n} Punkte übrig"),
        ("fr", "Il vous reste 1 point", "Il vous reste {n} points"),
        ("es", "Tu mano: 1 punto suelto", "Tu mano: {n} puntos sueltos"),
    ],
)
def test_the_hand_value_counts_points_in_the_language(speak, monkeypatch, code, one, many):
    from rummy_desktop.tabletop import hand_value

    game, seat, _, _ = first_turn()
    view = game.view(seat)
    value = hand_value.hand_value(view)
    assert value > 1
    assert hand_value.hand_value_text(view) == f"Your hand: {value} points left over"
    speak(code)
    assert hand_value.hand_value_text(view) == many.format(n=value)
    monkeypatch.setattr(hand_value, "hand_value", lambda view: 1)
    assert hand_value.hand_value_text(view) == one


@pytest.mark.parametrize("code", ["de", "fr", "es", "pseudo"])
def test_the_staged_notes_fit_under_their_groups_in_every_language(qtbot, table, speak, code):
    """The table makes each group's room as wide as the widest note in the language."""
    from PySide6.QtGui import QFontMetricsF

    from rummy_desktop.engine import parse_cards
    from rummy_desktop.tabletop.staging import check_staged
    from rummy_desktop.ui.table.items import font

    from .conftest import build_model

    speak(code)
    scene, view = table
    view.resize(584, 653)  # what 1024x700 leaves for the table
    scene.set_model(build_model(hand="3H 4H 5H 9S 9D 9C KS QD 2C 7S 7D 7H"))
    row = scene.hand_order()
    groups = ([row[0]], row[1:3], row[3:6], row[6:10])
    for group in groups:
        scene.set_arrangement(scene.hand.staged_into(group, None))
    notes = check_staged(
        [parse_cards("KS"), parse_cards("9S 9D"), parse_cards("2C 8D KS"), parse_cards("5H 6H 7H")],
        RuleSet.preset("hillbilly"),
        2,
    ).notes()
    scene.set_staged_status(notes)
    for i, frame in enumerate(scene.dressing.stage_frames):
        metrics = QFontMetricsF(font(frame.unit * 0.13, bold=True))
        assert metrics.horizontalAdvance(notes[i]) <= frame.note_rect().width(), notes[i]
        for j, other in enumerate(scene.dressing.stage_frames):
            if j != i:
                assert not frame.note_rect().intersects(other.note_rect())
