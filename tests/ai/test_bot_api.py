"""The Bot API: a user's bot plays against ours; a bad one is named, never a bare traceback."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from rummy_desktop.ai import BotError, make_bot
from rummy_desktop.cli import main
from rummy_desktop.simulate import SimulationError, run_tournament

from . import sample_bots

HERE = sample_bots.__name__
LOW_CARD = f"{HERE}:LowCardBot"


def test_a_documented_sample_bot_plays_a_whole_game_against_hard():
    result = run_tournament(
        "three-thirteen", 2, [LOW_CARD, "hard"], 1, check=True, bot_options={"think_ms": 2}
    )
    assert [e.ai for e in result.entrants] == [LOW_CARD, "hard"]
    assert sum(e.errors for e in result.entrants) == 0


def test_the_command_line_takes_a_module_class_bot(capsys):
    args = ["simulate", "--variant", "three-thirteen", "--players", "2", "--games", "1"]
    assert main([*args, "--ai", f"{LOW_CARD},hard", "--think-ms", "2"]) == 0
    assert "LowCardBot" in capsys.readouterr().out


def test_a_raising_bot_is_named_with_its_exception():
    with pytest.raises(SimulationError) as err:
        run_tournament("three-thirteen", 2, [f"{HERE}:RaisingBot", "medium"], 1)
    assert "RaisingBot' at seat" in str(err.value)
    assert "KeyError" in str(err.value)


def test_an_illegal_move_is_named_with_the_move():
    with pytest.raises(SimulationError) as err:
        run_tournament("three-thirteen", 2, [f"{HERE}:CheatingBot", "easy"], 1)
    message = str(err.value)
    assert "CheatingBot' at seat" in message and "illegal move" in message
    assert "made an illegal move: Discard the " in message and "not in your hand" in message


def test_bad_moves_are_replaced_and_counted_with_continue():
    result = run_tournament(
        "three-thirteen", 2, [f"{HERE}:CheatingBot", "easy"], 1, on_error="continue"
    )
    assert result.entrants[0].errors > 0 and result.entrants[1].errors == 0
    assert result.error_samples and "CheatingBot" in result.error_samples[0]


def test_a_slow_decision_is_reported_naming_the_bot(capsys):
    with pytest.raises(SimulationError) as err:
        run_tournament("three-thirteen", 2, [f"{HERE}:SlowBot", "simple"], 1, bot_timeout_s=0.01)
    assert "SlowBot' at seat" in str(err.value) and "over the 0.01 s limit" in str(err.value)
    args = ["simulate", "--variant", "three-thirteen", "--players", "2", "--games", "1"]
    status = main([*args, "--ai", f"{HERE}:SlowBot,simple", "--bot-timeout-s", "0.01"])
    assert status == 1
    err_text = capsys.readouterr().err
    assert "Traceback" not in err_text and "SlowBot" in err_text


def test_slow_decisions_are_counted_but_played_with_continue():
    result = run_tournament(
        "three-thirteen",
        2,
        [f"{HERE}:SlowBot", "simple"],
        1,
        bot_timeout_s=0.01,
        on_error="continue",
    )
    assert result.entrants[0].errors > 0
    assert "took" in result.error_samples[0]


def test_make_bot_passes_only_the_options_a_bot_takes():
    assert make_bot(f"{HERE}:TunableBot", 1, think_ms=7).think_ms == 7
    assert make_bot("hard", 1, think_ms=40).think_ms == 40
    make_bot("simple", 1, think_ms=40)  # a level without the option ignores it
    make_bot(f"{HERE}:RaisingBot", 1, think_ms=40)  # so does a bot without a constructor
    # A bot that takes no seed still gets the options it names.
    assert make_bot(f"{HERE}:OptionOnlyBot", 1, think_ms=7).think_ms == 7


def test_a_constructor_that_raises_type_error_is_reported_not_retried():
    with pytest.raises(
        BotError, match=r"cannot create bot '.*BrokenInitBot': TypeError: object of type"
    ):
        make_bot(f"{HERE}:BrokenInitBot", 1)


def test_an_unknown_level_is_a_bot_error():
    with pytest.raises(BotError, match="choose random, simple, easy, medium, hard"):
        make_bot("grandmaster")


def test_explain_prints_each_move_of_one_game(capsys):
    args = ["simulate", "--variant", "three-thirteen", "--players", "2", "--games", "1"]
    assert main([*args, "--ai", "medium,easy", "--explain"]) == 0
    out = capsys.readouterr().out
    assert "seat 1 (medium), holding " in out and "Discarded " in out


def test_the_example_in_the_bot_api_page_plays_a_game(monkeypatch):
    page = (Path(__file__).parents[2] / "docs" / "bot-api.md").read_text(encoding="utf-8")
    code = page.split("## A complete bot", 1)[1].split("```python", 1)[1].split("```", 1)[0]
    module = types.ModuleType("bot_api_page_example")
    exec(compile(code, "docs/bot-api.md", "exec"), module.__dict__)
    monkeypatch.setitem(sys.modules, module.__name__, module)
    result = run_tournament(
        "three-thirteen", 2, [f"{module.__name__}:MyBot", "easy"], 1, check=True
    )
    assert result.entrants[0].errors == 0
