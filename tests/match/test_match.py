"""Whole games through a ``Match``, no window: scripted people and computers, buys under both
buy rules (a person buying while a computer decides), undo and redo, hot-seat privacy and
coach mode. The runner is inline: each request is thought about where it is asked."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Buy, BuyOffered, DeclineBuy, Drew, Game
from rummy_desktop.match import (
    AwaitingBuyAnswers,
    AwaitingPass,
    CoachRequest,
    Deciding,
    GameOver,
    Match,
    Played,
    Refused,
    RoundOver,
    Thought,
)
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup


def setup(variant: str, people: int, computers: int, seed: int, **rules) -> GameSetup:
    seats = tuple(Seat.of(f"P{i}") for i in range(people))
    seats += tuple(Seat.of(f"C{i}", "simple") for i in range(computers))
    return GameSetup(variant, seats, rules, seed)


class Table:
    """Drives a match to its end: people are played by the simple level, each from its own
    view; the computers are the match's own, asked through its requests, answered inline."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.people = {i: make_bot("simple", 100 + i) for i, h in enumerate(match.humans) if h}
        self.played: list[Played] = []

    def step(self) -> bool:
        m = self.match
        state = m.state
        if isinstance(state, GameOver):
            return False
        if isinstance(state, RoundOver):
            m.continue_round()
            return True
        if isinstance(state, AwaitingPass):
            m.hide_screen()
            m.reveal(state.to_seat)
            return True
        request = m.next_request()
        if request is not None:
            played = m.answer(request, request.think())
            assert played is not None, "a computer's answer to the state it was asked in"
        else:
            seat = m.acting_human()
            assert seat is not None, f"the table waits on nobody: {state}"
            played = m.play(seat, self.people[seat].choose(m.view(seat)))
            assert isinstance(played, Played), played
        self.played.append(played)
        return True

    def to_the_end(self, limit: int = 20_000) -> None:
        for _ in range(limit):
            if not self.step():
                return
        raise AssertionError("the game did not end")


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
@pytest.mark.parametrize("people", [1, 2])
def test_whole_games_end_with_the_engines_own_scores(variant, people):
    match = Match.deal(setup(variant, people, 4 - people, seed=7))
    table = Table(match)
    table.to_the_end()
    game = match.game
    again = Game.replay(game.rules, game.seed, game.log)
    assert again.totals() == game.totals() and again.is_over
    assert len(match.notes) == len(game.log)
    assert isinstance(match.state, GameOver) and match.state.winners == game.winners


def offer_to_person_and_computer(buy_priority: str) -> Match:
    """A first-round offer that seat 0 (a person) and a computer may both buy, a computer
    asked first."""
    for seed in range(1, 300):
        match = Match.deal(setup("hillbilly", 1, 3, seed, buy_priority=buy_priority))
        table = Table(match)
        for _ in range(400):
            state = match.state
            offer = next(
                (e for p in table.played[-1:] for e in p.events if isinstance(e, BuyOffered)), None
            )
            if (
                isinstance(state, AwaitingBuyAnswers)
                and offer is not None
                and 0 in offer.seats
                and not match.humans[state.seats[0]]
            ):
                return match
            if isinstance(state, RoundOver | GameOver) or not table.step():
                break
    raise AssertionError("no deal offers a card to a person and a computer at once")


def test_first_caller_a_person_buys_while_a_computer_decides():
    match = offer_to_person_and_computer("first_caller")
    assert Buy(0) in match.game.legal_actions(0)
    card = match.game.buy_card
    request = match.next_request()
    assert request is not None and match.thinking == request.seat
    assert match.acting_human() == 0, "under first caller the person may answer at once"
    played = match.play(0, Buy(0))
    assert isinstance(played, Played) and card in match.game.hand(0)
    log = list(match.game.log)
    late = match.answer(request, Thought(DeclineBuy(request.seat)))
    assert late is None and match.game.log == log, "the late answer is dropped"
    Table(match).to_the_end()  # and the table goes on: whoever it waits for now is asked


def test_first_caller_a_computer_buys_first_and_the_person_is_told():
    match = offer_to_person_and_computer("first_caller")
    request = match.next_request()
    assert request is not None
    played = match.answer(request, Thought(Buy(request.seat)))
    assert isinstance(played, Played)
    refused = match.play(0, Buy(0))
    assert isinstance(refused, Refused) and "player" not in refused.reason.lower()


