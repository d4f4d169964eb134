"""Every house-rule flag changes the game as RULES.md describes: one test each.

Flags about meld shapes are tested with the melds and the solvers (test_melds.py,
test_contract_search.py, test_solver_three_thirteen.py); the rest are here.
"""

from __future__ import annotations

import pathlib

import pytest

from rummy_desktop.engine import (
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    Game,
    IllegalAction,
    LayDown,
    LayOff,
    MeldSpec,
    RulesError,
    SwapWild,
    TakeDiscard,
)
from rummy_desktop.engine.cards import Card, parse_cards
from rummy_desktop.engine.events import Bought, DealerChosen, RoundEnded
from rummy_desktop.engine.rounds import winners
from rummy_desktop.engine.rules import HILLBILLY_FLAGS, THREE_THIRTEEN_FLAGS
from tests.engine.said import refused_with

from .rig import PLAY, buy_table, hillbilly, rig, three_thirteen


def find(game: Game, seat: int, code: str) -> Card:
    return next(c for c in game._state.hands[seat] if c.code == code)


def test_every_flag_is_named_in_some_engine_test():
    text = "".join(p.read_text() for p in pathlib.Path(__file__).parent.glob("test_*.py"))
    missing = sorted(f for f in HILLBILLY_FLAGS | THREE_THIRTEEN_FLAGS if f not in text)
    assert not missing, f"flags without a test: {missing}"


# ---- decks, jokers, dealer -------------------------------------------------------------------


def test_decks_by_players_and_deck_count_override():
    assert hillbilly(4, decks_by_players={4: 3}).deck_count() == 3
    assert len(hillbilly(4, deck_count_override=3).pack()) == 162
    with refused_with(RulesError, "too few"):
        hillbilly(8, deck_count_override=2)


def test_jokers_per_deck_and_players_minus_one():
    assert hillbilly(4, jokers_per_deck=0).joker_count() == 0
    assert hillbilly(4, jokers_per_deck=1).joker_count() == 2
    assert hillbilly(5, jokers_per_deck="players_minus_one").joker_count() == 4
    assert three_thirteen(4, jokers_per_deck=2).joker_count() == 4


def test_dealer_selection_random_draws_no_cards():
    game = Game(hillbilly(4, dealer_selection="random"), seed=3)
    chosen = game.opening_events[0]
    assert isinstance(chosen, DealerChosen) and chosen.draws == ()


def test_dealer_selection_redraw_ignores_ages():
    from rummy_desktop.engine.dealer import draw_for_dealer

    cards = iter(parse_cards("AS KH AD 7C 5S 9D"))
    dealer, log = draw_for_dealer(cards, range(4), [40, 50, 12, 31], youngest_breaks_ties=False)
    assert dealer == 2 and len(log) == 6  # the two aces drew again: 5S for P0, 9D for P2


def test_dealer_draw_ace_high_false_makes_the_ace_lowest():
    from rummy_desktop.engine.dealer import draw_for_dealer

    cards = iter(parse_cards("AS KH 2D 7C"))
    assert draw_for_dealer(cards, range(4), [None] * 4, ace_high=False)[0] == 1
    rules = hillbilly(4, dealer_draw_ace_high=False)
    assert not rules.dealer_draw_ace_high


# ---- drawing and buying -------------------------------------------------------------------


@pytest.mark.parametrize("penalty", [0, 2])
def test_buy_penalty_cards(penalty):
    game = buy_table(buy_penalty_cards=penalty)
    game.apply(DrawStock(1))
    bought = next(e for e in game.apply(Buy(2)) if isinstance(e, Bought))
    assert len(bought.penalty) == penalty
    assert len(game._state.hands[2]) == 7 + 1 + penalty


def test_buy_priority_first_caller_lets_any_eligible_seat_buy_first():
    game = buy_table(buy_priority="first_caller")
    game.apply(DrawStock(1))
    assert sorted(game.to_act()) == [2, 3]
    game.apply(Buy(3))
    assert game._state.hands[3][-2].code == "KC"
    seat_order = buy_table()
    seat_order.apply(DrawStock(1))
    with refused_with(IllegalAction, "answers the offer first"):
        seat_order.apply(Buy(3))


def test_buy_window_until_next_discard_draws_before_the_buy():
    game = buy_table(buy_window="until_next_discard")
    game.apply(DrawStock(1))
    assert game._state.hands[1][-1].code == "9S"  # the in-turn draw came first
    bought = next(e for e in game.apply(Buy(2)) if isinstance(e, Bought))
    assert bought.penalty[0].code == "10S"
    default = buy_table()
    default.apply(DrawStock(1))
    assert default._state.hands[1][-1].code != "9S"  # the draw waits for the buy


def test_down_players_draw_stock_only():
    game = buy_table(down_players_draw_stock_only=True)
    game._state.down[1] = True
    with refused_with(IllegalAction, "stock only"):
        game.apply(TakeDiscard(1))
    free = buy_table()
    free._state.down[1] = True
    free.apply(TakeDiscard(1))


def test_forbid_discard_of_taken_card_off_lets_it_go_back():
    game = buy_table(forbid_discard_of_taken_card=False)
    game.apply(TakeDiscard(1))
    game.apply(Discard(1, find(game, 1, "KC")))
    assert game._state.discard[-1].code == "KC"


# ---- swaps ----------------------------------------------------------------------------------


