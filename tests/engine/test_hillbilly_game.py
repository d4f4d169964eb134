"""Hillbilly Rummy played through Game: RULES.md 6.1 scenarios about the flow of play."""

from __future__ import annotations

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
    SwapWild,
    TakeDiscard,
)
from rummy_desktop.engine.dealer import draw_for_dealer
from rummy_desktop.engine.events import Bought, RoundEnded, RoundStarted, StockRefilled
from rummy_desktop.engine.melds import hand_points
from tests.engine.said import refused_with, said

from .rig import PLAY, buy_table, cards, hillbilly, rig, spec


def find(game: Game, seat: int, code: str, nth: int = 0):
    return [c for c in game._state.hands[seat] if c.code == code][nth]


def refused(game: Game, action, match: str) -> None:
    before = game._state.snapshot()
    with refused_with(IllegalAction, match) as info:
        game.apply(action)
    assert said(info.value)[0].isupper()  # a sentence for the player
    assert game._state.snapshot() == before
    game._state.check_invariants()


# ---- setup ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "size", "jokers"),
    [(2, 108, 4), (3, 108, 4), (4, 108, 4), (5, 162, 6), (6, 162, 6), (7, 216, 8), (8, 216, 8)],
)
def test_h01_pack_size_by_players(players, size, jokers):
    pack = hillbilly(players).pack()
    assert len(pack) == size
    assert sum(c.is_joker for c in pack) == jokers


@pytest.mark.parametrize("players", [1, 9])
def test_h01_one_or_nine_players_is_a_config_error(players):
    from rummy_desktop.engine import RulesError

    with refused_with(RulesError, "2 to 8"):
        hillbilly(players)


def test_h02_round_ten_deal_with_four_players():
    game = Game(hillbilly(4), seed=2)
    from rummy_desktop.engine.rounds import start_round

    start_round(game._state, 10, 0, [])
    assert all(len(h) == 16 for h in game._state.hands)
    assert len(game._state.discard) == 1 and game._state.discard_live
    assert len(game._state.stock) == 43


def test_h03_dealer_draw_ace_high_youngest_of_the_tied_deals():
    draw = iter(cards("AS KH AD 7C"))
    dealer, _ = draw_for_dealer(draw, range(4), [40, 50, 12, 31][:4], ace_high=True)
    # Seats 0 and 2 drew aces; seat 2 is 12, seat 0 is 40.
    assert dealer == 2


def test_h03_without_ages_only_the_ace_drawers_redraw():
    draws = iter(cards("AS KH AD 7C 5S 9D"))
    dealer, log = draw_for_dealer(draws, range(4), [None] * 4)
    assert dealer == 2
    assert [seat for seat, _ in log[4:]] == [0, 2]


def test_h03_a_drawn_joker_is_set_aside_and_redrawn():
    draws = iter(cards("JK 4S KH 2D 7C"))
    dealer, log = draw_for_dealer(draws, range(4), [None] * 4)
    assert log[0][1].is_joker and log[1][0] == 0
    assert dealer == 1


def test_h04_rotation_leader_is_left_of_dealer():
    game = rig(hillbilly(4), dealer=2, turn=3, hands=["AS"] * 0)
    from rummy_desktop.engine.rounds import end_round

    events: list = []
    end_round(game._state, None, events)
    started = next(e for e in events if isinstance(e, RoundStarted))
    assert (started.dealer, started.leader) == (3, 0)
    assert game._state.turn == 0


# ---- lay-downs ----------------------------------------------------------------------------


def test_h14_round_one_three_sets_rejected_two_sets_with_a_four_accepted():
    game = rig(hillbilly(2), hands=["7H 7S 7D 7C 9C 9D 9H KS KD KC", ""], phase=PLAY)
    three = LayDown(
        0,
        (
            spec(game, 0, "set", "7H 7S 7D"),
            spec(game, 0, "set", "9C 9D 9H"),
            spec(game, 0, "set", "KS KD KC"),
        ),
    )
    refused(game, three, "these melds make 3 sets")
    four = LayDown(0, (spec(game, 0, "set", "7H 7S 7D 7C"), spec(game, 0, "set", "9C 9D 9H")))
    game.apply(four)
    assert game._state.down[0]
    assert len(game._state.hands[0]) == 3


