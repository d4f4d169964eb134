"""Every move, Table Talk line and hint of whole games comes out translated (issue 36): in the
pseudo-locale each is inside the translation's marks, with nothing English glued around it."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import (
    JOKER_RANK,
    Card,
    Contract,
    Game,
    GoOut,
    LayDown,
    LayOff,
    Problem,
    Refusal,
    RuleSet,
)
from rummy_desktop.i18n.pseudo import untranslated
from rummy_desktop.match.hints import advise
from rummy_desktop.match.talk import TableTalk
from rummy_desktop.refusal_words import say
from rummy_desktop.wording import action_text, round_headline

NAMES = ["Ann", "Ben", "Cy"]
ALLOWED = (*NAMES, "JK")  # the players' names and the joker's symbol are not words to translate


def preferred(moves):
    """A move that makes the game go on: going out, laying down or off, else the first."""
    for kind in (GoOut, LayDown, LayOff):
        found = [m for m in moves if isinstance(m, kind)]
        if found:
            return found[0]
    return moves[0]


def left_over(texts):
    return {t: untranslated(t, ALLOWED) for t in texts if untranslated(t, ALLOWED) is not None}


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_a_games_words_are_all_translated(speak, variant):
    speak("pseudo")
    rules = RuleSet.preset(variant, players=3)
    game = Game(rules, seed=5)
    talk = TableTalk(NAMES, [True, True, True], rules)
    talk.record(game.opening_events)
    said = []
    for _ in range(400):
        if game.is_over:
            break
        seat = game.to_act()[0]
        view = game.view(seat)
        move = preferred(game.legal_actions(seat))
        said += [action_text(move, view, "do", NAMES), advise(move, view).text]
        said.append(round_headline(rules, view.round_no))
        talk.record(game.apply(move))
        after = game.view(seat, with_legal_actions=False)
        said.append(action_text(move, after, "did", NAMES, who=NAMES[seat]))
    for seat in (None, 0, 1, 2):
        said += talk.visible_to(seat)
    assert len(said) > 300
    assert left_over(said) == {}


def test_refusals_with_their_phrases_are_all_translated(speak):
    speak("pseudo")
    R, six, seven = Refusal, Card(6, "S"), Card(7, "H")
    meld = (Card(4, "H"), Card(JOKER_RANK, ""), Card(JOKER_RANK, "", 1))
    problems = [
        Problem.of(R.NOT_YOUR_TURN, playing_seat=2),
        Problem.of(R.CANNOT_GO_OUT, card=six, points=1),
        Problem.of(R.SET_RANK, card=six, rank=1),
        Problem.of(R.RUN_SUIT, card=six, suit="H"),
        Problem.of(R.SETS_SHARE_RANK, rank=12),
        Problem.of(R.SWAP_TAKES, card=six, meld=meld, wanted=(six, seven)),
        Problem.of(
            R.CONTRACT_NOT_MET,
            round_no=3,
            contract=Contract((3, 3), (4,)),
            made=Contract((3,), (4,)),
        ),
        Problem.of(
            R.TOO_MANY_WILDS,
            meld=meld,
            wilds=2,
            rule="shanghai_table",
            kind="run",
            length=3,
            most=1,
        ),
    ]
    said = [say(p) for p in problems]
    assert left_over(said) == {}
