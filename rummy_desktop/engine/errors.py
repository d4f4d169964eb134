"""What the engine refuses, as data: a stable code and its values, never a sentence.

A refused move (:class:`IllegalAction`), meld (``MeldError``), card name (``CardError``) or
rule set (``RulesError``) carries a :class:`Problem`: a :class:`Refusal` code and its
parameters. The words for people are made outside the engine, from the code and the values
(``rummy_desktop.refusal_words``), so another language, or a seat's own names for the
players, can word the same problem. docs/engine.md lists every code and its parameters.

Parameters follow one naming rule, which the words rely on:

* ``seat``, ``*_seat``: a seat number (0-based); the caller knows the player's name.
* a :class:`~rummy_desktop.engine.cards.Card` (``card``, ``wild``): one physical card; a
  tuple of cards (``cards``, ``meld``, ``first``, ``second``): cards in their order.
* ``suit``: a suit letter (``"H"``); ``rank``: a rank number (1 the ace).
* a :class:`Given`: a value read from outside (a file, a message, a command line), as it
  came: the words quote it, shortened.
* a ``Contract`` (``contract``, ``made``): melds asked for, or melds made.
* a :class:`Problem` (``problem``): the problem inside (one round of a rules file).
* anything else: a number, or an identifier (a flag's name, a game's variant, an end).

``str()`` of these exceptions is a developer's note (the code and the values), for logs and
tracebacks; a person is shown the words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    from .cards import Card
    from .rules import Contract


class Refusal(StrEnum):
    """Why the engine refuses something. The values are stable: they travel in network
    messages (docs/protocol.md, ``refused``) and a remote window words them itself."""

    # ---- the table: whose move, and when ---------------------------------------------
    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"  # given
    NOT_A_MOVE = "not_a_move"  # move (the action's class name), variant
    NOT_YOUR_TURN = "not_your_turn"  # playing_seat
    ALREADY_DREW = "already_drew"  # variant
    DRAW_FIRST = "draw_first"
    WAIT_FOR_BUY = "wait_for_buy"
    # ---- drawing and buying ---------------------------------------------------------------
    DISCARD_PILE_EMPTY = "discard_pile_empty"
    DISCARD_DEAD = "discard_dead"  # card
    DOWN_DRAWS_STOCK = "down_draws_stock"
    NO_BUY_OFFER = "no_buy_offer"
    ANSWERS_FIRST = "answers_first"  # answering_seat
    MAY_NOT_BUY = "may_not_buy"  # card
    # ---- cards in hand and the discard ----------------------------------------------------
    NOT_IN_HAND = "not_in_hand"  # card
    USED_TWICE = "used_twice"  # card
    TOOK_THIS_DISCARD = "took_this_discard"  # card
    WOULD_STRAND = "would_strand"  # card
    KEEP_A_DISCARD = "keep_a_discard"
    # ---- laying down (Hillbilly) -----------------------------------------------------------
    NO_MELDS = "no_melds"
    ALREADY_DOWN = "already_down"
    ALL_AT_ONCE_EVERY_CARD = "all_at_once_every_card"  # round_no, final
    ALL_AT_ONCE_NEEDS_DISCARD = "all_at_once_needs_discard"  # round_no, final
    ALL_AT_ONCE_ALL_BUT_DISCARD = "all_at_once_all_but_discard"  # round_no, final
    DISCARD_SEPARATELY = "discard_separately"
    CONTRACT_NOT_MET = "contract_not_met"  # round_no, contract, made
    MELD_TOO_SHORT = "meld_too_short"  # round_no, kind, size, meld, count
    MELD_NOT_EXACT = "meld_not_exact"  # meld, count, size
    STACKED_AT_LAYDOWN = "stacked_at_laydown"
    CARD_IN_TWO_MELDS = "card_in_two_melds"  # card
    SETS_SHARE_RANK = "sets_share_rank"  # rank
    RUNS_TOO_CLOSE = "runs_too_close"  # suit, first, second, rule
    # ---- laying off and swapping (Hillbilly) --------------------------------------------------
    NOT_DOWN = "not_down"
    NO_LAYOFF_ON_LAYDOWN_TURN = "no_layoff_on_laydown_turn"
    NO_SUCH_MELD = "no_such_meld"
    SWAPS_OFF = "swaps_off"
    SWAP_FROM_OWN_MELD = "swap_from_own_meld"
    SWAP_ONLY_BEFORE_DOWN = "swap_only_before_down"
    MATCHES_WILD = "matches_wild"  # card, wild, swap ("instead", "off", "own_meld", "down")
    FOLLOW_UP_NOT_YOURS = "follow_up_not_yours"
    USE_THE_WILD = "use_the_wild"  # down (bool)
    LAY_DOWN_WITH_WILD = "lay_down_with_wild"  # wild
    LAY_OFF_THE_WILD = "lay_off_the_wild"  # wild
    WILD_BACK_ON_ITS_MELD = "wild_back_on_its_meld"  # wild
    WILD_ONTO_NATURAL_MELD = "wild_onto_natural_meld"  # wild
    FOLLOW_UP_KIND = "follow_up_kind"
    # ---- one meld ---------------------------------------------------------------------------
    SAME_CARD_TWICE = "same_card_twice"
    NOT_A_MELD_KIND = "not_a_meld_kind"  # given
    TOO_FEW_CARDS = "too_few_cards"  # kind, cards, count
    ALL_WILD = "all_wild"  # cards
    SET_RANK = "set_rank"  # card, rank
    SET_SUITS_DIFFER = "set_suits_differ"  # meld, suit
    SET_OF_SUITS_TOO_BIG = "set_of_suits_too_big"  # meld
    RUN_TOO_LONG = "run_too_long"  # most, count
    RUN_SUIT = "run_suit"  # card, suit
    ACE_IN_THE_MIDDLE = "ace_in_the_middle"  # cards
    RUN_ROOM_FOR_ONE = "run_room_for_one"  # card, cards
    RUN_NOT_IN_ORDER = "run_not_in_order"  # cards
    BELOW_THE_ACE = "below_the_ace"  # cards
    ABOVE_THE_ACE = "above_the_ace"  # cards
    TOO_MANY_WILDS = "too_many_wilds"  # meld, wilds, rule, kind, length, most
    # ---- a meld on the table ---------------------------------------------------------------
    NOT_AN_END = "not_an_end"  # given
    ALREADY_IN_MELD = "already_in_meld"  # card
    NO_MORE_WILDS = "no_more_wilds"  # meld, rule, kind, length, most
    WHICH_END = "which_end"  # meld, card
    WRONG_END = "wrong_end"  # card, meld, fits
    DUPLICATE_AT_END = "duplicate_at_end"  # card, meld
    BEYOND_THE_ACE = "beyond_the_ace"  # meld
    DOES_NOT_FIT = "does_not_fit"  # card, meld
    RUN_FULL = "run_full"  # meld, most
    WHICH_END_SLIDES = "which_end_slides"  # meld, wild, card
    NO_WILDS_FROM_SETS = "no_wilds_from_sets"
    NO_WILD_TO_TAKE = "no_wild_to_take"  # meld
    SWAP_TAKES = "swap_takes"  # card, meld, wanted (the cards the wilds stand for)
    SWAP_WITH_WILD = "swap_with_wild"  # card
    # ---- Three Thirteen -----------------------------------------------------------------------
    SOMEONE_WENT_OUT = "someone_went_out"
    NO_GOING_OUT_FIRST_LAP = "no_going_out_first_lap"
    CANNOT_GO_OUT = "cannot_go_out"  # card, points
    # ---- a card's name -----------------------------------------------------------------------
    CARD_FORM = "card_form"  # given
    CARD_SUIT = "card_suit"  # given
    CARD_RANK = "card_rank"  # given
    # ---- a rule set (a rules file, the house rules, a contract list) --------------------------
    UNKNOWN_GAME = "unknown_game"  # given
    UNKNOWN_VARIANT = "unknown_variant"  # given, choices
    RULES_NOT_AN_OBJECT = "rules_not_an_object"
    RULE_OF_OTHER_GAME = "rule_of_other_game"  # given, variant
    NOT_A_HOUSE_RULE = "not_a_house_rule"  # given
    CONTRACT_NAME_LENGTH = "contract_name_length"  # most
    NO_SUCH_CARD_VALUE = "no_such_card_value"  # given, choices
    ROUND_UNPLAYABLE = "round_unplayable"  # round_no, problem
    TOO_FEW_DECKS = "too_few_decks"  # decks, players, needed
    PLAYERS_RANGE = "players_range"  # given, low, high
    JOKERS_PER_DECK = "jokers_per_deck"
    DECKS_RANGE = "decks_range"  # low, high
    DECKS_FOR_PLAYERS = "decks_for_players"  # given, low, high
    DECKS_BY_PLAYERS_RANGE = "decks_by_players_range"  # given, players, low, high
    ROUNDS_RANGE = "rounds_range"  # low, high, count
    RULE_RANGE = "rule_range"  # name, low, high, given
    CONTRACTS_NOT_A_LIST = "contracts_not_a_list"
    ROUND_NOT_AN_OBJECT = "round_not_an_object"  # round_no
    ROUND_NO_SUCH_ENTRY = "round_no_such_entry"  # round_no, given, choices
    ROUND_ENTRY = "round_entry"  # round_no, problem
    BUY_LIMITS_FORM = "buy_limits_form"
    BUY_LIMITS_ROUND = "buy_limits_round"  # given, rounds
    BUY_LIMITS_VALUE = "buy_limits_value"  # given, round_no
    NEEDS_TRUE_OR_FALSE = "needs_true_or_false"  # where, given, quoted
    NEEDS_WHOLE_NUMBER = "needs_whole_number"  # where, example, given, quoted
    NOT_ONE_OF = "not_one_of"  # where, given, choices
    RULE_INVALID = "rule_invalid"  # detail (pydantic's own text, for a shape nothing above names)
    RULE_INVALID_AT = "rule_invalid_at"  # where, detail
    # ---- one round of a contract list (contract_problem) --------------------------------------
    DEAL_RANGE = "deal_range"  # low, high, given
    BUYS_RANGE = "buys_range"  # low, high, given
    NO_MELDS_ASKED = "no_melds_asked"
    TOO_MANY_RUNS = "too_many_runs"  # most, count
    MELD_UNDER_THREE = "meld_under_three"  # kind, given
    RUN_LONGER_THAN_SUIT = "run_longer_than_suit"  # size, most
    SET_OVER_FOUR_SUITS = "set_over_four_suits"  # size
    CONTRACT_OVER_DEAL = "contract_over_deal"  # need, total, keep_discard
    DEAL_TOO_BIG_FOR_RUNS = "deal_too_big_for_runs"  # most, runs, sets, deal
    DEAL_TOO_BIG_FOR_EXTRAS = "deal_too_big_for_extras"  # most, deal


@dataclass(frozen=True, slots=True, repr=False)
class Given:
    """A value read from outside the program (a file, a message, a command line) as it came:
    the words quote it, shortened, so it can be neither long nor markup."""

    value: object

    def __repr__(self) -> str:  # a traceback shows an excerpt, never megabytes
        return f"Given({_note(self)})"


Param: TypeAlias = (
    "Card | tuple[Card, ...] | Contract | Given | Problem | int | str | tuple[str, ...] | None"
)


@dataclass(frozen=True, slots=True)
class Problem:
    """One refusal as data: the code and its values (docs/engine.md, "Refusals")."""

    reason: Refusal
    params: Mapping[str, Param] = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def of(cls, reason: Refusal, **params: Param) -> Problem:
        return cls(reason, MappingProxyType(params))

    def __str__(self) -> str:
        """A developer's note, not a sentence: ``not_your_turn(playing_seat=1)``."""
        shown = ", ".join(f"{k}={_note(v)}" for k, v in self.params.items())
        return f"{self.reason.value}({shown})"

    def __reduce__(self) -> tuple[Any, ...]:
        # A read-only mapping cannot be pickled: a refusal crossing to another process (a
        # worker's) is rebuilt from a plain dict.
        return (_rebuilt, (self.reason, dict(self.params)))