def test_h15_no_partial_lay_down():
    game = rig(hillbilly(2), round_no=2, hands=["7H 7S 7D 2C 9D KH QS 4H", ""], phase=PLAY)
    refused(game, LayDown(0, (spec(game, 0, "set", "7H 7S 7D"),)), "these melds make 1 set")
    assert not any(isinstance(a, LayDown) for a in game.legal_actions(0))


def test_h16_same_suit_runs_adjacent_rejected_gap_accepted_twin_decks_accepted():
    hand = "3S 4S 5S 6S 7S 8S 9S 10S JS"
    game = rig(hillbilly(2), round_no=3, hands=[hand, ""], phase=PLAY)
    adjacent = LayDown(
        0, (spec(game, 0, "run", "3S 4S 5S 6S"), spec(game, 0, "run", "7S 8S 9S 10S"))
    )
    refused(game, adjacent, "too close")
    gap = LayDown(0, (spec(game, 0, "run", "3S 4S 5S 6S"), spec(game, 0, "run", "8S 9S 10S JS")))
    game.apply(gap)
    twins = rig(hillbilly(2), round_no=3, hands=["3S 4S 5S 6S 3S 4S 5S 6S KH", ""], phase=PLAY)
    hand_cards = twins._state.hands[0]
    a = MeldSpec("run", tuple(hand_cards[0:4]))
    b = MeldSpec("run", tuple(hand_cards[4:8]))
    twins.apply(LayDown(0, (a, b)))
    assert twins._state.down[0]


def test_h17_lay_down_before_drawing_rejected_and_lay_off_while_not_down_rejected():
    game = rig(hillbilly(2), hands=["7H 7S 7D 9C 9D 9H KS", ""], melds=[(1, "set", "QS QD QH")])
    lay = LayDown(0, (spec(game, 0, "set", "7H 7S 7D"), spec(game, 0, "set", "9C 9D 9H")))
    refused(game, lay, "Draw a card first")
    game.apply(DrawStock(0))
    refused(game, LayOff(0, find(game, 0, "KS"), 0), "Lay down your contract")
    game.apply(lay)
    assert game._state.down[0]


def test_h18_lay_off_in_the_lay_down_turn_allowed_unless_the_flag_is_on():
    for flag, allowed in ((False, True), (True, False)):
        rules = hillbilly(2, no_layoff_on_laydown_turn=flag)
        game = rig(rules, hands=["7H 7S 7D 9C 9D 9H 7C KD", ""], phase=PLAY)
        game.apply(LayDown(0, (spec(game, 0, "set", "7H 7S 7D"), spec(game, 0, "set", "9C 9D 9H"))))
        layoff = LayOff(0, find(game, 0, "7C"), game._state.melds[0].id)
        if allowed:
            game.apply(layoff)
            assert len(game._state.melds[0].meld.cards) == 4
        else:
            refused(game, layoff, "House rule")


def test_h19_second_lay_off_checks_the_updated_run():
    game = rig(
        hillbilly(2),
        round_no=2,
        hands=["5H 10H 4D KC", ""],
        melds=[(1, "run", "6H 7H 8H 9H")],
        down=[0],
        phase=PLAY,
    )
    game.apply(LayOff(0, find(game, 0, "5H"), 0, "low"))
    game.apply(LayOff(0, find(game, 0, "10H"), 0, "high"))
    assert [c.code for c in game._state.melds[0].meld.cards] == [
        "5H",
        "6H",
        "7H",
        "8H",
        "9H",
        "10H",
    ]
    refused(game, LayOff(0, find(game, 0, "4D"), 0, "low"), "not a heart")


# ---- wild swaps ---------------------------------------------------------------------------


