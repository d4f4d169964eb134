"""`rummy-desktop simulate` and the tournament runner behind it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rummy_desktop import simulate
from rummy_desktop.cli import main
from rummy_desktop.engine import Discard, DrawStock
from rummy_desktop.simulate import SimulationError, run_tournament


class IllegalBot:
    """Draws from the stock whatever is asked: legal to start a turn, illegal after that."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view):
        return DrawStock(view.seat)

    def explain(self) -> str:
        return "always draws"


class CrashingBot:
    def choose(self, view):
        raise RuntimeError("my circuits are fried")

    def explain(self) -> str:
        return ""


class OtherSeatBot:
    """Plays a legal-looking move, but for the wrong seat."""

    def choose(self, view):
        return Discard((view.seat + 1) % view.players, view.hand[0])

    def explain(self) -> str:
        return ""


ILLEGAL = f"{__name__}:IllegalBot"
CRASHING = f"{__name__}:CrashingBot"
OTHER_SEAT = f"{__name__}:OtherSeatBot"


def simulate_json(capsys, *args: str) -> dict:
    status = main(["simulate", *args, "--json"])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert len(out.splitlines()) == 1
    return json.loads(out)


def refused(capsys, *args: str, status: int = 2) -> str:
    assert main(["simulate", *args]) == status
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("rummy-desktop: error: ")
    return lines[0]


@pytest.mark.parametrize(
    ("variant", "players", "games"),
    [("three-thirteen", 2, 3), ("three-thirteen", 8, 1), ("hillbilly", 2, 1), ("hillbilly", 8, 1)],
)
def test_tournament_json_shape_and_wins_add_up(capsys, tmp_path, variant, players, games):
    result = simulate_json(
        capsys,
        *("--variant", variant, "--players", str(players), "--ai", "simple,random"),
        *("--games", str(games), "--seed", "1", "--check"),
    )
    assert set(result) >= {"games", "variant", "seats", "games_per_second", "levels"}
    assert result["games"] == games
    assert result["variant"] == variant
    assert result["games_per_second"] > 0
    seats = result["seats"]
    assert len(seats) == players
    assert [s["ai"] for s in seats] == ["simple", "random"] * (players // 2)
    assert sum(s["wins"] for s in seats) == pytest.approx(games, abs=1e-3)
    for seat in seats:
        assert set(seat) >= {"ai", "wins", "win_rate", "mean_score", "decision_ms"}
        assert set(seat["decision_ms"]) == {"p50", "p95", "max"}
        assert 0 <= seat["decision_ms"]["p50"] <= seat["decision_ms"]["p95"]
        assert seat["decision_ms"]["p95"] <= seat["decision_ms"]["max"]
        assert seat["win_rate"] == pytest.approx(seat["wins"] / games, abs=1e-3)
        assert seat["mean_score"] >= 0
    levels = result["levels"]
    assert set(levels) == {"simple", "random"}
    assert sum(v["wins"] for v in levels.values()) == pytest.approx(games, abs=1e-3)
    assert all(v["games"] == games * players // 2 for v in levels.values())


def test_plain_output_is_a_table_per_seat(capsys):
    args = ["simulate", "--variant", "three-thirteen", "--players", "3", "--ai", "simple"]
    assert main([*args, "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "Three Thirteen, 3 players: 2 games from seed 0" in out
    assert "games a second" in out
    rows = [
        line for line in out.splitlines() if line.split()[:2] in (["1", "simple"], ["3", "simple"])
    ]
    assert len(rows) == 2
    assert "Decision ms p50 / p95 / max" in out


def test_same_seed_same_results():
    first = run_tournament("three-thirteen", 3, ["simple", "random"], games=2, seed=5)
    again = run_tournament("three-thirteen", 3, ["simple", "random"], games=2, seed=5)
    assert [(e.wins, e.total_score) for e in first.entrants] == [
        (e.wins, e.total_score) for e in again.entrants
    ]


def test_swap_seats_gives_each_player_each_seat():
    result = run_tournament(
        "three-thirteen", 2, ["simple", "random"], games=2, swap_seats=True, explain=True
    )
    assert [e.ai for e in result.entrants] == ["simple", "random"]
    assert [e.games for e in result.entrants] == [2, 2]
    assert sum(e.wins for e in result.entrants) == pytest.approx(2)
    seating = {(x["game"], x["ai"], x["seat"]) for x in result.explanations if "ai" in x}
    # Games and seats from 1, as in messages and results files.
    assert seating == {(1, "simple", 1), (1, "random", 2), (2, "simple", 2), (2, "random", 1)}


def test_explain_collects_each_decision_and_its_reason():
    result = run_tournament("three-thirteen", 2, ["simple"], games=1, explain=True)
    assert result.explanations
    first = result.explanations[0]
    assert set(first) == {"game", "seat", "ai", "round", "move", "hand", "action", "why"}
    assert first["ai"] == "simple" and first["why"]


# ---- errors -----------------------------------------------------------------------------


def test_unknown_level_is_refused_before_playing(capsys):
    line = refused(
        capsys, "--variant", "hillbilly", "--players", "2", "--ai", "grandmaster", "--games", "1"
    )
    assert "grandmaster" in line


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "9", "--ai", "simple", "--games", "1"], "2 to 8"),
        (["--players", "1", "--ai", "simple", "--games", "1"], "2 to 8"),
        (["--players", "2", "--ai", "simple", "--games", "0"], "games"),
        (["--players", "2", "--ai", "simple,random,simple", "--games", "1"], "at most one"),
    ],
)
def test_bad_settings_are_refused(capsys, args, words):
    assert words in refused(capsys, "--variant", "three-thirteen", *args)