def test_in_seat_order_the_person_waits_for_the_computer_before_them():
    match = offer_to_person_and_computer("seat_order_from_in_turn")
    state = match.state
    assert isinstance(state, AwaitingBuyAnswers) and len(state.seats) == 1
    assert match.acting_human() is None, "the computer before the person answers first"
    assert isinstance(match.play(0, Buy(0)), Refused)
    request = match.next_request()
    assert request is not None and match.next_request() is None, "asked once a state"
    refused = match.play(0, Buy(0))
    assert isinstance(refused, Refused) and refused.reason.startswith("Wait: C")
    assert match.answer(request, Thought(DeclineBuy(request.seat))) is not None
    Table(match).to_the_end()


def test_undo_then_redo_plays_the_same_moves_again():
    match = Match.deal(setup("three-thirteen", 1, 2, seed=4))
    table = Table(match)
    while len([a for a in match.game.log if a.seat == 0]) < 4 or match.undo_point() is None:
        table.step()
    log = list(match.game.log)
    assert match.undo() is None
    assert len(match.game.log) < len(log) and match.history.assisted and match.assisted
    redone = match.redo()
    assert isinstance(redone, Played)
    # The computers after the person's move think again from the same state: the same moves.
    while len(match.game.log) < len(log):
        table.step()
    assert match.game.log[: len(log)] == log
    assert isinstance(match.redo(), Refused)


def test_an_undo_never_crosses_a_pass_screen_in_hot_seat():
    match = Match.deal(setup("three-thirteen", 2, 1, seed=5))
    table = Table(match)
    while not isinstance(match.state, AwaitingPass) or not match.game.log:
        table.step()
    table.step()  # the next person takes the screen
    seat = match.viewer
    assert match.undo_point() is None and seat is not None
    assert isinstance(match.undo(), Refused)


def test_hot_seat_nobody_sees_what_another_may_not_know():
    match = Match.deal(setup("hillbilly", 2, 1, seed=3))
    table = Table(match)
    for _ in range(600):
        if not table.step():
            break
        played = table.played[-1] if table.played else None
        if played is None:
            continue
        hands = [v.hand for v in played.views]
        for seat in range(3):
            seen = played.seen_by(seat)
            assert seen.view.hand == hands[seat]
            for move in seen.moves:
                if move.card is not None and move.target.startswith("seat:"):
                    assert move.target == f"seat:{seat}" or move.source != "stock", (
                        "a card from the stock shown to a seat that did not draw it"
                    )
            for e in played.events:
                if isinstance(e, Drew) and e.source == "stock" and e.seat != seat:
                    assert not any(e.card.pretty in line for line in seen.talk)
        for line in match.talk.lines:  # a seat's own words are read by that seat alone
            for viewer in (None, 0, 1, 2):
                if viewer != line.seat:
                    assert line.read_by(viewer) == line.text


def test_a_hint_after_the_move_is_dropped():
    match = Match.deal(setup("three-thirteen", 1, 1, seed=2))
    table = Table(match)
    while match.acting_human() != 0:
        table.step()
    asked = match.hint(0)
    assert not isinstance(asked, Refused)
    table.step()  # the person moves before the hint comes back
    assert match.hint_answered(asked, Thought(match.game.log[-1])) is None
    assert not [line for line in match.talk.lines if line.seat == 0 and line.text is None]
    assert isinstance(match.hint(1), Refused)


def test_coach_mode_asks_once_about_a_blunder_and_refuses_moves_meanwhile():
    match = Match.deal(setup("three-thirteen", 1, 1, seed=2), coach_mode=True)
    table = Table(match)
    match.coach_mode = False
    while match.acting_human() != 0 or len(match.legal(0)) < 2:
        table.step()
    match.coach_mode = True
    action = table.people[0].choose(match.view(0))
    request = match.play(0, action)
    assert isinstance(request, CoachRequest) and match.assisted
    assert isinstance(match.play(0, action), Refused), "one move at a time"
    request.check.decision = SimpleNamespace(mark="blunder", reason="That breaks a run.")
    question = match.coach_judged(request)
    assert isinstance(question, str) and question.startswith("That breaks a run.")
    log = list(match.game.log)
    assert match.coach_answer(False) is None and match.game.log == log
    again = match.play(0, action)  # asked once: this time it is played
    assert isinstance(again, Played) and match.game.log[-1] == action
    assert isinstance(match.state, Deciding | RoundOver | AwaitingPass | GameOver)


def test_a_coach_answer_for_a_move_the_table_left_is_dropped():
    match = Match.deal(setup("three-thirteen", 1, 1, seed=2), coach_mode=True)
    table = Table(match)
    match.coach_mode = False
    while match.acting_human() != 0 or len(match.legal(0)) < 2:
        table.step()
    match.coach_mode = True
    request = match.play(0, match.legal(0)[0])
    assert isinstance(request, CoachRequest)
    assert match.undo() is None or True  # any change of state leaves the request behind
    match.reveal(0)
    assert match.coach_judged(request) is None and match.coach_failed(request) is None
