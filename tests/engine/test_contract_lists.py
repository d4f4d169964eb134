"""Any accepted contract list (issue 26): the lay-down search and the all-at-once search agree
with a plain enumeration on random contracts and random small hands, and whole games with
random contract lists keep every invariant.

The enumeration knows nothing of the solver: it lists every subset of the hand that is a set
or a run (one wild at most, as the default wild rule says), and tries every choice of the
contract's melds among them.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine import Game
from rummy_desktop.engine.cards import Card, joker, parse_cards
from rummy_desktop.engine.melds import check_contract, hand_points, make_meld
from rummy_desktop.engine.rules import RulesError, RuleSet
from rummy_desktop.engine.solver import find_going_out_laydown, find_laydown

PACK = [Card(r, s, c) for c in range(2) for s in "SH" for r in range(1, 14)] + [
    joker(c) for c in range(2)
]


def _wilds_ok(wilds: int, naturals: int, rule: str) -> bool:
    """The two wild rules these tests use, as RULES says them: one a meld, or no more wilds
    than naturals."""
    assert rule in ("one_per_meld", "not_more_than_naturals")
    return naturals >= 1 and wilds <= (1 if rule == "one_per_meld" else naturals)


def _is_set(cards: tuple[Card, ...], least: int, rule: str = "one_per_meld") -> bool:
    naturals = [c for c in cards if not c.is_joker]
    wilds = len(cards) - len(naturals)
    return (
        len(cards) >= least
        and _wilds_ok(wilds, len(naturals), rule)
        and len({c.rank for c in naturals}) == 1
    )


def _run_spans(
    cards: tuple[Card, ...], least: int, rule: str = "one_per_meld"
) -> set[tuple[str, int, int]]:
    """Where these cards can lie as a run of ``least``+ cards (suit, low, high)."""
    naturals = [c for c in cards if not c.is_joker]
    n = len(cards)
    wilds_ok = _wilds_ok(n - len(naturals), len(naturals), rule)
    if n < max(3, least) or not wilds_ok or len({c.suit for c in naturals}) != 1:
        return set()
    aces = sum(1 for c in naturals if c.rank == 1)
    others = [c.rank for c in naturals if c.rank != 1]
    spans = set()
    for high_aces in range(aces + 1):
        places = others + [1] * (aces - high_aces) + [14] * high_aces
        if len(set(places)) != len(places):
            continue
        for low in range(max(1, max(places) - n + 1), min(min(places), 15 - n) + 1):
            spans.add((naturals[0].suit, low, low + n - 1))
    return spans


def _apart(a: tuple[str, int, int], b: tuple[str, int, int]) -> bool:
    if a[0] != b[0] or (a[1] <= b[2] and b[1] <= a[2]):
        return True
    return b[1] - a[2] > 1 or a[1] - b[2] > 1


def _points(cards, rs: RuleSet, round_no: int) -> int:
    return sum(rs.card_points(c, round_no) for c in cards)


def brute_force(hand: list[Card], rs: RuleSet, round_no: int, leave: int | None = None):
    """The fewest points a lay-down of the contract leaves in hand, or None if there is none.
    With ``leave``, only lay-downs that leave exactly that many cards count (all at once)."""
    contract = rs.contract(round_no)
    set_least = min(contract.sets, default=99)
    run_least = min(contract.runs, default=99)
    sets, runs = [], []
    for size in range(3, len(hand) + 1):
        for group in combinations(hand, size):
            if contract.sets and _is_set(group, set_least, rs.wild_limit_rule):
                sets.append(frozenset(group))
            spans = _run_spans(group, run_least, rs.wild_limit_rule) if contract.runs else set()
            if spans:
                runs.append((frozenset(group), spans))
    best: list[int | None] = [None]

    def pick_runs(used: frozenset, chosen: list, start: int, left: int, lengths: list) -> None:
        if left == 0:
            run_lengths = [n for n in lengths if n < 0]
            if not (
                _hold(contract.sets, [n for n in lengths if n > 0])
                and _hold(contract.runs, [-n for n in run_lengths])
            ):
                return
            rest = [c for c in hand if c not in used]
            if leave is not None and len(rest) != leave:
                return
            pts = _points(rest, rs, round_no)
            if best[0] is None or pts < best[0]:
                best[0] = pts
            return
        for i in range(start, len(runs)):
            cards, spans = runs[i]
            if used & cards:
                continue
            # Every earlier run of the lay-down must sit apart from this one in some placing.
            if not _placeable(chosen + [spans]):
                continue
            pick_runs(used | cards, chosen + [spans], i + 1, left - 1, [*lengths, -len(cards)])

    def pick_sets(used: frozenset, start: int, left: int, lengths: list) -> None:
        if left == 0:
            pick_runs(used, [], 0, len(contract.runs), lengths)
            return
        for i in range(start, len(sets)):
            if not used & sets[i]:
                pick_sets(used | sets[i], i + 1, left - 1, [*lengths, len(sets[i])])

    pick_sets(frozenset(), 0, len(contract.sets), [])
    return best[0]


def _hold(sizes: tuple[int, ...], lengths: list[int]) -> bool:
    """Whether melds of these lengths can each take one of the contract's places (a set of 4
    may stand for a set of 3, never the other way round): some pairing of the two works."""
    from itertools import permutations

    return any(
        all(n >= size for n, size in zip(order, sizes, strict=True))
        for order in permutations(lengths)
    )


def _placeable(options: list[set]) -> bool:
    """Whether each run can take one of its placings with every two runs apart."""

    def go(i: int, placed: list) -> bool:
        if i == len(options):
            return True
        return any(
            all(_apart(p, q) for q in placed) and go(i + 1, [*placed, p]) for p in options[i]
        )

    return go(0, [])


@st.composite
def contracts(draw, all_at_once: bool = False):
    """One random round: up to 2 sets and up to 2 runs, often of one length, often mixed
    ("a set of three and a set of four", "a run of three and a run of five")."""
    n_sets = draw(st.integers(0, 2))
    n_runs = draw(st.integers(0 if n_sets else 1, 2))
    if draw(st.booleans()):
        sets = [draw(st.integers(3, 4))] * n_sets
        runs = [draw(st.integers(3, 5))] * n_runs
    else:
        sets = [draw(st.integers(3, 4)) for _ in range(n_sets)]
        runs = [draw(st.integers(3, 5)) for _ in range(n_runs)]
    if n_sets and n_runs == 2:  # beside sets, two runs are dealt at most 12 cards (issue 32)
        sets, runs = sets[:1], [min(r, 4) for r in runs]
    need = sum(sets) + sum(runs)
    deal = need if all_at_once else need - 1
    return {"deal": max(deal, 1), "sets": sets, "runs": runs, "all_at_once": all_at_once}


def one_round(entry: dict, **flags) -> RuleSet:
    return RuleSet.preset("hillbilly", players=2, contracts=[entry], **flags)


def _checked(hand, melds, rs, round_no):
    check_contract(melds, rs, round_no)
    for m in melds:
        assert make_meld(m.kind, m.cards, rs, round_no) == m
    used = [c for m in melds for c in m.cards]
    assert len(used) == len(set(used)) and all(c in hand for c in used)
    return [c for c in hand if c not in used]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(contracts(), st.lists(st.sampled_from(PACK), min_size=3, max_size=9, unique=True))
def test_lay_down_search_agrees_with_brute_force_on_random_contracts(entry, hand):
    rs = one_round(entry)
    melds = find_laydown(hand, rs, 1)
    expected = brute_force(hand, rs, 1)
    assert (melds is not None) == (expected is not None), (entry, hand)
    if melds is not None:
        rest = _checked(hand, melds, rs, 1)
        assert hand_points(rest, rs, 1) == expected, (entry, hand)


@st.composite
def near_hands(draw):
    """Hands from a few neighbouring ranks, so melds (and covers) are common."""
    low = draw(st.integers(1, 8))
    pool = [c for c in PACK if c.is_joker or c.rank == 1 or low <= c.rank <= low + 5]
    return draw(st.lists(st.sampled_from(pool), min_size=4, max_size=10, unique=True))


def built_hand(entry: dict, rng: random.Random) -> list[Card]:
    """Cards that nearly make the contract: its melds dealt from the pack, a joker or a stray
    card or two added, and now and then a card taken away, so covers and misses both occur."""
    pool = list(PACK)
    rng.shuffle(pool)
    hand: list[Card] = []

    def take(match) -> None:
        for c in pool:
            if match(c) and c not in hand:
                hand.append(c)
                return

    for size in entry["sets"]:
        rank = rng.randint(1, 13)
        for _ in range(size):
            take(lambda c, rank=rank: c.rank == rank)
    for size in entry["runs"]:
        suit, low = rng.choice("SH"), rng.randint(1, 14 - size)
        for r in range(low, low + size + rng.randint(0, 1)):
            take(lambda c, r=r, suit=suit: c.suit == suit and c.rank == (1 if r == 14 else r))
    for _ in range(rng.randint(0, 2)):
        take(lambda c: True)
    if hand and rng.random() < 0.3:
        hand.remove(rng.choice(hand))
    if rng.random() < 0.4:
        take(lambda c: c.is_joker)
    return hand[:11]


def _going_out_agrees_with_brute_force(entry: dict, hand: list[Card], no_discard: bool):
    """Whether ``hand`` can go out at once in ``entry``'s round, by the search and by brute
    force; returns the rules and the search's answer, or None for a contract the rules refuse
    (one that needs every card dealt cannot also keep a discard back)."""
    try:
        rs = RuleSet.preset(
            "hillbilly", players=2, contracts=[entry], final_round_no_discard=no_discard
        )
    except RulesError:
        return None
    found = find_going_out_laydown(hand, rs, 1)
    expected = brute_force(hand, rs, 1, leave=0 if no_discard else 1)
    assert (found is not None) == (expected is not None), (entry, hand, no_discard)
    return rs, found


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(contracts(all_at_once=True), st.randoms(use_true_random=False), st.booleans())
def test_all_at_once_search_agrees_with_brute_force_on_random_contracts(entry, rnd, no_discard):
    hand = built_hand(entry, rnd)
    checked = _going_out_agrees_with_brute_force(entry, hand, no_discard)
    if checked is None:
        return
    rs, found = checked
    if found is not None:
        melds, discard = found
        rest = _checked(hand, melds, rs, 1)
        assert rest == ([] if no_discard else [discard])


def random_list(rng: random.Random) -> list[dict]:
    rounds = []
    for _ in range(rng.randint(1, 4)):
        n_sets = rng.randint(0, 3)
        n_runs = rng.randint(0 if n_sets else 1, 3)
        if rng.random() < 0.5:  # one length a kind, or every meld its own
            sets, runs = [rng.randint(3, 4)] * n_sets, [rng.randint(3, 7)] * n_runs
        else:
            sets = [rng.randint(3, 5) for _ in range(n_sets)]
            runs = [rng.randint(3, 7) for _ in range(n_runs)]
        need = sum(sets) + sum(runs)
        all_at_once = rng.random() < 0.25
        deal = need + rng.randint(0, 3) - (0 if all_at_once else 1)
        if n_runs >= 2:  # the rules' bound beside several runs and wild cards (issue 32)
            deal = min(deal, 12 if n_sets else max(14, need + 1))
        rounds.append(
            {
                "deal": deal,
                "sets": sets,
                "runs": runs,
                "buys": rng.randint(0, 4),
                "all_at_once": all_at_once,
            }
        )
    return rounds


def test_whole_games_on_random_contract_lists_keep_every_invariant():
    """Simple and easy bots (which go out when they can) play random lists to the end."""
    from rummy_desktop.ai import make_bot

    rng = random.Random(26)
    played = 0
    while played < 4:
        try:
            rs = RuleSet.preset("hillbilly", players=rng.randint(2, 4), contracts=random_list(rng))
        except RulesError:
            continue
        game = Game(rs, seed=rng.randrange(10**6))
        bots = [make_bot("simple" if s % 2 else "easy", seed=s) for s in range(rs.players)]
        steps = 0
        while not game.is_over:
            seat = game.to_act()[0]
            game.apply(bots[seat].choose(game.view(seat)))
            game.check_invariants()
            steps += 1
            assert steps < 20_000, "a game of a few rounds that never ends"
        assert len(game.scores) == rs.rounds and all(len(r) == rs.players for r in game.scores)
        played += 1


def ace_hand(entry: dict, rng: random.Random) -> list[Card]:
    """Like built_hand, but the sets are of aces (or kings and deuces) and the runs start at
    an ace low or end at an ace high, so one hand's aces are wanted both ways."""
    pool = list(PACK)
    rng.shuffle(pool)
    hand: list[Card] = []

    def take(match) -> None:
        for c in pool:
            if match(c) and c not in hand:
                hand.append(c)
                return

    for size in entry["sets"]:
        rank = rng.choice([1, 1, 13, 2])
        for _ in range(size):
            take(lambda c, rank=rank: c.rank == rank)
    for size in entry["runs"]:
        suit, low = rng.choice("SH"), rng.choice([1, 15 - size])
        for r in range(low, low + size):
            take(lambda c, r=r, suit=suit: c.suit == suit and c.rank == (1 if r == 14 else r))
    for _ in range(rng.randint(0, 2)):
        take(lambda c: c.rank in (1, 2, 13) or c.is_joker)
    if hand and rng.random() < 0.3:
        hand.remove(rng.choice(hand))
    return hand[:11]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(contracts(all_at_once=True), st.randoms(use_true_random=False), st.booleans())
