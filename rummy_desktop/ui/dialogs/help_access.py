"""Help ▸ Playing without a mouse or without sight: every key, and what a screen reader says."""

from __future__ import annotations

from rummy_desktop.i18n import Words
from rummy_desktop.ui.dialogs.help import SHORTCUTS, HelpKeys


class HelpAccess(Words):
    """Help ▸ Playing without a mouse or without sight (a translation context)."""


# (key, what it does), marked here and translated where the page is built; a key named in
# words is marked as on the shortcut page, a letter or an arrow is the same everywhere.
TABLE_KEYS = (
    (
        "← → ↑ ↓",
        HelpAccess.tr_noop(
            "Move the focus between your cards, the stock, the discard, the melds on the table"
            " and the lay-down area. A ring shows where it is; a screen reader says the card or"
            " pile."
        ),
    ),
    (
        HelpKeys.tr_noop("Enter"),
        HelpAccess.tr_noop(
            "On the stock: draw. On the discard: take it. On a card of yours: select it (or"
            " unselect). While holding cards: put them down."
        ),
    ),
    (
        HelpKeys.tr_noop("Space"),
        HelpAccess.tr_noop(
            "Pick up the focused card (or all the selected cards, if it is one of them), or the"
            " top of the stock or discard; press Space again where they should go."
        ),
    ),
    (
        HelpKeys.tr_noop("Esc"),
        HelpAccess.tr_noop(
            "Back out one step: put down what you hold, then clear the selection, then send the"
            " melds you are building back to your hand."
        ),
    ),
)

MOVES = (
    (HelpAccess.tr_noop("Draw"), HelpAccess.tr_noop("D, or Enter on the stock.")),
    (HelpAccess.tr_noop("Take the discard"), HelpAccess.tr_noop("T, or Enter on the discard.")),
    (
        HelpAccess.tr_noop("Order your hand"),
        HelpAccess.tr_noop(
            "Space on a card, arrows to where it goes, Space. Or R, S (sort) and A (arrange into"
            " melds)."
        ),
    ),
    (
        HelpAccess.tr_noop("Build melds (Hillbilly)"),
        HelpAccess.tr_noop(
            "Enter on each card of a meld, Space, arrows up to the lay-down area, Space. Each"
            " group you put down there is a meld being built; a line under it says whether it is"
            " a set or a run yet (✔ or ✗, read out in words)."
        ),
    ),
    (
        HelpAccess.tr_noop("Lay down"),
        HelpAccess.tr_noop("L, once the groups make the round's contract."),
    ),
    (
        HelpAccess.tr_noop("Lay off"),
        HelpAccess.tr_noop(
            "Space on the card, arrows to the meld on the table, Space. If it fits at both ends"
            " of a run the game asks which: arrows and Enter."
        ),
    ),
    (
        HelpAccess.tr_noop("Swap a wild"),
        HelpAccess.tr_noop(
            "Space on the card the wild stands for, arrows to that meld, Space; the game asks"
            " where the wild goes."
        ),
    ),
    (
        HelpAccess.tr_noop("Buy or pass"),
        HelpAccess.tr_noop(
            "B or P while a card is offered to you (the status line and the screen reader say so)."
        ),
    ),
    (
        HelpAccess.tr_noop("Discard"),
        HelpAccess.tr_noop(
            "X discards the focused card, or Space on it, arrows to the discard pile, Space."
        ),
    ),
    (
        HelpAccess.tr_noop("Go out (Three Thirteen)"),
        HelpAccess.tr_noop("G, with the card to throw focused or selected."),
    ),
    (HelpAccess.tr_noop("Hint"), HelpAccess.tr_noop("H: the hint is shown and read out.")),
)

DIALOGS = (
    (HelpKeys.tr_noop("Tab / Shift+Tab"), HelpAccess.tr_noop("The next / the previous control.")),
    (
        HelpAccess.tr_noop("Ctrl+Tab"),
        HelpAccess.tr_noop(
            "The next page of a dialog with pages (New Game's house rules, Preferences)."
        ),
    ),
    (
        "↑ ↓",
        HelpAccess.tr_noop(
            "Choose among radio buttons (the game in New Game) and in lists and boxes."
        ),
    ),
    (
        HelpAccess.tr_noop("Alt + underlined letter"),
        HelpAccess.tr_noop("Go straight to that control."),
    ),
    (HelpKeys.tr_noop("Space"), HelpAccess.tr_noop("Tick a box, press the focused button.")),
    (
        HelpAccess.tr_noop("Enter / Esc"),
        HelpAccess.tr_noop("The dialog's main button (Deal, OK, Deal round N) / Cancel or Close."),
    ),
    (
        HelpAccess.tr_noop("Pass screen"),
        HelpAccess.tr_noop(
            "In a game of several people at one computer the keys go to the \"I'm …: show my"
            ' cards" button: Space or Enter shows your hand.'
        ),
    ),
    (
        HelpAccess.tr_noop("Review"),
        HelpAccess.tr_noop(
            "↑ ↓, Home and End step through the moves; Tab reaches the position's text."
        ),
    ),
)

MENU_KEYS = (
    (
        #: The menus' own Alt keys, as the menu titles underline them in this language.
        HelpAccess.tr_noop("Alt+G, Alt+P, Alt+V, Alt+H"),
        HelpAccess.tr_noop("Open the Game, Play, View or Help menu; arrows and Enter choose"),
    ),
    (HelpAccess.tr_noop("Ctrl+Shift+S"), HelpAccess.tr_noop("Save the game under a new name")),
    (
        HelpAccess.tr_noop("Ctrl+R"),
        HelpAccess.tr_noop("Review the game, move by move (once it is over)"),
    ),
)


