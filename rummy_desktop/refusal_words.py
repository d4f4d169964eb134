"""The engine's refusals in words: one table of whole-sentence templates, one per code.

The engine says what is wrong as data (a :class:`~rummy_desktop.engine.Problem`: a
:class:`~rummy_desktop.engine.Refusal` code and its values); this module, outside it, makes
the sentence a person reads. Every template is a whole sentence with named placeholders
(``{card}``, ``{playing_seat}``), never a sentence built from fragments, so a translator
sees each one whole; where the sentence differs with a value (a house rule, a set or a run)
the table holds each sentence in full (:class:`By`), and where it differs with a number, the
counted words are a plural of their own (``{most:wilds}``: "1 wild card"). Seats are numbers in the data: the caller gives the
players' names.

>>> from rummy_desktop.engine import Card, Problem, Refusal
>>> say(Problem.of(Refusal.NOT_YOUR_TURN, playing_seat=1), names=["Ann", "Ben"])
'It is not your turn: Ben is playing'
>>> say(Problem.of(Refusal.NOT_YOUR_TURN, playing_seat=1))
'It is not your turn: player 2 is playing'
>>> say(Problem.of(Refusal.SET_RANK, card=Card(6, "S"), rank=8))
'A set needs cards of one rank: 6♠ is not an 8'

How a value is shown follows the engine's naming rule (``engine/errors.py``): a seat
(``seat``, ``*_seat``) by the name the caller gives, a card as ``7♥``, cards as
``5♥ JK 7♥``, a suit (``suit``) as ``hearts`` or with ``{suit:a}`` as ``a heart``, a rank
(``rank``) with ``{rank:a}`` as ``an ace`` or ``{rank:plural}`` as ``aces``, a value read
from outside (:class:`~rummy_desktop.engine.Given`) quoted and shortened, a contract as
``2 sets of 3 + 1 run of 4`` or with ``{made:count}`` as ``1 set and 2 runs``, a count of
wild cards with ``{most:wilds}`` as ``1 wild card``, of points with ``{points:points}`` as
``5 points``, and a problem inside another in its own words.

Translation (context ``Refusals``, docs/dev/translations.md): every sentence of
:data:`TEMPLATES` and every phrase is marked here and said in the player's language; the
command line, which installs no translator, says them in English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from string import Formatter
from typing import TypeAlias

from .engine import Card, Contract, Given, Problem, Refusal, RefusalError
from .i18n import Words
from .quoting import quote

R = Refusal


class Refusals(Words):
    """The engine's refusals in words (a translation context)."""


@dataclass(frozen=True, slots=True)
class By:
    """Whole sentences to choose from by one value of the problem (``param``): a house rule,
    a kind of meld, whether the round is the last. Every case is a sentence of its own."""

    param: str
    cases: Mapping[object, Template]


Template: TypeAlias = "str | By"

# Values some sentences show that are the same in every language (a file's JSON), kept out
# of the translated text.
EXAMPLES = {"round_example": '{"deal": 7, "sets": [3, 3], "runs": []}'}

# The small phrases some sentences hold ({suit:a}, {rank:plural}): marked here, in English,
# and translated where they are shown.
SUITS = {
    "S": Refusals.tr_noop("spades"),
    "H": Refusals.tr_noop("hearts"),
    "D": Refusals.tr_noop("diamonds"),
    "C": Refusals.tr_noop("clubs"),
}
# A suit a run's cards must have: "A run needs cards of one suit: 7♥ is not a spade".
A_SUIT = {
    "S": Refusals.tr_noop("a spade"),
    "H": Refusals.tr_noop("a heart"),
    "D": Refusals.tr_noop("a diamond"),
    "C": Refusals.tr_noop("a club"),
}
# The rank a set's cards must have: "A set needs cards of one rank: 6♠ is not an 8".
A_RANK = {
    1: Refusals.tr_noop("an ace"),
    2: Refusals.tr_noop("a 2"),
    3: Refusals.tr_noop("a 3"),
    4: Refusals.tr_noop("a 4"),
    5: Refusals.tr_noop("a 5"),
    6: Refusals.tr_noop("a 6"),
    7: Refusals.tr_noop("a 7"),
    8: Refusals.tr_noop("an 8"),
    9: Refusals.tr_noop("a 9"),
    10: Refusals.tr_noop("a 10"),
    11: Refusals.tr_noop("a jack"),
    12: Refusals.tr_noop("a queen"),
    13: Refusals.tr_noop("a king"),
}
# Two sets of one rank: "two sets of aces".
RANKS = {
    1: Refusals.tr_noop("aces"),
    2: Refusals.tr_noop("2s"),
    3: Refusals.tr_noop("3s"),
    4: Refusals.tr_noop("4s"),
    5: Refusals.tr_noop("5s"),
    6: Refusals.tr_noop("6s"),
    7: Refusals.tr_noop("7s"),
    8: Refusals.tr_noop("8s"),
    9: Refusals.tr_noop("9s"),
    10: Refusals.tr_noop("10s"),
    11: Refusals.tr_noop("jacks"),
    12: Refusals.tr_noop("queens"),
    13: Refusals.tr_noop("kings"),
}

