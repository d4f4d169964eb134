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


class GuideWords(Words):
    """The guided first round: how to play, and how to make each move (a translation context)."""


# Seeds found by playing the guide's own advice through (a 2-player game, the computer at the
# simple level): Hillbilly: pass on a buy, draw, discard, take the discard, lay down; Three
# Thirteen: draw, discard, draw, discard, take the discard, go out.
GUIDE_SEEDS = {"hillbilly": 1, "three-thirteen": 32}
OPPONENT = ("Ada", "simple")
GUIDE_LEVEL = "medium"

HOW_TO_PLAY = {
    "hillbilly": (
        GuideWords.tr_noop("Hillbilly Rummy is played over ten rounds; the lowest total wins."),
        GuideWords.tr_noop(
            "Each round has a contract, shown at the top: the melds you must lay down together."
        ),
        GuideWords.tr_noop(
            "A set is three or more cards of one rank; a run is cards of one suit in order."
        ),
        GuideWords.tr_noop(
            "Jokers are wild: at most one wild card stands in for a missing card in each meld."
        ),
        GuideWords.tr_noop(
            "On your turn, draw a card: from the stock, or the top card of the discard pile."
        ),
        # The guided round has two players: only its first upcard can be bought (RULES 3.8).
        GuideWords.tr_noop(
            "A card the next player passes by may be bought (with a penalty card): with two "
            "players, only the round's first upcard."
        ),
        GuideWords.tr_noop(
            "Once you hold the contract, lay it all down; then lay cards off on any meld."
        ),
        GuideWords.tr_noop("End your turn by discarding one card onto the discard pile."),
        GuideWords.tr_noop(
            "The round ends when someone plays their last card: the others score their cards."
        ),
        GuideWords.tr_noop(
            "In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points."
        ),
    ),
    "three-thirteen": (
        GuideWords.tr_noop("Three Thirteen is played over eleven rounds, from 3 cards up to 13."),
        GuideWords.tr_noop(
            "In each round one rank is wild: 3s in round one, 4s in round two … kings last."
        ),
        GuideWords.tr_noop("A wild card stands in for any card in a meld, as many as you like."),
        GuideWords.tr_noop(
            "A set is three or more cards of one rank; a run is three or more of a suit in order."
        ),
        GuideWords.tr_noop(
            "On your turn, draw from the stock or take the top card of the discard pile."
        ),
        GuideWords.tr_noop(
            "Then discard one card: your hand always goes back to the round's size."
        ),
        GuideWords.tr_noop(
            "When every card but the one you discard fits in melds, you may go out."
        ),
        GuideWords.tr_noop("After someone goes out, each other player has one last turn."),
        GuideWords.tr_noop(
            "Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15."
        ),
        GuideWords.tr_noop("The lowest total after the last round wins."),
    ),
}


def how_to_play(variant: str) -> tuple[str, ...]:
    """The welcome screen's short rules of ``variant``, in the player's language."""
    return tuple(GuideWords.tr(line) for line in HOW_TO_PLAY[variant])


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
    #: A step of the guided round: {advice} what to do and why, {how} how to do it.
    return Step(
        action, GuideWords.tr("{advice}. {how}", advice=advice.text, how=how(action, view)), advice
    )


def how(action: Action, view: PlayerView) -> str:
    """How to make ``action`` with the mouse, and the key of the Play menu that does it too
    (each step names the gesture the table takes for that very move)."""
    if isinstance(action, DrawStock):
        return GuideWords.tr("Drag the top card of the stock to your hand (or press D).")
    if isinstance(action, TakeDiscard):
        top = view.top_discard
        if top is None:
            return GuideWords.tr(
                "Drag the top card from the discard pile to your hand (or press T)."
            )
        #: {card}: the top card of the discard pile.
        return GuideWords.tr(
            "Drag the {card} from the discard pile to your hand (or press T).", card=top.pretty
        )
    if isinstance(action, Buy):
        #: "Buy" is the button's name, under the words of the offer in the side panel.
        return GuideWords.tr("Press Buy under the offer in the panel on the right (or B).")
    if isinstance(action, DeclineBuy):
        #: "Pass" is the button's name, under the words of the offer in the side panel.
        return GuideWords.tr("Press Pass under the offer in the panel on the right (or P).")
    if isinstance(action, Discard):
        #: {card}: the card to discard.
        return GuideWords.tr(
            "Drag the {card} onto the discard pile (or click it and press X).",
            card=action.card.pretty,
        )
    if isinstance(action, LayDown):
        # The table lays down what is in the lay-down area: one meld's cards at a time.
        if action.discard is not None:  # a round laid down all at once also discards
            #: "Lay down" is the button's name; {card}: the card discarded with the lay-down.
            return GuideWords.tr(
                "Click the cards of one meld to select them and drag them into the lay-down "
                "area; do the same for each meld, then click the {card} and press Lay down "
                "(or L).",
                card=action.discard.pretty,
            )
        #: "Lay down" is the button's name.
        return GuideWords.tr(
            "Click the cards of one meld to select them and drag them into the lay-down "
            "area; do the same for each meld, then press Lay down (or L)."
        )
    if isinstance(action, GoOut):
        #: "Go out" is the button's name; {card}: the card to discard.
        return GuideWords.tr(
            "Click the {card} to select it, then press Go out (or G).", card=action.discard.pretty
        )
    if isinstance(action, LayOff | SwapWild):
        #: {card}: the card to play onto a meld.
        return GuideWords.tr(
            "Drag the {card} onto the meld lit on the table.", card=action.card.pretty
        )
    return ""


def finished(log: Sequence[Action], seat: int, variant: str) -> bool:
    """Has ``seat`` done what the guided round teaches: laid down (Hillbilly) or gone out?"""
    goal = LayDown if variant == "hillbilly" else GoOut
    return any(a.seat == seat and _reaches(a, goal) for a in log)


def _reaches(action: Action, goal: type) -> bool:
    # A swap of a wild may carry the lay-down it allows ("then").
    return isinstance(action, goal) or isinstance(getattr(action, "then", None), goal)
