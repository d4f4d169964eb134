"""Help ▸ Playing without a mouse or without sight: every key, and what a screen reader says."""

from __future__ import annotations

from rummy_desktop.ui.dialogs.help import SHORTCUTS

TABLE_KEYS = (
    (
        "← → ↑ ↓",
        "Move the focus between your cards, the stock, the discard, the melds on the table and the lay-down area. A ring shows where it is; a screen reader says the card or pile.",
    ),
    (
        "Enter",
        "On the stock: draw. On the discard: take it. On a card of yours: select it (or unselect). While holding cards: put them down.",
    ),
    (
        "Space",
        "Pick up the focused card (or all the selected cards, if it is one of them), or the top of the stock or discard; press Space again where they should go.",
    ),
    (
        "Esc",
        "Back out one step: put down what you hold, then clear the selection, then send the melds you are building back to your hand.",
    ),
)

MOVES = (
    ("Draw", "D, or Enter on the stock."),
    ("Take the discard", "T, or Enter on the discard."),
    (
        "Order your hand",
        "Space on a card, arrows to where it goes, Space. Or R, S (sort) and A (arrange into melds).",
    ),
    (
        "Build melds (Hillbilly)",
        "Enter on each card of a meld, Space, arrows up to the lay-down area, Space. Each group you put down there is a meld being built; a line under it says whether it is a set or a run yet (✔ or ✗, read out in words).",
    ),
    ("Lay down", "L, once the groups make the round's contract."),
    (
        "Lay off",
        "Space on the card, arrows to the meld on the table, Space. If it fits at both ends of a run the game asks which: arrows and Enter.",
    ),
    (
        "Swap a wild",
        "Space on the card the wild stands for, arrows to that meld, Space; the game asks where the wild goes.",
    ),
    (
        "Buy or pass",
        "B or P while a card is offered to you (the status line and the screen reader say so).",
    ),
    ("Discard", "X discards the focused card, or Space on it, arrows to the discard pile, Space."),
    ("Go out (Three Thirteen)", "G, with the card to throw focused or selected."),
    ("Hint", "H: the hint is shown and read out."),
)

DIALOGS = (
    ("Tab / Shift+Tab", "The next / the previous control."),
    ("Ctrl+Tab", "The next page of a dialog with pages (New Game's house rules, Preferences)."),
    ("↑ ↓", "Choose among radio buttons (the game in New Game) and in lists and boxes."),
    ("Alt + underlined letter", "Go straight to that control."),
    ("Space", "Tick a box, press the focused button."),
    ("Enter / Esc", "The dialog's main button (Deal, OK, Deal round N) / Cancel or Close."),
    (
        "Pass screen",
        'In a game of several people at one computer the keys go to the "I\'m …: show my cards" button: Space or Enter shows your hand.',
    ),
    ("Review", "↑ ↓, Home and End step through the moves; Tab reaches the position's text."),
)

MENU_KEYS = (
    (
        "Alt+G, Alt+P, Alt+V, Alt+H",
        "Open the Game, Play, View or Help menu; arrows and Enter choose",
    ),
    ("Ctrl+Shift+S", "Save the game under a new name"),
    ("Ctrl+R", "Review the game, move by move (once it is over)"),
)

SCREEN_READER = """
## With a screen reader

Rummy Desktop speaks through the screen reader you use (Orca on Linux, NVDA or Narrator on
Windows, VoiceOver on macOS); it has no voice of its own.

- **The focused card or pile is named** as the arrows move: "Seven of hearts, wild, in your
  hand, 4 of 9"; "Discard pile: Queen of clubs, thrown by Ada, can be bought"; "Ada's run:
  Five, Six, Seven of hearts"; "Stock: 31 cards". Its description says what the keys do there.
  While you carry cards it adds "Holding the Seven of hearts", and on each place whether Space
  may put them down there, or why not.
- **What happens at the table is announced** as it happens, one line after the other at a pace
  one can follow: the others' draws, discards, buys, lay-downs and lay-offs, who went out, the
  round's scores, and what to do now ("Your turn: draw from the stock or take the King of
  hearts"). Cards are said in words, never as symbols.
- **The table can be browsed** with the screen reader's own review (Orca's flat review, NVDA's
  object navigation) without moving the game's focus: "Your hand, 9 cards" and each card in
  order (and whether it is selected), each meld you are making, the stock, the discard pile,
  each meld on the table and each player ("Ada: 7 cards, not down, 40 points").
- **F2 reads the whole situation**: the round and its contract or wild rank, your hand by the
  groups you arranged, the discard, the stock, each opponent's cards left, buys and melds, the
  scores and what to do now.
- **At one computer with several people**, each hears only what they may know: your own draw
  ("You drew the Eight of clubs") is said to you alone, and nothing private is said behind the
  pass screen.

## Colours

Preferences ▸ General ▸ *Seeing the cards*:

- **Four-colour deck**: clubs green, diamonds blue, hearts red, spades black, as four-colour
  poker decks print them.
- **Large index** (on unless you turn it off): a big rank and suit in the corners, the part
  of a card a fanned hand or a meld shows.
- **High-contrast table**: black felt, white edges and words, the seat in turn and the focus in
  yellow.

Nothing is told by colour alone: a place a card may go has a tick (✔), one it may not a cross
(✖) and the reason in words, the hint's cards a dashed outline (and the hint in words), the
seat in turn a ▶ before its name, a wild card a star in its corner, a meld being built a ✔ or
✗ line. The window follows the system's font size and scale factor.
"""


def _table(rows: tuple[tuple[str, str], ...]) -> str:
    lines = ["| Key | What it does |", "| --- | --- |"]
    lines += [f"| {k} | {v} |" for k, v in rows]
    return "\n".join(lines)


def access_markdown() -> str:
    """The page's Markdown: the table's keys, each move, the dialogs, every shortcut."""
    moves = "\n".join(f"- **{what}**: {how}" for what, how in MOVES)
    return "\n\n".join(
        [
            "# Playing without a mouse or without sight",
            "Both games can be played from start to finish with the keyboard alone, and by ear "
            "with a screen reader. Press **Tab** to reach the table from the buttons; the "
            "table is where the keys below work.",
            "## On the table",
            _table(TABLE_KEYS),
            "## Each move",
            moves,
            "## Dialogs",
            _table(DIALOGS),
            "## Every shortcut",
            _table(tuple((k, v) for k, v in SHORTCUTS) + MENU_KEYS),
            SCREEN_READER.strip(),
        ]
    )
