"""Saved games: the round trip replays to the same position, with seats, notes and rules."""

from __future__ import annotations

import json
from pathlib import Path

from rummy_desktop import __version__
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import (
    LoadedGame,
    Seat,
    load_game,
    new_game_id,
    position_snapshot,
    save_game,
)

from .conftest import computer_seats, play


def test_finished_8_player_hillbilly_game_loads_as_it_was(
    tmp_path: Path, finished_hillbilly_8: tuple[Game, list[str | None]]
) -> None:
    game, notes = finished_hillbilly_8
    seats = computer_seats(8)
    game_id = new_game_id()
    path = tmp_path / "long.rummy"
    save_game(path, game, seats, game_id=game_id, notes=notes, name="Friday night")
    loaded = load_game(path)
    assert loaded.game.snapshot() == game.snapshot()
    assert loaded.game.log == game.log
    assert loaded.game.is_over and loaded.game.winners == game.winners
    assert loaded.seats == tuple(seats)
    assert (loaded.game_id, loaded.name, loaded.notes) == (game_id, "Friday night", notes)
    assert loaded.app_version == __version__ and loaded.warnings == []


def test_file_names_its_format_version_and_holds_plain_json(
    tmp_path: Path, short_game: Game
) -> None:
    path = tmp_path / "g.rummy"
    save_game(path, short_game, [Seat.human(n) for n in "ABCD"], game_id=new_game_id())
    doc = json.loads(path.read_text("utf-8"))
    assert (doc["format"], doc["version"]) == ("rummy-desktop-save", 2)
    assert doc["rules"]["variant"] == "hillbilly" and doc["rules"]["players"] == 4
    assert doc["seed"] == 5 and len(doc["actions"]) == 120
    assert doc["actions"][0] == {"type": "DrawStock", "seat": doc["actions"][0]["seat"]}
    assert doc["snapshot"] == position_snapshot(short_game)


def test_unfinished_game_resumes_at_the_same_turn_hand_and_stock(
    saved: Path, short_game: Game
) -> None:
    loaded = load_game(saved)
    state, original = loaded.game._state, short_game._state
    assert (state.turn, state.phase, state.round_no) == (
        original.turn,
        original.phase,
        original.round_no,
    )
    assert state.hands == original.hands and state.stock == original.stock
    # The game goes on identically: the random generator came back too.
    play(loaded.game, 200)
    play(short_game, 200)
    assert loaded.game.snapshot() == short_game.snapshot()


def test_house_rules_and_ages_survive_the_round_trip(tmp_path: Path) -> None:
    rules = RuleSet.preset(
        "three-thirteen",
        players=3,
        max_set_size=5,
        five_crowns_scoring=True,
        stock_refill="end_round",
    )
    game = play(Game(rules, seed=9, ages=[40, None, 8]), 30)
    seats = [Seat.human("Mum"), Seat.computer("Bot"), Seat.human("Kid")]
    path = tmp_path / "family.rummy"
    save_game(path, game, seats, game_id=new_game_id())
    loaded = load_game(path)
    assert loaded.game.rules == rules
    assert loaded.game.ages == (40, None, 8)
    assert [s.age for s in loaded.seats] == [40, None, 8]


def test_hot_seat_game_mid_play_asks_for_the_privacy_screen(saved: Path) -> None:
    assert load_game(saved).needs_privacy_screen  # two humans, game not over


def test_a_game_against_computers_needs_no_privacy_screen(tmp_path: Path, short_game: Game) -> None:
    path = tmp_path / "solo.rummy"
    seats = [Seat.human("Ann")] + computer_seats(3)
    save_game(path, short_game, seats, game_id=new_game_id())
    assert not load_game(path).needs_privacy_screen


def test_saving_over_a_save_replaces_it(saved: Path, short_game: Game) -> None:
    play(short_game, 10)
    seats = [Seat.human(n) for n in "ABCD"]
    save_game(saved, short_game, seats, game_id=new_game_id())
    loaded: LoadedGame = load_game(saved)
    assert len(loaded.game.log) == 130
    assert not list(saved.parent.glob(".*.tmp"))


def test_the_encoded_log_follows_a_growing_game_exactly(short_game: Game) -> None:
    from rummy_desktop.engine import action_to_dict
    from rummy_desktop.persistence.savefile import encoded_log

    for _ in range(3):
        assert encoded_log(short_game) == [action_to_dict(a) for a in short_game.log]
        play(short_game, 7)
    replayed = Game.replay(short_game.rules, short_game.seed, short_game.log[:50])
    assert encoded_log(replayed) == [action_to_dict(a) for a in replayed.log]


def test_every_action_is_written_as_the_engine_writes_it(
    finished_hillbilly_8: tuple[Game, list[str | None]],
) -> None:
    from rummy_desktop.engine import action_to_dict
    from rummy_desktop.persistence.savefile import encode_actions

    game, _ = finished_hillbilly_8
    assert encode_actions(game.log) == [action_to_dict(a) for a in game.log]
    kinds = {type(a).__name__ for a in game.log}
    assert {"LayDown", "LayOff", "Discard", "Buy", "DeclineBuy", "DrawStock"} <= kinds
