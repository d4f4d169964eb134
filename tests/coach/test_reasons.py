"""The coach's sentences say what was better and why, in the player's words."""

from __future__ import annotations

from rummy_desktop.ai import make_bot
from rummy_desktop.ai.hand_shape import fits_table
from rummy_desktop.ai.hillbilly_eval import contract_gap
from rummy_desktop.coach import explain, judge
from rummy_desktop.engine import Action, Card, Discard, Game, PlayerView, RuleSet

from .test_planted import planted


def test_a_discard_that_feeds_a_meld_on_the_table_says_who_can_use_it():
    # Hillbilly, round 3: Bob is down with one card, and his run 2♥ JK 4♥ 5♥ takes the 6♥.
    game = Game(RuleSet.preset("hillbilly", players=2), seed=13)
    bots = [make_bot("easy", 1), make_bot("medium", 2)]
    while len(game.log) < 121:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    view = game.view(0)
    assert view.down == (False, True) and view.hand_sizes[1] == 1
    six = next(c for c in view.hand if c.code == "6H")
    decision = judge(view, Discard(0, six), game.seed, len(game.log))
    assert decision.mark == "blunder" and decision.best == "discard 2D"
    assert decision.reason.startswith(
        "Keep the 6♥: it goes on the run 2♥ JK 4♥ 5♥ on the table, and the next player, down "
        "with 1 card left, could take it and go out; throw the 2♦ instead; discarding the 6♥ "
        "gives up about "
    ), decision.reason


def feeding_positions(next_down: bool) -> list[tuple[PlayerView, Card, Card]]:
    """Three-seat medium Hillbilly games: moments where the seat to discard holds a card that
    goes on a meld on the table and one that does not, another player is down, and the next
    player is down (or not)."""
    found = []
    for seed in range(12, 30):
        for view, _mistake, _move, _seed in planted("hillbilly", 3, seed, _any_discard, 10**6):
            nxt = (view.seat + 1) % 3
            others = [s for s in range(3) if s != view.seat]
            if view.down[nxt] != next_down or not any(view.down[s] for s in others):
                continue
            fits = [c for c in view.hand if fits_table(view, c) and not view.is_wild(c)]
            loose = [c for c in view.hand if not fits_table(view, c) and not view.is_wild(c)]
            if fits and loose:
                found.append((view, fits[0], loose[0]))
                break
        if len(found) == 2:
            return found
    raise AssertionError("no such position")


def _any_discard(view: PlayerView) -> Action | None:
    return next((a for a in view.legal_actions if isinstance(a, Discard)), None)


def test_the_fed_meld_is_named_only_when_the_next_player_can_take_the_card():
    # Only the next player may take a discard once down (a down player cannot buy it).
    for view, fits, loose in feeding_positions(next_down=True):
        said = explain(view, Discard(view.seat, fits), Discard(view.seat, loose), 12.0, "mistake")
        left = view.hand_sizes[(view.seat + 1) % 3]
        assert "it goes on the " in said and f"the next player, down with {left} card" in said
    for view, fits, loose in feeding_positions(next_down=False):
        said = explain(view, Discard(view.seat, fits), Discard(view.seat, loose), 12.0, "mistake")
        assert "goes on the" not in said and "next player" not in said, said


def spare_wild_thrown(view: PlayerView) -> Action | None:
    """Hillbilly, nobody down yet: throw a wild the contract has no room for (the hand lacks
    as many cards without it)."""
    if any(view.down) or view.rules.variant != "hillbilly":
        return None
    hand = list(view.hand)
    gap = contract_gap(hand, view.rules, view.round_no)
    for action in view.legal_actions:
        if isinstance(action, Discard) and view.is_wild(action.card):
            rest = list(hand)
            rest.remove(action.card)
            if contract_gap(rest, view.rules, view.round_no) <= gap:
                return action
    return None


def test_throwing_a_spare_joker_is_not_the_best_move():
    # A medium player that throws its spare wilds loses to medium (41% of 400 games): the
    # coach, whose one-lap rollout used to charge a held joker 25 points, must not praise it.
    found = list(planted("hillbilly", 3, 12, spare_wild_thrown, limit=3))
    assert len(found) == 3
    for view, thrown, move, seed in found:
        decision = judge(view, thrown, seed, move)
        assert decision.mark != "best" and decision.loss > 0, decision
        assert decision.reason.startswith(f"Keep the {thrown.card.pretty}: it is wild this round")