def swap_table(rules, p2_hand: str):
    return rig(
        rules,
        round_no=2,
        hands=["2C 3C", "KS QS", p2_hand],
        melds=[(1, "run", "5H JK 7H 8H"), (1, "set", "QD QC QH")],
        down=[1],
        turn=2,
        phase=PLAY,
    )


def test_h21_swap_then_lay_down_is_one_action():
    game = swap_table(hillbilly(4), "6H 9C 9D 2S 3S 4S 5S KD")
    state = game._state
    joker = state.melds[0].meld.cards[1]
    lay = LayDown(
        2,
        (
            MeldSpec("set", (find(game, 2, "9C"), find(game, 2, "9D"), joker)),
            spec(game, 2, "run", "2S 3S 4S 5S"),
        ),
    )
    buys = list(state.buys_used)
    game.apply(SwapWild(2, find(game, 2, "6H"), 0, lay))
    assert [c.code for c in state.melds[0].meld.cards] == ["5H", "6H", "7H", "8H"]
    assert state.melds[0].meld.wild_count == 0
    assert state.down[2]
    assert state.buys_used == buys
    state.check_invariants()


def test_h22_swap_refused_when_the_contract_cannot_be_completed():
    game = swap_table(hillbilly(4), "6H 9C 8D 2S 3S 4S KD")
    joker = game._state.melds[0].meld.cards[1]
    lay = LayDown(
        2,
        (
            MeldSpec("set", (find(game, 2, "9C"), find(game, 2, "8D"), joker)),
            spec(game, 2, "run", "2S 3S 4S"),
        ),
    )
    refused(game, SwapWild(2, find(game, 2, "6H"), 0, lay), "8♦ is not a 9")
    refused(game, SwapWild(2, find(game, 2, "6H"), 0), "must use the wild")
    assert not any(isinstance(a, SwapWild) for a in game.legal_actions(2))


def test_h23_down_player_swaps_and_lays_the_wild_off_onto_a_wild_free_meld():
    game = swap_table(hillbilly(4), "6H KD")
    game._state.down[2] = True
    joker = game._state.melds[0].meld.cards[1]
    game.apply(SwapWild(2, find(game, 2, "6H"), 0, LayOff(2, joker, 1)))
    assert joker in game._state.melds[1].meld.cards
    # No wild-free target: the set holds a wild already, the run is the only other meld.
    blocked = rig(
        hillbilly(4),
        round_no=2,
        hands=["2C 3C", "KS QS", "6H KD"],
        melds=[(1, "run", "5H JK 7H 8H"), (1, "set", "QD QC JK")],
        down=[1, 2],
        turn=2,
        phase=PLAY,
    )
    joker = blocked._state.melds[0].meld.cards[1]
    refused(blocked, SwapWild(2, find(blocked, 2, "6H"), 0, LayOff(2, joker, 1)), "no wild")
    # Back onto the meld it came from would only slide the wild along (allow_wild_shift).
    refused(
        blocked,
        SwapWild(2, find(blocked, 2, "6H"), 0, LayOff(2, joker, 0, "high")),
        "slide the wild",
    )
    assert not any(isinstance(a, SwapWild) for a in blocked.legal_actions(2))


def test_h24_swap_from_a_set_default_allowed_flag_off_rejected():
    for flag in (True, False):
        game = rig(
            hillbilly(4, swap_from_sets=flag),
            hands=["2C 3C", "KS QS", "7H KD"],
            melds=[(1, "set", "7S 7D JK"), (1, "set", "QD QC QH")],
            down=[1, 2],
            turn=2,
            phase=PLAY,
        )
        joker = game._state.melds[0].meld.cards[2]
        action = SwapWild(2, find(game, 2, "7H"), 0, LayOff(2, joker, 1))
        if flag:
            game.apply(action)
            assert find(game, 2, "KD")
        else:
            refused(game, action, "only from runs")


