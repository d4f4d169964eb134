"""`analyze` for a player at a real card table (issue 38): which card to throw, why a "no",
cards as people write them, words on a terminal and JSON for scripts, house-rule file errors.

Each test runs the real command: ``python -m rummy_desktop analyze`` in a child process, or
the command line's ``main`` with its output captured. Figures are worked out by hand from
docs/rules.md: Three Thirteen counts J, Q, K as 10 and a card's pips otherwise; Hillbilly
counts 2-9 as 5 and 10-K as 10.
"""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

from rummy_desktop.cli import main

ROOT = Path(__file__).resolve().parents[2]


def cards(text: str) -> list[str]:
    """Card words as a shell passes them: one argument each."""
    return text.split()


def command(*args: str) -> subprocess.CompletedProcess:
    """The real command, its output into a pipe (as a script reads it)."""
    return subprocess.run(
        [sys.executable, "-m", "rummy_desktop", "analyze", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"},
        timeout=60,
    )


def answer(*args: str) -> dict:
    done = command(*args)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return json.loads(done.stdout)


def answer_here(capsys, *args: str) -> dict:
    """The command line's JSON answer from ``main`` in this process: what a test compares the
    real command's answers with (a child process each costs a third of a second)."""
    status = main(["analyze", "--json", *args])
    out, err = capsys.readouterr()
    assert status == 0 and err == "", err
    return json.loads(out)


def words(capsys, *args: str) -> str:
    status = main(["analyze", "--plain", *args])
    out, err = capsys.readouterr()
    assert status == 0, err
    return out


def refusal(*args: str) -> str:
    done = command(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


# ---- which card should I throw? --------------------------------------------------------------


def test_three_thirteen_after_a_draw_ranks_the_discards_best_first():
    # Round 4 deals 6 and 6s are wild: without K♣ the rest is 7-8-9♠ and J♥ J♦ 6♣, out.
    got = answer("--round", "4", "7S", "8S", "9S", "JH", "JD", "6C", "KC")
    ranked = got["discards"]
    assert ranked[0] == {"card": "KC", "penalty": 0, "goes_out": True}
    assert [d["card"] for d in ranked].count("KC") == 1
    assert len(ranked) == 7
    penalties = [d["penalty"] for d in ranked]
    assert penalties == sorted(penalties)
    # Throwing the wild 6♣ leaves J♥ J♦ K♣ unmatched: 30.
    assert {"card": "6C", "penalty": 30, "goes_out": False} in ranked


def test_hillbilly_after_a_draw_ranks_the_discards_with_the_points_left():
    # Round 1 deals 7: two sets of 3 lay down; of K♠ and 4♣ one stays in hand.
    got = answer("--variant", "hillbilly", "--round", "1", *cards("7H 7S 7D 9C 9D 9H KS 4C"))
    assert got["discards"][:2] == [
        {"card": "KS", "penalty": 5, "contract_met": True},
        {"card": "4C", "penalty": 10, "contract_met": True},
    ]
    # Throwing a seven breaks a set: no lay-down, every card counts (5 x 5 + 10 + 5).
    assert {"card": "7S", "penalty": 40, "contract_met": False} in got["discards"]


def test_hillbilly_round_ten_throws_the_one_card_the_lay_down_leaves():
    # Round 10 deals 16 and goes out at once: three runs of 5 or more and one discard.
    hand = cards("AS 2S 3S 4S 5S 6S 6H 7H 8H 9H 10H 10D JD QD KD AD KC")
    got = answer("--variant", "hillbilly", "--round", "10", *hand)
    assert got["discards"][0] == {"card": "KC", "penalty": 0, "contract_met": True}
    # Any other card leaves the K♣ over: no going out.
    assert not any(d["contract_met"] for d in got["discards"][1:])


def test_the_best_discard_in_words(capsys):
    out = words(capsys, "--round", "4", "7S", "8S", "9S", "JH", "JD", "6C", "KC")
    assert "Throw KC: you go out." in out
    out = words(capsys, "--variant", "hillbilly", "--round", "1", *cards("7H 7S 7D 9C 9D 9H KS 4C"))
    assert "Throw KS: it leaves a penalty of 5 after laying down the contract." in out


def test_a_hand_that_does_not_fit_the_round_gets_a_warning():
    got = answer("--round", "4", "7S", "8S", "9S")
    assert got["warning"] == (
        "round 4 deals 6 cards and this hand has 3: the answer is for these 3 cards as they are"
    )
    assert "discards" not in got
    assert "warning" not in answer("--round", "4", *cards("7S 8S 9S JH JD 6C"))


# ---- a "no" says why --------------------------------------------------------------------------


def test_a_house_rule_that_blocks_the_lay_down_is_named(tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{"set_requires_distinct_suits": true}\n')
    hand = cards("7H 7H 7D 9C 9D 9S KS")
    assert answer("--variant", "hillbilly", "--round", "1", *hand)["contract_met"] is True
    got = answer("--variant", "hillbilly", "--round", "1", "--rules", str(rules), *hand)
    assert got["contract_met"] is False
    assert "set_requires_distinct_suits" in got["why_not"]
    assert got["why_not"].startswith("the house rule ")
    assert "blocks it" in got["why_not"]


def test_a_hillbilly_no_without_a_house_rule_says_what_the_round_asks():
    got = answer("--variant", "hillbilly", "--round", "1", *cards("7H 7S 8D 9C 9D KH KS"))
    assert got["why_not"] == "round 1 asks for 2 sets of 3, and these cards do not make it"


def test_the_discard_house_rule_is_named(capsys, tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{"require_discard_to_go_out_r1_9": true}')
    hand = cards("7H 7S 7D 9C 9D 9H")
    out = words(capsys, "--variant", "hillbilly", "--round", "1", "--rules", str(rules), *hand)
    assert (
        "No, you cannot lay down: the house rule Go out with a discard (require_discard_to_go_out_r1_9)"
        in out
    )


def test_three_thirteen_no_says_which_cards_stay_unmatched(capsys):
    got = answer("--round", "4", *cards("7S 8S 9S QH KD 2C 4C"))
    assert got["go_out_discards"] == []
    # 7-8-9♠ meld; Q♥ K♦ 2♣ 4♣ do not, whichever is thrown.
    leaves = "no discard goes out: the best arrangement leaves QH KD 2C 4C unmatched"
    assert got["why_not"] == leaves
    out = words(capsys, "--round", "4", *cards("7S 8S 9S QH KD 2C 4C"))
    assert "No, you cannot go out: the best arrangement leaves" in out


def test_a_meld_question_for_both_games(capsys):
    assert (
        answer("--variant", "hillbilly", "--round", "1", "--meld", "7H", "8H", "9H")["meld"]
        == "run"
    )
    got = answer("--variant", "hillbilly", "--round", "1", "--meld", "7H", "8S", "9H")
    assert got["meld"] is None
    assert "not a run: a run needs cards of one suit: 8S is not a heart" in got["why_not"]
    assert answer("--round", "1", "--meld", "QS", "QH", "QD")["meld"] == "set"
    got = answer("--round", "2", "--meld", "QS", "KH", "2D")
    assert got["meld"] is None and "not a set" in got["why_not"]
    out = words(capsys, "--round", "2", "--meld", "QS", "QH", "QD")
    assert out == "Yes: QS QH QD is a set in round 2.\n"


# ---- cards as people write them ---------------------------------------------------------------


def test_cards_as_people_write_them_mean_the_same_hand(capsys):
    plain = answer_here(
        capsys, "--variant", "hillbilly", "--round", "1", *cards("10H JH QH KH JK 5S 5D")
    )
    written = answer(
        "--variant",
        "hillbilly",
        "--round",
        "1",
        "10\u2665, \u2665J,Q\u2665",
        "K\u2661",
        "Joker,",
        "5s",
        "5d",
    )
    assert written == plain
    assert (
        answer("--variant", "hillbilly", "--round", "1", "joker", *cards("10h jh qh kh 5S 5D"))
        == plain
    )


def test_options_and_cards_in_any_order(capsys):
    first = answer_here(
        capsys, "--variant", "hillbilly", "--round", "1", *cards("7H 7S 7D 9C 9D 9H KS")
    )
    mixed = answer(
        "7H", "7S", "--round", "1", "7D", "9C", "--variant", "hillbilly", "9D", "9H", "KS"
    )
    assert mixed == first


def test_a_misspelt_option_is_still_refused():
    assert "unrecognized arguments: --rond" in refusal("--rond", "3", "7H")


# ---- words on a terminal, JSON for scripts -------------------------------------------------------


def test_words_on_a_terminal_and_json_with_json_flag():
    args = [sys.executable, "-m", "rummy_desktop", "analyze", "--round", "4"]
    hand = cards("7S 8S 9S JH JD 6C KC")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    for extra, looks_like_json in (([], False), (["--json"], True)):
        leader, follower = pty.openpty()
        try:
            done = subprocess.run(
                [*args, *extra, *hand],
                stdout=follower,
                stderr=subprocess.PIPE,
                env=env,
                cwd=ROOT,
                timeout=60,
            )
        finally:
            os.close(follower)
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal's other end closed: all is read
                break
            if not chunk:
                break
            shown += chunk
        os.close(leader)
        assert done.returncode == 0, done.stderr
        text = shown.decode("utf-8")
        if looks_like_json:
            assert json.loads(text)["discards"][0]["card"] == "KC"
        else:
            assert "Throw KC: you go out." in text
            assert "{" not in text


def test_a_pipe_still_gets_json_without_the_flag():
    # Scripts written before the words came keep working: JSON when the output is no terminal.
    assert answer("--round", "3", *cards("7H 8H 9H QS 2C"))["penalty"] == 12


# ---- house-rule files in plain words -------------------------------------------------------------


def test_a_trailing_comma_names_its_line(tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{\n  "max_set_size": 4,\n  "one_deck_for_two": true,\n}\n')
    line = refusal("--round", "3", "--rules", str(rules), "7H", "8H", "9H")
    assert "has a comma after its last entry on line 3" in line


def test_true_in_quotes_is_explained(tmp_path):
    rules = tmp_path / "house.json"
    rules.write_text('{"one_deck_for_two": "true"}')
    line = refusal("--round", "3", "--rules", str(rules), "7H", "8H", "9H")
    assert line.endswith("one_deck_for_two must be true or false without quotes, not 'true'")


def test_words_print_on_a_terminal_that_takes_ascii_only():
    # The cards in the words are codes (8S), never suit symbols: any terminal prints them.
    done = subprocess.run(
        [sys.executable, "-m", "rummy_desktop", "analyze", "--plain", "--meld"]
        + ["--variant", "hillbilly", "--round", "3", "7H", "8S", "9H"],
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "ascii"},
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert b"8S is not a 7" in done.stdout
    help_text = subprocess.run(
        [sys.executable, "-m", "rummy_desktop", "analyze", "--help"],
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "ascii"},
        timeout=60,
    )
    assert help_text.returncode == 0, help_text.stderr


def test_a_suit_symbol_apart_from_its_rank_still_names_the_card(capsys):
    plain = answer_here(
        capsys, "--variant", "hillbilly", "--round", "1", *cards("10H JH QH KH JK 5S 5D")
    )
    spaced = answer(
        "--variant", "hillbilly", "--round", "1", "10", "\u2665", "\u2665", "J", "QH KH JK 5S 5D"
    )
    assert spaced == plain


# ---- Three Thirteen: which house rule says no ---------------------------------------------------


def test_three_thirteen_names_the_house_rule_that_stops_going_out(capsys, tmp_path):
    rules = tmp_path / "sets.json"
    rules.write_text('{"max_set_size": 4}')
    hand = cards("8S 8S 8H 8H 8D 8C")  # round 3 deals 5: after the draw
    out = words(capsys, "--variant", "three-thirteen", "--rules", str(rules), "--round", "3", *hand)
    assert "No, you cannot go out: the house rule " in out
    assert "(max_set_size), set to 4, blocks it: with the usual" in out
    # The six cards meld as two sets, but the round ends only after a discard: no "penalty 0"
    # beside the "No".
    assert "Penalty if the round ended now: 0" not in out


def test_three_thirteen_names_the_wild_card_limit_that_stops_going_out(capsys, tmp_path):
    rules = tmp_path / "wilds.json"
    rules.write_text('{"max_wilds_per_meld": 1}')
    # Round 3: 5s wild. KD thrown, the rest is one set of 9s holding both wilds.
    hand = cards("9C 9H 9D 5S 5H KD")
    out = words(capsys, "--variant", "three-thirteen", "--rules", str(rules), "--round", "3", *hand)
    assert "(max_wilds_per_meld), set to 1, blocks it" in out


# ---- Hillbilly's round 10: laid down and gone out in one turn ------------------------------------


def test_round_ten_says_the_lay_down_must_go_out_in_the_same_turn(capsys):
    runs = "3S 4S 5S 6S 7S 3H 4H 5H 6H 7H 3D 4D 5D 6D 7D"
    out = words(capsys, "--variant", "hillbilly", "--round", "10", *cards(runs), "QC", "KC")
    throw = next(line for line in out.splitlines() if line.startswith("Throw "))
    assert "the contract is not met" not in throw
    assert "round 10 is laid down and gone out in the same turn" in throw
    assert "the other 16 cards must all go into the contract" in throw
    # Those 16 as a hand of their own are a "yes": 15 go down and one is discarded.
    assert "Yes, you can lay down" in words(
        capsys, "--variant", "hillbilly", "--round", "10", *cards(runs), "KC"
    )


def test_the_keep_a_card_rule_is_named_as_the_house_rules_window_names_it(capsys, tmp_path):
    rules = tmp_path / "keep.json"
    rules.write_text('{"require_discard_to_go_out_r1_9": true}')
    hand = cards("7H 7S 7D 5C 6C 7C 8C")  # round 2: a set of 3 and a run of 4, every card
    out = words(capsys, "--variant", "hillbilly", "--rules", str(rules), "--round", "2", *hand)
    assert "the house rule Go out with a discard (require_discard_to_go_out_r1_9)" in out


# ---- --meld in Three Thirteen ---------------------------------------------------------------------


def test_three_thirteen_meld_says_why_not_a_set_and_why_not_a_run(capsys):
    out = words(capsys, "--variant", "three-thirteen", "--round", "3", "--meld", "7H", "9S", "8H")
    assert "not a set: a set needs cards of one rank: 9S is not a 7" in out
    assert "not a run: a run needs cards of one suit: 9S is not a heart" in out
    gap = words(capsys, "--variant", "three-thirteen", "--round", "3", "--meld", "2H", "9H", "8H")
    assert "not a run: 2H to 9H leaves 5 gaps and these cards hold no wild card" in gap
    two = words(capsys, "--variant", "three-thirteen", "--round", "3", "--meld", "7H", "8H")
    assert "a meld needs 3 or more cards, and these are 2" in two


def test_meld_help_says_how_each_game_orders_a_run(capsys):
    assert main(["analyze", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "in the order given" not in text or "Three Thirteen" in text
    assert "Hillbilly: a run in the order given; Three Thirteen: in any order" in text


# ---- house-rule values of the wrong type, in plain words ------------------------------------------


def test_a_number_in_quotes_or_with_a_decimal_point_is_explained(tmp_path):
    for text, shown in (
        ('{"max_set_size": "4"}', "not '4' in quotes"),
        ('{"max_set_size": 4.0}', "not 4.0"),
    ):
        rules = tmp_path / "rules.json"
        rules.write_text(text)
        line = refusal("--round", "3", "--rules", str(rules), *cards("7H 8H 9H QS 2C"))
        assert "max_set_size must be a whole number such as 4" in line
        assert shown in line
        assert "Input should be" not in line


def test_batch_lines_get_the_same_plain_words(capsys, monkeypatch):
    import io

    lines = [
        '{"round": 3, "cards": ["7H", "8H", "9H", "QS", "2C"], "rules": {"max_set_size": "4"}}',
        '{"round": 3, "cards": ["7H", "8H", "9H", "QS", "2C"],}',
    ]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["analyze", "--batch"]) == 0
    first, second = (json.loads(x)["error"] for x in capsys.readouterr().out.splitlines())
    assert "max_set_size must be a whole number such as 4, not '4' in quotes" in first
    assert "the line has a comma after its last entry" in second
    assert "JSON allows none before a closing } or ]" in second


def test_an_option_given_twice_is_refused_in_one_line(capsys):
    status = main(
        ["analyze", "--variant", "hillbilly", "--variant", "three-thirteen", "--round", "1", "7H"]
    )
    assert status == 2
    err = capsys.readouterr().err
    assert "--variant is given twice ('hillbilly', then 'three-thirteen'): give it once" in err
    assert main(["simulate", "--variant", "hillbilly", "--players", "2", "--players", "3"]) == 2
    assert "--players is given twice" in capsys.readouterr().err