def _rebuilt(reason: Refusal, params: dict[str, Param]) -> Problem:
    return Problem.of(reason, **params)


def _note(value: object) -> str:
    if isinstance(value, tuple):
        return "(" + " ".join(_note(v) for v in value) + ")"
    code = getattr(value, "full_code", None)  # a Card
    if isinstance(code, str):
        return code
    if isinstance(value, Given):
        given = value.value
        if isinstance(given, str):
            return repr(given[:60])
        if isinstance(given, int) and given.bit_length() > 200:
            return hex(given)[:20] + "..."  # str() of a huge number is slow, or refused
        return repr(given)[:60]
    return str(value) if isinstance(value, Problem) else repr(value)


class RefusalError(ValueError):
    """Base of the engine's refusals: a ValueError carrying a :class:`Problem`."""

    def __init__(self, reason: Refusal | Problem, **params: Param) -> None:
        assert not (params and isinstance(reason, Problem)), "a Problem brings its own values"
        problem = reason if isinstance(reason, Problem) else Problem.of(reason, **params)
        super().__init__(problem)
        self.problem = problem

    @property
    def reason(self) -> Refusal:
        return self.problem.reason

    @property
    def params(self) -> Mapping[str, Param]:
        return self.problem.params

    def __str__(self) -> str:
        return str(self.problem)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.problem,))


class IllegalAction(RefusalError):
    """A move the rules do not allow now, with the problem saying why.

    The game state is exactly as it was before the refused move.
    """