_WILD_LIMIT_HOLDS = By(
    "rule",
    {
        "one_per_meld": Refusals.tr_noop(
            "{meld} holds {wilds} wild cards, but a meld may hold only one wild card"
        ),
        "not_more_than_naturals": (
            Refusals.tr_noop(
                "{meld} holds {wilds} wild cards, but a meld may not hold more wild cards than "
                "natural ones"
            )
        ),
        "shanghai_table": By(
            "kind",
            {
                "set": (
                    Refusals.tr_noop(
                        "{meld} holds {wilds} wild cards, but a set of {length} cards may hold at "
                        "most {most:wilds}"
                    )
                ),
                "run": (
                    Refusals.tr_noop(
                        "{meld} holds {wilds} wild cards, but a run of {length} cards may hold at "
                        "most {most:wilds}"
                    )
                ),
            },
        ),
        "unlimited": Refusals.tr_noop(
            "{meld} holds {wilds} wild cards, but a meld needs at least one natural card"
        ),
    },
)

_WILD_LIMIT_NO_MORE = By(
    "rule",
    {
        "one_per_meld": Refusals.tr_noop(
            "{meld} cannot take another wild card: a meld may hold only one wild card"
        ),
        "not_more_than_naturals": (
            Refusals.tr_noop(
                "{meld} cannot take another wild card: a meld may not hold more wild cards than "
                "natural ones"
            )
        ),
        "shanghai_table": By(
            "kind",
            {
                "set": (
                    Refusals.tr_noop(
                        "{meld} cannot take another wild card: a set of {length} cards may hold at "
                        "most {most:wilds}"
                    )
                ),
                "run": (
                    Refusals.tr_noop(
                        "{meld} cannot take another wild card: a run of {length} cards may hold at "
                        "most {most:wilds}"
                    )
                ),
            },
        ),
        "unlimited": (
            Refusals.tr_noop(
                "{meld} cannot take another wild card: a meld needs at least one natural card"
            )
        ),
    },
)

