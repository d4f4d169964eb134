"""What both games share: dealing, turns, drawing with stock refills, ending a round."""

from __future__ import annotations

from .cards import Card
from .dealer import draw_for_dealer, endless_shuffled
from .events import (
    DealerChosen,
    Dealt,
    Event,
    GameOver,
    RoundEnded,
    RoundStarted,
    StockRefilled,
    TurnStarted,
    UpcardTurned,
)
from .melds import hand_points
from .solver import best_arrangement
from .state import DRAW, GAME_OVER, GameState


def start_game(state: GameState, events: list[Event]) -> None:
    rules = state.rules
    n = state.players
    if rules.variant == "hillbilly" and rules.dealer_selection != "random":
        cards = endless_shuffled(rules.pack(), state.rng)
        dealer, draws = draw_for_dealer(
            cards,
            range(n),
            state.ages,
            ace_high=rules.dealer_draw_ace_high,
            youngest_breaks_ties=rules.dealer_selection == "high_card_youngest",
        )
        events.append(DealerChosen(dealer, tuple(draws)))
    else:
        dealer = state.rng.randrange(n)
        events.append(DealerChosen(dealer))
    state.scores = []
    state.rounds_out = [0] * n
    start_round(state, 1, dealer, events)


def start_round(state: GameState, round_no: int, dealer: int, events: list[Event]) -> None:
    rules = state.rules
    n = state.players
    state.round_no = round_no
    state.dealer = dealer
    pack = rules.pack()
    state.rng.shuffle(pack)
    state.stock = pack
    state.hands = [[] for _ in range(n)]
    # One card at a time, clockwise from the dealer's left (RULES 2.6).
    for _ in range(rules.cards_dealt(round_no)):
        for k in range(1, n + 1):
            state.hands[(dealer + k) % n].append(state.stock.pop())
    state.discard = [state.stock.pop()]
    state.discard_live = True
    state.discarder = None
    state.melds = []
    state.next_meld_id = 0
    state.down = [False] * n
    state.buys_used = [0] * n
    state.turns_taken = [0] * n
    state.refills = 0
    state.buy_card = None
    state.buy_queue = []
    state.buy_pending_draw = False
    state.went_out = None
    state.final_turns = []
    state.public_log = []
    leader = (dealer + 1) % n
    contract = rules.contract(round_no) if rules.variant == "hillbilly" else None
    events.append(RoundStarted(round_no, dealer, leader, rules.wild_rank(round_no), contract))
    for k in range(1, n + 1):
        seat = (dealer + k) % n
        events.append(Dealt(seat, tuple(state.hands[seat])))
    events.append(UpcardTurned(state.discard[-1]))
    begin_turn(state, leader, events)


def begin_turn(state: GameState, seat: int, events: list[Event]) -> None:
    state.turn = seat
    state.phase = DRAW
    state.taken_discard = None
    state.laid_down_this_turn = False
    state.down_at_turn_start = state.down[seat] if state.down else False
    events.append(TurnStarted(seat))


def obtainable_from_stock(state: GameState, leaving: int = 0) -> int:
    """How many cards the stock can still supply, counting refills from the discard pile.

    ``leaving``: cards about to be taken off the top of the pile first (a bought card).
    """
    pile = len(state.discard) - leaving
    refill = pile - 1 if state.rules.stock_refill != "end_round" else 0
    return len(state.stock) + max(0, refill)


def take_from_stock(state: GameState, events: list[Event]) -> Card | None:
    """The top stock card, refilling the stock first when it is empty; None if impossible."""
    if not state.stock:
        if state.rules.stock_refill == "end_round" or len(state.discard) < 2:
            return None
        # Everything but the top discard becomes the new stock; the top keeps its status.
        under = state.discard[:-1]
        state.discard = state.discard[-1:]
        if state.rules.stock_refill == "shuffle":
            state.rng.shuffle(under)
            state.stock = under
        else:
            state.stock = under[::-1]  # the pile turned over: its bottom card is now on top
        state.refills += 1
        events.append(StockRefilled(len(under)))
    return state.stock.pop()


def round_points(
    state: GameState, went_out: int | None
) -> tuple[list[int], list[tuple[tuple[Card, ...], ...]]]:
    """Each seat's points for the round and (Three Thirteen) each hand's best melds."""
    rules, rnd = state.rules, state.round_no
    points: list[int] = []
    melds: list[tuple[tuple[Card, ...], ...]] = []
    for seat, hand in enumerate(state.hands):
        if rules.variant == "hillbilly":
            pts = hand_points(hand, rules, rnd)
            if seat == went_out:
                pts = -rules.blind_out_bonus if not state.down_at_turn_start else 0
            points.append(pts)
        else:
            arrangement = best_arrangement(hand, rules, rnd)
            points.append(0 if seat == went_out else arrangement.penalty)
            melds.append(arrangement.melds)
    return points, melds


def end_round(
    state: GameState,
    went_out: int | None,
    events: list[Event],
    stalled: bool = False,
    idle: bool = False,
) -> None:
    points, melds = round_points(state, went_out)
    state.scores.append(points)
    if went_out is not None:
        state.rounds_out[went_out] += 1
    totals = state.totals()
    events.append(
        RoundEnded(
            state.round_no,
            tuple(points),
            tuple(totals),
            went_out,
            tuple(tuple(h) for h in state.hands),
            tuple(melds),
            stalled,
            idle,
        )
    )
    if state.round_no < state.rules.rounds:
        start_round(state, state.round_no + 1, (state.dealer + 1) % state.players, events)
        return
    state.phase = GAME_OVER
    state.winners = winners(state)
    events.append(GameOver(tuple(totals), state.winners))


def winners(state: GameState) -> tuple[int, ...]:
    totals = state.totals()
    best = min(totals)
    tied = [s for s in range(state.players) if totals[s] == best]
    tiebreak = state.rules.tiebreak
    if len(tied) > 1 and tiebreak == "most_rounds_out":
        most = max(state.rounds_out[s] for s in tied)
        tied = [s for s in tied if state.rounds_out[s] == most]
    elif len(tied) > 1 and tiebreak == "lowest_last_round":
        low = min(state.scores[-1][s] for s in tied)
        tied = [s for s in tied if state.scores[-1][s] == low]
    return tuple(tied)