def test_h26_swap_from_own_meld_rejected_by_default():
    game = rig(
        hillbilly(2),
        round_no=2,
        hands=["6H KD", ""],
        melds=[(0, "run", "5H JK 7H 8H"), (0, "set", "QD QC QH")],
        down=[0],
        phase=PLAY,
    )
    joker = game._state.melds[0].meld.cards[1]
    refused(game, SwapWild(0, find(game, 0, "6H"), 0, LayOff(0, joker, 1)), "opponent")
    own = rig(
        hillbilly(2, swap_from_own_melds=True),
        round_no=2,
        hands=["6H KD", ""],
        melds=[(0, "run", "5H JK 7H 8H"), (0, "set", "QD QC QH")],
        down=[0],
        phase=PLAY,
    )
    own.apply(SwapWild(0, find(own, 0, "6H"), 0, LayOff(0, own._state.melds[0].meld.cards[1], 1)))


# ---- buying -------------------------------------------------------------------------------


def test_h27_priority_goes_round_from_the_in_turn_player():
    game = buy_table()
    game.apply(DrawStock(1))
    assert game.to_act() == [2]
    events = game.apply(Buy(2))
    bought = next(e for e in events if isinstance(e, Bought))
    assert bought.card.code == "KC" and len(bought.penalty) == 1
    assert bought.penalty[0].code == "9S"
    assert game._state.buys_used[2] == 1
    assert game._state.hands[1][-1].code == "10S"  # P1 then draws from the stock
    assert game.legal_actions(3) == []
    assert game._state.phase == PLAY and game._state.turn == 1
    game._state.check_invariants()


def test_h28_in_turn_player_takes_the_discard_free():
    game = buy_table()
    game.apply(TakeDiscard(1))
    assert game._state.hands[1][-1].code == "KC"
    assert game._state.buys_used == [0, 0, 0, 0]
    refused(game, Buy(2), "No card is being offered")


def test_h29_discarder_cannot_buy_back_their_card():
    game = buy_table()
    game.apply(DrawStock(1))
    assert 0 not in game._state.buy_queue
    refused(game, Buy(0), "may not buy")
    flagged = buy_table(discarder_may_buy=True)
    flagged.apply(DrawStock(1))
    assert 0 in flagged._state.buy_queue


def test_h30_buy_limits_three_in_rounds_one_to_nine_four_in_round_ten():
    for round_no, limit in ((1, 3), (10, 4)):
        game = buy_table()
        game._state.round_no = round_no
        game._state.buys_used = [0, 0, limit - 1, 0]
        game.apply(DrawStock(1))
        game.apply(Buy(2))
        assert game._state.buys_used[2] == limit
        again = buy_table()
        again._state.round_no = round_no
        again._state.buys_used = [0, 0, limit, 0]
        again.apply(DrawStock(1))
        assert 2 not in again._state.buy_queue and again.to_act() == [3]


def test_h31_down_player_is_skipped():
    game = buy_table()
    game._state.down[2] = True
    game.apply(DrawStock(1))
    assert game.to_act() == [3]
    game.apply(Buy(3))
    assert game._state.hands[3][-2].code == "KC"


def test_h32_covered_discard_is_dead():
    game = buy_table()
    game.apply(DrawStock(1))
    for seat in (2, 3):
        game.apply(DeclineBuy(seat))
    nine = game._state.hands[1][0]
    game.apply(Discard(1, nine))
    assert game._state.discard[-2].code == "KC"
    assert game._state.discard_live and game._state.discard[-1] == nine
    game.apply(TakeDiscard(2))
    assert game._state.hands[2][-1] == nine
    refused(game, Discard(2, nine), "took")


def test_h33_card_under_a_bought_card_is_dead():
    game = buy_table()
    game.apply(DrawStock(1))
    game.apply(Buy(2))
    assert game._state.discard[-1].code == "3H"
    assert not game._state.discard_live
    assert not any(isinstance(a, TakeDiscard) for a in game.legal_actions(1))