# Every refusal's sentence, and the phrases above. The one table a translation covers.
TEMPLATES: dict[Refusal, Template] = {
    # ---- the table: whose move, and when
    R.GAME_OVER: Refusals.tr_noop("The game is over"),
    R.NO_SUCH_SEAT: Refusals.tr_noop("There is no seat {given} at this table"),
    R.NOT_A_MOVE: By(
        "variant",
        {
            "hillbilly": Refusals.tr_noop("{move} is not a move in Hillbilly Rummy"),
            "three-thirteen": Refusals.tr_noop("{move} is not a move in Three Thirteen"),
        },
    ),
    R.NOT_YOUR_TURN: Refusals.tr_noop("It is not your turn: {playing_seat} is playing"),
    R.ALREADY_DREW: By(
        "variant",
        {
            "hillbilly": Refusals.tr_noop("You have already drawn this turn"),
            "three-thirteen": Refusals.tr_noop("You have already drawn this turn: now discard"),
        },
    ),
    R.DRAW_FIRST: Refusals.tr_noop("Draw a card first, from the stock or the discard pile"),
    R.WAIT_FOR_BUY: Refusals.tr_noop("Wait until the buy offer is settled"),
    # ---- drawing and buying
    R.DISCARD_PILE_EMPTY: Refusals.tr_noop("The discard pile is empty: draw from the stock"),
    R.DISCARD_DEAD: Refusals.tr_noop("{card} is dead: only a fresh discard can be taken"),
    R.DOWN_DRAWS_STOCK: Refusals.tr_noop(
        "House rule: once you are down you draw from the stock only"
    ),
    R.NO_BUY_OFFER: Refusals.tr_noop("No card is being offered to buy now"),
    R.ANSWERS_FIRST: Refusals.tr_noop("Wait: {answering_seat} answers the offer first"),
    R.MAY_NOT_BUY: Refusals.tr_noop("You may not buy {card} now"),
    # ---- cards in hand and the discard
    R.NOT_IN_HAND: Refusals.tr_noop("{card} is not in your hand"),
    R.USED_TWICE: Refusals.tr_noop("{card} is used twice"),
    R.TOOK_THIS_DISCARD: Refusals.tr_noop(
        "You took {card} from the discard pile this turn: discard another card"
    ),
    R.WOULD_STRAND: (
        Refusals.tr_noop(
            "That would leave you only {card}, which you took from the discard pile this turn and "
            "may not discard"
        )
    ),
    R.KEEP_A_DISCARD: Refusals.tr_noop("House rule: keep one card to discard when you go out"),
    # ---- laying down
    R.NO_MELDS: Refusals.tr_noop("Choose the melds to lay down"),
    R.ALREADY_DOWN: Refusals.tr_noop("You are already down: add cards to melds by laying off"),
    R.ALL_AT_ONCE_EVERY_CARD: By(
        "final",
        {
            True: Refusals.tr_noop("In the last round every card must go into your melds"),
            False: Refusals.tr_noop("In round {round_no} every card must go into your melds"),
        },
    ),
    R.ALL_AT_ONCE_NEEDS_DISCARD: By(
        "final",
        {
            True: Refusals.tr_noop("In the last round you go out with a discard: choose one card"),
            False: Refusals.tr_noop(
                "In round {round_no} you go out with a discard: choose one card"
            ),
        },
    ),
    R.ALL_AT_ONCE_ALL_BUT_DISCARD: By(
        "final",
        {
            True: Refusals.tr_noop(
                "In the last round you lay down everything but the one card you discard"
            ),
            False: Refusals.tr_noop(
                "In round {round_no} you lay down everything but the one card you discard"
            ),
        },
    ),
    R.DISCARD_SEPARATELY: Refusals.tr_noop("Lay down first, then discard as a separate move"),
    R.CONTRACT_NOT_MET: Refusals.tr_noop(
        "Round {round_no} asks for {contract}: these melds make {made:count}"
    ),
    R.MELD_TOO_SHORT: By(
        "kind",
        {
            "set": Refusals.tr_noop(
                "Round {round_no} asks for a set of {size}: {meld} has only {count} cards"
            ),
            "run": Refusals.tr_noop(
                "Round {round_no} asks for a run of {size}: {meld} has only {count} cards"
            ),
        },
    ),
    R.MELD_NOT_EXACT: (
        Refusals.tr_noop(
            "In this game a lay-down uses melds of exactly the contract's length: {meld} has "
            "{count} cards, not {size}"
        )
    ),
    R.STACKED_AT_LAYDOWN: Refusals.tr_noop(
        "Duplicates are stacked on a run by laying off, never at a lay-down"
    ),
    R.CARD_IN_TWO_MELDS: Refusals.tr_noop("{card} cannot lie in two melds"),
    R.SETS_SHARE_RANK: Refusals.tr_noop(
        "In this game two sets may not share a rank: two sets of {rank:plural}"
    ),
    R.RUNS_TOO_CLOSE: By(
        "rule",
        {
            "no_adjacent": (
                Refusals.tr_noop(
                    "Two {suit} runs need a missing card between them: {first} and {second} are "
                    "too close"
                )
            ),
            "gap_ge_2": (
                Refusals.tr_noop(
                    "Two {suit} runs need two missing cards between them: {first} and {second} "
                    "are too close"
                )
            ),
        },
    ),
    # ---- laying off and swapping
    R.NOT_DOWN: Refusals.tr_noop("Lay down your contract before laying off"),
    R.NO_LAYOFF_ON_LAYDOWN_TURN: Refusals.tr_noop(
        "House rule: you cannot lay off in the turn you lay down"
    ),
    R.NO_SUCH_MELD: Refusals.tr_noop("There is no such meld on the table"),
    R.SWAPS_OFF: Refusals.tr_noop("House rule: wild cards cannot be taken from melds"),
    R.SWAP_FROM_OWN_MELD: Refusals.tr_noop("You can only take a wild from an opponent's meld"),
    R.SWAP_ONLY_BEFORE_DOWN: Refusals.tr_noop(
        "House rule: only a player who is not down may swap, to lay down"
    ),
    R.MATCHES_WILD: By(
        "swap",
        {
            "instead": Refusals.tr_noop(
                "{card} matches the {wild} standing for {card}: swap it for the wild instead"
            ),
            "off": (
                Refusals.tr_noop(
                    "Your {card} matches the {wild} standing for {card}, but a house rule keeps "
                    "wild cards in their melds"
                )
            ),
            "own_meld": (
                Refusals.tr_noop(
                    "Your {card} matches the {wild} standing for {card}, but a wild can only be "
                    "taken from an opponent's meld"
                )
            ),
            "down": (
                Refusals.tr_noop(
                    "Your {card} matches the {wild} standing for {card}, but a house rule lets only "
                    "a player who is not down swap"
                )
            ),
        },
    ),
    R.FOLLOW_UP_NOT_YOURS: Refusals.tr_noop("The follow-up move must be your own"),
    R.USE_THE_WILD: By(
        "down",
        {
            True: Refusals.tr_noop("You must use the wild this turn: lay it off"),
            False: Refusals.tr_noop(
                "You must use the wild this turn: lay down your contract with it"
            ),
        },
    ),
    R.LAY_DOWN_WITH_WILD: Refusals.tr_noop("Your lay-down must use the {wild} you take"),
    R.LAY_OFF_THE_WILD: Refusals.tr_noop("Lay off the {wild} you take, onto a meld without a wild"),
    R.WILD_BACK_ON_ITS_MELD: (
        Refusals.tr_noop(
            "The {wild} cannot go back on the meld it came from: that would only slide the wild "
            "along it, which this game's house rules do not allow"
        )
    ),
    R.WILD_ONTO_NATURAL_MELD: Refusals.tr_noop("The {wild} must go onto a meld that has no wild"),
    R.FOLLOW_UP_KIND: Refusals.tr_noop("After a swap, lay down or lay off the wild"),
    # ---- one meld
    R.SAME_CARD_TWICE: Refusals.tr_noop("A meld cannot hold the same physical card twice"),
    R.NOT_A_MELD_KIND: Refusals.tr_noop("A meld is a set or a run, not {given}"),
    R.TOO_FEW_CARDS: By(
        "kind",
        {
            "set": Refusals.tr_noop("A set needs at least 3 cards: {cards} has {count}"),
            "run": Refusals.tr_noop("A run needs at least 3 cards: {cards} has {count}"),
        },
    ),
    R.ALL_WILD: Refusals.tr_noop("A meld needs at least one natural card: {cards} are all wild"),
    R.SET_RANK: Refusals.tr_noop("A set needs cards of one rank: {card} is not {rank:a}"),
    R.SET_SUITS_DIFFER: Refusals.tr_noop(
        "In this game a set needs different suits: {meld} has two {suit}"
    ),
    R.SET_OF_SUITS_TOO_BIG: Refusals.tr_noop(
        "In this game a set of different suits holds at most 4 cards: {meld}"
    ),
    R.RUN_TOO_LONG: By(
        "most",
        {
            13: Refusals.tr_noop("A run holds at most 13 cards (A to K): this one has {count}"),
            14: Refusals.tr_noop(
                "A run holds at most 14 cards (A to K to A): this one has {count}"
            ),
        },
    ),
    R.RUN_SUIT: Refusals.tr_noop("A run needs cards of one suit: {card} is not {suit:a}"),
    R.ACE_IN_THE_MIDDLE: (
        Refusals.tr_noop(
            "An ace can only end a run, low (A 2 3) or high (Q K A): {cards} turns the corner"
        )
    ),
    R.RUN_ROOM_FOR_ONE: Refusals.tr_noop("A run has room for only one {card}: {cards}"),
    R.RUN_NOT_IN_ORDER: Refusals.tr_noop(
        "A run's cards must follow each other in order: {cards} do not"
    ),
    R.BELOW_THE_ACE: Refusals.tr_noop("Nothing goes below the ace: {cards} runs past it"),
    R.ABOVE_THE_ACE: Refusals.tr_noop("Nothing goes above the ace: {cards} runs past it"),
    R.TOO_MANY_WILDS: _WILD_LIMIT_HOLDS,
    # ---- a meld on the table
    R.NOT_AN_END: Refusals.tr_noop("A card goes on the low or the high end of a run, not {given}"),
    R.ALREADY_IN_MELD: Refusals.tr_noop("{card} already lies in this meld"),
    R.NO_MORE_WILDS: _WILD_LIMIT_NO_MORE,
    R.WHICH_END: Refusals.tr_noop("Say which end of {meld} the {card} goes on: low or high"),
    R.WRONG_END: By(
        "fits",
        {
            "low": Refusals.tr_noop("{card} fits only the low end of {meld}, not the high end"),
            "high": Refusals.tr_noop("{card} fits only the high end of {meld}, not the low end"),
        },
    ),
    R.DUPLICATE_AT_END: Refusals.tr_noop(
        "A duplicate may only sit in the middle of a run: {card} is an end of {meld}"
    ),
    R.BEYOND_THE_ACE: Refusals.tr_noop("Nothing goes beyond the ace: {meld} ends at the ace"),
    R.DOES_NOT_FIT: Refusals.tr_noop("{card} does not fit at either end of {meld}"),
    R.RUN_FULL: Refusals.tr_noop("{meld} is as long as a run can be ({most} cards)"),
    R.WHICH_END_SLIDES: (
        Refusals.tr_noop(
            "Say which end of {meld} the {wild} standing for {card} slides to: low or high"
        )
    ),
    R.NO_WILDS_FROM_SETS: Refusals.tr_noop(
        "In this game wild cards can be taken only from runs, not from sets"
    ),
    R.NO_WILD_TO_TAKE: Refusals.tr_noop("{meld} has no wild card to take"),
    R.SWAP_TAKES: Refusals.tr_noop("{card} cannot replace a wild in {meld}: it takes {wanted:or}"),
    R.SWAP_WITH_WILD: Refusals.tr_noop("{card} is wild itself: a swap gives a natural card"),
    # ---- Three Thirteen
    R.SOMEONE_WENT_OUT: Refusals.tr_noop(
        "Someone has already gone out: this is your last turn, just discard"
    ),
    R.NO_GOING_OUT_FIRST_LAP: Refusals.tr_noop(
        "House rule: nobody may go out on their first turn of a round"
    ),
    R.CANNOT_GO_OUT: (
        Refusals.tr_noop(
            "You cannot go out discarding {card}: your other cards leave {points:points} unmelded"
        )
    ),
    # ---- a card's name
    R.CARD_FORM: Refusals.tr_noop("{given} is not a card: write a rank and a suit, like 7H or JK"),
    R.CARD_SUIT: Refusals.tr_noop("{given} is not a card: the suit must be one of S, H, D, C"),
    R.CARD_RANK: Refusals.tr_noop(
        "{given} is not a card: the rank must be A, 2-10 (or T), J, Q or K"
    ),
    # ---- a rule set
    R.UNKNOWN_GAME: Refusals.tr_noop("unknown game {given}: choose hillbilly or three-thirteen"),
    R.UNKNOWN_VARIANT: Refusals.tr_noop("unknown variant {given}: choose {choices}"),
    R.RULES_NOT_AN_OBJECT: Refusals.tr_noop(
        "house rules must be a JSON object of flag names and values"
    ),
    R.RULE_OF_OTHER_GAME: Refusals.tr_noop("{given} is not a rule of {variant}"),
    R.NOT_A_HOUSE_RULE: Refusals.tr_noop("{given} is not a house rule"),
    R.CONTRACT_NAME_LENGTH: Refusals.tr_noop(
        "contract_name must be a name of 1 to {most} characters"
    ),
    R.NO_SUCH_CARD_VALUE: Refusals.tr_noop("card_values has no entry {given} (use {choices})"),
    R.ROUND_UNPLAYABLE: Refusals.tr_noop("Round {round_no}: {problem}"),
    R.TOO_FEW_DECKS: (
        Refusals.tr_noop(
            "{decks} deck(s) are too few for {players} players: the biggest deal needs at least "
            "{needed} cards"
        )
    ),
    R.PLAYERS_RANGE: Refusals.tr_noop(
        "{given} players cannot play: the games take {low} to {high} players"
    ),
    R.JOKERS_PER_DECK: Refusals.tr_noop("jokers_per_deck must be 0, 1 or 2"),
    R.DECKS_RANGE: Refusals.tr_noop("deck_count_override must be between {low} and {high} decks"),
    R.DECKS_FOR_PLAYERS: (
        Refusals.tr_noop(
            "decks_by_players names {given} players: the games take {low} to {high} players"
        )
    ),
    R.DECKS_BY_PLAYERS_RANGE: (
        Refusals.tr_noop(
            "decks_by_players gives {given} decks for {players} players: use {low} to {high} decks"
        )
    ),
    R.ROUNDS_RANGE: Refusals.tr_noop("A contract game has {low} to {high} rounds, not {count}"),
    R.RULE_RANGE: By(
        "name",
        {
            "buy_penalty_cards": Refusals.tr_noop(
                "{name} must be between {low} and {high} cards, not {given}"
            ),
            "buy_limits": Refusals.tr_noop(
                "{name} must be between {low} and {high} buys a round, not {given}"
            ),
            "card_values": Refusals.tr_noop(
                "{name} must be between {low} and {high} points a card, not {given}"
            ),
            "blind_out_bonus": Refusals.tr_noop(
                "{name} must be between {low} and {high} points, not {given}"
            ),
            "joker_points": Refusals.tr_noop(
                "{name} must be between {low} and {high} points, not {given}"
            ),
            "max_set_size": (
                Refusals.tr_noop(
                    "{name} must be between {low} and {high} cards (or none: no limit), not {given}"
                )
            ),
            "max_wilds_per_meld": (
                Refusals.tr_noop(
                    "{name} must be between {low} and {high} wild cards (or none: no limit), "
                    "not {given}"
                )
            ),
        },
    ),
    R.CONTRACTS_NOT_A_LIST: Refusals.tr_noop("contracts must be a list of rounds"),
    R.ROUND_NOT_AN_OBJECT: (
        Refusals.tr_noop("Round {round_no} of contracts must be an object such as {round_example}")
    ),
    R.ROUND_NO_SUCH_ENTRY: Refusals.tr_noop(
        "Round {round_no} of contracts has no entry {given} (use {choices})"
    ),
    R.ROUND_ENTRY: Refusals.tr_noop("Round {round_no} of contracts: {problem}"),
    R.BUY_LIMITS_FORM: Refusals.tr_noop(
        "buy_limits must be a number or a table of rounds and numbers"
    ),
    R.BUY_LIMITS_ROUND: Refusals.tr_noop(
        "buy_limits names round {given}: this game has rounds 1 to {rounds}"
    ),
    R.BUY_LIMITS_VALUE: Refusals.tr_noop(
        "buy_limits gives {given} for round {round_no}: use a number"
    ),
    R.NEEDS_TRUE_OR_FALSE: By(
        "quoted",
        {
            True: Refusals.tr_noop("{where} must be true or false without quotes, not {given}"),
            False: Refusals.tr_noop("{where} must be true or false, not {given}"),
        },
    ),
    R.NEEDS_WHOLE_NUMBER: By(
        "quoted",
        {
            True: Refusals.tr_noop(
                "{where} must be a whole number such as {example}, not {given} in quotes"
            ),
            False: Refusals.tr_noop(
                "{where} must be a whole number such as {example}, not {given}"
            ),
        },
    ),
    R.NOT_ONE_OF: Refusals.tr_noop("{where} must be one of {choices}, not {given}"),
    R.RULE_INVALID: Refusals.tr_noop("{detail}"),
    R.RULE_INVALID_AT: Refusals.tr_noop("{where}: {detail}"),
    # ---- one round of a contract list
    R.DEAL_RANGE: Refusals.tr_noop("deal {low} to {high} cards, not {given}"),
    R.BUYS_RANGE: Refusals.tr_noop("allow {low} to {high} buys, not {given}"),
    R.NO_MELDS_ASKED: Refusals.tr_noop("a round asks for at least one set or run"),
    R.TOO_MANY_RUNS: Refusals.tr_noop("a round asks for at most {most} runs, not {count}"),
    R.MELD_UNDER_THREE: By(
        "kind",
        {
            "set": Refusals.tr_noop("a set has at least 3 cards, not {given}"),
            "run": Refusals.tr_noop("a run has at least 3 cards, not {given}"),
        },
    ),
    R.RUN_LONGER_THAN_SUIT: By(
        "most",
        {
            13: Refusals.tr_noop("a run of {size} is longer than a suit allows (13 cards)"),
            14: Refusals.tr_noop(
                "a run of {size} is longer than a suit allows (14 cards, ace to ace)"
            ),
        },
    ),
    R.SET_OVER_FOUR_SUITS: Refusals.tr_noop("a set of {size} cannot have four different suits"),
    R.CONTRACT_OVER_DEAL: By(
        "keep_discard",
        {
            True: (
                Refusals.tr_noop(
                    "the contract needs {need} cards but the cards dealt make {total}, keeping one "
                    "to discard"
                )
            ),
            False: Refusals.tr_noop(
                "the contract needs {need} cards but the cards dealt plus one draw make {total}"
            ),
        },
    ),
    R.DEAL_TOO_BIG_FOR_RUNS: By(
        "sets",
        {
            False: (
                Refusals.tr_noop(
                    "deal at most {most} cards in a round of {runs} runs while the pack has wild "
                    "cards, not {deal} (the lay-down search tries every way to share the wilds)"
                )
            ),
            True: (
                Refusals.tr_noop(
                    "deal at most {most} cards in a round of {runs} runs and sets while the pack "
                    "has wild cards, not {deal} (the lay-down search tries every way to share the "
                    "wilds)"
                )
            ),
        },
    ),
    R.DEAL_TOO_BIG_FOR_EXTRAS: (
        Refusals.tr_noop(
            "deal at most {most} cards in a round that allows extra melds at the lay-down while "
            "the pack has wild cards, not {deal} (the lay-down search tries every choice of extra "
            "runs)"
        )
    ),
}