def test_missing_required_option_is_a_usage_error(capsys):
    assert main(["simulate", "--variant", "hillbilly", "--players", "2", "--games", "1"]) == 2
    assert "--ai" in capsys.readouterr().err


def test_bad_rules_file_is_refused(capsys, tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{"max_set_size": 4}')
    line = refused(
        capsys,
        *("--variant", "hillbilly", "--players", "2", "--ai", "simple", "--games", "1"),
        *("--rules", str(rules)),
    )
    assert "not a rule of hillbilly" in line


def test_rules_file_is_played_by_the_games(capsys, tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{"max_set_size": 4, "jokers_per_deck": 1}')
    result = simulate_json(
        capsys,
        *("--variant", "three-thirteen", "--players", "2", "--ai", "simple,random"),
        *("--games", "1"),
        *("--rules", str(rules), "--check"),
    )
    assert sum(s["wins"] for s in result["seats"]) == pytest.approx(1)


def test_illegal_move_stops_the_tournament_with_status_one(capsys):
    line = refused(
        capsys,
        *("--variant", "three-thirteen", "--players", "2", "--ai", f"{ILLEGAL},simple"),
        *("--games", "1"),
        status=1,
    )
    assert f"bot '{ILLEGAL}' at seat " in line
    assert "made an illegal move" in line
    assert "Draw from the stock" in line


def test_illegal_moves_replaced_and_counted_with_on_error_continue(capsys):
    result = simulate_json(
        capsys,
        *("--variant", "three-thirteen", "--players", "2", "--ai", f"{ILLEGAL},simple"),
        *("--games", "1", "--check", "--on-error", "continue"),
    )
    assert result["seats"][0]["errors"] > 0
    assert result["seats"][1]["errors"] == 0
    assert sum(s["wins"] for s in result["seats"]) == pytest.approx(1)


def test_a_crashing_bot_is_named_with_its_exception(capsys):
    line = refused(
        capsys,
        *("--variant", "hillbilly", "--players", "2", "--ai", f"simple,{CRASHING}"),
        *("--games", "1"),
        status=1,
    )
    assert CRASHING in line
    assert "RuntimeError: my circuits are fried" in line


def test_a_move_for_another_seat_is_illegal():
    with pytest.raises(SimulationError, match="the move is for seat 2, not seat 1"):
        run_tournament("three-thirteen", 2, [OTHER_SEAT], games=1)


def test_broken_invariant_names_the_move(monkeypatch):
    from rummy_desktop.engine.state import GameState

    def broken(self):
        raise AssertionError("cards in two places: ['7Ha']")

    monkeypatch.setattr(GameState, "check_invariants", broken)
    with pytest.raises(SimulationError, match=r"invariant broken after .*cards in two places"):
        run_tournament("three-thirteen", 2, ["simple"], games=1, check=True)


def test_endless_game_guard_names_the_seed(monkeypatch):
    monkeypatch.setattr(simulate, "MAX_MOVES_PER_ROUND", 5)
    with pytest.raises(SimulationError, match=r"seed 7\): round 1 did not end after 5 moves"):
        run_tournament("three-thirteen", 2, ["simple"], games=1, seed=7)


def test_a_caller_may_give_up_on_a_stuck_round_sooner():
    # Seed 7's first round between simple bots takes more than 5 moves (the guard test above).
    with pytest.raises(SimulationError, match=r"round 1 did not end after 5 moves"):
        run_tournament("three-thirteen", 2, ["simple"], games=1, seed=7, max_moves=5)
    played = run_tournament("three-thirteen", 2, ["simple"], games=1, seed=7, max_moves=10_000)
    assert played.entrants[0].games == 1 and not played.abandoned
    with pytest.raises(ValueError, match="max_moves must be at least 1, not 0"):
        run_tournament("three-thirteen", 2, ["simple"], games=1, max_moves=0)


def test_an_endless_game_is_abandoned_under_continue_and_counts_for_no_one(monkeypatch, capsys):
    monkeypatch.setattr(simulate, "MAX_MOVES_PER_ROUND", 5)
    result = run_tournament(
        "three-thirteen", 2, ["simple", "random"], games=2, seed=7, on_error="continue"
    )
    assert [m.split(":")[0] for m in result.abandoned] == ["game 1 (seed 7)", "game 2 (seed 8)"]
    assert [(e.games, e.wins, e.total_score) for e in result.entrants] == [(0, 0, 0), (0, 0, 0)]
    args = [
        "--variant",
        "three-thirteen",
        "--players",
        "2",
        "--ai",
        "simple,random",
        "--games",
        "2",
    ]
    data = simulate_json(capsys, *args, "--seed", "7", "--on-error", "continue")
    assert data["abandoned"] == 2 and all(s["wins"] == 0 for s in data["seats"])
    assert main(["simulate", *args, "--on-error", "continue"]) == 0
    err = capsys.readouterr().err
    assert "2 games were abandoned and left out of the figures" in err
    assert "round 1 did not end after 5 moves" in err and "Traceback" not in err


def test_module_entry_point_exit_codes():
    base = [sys.executable, "-m", "rummy_desktop", "simulate", "--variant", "three-thirteen"]
    done = subprocess.run(
        [*base, "--players", "2", "--ai", "simple,random", "--games", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["seats"]) == 2
    bad = subprocess.run(
        [*base, "--players", "2", "--ai", "nobody", "--games", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2
    assert bad.stderr.startswith("rummy-desktop: error: ")
    assert "Traceback" not in bad.stderr


def test_a_seat_without_legal_moves_is_reported_as_an_engine_bug(monkeypatch):
    from rummy_desktop.engine import game

    monkeypatch.setattr(game, "list_moves", lambda view, kind: [])  # how a view lists them
    with pytest.raises(SimulationError, match="has no legal move .*engine bug"):
        run_tournament("three-thirteen", 2, ["simple"], games=1, seed=3)


def test_a_bot_that_never_reads_its_legal_moves_never_has_them_listed(monkeypatch):
    from rummy_desktop.engine import game

    calls = []
    real = game.list_moves  # how a view lists its moves
    monkeypatch.setattr(
        game, "list_moves", lambda view, kind: calls.append(view.seat) or real(view, kind)
    )
    result = run_tournament("three-thirteen", 2, ["tests.ai.sample_bots:BlindBot"], 2, seed=4)
    assert result.games == 2 and sum(e.errors for e in result.entrants) == 0
    assert calls == []
    run_tournament("three-thirteen", 2, ["simple"], 1, seed=4)
    assert calls, "a bot that reads them gets them"


# ---- worker processes: never more than the cores ----------------------------------------


@pytest.mark.parametrize(
    ("jobs", "started", "said"), [("48", 2, True), ("2", 2, False), ("0", 2, False)]
)
def test_more_jobs_than_cores_start_one_worker_a_core_and_say_so_once(
    capsys, monkeypatch, jobs, started, said
):
    workers = []

    def in_workers(settings, indices, count, on_record):
        workers.append(count)  # played here: the test counts processes, it starts none
        simulate.play_here(settings, indices, on_record)

    monkeypatch.setattr(simulate, "cores", lambda: 2)
    monkeypatch.setattr(simulate, "play_in_workers", in_workers)
    args = ["--variant", "three-thirteen", "--players", "2", "--ai", "simple", "--games", "3"]
    assert main(["simulate", *args, "--jobs", jobs, "--json"]) == 0
    err = capsys.readouterr().err
    assert workers == [started]
    if said:
        assert err.count("\n") == 1 and err.startswith("rummy-desktop: warning: --jobs 48: ")
        assert "2 cores" in err
    else:
        assert err == ""