def swap_table(**flags) -> Game:
    return rig(
        hillbilly(4, **flags),
        round_no=2,
        hands=["2C 3C", "KS QS", "6H KD 9C"],
        melds=[(1, "run", "5H JK 7H 8H"), (1, "set", "QD QC QH")],
        down=[1, 2],
        turn=2,
        phase=PLAY,
    )


def test_swap_mode_off_refuses_every_swap():
    game = swap_table(swap_mode="off")
    joker = game._state.melds[0].meld.cards[1]
    with refused_with(IllegalAction, "cannot be taken"):
        game.apply(SwapWild(2, find(game, 2, "6H"), 0, LayOff(2, joker, 1)))


def test_swap_mode_laydown_only_refuses_a_down_player():
    game = swap_table(swap_mode="laydown_only")
    joker = game._state.melds[0].meld.cards[1]
    with refused_with(IllegalAction, "not down"):
        game.apply(SwapWild(2, find(game, 2, "6H"), 0, LayOff(2, joker, 1)))


def test_swap_mode_free_puts_the_wild_in_hand():
    game = swap_table(swap_mode="free")
    joker = game._state.melds[0].meld.cards[1]
    game.apply(SwapWild(2, find(game, 2, "6H"), 0))
    assert joker in game._state.hands[2]
    strict = swap_table()
    with refused_with(IllegalAction, "must use the wild"):
        strict.apply(SwapWild(2, find(strict, 2, "6H"), 0))


def test_allow_wild_shift_lets_the_wild_go_back_on_its_meld():
    game = swap_table(allow_wild_shift=True)
    joker = game._state.melds[0].meld.cards[1]
    game.apply(SwapWild(2, find(game, 2, "6H"), 0, LayOff(2, joker, 0, "high")))
    assert [c.code for c in game._state.melds[0].meld.cards] == ["5H", "6H", "7H", "8H", "JK"]


# ---- going out and scoring -----------------------------------------------------------------


def test_blind_out_bonus_rewards_going_out_from_not_down():
    rules = hillbilly(2, blind_out_bonus=25)
    game = rig(rules, hands=["7H 7S 7D 9C 9D 9H KS", "2C 3C"], phase=PLAY)
    lay = LayDown(
        0,
        (
            MeldSpec("set", tuple(game._state.hands[0][:3])),
            MeldSpec("set", tuple(game._state.hands[0][3:6])),
        ),
    )
    game.apply(lay)
    events = game.apply(Discard(0, find(game, 0, "KS")))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.points[0] == -25
    plain = rig(hillbilly(2), hands=["KS", "2C 3C"], down=[0], phase=PLAY)
    ended = next(
        e for e in plain.apply(Discard(0, find(plain, 0, "KS"))) if isinstance(e, RoundEnded)
    )
    assert ended.points[0] == 0


def test_card_values_override_hand_points():
    from rummy_desktop.engine.melds import hand_points

    rules = hillbilly(card_values={"ace": 1, "joker": 25})
    assert hand_points(parse_cards("AS JK 5D"), rules, 1) == 1 + 25 + 5


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_tiebreak_most_rounds_out_and_lowest_last_round(variant):
    rules = hillbilly(3) if variant == "hillbilly" else three_thirteen(3)
    game = Game(rules.with_overrides(tiebreak="most_rounds_out"), seed=1)
    game._state.scores = [[0, 11, 20], [20, 10, 0]]
    game._state.rounds_out = [1, 0, 1]
    assert winners(game._state) == (0, 2)
    game._state.rounds_out = [2, 0, 1]
    assert winners(game._state) == (0,)
    last = Game(rules.with_overrides(tiebreak="lowest_last_round"), seed=1)
    last._state.scores = [[0, 11, 20], [20, 10, 0]]
    assert winners(last._state) == (2,)
    co = Game(rules, seed=1)
    co._state.scores = [[0, 11, 20], [20, 10, 0]]
    assert winners(co._state) == (0, 2)


# ---- stock refill -------------------------------------------------------------------------


def empty_stock_game(**flags) -> Game:
    game = rig(three_thirteen(2, **flags), hands=["4S 9D KC", "5H 6H JD"], discard="2C 3C 4C")
    state = game._state
    state.discard = state.stock + state.discard  # everything else under the top card
    state.stock = []
    state.check_invariants()
    return game


def test_stock_refill_flip_unshuffled_turns_the_pile_over():
    game = empty_stock_game(stock_refill="flip_unshuffled")
    bottom = game._state.discard[0]
    game.apply(DrawStock(0))
    assert game._state.hands[0][-1] == bottom  # the pile's bottom card is now the top
    game._state.check_invariants()


def test_stock_refill_end_round_ends_the_round_when_the_stock_is_empty():
    game = empty_stock_game(stock_refill="end_round")
    events = game.apply(DrawStock(0))
    assert any(isinstance(e, RoundEnded) and e.went_out is None for e in events)
    shuffled = empty_stock_game()
    shuffled.apply(DrawStock(0))
    assert shuffled._state.round_no == 1


def test_hillbilly_stock_refill_flag_is_used_by_buys():
    game = buy_table(stock_refill="end_round")
    state = game._state
    state.hands[0] += state.stock[:-1]
    state.stock = state.stock[-1:]
    game.apply(DrawStock(1))  # no refill possible: nobody may buy, P1 just draws
    assert state.phase == PLAY
    assert not any(
        isinstance(a, (Buy, DeclineBuy)) for s in range(4) for a in game.legal_actions(s)
    )
