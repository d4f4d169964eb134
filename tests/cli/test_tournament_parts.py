"""The pieces under simulate: decision-time histograms, game records and their checks."""

from __future__ import annotations

import itertools
import json
import math
import random

import pytest

from rummy_desktop.simulate import DecisionTimes, GameRecord, TournamentSettings, run_tournament
from rummy_desktop.tournament.local import GameQueue
from rummy_desktop.tournament.report import t_975


def exact_rank(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def test_percentiles_are_within_two_percent_of_the_exact_ones():
    rng = random.Random(4)
    values = [rng.lognormvariate(0, 2) for _ in range(5000)]
    times = DecisionTimes()
    for v in values:
        times.add(v)
    for q in (0.05, 0.5, 0.95, 0.99):
        assert times.percentile(q) == pytest.approx(exact_rank(values, q), rel=0.022)
    assert times.max_ms == max(values) and times.count == 5000
    assert times.mean_ms == pytest.approx(sum(values) / 5000)


def test_pooled_times_are_the_times_of_the_whole():
    rng = random.Random(9)
    values = [rng.uniform(0.001, 50) for _ in range(999)]
    whole, parts = DecisionTimes(), [DecisionTimes() for _ in range(3)]
    for i, v in enumerate(values):
        whole.add(v)
        parts[i % 3].add(v)
    pooled = DecisionTimes.pooled(parts)
    assert pooled.buckets == whole.buckets and pooled.count == whole.count
    assert pooled.summary() == whole.summary()


def test_times_survive_a_trip_through_json_and_bad_ones_are_refused():
    times = DecisionTimes()
    for v in (0.0, 0.0004, 1.5, 80.0):
        times.add(v)
    back = DecisionTimes.from_json(json.loads(json.dumps(times.to_json())))
    assert back == times
    data = times.to_json()
    data["count"] = 5
    with pytest.raises(ValueError, match="do not add up"):
        DecisionTimes.from_json(data)
    assert DecisionTimes.from_json(DecisionTimes().to_json()).summary() == {
        "p50": 0.0,
        "p95": 0.0,
        "max": 0.0,
    }


def test_a_record_survives_a_trip_through_its_json_line():
    result = run_tournament("three-thirteen", 3, ["simple", "random"], 2, seed=8, swap_seats=True)
    settings = TournamentSettings("three-thirteen", 3, ("simple", "random"), 8, swap_seats=True)
    for record in result.records:
        line = json.dumps(record.to_json())
        back = GameRecord.from_json(json.loads(line), settings)
        assert back.to_json() == record.to_json()


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("count", True),
        ("max_ms", "80"),
        ("max_ms", 10.0**300),
        ("min_ms", -1.0),
        ("sum_ms", None),
        ("buckets", [[10**20, 4]]),
        ("buckets", [[0, 2], [0, 2]]),
        ("buckets", [[0, 2.0], [168, 1], [260, 1]]),
        ("buckets", {"0": 4}),
    ],
)
def test_decision_times_take_only_finite_bounded_numbers(key, value):
    times = DecisionTimes()
    for v in (0.0, 0.0004, 1.5, 80.0):
        times.add(v)
    data = {**json.loads(json.dumps(times.to_json())), key: value}
    with pytest.raises(ValueError, match="decision times"):
        DecisionTimes.from_json(data)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda g: g.update(seed=g["seed"] + 1), "was dealt with seed"),
        (lambda g: g.update(seats=g["seats"][::-1]), "seated"),
        (lambda g: g.update(levels=["random", "random", "random"]), "levels are not"),
        (lambda g: g["rounds"][0].append(3), "3 scores a round"),
        (lambda g: g.update(winners=[7]), "seats of the table"),
        (lambda g: g.update(errors=[0, -1, 0]), "'errors'"),
        (lambda g: g.pop("totals"), "has the keys"),
        (lambda g: g["decision_ms"][0].update(count=-4), "do not add up"),
    ],
)
def test_a_record_that_does_not_fit_its_tournament_is_refused(change, words):
    result = run_tournament("three-thirteen", 3, ["simple", "random"], 1, seed=8)
    settings = TournamentSettings("three-thirteen", 3, ("simple", "random"), 8)
    data = result.records[0].to_json()
    change(data)
    with pytest.raises(ValueError, match=words):
        GameRecord.from_json(data, settings)


def test_student_t_quantiles():
    assert t_975(1) == 12.706 and t_975(30) == 2.042
    assert t_975(31) == pytest.approx(2.0395, abs=0.001)
    assert t_975(120) == pytest.approx(1.9799, abs=0.001)
    with pytest.raises(ValueError):
        t_975(0)


def test_the_game_queue_takes_games_as_they_are_needed_and_replays_the_lost_first():
    games = itertools.count()  # endless: the queue must never try to list it
    queue = GameQueue(games)
    assert [queue.pop() for _ in range(4)] == [0, 1, 2, 3]
    assert queue and next(games) == 5  # looking ahead takes only game 4
    queue.again([3, 1])
    queue.again([2, 1])
    assert [queue.pop() for _ in range(5)] == [1, 2, 3, 4, 6]
    done = GameQueue(range(2))
    assert [done.pop(), done.pop()] == [0, 1] and not done
    with pytest.raises(IndexError):
        done.pop()
    done.again([1])
    assert done and done.pop() == 1 and not done


# ---- what a results file's header may name ------------------------------------------------


def header_settings(**changes):
    settings = TournamentSettings("three-thirteen", 2, ("simple",)).to_json()
    settings.update(changes)
    return settings


def test_settings_from_a_file_name_only_built_in_levels_unless_named_by_the_caller():
    data = header_settings(levels=["simple", "mybots.smart:SmartBot"])
    with pytest.raises(ValueError, match="'mybots.smart:SmartBot'.*never loads outside code"):
        TournamentSettings.from_json(data)
    with pytest.raises(ValueError, match="never loads outside code"):
        TournamentSettings.from_json(data, named=("mybots.smart:OtherBot", "mybots"))
    named = TournamentSettings.from_json(data, named=("mybots.smart:SmartBot",))
    assert named.levels == ("simple", "mybots.smart:SmartBot")


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"seed": 1}, "'seed' is not a bot option"),
        ({"samples": 10**15}, "samples must be 1 to 5000"),
        ({"think_ms": 10**9}, "think time must be 1 to 60000"),
    ],
)
def test_settings_from_a_file_take_only_known_bounded_bot_options(options, words):
    with pytest.raises(ValueError, match=words):
        TournamentSettings.from_json(header_settings(bot_options=options))


def test_the_cluster_sends_only_the_packages_of_the_levels_it_plays():
    from rummy_desktop.tournament.cluster import code_for

    settings = TournamentSettings("three-thirteen", 2, ("simple", "tests.ai.sample_bots:BlindBot"))
    assert [m.__name__ for m in code_for(settings)] == ["rummy_desktop", "tests"]
    from rummy_desktop.ai import BotError

    with pytest.raises(BotError, match="package.module:ClassName"):
        code_for(TournamentSettings("three-thirteen", 2, ("simple", "../evil:X")))