# ---- saying a problem ---------------------------------------------------------------------------


def say(problem: Problem | RefusalError, names: Sequence[str] = ()) -> str:
    """The problem as one sentence; ``names``: the players' names by seat (a seat without
    one is "player 2")."""
    if isinstance(problem, RefusalError):
        problem = problem.problem
    return _fill(template_for(problem.reason, problem.params), problem.params, names)


def problem_text(exc: BaseException, names: Sequence[str] = ()) -> str:
    """What went wrong, for a message: an engine refusal in words, any other error as it
    says itself (the catch-all ``except ValueError`` of the command line and the files)."""
    if isinstance(exc, RefusalError):
        return say(exc.problem, names)
    return str(exc)


def template_for(reason: Refusal, params: Mapping[str, object]) -> str:
    """The sentence these values choose (the :class:`By` cases followed), in English, before
    its values are put in: what the translator sees for this problem."""
    template = TEMPLATES[reason]
    while isinstance(template, By):
        template = template.cases[params[template.param]]
    return template


def _fill(source: str, params: Mapping[str, object], names: Sequence[str]) -> str:
    """The sentence in the player's language with its values put in; a translation that
    names a value the problem lacks (a translator's slip) gives way to the English."""
    shown: dict[str, object] = dict(EXAMPLES)
    shown.update({k: _Shown(k, v, names) for k, v in params.items()})
    try:
        return Refusals.tr(source).format_map(shown)
    except (KeyError, IndexError, ValueError):
        return source.format_map(shown)


