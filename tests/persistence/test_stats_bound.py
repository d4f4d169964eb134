"""Statistics with thousands of contract-game names: the loader keeps the most played, says
what it set aside, and never loses the rest (the file as it was, and when it is written again)."""

from __future__ import annotations

import json
from pathlib import Path

from rummy_desktop.engine import Game, preset_rules
from rummy_desktop.persistence import Seat, load_stats, record_game, stats_path
from rummy_desktop.persistence.stats import MAX_GAME_NAMES

from .conftest import play


def many_games(path: Path, count: int) -> dict:
    """``count`` contract games, game i played i+1 times by Ann (so the most played are last)."""
    games = {f"Game {i:05d}": {"games": i + 1} for i in range(count)}
    doc = {"version": 1, "contract_games": {"Ann": games, "Bob": {"Game 00000": {"games": 1}}}}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), "utf-8")
    return doc


def test_the_most_played_games_are_kept_and_the_rest_set_aside_with_a_sentence(
    tmp_path: Path,
) -> None:
    path = tmp_path / "statistics.json"
    many_games(path, 3_000)
    before = path.read_bytes()
    stats, note = load_stats(path)
    names = stats.contract_game_names()
    assert len(names) == MAX_GAME_NAMES
    assert names[-1] == "Game 02999" and names[0] == f"Game {3_000 - MAX_GAME_NAMES:05d}"
    assert note == (
        f"The statistics hold 3000 contract games: the {MAX_GAME_NAMES} most played are shown, "
        f"and the other {3_000 - MAX_GAME_NAMES} are set aside (kept in the file as they are)."
    )
    assert path.read_bytes() == before  # the loader writes nothing


def test_games_set_aside_are_written_back_when_a_game_is_counted(home: Path) -> None:
    doc = many_games(stats_path(), 500)
    game = play(Game(preset_rules("liverpool", players=2), seed=1))
    assert game.rules.game_name == "Liverpool Rummy"
    assert record_game(game, [Seat.human("Ann"), Seat.computer("Bob")], "1" * 32)
    written = json.loads(stats_path().read_text("utf-8"))["contract_games"]
    assert set(written["Ann"]) == set(doc["contract_games"]["Ann"]) | {"Liverpool Rummy"}
    assert written["Ann"]["Game 00000"] == {"games": 1}  # as the file had it
    assert written["Bob"]["Game 00000"] == {"games": 1}
    assert written["Ann"]["Liverpool Rummy"]["games"] == 1
