"""The engine's refusals in words: one table of whole-sentence templates, one per code.

The engine says what is wrong as data (a :class:`~rummy_desktop.engine.Problem`: a
:class:`~rummy_desktop.engine.Refusal` code and its values); this module, outside it, makes
the sentence a person reads. Every template is a whole sentence with named placeholders
(``{card}``, ``{playing_seat}``), never a sentence built from fragments, so a translator
sees each one whole; where the sentence differs with a value (a house rule, a set or a run)
the table holds each sentence in full (:class:`By`), and where it differs with a number, its
singular and plural (:class:`Plural`). Seats are numbers in the data: the caller gives the
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
``2 sets of 3 + 1 run of 4`` or with ``{made:count}`` as ``1 set and 2 runs``, and a
problem inside another in its own words.

Translation: every piece of text here, the sentences and the small phrases they use, is
looked up through :func:`_words` and nothing else; the translate seam hooks in there (its
body is the one line to change), and the literals of :data:`TEMPLATES` are what a
translator gets to translate.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from string import Formatter
from typing import TypeAlias

from .engine import Card, Contract, Given, Problem, Refusal, RefusalError
from .quoting import quote

R = Refusal


@dataclass(frozen=True, slots=True)
class Plural:
    """A sentence whose words follow a number: its singular and its plural form, chosen by
    the value named ``count`` (a translator gives the forms the language has)."""

    count: str
    one: str
    other: str


@dataclass(frozen=True, slots=True)
class By:
    """Whole sentences to choose from by one value of the problem (``param``): a house rule,
    a kind of meld, whether the round is the last. Every case is a sentence of its own."""

    param: str
    cases: Mapping[object, Template]


Template: TypeAlias = "str | Plural | By"

# The sub-phrases some sentences hold (a player without a name, a suit, a rank, a contract):
# looked up, and translated, like the sentences.
PLAYER = "phrase: player"
OR = "phrase: or"
NOTHING = "phrase: nothing"
BOTH = "phrase: both"
SETS_OF = "phrase: sets of"
RUNS_OF = "phrase: runs of"
SETS = "phrase: sets"
RUNS = "phrase: runs"
JOIN_CONTRACT = "phrase: contract join"
SUITS = {s: f"phrase: suits {s}" for s in "SHDC"}
A_SUIT = {s: f"phrase: a suit {s}" for s in "SHDC"}
A_RANK = {r: f"phrase: a rank {r}" for r in range(1, 14)}
RANKS = {r: f"phrase: ranks {r}" for r in range(1, 14)}

_WILD_LIMIT_HOLDS = By(
    "rule",
    {
        "one_per_meld": "{meld} holds {wilds} wild cards, but a meld may hold only one wild card",
        "not_more_than_naturals": (
            "{meld} holds {wilds} wild cards, but a meld may not hold more wild cards than "
            "natural ones"
        ),
        "shanghai_table": By(
            "kind",
            {
                "set": Plural(
                    "most",
                    "{meld} holds {wilds} wild cards, but a set of {length} cards may hold at "
                    "most {most} wild card",
                    "{meld} holds {wilds} wild cards, but a set of {length} cards may hold at "
                    "most {most} wild cards",
                ),
                "run": Plural(
                    "most",
                    "{meld} holds {wilds} wild cards, but a run of {length} cards may hold at "
                    "most {most} wild card",
                    "{meld} holds {wilds} wild cards, but a run of {length} cards may hold at "
                    "most {most} wild cards",
                ),
            },
        ),
        "unlimited": "{meld} holds {wilds} wild cards, but a meld needs at least one natural card",
    },
)

_WILD_LIMIT_NO_MORE = By(
    "rule",
    {
        "one_per_meld": "{meld} cannot take another wild card: a meld may hold only one wild card",
        "not_more_than_naturals": (
            "{meld} cannot take another wild card: a meld may not hold more wild cards than "
            "natural ones"
        ),
        "shanghai_table": By(
            "kind",
            {
                "set": Plural(
                    "most",
                    "{meld} cannot take another wild card: a set of {length} cards may hold at "
                    "most {most} wild card",
                    "{meld} cannot take another wild card: a set of {length} cards may hold at "
                    "most {most} wild cards",
                ),
                "run": Plural(
                    "most",
                    "{meld} cannot take another wild card: a run of {length} cards may hold at "
                    "most {most} wild card",
                    "{meld} cannot take another wild card: a run of {length} cards may hold at "
                    "most {most} wild cards",
                ),
            },
        ),
        "unlimited": (
            "{meld} cannot take another wild card: a meld needs at least one natural card"
        ),
    },
)

# Every refusal's sentence, and the phrases above. The one table a translation covers.
TEMPLATES: dict[Refusal | str, Template] = {
    # ---- the table: whose move, and when
    R.GAME_OVER: "The game is over",
    R.NO_SUCH_SEAT: "There is no seat {given} at this table",
    R.NOT_A_MOVE: By(
        "variant",
        {
            "hillbilly": "{move} is not a move in Hillbilly Rummy",
            "three-thirteen": "{move} is not a move in Three Thirteen",
        },
    ),
    R.NOT_YOUR_TURN: "It is not your turn: {playing_seat} is playing",
    R.ALREADY_DREW: By(
        "variant",
        {
            "hillbilly": "You have already drawn this turn",
            "three-thirteen": "You have already drawn this turn: now discard",
        },
    ),
    R.DRAW_FIRST: "Draw a card first, from the stock or the discard pile",
    R.WAIT_FOR_BUY: "Wait until the buy offer is settled",
    # ---- drawing and buying
    R.DISCARD_PILE_EMPTY: "The discard pile is empty: draw from the stock",
    R.DISCARD_DEAD: "{card} is dead: only a fresh discard can be taken",
    R.DOWN_DRAWS_STOCK: "House rule: once you are down you draw from the stock only",
    R.NO_BUY_OFFER: "No card is being offered to buy now",
    R.ANSWERS_FIRST: "Wait: {answering_seat} answers the offer first",
    R.MAY_NOT_BUY: "You may not buy {card} now",
    # ---- cards in hand and the discard
    R.NOT_IN_HAND: "{card} is not in your hand",
    R.USED_TWICE: "{card} is used twice",
    R.TOOK_THIS_DISCARD: "You took {card} from the discard pile this turn: discard another card",
    R.WOULD_STRAND: (
        "That would leave you only {card}, which you took from the discard pile this turn and "
        "may not discard"
    ),
    R.KEEP_A_DISCARD: "House rule: keep one card to discard when you go out",
    # ---- laying down
    R.NO_MELDS: "Choose the melds to lay down",
    R.ALREADY_DOWN: "You are already down: add cards to melds by laying off",
    R.ALL_AT_ONCE_EVERY_CARD: By(
        "final",
        {
            True: "In the last round every card must go into your melds",
            False: "In round {round_no} every card must go into your melds",
        },
    ),
    R.ALL_AT_ONCE_NEEDS_DISCARD: By(
        "final",
        {
            True: "In the last round you go out with a discard: choose one card",
            False: "In round {round_no} you go out with a discard: choose one card",
        },
    ),
    R.ALL_AT_ONCE_ALL_BUT_DISCARD: By(
        "final",
        {
            True: "In the last round you lay down everything but the one card you discard",
            False: "In round {round_no} you lay down everything but the one card you discard",
        },
    ),
    R.DISCARD_SEPARATELY: "Lay down first, then discard as a separate move",
    R.CONTRACT_NOT_MET: "Round {round_no} asks for {contract}: these melds make {made:count}",
    R.MELD_TOO_SHORT: By(
        "kind",
        {
            "set": "Round {round_no} asks for a set of {size}: {meld} has only {count} cards",
            "run": "Round {round_no} asks for a run of {size}: {meld} has only {count} cards",
        },
    ),
    R.MELD_NOT_EXACT: (
        "In this game a lay-down uses melds of exactly the contract's length: {meld} has "
        "{count} cards, not {size}"
    ),
    R.STACKED_AT_LAYDOWN: "Duplicates are stacked on a run by laying off, never at a lay-down",
    R.CARD_IN_TWO_MELDS: "{card} cannot lie in two melds",
    R.SETS_SHARE_RANK: "In this game two sets may not share a rank: two sets of {rank:plural}",
    R.RUNS_TOO_CLOSE: By(
        "rule",
        {
            "no_adjacent": (
                "Two {suit} runs need a missing card between them: {first} and {second} are "
                "too close"
            ),
            "gap_ge_2": (
                "Two {suit} runs need two missing cards between them: {first} and {second} "
                "are too close"
            ),
        },
    ),
    # ---- laying off and swapping
    R.NOT_DOWN: "Lay down your contract before laying off",
    R.NO_LAYOFF_ON_LAYDOWN_TURN: "House rule: you cannot lay off in the turn you lay down",
    R.NO_SUCH_MELD: "There is no such meld on the table",
    R.SWAPS_OFF: "House rule: wild cards cannot be taken from melds",
    R.SWAP_FROM_OWN_MELD: "You can only take a wild from an opponent's meld",
    R.SWAP_ONLY_BEFORE_DOWN: "House rule: only a player who is not down may swap, to lay down",
    R.MATCHES_WILD: By(
        "swap",
        {
            "instead": "{card} matches the {wild} standing for {card}: swap it for the wild instead",
            "off": (
                "Your {card} matches the {wild} standing for {card}, but a house rule keeps "
                "wild cards in their melds"
            ),
            "own_meld": (
                "Your {card} matches the {wild} standing for {card}, but a wild can only be "
                "taken from an opponent's meld"
            ),
            "down": (
                "Your {card} matches the {wild} standing for {card}, but a house rule lets only "
                "a player who is not down swap"
            ),
        },
    ),
    R.FOLLOW_UP_NOT_YOURS: "The follow-up move must be your own",
    R.USE_THE_WILD: By(
        "down",
        {
            True: "You must use the wild this turn: lay it off",
            False: "You must use the wild this turn: lay down your contract with it",
        },
    ),
    R.LAY_DOWN_WITH_WILD: "Your lay-down must use the {wild} you take",
    R.LAY_OFF_THE_WILD: "Lay off the {wild} you take, onto a meld without a wild",
    R.WILD_BACK_ON_ITS_MELD: (
        "The {wild} cannot go back on the meld it came from: that would only slide the wild "
        "along it, which this game's house rules do not allow"
    ),
    R.WILD_ONTO_NATURAL_MELD: "The {wild} must go onto a meld that has no wild",
    R.FOLLOW_UP_KIND: "After a swap, lay down or lay off the wild",
    # ---- one meld
    R.SAME_CARD_TWICE: "A meld cannot hold the same physical card twice",
    R.NOT_A_MELD_KIND: "A meld is a set or a run, not {given}",
    R.TOO_FEW_CARDS: By(
        "kind",
        {
            "set": "A set needs at least 3 cards: {cards} has {count}",
            "run": "A run needs at least 3 cards: {cards} has {count}",
        },
    ),
    R.ALL_WILD: "A meld needs at least one natural card: {cards} are all wild",
    R.SET_RANK: "A set needs cards of one rank: {card} is not {rank:a}",
    R.SET_SUITS_DIFFER: "In this game a set needs different suits: {meld} has two {suit}",
    R.SET_OF_SUITS_TOO_BIG: "In this game a set of different suits holds at most 4 cards: {meld}",
    R.RUN_TOO_LONG: By(
        "most",
        {
            13: "A run holds at most 13 cards (A to K): this one has {count}",
            14: "A run holds at most 14 cards (A to K to A): this one has {count}",
        },
    ),
    R.RUN_SUIT: "A run needs cards of one suit: {card} is not {suit:a}",
    R.ACE_IN_THE_MIDDLE: (
        "An ace can only end a run, low (A 2 3) or high (Q K A): {cards} turns the corner"
    ),
    R.RUN_ROOM_FOR_ONE: "A run has room for only one {card}: {cards}",
    R.RUN_NOT_IN_ORDER: "A run's cards must follow each other in order: {cards} do not",
    R.BELOW_THE_ACE: "Nothing goes below the ace: {cards} runs past it",
    R.ABOVE_THE_ACE: "Nothing goes above the ace: {cards} runs past it",
    R.TOO_MANY_WILDS: _WILD_LIMIT_HOLDS,
    # ---- a meld on the table
    R.NOT_AN_END: "A card goes on the low or the high end of a run, not {given}",
    R.ALREADY_IN_MELD: "{card} already lies in this meld",
    R.NO_MORE_WILDS: _WILD_LIMIT_NO_MORE,
    R.WHICH_END: "Say which end of {meld} the {card} goes on: low or high",
    R.WRONG_END: By(
        "fits",
        {
            "low": "{card} fits only the low end of {meld}, not the high end",
            "high": "{card} fits only the high end of {meld}, not the low end",
        },
    ),
    R.DUPLICATE_AT_END: "A duplicate may only sit in the middle of a run: {card} is an end of {meld}",
    R.BEYOND_THE_ACE: "Nothing goes beyond the ace: {meld} ends at the ace",
    R.DOES_NOT_FIT: "{card} does not fit at either end of {meld}",
    R.RUN_FULL: "{meld} is as long as a run can be ({most} cards)",
    R.WHICH_END_SLIDES: (
        "Say which end of {meld} the {wild} standing for {card} slides to: low or high"
    ),
    R.NO_WILDS_FROM_SETS: "In this game wild cards can be taken only from runs, not from sets",
    R.NO_WILD_TO_TAKE: "{meld} has no wild card to take",
    R.SWAP_TAKES: "{card} cannot replace a wild in {meld}: it takes {wanted:or}",
    R.SWAP_WITH_WILD: "{card} is wild itself: a swap gives a natural card",
    # ---- Three Thirteen
    R.SOMEONE_WENT_OUT: "Someone has already gone out: this is your last turn, just discard",
    R.NO_GOING_OUT_FIRST_LAP: "House rule: nobody may go out on their first turn of a round",
    R.CANNOT_GO_OUT: Plural(
        "points",
        "You cannot go out discarding {card}: your other cards leave {points} point unmelded",
        "You cannot go out discarding {card}: your other cards leave {points} points unmelded",
    ),
    # ---- a card's name
    R.CARD_FORM: "{given} is not a card: write a rank and a suit, like 7H or JK",
    R.CARD_SUIT: "{given} is not a card: the suit must be one of S, H, D, C",
    R.CARD_RANK: "{given} is not a card: the rank must be A, 2-10 (or T), J, Q or K",
    # ---- a rule set
    R.UNKNOWN_GAME: "unknown game {given}: choose hillbilly or three-thirteen",
    R.UNKNOWN_VARIANT: "unknown variant {given}: choose {choices}",
    R.RULES_NOT_AN_OBJECT: "house rules must be a JSON object of flag names and values",
    R.RULE_OF_OTHER_GAME: "{given} is not a rule of {variant}",
    R.NOT_A_HOUSE_RULE: "{given} is not a house rule",
    R.CONTRACT_NAME_LENGTH: "contract_name must be a name of 1 to {most} characters",
    R.NO_SUCH_CARD_VALUE: "card_values has no entry {given} (use {choices})",
    R.ROUND_UNPLAYABLE: "Round {round_no}: {problem}",
    R.TOO_FEW_DECKS: (
        "{decks} deck(s) are too few for {players} players: the biggest deal needs at least "
        "{needed} cards"
    ),
    R.PLAYERS_RANGE: "{given} players cannot play: the games take {low} to {high} players",
    R.JOKERS_PER_DECK: "jokers_per_deck must be 0, 1 or 2",
    R.DECKS_RANGE: "deck_count_override must be between {low} and {high} decks",
    R.DECKS_FOR_PLAYERS: (
        "decks_by_players names {given} players: the games take {low} to {high} players"
    ),
    R.DECKS_BY_PLAYERS_RANGE: (
        "decks_by_players gives {given} decks for {players} players: use {low} to {high} decks"
    ),
    R.ROUNDS_RANGE: "A contract game has {low} to {high} rounds, not {count}",
    R.RULE_RANGE: By(
        "name",
        {
            "buy_penalty_cards": "{name} must be between {low} and {high} cards, not {given}",
            "buy_limits": "{name} must be between {low} and {high} buys a round, not {given}",
            "card_values": "{name} must be between {low} and {high} points a card, not {given}",
            "blind_out_bonus": "{name} must be between {low} and {high} points, not {given}",
            "joker_points": "{name} must be between {low} and {high} points, not {given}",
            "max_set_size": (
                "{name} must be between {low} and {high} cards (or none: no limit), not {given}"
            ),
            "max_wilds_per_meld": (
                "{name} must be between {low} and {high} wild cards (or none: no limit), "
                "not {given}"
            ),
        },
    ),
    R.CONTRACTS_NOT_A_LIST: "contracts must be a list of rounds",
    R.ROUND_NOT_AN_OBJECT: (
        'Round {round_no} of contracts must be an object such as {{"deal": 7, "sets": [3, 3], '
        '"runs": []}}'
    ),
    R.ROUND_NO_SUCH_ENTRY: "Round {round_no} of contracts has no entry {given} (use {choices})",
    R.ROUND_ENTRY: "Round {round_no} of contracts: {problem}",
    R.BUY_LIMITS_FORM: "buy_limits must be a number or a table of rounds and numbers",
    R.BUY_LIMITS_ROUND: "buy_limits names round {given}: this game has rounds 1 to {rounds}",
    R.BUY_LIMITS_VALUE: "buy_limits gives {given} for round {round_no}: use a number",
    R.NEEDS_TRUE_OR_FALSE: By(
        "quoted",
        {
            True: "{where} must be true or false without quotes, not {given}",
            False: "{where} must be true or false, not {given}",
        },
    ),
    R.NEEDS_WHOLE_NUMBER: By(
        "quoted",
        {
            True: "{where} must be a whole number such as {example}, not {given} in quotes",
            False: "{where} must be a whole number such as {example}, not {given}",
        },
    ),
    R.NOT_ONE_OF: "{where} must be one of {choices}, not {given}",
    R.RULE_INVALID: "{detail}",
    R.RULE_INVALID_AT: "{where}: {detail}",
    # ---- one round of a contract list
    R.DEAL_RANGE: "deal {low} to {high} cards, not {given}",
    R.BUYS_RANGE: "allow {low} to {high} buys, not {given}",
    R.NO_MELDS_ASKED: "a round asks for at least one set or run",
    R.TOO_MANY_RUNS: "a round asks for at most {most} runs, not {count}",
    R.MELD_UNDER_THREE: By(
        "kind",
        {
            "set": "a set has at least 3 cards, not {given}",
            "run": "a run has at least 3 cards, not {given}",
        },
    ),
    R.RUN_LONGER_THAN_SUIT: By(
        "most",
        {
            13: "a run of {size} is longer than a suit allows (13 cards)",
            14: "a run of {size} is longer than a suit allows (14 cards, ace to ace)",
        },
    ),
    R.SET_OVER_FOUR_SUITS: "a set of {size} cannot have four different suits",
    R.CONTRACT_OVER_DEAL: By(
        "keep_discard",
        {
            True: (
                "the contract needs {need} cards but the cards dealt make {total}, keeping one "
                "to discard"
            ),
            False: "the contract needs {need} cards but the cards dealt plus one draw make {total}",
        },
    ),
    R.DEAL_TOO_BIG_FOR_RUNS: By(
        "sets",
        {
            False: (
                "deal at most {most} cards in a round of {runs} runs while the pack has wild "
                "cards, not {deal} (the lay-down search tries every way to share the wilds)"
            ),
            True: (
                "deal at most {most} cards in a round of {runs} runs and sets while the pack "
                "has wild cards, not {deal} (the lay-down search tries every way to share the "
                "wilds)"
            ),
        },
    ),
    R.DEAL_TOO_BIG_FOR_EXTRAS: (
        "deal at most {most} cards in a round that allows extra melds at the lay-down while "
        "the pack has wild cards, not {deal} (the lay-down search tries every choice of extra "
        "runs)"
    ),
    # ---- phrases: a seat nobody named, joiners, suits, ranks, contracts
    PLAYER: "player {number}",  # a seat the caller gave no name for: "player 2"
    OR: "{first} or {second}",  # the cards a wild stands for: "4♠ or 6♠"
    NOTHING: "nothing",  # melds made: none at all
    BOTH: "{sets} and {runs}",  # melds made: "1 set and 2 runs"
    SETS_OF: Plural("count", "{count} set of {size}", "{count} sets of {size}"),
    RUNS_OF: Plural("count", "{count} run of {size}", "{count} runs of {size}"),
    SETS: Plural("count", "{count} set", "{count} sets"),
    RUNS: Plural("count", "{count} run", "{count} runs"),
    JOIN_CONTRACT: "{first} + {second}",  # a contract's parts: "2 sets of 3 + 1 run of 4"
    SUITS["S"]: "spades",
    SUITS["H"]: "hearts",
    SUITS["D"]: "diamonds",
    SUITS["C"]: "clubs",
    A_SUIT["S"]: "a spade",
    A_SUIT["H"]: "a heart",
    A_SUIT["D"]: "a diamond",
    A_SUIT["C"]: "a club",
    A_RANK[1]: "an ace",
    A_RANK[2]: "a 2",
    A_RANK[3]: "a 3",
    A_RANK[4]: "a 4",
    A_RANK[5]: "a 5",
    A_RANK[6]: "a 6",
    A_RANK[7]: "a 7",
    A_RANK[8]: "an 8",
    A_RANK[9]: "a 9",
    A_RANK[10]: "a 10",
    A_RANK[11]: "a jack",
    A_RANK[12]: "a queen",
    A_RANK[13]: "a king",
    RANKS[1]: "aces",
    RANKS[2]: "2s",
    RANKS[3]: "3s",
    RANKS[4]: "4s",
    RANKS[5]: "5s",
    RANKS[6]: "6s",
    RANKS[7]: "7s",
    RANKS[8]: "8s",
    RANKS[9]: "9s",
    RANKS[10]: "10s",
    RANKS[11]: "jacks",
    RANKS[12]: "queens",
    RANKS[13]: "kings",
}


def _words(one: str, other: str | None = None, count: int = 1) -> str:
    """THE TRANSLATE SEAM: every template and phrase of :data:`TEMPLATES` passes here before
    its values are put in. English picks the singular or the plural; a translation hooks in
    by making this one line call the translator (``one`` is the key, ``other`` and ``count``
    choose the plural form)."""
    return one if other is None or count == 1 else other


# ---- saying a problem ---------------------------------------------------------------------------


def say(problem: Problem | RefusalError, names: Sequence[str] = ()) -> str:
    """The problem as one sentence; ``names``: the players' names by seat (a seat without
    one is "player 2")."""
    if isinstance(problem, RefusalError):
        problem = problem.problem
    return _fill(TEMPLATES[problem.reason], problem.params, names)


def problem_text(exc: BaseException, names: Sequence[str] = ()) -> str:
    """What went wrong, for a message: an engine refusal in words, any other error as it
    says itself (the catch-all ``except ValueError`` of the command line and the files)."""
    if isinstance(exc, RefusalError):
        return say(exc.problem, names)
    return str(exc)


def template_for(reason: Refusal | str, params: Mapping[str, object]) -> str:
    """The sentence these values choose (a :class:`By` case followed, a plural form picked),
    before its values are put in: what the translator sees for this problem."""
    return _choose(TEMPLATES[reason], params)


def _choose(template: Template, params: Mapping[str, object]) -> str:
    while isinstance(template, By):
        template = template.cases[params[template.param]]
    if isinstance(template, Plural):
        count = params[template.count]
        return _words(template.one, template.other, count if isinstance(count, int) else 2)
    return _words(template)


def _fill(template: Template, params: Mapping[str, object], names: Sequence[str]) -> str:
    text = _choose(template, params)
    return text.format_map({k: _Shown(k, v, names) for k, v in params.items()})


def _phrase(key: str, names: Sequence[str] = (), **params: object) -> str:
    return _fill(TEMPLATES[key], params, names)


class _Shown:
    """One value of a problem, shown as its name says (see the module's docstring); the
    format spec (``{suit:a}``, ``{rank:plural}``, ``{made:count}``, ``{wanted:or}``) picks
    the form."""

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
                        text = _phrase(OR, first=text, second=more)
                    return text
                return " ".join(shown)
            return ", ".join(str(v) for v in value)
        if (name == "seat" or name.endswith("_seat")) and isinstance(value, int):
            if 0 <= value < len(self.names):
                return self.names[value]
            return _phrase(PLAYER, number=value + 1)
        if name == "suit" and isinstance(value, str) and value in SUITS:
            return _phrase(A_SUIT[value] if spec == "a" else SUITS[value])
        if name == "rank" and isinstance(value, int) and value in RANKS:
            return _phrase(A_RANK[value] if spec == "a" else RANKS[value])
        return format(value, spec)


def _contract(contract: Contract) -> str:
    """``2 sets of 3 + 1 run of 4``: the melds a round asks for, by their least length."""
    parts = []
    for key, sizes in ((SETS_OF, contract.sets), (RUNS_OF, contract.runs)):
        for size in sorted(set(sizes)):
            parts.append(_phrase(key, count=sizes.count(size), size=size))
    text = parts[0] if parts else _phrase(NOTHING)
    for part in parts[1:]:
        text = _phrase(JOIN_CONTRACT, first=text, second=part)
    return text


def _made(made: Contract) -> str:
    """``1 set and 2 runs``: how many melds of each kind, or ``nothing``."""
    sets, runs = len(made.sets), len(made.runs)
    if sets and runs:
        return _phrase(BOTH, sets=_phrase(SETS, count=sets), runs=_phrase(RUNS, count=runs))
    if sets or runs:
        return _phrase(SETS, count=sets) if sets else _phrase(RUNS, count=runs)
    return _phrase(NOTHING)


def contract_words(contract: Contract) -> str:
    """A round's contract as the refusals say it: ``2 sets of 3 + 1 run of 4``."""
    return _contract(contract)


def placeholders(text: str) -> set[str]:
    """The names a template's placeholders use (``{card}``, ``{rank:a}`` -> card, rank)."""
    return {field for _lit, field, _spec, _conv in Formatter().parse(text) if field}