class _Shown:
    """One value of a problem, shown as its name says (see the module's docstring); the
    format spec (``{suit:a}``, ``{rank:plural}``, ``{made:count}``, ``{wanted:or}``,
    ``{most:wilds}``, ``{points:points}``) picks the form."""

    __slots__ = ("name", "value", "names")

    def __init__(self, name: str, value: object, names: Sequence[str]) -> None:
        self.name, self.value, self.names = name, value, names

    def __format__(self, spec: str) -> str:
        name, value = self.name, self.value
        if isinstance(value, Given):
            return quote(value.value)
        if isinstance(value, Problem):
            return say(value, self.names)
        if isinstance(value, Card):
            return value.pretty
        if isinstance(value, Contract):
            return _made(value) if spec == "count" else _contract(value)
        if isinstance(value, tuple):
            if all(isinstance(c, Card) for c in value):
                shown = [c.pretty for c in value if isinstance(c, Card)]
                if spec == "or" and shown:
                    text = shown[0]
                    for more in shown[1:]:
                        #: The cards a wild could stand for: "4♠ or 6♠".
                        text = Refusals.tr("{first} or {second}", first=text, second=more)
                    return text
                return " ".join(shown)
            return ", ".join(str(v) for v in value)
        if (name == "seat" or name.endswith("_seat")) and isinstance(value, int):
            if 0 <= value < len(self.names):
                return self.names[value]
            #: A seat nobody gave a name: "It is not your turn: player 2 is playing".
            return Refusals.tr("player {number}", number=value + 1)
        if name == "suit" and isinstance(value, str) and value in SUITS:
            return Refusals.tr(A_SUIT[value] if spec == "a" else SUITS[value])
        if name == "rank" and isinstance(value, int) and value in RANKS:
            return Refusals.tr(A_RANK[value] if spec == "a" else RANKS[value])
        if spec == "wilds" and isinstance(value, int):
            #: How many wild cards a meld may hold: "a set of 4 cards may hold at most 1 wild card".
            return Refusals.tr("%n wild card(s)", None, value)
        if spec == "points" and isinstance(value, int):
            #: The points a hand leaves: "your other cards leave 5 points unmelded".
            return Refusals.tr("%n point(s)", None, value)
        return format(value, spec)


