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

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine import Game
from rummy_desktop.engine.cards import Card, joker
from rummy_desktop.engine.melds import check_contract, hand_points, make_meld
from rummy_desktop.engine.rules import RulesError, RuleSet
from rummy_desktop.engine.solver import find_going_out_laydown, find_laydown

PACK = [Card(r, s, c) for c in range(2) for s in "SH" for r in range(1, 14)] + [
    joker(c) for c in range(2)
]


def _is_set(cards: tuple[Card, ...], least: int) -> bool:
    naturals = [c for c in cards if not c.is_joker]
    wilds = len(cards) - len(naturals)
    return len(cards) >= least and wilds <= 1 and len({c.rank for c in naturals}) == 1


def _run_spans(cards: tuple[Card, ...], least: int) -> set[tuple[str, int, int]]:
    """Where these cards can lie as a run of ``least``+ cards (suit, low, high)."""
    naturals = [c for c in cards if not c.is_joker]
    n = len(cards)
    if n < max(3, least) or n - len(naturals) > 1 or len({c.suit for c in naturals}) != 1:
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
            if contract.sets and _is_set(group, set_least):
                sets.append(frozenset(group))
            spans = _run_spans(group, run_least) if contract.runs else set()
            if spans:
                runs.append((frozenset(group), spans))
    best: list[int | None] = [None]

    def pick_runs(used: frozenset, chosen: list, start: int, left: int) -> None:
        if left == 0:
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
            pick_runs(used | cards, chosen + [spans], i + 1, left - 1)

    def pick_sets(used: frozenset, start: int, left: int) -> None:
        if left == 0:
            pick_runs(used, [], 0, len(contract.runs))
            return
        for i in range(start, len(sets)):
            if not used & sets[i]:
                pick_sets(used | sets[i], i + 1, left - 1)

    pick_sets(frozenset(), 0, len(contract.sets))
    return best[0]


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
    """One random round: up to 3 sets of one length and up to 3 runs of one length."""
    n_sets = draw(st.integers(0, 2))
    n_runs = draw(st.integers(0 if n_sets else 1, 2))
    set_size = draw(st.integers(3, 4))
    run_size = draw(st.integers(3, 5))
    sets, runs = [set_size] * n_sets, [run_size] * n_runs
    need = sum(sets) + sum(runs)
    deal = need if all_at_once else need - 1
    return {"deal": max(deal, 1), "sets": sets, "runs": runs, "all_at_once": all_at_once}


def one_round(entry: dict) -> RuleSet:
    return RuleSet.preset("hillbilly", players=2, contracts=[entry])


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


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(contracts(all_at_once=True), st.randoms(use_true_random=False), st.booleans())
def test_all_at_once_search_agrees_with_brute_force_on_random_contracts(entry, rnd, no_discard):
    hand = built_hand(entry, rnd)
    try:
        rs = RuleSet.preset(
            "hillbilly", players=2, contracts=[entry], final_round_no_discard=no_discard
        )
    except RulesError:
        return  # a contract that needs every card dealt cannot also keep a discard back
    found = find_going_out_laydown(hand, rs, 1)
    expected = brute_force(hand, rs, 1, leave=0 if no_discard else 1)
    assert (found is not None) == (expected is not None), (entry, hand, no_discard)
    if found is not None:
        melds, discard = found
        rest = _checked(hand, melds, rs, 1)
        assert rest == ([] if no_discard else [discard])


def random_list(rng: random.Random) -> list[dict]:
    rounds = []
    for _ in range(rng.randint(1, 4)):
        n_sets = rng.randint(0, 3)
        n_runs = rng.randint(0 if n_sets else 1, 3)
        sets = [rng.randint(3, 4)] * n_sets
        runs = [rng.randint(3, 7)] * n_runs
        need = sum(sets) + sum(runs)
        all_at_once = rng.random() < 0.25
        deal = need + rng.randint(0, 3) - (0 if all_at_once else 1)
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
    hand = ace_hand(entry, rnd)
    try:
        rs = RuleSet.preset(
            "hillbilly", players=2, contracts=[entry], final_round_no_discard=no_discard
        )
    except RulesError:
        return
    found = find_going_out_laydown(hand, rs, 1)
    expected = brute_force(hand, rs, 1, leave=0 if no_discard else 1)
    assert (found is not None) == (expected is not None), (entry, hand, no_discard)
