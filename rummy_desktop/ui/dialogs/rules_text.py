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

# ## Hillbilly Rummy
HILLBILLY = (
    HelpRules.tr_noop("Hillbilly Rummy"),
    HelpRules.tr_noop(
        "A contract rummy for 2 to 8 players over 10 rounds. In each round you must collect the"
        ' round\'s **contract** (for example "two sets of three"), lay it down on the table, and'
        " then get rid of your remaining cards by adding them to melds on the table. The first"
        " player to get rid of every card ends the round and scores nothing; everyone else"
        " scores the cards left in their hand."
    ),
    HelpRules.tr_noop("Cards"),
    HelpRules.tr_noop(
        "| Players | Decks | Cards (with 2 jokers a deck) |\n"
        "|---|---|---|\n"
        "| 2–4 | 2 | 108 |\n"
        "| 5–6 | 3 | 162 |\n"
        "| 7–8 | 4 | 216 |"
    ),
    HelpRules.tr_noop(
        "Each deck keeps its 2 jokers. Jokers are the only wild cards unless you play with"
        " deuces wild."
    ),
    HelpRules.tr_noop("The first dealer"),
    HelpRules.tr_noop(
        "Everyone draws one card from the shuffled pack. The highest rank deals, with the ace"
        " counting high (A beats K); suits don't matter. Whoever draws a joker puts it aside and"
        " draws again. If several players tie for the highest card, the youngest of them deals"
        " (when ages have been entered for the players); otherwise those players draw again"
        " until one is highest. After that the deal passes one seat to the left every round."
    ),
    HelpRules.tr_noop("The ten rounds"),
    HelpRules.tr_noop(
        "| Round | Cards dealt | Contract | Cards needed | Buys allowed |\n"
        "|---|---|---|---|---|\n"
        "| 1 | 7 | 2 sets of 3 | 6 | 3 |\n"
        "| 2 | 8 | 1 set of 3 + 1 run of 4 | 7 | 3 |\n"
        "| 3 | 9 | 2 runs of 4 | 8 | 3 |\n"
        "| 4 | 10 | 3 sets of 3 | 9 | 3 |\n"
        "| 5 | 11 | 2 runs of 5 | 10 | 3 |\n"
        "| 6 | 12 | 1 set of 4 + 1 run of 7 | 11 | 3 |\n"
        "| 7 | 13 | 2 sets of 3 + 1 run of 6 | 12 | 3 |\n"
        "| 8 | 14 | 1 set of 3 + 1 run of 10 | 13 | 3 |\n"
        "| 9 | 15 | 3 sets of 3 + 1 run of 5 | 14 | 3 |\n"
        "| 10 | 16 | 3 runs of 5, laid down **and** going out in the same turn, with a discard |"
        " 15 | 4 |"
    ),
    HelpRules.tr_noop(
        "You are always dealt one card more than the contract needs, so a lucky player can lay"
        ' down on the very first turn. "Set of 3" means *at least* 3 cards, "run of 4" at least'
        " 4, and so on: a longer meld always counts."
    ),
    HelpRules.tr_noop("Sets"),
    HelpRules.tr_noop(
        "Three or more cards of the same rank. Suits don't matter, and because several decks are"
        " in play the same card may appear twice: 7♥ 7♥ 7♠ is a good set."
    ),
    HelpRules.tr_noop("There is no largest size."),
    HelpRules.tr_noop("The set of 4 in round 6 needs at least 4 cards."),
    HelpRules.tr_noop("Runs"),
    HelpRules.tr_noop(
        "Cards of one suit in unbroken order, at least as long as the contract asks: 5♥ 6♥ 7♥ 8♥."
    ),
    HelpRules.tr_noop(
        'The ace can be low (A 2 3 4) or high (J Q K A), but a run cannot go "round the corner":'
        " Q K A 2 and K A 2 3 are not runs."
    ),
    HelpRules.tr_noop(
        "A run may have an ace at both ends (A 2 3 … Q K A), so the longest run is 14 cards."
    ),
    HelpRules.tr_noop("A run never holds the same rank twice."),
    HelpRules.tr_noop("Wild cards"),
    HelpRules.tr_noop(
        "Jokers are wild. A joker left in your hand at the end of a round costs 50 points."
    ),
    HelpRules.tr_noop(
        "**A meld may hold at most one wild card**, at all times, whether you are laying down or"
        " adding to a meld. So a set needs at least 2 natural cards (3 in the set of 4), a run"
        " of 4 needs at least 3, and a meld can never be all wild. 7♥ 7♠ JK is a set; 7♥ JK JK"
        " is not."
    ),
    HelpRules.tr_noop(
        "When you put a wild card down you say what it stands for: in a run, the exact card (in"
        " 5♥ JK 7♥ 8♥ the joker is the 6♥); in a set, the rank. A wild at the end of a run is"
        " either the low end or the high end, and you choose which."
    ),
    HelpRules.tr_noop(
        "A wild card may be added to a meld that has no wild card in it (at either end of a run,"
        " you choose which). A meld that already holds a wild can only take another one after"
        " its wild has been swapped out."
    ),
    HelpRules.tr_noop("Your turn"),
    HelpRules.tr_noop(
        "**Draw one card**: take the upcard, or pass on it and draw the top card of the stock."
        " When you pass on a fresh upcard, the other players get a chance to buy it before you"
        " draw from the stock (see [Buying](#buying))."
    ),
    HelpRules.tr_noop(
        "**Then, if you want and can**, in any order:\n"
        "   - swap a wild card out of another player's meld ([Wild swaps](#wild-swaps));\n"
        "   - lay down your contract, if you have not already done so this round;\n"
        "   - once you are down, add cards to any melds on the table, yours or other players'."
    ),
    HelpRules.tr_noop(
        "**Discard one card** onto the discard pile, unless you have just gone out by playing"
        " your last card on the table."
    ),
    HelpRules.tr_noop(
        "You cannot play any card when it is not your turn; the only thing you can do out of"
        " turn is buy. You cannot lay down before you have drawn."
    ),
    HelpRules.tr_noop("Laying down your contract"),
    HelpRules.tr_noop(
        "You lay down the whole contract at once: exactly the number and kinds of melds the"
        " round asks for, no fewer and no more. You cannot put down part of it now and the rest"
        " later."
    ),
    HelpRules.tr_noop(
        "Each meld may be longer than the minimum: in round 1 you may lay down a set of 3 and a"
        " set of 5."
    ),
    HelpRules.tr_noop(
        "If the contract asks for two runs and you make them in the same suit, they must not"
        " touch: 3♠–6♠ with 7♠–10♠ is refused, because together they are one long run. 3♠–6♠"
        " with 8♠–J♠ is fine, and so are two runs of the same cards from different decks (3♠–6♠"
        " twice)."
    ),
    HelpRules.tr_noop("Two sets of the same rank are allowed, such as K♠ K♥ K♦ and K♣ K♠ JK."),
    HelpRules.tr_noop(
        'Once you are down ("gone down"), you may **never start a new meld** that round. From'
        " then on you only add cards to melds already on the table."
    ),
    HelpRules.tr_noop(
        "You may lay down on your first turn, and you may add cards to melds in the same turn"
        " you lay down."
    ),
    HelpRules.tr_noop("Laying off (adding to melds)"),
    HelpRules.tr_noop("Only a player who is already down may lay off."),
    HelpRules.tr_noop(
        "You may add to anybody's melds, as many cards as you like, in the turn you lay down and"
        " in later turns."
    ),
    HelpRules.tr_noop("A set takes any natural card of its rank, without limit."),
    HelpRules.tr_noop(
        "A run grows only at its two ends, and never past an ace: onto J♥ Q♥ K♥ A♥ you may add"
        " 10♥ but nothing above the ace."
    ),
    HelpRules.tr_noop("A wild card only goes onto a meld that has no wild card in it."),
    HelpRules.tr_noop(
        "Each card you add is checked against the meld as it is *now*, so you can extend 6♥–9♥"
        " with 5♥ and then with 10♥ in the same turn."
    ),
    HelpRules.tr_noop("Buying"),
    HelpRules.tr_noop(
        "Buying lets you take a card thrown away by someone else, out of turn, at the price of"
        " an extra card from the stock. Only the card that has **just** been discarded can be"
        " bought."
    ),
    HelpRules.tr_noop("Step by step, when a player discards a card:"),
    HelpRules.tr_noop(
        "**The next player decides first.** They may take the card as their normal draw. That is"
        " not a buy: it costs nothing and does not count against their buys."
    ),
    HelpRules.tr_noop(
        "**If they pass on it, it is offered for sale**, to the other players in turn order,"
        " starting with the player after them and going round the table. The first player who"
        " wants it gets it. You can buy only if:\n"
        "   - you are not the player who just discarded it (you can't buy back your own card);\n"
        "   - you have not laid down yet this round;\n"
        "   - you have buys left this round: 3 in rounds 1 to 9, 4 in round 10;\n"
        "   - there are enough cards left for the penalty card and the next player's draw (see"
        " below)."
    ),
    HelpRules.tr_noop(
        "**The buyer takes the card and one penalty card**, face down from the top of the stock."
        " Both go into their hand. The buyer cannot play them now; they wait for their own turn."
    ),
    HelpRules.tr_noop(
        "**The next player then draws from the stock** and carries on with their turn, whether"
        " the card was bought or not."
    ),
    HelpRules.tr_noop(
        "**The card is now dead**, whether someone bought it or nobody wanted it, and so is"
        " every card underneath it: nobody may take or buy them any more. Only the next discard"
        " can be taken or bought."
    ),
    HelpRules.tr_noop("More about buying:"),
    HelpRules.tr_noop(
        "At the start of a round, the upcard turned from the stock can be bought in the same"
        " way. The first player has first right to it, and everyone else, **the dealer"
        " included**, may buy it."
    ),
    HelpRules.tr_noop(
        "A buy is allowed only if, after the card is taken, the stock (together with the discard"
        " pile that could be shuffled into it) still holds at least 2 cards: one for the penalty"
        " and one for the next player's draw. Otherwise nobody may buy and the next player just"
        " draws."
    ),
    HelpRules.tr_noop(
        "With only two players, the one card that can be bought is the round's first upcard: if"
        " the first player passes on it and draws from the stock, the dealer is offered it."
        " After that the only other player is the one who threw the card away, who may not buy"
        ' it back (unless the house rule "Buy back your own discard" is on), so no other card is'
        " offered. Both players see the offer's outcome in Table Talk."
    ),
    HelpRules.tr_noop(
        "Once you are down you can no longer buy, but you may still take the upcard as your"
        " normal draw on your own turn."
    ),
    HelpRules.tr_noop(
        "A wild swap is not a buy: it costs no penalty card and does not count against your buys."
    ),
    HelpRules.tr_noop("Your count of buys starts again at zero every round."),
    HelpRules.tr_noop("Wild swaps"),
    HelpRules.tr_noop(
        "When another player has a wild card in one of their melds, you can take it by giving"
        " them the natural card it stands for."
    ),
    HelpRules.tr_noop("You can swap only on your own turn, after drawing and before discarding."),
    HelpRules.tr_noop("The wild must be in **another player's** meld, not your own."),
    HelpRules.tr_noop(
        "You give the exact card the wild stands for: in a run, the same rank and suit (a joker"
        " standing for 6♥ can only be swapped for a 6♥); in a set, any card of that rank."
    ),
    HelpRules.tr_noop(
        "Your natural card takes the wild's place, and that meld now has no wild card."
    ),
    HelpRules.tr_noop(
        "**You must play the wild card in the same turn**, or the swap is not allowed:\n"
        "  - if you have not laid down yet, you must lay down your contract this turn, using the"
        " wild in one of its melds (still only one wild per meld);\n"
        "  - if you are already down, you must lay the wild off onto a meld that has no wild"
        " card in it."
    ),
    HelpRules.tr_noop("You may never keep the swapped wild in your hand or discard it."),
    HelpRules.tr_noop("You may make several swaps in one turn, each following these rules."),
    HelpRules.tr_noop(
        "There are no swaps in round 10, because nobody has any melds on the table before"
        " someone goes out."
    ),
    HelpRules.tr_noop(
        "Example: in round 2 another player has 5♥ JK 7♥ 8♥ on the table, the joker standing for"
        " 6♥. You hold 6♥, 9♣ 9♦ and a run of four. You give the 6♥ for the joker and lay down"
        " 9♣ 9♦ JK with your run, all in one move."
    ),
    HelpRules.tr_noop("Going out"),
    HelpRules.tr_noop(
        "**Rounds 1 to 9.** Once you are down, you go out when your last card leaves your hand,"
        " either by discarding it or by laying it off onto a meld. The round ends at once;"
        " nobody else gets another turn. You score 0 for the round."
    ),
    HelpRules.tr_noop(
        "**Round 10.** Nobody lays down in round 10 until they can go out in the same turn:"
    ),
    HelpRules.tr_noop(
        "after drawing, you must place every card but one into exactly three runs of 5 or more"
        " cards (each with at most one wild card), and discard the one card left over;"
    ),
    HelpRules.tr_noop(
        "you hold 17 cards after drawing (2 more for every card you bought), so at least one run"
        " will be longer than 5;"
    ),
    HelpRules.tr_noop(
        "you must keep a card back to discard, even if every card you hold would fit into the runs;"
    ),
    HelpRules.tr_noop("that discard may not be the card you just took from the discard pile."),
    HelpRules.tr_noop("Scoring"),
    HelpRules.tr_noop(
        "The player who went out scores 0. Every other player scores the cards left in their hand:"
    ),
    HelpRules.tr_noop(
        "| Card | Points |\n"
        "|---|---|\n"
        "| Joker | 50 |\n"
        "| Any other wild card (a 2, when deuces are wild) | 20 |\n"
        "| Ace | 15 |\n"
        "| 10, J, Q, K | 10 |\n"
        "| 2 to 9 | 5 |"
    ),
    HelpRules.tr_noop(
        "Example: JK A♠ K♦ 10♣ 9♥ 2♠ left in hand scores 50 + 15 + 10 + 10 + 5 + 5 = 95 (110"
        " with deuces wild, when the 2♠ counts 20). There are no bonuses and no negative points."
        " After round 10 the lowest total wins."
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
    "Hillbilly Rummy": HILLBILLY,
    "Three Thirteen": THREE_THIRTEEN,
    SHARED_SECTION: SHARED,
}