def _contract(contract: Contract) -> str:
    """``2 sets of 3 + 1 run of 4``: the melds a round asks for, by their least length."""
    parts = []
    for size in sorted(set(contract.sets)):
        #: Part of a round's contract: "2 sets of 3" (sets of at least 3 cards).
        parts.append(Refusals.tr("%n set(s) of {size}", None, contract.sets.count(size), size=size))
    for size in sorted(set(contract.runs)):
        #: Part of a round's contract: "1 run of 4" (a run of at least 4 cards).
        parts.append(Refusals.tr("%n run(s) of {size}", None, contract.runs.count(size), size=size))
    #: A contract that asks for no melds at all.
    text = parts[0] if parts else Refusals.tr("nothing")
    for part in parts[1:]:
        #: A contract's parts joined: "2 sets of 3 + 1 run of 4".
        text = Refusals.tr("{first} + {second}", first=text, second=part)
    return text


def _made(made: Contract) -> str:
    """``1 set and 2 runs``: how many melds of each kind, or ``nothing``."""
    sets, runs = len(made.sets), len(made.runs)
    #: Melds made: "1 set" (of a contract's lay-down).
    sets_made = Refusals.tr("%n set(s)", None, sets)
    #: Melds made: "2 runs" (of a contract's lay-down).
    runs_made = Refusals.tr("%n run(s)", None, runs)
    if sets and runs:
        #: Melds made: "1 set and 2 runs".
        return Refusals.tr("{sets} and {runs}", sets=sets_made, runs=runs_made)
    if sets or runs:
        return sets_made if sets else runs_made
    return Refusals.tr("nothing")


def contract_words(contract: Contract) -> str:
    """A round's contract as the refusals say it: ``2 sets of 3 + 1 run of 4``."""
    return _contract(contract)


def placeholders(text: str) -> set[str]:
    """The names a template's placeholders use (``{card}``, ``{rank:a}`` -> card, rank)."""
    return {field for _lit, field, _spec, _conv in Formatter().parse(text) if field}
