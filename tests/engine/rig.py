"""Rigged deals for scenario tests: put chosen cards in chosen places, the rest in the stock.

Every card still comes from the rules' pack, so card conservation holds from the start.
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.engine import Game, MeldSpec, RuleSet
from rummy_desktop.engine.cards import Card, parse_cards
from rummy_desktop.engine.melds import make_meld
from rummy_desktop.engine.rounds import begin_turn
from rummy_desktop.engine.state import DRAW, PLAY, TableMeld


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def rig(
    rules: RuleSet,
    *,
    round_no: int = 1,
    hands: Sequence[str] = (),
    discard: str = "",
    stock_top: str = "",
    melds: Sequence[tuple[int, str, str]] = (),
    down: Sequence[int] = (),
    turn: int = 0,
    dealer: int | None = None,
    phase: str = DRAW,
    live: bool = True,
    discarder: int | None = None,
    seed: int = 1,
) -> Game:
    """A game in ``round_no`` with the given hands, discard pile (top last) and stock top.

    ``melds`` are (owner, kind, cards) laid on the table (runs low to high); ``stock_top``
    lists the next cards drawn, first drawn first. Cards are named in the notation; the
    same face named twice takes two physical copies.
    """
    game = Game(rules, seed=seed)
    state = game._state
    state.round_no = round_no
    state.dealer = (turn - 1) % rules.players if dealer is None else dealer
    pack = rules.pack()
    remaining = list(pack)

    def take(text: str) -> list[Card]:
        out = []
        for card in parse_cards(text):
            match = next((c for c in remaining if c.face == card.face), None)
            assert match is not None, f"no {card.code} left in the pack"
            remaining.remove(match)
            out.append(match)
        return out

    state.hands = [take(h) for h in hands] + [[] for _ in range(rules.players - len(hands))]
    state.discard = take(discard)
    state.melds = []
    for i, (owner, kind, text) in enumerate(melds):
        meld = make_meld(kind, take(text), rules, round_no)
        state.melds.append(TableMeld(i, owner, meld))
    state.next_meld_id = len(melds)
    top = take(stock_top)
    # Empty seats get filler cards so hand sizes look dealt (taken from the bottom).
    dealt = rules.cards_dealt(round_no)
    for seat in range(len(hands), rules.players):
        state.hands[seat] = [remaining.pop(0) for _ in range(dealt)]
    state.stock = remaining + top[::-1]
    state.discard_live = live and bool(state.discard)
    state.discarder = discarder
    state.down = [s in down for s in range(rules.players)]
    state.buys_used = [0] * rules.players
    state.turns_taken = [1] * rules.players
    state.went_out = None
    state.final_turns = []
    state.public_log = []
    begin_turn(state, turn, [])
    state.phase = phase
    state.check_invariants()
    return game


def hillbilly(players: int = 4, **flags) -> RuleSet:
    return RuleSet.preset("hillbilly", players=players, **flags)


def three_thirteen(players: int = 4, **flags) -> RuleSet:
    return RuleSet.preset("three-thirteen", players=players, **flags)


def buy_table(players: int = 4, **flags) -> Game:
    """Hillbilly, P0 has just discarded K♣ (3♥ under it); P1 is to draw; 9S 10S JS QS on top."""
    hands = [
        "4C 5C 6C 7C 8C 9C 10C",
        "2D 3D 4D 5D 6D 7D 8D",
        "KH KS 2S 3S 4S 5S 6S",
        "KD KS 2H 3H 4H 5H 6H",
    ]
    return rig(
        hillbilly(players, **flags),
        hands=hands[:players],
        discard="3H KC",
        discarder=0,
        turn=1,
        stock_top="9S 10S JS QS",
    )


__all__ = ["DRAW", "PLAY", "buy_table", "cards", "hillbilly", "rig", "three_thirteen"]


def spec(game: Game, seat: int, kind: str, codes: str) -> MeldSpec:
    """A meld of ``kind`` made of the named cards in ``seat``'s hand (each copy taken once)."""
    hand = list(game._state.hands[seat])
    chosen = []
    for code in codes.split():
        card = next(c for c in hand if c.code == code)
        hand.remove(card)
        chosen.append(card)
    return MeldSpec(kind, tuple(chosen))
