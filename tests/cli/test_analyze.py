"""`rummy-desktop analyze`: the hand analyzer of the CLI contract (ARCHITECTURE.md).

Every expected figure is worked out by hand from RULES.md (4.9 and 3.13 scoring, 6.x scenarios).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rummy_desktop.cli import main


def analyze(capsys, *args: str) -> dict:
    """Run `analyze` in-process; it must succeed and print exactly one JSON line."""
    status = main(["analyze", *args])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert err == ""
    assert len(out.splitlines()) == 1
    return json.loads(out)


def refused(capsys, *args: str) -> str:
    """Run `analyze` in-process; it must fail with status 2 and one line on stderr."""
    status = main(["analyze", *args])
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def cards(text: str) -> list[str]:
    """Card words as a shell would pass them: one argument each."""
    return text.split()


def same_melds(melds: list[list[str]]) -> list[list[str]]:
    """Melds compared without regard to their order (a set's card order is free)."""
    return sorted(sorted(m) for m in melds)


# ---- Three Thirteen ---------------------------------------------------------------------


def test_t20_runs_first_scores_two_and_no_card_goes_out(capsys):
    answer = analyze(
        capsys, "--variant", "three-thirteen", "--round", "3", *cards("AS 2S 3S AH AD")
    )
    assert answer == {
        "variant": "three-thirteen",
        "round": 3,
        "wild_rank": "5",
        "penalty": 2,
        "melds": [["AS", "2S", "3S"]],
        "unmatched": ["AH", "AD"],
        "go_out_discards": [],
    }


def test_variant_defaults_to_three_thirteen(capsys):
    answer = analyze(capsys, "--round", "3", *cards("AS 2S 3S AH AD"))
    assert answer["variant"] == "three-thirteen"
    assert answer["penalty"] == 2


def test_t14_round_one_set_of_sevens_goes_out_by_discarding_the_king(capsys):
    answer = analyze(capsys, "--round", "1", "7H", "7S", "7D", "KC")
    assert answer["wild_rank"] == "3"
    assert answer["penalty"] == 10
    assert same_melds(answer["melds"]) == [["7D", "7H", "7S"]]
    assert answer["unmatched"] == ["KC"]
    assert answer["go_out_discards"] == ["KC"]


def test_t26_minimum_points_not_minimum_cards(capsys):
    answer = analyze(capsys, "--round", "3", *cards("AC AD KH 5S 5H"))
    assert answer["penalty"] == 2
    assert sorted(answer["unmatched"]) == ["AC", "AD"]
    # Throwing K♥ leaves A♣ A♦ 5♠ 5♥: a set of aces with two wild fives.
    assert answer["go_out_discards"] == ["KH"]


@pytest.mark.parametrize(
    ("round_no", "hand", "penalty"),
    [
        (3, "6S 7S 8S 8H 8D", 13),  # T-21: the set of 8s, 6♠ 7♠ left
        (4, "KS KH 9D 9C 6H 2C", 20),  # T-22: the wild 6 with the kings
        (1, "3D KS QH", 35),  # T-23: an unmelded wild is 15
        (1, "3D KS QS", 0),  # T-24: the wild three is the J♠ of a run
        (9, "JS", 15),  # T-25: a jack in round 9 is wild
        (1, "10C KC AH", 21),  # T-25: 10 + 10 + 1
    ],
)
def test_rules_scenarios_minimum_penalty(capsys, round_no, hand, penalty):
    assert analyze(capsys, "--round", str(round_no), *cards(hand))["penalty"] == penalty


def test_readme_example_round_five_sevens_wild(capsys):
    answer = analyze(
        capsys, "--variant", "three-thirteen", "--round", "5", *cards("7H 8H 9H QS 2C")
    )
    assert answer["wild_rank"] == "7"
    assert answer["penalty"] == 12
    assert answer["melds"] == [["7H", "8H", "9H"]]
    assert sorted(answer["unmatched"]) == ["2C", "QS"]
    assert answer["go_out_discards"] == []


def test_wild_rank_codes_for_face_card_rounds(capsys):
    assert analyze(capsys, "--round", "8", "AS")["wild_rank"] == "10"
    assert analyze(capsys, "--round", "9", "AS")["wild_rank"] == "J"
    assert analyze(capsys, "--round", "11", "AS")["wild_rank"] == "K"


def test_go_out_discards_have_no_repeats_and_follow_pack_order(capsys):
    # T-07: any one of the five 8s can go, leaving a set of four; 8♠ appears twice but once here.
    answer = analyze(capsys, "--round", "1", *cards("8C 8S 8S 8H 8D"))
    assert answer["penalty"] == 0
    assert answer["unmatched"] == []
    assert answer["go_out_discards"] == ["8S", "8H", "8D", "8C"]


def test_output_uses_plain_codes_without_copy_letters(capsys):
    answer = analyze(capsys, "--round", "1", "7Ha", "7Hb", "7S", "10d")
    assert same_melds(answer["melds"]) == [["7H", "7H", "7S"]]
    assert answer["unmatched"] == ["10D"]


def test_rules_file_max_set_size_four_changes_t07(capsys, tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{"max_set_size": 4}')
    answer = analyze(capsys, "--round", "1", "--rules", str(rules), *cards("8S 8S 8H 8D 8C"))
    assert answer["penalty"] == 8


def test_jokers_only_when_the_rules_deal_them(capsys, tmp_path):
    line = refused(capsys, "--round", "1", "JK", "7H")
    assert "JK" in line and "joker" in line
    rules = tmp_path / "jokers.json"
    rules.write_text('{"jokers_per_deck": 1}')
    # T-31: an unmelded joker is 15; 7H scores 7.
    assert analyze(capsys, "--round", "1", "--rules", str(rules), "JK", "7H")["penalty"] == 22


def test_players_flag_sets_the_number_of_decks(capsys):
    line = refused(capsys, "--round", "1", "7H", "7H", "7H")
    assert line == "rummy-desktop: error: there are only 2 decks: 7H appears 3 times"
    answer = analyze(capsys, "--round", "1", "--players", "5", "7H", "7H", "7H")
    assert answer["penalty"] == 0


# ---- Hillbilly --------------------------------------------------------------------------


def test_round_one_two_sets_meets_the_contract(capsys):
    answer = analyze(
        capsys, "--variant", "hillbilly", "--round", "1", *cards("7H 7S 7D 9C 9D 9H KS")
    )
    assert answer["variant"] == "hillbilly"
    assert answer["round"] == 1
    assert answer["contract"] == "2 sets of 3"
    assert answer["contract_met"] is True
    assert same_melds(answer["lay_down"]) == [["7D", "7H", "7S"], ["9C", "9D", "9H"]]
    assert answer["hand_points"] == 6 * 5 + 10
    assert list(answer) == [
        "variant",
        "round",
        "contract",
        "contract_met",
        "lay_down",
        "hand_points",
    ]


def test_readme_example_round_two_set_and_run(capsys):
    answer = analyze(
        capsys, "--variant", "hillbilly", "--round", "2", *cards("7H 7S 7D 5C 6C 7C 8C KD")
    )
    assert answer["contract"] == "1 set of 3 + 1 run of 4"
    assert answer["contract_met"] is True
    # A set in the order the cards were given, a run low to high.
    assert answer["lay_down"] == [["7H", "7S", "7D"], ["5C", "6C", "7C", "8C"]]
    assert answer["hand_points"] == 7 * 5 + 10


def test_h15_round_two_with_only_the_set_cannot_lay_down(capsys):
    answer = analyze(
        capsys, "--variant", "hillbilly", "--round", "2", *cards("7H 7S 7D 5C 6C 9C KD")
    )
    assert answer["contract_met"] is False
    assert answer["lay_down"] is None
    assert answer["hand_points"] == 6 * 5 + 10


def test_h41_hand_points_and_deuces_wild(capsys, tmp_path):
    hand = cards("JK AS KD 10C 9H 2S")
    assert analyze(capsys, "--variant", "hillbilly", "--round", "1", *hand)["hand_points"] == 95
    rules = tmp_path / "deuces.json"
    rules.write_text('{"deuces_wild": true}')
    answer = analyze(capsys, "--variant", "hillbilly", "--round", "1", "--rules", str(rules), *hand)
    assert answer["hand_points"] == 110


ROUND_10_RUNS = "AS 2S 3S 4S 5S 6H 7H 8H 9H 10H 10D JD QD KD AD"


def test_h38_round_ten_three_runs_and_a_discard_go_out(capsys):
    answer = analyze(
        capsys, "--variant", "hillbilly", "--round", "10", *ROUND_10_RUNS.split(), "4C"
    )
    assert answer["contract"] == "3 runs of 5"
    assert answer["contract_met"] is True
    melds = answer["lay_down"]
    assert sorted(melds) == sorted(
        [
            ["AS", "2S", "3S", "4S", "5S"],
            ["6H", "7H", "8H", "9H", "10H"],
            ["10D", "JD", "QD", "KD", "AD"],  # the ace above the king, listed last
        ]
    )
    # A 15, 2-9 5, 10-K 10: 15+20 + 20+10 + 10+30+15 + 5
    assert answer["hand_points"] == 125


def test_h40_round_ten_all_cards_melded_leaves_no_discard(capsys):
    answer = analyze(capsys, "--variant", "hillbilly", "--round", "10", *ROUND_10_RUNS.split())
    assert answer["contract_met"] is False
    assert answer["lay_down"] is None
    assert answer["hand_points"] == 120


def test_h38_round_ten_two_stray_cards_cannot_go_out(capsys):
    answer = analyze(
        capsys, "--variant", "hillbilly", "--round", "10", *ROUND_10_RUNS.split(), "4C", "9C"
    )
    assert answer["contract_met"] is False
    assert answer["lay_down"] is None


def test_hillbilly_deals_jokers_by_default(capsys):
    answer = analyze(capsys, "--variant", "hillbilly", "--round", "1", *cards("7H 7S JK 9C 9D 9H"))
    assert answer["contract_met"] is True
    assert answer["hand_points"] == 5 * 5 + 50


# ---- errors -----------------------------------------------------------------------------


def test_bad_card_is_one_line_and_status_two(capsys):
    line = refused(capsys, "--round", "3", "AS", "7X")
    assert line.startswith("rummy-desktop: error: ")
    assert "7X" in line


@pytest.mark.parametrize(
    ("variant", "round_no"),
    [("three-thirteen", "12"), ("three-thirteen", "0"), ("hillbilly", "11"), ("hillbilly", "-1")],
)
def test_round_outside_the_game_is_refused(capsys, variant, round_no):
    line = refused(capsys, "--variant", variant, "--round", round_no, "AS")
    assert "round" in line


def test_round_that_is_not_a_number_is_a_usage_error(capsys):
    assert main(["analyze", "--round", "three", "AS"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1  # one line, as the README promises, not the usage block
    assert "--round" in err and "'three'" in err and "--help" in err


def test_missing_round_or_cards_is_a_usage_error(capsys):
    assert main(["analyze", "AS"]) == 2
    assert "--round" in capsys.readouterr().err
    assert main(["analyze", "--round", "3"]) == 2
    assert "cards" in capsys.readouterr().err


def test_unknown_option_is_refused(capsys):
    assert main(["analyze", "--round", "3", "--colour", "red", "AS"]) == 2
    assert "--colour" in capsys.readouterr().err


def test_thirty_one_cards_are_too_many(capsys):
    hand = cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S") * 3 + ["JS"]
    assert len(hand) == 31
    line = refused(capsys, "--round", "11", "--players", "8", *hand)
    assert "31" in line
    assert analyze(capsys, "--round", "11", "--players", "8", *hand[:30])["round"] == 11


def test_named_copy_beyond_the_decks_is_refused(capsys):
    line = refused(capsys, "--round", "1", "7Hc")
    assert "7Hc" in line and "2 decks" in line


def test_missing_rules_file(capsys, tmp_path):
    line = refused(capsys, "--round", "1", "--rules", str(tmp_path / "nope.json"), "AS")
    assert "nope.json" in line


def test_rules_file_that_is_not_json(capsys, tmp_path):
    rules = tmp_path / "bad.json"
    rules.write_text("{max_set_size: 4")
    line = refused(capsys, "--round", "1", "--rules", str(rules), "AS")
    assert "not valid JSON" in line


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('{"colour": "red"}', "'colour' is not a house rule"),
        ('{"deuces_wild": true}', "not a rule of three-thirteen"),
        ('{"max_set_size": 2}', "max_set_size"),
        ('{"players": 3}', "'players' is not a house rule"),
        ("[1, 2]", "JSON object"),
    ],
)
def test_rules_file_with_a_bad_rule(capsys, tmp_path, content, words):
    rules = tmp_path / "house.json"
    rules.write_text(content)
    line = refused(capsys, "--round", "1", "--rules", str(rules), "AS")
    assert words in line


def test_a_rules_file_asking_for_ten_runs_is_refused_not_searched(capsys, tmp_path):
    """Issue 32: ten runs of three with unlimited wilds ran past 300 s; now one sentence."""
    rules = tmp_path / "ten-runs.json"
    contract = {"deal": 30, "sets": [], "runs": [3] * 10}
    rules.write_text(
        json.dumps(
            {
                "contracts": [contract],
                "deck_count_override": 8,
                "deuces_wild": True,
                "wild_limit_rule": "unlimited",
            }
        )
    )
    hand = ["JK"] * 10 + ["2S", "2H", "2D", "2C"] * 2 + [f"{r}H" for r in range(3, 11)] * 1
    hand += ["JH", "QH", "KH", "AH"]
    line = refused(capsys, "--variant", "hillbilly", "--round", "1", "--rules", str(rules), *hand)
    assert "a round asks for at most 3 runs, not 10" in line


def test_batch_with_cards_on_the_command_line_is_a_usage_error(capsys):
    assert main(["analyze", "--batch", "--round", "3"]) == 2
    assert "--batch" in capsys.readouterr().err


# ---- batch ------------------------------------------------------------------------------


def batch(capsys, monkeypatch, text: str, *args: str) -> list[dict]:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    assert main(["analyze", "--batch", *args]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return [json.loads(line) for line in out.splitlines()]


def test_batch_answers_every_line_and_carries_on_after_bad_ones(capsys, monkeypatch):
    lines = [
        '{"variant": "three-thirteen", "round": 3, "cards": ["AS", "2S", "3S", "AH", "AD"]}',
        "this is not json",
        "",
        '{"round": 1, "cards": ["7H", "7X"]}',
        '{"round": 1, "cards": ["8S", "8S", "8H", "8D", "8C"], "rules": {"max_set_size": 4}}',
        '{"variant": "hillbilly", "round": 1, "cards": ["7H", "7S", "7D", "9C", "9D", "9H", "KS"]}',
        '{"round": 1, "cards": ["AS"], "rules": {"colour": "red"}}',
        '{"round": 12, "cards": ["AS"]}',
        '["AS"]',
        '{"round": 1, "cards": "AS"}',
        '{"round": 1, "cards": ["7H", "7H", "7H"], "players": 5}',
        '{"round": 1, "cards": ["AS"], "seat": 2}',
        '{"round": 1}',
    ]
    answers = batch(capsys, monkeypatch, "\n".join(lines) + "\n")
    assert len(answers) == len(lines) - 1  # the blank line is skipped
    assert answers[0]["penalty"] == 2
    assert list(answers[1]) == ["error"]
    assert "7X" in answers[2]["error"]
    assert answers[3]["penalty"] == 8  # T-07 with max_set_size 4
    assert answers[4]["contract_met"] is True
    assert answers[4]["hand_points"] == 40
    assert "colour" in answers[5]["error"]
    assert "round" in answers[6]["error"]
    assert "error" in answers[7]
    assert "cards" in answers[8]["error"]
    assert answers[9]["penalty"] == 0  # 5 players: 3 decks
    assert "seat" in answers[10]["error"]
    assert "cards" in answers[11]["error"]


def test_batch_command_line_options_are_defaults_for_the_lines(capsys, monkeypatch, tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{"deuces_wild": true}')
    lines = [
        '{"round": 1, "cards": ["2S", "AS"]}',
        '{"round": 1, "cards": ["2S", "AS"], "rules": {"deuces_wild": false}}',
    ]
    answers = batch(
        capsys, monkeypatch, "\n".join(lines), "--variant", "hillbilly", "--rules", str(rules)
    )
    assert [a["hand_points"] for a in answers] == [20 + 15, 5 + 15]


def test_batch_on_empty_input_prints_nothing(capsys, monkeypatch):
    assert batch(capsys, monkeypatch, "") == []


def test_batch_lines_with_other_rules_and_players_never_share_an_answer(capsys, monkeypatch):
    # The rule sets and card names a batch has met are reused: each line must still get
    # the answer of its own rules, players and card names, whatever came before it.
    five = '"cards": ["8S", "8s", "8H", "8D", "8C"]'
    lines = [
        f'{{"round": 1, {five}}}',
        f'{{"round": 1, {five}, "rules": {{"max_set_size": 4}}}}',
        f'{{"round": 1, {five}, "rules": {{"max_set_size": 2}}}}',
        f'{{"round": 1, {five}}}',
        f'{{"round": 1, {five}, "rules": {{"max_set_size": 4}}}}',
        f'{{"round": 1, {five}, "rules": {{"max_set_size": 2}}}}',
        '{"round": 1, "cards": ["7H", "7h", "7H"]}',
        '{"round": 1, "cards": ["7H", "7h", "7H"], "players": 5}',
        '{"round": 1, "cards": ["7Hb", "7h"]}',
        '{"round": 1, "cards": ["7Hb", "7hb"]}',
        '{"round": 1, "cards": ["7Hc", "7h"]}',
        '{"round": 1, "cards": ["7Hc", "7h"], "players": 6}',
        '{"round": 1, "cards": ["JK"], "rules": {"jokers_per_deck": 1}}',
        '{"round": 1, "cards": ["JK"]}',
    ]
    answers = batch(capsys, monkeypatch, "\n".join(lines))
    assert [a.get("penalty") for a in answers[:6]] == [0, 8, None, 0, 8, None]
    assert "max_set_size must be between 3 and 20" in answers[2]["error"] == answers[5]["error"]
    assert "there are only 2 decks: 7H appears 3 times" in answers[6]["error"]
    assert answers[7]["penalty"] == 0  # 5 players: 3 decks, and three 7s make a set
    assert answers[8]["penalty"] == 14  # 7Hb and the first free copy, 7Ha
    assert "7Hb is named twice" in answers[9]["error"]
    assert "7Hc is not in the pack: there are only 2 decks" in answers[10]["error"]
    assert answers[11]["penalty"] == 14
    assert answers[12]["penalty"] == 15
    assert "without jokers" in answers[13]["error"]


def test_cards_of_the_api_outside_the_pack_are_refused():
    from rummy_desktop.analysis import AnalysisError
    from rummy_desktop.analysis import analyze as analyze_hand
    from rummy_desktop.engine import Card

    with pytest.raises(AnalysisError, match="5Sc is not in the pack: there are only 2 decks"):
        analyze_hand("three-thirteen", 3, [Card(5, "S", 2), Card(6, "S")])
    with pytest.raises(AnalysisError, match="JKb is not in the pack: there are only 1 joker"):
        rules = {"jokers_per_deck": 1, "one_deck_for_two": True}
        analyze_hand("three-thirteen", 3, [Card(0, "", 1)], rules, players=2)
    assert analyze_hand("three-thirteen", 1, [Card(5, "S", 1), Card(6, "S")])["penalty"] == 11


# ---- the installed entry point ----------------------------------------------------------


def run_module(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rummy_desktop", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_module_entry_point_answers_and_refuses():
    done = run_module("analyze", "--round", "1", "7H", "7S", "7D", "KC")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["go_out_discards"] == ["KC"]

    bad = run_module("analyze", "--round", "1", "7H", "ZZ")
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.count("\n") == 1
    assert bad.stderr.startswith("rummy-desktop: error: ")
    assert "Traceback" not in bad.stderr

    lines = '{"round": 1, "cards": ["7H", "7S", "7D", "KC"]}\nnope\n'
    batch_run = run_module("analyze", "--batch", stdin=lines)
    assert batch_run.returncode == 0
    answers = [json.loads(line) for line in batch_run.stdout.splitlines()]
    assert answers[0]["penalty"] == 10
    assert "error" in answers[1]
