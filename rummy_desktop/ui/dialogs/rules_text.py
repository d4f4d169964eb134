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

# ## Three Thirteen
THREE_THIRTEEN = (
    HelpRules.tr_noop("Three Thirteen"),
    HelpRules.tr_noop(
        "A rummy for 2 to 8 players over 11 rounds. The hands grow from 3 cards to 13, and a"
        " different rank is wild every round. You build your melds **in your hand**; nothing"
        " goes on the table until someone goes out. Then everyone else has one last turn, and"
        " each player scores what they could not fit into melds."
    ),
    HelpRules.tr_noop("Cards"),
    HelpRules.tr_noop(
        "Two decks shuffled together (104 cards) for 2 to 4 players, three decks (156 cards) for"
        " 5 to 8. No jokers."
    ),
    HelpRules.tr_noop("Dealer"),
    HelpRules.tr_noop(
        "The first dealer is picked at random. The deal passes one seat to the left every round,"
        " and the player to the dealer's left starts."
    ),
    HelpRules.tr_noop("The eleven rounds"),
    HelpRules.tr_noop(
        "| Round | Cards dealt | Wild rank | | Round | Cards dealt | Wild rank |\n"
        "|---|---|---|---|---|---|---|\n"
        "| 1 | 3 | 3s | | 7 | 9 | 9s |\n"
        "| 2 | 4 | 4s | | 8 | 10 | 10s |\n"
        "| 3 | 5 | 5s | | 9 | 11 | Jacks |\n"
        "| 4 | 6 | 6s | | 10 | 12 | Queens |\n"
        "| 5 | 7 | 7s | | 11 | 13 | Kings |\n"
        "| 6 | 8 | 8s | | | | |"
    ),
    HelpRules.tr_noop("The wild rank always equals the number of cards dealt that round."),
    HelpRules.tr_noop("Melds"),
    HelpRules.tr_noop(
        "**Sets**: three or more cards of the same rank, any size; identical cards from"
        " different decks are fine (7♥ 7♥ 7♠)."
    ),
    HelpRules.tr_noop(
        "**Runs**: three or more cards of one suit in order, up to 13 cards. The ace is **always"
        " low**: A 2 3 is a run, Q K A and K A 2 are not. A run never holds the same rank twice."
    ),
    HelpRules.tr_noop(
        "Each card can belong to only one meld. 5♠ 6♠ 7♠ 6♥ 6♦ is either a set of sixes (5♠ and"
        " 7♠ left over) or a run of spades (6♥ and 6♦ left over), never both."
    ),
    HelpRules.tr_noop("Wild cards"),
    HelpRules.tr_noop(
        "Every card of the round's wild rank is wild: it can stand for any card of any suit."
    ),
    HelpRules.tr_noop(
        "A meld may hold any number of wild cards, side by side if you like, and a meld may even"
        " be all wild. In round 5 (7s wild), 4♣ 7♥ 7♦ is a meld."
    ),
    HelpRules.tr_noop(
        "A wild in a run does not have to match the run's suit, but a run can never reach below"
        " the ace or above the king."
    ),
    HelpRules.tr_noop(
        "A wild card can also simply be itself: in round 1, 3♠ 3♥ 3♦ is a set of threes."
    ),
    HelpRules.tr_noop("Your turn"),
    HelpRules.tr_noop(
        "Draw one card (the top of the stock, or the top card of the discard pile), then discard"
        " one card. Nobody puts melds on the table during the round, and you never add cards to"
        " other players' melds."
    ),
    HelpRules.tr_noop("Going out"),
    HelpRules.tr_noop(
        "After drawing, if you can arrange **all but one** of your cards into melds, you may go"
        " out: discard that one card and show your melds."
    ),
    HelpRules.tr_noop(
        "You must always discard to go out: if all your cards fit into melds, you still throw"
        " one away."
    ),
    HelpRules.tr_noop("The card you discard can't be the one you just took from the discard pile."),
    HelpRules.tr_noop("You may go out on your very first turn."),
    HelpRules.tr_noop("The last lap"),
    HelpRules.tr_noop(
        "Once a player goes out, every other player, starting on their left and going round the"
        " table, gets **exactly one more turn**: draw (the first of them may take the card just"
        " discarded), rearrange, discard. Any of them who can then fit every card into melds has"
        " gone out too and scores 0. The round ends when the player on the right of the one who"
        " went out has discarded; the player who went out does not play again."
    ),
    HelpRules.tr_noop(
        "If the stock runs out and can't be refilled, the round ends at once and everyone,"
        " including players still waiting for their last turn, scores their leftover cards as"
        " below."
    ),
    HelpRules.tr_noop("Scoring"),
    HelpRules.tr_noop(
        "The player who went out scores 0. Everyone else lays out their hand in the way that"
        " leaves the **fewest points** unmelded (the game finds it for you) and scores those"
        " leftover cards:"
    ),
    HelpRules.tr_noop(
        "| Card | Points |\n"
        "|---|---|\n"
        "| Ace | 1 |\n"
        "| 2 to 10 | face value |\n"
        "| J, Q, K | 10 |\n"
        "| A card of the round's wild rank left unmelded | 15 (whatever its face: an unmelded 10"
        " in round 8 scores 15) |\n"
        "| Joker (when playing with jokers) | 15 |"
    ),
    HelpRules.tr_noop(
        "The best arrangement is about points, not about the number of cards left over. In round"
        " 3 (5s wild), A♣ A♦ K♥ 5♠ 5♥ scores **2**: K♥ 5♠ 5♥ make a set, leaving the two aces."
        " Keeping the aces in a set with the fives would leave the K♥ for 10. Likewise A♠ 2♠ 3♠"
        " A♥ A♦ scores 2, not 5 (the run A♠ 2♠ 3♠ beats the set of aces)."
    ),
    HelpRules.tr_noop("After round 11 the lowest total wins."),
)


# Each section the window shows, by its title in the rule book: its units in order.
MARKED = {
    "Three Thirteen": THREE_THIRTEEN,
    SHARED_SECTION: SHARED,
}
