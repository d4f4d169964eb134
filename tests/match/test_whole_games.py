"""Whole games under both buy rules with the issue-33 race played out at every offer: the
computer is asked, the person answers the same offer before the computer's answer comes
back, and that late answer is dropped by the ticket, never applied to the next state.
Inline: no window, no thread."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import Buy, DeclineBuy, Game
from rummy_desktop.match import AwaitingBuyAnswers, GameOver, Match, Played
from tests.match.test_match import Table, setup


class RacingTable(Table):
    """At an offer that a person and a computer may both answer, the computer thinks first
    but the person answers first; the computer's answer arrives late."""

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.dropped = self.person_bought = 0

    def step(self) -> bool:
        m = self.match
        state = m.state
        person = m.acting_human()
        if not (isinstance(state, AwaitingBuyAnswers) and person is not None):
            return super().step()
        request = m.next_request()
        if request is None:  # no computer awaited on this offer: the person alone
            return super().step()
        thought = request.think()  # thought about the offer as it was...
        choice = self.people[person].choose(m.view(person))
        assert isinstance(choice, Buy | DeclineBuy)
        played = m.play(person, choice)  # ...but the person answered first
        assert isinstance(played, Played), played
        self.played.append(played)
        self.person_bought += isinstance(choice, Buy)
        log = list(m.game.log)
        # Any move gives the table a new state with a new ticket: the answer to the old one
        # is dropped by construction, whatever the computer chose.
        assert m.answer(request, thought) is None, "a late answer was applied"
        assert m.game.log == log, "a dropped answer changed nothing"
        self.dropped += 1
        return True


@pytest.mark.parametrize(("people", "seed"), [(1, 21), (2, 25)])
def test_first_caller_whole_games_drop_every_late_answer(people, seed):
    rules = {"buy_priority": "first_caller"}
    match = Match.deal(setup("hillbilly", people, 4 - people, seed=seed, **rules))
    table = RacingTable(match)
    table.to_the_end()
    assert table.dropped, "the race came up and the computer's late answers were dropped"
    assert table.person_bought, "a person bought while a computer was deciding"
    game = match.game
    assert Game.replay(game.rules, game.seed, game.log).totals() == game.totals()
    assert isinstance(match.state, GameOver)


def test_in_seat_order_whole_games_never_ask_a_person_before_the_seat_before_them():
    match = Match.deal(setup("hillbilly", 2, 2, seed=22, buy_priority="seat_order_from_in_turn"))
    table = Table(match)
    offers = 0
    while table.step():
        state = match.state
        if isinstance(state, AwaitingBuyAnswers):
            offers += 1
            assert len(state.seats) == 1, "one seat answers at a time, in seat order"
    assert offers and isinstance(match.state, GameOver)


def test_the_assisted_mark_comes_with_an_undo_and_stays_through_a_redo():
    match = Match.deal(setup("three-thirteen", 1, 2, seed=4))
    table = Table(match)
    while match.undo_point() is None:
        table.step()
    assert not match.assisted, "no help yet"
    assert match.undo() is None and match.assisted
    assert isinstance(match.redo(), Played) and match.assisted
    table.to_the_end()
    assert match.assisted, "a game with an undo counts apart to its end"
