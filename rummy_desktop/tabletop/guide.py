"""The guided first round: a fixed deal against one computer, each step said and pointed at.

The deal is fixed (a seed whose first round teaches the moves: a buy offer or a draw, a
discard, a card taken from the discard pile, then the lay-down or the going out), and each
step is the hint level's move, told with the way to make it on the table. If the player does
something else, the next step is worked out from where the game is. The guide ends when the
player lays down (Hillbilly) or goes out (Three Thirteen). No Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import (
    Action,
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    GoOut,
    LayDown,
    LayOff,
    PlayerView,
    SwapWild,
    TakeDiscard,
)
from rummy_desktop.i18n import Words
from rummy_desktop.match.hints import Advice, advise


class HowToPlay(Words):
    """The welcome screen's lines of how to play each game (a translation context)."""


# Seeds found by playing the guide's own advice through (a 2-player game, the computer at the
# simple level): Hillbilly: pass on a buy, draw, discard, take the discard, lay down; Three
# Thirteen: draw, discard, draw, discard, take the discard, go out.
GUIDE_SEEDS = {"hillbilly": 1, "three-thirteen": 32}
OPPONENT = ("Ada", "simple")
GUIDE_LEVEL = "medium"

# The welcome screen's ten lines for each game, in English; it says them through HowToPlay.tr.
HOW_TO_PLAY = {
    "hillbilly": (
        HowToPlay.tr_noop("Hillbilly Rummy is played over ten rounds; the lowest total wins."),
        HowToPlay.tr_noop(
            "Each round has a contract, shown at the top: the melds you must lay down together."
        ),
        HowToPlay.tr_noop(
            "A set is three or more cards of one rank; a run is cards of one suit in order."
        ),
        HowToPlay.tr_noop(
            "Jokers are wild: at most one wild card stands in for a missing card in each meld."
        ),
        HowToPlay.tr_noop(
            "On your turn, draw a card: from the stock, or the top card of the discard pile."
        ),
        HowToPlay.tr_noop(
            "A discard the next player passes by may be bought by the others (with a penalty card)."
        ),
        HowToPlay.tr_noop(
            "Once you hold the contract, lay it all down; then lay cards off on any meld."
        ),
        HowToPlay.tr_noop("End your turn by discarding one card onto the discard pile."),
        HowToPlay.tr_noop(
            "The round ends when someone plays their last card: the others score their cards."
        ),
        HowToPlay.tr_noop(
            "In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points."
        ),
    ),
    "three-thirteen": (
        HowToPlay.tr_noop("Three Thirteen is played over eleven rounds, from 3 cards up to 13."),
        HowToPlay.tr_noop(
            "In each round one rank is wild: 3s in round one, 4s in round two … kings last."
        ),
        HowToPlay.tr_noop("A wild card stands in for any card in a meld, as many as you like."),
        HowToPlay.tr_noop(
            "A set is three or more cards of one rank; a run is three or more of a suit in order."
        ),
        HowToPlay.tr_noop(
            "On your turn, draw from the stock or take the top card of the discard pile."
        ),
        HowToPlay.tr_noop("Then discard one card: your hand always goes back to the round's size."),
        HowToPlay.tr_noop("When every card but the one you discard fits in melds, you may go out."),
        HowToPlay.tr_noop("After someone goes out, each other player has one last turn."),
        HowToPlay.tr_noop(
            "Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15."
        ),
        HowToPlay.tr_noop("The lowest total after the last round wins."),
    ),
}


@dataclass(frozen=True)
class Step:
    action: Action  # the move the guide points at
    text: str  # what to do and how, in the table's words
    advice: Advice  # the cards and piles to light up


def next_step(view: PlayerView, moves_so_far: int) -> Step:
    """The move to point at now, from the viewer's own view (a bot's judgement: the same seed
    as the table's hint, so a fixed deal always gets the same steps)."""
    bot = make_bot(GUIDE_LEVEL, seed=moves_so_far)
    action = bot.choose(view)
    advice = advise(action, view)
    return Step(action, f"{advice.text}. {how(action, view)}", advice)


def how(action: Action, view: PlayerView) -> str:
    """How to make ``action`` with the mouse (and the key that does it too)."""
    if isinstance(action, DrawStock):
        return "Drag the top card of the stock to your hand (or press D)."
    if isinstance(action, TakeDiscard):
        top = view.top_discard
        card = f"the {top.pretty}" if top is not None else "the top card"
        return f"Drag {card} from the discard pile to your hand (or press T)."
    if isinstance(action, Buy):
        return "Press Buy beside your hand (or B)."
    if isinstance(action, DeclineBuy):
        return "Press Pass beside your hand (or P)."
    if isinstance(action, Discard):
        return f"Drag the {action.card.pretty} onto the discard pile."
    if isinstance(action, LayDown):
        return "Drag each meld's cards into the lay-down area, then press Lay down."
    if isinstance(action, GoOut):
        return f"Click the {action.discard.pretty} to select it, then press Go out."
    if isinstance(action, LayOff | SwapWild):
        return "Drag the card onto the meld."
    return ""


def finished(log: Sequence[Action], seat: int, variant: str) -> bool:
    """Has ``seat`` done what the guided round teaches: laid down (Hillbilly) or gone out?"""
    goal = LayDown if variant == "hillbilly" else GoOut
    return any(a.seat == seat and _reaches(a, goal) for a in log)


def _reaches(action: Action, goal: type) -> bool:
    # A swap of a wild may carry the lay-down it allows ("then").
    return isinstance(action, goal) or isinstance(getattr(action, "then", None), goal)
