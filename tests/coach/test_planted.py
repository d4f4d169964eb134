"""Planted mistakes are caught: in real games, a seat that breaks a made meld, passes up going
out in Three Thirteen or takes a useless discard is marked mistake or blunder.

A plant is forced on a seat of a medium-level game wherever the seat could make it. Not
every such move is a mistake by the points: passing up going out when the others are nearly
out costs about a point (they get one more draw each, and the hand scores 0 either way), and
a useless card taken in a hand of four costs about the stock card it replaced, which would
seldom have helped. ``bench/coach_planted.py`` values every plant of 8 games (4 in
Hillbilly; where a game has hundreds of places for a plant, every 8th to 25th) in 400 deals
of the seat's view (the coach's own measure with little noise) and reports how many are
mistakes, and whether the coach marks them; the positions below are each kind's first six (at
most three a game, from seed 12) that the 400 deals put clearly past the mistake line (1.5
times it), picked by its ``--pick 6``. The coach, judging at its shipped budget from the
seat's view alone, must mark every one a mistake or a blunder, and say why. So this checks the
budget and the guess at the hidden cards, not the rollout's own values: a plant the rollout
misjudges (as it once did a spare joker thrown) never gets in; the bench's figures over every
plant are the check of those.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.hand_shape import usefulness_map
from rummy_desktop.coach import judge
from rummy_desktop.engine import (
    Action,
    Discard,
    DrawStock,
    Game,
    GoOut,
    PlayerView,
    RuleSet,
    TakeDiscard,
    best_arrangement,
)

Plant = Callable[[PlayerView], Action | None]


def planted(variant: str, players: int, seed: int, plant: Plant, limit: int) -> Iterator[tuple]:
    """Games played by the medium level, and at each moment where ``plant`` finds its
    mistake for the seat to act, the view and the mistake (at most ``limit`` of them)."""
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    bots = [make_bot("medium", seed + s) for s in range(players)]
    found = 0
    while not game.is_over and found < limit:
        seat = game.to_act()[0]
        view = game.view(seat)
        mistake = plant(view)
        if mistake is not None:
            found += 1
            yield view, mistake, len(game.log), game.seed
        game.apply(bots[seat].choose(view))


def replayed(variant: str, players: int, seed: int, moves: int) -> Game:
    """The medium game of ``seed`` after its first ``moves`` moves."""
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    bots = [make_bot("medium", seed + s) for s in range(players)]
    while len(game.log) < moves:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def turns_this_round(view: PlayerView) -> int:
    """The turns the seat has finished this round (the view's history is the round's)."""
    return sum(1 for what, seat, _card in view.history if what == "discarded" and seat == view.seat)


def _loose(card, hand, view: PlayerView) -> bool:
    """A card that melds with nothing in ``hand``: no rank or near suit partner, not wild."""
    if view.is_wild(card):
        return False
    return not any(
        c != card
        and (
            view.is_wild(c)
            or c.rank == card.rank
            or (c.suit == card.suit and abs(c.rank - card.rank) <= 2)
        )
        for c in hand
    )


def break_a_meld(view: PlayerView) -> Action | None:
    """Three Thirteen, after the draw: discard the dearest natural card of a made meld when
    a loose card could go instead."""
    discards = [a for a in view.legal_actions if isinstance(a, Discard)]
    if not discards or any(isinstance(a, GoOut) for a in view.legal_actions):
        return None
    arrangement = best_arrangement(view.hand, view.rules, view.round_no)
    melded = [c for m in arrangement.melds for c in m if not view.is_wild(c)]
    if not melded or not arrangement.unmatched:
        return None
    card = max(melded, key=lambda c: view.rules.card_points(c, view.round_no))
    if view.rules.card_points(card, view.round_no) < 8:
        return None
    return Discard(view.seat, card) if Discard(view.seat, card) in discards else None


def going_out_passed_up(view: PlayerView) -> Action | None:
    """Three Thirteen: with going out on offer, throw the same card and go on instead (the
    hand stays all melded: what it costs is the lap the others get)."""
    out = next((a for a in view.legal_actions if isinstance(a, GoOut)), None)
    if out is None or view.went_out is not None:
        return None
    stay = Discard(view.seat, out.discard)
    return stay if stay in view.legal_actions else None


def dear_loose_take(view: PlayerView) -> Action | None:
    """Three Thirteen: take a discard that melds with nothing in the hand and is dearer than
    every card the hand could throw instead: it can only add points."""
    take = TakeDiscard(view.seat)
    top = view.top_discard
    if take not in view.legal_actions or DrawStock(view.seat) not in view.legal_actions:
        return None
    if top is None or top.rank < 10 or not _loose(top, view.hand, view):
        return None
    points = view.rules.card_points
    if any(points(c, view.round_no) >= points(top, view.round_no) for c in view.hand):
        return None
    return take


def break_a_set(view: PlayerView) -> Action | None:
    """Hillbilly, before laying down: discard a card of a made meld when a card that works
    with nothing could go instead."""
    discards = [a for a in view.legal_actions if isinstance(a, Discard)]
    if not discards or view.down[view.seat]:
        return None
    use = usefulness_map(view.hand, view.rules, view.round_no)
    if not any(v == 0 for v in use.values()):
        return None
    melded = [c for c, v in use.items() if v >= 3 and not view.is_wild(c)]
    for card in sorted(melded, key=lambda c: -view.rules.card_points(c, view.round_no)):
        if Discard(view.seat, card) in discards:
            return Discard(view.seat, card)
    return None


def useless_take(view: PlayerView) -> Action | None:
    """Hillbilly, before laying down: take a natural upcard of 10 points or more that would
    work with nothing in the hand (nor toward the contract)."""
    take = TakeDiscard(view.seat)
    top = view.top_discard
    if take not in view.legal_actions or DrawStock(view.seat) not in view.legal_actions:
        return None
    if top is None or view.is_wild(top) or view.down[view.seat]:
        return None
    if view.rules.card_points(top, view.round_no) < 10:
        return None
    grown = [*view.hand, top]
    return take if usefulness_map(grown, view.rules, view.round_no).get(top, 0) == 0 else None


# Each kind's positions: (seed, moves before the decision) of medium games, three seats.
# Picked by `nice .venv/bin/python bench/coach_planted.py --ref 400 --pick 6 --kinds KIND` with
# --games 8 in Three Thirteen (--every 8 for a made meld thrown) and --games 4 in Hillbilly
# (--every 25 for a made meld thrown, --every 5 for a useless take).
CASES = {
    "three-thirteen: a card of a made meld thrown": (
        "three-thirteen",
        break_a_meld,
        [(12, 7), (12, 83), (12, 111), (13, 5), (13, 95), (13, 205)],
    ),
    "hillbilly: a card of a made meld thrown": (
        "hillbilly",
        break_a_set,
        [(12, 9), (12, 145), (12, 284), (13, 2), (13, 99), (13, 416)],
    ),
    "three-thirteen: going out passed up": (
        "three-thirteen",
        going_out_passed_up,
        [(12, 1), (12, 171), (12, 235), (13, 3), (13, 199), (13, 223)],
    ),
    "three-thirteen: a useless discard taken": (
        "three-thirteen",
        dear_loose_take,
        [(12, 2), (12, 178), (12, 184), (13, 132), (13, 202), (14, 22)],
    ),
    "hillbilly: a useless discard taken": (
        "hillbilly",
        useless_take,
        [(12, 294), (12, 1061), (13, 25), (14, 105), (14, 251), (14, 1100)],
    ),
}


# One test per position, so that the slowest kind (a Hillbilly replay of a thousand moves
# each) is spread over the test workers instead of holding one of them for half a minute.
POSITIONS = [
    pytest.param(kind, seed, moves, id=f"{kind} {seed}/{moves}")
    for kind, (_variant, _plant, positions) in CASES.items()
    for seed, moves in positions
]


def test_each_kind_has_six_positions():
    assert {kind: len(positions) for kind, (_v, _p, positions) in CASES.items()} == dict.fromkeys(
        CASES, 6
    )


@pytest.mark.parametrize(("kind", "seed", "moves"), POSITIONS)
def test_planted_mistakes_are_marked(kind, seed, moves):
    variant, plant, _positions = CASES[kind]
    game = replayed(variant, 3, seed, moves)
    view = game.view(game.to_act()[0])
    mistake = plant(view)
    assert mistake is not None, (seed, moves)  # the plant is still on offer there
    decision = judge(view, mistake, seed, moves)
    assert decision.mark in ("mistake", "blunder"), (decision.played, decision.mark, decision.loss)
    assert "gives up about" in decision.reason
