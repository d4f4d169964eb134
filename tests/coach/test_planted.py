"""Planted mistakes are caught: in real games, a seat that breaks a made meld, passes up going
out in Three Thirteen or takes a useless discard is marked mistake or blunder."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from rummy_desktop.ai import make_bot
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


def stay_in(view: PlayerView) -> Action | None:
    """Three Thirteen: with going out on offer, throw the same card and go on instead.

    From round 6 on: the hand stays all melded, so the cost is the lap the others get to
    improve, about 1 point in the first rounds' 3 to 5 card hands (a fair "good") and several
    points once their hands are big."""
    out = next((a for a in view.legal_actions if isinstance(a, GoOut)), None)
    if out is None or view.went_out is not None or view.round_no < 6:
        return None
    stay = Discard(view.seat, out.discard)
    return stay if stay in view.legal_actions else None


def take_junk(view: PlayerView) -> Action | None:
    """Take a discard that melds with nothing in the hand and is dearer than every card
    the hand could throw instead: it can only add points."""
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
    from rummy_desktop.ai.hand_shape import usefulness_map

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


# (game, players, plant, how many of the 6 planted decisions must be a mistake or blunder).
# Breaking a made meld is caught every time. The other two are not, and not for want of
# deals: bench/coach_planted.py plays each of these decisions 200 times from the real
# position with the true hidden cards, and the hard level's rollout itself puts half of them
# under the mistake threshold (passing up going out 0.4 to 1.8 points when the others are
# nearly out or their next lap barely helps them, as the hand stays all melded and scores 0
# either way; taking a dear loose card 0.4 to 0.8 when it only costs the one draw it
# replaces, since it is thrown on the next turn, the last turn included). The coach marks
# them by those points, so 4 of 6 of each are caught, and no planted decision of any kind
# passes as the best move but a taken discard whose cost its 6 deals did not show.
CASES = [
    ("three-thirteen", 3, break_a_meld, 6),
    ("hillbilly", 3, break_a_set, 6),
    ("three-thirteen", 3, stay_in, 4),
    ("three-thirteen", 3, take_junk, 4),
]


@pytest.mark.parametrize(
    ("variant", "players", "plant", "caught"), CASES, ids=lambda x: getattr(x, "__name__", x)
)
def test_planted_mistakes_are_marked(variant, players, plant, caught):
    marks = []
    for seed in (12, 13):
        for view, mistake, move, game_seed in planted(variant, players, seed, plant, limit=3):
            decision = judge(view, mistake, game_seed, move)
            marks.append((decision.played, decision.mark, decision.loss, decision.reason))
    assert len(marks) == 6, marks
    bad = [m for m in marks if m[1] in ("mistake", "blunder")]
    assert len(bad) >= caught, marks
    for _played, _mark, _loss, reason in bad:
        assert reason and "gives up about" in reason
    if plant is not take_junk:
        assert all(m[1] != "best" for m in marks), marks