def test_h34_buy_needs_the_stock_to_pay_the_penalty_and_the_draw():
    game = buy_table()
    state = game._state
    # One card in the stock; the rest of the pack lies in the discard pile under 3H KC.
    last = state.stock[-1]
    state.discard = state.stock[:-1] + state.discard
    state.stock = [last]
    game.apply(DrawStock(1))
    events = game.apply(Buy(2))
    bought = next(e for e in events if isinstance(e, Bought))
    assert bought.penalty == (last,)
    assert any(isinstance(e, StockRefilled) for e in events)  # for P1's draw
    assert [c.code for c in state.discard] == ["3H"]
    state.check_invariants()
    thin = buy_table()
    s = thin._state
    s.hands[0] += s.stock[:-1] + s.discard[:-2]
    s.stock = s.stock[-1:]
    s.discard = s.discard[-2:]
    s.check_invariants()
    thin.apply(DrawStock(1))
    assert s.phase == PLAY and s.stock == []  # no buy offered: P1 drew the last card
    s.check_invariants()


def test_h44_two_players_never_buy():
    game = buy_table(players=2)
    game.apply(DrawStock(1))
    assert game._state.phase == PLAY


def test_h45_round_start_upcard_may_be_bought_by_the_dealer():
    game = buy_table()
    game._state.discarder = None
    game._state.turn = 1
    game.apply(DrawStock(1))
    assert game._state.buy_queue == [2, 3, 0]


# ---- stock, going out, scoring ------------------------------------------------------------


def test_h35_refill_keeps_the_top_card_and_its_status():
    game = buy_table()
    state = game._state
    state.hands[0] += state.stock[:-20]
    state.discard = state.stock[-20:] + state.discard
    state.stock = []
    state.discard_live = False
    state.check_invariants()
    top = state.discard[-1]
    events = game.apply(DrawStock(1))
    assert any(isinstance(e, StockRefilled) and e.count == 21 for e in events)
    assert state.discard == [top] and not state.discard_live
    state.check_invariants()


EVERY_SEVEN_AND_A_JOKER = "7S 7S 7H 7H 7D 7D 7C 7C JK"


def _spent_table(set_cards: str = EVERY_SEVEN_AND_A_JOKER, down: tuple = (0, 1)) -> Game:
    """Two seats, one set on the table, and the whole stock moved under the discard pile, so
    that seat 1's draw must refill it."""
    game = rig(
        hillbilly(2),
        hands=["KD 4C", "2C 3C 9H"],
        discard="5S",
        melds=[(0, "set", set_cards)],
        down=down,
        turn=1,
    )
    state = game._state
    state.discard = state.stock + state.discard
    state.stock = []
    state.discard_live = False
    state.check_invariants()
    return game


def test_a_round_no_card_can_ever_end_stops_at_the_refill_with_nobody_out():
    # Every 7 and a joker lie in one set, and both seats are down: no card left fits it (a
    # second wild is refused, and no natural 7 is left to swap for the joker).
    game = _spent_table()
    events = game.apply(DrawStock(1))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.stalled and ended.went_out is None
    assert not any(isinstance(e, StockRefilled) for e in events)
    assert ended.points == tuple(hand_points(h, game.rules, 1) for h in ended.hands)
    assert ended.points == (15, 15)  # KD 10 + 4C 5; three cards of 5
    assert game._state.round_no == 2


@pytest.mark.parametrize(
    ("set_cards", "down"),
    [
        ("7S 7S 7H 7H 7D 7D 7C JK", (0, 1)),  # a 7 is left: it can be laid off or swapped in
        (EVERY_SEVEN_AND_A_JOKER, (0,)),  # seat 1 is not down yet: it may still lay down
    ],
)
def test_a_round_that_can_still_end_refills_as_usual(set_cards, down):
    game = _spent_table(set_cards, down)
    events = game.apply(DrawStock(1))
    assert any(isinstance(e, StockRefilled) for e in events)
    assert not any(isinstance(e, RoundEnded) for e in events)
    assert game._state.round_no == 1 and len(game._state.hands[1]) == 4


