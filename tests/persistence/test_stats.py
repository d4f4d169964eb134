"""Statistics: a finished game counts once, per player name and game."""

from __future__ import annotations

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


def test_damaged_statistics_start_afresh_with_a_kept_copy(home: Path) -> None:
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "players": {"Ann": {"hillbilly": {"games": -4}}}}')
    stats, problem = load_stats()
    assert stats.players == {} and problem is not None and "games" in problem
    assert len(list(path.parent.glob("statistics.json.broken-*"))) == 1


def test_a_count_written_as_text_starts_the_statistics_afresh(home: Path) -> None:
    path = stats_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "players": {"Ann": {"hillbilly": {"games": "5"}}}}', "utf-8")
    stats, problem = load_stats()
    assert stats.names() == []
    assert problem is not None and "games" in problem


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