def test_all_at_once_with_many_aces_agrees_with_brute_force(entry, rnd, no_discard):
    """Aces low and high, in sets and in runs: the cover labels each ace once (_cover.py)."""
    _going_out_agrees_with_brute_force(entry, ace_hand(entry, rnd), no_discard)


# Sets of different lengths from one rank, where round robin is not enough: a set of 5 and a
# set of 3 from six kings and two jokers take four kings and two (one wild each).
DEEP = [Card(r, s, c) for c in range(3) for s in "SH" for r in (12, 13)] + [
    joker(c) for c in range(4)
]


def mixed_sets(rng: random.Random, all_at_once: bool = False) -> dict:
    """Two or three sets of different least lengths (3 to 6), now and then a short run."""
    while True:
        sets = [rng.randint(3, 6) for _ in range(rng.randint(2, 3))]
        if len(set(sets)) > 1:
            break
    runs = [rng.randint(3, 4)] * rng.randint(0, 1)
    need = sum(sets) + sum(runs)
    return {
        "deal": need if all_at_once else need - 1,
        "sets": sets,
        "runs": runs,
        "all_at_once": all_at_once,
    }


def deep_hand(rng: random.Random) -> list[Card]:
    """Many kings, some queens and jokers (at most 11 cards), shuffled."""
    kings = [c for c in DEEP if c.rank == 13]
    queens = [c for c in DEEP if c.rank == 12]
    jokers = [c for c in DEEP if c.is_joker]
    hand = kings[: rng.randint(3, 6)] + queens[: rng.randint(0, 4)] + jokers[: rng.randint(0, 4)]
    rng.shuffle(hand)
    return hand[:11]


