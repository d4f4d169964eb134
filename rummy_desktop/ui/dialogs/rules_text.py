"""The rule book's paragraphs, marked for translation: lupdate cannot read docs/rules.md, so
each unit of the sections the window shows (help_rules.units: a heading's title, a paragraph,
a list item, a table) is written here as the rule book has it, line wraps aside.
tests/ui/test_help_rules.py keeps these and docs/rules.md the same: change a paragraph there,
change it here, and translate it (``make translations``).
"""

from __future__ import annotations

from .help_rules import SHARED_SECTION, HelpRules

# ## Rules for both games
SHARED = (
    HelpRules.tr_noop("Rules for both games"),
    HelpRules.tr_noop(
        '**Seating and dealing.** Players sit round the table; "left" means the next player'
        " clockwise. The dealer deals one card at a time, clockwise, starting with the player on"
        " their left, until everyone has the round's number of cards. The rest of the pack is"
        " the stock; its top card is turned face up to start the discard pile. The player on the"
        " dealer's left plays first, and the deal passes one seat to the left after every round."
    ),
    HelpRules.tr_noop(
        "**Taking the upcard.** You may take the top card of the discard pile instead of drawing"
        " from the stock, but never a card below it. If you took the upcard, you may not throw"
        " that same card away again in the same turn (an identical copy from another deck is"
        " fine)."
    ),
    HelpRules.tr_noop(
        "**When the stock runs out.** When someone must take a card and the stock is empty, all"
        " the cards of the discard pile except its top card are shuffled and become the new"
        " stock; the top card stays where it is. This can happen as often as needed. If the"
        " stock is empty and the discard pile has only one card (or none), the round ends on the"
        " spot: nobody has gone out, and everyone scores the cards they hold. The round ends the"
        " same way, instead of a new shuffle, when every player is down and no card left in the"
        " hands, the stock or the discards can be laid off or swapped onto any meld: such a"
        " round could never end, since only those plays change the table."
    ),
    HelpRules.tr_noop(
        "**A round nobody lays down in.** In Hillbilly and the other contract games, once the"
        " stock has been refilled five times in a round in which nobody has laid down yet, the"
        " next time it runs out the round ends on the spot instead of another refill: nobody has"
        " gone out, and everyone scores the cards they hold, as above. A table's own contract"
        " can ask for more than a hand can ever gather (twelve cards in two sets of naturals,"
        " all at once, with only two decks): without this rule such a round would deal the same"
        " hopeless hands for ever. Ordinary play stays below it: in 400 games of the four"
        " contract games between the computer players (2 to 4 seats, 3,100 rounds), no round"
        " went past three refills with nobody down."
    ),
    HelpRules.tr_noop(
        "**End of the game.** After the last round the player with the lowest total wins. If two"
        " or more players share the lowest total, they are all winners."
    ),
)

# Each section the window shows, by its title in the rule book: its units in order.
MARKED = {
    SHARED_SECTION: SHARED,
}
