"""The contract editor's "Reads as" cells in the player's language (issue 36): each round of
the list said as one sentence built from whole templates (a contract's parts, their list, the
deal's %n cards, a round laid down all at once), with nothing English left in the
pseudo-locale, German and French that read right, and the English as it was."""

from __future__ import annotations

import pytest

from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.ui.dialogs.contract_grid import READS, SETS
from tests.ui.test_new_game_translated import shown_dialog


def cells(qtbot, speak, code: str | None) -> list[str]:
    """Every row's "Reads as" sentence and tooltip, the first row edited to three parts."""
    if code is not None:
        speak(code)
    d = shown_dialog(qtbot)
    d.tabs.setCurrentIndex(2)
    table = d.contracts.table
    table.sizes_cell(8, SETS).setText("3, 3, 4")  # round 9: two sets of three, a set of four, a run
    d.contracts.check()
    return [
        text
        for r in range(table.rowCount())
        for text in (table.item(r, READS).text(), table.item(r, READS).toolTip())
    ]


def test_every_round_reads_in_the_pseudo_locale(qtbot, speak):
    said = cells(qtbot, speak, "pseudo")
    assert len(said) == 20  # the ten rounds of Hillbilly, each its cell and its tooltip
    assert [t for t in said if left_over(t) is not None] == []


@pytest.mark.parametrize(
    ("code", "nine", "ten"),
    [
        (
            None,
            "Round 9: two sets of three, a set of four and a run of five, 15 cards",
            "Round 10: three runs of five, 16 cards, laid down and gone out at once",
        ),
        (
            "de",
            "Runde 9: zwei Sätze aus drei, ein Satz aus vier und eine Folge aus fünf, 15 Karten",
            "Runde 10: drei Folgen aus fünf, 16 Karten, auf einmal ausgelegt und ausgemacht",
        ),
        (
            "fr",
            "Manche 9 : deux brelans, un carré et une suite de cinq, 15 cartes",
            "Manche 10 : trois suites de cinq, 16 cartes, posé et terminé d'un coup",
        ),
        (
            "es",
            "Ronda 9: dos tríos, un grupo de cuatro y una escalera de cinco, 15 cartas",
            "Ronda 10: tres escaleras de cinco, 16 cartas, bajada y cierre de una vez",
        ),
    ],
)
def test_the_rounds_read_in_each_language(qtbot, speak, code, nine, ten):
    said = cells(qtbot, speak, code)
    assert said[16:] == [nine, nine, ten, ten]  # each round's cell and its tooltip