# Seeded cases rather than hypothesis: the hands that need an uneven share of one rank
# (about one in 200) were too rare for its few hundred examples to reach.
@pytest.mark.parametrize("rule", ["one_per_meld", "not_more_than_naturals"])
def test_sets_of_mixed_lengths_from_one_rank_agree_with_brute_force(rule):
    rng = random.Random(f"mixed sets {rule}")
    for _ in range(800 if rule == "one_per_meld" else 200):  # the second's brute force is slow
        entry, hand = mixed_sets(rng), deep_hand(rng)
        rs = one_round(entry, wild_limit_rule=rule, deck_count_override=3)
        melds = find_laydown(hand, rs, 1)
        expected = brute_force(hand, rs, 1)
        assert (melds is not None) == (expected is not None), (entry, hand, rule)
        if melds is not None:
            rest = _checked(hand, melds, rs, 1)
            assert hand_points(rest, rs, 1) == expected, (entry, hand, rule)


@pytest.mark.parametrize("rule", ["one_per_meld", "not_more_than_naturals"])
def test_all_at_once_sets_of_mixed_lengths_agree_with_brute_force(rule):
    rng = random.Random(f"mixed sets at once {rule}")
    for _ in range(500 if rule == "one_per_meld" else 150):
        entry, hand = mixed_sets(rng, all_at_once=True), deep_hand(rng)
        try:
            rs = one_round(entry, wild_limit_rule=rule, deck_count_override=3)
        except RulesError:
            continue
        found = find_going_out_laydown(hand, rs, 1)
        expected = brute_force(hand, rs, 1, leave=1)
        assert (found is not None) == (expected is not None), (entry, hand, rule)
        if found is not None:
            melds, discard = found
            assert _checked(hand, melds, rs, 1) == [discard]


