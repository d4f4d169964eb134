"""The round-end and game-over box in the player's language (issue 36): every text marked,
nothing cut at 1024x700 in the pseudo-locale (40% longer), and French that reads as French."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from rummy_desktop.engine import IDLE_REFILLS, parse_cards
from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.tabletop.round_summary import RoundSummary
from rummy_desktop.ui.dialogs.round_end import RoundEndDialog
from tests.ui.scaled.check import clipped
from tests.ui.untranslated import untranslated

NAMES = ("You", "Ada", "Bruno", "Chloé")
HANDS = tuple(
    tuple(parse_cards(t))
    for t in (
        "3C 4C 5C 7H 7S 7D QS",
        "AS 2D 9H 9S 10C JD KD",
        "5H 5S 6D 8C 8H 9D QC",
        "2C 2S 3H 4D 6S 10H KS",
    )
)
# Round 5 of Three Thirteen: 7s wild, the player out with two melds, a wild standing in.
LATER = RoundSummary(
    variant="three-thirteen",
    round_no=5,
    rounds=11,
    names=NAMES,
    points=(0, 41, 37, 44),
    totals=(12, 60, 71, 88),
    went_out=0,
    stalled=False,
    hands=HANDS,
    melds=((HANDS[0][:3], HANDS[0][3:6]), (), (), ()),
    scores=((0, 5, 9, 14),) * 4 + ((0, 41, 37, 44),),
    game_over=False,
    winners=(),
    wild_rank=7,
    stands=(((HANDS[0][3], "7♥"),), (), (), ()),
)
CASES = {
    "later round": LATER,
    "contract game": dataclasses.replace(
        LATER, variant="hillbilly", game_name="Friday", contract="two sets", went_out=1
    ),
    "stalled": dataclasses.replace(LATER, went_out=None, stalled=True),
    "idle": dataclasses.replace(LATER, went_out=None, idle=True),
    "stock out": dataclasses.replace(LATER, went_out=None),
    "you win": dataclasses.replace(LATER, game_over=True, winners=(0,)),
    "one wins": dataclasses.replace(LATER, game_over=True, winners=(1,)),
    "two share": dataclasses.replace(LATER, game_over=True, winners=(0, 1)),
    "three share": dataclasses.replace(LATER, game_over=True, winners=(0, 1, 2)),
}
# Filled in by the game, not the dialog: names, the contract game's name and its contract.
ALLOWED = (*NAMES, "Friday", "two sets")


PARENTS: list[QWidget] = []  # a 1024x700 window each box fits itself in, kept alive


def shown(qtbot, summary: RoundSummary) -> RoundEndDialog:
    parent = QWidget()
    PARENTS.append(parent)
    qtbot.addWidget(parent)
    parent.resize(1024, 700)
    box = RoundEndDialog(summary, parent)
    qtbot.addWidget(box)
    box.offer_review(lambda: None)
    box.show()
    qtbot.waitExposed(box)
    return box


@pytest.mark.parametrize("case", list(CASES))
def test_the_round_end_box_is_translated_and_nothing_is_cut(qtbot, speak, case):
    speak("pseudo")
    box = shown(qtbot, CASES[case])
    assert untranslated(box, allowed=ALLOWED) == []
    assert clipped(box) == []
    assert box.width() <= 1000 and box.height() <= 660, box.size()
    assert box.hands_area.verticalScrollBar().maximum() == 0  # every hand shows whole
    description = box.chart.accessibleDescription()
    assert left_over(description, ALLOWED) is None, description


def test_the_round_end_box_in_french(qtbot, speak):
    speak("fr")
    box = shown(qtbot, CASES["idle"])
    texts = [label.text() for label in box.findChildren(QLabel)]
    assert box.windowTitle() == "La manche 5 est terminée"
    assert "Manche 5 sur 11" in texts
    assert (
        "Personne n'a terminé\u00a0: personne n'a posé pendant que le talon était reconstitué "
        f"{IDLE_REFILLS} fois." in texts
    )
    assert box.chart.accessibleDescription().startswith(
        "Totaux après 5 manches\u00a0: Vous\u00a0: 0, Ada\u00a0: 61"
    )
    over = shown(qtbot, CASES["three share"])
    assert over.findChildren(QLabel)[0].text() == (
        "Vous, Ada et Bruno se partagent la victoire\u00a0!"
    )


def test_the_english_is_as_it_was(qtbot):
    box = shown(qtbot, CASES["contract game"])
    texts = [label.text() for label in box.findChildren(QLabel)]
    assert "Friday, round 5 of 11: two sets" in texts
    assert "Ada went out." in texts
    assert box.chart.accessibleDescription() == (
        "Totals after 5 rounds: You: 0, Ada: 61, Bruno: 73, Chloé: 100"
    )
    over = shown(qtbot, CASES["you win"])
    assert over.findChildren(QLabel)[0].text() == "You win the game!"
