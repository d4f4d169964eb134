"""Statistics: a finished game counts once, per player name and game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_desktop.engine import Buy, Game, RuleSet
from rummy_desktop.persistence import Seat, load_stats, record_game, stats_path

from .conftest import play


def finished(variant: str, players: int, seed: int) -> Game:
    return play(Game(RuleSet.preset(variant, players=players), seed=seed))


def test_a_finished_game_is_counted_once(home: Path) -> None:
    game = finished("three-thirteen", 3, 1)
    seats = [Seat.human("Ann"), Seat.computer("Bruno"), Seat.computer("Chloé")]
    assert record_game(game, seats, "1" * 32)
    assert not record_game(game, seats, "1" * 32)  # a second Game Over, or the save reloaded
    stats, problem = load_stats()
    assert problem is None and stats_path() == home / "data" / "statistics.json"
    totals = game.totals()
    for seat, info in enumerate(seats):
        rec = stats.record(info.name, "three-thirteen")
        assert rec.games == 1
        assert rec.total_score == rec.best_score == totals[seat]
        assert rec.rounds_out_first == game._state.rounds_out[seat]
        assert rec.wins + rec.co_wins == (1 if seat in game.winners else 0)
    assert sum(stats.record(s.name, "three-thirteen").wins for s in seats) + sum(
        stats.record(s.name, "three-thirteen").co_wins for s in seats
    ) == len(game.winners)


def test_results_add_up_over_games_and_buys_are_counted(
    home: Path, finished_hillbilly_8: tuple[Game, list]
) -> None:
    game, _ = finished_hillbilly_8
    seats = [Seat.computer(f"Computer {i + 1}") for i in range(8)]
    record_game(game, seats, "a" * 32)
    record_game(game, seats, "b" * 32)  # the same deal played again
    stats, _ = load_stats()
    for seat, info in enumerate(seats):
        rec = stats.record(info.name, "hillbilly")
        assert rec.games == 2
        assert rec.mean_score == game.totals()[seat]
        assert rec.buys == 2 * sum(isinstance(a, Buy) and a.seat == seat for a in game.log)
    assert stats.record("Computer 1", "three-thirteen").games == 0


def test_an_unfinished_game_is_not_counted(home: Path) -> None:
    game = play(Game(RuleSet.preset("hillbilly", players=2), seed=3), 10)
    assert not record_game(game, [Seat.human("A"), Seat.human("B")], "2" * 32)
    assert not stats_path().exists()


def test_statistics_that_are_no_document_start_afresh_with_a_kept_copy(home: Path) -> None:
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "players": {"Ann": ')
    stats, problem = load_stats()
    assert stats.players == {} and problem is not None and "started afresh" in problem
    assert len(list(path.parent.glob("statistics.json.broken-*"))) == 1


def _bad_record_file() -> Path:
    """Ann's record damaged (a negative count, a count as text), Bo's and a game id good."""
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"games": 2, "wins": 1, "total_score": 90, "best_score": 40}
    doc = {
        "version": 1,
        "players": {
            "Ann": {"hillbilly": {"games": -4}},
            "Bo": {"hillbilly": good},
            "Cy": {"three-thirteen": {"games": "5"}},
        },
        "recorded": ["a" * 32, 7],
    }
    path.write_text(json.dumps(doc), "utf-8")
    return path


def test_one_bad_record_is_set_aside_and_every_other_kept_saying_so_once(home: Path) -> None:
    """Issue 32: one bad key reset the whole file. Now each player's record and each counted
    game is judged alone; what fails is set aside beside the file, with one sentence."""
    path = _bad_record_file()
    stats, problem = load_stats()
    assert stats.record("Bo", "hillbilly").games == 2 and stats.record("Bo", "hillbilly").wins == 1
    assert "Ann" not in stats.players and "Cy" not in stats.players
    assert stats.recorded == ["a" * 32]
    assert problem is not None and problem.startswith("Statistics: ")
    assert "'Ann'" in problem and "'Cy'" in problem and "set aside" in problem
    aside = list(path.parent.glob("statistics.json.set-aside-*"))
    assert len(aside) == 1 and json.loads(aside[0].read_text())["players"]["Ann"]
    assert not list(path.parent.glob("statistics.json.broken-*"))
    assert load_stats()[1] is None  # the same file again: said once


def test_game_over_hears_what_was_set_aside_once(home: Path) -> None:
    """The first reader is the game's end: ``notice`` hears the sentence, the file is then
    written without the bad parts, and the next game hears nothing."""
    _bad_record_file()
    game = finished("three-thirteen", 2, 1)
    seats = [Seat.human("Bo"), Seat.computer("Dee")]
    heard: list[str] = []
    assert record_game(game, seats, "1" * 32, notice=heard.append)
    assert len(heard) == 1 and "'Ann'" in heard[0]
    assert record_game(game, seats, "2" * 32, notice=heard.append)
    assert len(heard) == 1
    stats, problem = load_stats()
    assert problem is None and stats.record("Bo", "hillbilly").games == 2
    assert stats.record("Bo", "three-thirteen").games == 2


def test_a_newer_versions_statistics_keep_what_this_version_knows(home: Path) -> None:
    """A key added by a newer version is neither a reason to reset nor lost on saving."""
    path = stats_path()
    path.parent.mkdir(parents=True)
    doc = {
        "version": 2,
        "players": {"Bo": {"hillbilly": {"games": 3}}},
        "streaks": {"Bo": [1, 2]},
    }
    path.write_text(json.dumps(doc), "utf-8")
    stats, problem = load_stats()
    assert problem is None and stats.record("Bo", "hillbilly").games == 3
    seats = [Seat.human("Bo"), Seat.computer("Dee")]
    assert record_game(finished("three-thirteen", 2, 1), seats, "1" * 32)
    on_disk = json.loads(path.read_text("utf-8"))
    assert on_disk["streaks"] == {"Bo": [1, 2]} and on_disk["players"]["Bo"]["hillbilly"]
    assert load_stats()[0].record("Bo", "three-thirteen").games == 1


def test_the_coach_history_keeps_one_point_a_game_and_its_means(tmp_path) -> None:
    from rummy_desktop.persistence import record_analysis

    path = tmp_path / "stats.json"
    record_analysis("Ann", "hillbilly", "a" * 32, 0.5, 4.0, 10, path=path)
    record_analysis("Ann", "hillbilly", "b" * 32, 1.0, 1.0, 30, path=path)
    record_analysis("Ann", "hillbilly", "a" * 32, 0.6, 3.0, 10, path=path)  # again: replaced
    stats, problem = load_stats(path)
    assert problem is None
    rec = stats.record("Ann", "hillbilly")
    assert [c.game_id[0] for c in rec.coached] == ["b", "a"]
    accuracy, loss = rec.coach_means()
    assert accuracy == pytest.approx((1.0 * 30 + 0.6 * 10) / 40)
    assert loss == pytest.approx((1.0 * 30 + 3.0 * 10) / 40)
    assert rec.games == 0  # an analysis is not a game played
    assert stats.record("Ann", "three-thirteen").coach_means() is None
