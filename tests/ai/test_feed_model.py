"""The hard level's learned model of what another Hillbilly seat wants, and how it is charged."""

from __future__ import annotations

from dataclasses import replace

from rummy_desktop.ai import feed_model, make_bot, medium_hillbilly
from rummy_desktop.ai.hard import HardBot
from rummy_desktop.ai.medium import rank_moves
from rummy_desktop.ai.medium_hillbilly import feed_risk
from rummy_desktop.ai.tracking import Tracker
from rummy_desktop.engine import Card, Discard, Game, PlayerView, RuleSet, parse_card


def _view_after_pickup(seed: int) -> tuple[PlayerView, Card, Card]:
    """Seat 0's view in round 1 (two sets) once seat 1 has taken a card from the discard pile
    and thrown one of another rank: the view, the card taken and the card thrown."""
    game = Game(RuleSet.preset("hillbilly", players=2), seed=seed)
    bots = [make_bot("simple", seed), make_bot("simple", seed + 1)]
    while not game.is_over and game.round_no == 1:
        view = game.view(0)
        took = [c for what, s, c in view.history if what == "took" and s == 1]
        threw = [c for what, s, c in view.history if what == "discarded" and s == 1]
        if took and threw:
            kept = [c for c in threw if c.rank != took[0].rank and c.rank in range(3, 10)]
            if kept and took[0].rank in range(3, 10):
                return view, took[0], kept[0]
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    raise LookupError("no pickup in round 1")


def _any_view_after_pickup() -> tuple[PlayerView, Card, Card]:
    for seed in range(200):
        try:
            return _view_after_pickup(seed)
        except LookupError:
            continue
    raise AssertionError("no seed gave a pickup in round 1")


def test_a_card_of_the_rank_taken_is_likelier_wanted_than_one_of_the_rank_thrown() -> None:
    view, took, threw = _any_view_after_pickup()
    tracker = Tracker.from_view(view)
    # Other suits than the cards seen, and ranks 3..9 so that the points are the same.
    wanted = Card(took.rank, "S" if took.suit != "S" else "H")
    unwanted = Card(threw.rank, "S" if threw.suit != "S" else "H")
    chance_taken = feed_model.want_chance(wanted, view, tracker, 1)
    chance_thrown = feed_model.want_chance(unwanted, view, tracker, 1)
    assert 0.0 < chance_thrown < chance_taken < 1.0
    assert feed_model.want(wanted, view, tracker, 1) == feed_model.SCALE * chance_taken


def test_a_round_of_thousands_of_turns_does_not_overflow_the_model() -> None:
    # A round that runs through stock refills for ever (four simple seats can hoard so) piles
    # up turns and throws; each pushes the model's sum down, and exp() of thousands overflows.
    view, _took, threw = _any_view_after_pickup()
    history = view.history + (("discarded", 1, threw),) * 20_000
    long = replace(view, history=history)
    tracker = Tracker.from_view(long)
    assert 0.0 <= feed_model.want_chance(threw, long, tracker, 1) < 1e-9
    assert feed_model.want(threw, long, tracker, 1) >= 0.0


def test_features_match_the_weights_and_follow_the_contract() -> None:
    view, took, _threw = _any_view_after_pickup()
    tracker = Tracker.from_view(view)
    row = feed_model.features(parse_card("7H"), view, tracker, 1)
    assert len(row) == len(feed_model.FEATURES) == len(feed_model.WEIGHTS)
    assert row[0] == 1.0
    # Round 1's contract is two sets: the run features are off, the set features on.
    assert row[2] == 0.0 and row[4] == row[5] == 0.0
    taken = feed_model.features(Card(took.rank, "S"), view, tracker, 1)
    assert taken[3] >= 2 / 3  # sets (2) / 3 times at least one pickup of the rank


def test_feed_risk_asks_the_model_for_seats_not_down_only() -> None:
    view, _took, _threw = _any_view_after_pickup()
    tracker = Tracker.from_view(view)
    asked: list[tuple[Card, int]] = []

    def want(card: Card, v: PlayerView, t: Tracker, seat: int) -> float:
        asked.append((card, seat))
        return 1.25

    assert feed_risk(parse_card("7H"), view, tracker, want) == 1.25
    assert asked == [(parse_card("7H"), 1)]
    # A wild is charged as the medium level charges it, whatever the model says.
    asked.clear()
    assert feed_risk(parse_card("JK"), view, tracker, want) == 3.0
    assert asked == []


def test_the_hard_level_ranks_hillbilly_discards_with_the_model() -> None:
    """Hard and medium start from the same moves; only the feeding charge differs, and it is
    the model's: the scores of a discard differ by the feed cost times the two risks'
    difference."""
    from rummy_desktop.ai.medium_hillbilly import FEED_COST

    game = Game(RuleSet.preset("hillbilly", players=2), seed=3)
    bots = [make_bot("simple", 3), make_bot("simple", 4)]
    compared = 0
    while not game.is_over and compared < 30:
        seat = game.to_act()[0]
        view = game.view(seat)
        if any(isinstance(a, Discard) for a in view.legal_actions) and not view.down[seat]:
            tracker = Tracker.from_view(view)
            hard = {c.action: c.score for c in HardBot(samples=1).rank(view)}
            medium = {c.action: c.score for c in rank_moves(view)}
            assert hard.keys() == medium.keys()
            for action, score in hard.items():
                if isinstance(action, Discard):
                    model = feed_risk(action.card, view, tracker, feed_model.want)
                    count = feed_risk(action.card, view, tracker)
                    assert abs(score - medium[action] - FEED_COST * (model - count)) < 1e-9
                    compared += 1
        game.apply(bots[seat].choose(view))
    assert compared >= 30


def test_feed_risk_skips_seats_that_cannot_take_the_card(monkeypatch) -> None:
    """Out of turn a seat gets the discard only by buying it; a down seat takes it only in
    turn, and not at all under the house rule that down players draw from the stock."""
    game = Game(RuleSet.preset("hillbilly", players=3), seed=5)
    view = game.view(0)
    tracker = Tracker.from_view(view)

    def want(card: Card, v: PlayerView, t: Tracker, seat: int) -> float:
        return 1.0 + seat  # seat 2 is keener than seat 1 (next): 3.0 against 2.0

    card = parse_card("7H")
    limit = view.rules.buy_limit(view.round_no)
    assert feed_risk(card, view, tracker, want) == 3.0 * 0.7  # seat 2 would pay to buy it
    spent = replace(view, buys_used=(0, 0, limit))
    assert feed_risk(card, spent, tracker, want) == 2.0  # seat 2 has no buys left
    # Seat 1 (next) is down, and the card lays off on the table.
    monkeypatch.setattr(medium_hillbilly, "fits_table", lambda v, c: True)
    down = replace(spent, down=(False, True, False))
    assert feed_risk(card, down, tracker, want) == 2.0
    strict = view.rules.model_copy(update={"down_players_draw_stock_only": True})
    assert feed_risk(card, replace(down, rules=strict), tracker, want) == 0.0
