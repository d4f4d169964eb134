"""Save format 2 keeps the coach's analyses; a version-1 file migrates to it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_desktop.coach import COACH_VERSION, analyse, kept_analysis
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import SaveFileError, Seat, load_game, new_game_id, save_game

from .conftest import play

SEATS = [Seat.human("Ann"), Seat.computer("Bob", "medium")]


@pytest.fixture(scope="module")
def game_and_analysis():
    game = play(Game(RuleSet.preset("three-thirteen", players=2), seed=9), moves=20)
    return game, analyse(game.rules, game.seed, game.log, 0, samples=2)


def test_an_analysis_is_kept_and_read_back(tmp_path: Path, game_and_analysis) -> None:
    game, analysis = game_and_analysis
    path = tmp_path / "g.rummy"
    entry = analysis.to_entry(len(game.log))
    save_game(path, game, SEATS, game_id=new_game_id(), coach=[entry])
    doc = json.loads(path.read_text("utf-8"))
    assert doc["version"] == 2 and doc["coach"][0]["coach"] == COACH_VERSION
    loaded = load_game(path)
    again = kept_analysis(loaded.coach, 0, len(loaded.game.log))
    assert again is not None and again.to_dict() == analysis.to_dict()
    # Another seat, or a longer log than the one judged, has no kept analysis.
    assert kept_analysis(loaded.coach, 1, len(game.log)) is None
    assert kept_analysis(loaded.coach, 0, len(game.log) + 1) is None


def test_a_version_1_file_migrates_with_no_analysis(tmp_path: Path, game_and_analysis) -> None:
    game, _analysis = game_and_analysis
    path = tmp_path / "old.rummy"
    save_game(path, game, SEATS, game_id=new_game_id())
    doc = json.loads(path.read_text("utf-8"))
    del doc["coach"]
    doc["version"] = 1
    path.write_text(json.dumps(doc), "utf-8")
    loaded = load_game(path)
    assert loaded.coach == [] and loaded.game.snapshot() == game.snapshot()


def test_a_version_1_file_may_not_carry_an_analysis(tmp_path: Path, game_and_analysis) -> None:
    game, analysis = game_and_analysis
    path = tmp_path / "odd.rummy"
    save_game(path, game, SEATS, game_id=new_game_id(), coach=[analysis.to_entry(5)])
    doc = json.loads(path.read_text("utf-8"))
    doc["version"] = 1
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveFileError, match="damaged"):
        load_game(path)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda e, n: e["decisions"][0].update(mark="brilliant"), "mark"),
        (lambda e, n: e["decisions"][0].update(loss=-3.0), "loss"),
        (lambda e, n: e["decisions"][0].update(reason="x" * 5000), "reason"),
        (lambda e, n: e.update(seat=9), "seat"),
        (lambda e, n: e.update(seat=1), "another player made"),
        (lambda e, n: e.update(moves=n + 1), "of a game of"),
        (lambda e, n: e["decisions"][-1].update(move=n + 40), "past the"),
        (lambda e, n: e["decisions"].reverse(), "out of order"),
        (lambda e, n: e["decisions"][0].update(round=e["decisions"][0]["round"] + 1), "round"),
    ],
)
def test_an_analysis_that_does_not_fit_is_dropped_in_one_sentence_and_the_game_loads(
    tmp_path: Path, game_and_analysis, change, words
) -> None:
    game, analysis = game_and_analysis
    assert len(analysis.decisions) > 1
    path = tmp_path / "bad.rummy"
    save_game(path, game, SEATS, game_id=new_game_id(), coach=[analysis.to_entry(len(game.log))])
    doc = json.loads(path.read_text("utf-8"))
    change(doc["coach"][0], len(game.log))
    path.write_text(json.dumps(doc), "utf-8")
    loaded = load_game(path)
    assert loaded.game.snapshot() == game.snapshot() and loaded.coach == []
    [said] = loaded.notices
    assert said.startswith("The coach's analysis of ") and "kept in 'bad.rummy' was dropped" in said
    assert words in said and "\n" not in said and loaded.warnings == []


def test_the_writer_drops_an_analysis_the_reader_would_refuse(
    tmp_path: Path, game_and_analysis
) -> None:
    game, analysis = game_and_analysis
    bad = analysis.to_entry(len(game.log))
    bad["decisions"] = [dict(bad["decisions"][0], mark="brilliant")]
    path = tmp_path / "g.rummy"
    save_game(path, game, SEATS, game_id=new_game_id(), coach=[bad])
    assert load_game(path).coach == []
