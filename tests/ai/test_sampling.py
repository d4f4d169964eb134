"""Card tracking and determinizations are built from the view alone and agree with it."""

from __future__ import annotations

import random

import pytest

from rummy_desktop.ai.sampling import determinize
from rummy_desktop.ai.tracking import PASSED_RANK, THREW_RANK, TOOK_RANK, TOOK_SUIT, Tracker
from rummy_desktop.engine import Phase, min_penalty, parse_card, parse_cards

from .positions import positions


@pytest.mark.parametrize(
    ("variant", "players"), [("three-thirteen", 2), ("three-thirteen", 5), ("hillbilly", 3)]
)
def test_a_determinization_shows_the_seat_exactly_its_own_view(variant, players):
    rng = random.Random(3)
    seen_buy = False
    for game in positions(variant, players, seed=11, every=5, limit=30):
        seat = game.to_act()[0]
        view = game.view(seat)
        seen_buy |= view.phase == Phase.BUY
        tracker = Tracker.from_view(view)
        for fit in (None, lambda _s, hand: len({c.rank for c in hand})):
            for infer in (False, True):
                deal = determinize(view, tracker, rng, fit, infer)
                deal.check_invariants()
                assert deal.view(seat) == view
    assert seen_buy or variant != "hillbilly"


def test_unseen_cards_are_the_other_hands_and_the_stock():
    for game in positions("hillbilly", 4, seed=5, every=9, limit=10):
        seat = game.to_act()[0]
        tracker = Tracker.from_view(game.view(seat))
        at = game.position()
        hidden = [*at.stock, *(c for s, h in enumerate(at.hands) if s != seat for c in h)]
        assert sorted(hidden) == sorted(tracker.unseen)
        for other, cards in tracker.known.items():
            assert set(cards) <= set(game.hand(other))


def test_a_copy_plays_on_without_touching_the_original():
    game = next(positions("three-thirteen", 3, seed=2, every=4, limit=1))
    view = game.view(game.to_act()[0])
    deal = determinize(view, Tracker.from_view(view), random.Random(1))
    before = deal.snapshot()
    twin = deal.copy()
    seat = twin.to_act()[0]
    twin.apply(twin.legal_actions(seat)[0])
    assert deal.snapshot() == before


def test_a_fit_deals_the_others_better_hands_the_longer_they_have_played():
    # Late in a Three Thirteen round the opponent has had several turns: hands chosen by their
    # penalty are better than uniform ones, and every card is still dealt exactly once.
    game = None
    for game in positions("three-thirteen", 2, seed=6, every=3, limit=400):
        if game.round_no >= 8 and game.position().turns_taken[1 - game.to_act()[0]] >= 4:
            break
    assert game is not None and game.round_no >= 8
    seat = game.to_act()[0]
    view = game.view(seat)
    tracker = Tracker.from_view(view)
    rules, rnd = view.rules, view.round_no

    def penalty(_seat, hand):
        return min_penalty(hand, rules, rnd)

    def mean_penalty(fit) -> float:
        rng = random.Random(9)
        total = 0
        for _ in range(40):
            deal = determinize(view, tracker, rng, fit)
            assert deal.view(seat) == view
            total += min_penalty(deal.hand(1 - seat), rules, rnd)
        return total / 40

    assert mean_penalty(penalty) < 0.85 * mean_penalty(None)


def test_hold_weights_read_what_a_seat_took_threw_and_passed_on():
    took, threw, passed = parse_cards(["7S"]), parse_cards(["9D"]), parse_cards(["QH"])
    tracker = Tracker(0, [], took={1: took}, passed={1: passed}, threw={1: threw})
    cards = parse_cards(["7H", "8S", "9C", "QC", "2C", "5D"])
    wild = parse_card("5D")
    weights = dict(zip(cards, tracker.hold_weights(1, cards, lambda c: c == wild), strict=True))
    assert weights[parse_card("7H")] == TOOK_RANK  # a set partner of the card it took
    assert weights[parse_card("8S")] == TOOK_SUIT  # a run neighbour of it
    assert weights[parse_card("9C")] == THREW_RANK  # the rank of a card it threw away
    assert weights[parse_card("QC")] == PASSED_RANK
    assert weights[parse_card("2C")] == 1.0  # nothing known about it
    assert weights[wild] == 1.0  # a wild melds with anything: nothing to infer
    assert tracker.hold_weights(2, cards[:1], lambda c: False) == [1.0]  # another seat


@pytest.mark.parametrize("variant", ["three-thirteen", "hillbilly"])
def test_inference_deals_the_opponent_more_of_its_real_cards(variant):
    # Over real positions, sampled opponent hands hold a larger share of the cards the
    # opponent really has when the fills follow its pickups and discards.
    hits = {False: 0, True: 0}
    for game in positions(variant, 2, seed=4, every=3, limit=60):
        seat = game.to_act()[0]
        other = 1 - seat
        view = game.view(seat)
        tracker = Tracker.from_view(view)
        truth = set(game.hand(other)) - set(tracker.known[other])
        for infer in (False, True):
            rng = random.Random(5)
            for _ in range(30):
                deal = determinize(view, tracker, rng, None, infer)
                assert deal.view(seat) == view
                hits[infer] += len(truth & set(deal.hand(other)))
    assert hits[True] > 1.25 * hits[False]