def test_h36_discarding_the_last_card_ends_the_round_at_once():
    game = rig(hillbilly(3), hands=["KD", "2C 3C", "4D 5D"], down=[0], phase=PLAY)
    events = game.apply(Discard(0, game._state.hands[0][0]))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.went_out == 0 and ended.points[0] == 0
    assert ended.points[1] == 10 and ended.points[2] == 10
    assert game._state.round_no == 2


def test_h37_laying_off_the_last_card_goes_out_unless_the_flag_requires_a_discard():
    for flag in (False, True):
        game = rig(
            hillbilly(2, require_discard_to_go_out_r1_9=flag),
            hands=["7C", "2C 3C"],
            melds=[(0, "set", "7H 7S 7D")],
            down=[0],
            phase=PLAY,
        )
        layoff = LayOff(0, game._state.hands[0][0], 0)
        if flag:
            refused(game, layoff, "keep one card")
        else:
            events = game.apply(layoff)
            assert any(isinstance(e, RoundEnded) and e.went_out == 0 for e in events)


def test_h38_round_ten_lays_down_and_goes_out_in_one_action():
    hand = "3S 4S 5S 6S 7S 8H 9H 10H JH QH 2D 3D 4D 5D 6D 7D KC"
    game = rig(hillbilly(2), round_no=10, hands=[hand, ""], phase=PLAY)
    lay = next(a for a in game.legal_actions(0) if isinstance(a, LayDown))
    assert lay.discard.code == "KC"
    events = game.apply(lay)
    assert any(isinstance(e, RoundEnded) and e.went_out == 0 for e in events)
    stray = "3S 4S 5S 6S 7S 8H 9H 10H JH QH 2D 3D 4D 5D 6D KC QC"
    stuck = rig(hillbilly(2), round_no=10, hands=[stray, ""], phase=PLAY)
    assert not any(isinstance(a, LayDown) for a in stuck.legal_actions(0))


def test_h40_round_ten_without_a_discard_is_rejected():
    hand = "3S 4S 5S 6S 7S 8H 9H 10H JH QH 2D 3D 4D 5D 6D 7D 8D"
    game = rig(hillbilly(2), round_no=10, hands=[hand, ""], phase=PLAY)
    whole = LayDown(
        0,
        (
            spec(game, 0, "run", "3S 4S 5S 6S 7S"),
            spec(game, 0, "run", "8H 9H 10H JH QH"),
            spec(game, 0, "run", "2D 3D 4D 5D 6D 7D 8D"),
        ),
    )
    refused(game, whole, "discard")


def test_h41_hand_points():
    hand = cards("JK AS KD 10C 9H 2S")
    assert hand_points(hand, hillbilly(), 1) == 95
    assert hand_points(hand, hillbilly(deuces_wild=True), 1) == 110


def test_h42_lowest_total_wins_ties_are_co_winners():
    from rummy_desktop.engine.rounds import winners

    game = Game(hillbilly(3), seed=1)
    game._state.scores = [[30, 5, 30], [0, 26, 0]]
    assert winners(game._state) == (0, 2)


def test_h43_taken_card_cannot_be_discarded_but_its_twin_can():
    game = rig(hillbilly(2), hands=["QC 2D 5S 9H 8C 4D 3S", ""], discard="QC")
    game.apply(TakeDiscard(0))
    taken = game._state.taken_discard
    twin = next(c for c in game._state.hands[0] if c.code == "QC" and c != taken)
    refused(game, Discard(0, taken), "took")
    game.apply(Discard(0, twin))


def test_h49_down_player_cannot_start_a_new_meld():
    game = rig(hillbilly(2), round_no=2, hands=["3C 3D 3H KS", ""], down=[0], phase=PLAY)
    refused(game, LayDown(0, (spec(game, 0, "set", "3C 3D 3H"),)), "already down")
    flagged = rig(
        hillbilly(2, allow_new_melds_after_down=True),
        round_no=2,
        hands=["3C 3D 3H KS", ""],
        down=[0],
        phase=PLAY,
    )
    flagged.apply(LayDown(0, (spec(flagged, 0, "set", "3C 3D 3H"),)))
    assert len(flagged._state.melds) == 1
