"""What the command line prints from a file never reaches the terminal raw.

A save's kept analysis, a contract list's name or a results file may hold terminal escapes
(ESC, the C1 control CSI), direction overrides and line breaks: `review`, `simulate` and
`analyze` print them written out (``\\x1b``, ``\\u202e``), one line staying one line.
"""

from __future__ import annotations

import json
import unicodedata

from rummy_desktop.cli import main
from rummy_desktop.coach.analysis import COACH_VERSION
from rummy_desktop.engine import Game, RuleSet, preset_rules
from rummy_desktop.persistence import Seat, new_game_id, save_game

HOSTILE = "\x1b]0;owned\x07\x1b[2J\x9b31m\u202eevil\u2028x"


def raw_controls(text: str) -> list[str]:
    """The characters of printed output that a terminal would act on or reorder by."""
    return [
        c for c in text if c != "\n" and (unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp", "Cs"))
    ]


def save_with_kept_analysis(tmp_path):
    game = Game(RuleSet.preset("three-thirteen", players=2), seed=21)
    while len(game.log) < 2:
        game.apply(game.legal_actions(game.to_act()[0])[0])
    mover = game.log[0].seat
    decision = {
        "move": 0, "round": 1, "played": f"draw {HOSTILE}", "best": f"take {HOSTILE}",
        "loss": 3.0, "mark": "mistake", "reason": HOSTILE, "hindsight": HOSTILE,
    }  # fmt: skip
    entry = {
        "seat": mover, "coach": COACH_VERSION, "moves": len(game.log), "variant": "three-thirteen",
        "samples": 0, "accuracy": 0.0, "mean_loss": 3.0, "decisions": [decision],
    }  # fmt: skip
    seats = [Seat.human("Ann"), Seat.human("Bob")]
    path = tmp_path / "game.rummy"
    save_game(path, game, seats, game_id=new_game_id(), coach=[entry])
    return path, mover


def test_review_writes_a_kept_analysis_escapes_out(tmp_path, capsys) -> None:
    path, seat = save_with_kept_analysis(tmp_path)
    assert main(["review", str(path), "--seat", str(seat)]) == 0
    out, err = capsys.readouterr()
    assert raw_controls(out) == [] and err == ""
    assert len(out.splitlines()) == 2  # the summary and the one decision
    assert "\\x1b]0;owned\\x07\\x1b[2J\\x9b31m\\u202eevil\\u2028x" in out


def test_review_json_escapes_every_control_and_direction_mark(tmp_path, capsys) -> None:
    path, seat = save_with_kept_analysis(tmp_path)
    assert main(["review", str(path), "--seat", str(seat), "--json"]) == 0
    out = capsys.readouterr().out
    assert raw_controls(out) == []
    assert json.loads(out)["decisions"][0]["reason"] == HOSTILE  # the data itself unchanged


def test_simulate_writes_a_contract_names_escapes_out(tmp_path, capsys) -> None:
    rules = preset_rules("liverpool", 2).changed_flags() | {
        "contract_name": "Liver\x1b[2J\u202epool"
    }
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(rules), "utf-8")
    args = [
        "simulate",
        "--variant",
        "hillbilly",
        "--players",
        "2",
        "--games",
        "1",
        "--ai",
        "simple",
    ]
    assert main([*args, "--rules", str(path)]) == 0
    out, err = capsys.readouterr()
    assert raw_controls(out + err) == []
    assert "Liver[2Jpool" in out  # the rules drop a name's hidden characters (plain_text)


def test_an_error_naming_a_files_text_is_one_printable_line(tmp_path, capsys) -> None:
    path = tmp_path / "rules.json"
    path.write_text(json.dumps({"contract_name": "A\x1b[2J" * 20}), "utf-8")
    status = main(["analyze", "--rules", str(path), "--round", "1", "7H"])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert raw_controls(err) == [] and len(err.splitlines()) == 1