def test_a_set_of_five_and_a_set_of_three_share_six_kings_and_two_jokers():
    rs = one_round({"deal": 9, "sets": [5, 3]}, deck_count_override=3)
    hand = parse_cards("KS KH KD KC KS KH JK JK 4C 9D")
    melds = find_laydown(hand, rs, 1)
    assert melds is not None and sorted(len(m) for m in melds) == [3, 5]
    assert hand_points(_checked(hand, melds, rs, 1), rs, 1) == 10  # the 4 and the 9 left


def test_a_run_of_four_and_a_run_of_seven_go_out_at_once():
    rs = one_round({"deal": 11, "runs": [4, 7], "all_at_once": True})
    hand = parse_cards("3S 4S 5S 6S 7S 8S 9S 3H 4H 5H JK KC")
    melds, discard = find_going_out_laydown(hand, rs, 1)
    assert sorted(len(m) for m in melds) == [4, 7] and discard == parse_cards("KC")[0]
    # Seven spades make no run of five and one of six.
    five_six = one_round({"deal": 11, "runs": [5, 6], "all_at_once": True})
    assert find_going_out_laydown(hand, five_six, 1) is None


def test_an_extra_run_of_four_beside_a_contract_run_of_three_is_accepted():
    """The contract's places and the extras' minimums are matched together, longest first:
    a run of 3 asked for and an extra run (4+) laid beside it, in either order."""
    rs = one_round({"deal": 8, "runs": [3]}, allow_extra_melds_at_laydown=True)
    melds = [
        make_meld("run", parse_cards("3S 4S 5S 6S"), rs, 1),
        make_meld("run", parse_cards("8H 9H 10H"), rs, 1),
    ]
    check_contract(melds, rs, 1)
    check_contract(melds[::-1], rs, 1)


