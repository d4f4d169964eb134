"""The one door holds for every kind of action, legal or not, in random states of both games.

- ``Game.check(a)`` is None exactly when ``Game.apply(a)`` succeeds (the judge the window asks
  during a drag and the door it then goes through never disagree);
- an action that is refused leaves the whole state deep-equal (every field, the RNG's state
  too) and the log as it was;
- after every action of a random game, no seat's view names a card it may not know.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rummy_desktop.engine import (
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    Game,
    GoOut,
    IllegalAction,
    LayDown,
    LayOff,
    MeldSpec,
    RuleSet,
    SwapWild,
    TakeDiscard,
)
from tests.engine.said import said

from .test_game_properties import VARIANTS, random_moves
from .test_view import _cards_in

KINDS = {"DrawStock", "TakeDiscard", "Buy", "DeclineBuy", "Discard", "GoOut", "LayDown"}
KINDS |= {"LayOff", "SwapWild"}


def _state_fields(game: Game) -> dict:
    """Every field of the state, deep-copied, with the RNG as its internal state."""
    state = game._state
    out = {}
    for field in dataclasses.fields(state):
        value = getattr(state, field.name)
        out[field.name] = value.getstate() if field.name == "rng" else copy.deepcopy(value)
    return out


def candidates(game: Game, rng: random.Random) -> list:
    """Legal moves of every seat, and near misses of every kind: another seat, a card not
    held, a meld that is not there, the wrong end, a lay-down of cards that are no meld."""
    state = game._state
    pack = game.rules.pack()
    seats = range(game.rules.players)
    out = [a for s in seats for a in game.legal_actions(s)]
    for seat in seats:
        hand = state.hands[seat]
        some = [rng.choice(hand) for _ in range(2)] if hand else []
        some += [rng.choice(pack) for _ in range(2)]
        meld_ids = [m.id for m in state.melds] + [99]
        out += [DrawStock(seat), TakeDiscard(seat), Buy(seat), DeclineBuy(seat)]
        for card in some:
            meld_id = rng.choice(meld_ids)
            out += [Discard(seat, card), GoOut(seat, card)]
            out.append(LayOff(seat, card, meld_id, rng.choice([None, "low", "high", "side"])))
            then = rng.choice([None, LayOff(seat, card, rng.choice(meld_ids))])
            out.append(SwapWild(seat, card, meld_id, then))
        if len(hand) >= 3:
            group = tuple(rng.sample(hand, 3))
            out.append(LayDown(seat, (MeldSpec(rng.choice(["set", "run"]), group),)))
    for swap in [a for a in out if isinstance(a, SwapWild)][:4]:  # a good swap, its sequel bad
        out.append(dataclasses.replace(swap, then=None))
        if isinstance(swap.then, LayOff):
            for bad in (
                dataclasses.replace(swap.then, meld_id=99),
                dataclasses.replace(swap.then, end="side"),
            ):
                out.append(dataclasses.replace(swap, then=bad))
        elif isinstance(swap.then, LayDown) and swap.then.melds:
            first = swap.then.melds[0]
            spoilt = (MeldSpec(first.kind, first.cards[:2]), *swap.then.melds[1:])
            out.append(dataclasses.replace(swap, then=dataclasses.replace(swap.then, melds=spoilt)))
    for action in [a for a in out if isinstance(a, LayDown)][:3]:  # a legal one, spoilt
        if action.melds and len(action.melds[0].cards) > 3:
            worse = MeldSpec(action.melds[0].kind, action.melds[0].cards[:-1] + (pack[0],))
            out.append(LayDown(action.seat, (worse, *action.melds[1:]), action.discard))
    return out


RARE = (GoOut, SwapWild)  # legal only now and then: a random game stops there when it can


def play_to_a_moment(game: Game, rng: random.Random, steps: int) -> None:
    """Random moves, stopping early (half the time) where a rare move is legal."""
    for _ in range(steps):
        if game.is_over:
            return
        legal = [a for s in game.to_act() for a in game.legal_actions(s)]
        if any(isinstance(a, RARE) for a in legal) and rng.random() < 0.5:
            return
        random_moves(game, rng, 1)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), players=st.integers(2, 5), seed=st.integers(0, 10**6))
def test_check_says_none_exactly_when_apply_succeeds(variant, players, seed):
    rng = random.Random(seed)
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    play_to_a_moment(game, rng, rng.randrange(0, 150))
    if game.is_over:
        return
    seen = set()
    # A made-up lay-down needs three cards in some hand (late in a round hands can be smaller).
    expected = KINDS if any(len(game.hand(s)) >= 3 for s in range(players)) else KINDS - {"LayDown"}
    for action in candidates(game, rng):
        before, log = _state_fields(game), list(game.log)
        verdict = game.check(action)
        assert _state_fields(game) == before, f"check({action}) changed the state"
        trial = copy.deepcopy(game)
        try:
            trial.apply(action)
            applied = None
        except IllegalAction as exc:
            applied = said(exc)
            assert applied, "a refusal is a sentence, never empty"
            assert verdict == exc.problem, (action, verdict, exc.problem)
        assert (verdict is None) == (applied is None), (action, verdict, applied)
        if applied is not None:  # refused: the very same game is left exactly as it was
            with contextlib.suppress(IllegalAction):
                game.apply(action)
            assert _state_fields(game) == before, f"refusing {action} changed the state"
            assert game.log == log
        seen.add(type(action).__name__)
    assert seen >= expected


def test_the_candidates_cover_both_verdicts_for_every_kind():
    """The property above is not vacuous: over a few games every kind is both accepted and
    refused somewhere (a swap and a lay-off take a table with melds)."""
    accepted, refused = set(), set()
    for variant in VARIANTS:
        for seed in range(40):
            rng = random.Random(seed)
            game = Game(RuleSet.preset(variant, players=3), seed=seed)
            play_to_a_moment(game, rng, rng.randrange(0, 250))
            if game.is_over:
                continue
            for action in candidates(game, rng):
                name = type(action).__name__
                (accepted if game.check(action) is None else refused).add(name)
    assert refused == KINDS
    assert accepted == KINDS


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(VARIANTS), players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_no_view_names_a_hidden_card_after_any_action(variant, players, seed):
    rng = random.Random(seed)
    game = Game(RuleSet.preset(variant, players=players), seed=seed)
    seen: set = set()  # cards shown to the whole table this round (discards, melds)
    round_no = game._state.round_no
    for _ in range(250):
        if game.is_over:
            return
        state = game._state
        if state.round_no != round_no:
            seen, round_no = set(), state.round_no
        seen |= set(state.discard) | {c for m in state.melds for c in m.meld.cards}
        for seat in range(players):
            view = game.view(seat)
            shown = set()
            for field in dataclasses.fields(view):
                shown |= _cards_in(getattr(view, field.name))
            others = {c for s in range(players) if s != seat for c in state.hands[s]}
            hidden = (others | set(state.stock)) - seen - set(state.hands[seat])
            leaked = shown & hidden
            assert not leaked, f"seat {seat} sees {sorted(leaked)[:3]}"
        random_moves(game, rng, 1)
