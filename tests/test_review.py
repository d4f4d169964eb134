"""Game review: every action forward and back, all hands face up, with the computers' reasons."""

from __future__ import annotations

from pathlib import Path

from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, load_game, new_game_id, save_game
from rummy_desktop.review import GameReview
from tests.persistence.conftest import play, play_with_notes


def test_stepping_forward_and_back_gives_the_same_positions() -> None:
    game = Game(RuleSet.preset("hillbilly", players=4), seed=8)
    play(game, 180)
    review = GameReview.from_game(game, [Seat.computer(f"C{i}") for i in range(4)])
    assert len(review) == 181
    first = review.first()
    forward = [first.snapshot]
    while review.position < len(review) - 1:
        forward.append(review.next().snapshot)
    assert forward[-1] == game.snapshot()
    backward = [review.current().snapshot]
    while review.position > 0:
        backward.append(review.previous().snapshot)
    assert backward[::-1] == forward
    # Jumping straight to a position (from a checkpoint) gives the same as stepping there.
    for index in (0, 49, 50, 51, 137, 180):
        assert review.go(index).snapshot == forward[index]


def test_the_deal_shows_every_hand_face_up() -> None:
    game = Game(RuleSet.preset("three-thirteen", players=3), seed=2)
    review = GameReview.from_game(game, [Seat.human(n) for n in "ABC"])
    step = review.first()
    assert step.text == "The cards are dealt" and step.action is None
    assert [len(h) for h in step.hands] == [3, 3, 3]
    assert step.totals == (0, 0, 0)


def test_each_step_names_the_move_and_the_scores_as_they_stood() -> None:
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=6)
    play(game)
    seats = [Seat.human("Ann"), Seat.computer("Bruno")]
    review = GameReview.from_game(game, seats)
    texts = [review.step(i).text for i in range(1, 6)]
    assert all(t.startswith(("Ann ", "Bruno ")) for t in texts)
    assert review.last().totals == tuple(game.totals())
    assert review.first().totals == (0, 0)
    assert review.last().scores == tuple(tuple(r) for r in game._state.scores)


def test_computer_reasons_come_from_the_saved_notes(tmp_path: Path) -> None:
    game = Game(RuleSet.preset("hillbilly", players=3), seed=4)
    notes = play_with_notes(game, 60)
    seats = [Seat.human("Ann"), Seat.computer("B"), Seat.computer("C")]
    notes = [None if game.log[i].seat == 0 else n for i, n in enumerate(notes)]
    path = tmp_path / "g.rummy"
    save_game(path, game, seats, game_id=new_game_id(), notes=notes)
    review = GameReview.from_loaded(load_game(path))
    for index in range(1, 61):
        step = review.go(index)
        if step.seat == 0:
            assert step.reason is None
        else:
            assert step.reason == notes[index - 1] and step.reason


def test_without_notes_a_simple_bot_is_asked_again() -> None:
    game = Game(RuleSet.preset("hillbilly", players=3), seed=4)
    notes = play_with_notes(game, 40)
    review = GameReview.from_game(game, [Seat.computer(n) for n in "ABC"])  # no notes kept
    assert [review.step(i).reason for i in range(1, 41)] == notes


def test_each_move_is_told_in_the_tables_words() -> None:
    from rummy_desktop.ai import make_bot
    from rummy_desktop.engine import LayOff

    game = Game(RuleSet.preset("hillbilly", players=3), seed=5)
    bots = [make_bot("simple", seed=s) for s in range(3)]
    while not any(isinstance(a, LayOff) for a in game.log) and len(game.log) < 2000:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    names = ["You", "Ada", "Bruno"]
    review = GameReview.from_game(
        game, [Seat.human("You"), Seat.computer("Ada"), Seat.computer("Bruno")]
    )
    texts = {type(a).__name__: review.describe(i + 1) for i, a in enumerate(game.log)}
    lay_off = next(i for i, a in enumerate(game.log) if isinstance(a, LayOff))
    text = review.describe(lay_off + 1)
    action = game.log[lay_off]
    assert text.startswith(f"{names[action.seat]} laid off the {action.card.pretty} on ")
    assert "meld " not in text and ("your " in text or "'s " in text)
    assert " discarded the " in texts["Discard"]  # "the" before a card, as at the table


def test_a_long_game_holds_a_bounded_number_of_copies() -> None:
    # A copy every 50 moves of a 100,000-move save was 2,000 copies of a game whose round's
    # history is that long: 1.6 GB. The copies are at most MAX_CHECKPOINTS, spread out.
    from rummy_desktop.review import MAX_CHECKPOINTS
    from tests.coach.long_game import long_game

    game = long_game(12_000)
    review = GameReview.from_game(game, [Seat.human("Ann"), Seat.human("Bob")])
    assert review.checkpoints <= MAX_CHECKPOINTS
    replay = Game(game.rules, game.seed)
    wanted = {0, 1, 119, 120, 121, 5_999, 11_999, 12_000}
    expected = {}
    for i, action in enumerate([None, *game.log]):
        if action is not None:
            replay.apply(action)
        if i in wanted:
            expected[i] = replay.snapshot()
    for index in sorted(wanted, reverse=True):
        assert review.go(index).snapshot == expected[index]


def test_a_move_that_ends_a_round_shows_every_card_where_the_round_left_it() -> None:
    # Issue 34, defect 5: the step showed the next round's deal under the next round's number.
    for variant, players, seed in (("hillbilly", 3, 8), ("three-thirteen", 4, 2)):
        game = Game(RuleSet.preset(variant, players=players), seed=seed)
        play(game, 400)
        review = GameReview.from_game(game, [Seat.computer(f"C{i}") for i in range(players)])
        ends = [i for i in range(1, len(review)) if review.step(i).phase == "round_over"]
        assert ends, "no round ended in 400 moves"
        for index in ends:
            step, after = review.step(index), review.step(index + 1)
            assert after.round_no == step.round_no + 1
            assert len(step.scores) == step.round_no  # this round is scored
            held = sum(len(h) for h in step.hands) + sum(len(m.cards) for m in step.melds)
            pack = len(game.rules.pack())
            assert held + len(step.discard) + step.stock_size == pack  # no card lost or doubled