def test_a_round_nobody_can_lay_down_in_ends_after_a_few_refills():
    """Issue 32: twelve kept cards in two sets of naturals, all at once, for three seats: no
    seat ever lays down, so the "shuffle" refill dealt hopeless hands for ever (past 50,000
    moves with simple bots). The round ends with nobody out once the stock has been refilled
    IDLE_REFILLS times in a round in which nobody is down (docs/rules.md)."""
    from rummy_desktop.ai import make_bot
    from rummy_desktop.engine.events import RoundEnded, StockRefilled
    from rummy_desktop.engine.melds import hand_points
    from rummy_desktop.engine.stalemate import IDLE_REFILLS

    rules = RuleSet.preset(
        "hillbilly",
        players=3,
        contracts=[{"deal": 12, "sets": [4, 5], "all_at_once": True}],
        allow_extra_melds_at_laydown=False,
        wild_limit_rule="one_per_meld",
    )
    game = Game(rules, seed=735257)
    bots = [make_bot("simple", seed=s) for s in range(3)]
    refills, ended = 0, []
    while not game.is_over:
        assert len(game.log) < 5_000, "the round never ends"
        seat = game.to_act()[0]
        for event in game.apply(bots[seat].choose(game.view(seat))):
            refills += isinstance(event, StockRefilled)
            if isinstance(event, RoundEnded):
                ended.append(event)
        game.check_invariants()
    assert refills == IDLE_REFILLS and len(ended) == 1
    event = ended[0]
    assert event.went_out is None and event.idle and not event.stalled
    # Every hand scored as when the stock cannot be refilled (RULES 3.11): its cards' points.
    assert list(event.points) == [hand_points(h, rules, 1) for h in event.hands]
    assert game.scores == (event.points,)
