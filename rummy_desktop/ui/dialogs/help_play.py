"""Help ▸ How to play: how the window plays each game, and playing over the network.

Each item is marked whole (a translator needs the whole sentence, its bold words too); the
English page is built from them, and :func:`help_rules.translated` shows it in the player's
language unit by unit.
"""

from __future__ import annotations

from .help_rules import HelpRules


def _section(title: str, items: tuple[str, ...], after: str | None = None) -> str:
    """A '## ' section of units: its title, a list of items and a closing paragraph."""
    page = [f"## {title}", "\n".join(f"- {item}" for item in items)]
    return "\n\n".join(page + ([after] if after else []))


_TITLE = HelpRules.tr_noop("Playing in the window")

_DRAW = HelpRules.tr_noop(
    "**Draw**: drag the top card of the stock into your hand, or double-click the stock (key D)."
    " To take the top discard instead, drag it into your hand (key T)."
)
_HB_YOUR_HAND = HelpRules.tr_noop(
    "**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort"
    " by suit** or **Arrange** (which puts a contract you hold first)."
)
_HB_BUILD_YOUR_CONTRACT = HelpRules.tr_noop(
    "**Build your contract**: drag cards from your hand into the **lay-down area** under the"
    " piles. Each group you drop there is a meld being built; drop a card onto a group to add it"
    " to that group, or onto the hand to take it back. Under each group a line says whether it"
    " is a set or a run yet. Hold Ctrl and click several cards to drag them together."
)
_HB_LAY_DOWN = HelpRules.tr_noop(
    "**Lay down**: when the groups meet the round's contract, **Lay down** lights up: press it (L)."
)
_HB_LAY_OFF = HelpRules.tr_noop(
    "**Lay off**: once you are down, drag a card onto any meld on the table; on a run, drop it"
    " on the end where it goes. The meld lights green when the card fits, red with the reason"
    " when not."
)
_HB_SWAP_A_WILD = HelpRules.tr_noop(
    "**Swap a wild**: drag the card a wild stands for onto that wild in a meld; the game asks"
    " where the wild will go."
)
_HB_BUY = HelpRules.tr_noop(
    "**Buy**: when a thrown card may be bought, a box beside the table offers it to you alone:"
    " **Buy** (B) or **Pass** (P). In hot seat, the card is offered when the player in turn"
    " draws from the stock: the computer goes to each person who may buy it, then back to the"
    " player in turn to finish; the pass screen says so each time. With two players only the"
    " round's first upcard can be bought: the dealer is offered it when the first player passes"
    " on it (nobody may buy back their own discard); Table Talk tells both players who bought"
    " it or that it was passed."
)
_DISCARD = HelpRules.tr_noop(
    "**Discard**: drag a card onto the discard pile, or double-click it, or select it and press"
    " X. Your turn ends."
)
_HB_GO_OUT = HelpRules.tr_noop(
    "**Go out**: in rounds 1 to 9 you are out when your last card is laid off or discarded; in"
    " round 10 you lay down every card but one and discard it, all in one move."
)
_HINT = HelpRules.tr_noop(
    "**Hint**: press **Hint** (H): it says what it would do and why, and lights the cards."
)
_UNDO = HelpRules.tr_noop(
    "**Undo** (Ctrl+Z) takes back your last move, and the computers' moves after it; **Redo**"
    " (Ctrl+Shift+Z) plays it again. Undo never goes back over a card the stock showed you (your"
    " draw from the stock, a penalty card with a bought card, a card another player drew and"
    " then showed, a reshuffled stock): the cards would come again in the same order, so undoing"
    " would be a peek. Nor does it go back past a round's scoring or, in hot seat, the"
    " hand-over. A game with an undo counts as played with help. At a network table there is no"
    " undo at all: every move there is final."
)
_TT_YOUR_HAND = HelpRules.tr_noop(
    "**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort"
    " by suit** or **Arrange**, which groups your best melds first. A star marks the round's"
    " wild cards."
)
_TT_GO_OUT = HelpRules.tr_noop(
    "**Go out**: when every card but one fits into melds, **Go out** lights up. Click the card"
    " to throw away (or the game picks one) and press **Go out** (G)."
)
_KEYBOARD = HelpRules.tr_noop(
    "Every move can be made with the keyboard too: see Help ▸ Keyboard shortcuts."
)

# How the window is played, in the order a turn goes; shown before the rules of each game.
USING_THE_WINDOW = {
    "hillbilly": _section(
        _TITLE,
        (
            _DRAW,
            _HB_YOUR_HAND,
            _HB_BUILD_YOUR_CONTRACT,
            _HB_LAY_DOWN,
            _HB_LAY_OFF,
            _HB_SWAP_A_WILD,
            _HB_BUY,
            _DISCARD,
            _HB_GO_OUT,
            _HINT,
            _UNDO,
        ),
        _KEYBOARD,
    ),
    "three-thirteen": _section(
        _TITLE, (_DRAW, _TT_YOUR_HAND, _DISCARD, _TT_GO_OUT, _HINT, _UNDO), _KEYBOARD
    ),
}

# A network table (Game ▸ Host a table…, Join a table…), said on both games' pages.
NETWORK_HELP = _section(
    HelpRules.tr_noop("Playing over the network"),
    (
        HelpRules.tr_noop(
            "**Host a table** (Game ▸ Host a table…): choose the game, the house rules and the"
            " seats as in New Game. The first person's seat is yours; each other person's seat"
            " waits for somebody who joins; computers play theirs. Tell the others the **table"
            " code**. The lobby shows who has joined; press **Start the game** when you are"
            " ready (computers play the seats still free)."
        ),
        HelpRules.tr_noop(
            "**Join a table** (Game ▸ Join a table…): tables on your local network are listed;"
            " pick one, or type the host's address (such as 192.168.1.20:8765), then the code"
            " and your name."
        ),
        HelpRules.tr_noop(
            "Each person plays on their own screen and sees only their own cards. Table Talk"
            " says who is at the table and who comes and goes; type a line under it and press"
            " Enter to chat."
        ),
        HelpRules.tr_noop(
            "There is no undo at a network table, and the game is kept by the host (Save is for"
            " games played here)."
        ),
        HelpRules.tr_noop(
            "If your connection to the host drops, the status line says so at once and it is"
            ' tried again for a minute; your moves wait until "Connected again".'
        ),
        HelpRules.tr_noop(
            "**If the app stops while you host** (a crash, a power cut), start it again: it asks"
            " whether to host your table again, on the same port with the same code. The others"
            " come back by themselves if their windows are still trying (for a minute); a"
            " computer plays for anyone who is not back. Quitting on purpose (Quit, New Game or"
            " Open while you host) asks first and closes the table for everyone: it is not kept."
        ),
    ),
)