def _screen_reader() -> list[str]:
    """The screen reader's and the colours' sections, a paragraph or an item at a time."""
    return [
        "## " + HelpAccess.tr("With a screen reader"),
        HelpAccess.tr(
            "Rummy Desktop speaks through the screen reader you use (Orca on Linux, NVDA or"
            " Narrator on Windows, VoiceOver on macOS); it has no voice of its own."
        ),
        "\n".join(
            "- " + item
            for item in (
                HelpAccess.tr(
                    '**The focused card or pile is named** as the arrows move: "Seven of hearts,'
                    ' wild, in your hand, 4 of 9"; "Discard pile: Queen of clubs, thrown by Ada,'
                    ' can be bought"; "Ada\'s run: Five, Six, Seven of hearts"; "Stock: 31'
                    ' cards". Its description says what the keys do there. While you carry'
                    ' cards it adds "Holding the Seven of hearts", and on each place whether'
                    " Space may put them down there, or why not."
                ),
                HelpAccess.tr(
                    "**What happens at the table is announced** as it happens, one line after"
                    " the other at a pace one can follow: the others' draws, discards, buys,"
                    " lay-downs and lay-offs, who went out, the round's scores, and what to do"
                    ' now ("Your turn: draw from the stock or take the King of hearts"). Cards'
                    " are said in words, never as symbols."
                ),
                HelpAccess.tr(
                    "**The table can be browsed** with the screen reader's own review (Orca's"
                    " flat review, NVDA's object navigation) without moving the game's focus:"
                    ' "Your hand, 9 cards" and each card in order (and whether it is selected),'
                    " each meld you are making, the stock, the discard pile, each meld on the"
                    ' table and each player ("Ada: 7 cards, not down, 40 points").'
                ),
                HelpAccess.tr(
                    "**F2 reads the whole situation**: the round and its contract or wild rank,"
                    " your hand by the groups you arranged, the discard, the stock, each"
                    " opponent's cards left, buys and melds, the scores and what to do now."
                ),
                HelpAccess.tr(
                    "**At one computer with several people**, each hears only what they may"
                    ' know: your own draw ("You drew the Eight of clubs") is said to you alone,'
                    " and nothing private is said behind the pass screen."
                ),
            )
        ),
        "## " + HelpAccess.tr("Colours"),
        HelpAccess.tr("Preferences ▸ General ▸ *Seeing the cards*:"),
        "\n".join(
            "- " + item
            for item in (
                HelpAccess.tr(
                    "**Four-colour deck**: clubs green, diamonds blue, hearts red, spades black,"
                    " as four-colour poker decks print them."
                ),
                HelpAccess.tr(
                    "**Large index** (on unless you turn it off): a big rank and suit in the"
                    " corners, the part of a card a fanned hand or a meld shows."
                ),
                HelpAccess.tr(
                    "**High-contrast table**: black felt, white edges and words, the seat in"
                    " turn and the focus in yellow."
                ),
            )
        ),
        HelpAccess.tr(
            "Nothing is told by colour alone: a place a card may go has a tick (✔), one it may"
            " not a cross (✖) and the reason in words, the hint's cards a dashed outline (and the"
            " hint in words), the seat in turn a ▶ before its name, a wild card a star in its"
            " corner, a meld being built a ✔ or ✗ line. The window follows the system's font"
            " size and scale factor."
        ),
    ]


def _table(rows: list[tuple[str, str]]) -> str:
    """A table of keys, each row already in the player's words."""
    #: A column heading of the page's tables of keys: the key pressed.
    key = HelpAccess.tr("Key")
    #: A column heading of the page's tables of keys: what pressing the key does.
    does = HelpAccess.tr("What it does")
    lines = [f"| {key} | {does} |", "| --- | --- |"]
    lines += [f"| {k} | {v} |" for k, v in rows]
    return "\n".join(lines)


def _keys(rows: tuple[tuple[str, str], ...]) -> list[tuple[str, str]]:
    return [(_key(k), HelpAccess.tr(v)) for k, v in rows]


def _key(key: str) -> str:
    """A key's name in the player's language: the shortcut page's words, else this page's."""
    said = HelpKeys.tr(key)
    return said if said != key else HelpAccess.tr(key)


def access_markdown() -> str:
    """The page's Markdown: the table's keys, each move, the dialogs, every shortcut."""
    moves = "\n".join(
        "- "
        + HelpAccess.tr("**{move}**: {keys}", move=HelpAccess.tr(what), keys=HelpAccess.tr(how))
        for what, how in MOVES
    )
    shortcuts = [(_key(k), HelpKeys.tr(v)) for k, v in SHORTCUTS] + _keys(MENU_KEYS)
    return "\n\n".join(
        [
            "# " + HelpAccess.tr("Playing without a mouse or without sight"),
            HelpAccess.tr(
                "Both games can be played from start to finish with the keyboard alone, and by"
                " ear with a screen reader. Press **Tab** to reach the table from the buttons;"
                " the table is where the keys below work."
            ),
            "## " + HelpAccess.tr("On the table"),
            _table(_keys(TABLE_KEYS)),
            "## " + HelpAccess.tr("Each move"),
            moves,
            "## " + HelpAccess.tr("Dialogs"),
            _table(_keys(DIALOGS)),
            "## " + HelpAccess.tr("Every shortcut"),
            _table(shortcuts),
            *_screen_reader(),
        ]
    )
