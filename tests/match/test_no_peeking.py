"""Undo never lets a player peek (issue 34): the replay after an undo deals the very same
stock, so no undo may go back over a move that showed the person a card of the stock (their
draw, a buy's penalty card, a card a computer drew and then showed, a refill)."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import Buy, DrawStock, TakeDiscard
from rummy_desktop.match import AwaitingPass, GameOver, Played, Refused, RoundOver
from rummy_desktop.match.undo import in_sight
from tests.match.test_match import Table, setup


def until_the_person_may(table: Table, kind: type) -> object:
    """Step the table until seat 0 (the person) may make a move of ``kind``; return it."""
    match = table.match
    for _ in range(2000):
        if match.acting_human() == 0:
            pick = next((a for a in match.legal(0) if isinstance(a, kind)), None)
            if pick is not None:
                return pick
        assert table.step(), f"the game ended before a {kind.__name__}"
    raise AssertionError(f"no {kind.__name__} came")


def test_a_stock_draw_cannot_be_taken_back_so_the_card_stays_a_secret():
    match = setup_match("three-thirteen", seed=4)
    table = Table(match)
    draw = until_the_person_may(table, DrawStock)
    assert isinstance(match.play(0, draw), Played)
    drawn = match.game.hand(0)[-1]
    length = len(match.game.log)
    assert match.undo_point() is None
    refused = match.undo()
    assert isinstance(refused, Refused) and "stock" in refused.reason
    assert len(match.game.log) == length and drawn in match.game.hand(0)


def test_taking_the_discard_shows_nothing_hidden_and_can_be_taken_back():
    match = setup_match("three-thirteen", seed=4)
    table = Table(match)
    take = until_the_person_may(table, TakeDiscard)
    length = len(match.game.log)
    assert isinstance(match.play(0, take), Played)
    assert match.undo() is None and len(match.game.log) == length


def test_a_buy_with_its_penalty_card_cannot_be_taken_back():
    match = setup_match("hillbilly", seed=4)
    table = Table(match)
    buy = until_the_person_may(table, Buy)
    hand = len(match.game.hand(0))
    assert isinstance(match.play(0, buy), Played)
    assert len(match.game.hand(0)) == hand + 2  # the card and the penalty card from the stock
    assert isinstance(match.undo(), Refused)


def setup_match(variant: str, seed: int):
    from rummy_desktop.match import Match

    return Match.deal(setup(variant, 1, 2, seed))


ROUNDS = 4


@pytest.mark.parametrize(("variant", "seed"), [("hillbilly", 11), ("three-thirteen", 12)])
def test_no_undo_ever_puts_back_into_the_stock_a_card_the_person_saw(variant, seed):
    """At every decision of the person in four rounds: undo (when allowed), check that the
    stock got back only cards the person never saw, then redo to the same log."""
    match = setup_match(variant, seed)
    table = Table(match)
    seen: set = set()
    round_no = match.game.round_no
    undone = refused = 0
    while match.game.round_no <= ROUNDS:
        state = match.state
        if isinstance(state, GameOver):
            break
        if match.game.round_no != round_no:
            seen, round_no = set(), match.game.round_no
        seen |= in_sight(match.game.view(0, with_legal_actions=False))
        if match.acting_human() == 0 and not isinstance(state, RoundOver | AwaitingPass):
            stock = set(match.game.position().stock)
            log = list(match.game.log)
            if match.undo() is None:
                undone += 1
                back = set(match.game.position().stock)
                assert stock <= back, "an undo took back a refill of the stock"
                assert not (back - stock) & seen, "a card the person saw went back in the stock"
                assert isinstance(match.redo(), Played) and match.game.log == log
            else:
                refused += 1
        table.step()
    assert undone and refused  # both happened: the rule is neither everything nor nothing


def test_a_loaded_game_remembers_what_the_stock_showed():
    """A saved game carries no memory of the table: the match replays its round to learn
    what each person saw, so reopening a game is no way round the rule."""
    from rummy_desktop.engine import Game
    from rummy_desktop.match import Match

    match = setup_match("three-thirteen", seed=4)
    table = Table(match)
    draw = until_the_person_may(table, DrawStock)
    assert isinstance(match.play(0, draw), Played)
    game = match.game
    loaded = Match.deal(match.setup, game=Game.replay(game.rules, game.seed, game.log))
    assert loaded.undo_point() is None
    assert isinstance(loaded.undo(), Refused)


def test_a_resumed_hot_seat_game_undoes_within_the_persons_own_moves_only():
    """Issue 34, item 21: a hot-seat game loaded mid-turn (a resume) gives its person back
    the undo of their own moves since another person's last one, never further, and the
    stock's no-peek floor still holds."""
    from rummy_desktop.ai import make_bot
    from rummy_desktop.engine import Game, RuleSet
    from rummy_desktop.match import Match
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup

    seats = (Seat.of("Ann"), Seat.of("Ben"), Seat.of("Cy", "simple"))
    humans = (True, True, False)
    undone_somewhere = False
    for seed in range(1, 7):
        game = Game(RuleSet.preset("hillbilly", players=3), seed=seed)
        bots = [make_bot("simple", seed=s) for s in range(3)]
        for length in range(1, 40):
            seat = game.to_act()[0]
            game.apply(bots[seat].choose(game.view(seat)))
            if game.is_over or game.round_no > 1:
                break
            match = Match.deal(GameSetup("hillbilly", seats, {}, seed), tuple(game.log))
            if not isinstance(match.state, AwaitingPass):
                continue
            person = match.state.to_seat
            match.reveal(person)
            point = match.undo_point()
            if point is None:
                continue
            undone_somewhere = True
            later = match.game.log[point:]
            assert all(a.seat == person for a in later if humans[a.seat]), (seed, length)
            assert point >= match.history.sight(person).floor
    assert undone_somewhere
