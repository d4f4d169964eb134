"""Three Thirteen played through Game: RULES.md 6.2 scenarios about the flow of play."""

from __future__ import annotations

import pytest

from rummy_desktop.engine import (
    Discard,
    DrawStock,
    Game,
    GoOut,
    IllegalAction,
    TakeDiscard,
)
from rummy_desktop.engine.events import RoundEnded, RoundStarted, WentOut
from tests.engine.said import refused_with

from .rig import PLAY, cards, rig, three_thirteen


def play_turn(game: Game, seat: int, discard: str | None = None) -> list:
    """Draw from the stock and discard (the named card, else the drawn one)."""
    events = game.apply(DrawStock(seat))
    hand = game._state.hands[seat]
    card = next(c for c in hand if c.code == discard) if discard else hand[-1]
    events += game.apply(Discard(seat, card))
    return events


def test_t01_round_table_deals_round_plus_two_and_wild_rank_follows():
    rules = three_thirteen()
    assert [rules.cards_dealt(r) for r in range(1, 12)] == list(range(3, 14))
    assert [rules.wild_rank(r) for r in range(1, 12)] == list(range(3, 14))
    game = Game(rules, seed=3)
    assert all(len(h) == 3 for h in game._state.hands)


@pytest.mark.parametrize(("players", "size"), [(2, 104), (3, 104), (4, 104), (5, 156), (8, 156)])
def test_t02_deck_count_by_players(players, size):
    assert len(three_thirteen(players).pack()) == size


def test_t02_one_deck_for_two_uses_52_cards():
    assert len(three_thirteen(2, one_deck_for_two=True).pack()) == 52
    assert len(three_thirteen(3, one_deck_for_two=True).pack()) == 104


def test_t03_stock_after_round_11_deal_with_four_players():
    game = Game(three_thirteen(4), seed=5)
    state = game._state
    from rummy_desktop.engine.rounds import start_round

    start_round(state, 11, 0, [])
    assert len(state.stock) == 104 - 52 - 1
    assert all(len(h) == 13 for h in state.hands)
    state.check_invariants()


def test_t04_dealer_rotates_from_the_seeded_first_dealer():
    from rummy_desktop.engine.rounds import end_round

    seed = next(s for s in range(100) if Game(three_thirteen(4), seed=s)._state.dealer == 1)
    game = Game(three_thirteen(4), seed=seed)
    started = [e for e in game.opening_events if isinstance(e, RoundStarted)]
    for _ in range(10):  # end every round at once to watch the deal move on
        events: list = []
        end_round(game._state, None, events)
        started += [e for e in events if isinstance(e, RoundStarted)]
    assert (started[0].dealer, started[0].leader) == (1, 2)
    assert started[1].dealer == 2
    assert started[10].dealer == 3
    assert [e.round_no for e in started] == list(range(1, 12))


def test_t05_only_the_top_discard_can_be_taken():
    game = rig(three_thirteen(2), hands=["4S 9D KC", "5H 6H JD"], discard="2C 8H", turn=0)
    game.apply(TakeDiscard(0))
    assert game._state.hands[0][-1].code == "8H"
    assert [c.code for c in game._state.discard] == ["2C"]
    game._state.check_invariants()


def test_t14_round_one_goes_out_by_discarding_the_odd_card():
    game = rig(three_thirteen(2), hands=["7H 7S KD", "5H 6H JD"], stock_top="7D", turn=0)
    game.apply(DrawStock(0))
    king = next(c for c in game._state.hands[0] if c.code == "KD")
    assert GoOut(0, king) in game.legal_actions(0)
    events = game.apply(GoOut(0, king))
    assert WentOut(0) in events
    assert game._state.went_out == 0
    game._state.check_invariants()


def test_t15_two_leftovers_cannot_go_out():
    game = rig(three_thirteen(2), round_no=2, hands=["7S 7H 7D KC", "5H 6H JD 2S"], stock_top="2D")
    game.apply(DrawStock(0))
    assert not [a for a in game.legal_actions(0) if isinstance(a, GoOut)]
    king = next(c for c in game._state.hands[0] if c.code == "KC")
    before = game._state.snapshot()
    with refused_with(IllegalAction, "points unmelded"):
        game.apply(GoOut(0, king))
    assert game._state.snapshot() == before


def test_t16_four_sevens_must_still_discard_one_to_go_out():
    game = rig(three_thirteen(2), hands=["7H 7S 7D", "5H 6H JD"], stock_top="7C")
    game.apply(DrawStock(0))
    outs = [a for a in game.legal_actions(0) if isinstance(a, GoOut)]
    assert outs and all(a.discard.rank == 7 for a in outs)
    game.apply(outs[0])
    assert len(game._state.hands[0]) == 3


def test_t17_card_taken_from_the_discard_may_not_be_the_going_out_discard():
    game = rig(three_thirteen(2), hands=["8C 8D 8S", "5H 6H JD"], discard="KS")
    game.apply(TakeDiscard(0))
    assert not [a for a in game.legal_actions(0) if isinstance(a, GoOut)]
    king = game._state.hands[0][-1]
    with refused_with(IllegalAction, "took"):
        game.apply(GoOut(0, king))
    free = rig(
        three_thirteen(2, forbid_discard_of_taken_card=False),
        hands=["8C 8D 8S", "5H 6H JD"],
        discard="KS",
    )
    free.apply(TakeDiscard(0))
    assert GoOut(0, free._state.hands[0][-1]) in free.legal_actions(0)


