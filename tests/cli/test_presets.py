"""`--preset NAME` for analyze and simulate, and `analyze --rules` with rounds of the table's own
checked against a plain enumeration (tests/engine/test_contract_lists.py) on random hands."""

from __future__ import annotations

import json
import random

import pytest

from rummy_desktop.cli import PRESET_NAMES, main
from rummy_desktop.engine import PRESETS, RuleSet
from rummy_desktop.engine.cards import parse_cards
from tests.engine.test_contract_lists import PACK, brute_force, built_hand


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_help_names_every_preset():
    assert tuple(PRESETS) == PRESET_NAMES


def test_analyze_preset_liverpool_goes_out_all_at_once_in_hand_seven(capsys):
    hand = ["3S", "4S", "5S", "6S", "7S", "8H", "9H", "10H", "JH", "2D", "3D", "4D", "5D"]
    status, out, err = run(capsys, "analyze", "--preset", "liverpool", "--round", "7", *hand)
    assert status == 0, err
    answer = json.loads(out)
    assert answer["game"] == "Liverpool Rummy" and answer["all_at_once"]
    assert answer["contract"] == "3 runs of 4" and answer["contract_met"]
    assert sorted(len(m) for m in answer["lay_down"]) == [4, 4, 5]  # every card, no discard
    assert answer["hand_points"] == 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 10 + 2 + 3 + 4 + 5


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--preset", "shanghai", "--round", "1", "7H"], "there is no variant 'shanghai'"),
        (["--preset", "liverpool", "--round", "8", "7H"], "there is no round 8: Liverpool"),
        (
            ["--preset", "liverpool", "--variant", "three-thirteen", "--round", "1", "7H"],
            "--preset names a contract game",
        ),
    ],
)
def test_a_bad_preset_is_one_line(capsys, args, message):
    status, out, err = run(capsys, "analyze", *args)
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert message in err


def test_simulate_preset_plays_to_the_end_under_check(capsys):
    status, out, err = run(
        capsys,
        "simulate",
        "--preset",
        "contract-rummy",
        "--players",
        "3",
        "--ai",
        "simple,easy",
        "--games",
        "1",
        "--check",
    )
    assert status == 0, err
    assert out.startswith("Contract Rummy, 3 players: 1 game from seed 0")


def test_simulate_needs_a_game(capsys):
    status, _out, err = run(capsys, "simulate", "--players", "3", "--ai", "simple", "--games", "1")
    assert status == 2 and "give the game" in err


def random_rounds(rng: random.Random) -> list[dict]:
    rounds = []
    for _ in range(rng.randint(1, 4)):
        n_sets, n_runs = rng.randint(0, 2), rng.randint(0, 2)
        if not n_sets and not n_runs:
            n_runs = 1
        if rng.random() < 0.5:  # one length a kind, or each meld its own ("a set of 3 and 4")
            sets, runs = [rng.randint(3, 4)] * n_sets, [rng.randint(3, 5)] * n_runs
        else:
            sets = [rng.randint(3, 5) for _ in range(n_sets)]
            runs = [rng.randint(3, 6) for _ in range(n_runs)]
        need = sum(sets) + sum(runs)
        rounds.append({"deal": need + rng.randint(-1, 2), "sets": sets, "runs": runs})
    return rounds


def test_analyze_rules_with_contracts_agrees_with_brute_force(capsys, tmp_path):
    rng = random.Random(2626)
    checked = met = mixed = 0
    while checked < 80:
        rounds = random_rounds(rng)
        try:
            rules = RuleSet.preset("hillbilly", players=2, contracts=rounds, jokers_per_deck=1)
        except ValueError:
            continue
        path = tmp_path / "ours.json"
        path.write_text(json.dumps({"contracts": rounds, "jokers_per_deck": 1}))
        rnd = rng.randint(1, len(rounds))
        hand = built_hand(rounds[rnd - 1], rng) if rng.random() < 0.6 else rng.sample(PACK, 8)
        hand = [c for c in hand if c.copy < 2 and (not c.is_joker or c.copy == 0)]
        if not hand:
            continue
        words = [c.code for c in hand]
        status, out, err = run(
            capsys, "analyze", "--variant", "hillbilly", "--players", "2",
            "--rules", str(path), "--round", str(rnd), *words,
        )  # fmt: skip
        assert status == 0, err
        answer = json.loads(out)
        cards = parse_cards(" ".join(words))
        expected = brute_force(cards, rules, rnd)
        assert answer["contract_met"] == (expected is not None), (rounds, rnd, words)
        checked += 1
        met += answer["contract_met"]
        contract = rules.contract(rnd)
        mixed += len(set(contract.sets)) > 1 or len(set(contract.runs)) > 1
    assert met >= 10  # the hands are built so that many meet their contract
    assert mixed >= 10  # and many rounds mix their meld lengths


MIXED_ROUNDS = {
    "contract_name": "Mixed three",
    "contracts": [
        {"deal": 8, "sets": [3, 4], "runs": []},
        {"deal": 11, "sets": [], "runs": [4, 7]},
        {"deal": 11, "sets": [3, 4], "runs": [4], "all_at_once": True},
    ],
}


@pytest.mark.parametrize(
    ("players", "levels"), [(2, "hard,medium"), (8, "random,simple,easy,medium,hard")]
)
def test_simulate_plays_rounds_of_mixed_lengths_to_the_end_under_check(
    capsys, tmp_path, players, levels
):
    """Every level, at 2 and 8 seats, on rounds that mix meld lengths (one all at once);
    bench/contract_games.py --games mixed --players 2,8 plays a longer list the same way."""
    path = tmp_path / "mixed.json"
    path.write_text(json.dumps(MIXED_ROUNDS))
    status, out, err = run(
        capsys, "simulate", "--variant", "hillbilly", "--rules", str(path),
        "--players", str(players), "--ai", levels, "--samples", "2", "--games", "1",
        "--check", "--json",
    )  # fmt: skip
    assert status == 0, err
    report = json.loads(out)
    assert report["games"] == 1 and report["abandoned"] == 0, report
    assert all(seat["errors"] == 0 for seat in report["seats"])
    assert sum(seat["wins"] for seat in report["seats"]) >= 1  # played to a winner
