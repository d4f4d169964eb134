"""A Hillbilly round that can never end, so that the engine can end it with nobody out.

Once every seat is down, a seat can go out only by laying off (a card, or a wild it frees
by a swap), and only those plays change the table. So when no card outside the melds fits
any meld, and none can be swapped for a wild, none ever will: refilling the stock would
deal the same dead cards round and round for ever. RULES 3.11 ends a round with nobody out
when the stock cannot be refilled; a refill that can change nothing is treated alike.
Without this, such a round has no end and a table with people at it must abandon the game.

The other end, a round nobody can lay down in, cannot be proved dead: whether some seat
will ever gather its contract depends on the cards to come. A contract may ask for more
than the hands can hold together (one round of ``{"deal": 12, "sets": [4, 5],
"all_at_once": true}`` for three seats: twelve kept cards in two sets of naturals), and
then the "shuffle" refill deals the same hopeless hands for ever (seed 735257, simple
bots: past 50,000 moves). So a table rule bounds it: once the stock has been refilled
``IDLE_REFILLS`` times in a round in which no seat has laid down, the next time it runs out
the round ends with nobody out, scored as RULES 3.11. Ordinary play stays below it: in 400
games of the presets between the simple, easy and medium bots (bench/idle_rounds.py), one
round in 3,100 reached three refills with nobody down and none went further; five leaves
room above that.
"""

from __future__ import annotations

from .cards import Card
from .melds import Meld, MeldError, lay_off, swap_wild
from .state import GameState

IDLE_REFILLS = 5  # refills allowed in a round in which nobody has laid down


def round_is_idle(state: GameState) -> bool:
    """True when the stock has been refilled ``IDLE_REFILLS`` times this round and no seat
    has laid down (Hillbilly): the round ends instead of refilling once more."""
    return (
        state.rules.variant == "hillbilly" and state.refills >= IDLE_REFILLS and not any(state.down)
    )


def round_is_dead(state: GameState) -> bool:
    """True when every seat is down and no card outside the table's melds can be laid off
    or swapped in, now or later (Hillbilly; a Three Thirteen round never stalls so)."""
    if state.rules.variant != "hillbilly" or not state.down or not all(state.down):
        return False
    melds = [tm.meld for tm in state.melds]
    loose = [*state.stock, *state.discard, *(c for hand in state.hands for c in hand)]
    swaps = state.rules.swap_mode not in ("off", "laydown_only")  # no swap helps a down seat
    for card in {c.face: c for c in loose}.values():
        for meld in melds:
            if _fits(meld, card, state) or (swaps and _swaps(meld, card, state)):
                return False
    return True


def _fits(meld: Meld, card: Card, state: GameState) -> bool:
    for end in (None,) if meld.kind == "set" else ("low", "high"):
        try:
            lay_off(meld, card, end, state.rules, state.round_no)
            return True
        except MeldError:
            continue
    return False


def _swaps(meld: Meld, card: Card, state: GameState) -> bool:
    # Where the freed wild could go is not asked: a possible swap keeps the round alive.
    try:
        swap_wild(meld, card, state.rules, state.round_no)
        return True
    except MeldError:
        return False