def test_t18_after_going_out_each_other_player_gets_exactly_one_turn_in_order():
    game = rig(
        three_thirteen(4),
        hands=["4C 5S 9D", "4D 5D KD", "7H 7S KD", "4H 8H QD"],
        stock_top="7D 2C 2D 2H 2S",
        turn=2,
    )
    game.apply(DrawStock(2))
    game.apply(GoOut(2, next(c for c in game._state.hands[2] if c.code == "KD")))
    order = []
    ended = []
    while not ended:
        seat = game.to_act()[0]
        order.append(seat)
        ended = [e for e in play_turn(game, seat) if isinstance(e, RoundEnded)]
    assert order == [3, 0, 1]
    assert ended[0].points[2] == 0
    assert game._state.round_no == 2


def test_t19_a_player_who_melds_everything_in_the_final_lap_scores_zero():
    game = rig(
        three_thirteen(4),
        hands=["4C 5S 9D", "4D 5D KD", "7H 7S KD", "QS QH 9C"],
        stock_top="7D QD",
        turn=2,
    )
    game.apply(DrawStock(2))
    game.apply(GoOut(2, next(c for c in game._state.hands[2] if c.code == "KD")))
    play_turn(game, 3, discard="9C")  # P3 draws QD: QS QH QD melds
    ended = []
    for seat in (0, 1):
        ended += [e for e in play_turn(game, seat) if isinstance(e, RoundEnded)]
    assert ended[0].points[3] == 0
    assert ended[0].points[2] == 0


def test_t27_empty_stock_is_refilled_from_the_discards_except_the_top():
    pile = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KH"
    game = rig(three_thirteen(2), hands=["4S 9D KC", "5H 6H JD"], discard=pile)
    top = game._state.discard[-1]
    game._state.stock = []
    game._state.discard += []  # the stock is empty; everything else is in the pile
    # Move the rest of the pack into the pile under the top so no card is lost.
    state = game._state
    rest = [c for c in state.rules.pack() if c not in state.all_cards()]
    state.discard = rest + state.discard
    state.check_invariants()
    under = len(state.discard) - 1
    game.apply(DrawStock(0))
    assert state.discard == [top]
    assert len(state.stock) == under - 1
    state.check_invariants()


def test_t28_empty_stock_with_one_discard_ends_the_round_scoring_everyone():
    game = rig(three_thirteen(2), hands=["7S 7H 7D", "5H 6H JD"], discard="9C")
    state = game._state
    rest = [c for c in state.rules.pack() if c not in state.all_cards()]
    state.hands[1] += rest  # nowhere else to keep them: a huge hand, stock empty
    state.stock = []
    events = game.apply(DrawStock(0))
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended and ended[0].points[0] == 0
    assert ended[0].went_out is None


def test_t29_there_is_no_melding_on_the_table_in_three_thirteen():
    from rummy_desktop.engine import LayDown, LayOff, MeldSpec

    game = rig(three_thirteen(2), hands=["7S 7H 7D", "5H 6H JD"], stock_top="2C")
    game.apply(DrawStock(0))
    sevens = tuple(game._state.hands[0][:3])
    for action in (LayDown(0, (MeldSpec("set", sevens),)), LayOff(0, sevens[0], 0, None)):
        assert action not in game.legal_actions(0)
        with refused_with(IllegalAction, "not a move in Three Thirteen"):
            game.apply(action)


def test_t30_lowest_total_wins_and_an_exact_tie_makes_co_winners():
    from rummy_desktop.engine.rounds import winners

    game = Game(three_thirteen(3), seed=1)
    game._state.scores = [[10, 5, 10], [0, 6, 0]]
    assert winners(game._state) == (0, 2)
    game._state.scores = [[10, 5, 10], [0, 4, 0]]
    assert winners(game._state) == (1,)


def test_t34_no_go_out_first_lap_blocks_going_out_until_the_second_lap():
    rules = three_thirteen(2, no_go_out_first_lap=True)
    game = rig(rules, hands=["7H 7S KD", "5H 6H JD"], stock_top="7D")
    game._state.turns_taken = [0, 0]
    game.apply(DrawStock(0))
    king = next(c for c in game._state.hands[0] if c.code == "KD")
    assert GoOut(0, king) not in game.legal_actions(0)
    with refused_with(IllegalAction, "first turn"):
        game.apply(GoOut(0, king))
    default = rig(three_thirteen(2), hands=["7H 7S KD", "5H 6H JD"], stock_top="7D")
    default._state.turns_taken = [0, 0]
    default.apply(DrawStock(0))
    assert GoOut(0, next(c for c in default._state.hands[0] if c.code == "KD")) in (
        default.legal_actions(0)
    )


def test_discarding_before_drawing_is_refused_and_changes_nothing():
    game = rig(three_thirteen(2), hands=["7H 7S KD", "5H 6H JD"])
    before = game._state.snapshot()
    with refused_with(IllegalAction, "Draw a card first"):
        game.apply(Discard(0, game._state.hands[0][0]))
    with refused_with(IllegalAction, "not your turn"):
        game.apply(DrawStock(1))
    assert game._state.snapshot() == before
    assert game._state.phase != PLAY


def test_cards_helper_parses_copies():
    assert [c.full_code for c in cards("7H 7H")] == ["7Ha", "7Hb"]
