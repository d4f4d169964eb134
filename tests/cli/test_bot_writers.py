"""What a bot writer meets in `simulate` (issue 38): clean output, honest warnings, and a
failing bot that can be debugged from its message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_desktop import simulate
from rummy_desktop.cli import main
from rummy_desktop.simulate import SimulationError, run_tournament

HERE = "tests.cli.bot_writers_bots"
CHATTY, BUGGY, DAWDLING = f"{HERE}:ChattyBot", f"{HERE}:BuggyBot", f"{HERE}:DawdlingBot"
TT2 = ("--variant", "three-thirteen", "--players", "2", "--games", "2")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_what_a_bot_prints_never_reaches_the_json(capfd, jobs):
    status = main(["simulate", *TT2, "--ai", f"{CHATTY},simple", "--json", "--jobs", jobs])
    out, err = capfd.readouterr()
    assert status == 0, err
    assert len(out.splitlines()) == 1
    assert json.loads(out)["games"] == 2
    assert "ChattyBot ready" in err and "thinking about" in err


def test_what_a_bot_prints_under_explain_goes_to_standard_error(capfd):
    status = main(["simulate", *TT2, "--ai", f"{CHATTY},simple", "--json", "--explain"])
    out, err = capfd.readouterr()
    assert status == 0, err
    assert json.loads(out)["explanations"]
    assert "explaining" in err and "explaining" not in out


def test_a_slow_move_is_reported_as_played_not_replaced(capsys):
    args = [*TT2, "--ai", f"{DAWDLING},simple", "--bot-timeout-s", "0.001"]
    assert main(["simulate", *args, "--on-error", "continue", "--quiet"]) == 0
    err = capsys.readouterr().err
    assert "replaced" not in err
    assert "over the 0.001 s limit; the move was played" in err


def test_an_illegal_move_is_reported_as_replaced(capsys):
    args = [*TT2, "--ai", f"{BUGGY},simple", "--on-error", "continue"]
    assert main(["simulate", *args]) == 0
    err = capsys.readouterr().err
    assert "IndexError" in err and "a random legal move was played instead" in err


def test_a_crash_names_the_file_line_round_and_move(capsys):
    assert main(["simulate", *TT2, "--ai", f"{BUGGY},simple"]) == 1
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1
    line = err.strip()
    assert f"bot '{BUGGY}' at seat 1 failed: IndexError: tuple index out of range" in line
    source = (Path(__file__).parent / "bot_writers_bots.py").read_text().splitlines()
    bug = next(n for n, text in enumerate(source, 1) if "the bug" in text)
    assert f"at bot_writers_bots.py line {bug} in game 1 (seed 0), round 1, move 2" in line


def test_traceback_prints_the_bots_traceback_then_the_line(capsys):
    assert main(["simulate", *TT2, "--ai", f"{BUGGY},simple", "--traceback"]) == 1
    err = capsys.readouterr().err
    assert err.index("Traceback (most recent call last)") < err.index("rummy-desktop: error:")
    assert "in pick" in err and "return discards[len(discards) + 3]" in err


def test_a_crash_in_a_worker_process_keeps_its_traceback():
    with pytest.raises(SimulationError) as caught:
        run_tournament("three-thirteen", 2, [BUGGY, "simple"], games=3, jobs=2)
    assert "in pick" in caught.value.detail
    assert "round 1, move 2" in str(caught.value)


def test_a_stuck_round_names_the_seats_that_looped(monkeypatch):
    monkeypatch.setattr(simulate, "MAX_MOVES_PER_ROUND", 40)
    with pytest.raises(SimulationError) as caught:
        run_tournament("three-thirteen", 2, ["simple", "random"], games=1, seed=7)
    assert "seats 1 (simple), 2 (random) kept playing without anyone going out" in str(caught.value)


def test_explain_shows_round_starts_hands_and_scores(capsys):
    assert main(["simulate", *TT2, "--ai", "simple,random", "--explain", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Round 1 of game 1:\nmove 1, seat ")
    first = out.splitlines()[1]
    assert "holding " in first and len(first.split("holding ")[1].split(":")[0].split()) == 3
    assert "Round 1 scores: seat 1 " in out and "Round 11 scores:" in out
    assert "Round 2 of game 1:" in out


LATE_BUGGY = f"{HERE}:LateBuggyBot"


def test_explain_still_prints_the_game_that_failed_up_to_the_failure(capsys):
    assert main(["simulate", *TT2, "--ai", f"{BUGGY},simple", "--explain", "--quiet"]) == 1
    out, err = capsys.readouterr()
    assert out.startswith("Round 1 of game 1:\nmove 1, seat ")
    assert f"move 1, seat 1 ({BUGGY})" in out
    assert "round 1, move 2" in err and "IndexError" in err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_explain_prints_the_finished_games_and_the_failing_one(capsys, jobs):
    args = [*TT2, "--ai", f"{LATE_BUGGY},simple", "--explain", "--quiet", "--jobs", jobs]
    assert main(["simulate", *args]) == 1
    out, err = capsys.readouterr()
    assert "Round 11 scores:" in out  # game 1, finished
    assert "Round 1 of game 2:" in out and "game seed 1" in out  # game 2, up to its failure
    assert out.index("Round 11 scores:") < out.index("Round 1 of game 2:")
    assert "in game 2 (seed 1), round 1" in err


def test_explain_with_json_keeps_the_explanations_of_a_failed_run(capsys):
    args = [*TT2, "--ai", f"{LATE_BUGGY},simple", "--explain", "--json"]
    assert main(["simulate", *args]) == 1
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["error"] in err
    games = {x["game"] for x in data["explanations"]}
    assert games == {1, 2}
    assert any("scores" in x and x["round"] == 11 for x in data["explanations"])


BROKEN_AT_BIRTH = f"{HERE}:BrokenAtBirthBot"


def _bug_line() -> int:
    source = (Path(__file__).parent / "bot_writers_bots.py").read_text().splitlines()
    return next(n for n, text in enumerate(source, 1) if "no such key" in text)


def test_a_constructor_failure_names_the_type_file_and_line(capsys):
    assert main(["simulate", *TT2, "--ai", f"{BROKEN_AT_BIRTH},simple"]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1
    assert (
        f"cannot create bot '{BROKEN_AT_BIRTH}': KeyError: 'weights' "
        f"at bot_writers_bots.py line {_bug_line()}"
    ) in err


def test_traceback_prints_a_constructor_failures_traceback(capsys):
    assert main(["simulate", *TT2, "--ai", f"{BROKEN_AT_BIRTH},simple", "--traceback"]) == 2
    err = capsys.readouterr().err
    assert err.index("Traceback (most recent call last)") < err.index("rummy-desktop: error:")
    assert "in load" in err and 'return {}["weights"]' in err


WORDY = f"{HERE}:WordyBot"
NOT_AN_ACTION = (
    f"bot '{WORDY}' at seat 1 made an illegal move: 'discard the queen' "
    "(choose() returned str, which is not an action)"
)


def test_a_value_that_is_not_a_move_is_told_in_one_wording(capsys):
    assert main(["simulate", *TT2, "--ai", f"{WORDY},simple"]) == 1
    assert NOT_AN_ACTION in capsys.readouterr().err


def test_a_move_for_another_seat_counts_seats_from_one():
    with pytest.raises(SimulationError) as caught:
        run_tournament("three-thirteen", 2, ["tests.cli.test_simulate:OtherSeatBot"], games=1)
    message = str(caught.value)
    assert "bot 'tests.cli.test_simulate:OtherSeatBot' at seat 1 made an illegal move: " in message
    assert "Discard the " in message and "(the move is for seat 2, not seat 1)" in message
    assert '"seat"' not in message


HUNG = f"{HERE}:HungBot"


def test_ctrl_c_on_a_thinking_bot_names_the_seat_game_round_and_move(capsys):
    assert main(["simulate", *TT2, "--ai", f"simple,{HUNG}"]) == 130
    err = capsys.readouterr().err
    assert (
        f"error: interrupted while bot '{HUNG}' at seat 2 was choosing its move in game 1 "
        "(seed 0), round 1, move "
    ) in err


def test_ctrl_c_on_a_thinking_bot_with_a_results_file_says_both(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    assert main(["simulate", *TT2, "--ai", f"simple,{HUNG}", "--out", str(out)]) == 130
    err = capsys.readouterr().err
    assert f"interrupted while bot '{HUNG}' at seat 2 was choosing its move in game 1" in err
    assert f"go on with --resume {out}" in err


def test_a_bot_path_is_told_to_be_written_as_a_module(capsys):
    assert main(["simulate", *TT2, "--ai", "mybot/bot.py:MyBot,simple"]) == 2
    err = capsys.readouterr().err
    assert "'mybot/bot.py:MyBot' is a file path: write the bot as package.module:ClassName" in err
    assert "(mybot.bot:MyBot)" in err and "leading dot" not in err


def test_a_bot_not_found_hints_at_its_folder(capsys):
    assert main(["simulate", *TT2, "--ai", "nosuchpackage.bot:MyBot,simple"]) == 2
    err = capsys.readouterr().err
    assert "cannot load bot 'nosuchpackage.bot:MyBot': No module named 'nosuchpackage'" in err
    assert "run from the folder that holds nosuchpackage, or add it to PYTHONPATH" in err


def test_one_earlier_game_is_told_in_the_singular(capsys, tmp_path):
    out = tmp_path / "run.jsonl"
    base = ["simulate", "--variant", "three-thirteen", "--players", "2", "--ai", "simple,random"]
    assert main([*base, "--games", "1", "--out", str(out), "--quiet"]) == 0
    capsys.readouterr()
    assert main(["simulate", "--resume", str(out), "--games", "2", "--quiet"]) == 0
    text = capsys.readouterr().out
    assert "1 of the games was played before, by the run that wrote" in text


def test_explanations_in_json_hold_the_move_as_an_object(capsys):
    assert main(["simulate", *TT2, "--ai", "simple,random", "--explain", "--json"]) == 0
    move = json.loads(capsys.readouterr().out)["explanations"][0]
    assert isinstance(move["action"], dict) and "type" in move["action"]
    assert "seat" not in move["action"]
