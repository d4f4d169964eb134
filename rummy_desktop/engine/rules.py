"""The rule set: the variant, the number of players and every house-rule flag of RULES.md.

Field names are exactly the flag names of RULES.md 3.14 and 4.11. A flag that belongs to
the other game is refused when set, so a typo in a rules file never passes silently.

>>> rules = RuleSet.preset("three-thirteen", players=3)
>>> rules.deck_count(), rules.wild_rank(5)
(2, 7)
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    ValidationError,
    field_validator,
    model_validator,
)

from ..plain_text import clean_name
from ..quoting import shorten
from .cards import ACE, CARDS_PER_DECK, JOKER_RANK, Card, build_pack
from .errors import Given, Problem, Refusal, RefusalError
from .frozen import FrozenDict, frozen

Variant = Literal["hillbilly", "three-thirteen"]
VARIANTS: tuple[str, ...] = ("hillbilly", "three-thirteen")


# What a real table can hold: (least, most) of every number a rule set takes (docs/rules.md,
# "Limits"). They are checked before anything is built, so a rules file that asks for 10**9
# decks is refused at once instead of building the pack; and the totals a game can reach stay
# far inside what the statistics file accepts.
RULE_BOUNDS: dict[str, tuple[int, int]] = {
    "players": (2, 8),
    "decks": (1, 8),  # deck_count_override and each value of decks_by_players
    "jokers_per_deck": (0, 2),
    "buy_penalty_cards": (0, 2),
    "buy_limits": (0, 20),
    "card_values": (0, 1000),
    "blind_out_bonus": (0, 1000),
    "joker_points": (0, 100),
    "max_set_size": (3, 20),
    "max_wilds_per_meld": (1, 20),
    "rounds": (1, 20),  # the length of a contract list
    "deal": (1, 30),  # the cards dealt in one round of a contract list
    # The runs of one round: the lay-down search chooses runs one by one (engine/solver/
    # _laydown.py), so its work grows as a power of their number; three (Hillbilly's round
    # 10, every published contract game) stay within the analyzer's 2 s, ten of three with
    # unlimited wilds took over 300 s (issue 32). Sets are counted, never chosen one by one.
    "runs": (0, 3),
}

# The most cards a round of two or more runs may deal when the pack holds wild cards, without
# sets and with them (issue 32): each run may put a wild where a natural is, to free it for a
# set or another run, and the ways to share the wilds grow steeply with the spare cards.
# Measured with bench/contract.py --hostile (8 decks, every wild rule): three runs of 3 in 14
# cards stay within the analyzer's 2 s, in 16 do not; beside sets 12 do and 14 do not, nor
# do 3 sets and 3 runs of 3 in the fewest cards that hold them (17). Runs alone may always
# deal the cards they hold and one more (Hillbilly's round 10: three runs of 5
# from 16 cards, 1.2 s at worst with unlimited wilds and 8 decks). Every preset fits.
MOST_DEALT_WITH_RUNS = {False: 14, True: 12}
# The most cards a round may deal when its lay-down may hold extra melds
# (`allow_extra_melds_at_laydown`) and the pack has wild cards: the search picks the extra
# runs one by one, as many as the hand holds, past the three runs a contract may ask for
# (issue 32). Measured with bench/contract.py --hostile ("extra:" rows, 8 decks, unlimited
# wilds): 15 cards stay within the analyzer's 2 s (1.8 s at worst, 3 sets and a run), 16 do
# not (2.9 s), 18 took over 4 s, and 10 sets of 3 from 30 cards 10 s. Without wild cards
# 30 cards take under 0.5 s. Every preset's rounds fit (Hillbilly deals at most 15 before round 10).
MOST_DEALT_WITH_EXTRA_MELDS = 15


class RulesError(RefusalError):
    """A rule set that cannot be played, with the problem saying why (its first one)."""


@dataclass(frozen=True, slots=True)
class Contract:
    """What a Hillbilly round asks for: minimum sizes of its sets and of its runs."""

    sets: tuple[int, ...]
    runs: tuple[int, ...]

    @property
    def min_cards(self) -> int:
        return sum(self.sets) + sum(self.runs)


class RoundContract(BaseModel):
    """One round of a contract game as data: the cards dealt, the melds it asks for (the
    least length of each set and of each run), the buys each player has, and whether the
    round is laid down and gone out all at once (Hillbilly's round 10, RULES 3.10)."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    deal: int
    sets: tuple[int, ...] = ()
    runs: tuple[int, ...] = ()
    buys: int = 3
    all_at_once: bool = False

    @field_validator("sets", "runs", mode="before")
    @classmethod
    def _list_as_tuple(cls, value: Any) -> Any:
        # JSON has lists; strict mode takes a tuple only.
        return tuple(value) if isinstance(value, list) else value

    @property
    def contract(self) -> Contract:
        return Contract(sets=self.sets, runs=self.runs)

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "sets": list(self.sets),
            "runs": list(self.runs),
            "buys": self.buys,
            "all_at_once": self.all_at_once,
        }


CONTRACTS: dict[int, Contract] = {
    1: Contract(sets=(3, 3), runs=()),
    2: Contract(sets=(3,), runs=(4,)),
    3: Contract(sets=(), runs=(4, 4)),
    4: Contract(sets=(3, 3, 3), runs=()),
    5: Contract(sets=(), runs=(5, 5)),
    6: Contract(sets=(4,), runs=(7,)),
    7: Contract(sets=(3, 3), runs=(6,)),
    8: Contract(sets=(3,), runs=(10,)),
    9: Contract(sets=(3, 3, 3), runs=(5,)),
    10: Contract(sets=(), runs=(5, 5, 5)),
}

# Today's ten rounds (RULES 3.1): the default contract list, so every save keeps its meaning.
HILLBILLY_ROUNDS: tuple[RoundContract, ...] = tuple(
    RoundContract(
        deal=r + 6,
        sets=c.sets,
        runs=c.runs,
        buys=4 if r == 10 else 3,
        all_at_once=r == 10,
    )
    for r, c in CONTRACTS.items()
)

MAX_CONTRACT_NAME = 40  # a contract game's name, as the window's title and lists show it
# A table of the rules: read-only once built, since every view shares it (engine/frozen.py).
IntTable = Annotated[dict[int, int], AfterValidator(frozen)]
NameTable = Annotated[dict[str, int], AfterValidator(frozen)]

HILLBILLY_CARD_VALUES = {"joker": 50, "wild": 20, "ace": 15, "ten_to_king": 10, "two_to_nine": 5}

COMMON_FLAGS = {
    "decks_by_players",
    "deck_count_override",
    "jokers_per_deck",
    "forbid_discard_of_taken_card",
    "stock_refill",
    "tiebreak",
}
HILLBILLY_FLAGS = COMMON_FLAGS | {
    "deuces_wild",
    "deuce_can_be_natural",
    "dealer_selection",
    "dealer_draw_ace_high",
    "wild_limit_rule",
    "same_suit_run_rule",
    "set_requires_distinct_suits",
    "sets_must_differ_in_rank",
    "laydown_exact_lengths",
    "allow_extra_melds_at_laydown",
    "allow_new_melds_after_down",
    "no_layoff_on_laydown_turn",
    "down_players_draw_stock_only",
    "buy_penalty_cards",
    "buy_limits",
    "buy_priority",
    "buy_window",
    "discarder_may_buy",
    "swap_mode",
    "swap_from_sets",
    "swap_from_own_melds",
    "allow_wild_shift",
    "allow_duplicate_in_run_middle",
    "run_max_len_13",
    "require_discard_to_go_out_r1_9",
    "final_round_allow_extra_melds",
    "final_round_no_discard",
    "blind_out_bonus",
    "card_values",
    "contracts",
    "contract_name",
    "pip_values",
}
THREE_THIRTEEN_FLAGS = COMMON_FLAGS | {
    "one_deck_for_two",
    "joker_points",
    "max_set_size",
    "no_all_wild_melds",
    "max_wilds_per_meld",
    "no_go_out_first_lap",
    "five_crowns_scoring",
}
_VARIANT_FLAGS = {"hillbilly": HILLBILLY_FLAGS, "three-thirteen": THREE_THIRTEEN_FLAGS}
_VARIANT_DEFAULTS: dict[str, dict[str, Any]] = {
    "hillbilly": {
        "jokers_per_deck": 2,
        "decks_by_players": {2: 2, 3: 2, 4: 2, 5: 3, 6: 3, 7: 4, 8: 4},
    },
    "three-thirteen": {
        "jokers_per_deck": 0,
        "decks_by_players": {n: 2 if n <= 4 else 3 for n in range(2, 9)},
    },
}


class RuleSet(BaseModel):
    """Every rule of one game. Build it with :meth:`preset` or :meth:`from_overrides`."""

    # Strict: "true" is not a boolean and "2" is not a number; a typo is refused, not guessed.
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    variant: Variant
    players: int = 4

    # Both games (RULES 3.2, 3.3, 4.2, 4.3, 2.5, 3.11, 3.13).
    decks_by_players: IntTable
    deck_count_override: int | None = None
    jokers_per_deck: int | Literal["players_minus_one", "decks_minus_one"]
    forbid_discard_of_taken_card: bool = True
    stock_refill: Literal["shuffle", "flip_unshuffled", "end_round"] = "shuffle"
    tiebreak: Literal["co_winners", "most_rounds_out", "lowest_last_round"] = "co_winners"

    # Hillbilly (RULES 3.14).
    deuces_wild: bool = False
    deuce_can_be_natural: bool = True
    dealer_selection: Literal["high_card_youngest", "high_card_redraw", "random"] = (
        "high_card_youngest"
    )
    dealer_draw_ace_high: bool = True
    wild_limit_rule: Literal[
        "one_per_meld", "not_more_than_naturals", "shanghai_table", "unlimited"
    ] = "one_per_meld"
    same_suit_run_rule: Literal["no_adjacent", "gap_ge_2", "free"] = "no_adjacent"
    set_requires_distinct_suits: bool = False
    sets_must_differ_in_rank: bool = False
    laydown_exact_lengths: bool = False
    allow_extra_melds_at_laydown: bool = False
    allow_new_melds_after_down: bool = False
    no_layoff_on_laydown_turn: bool = False
    down_players_draw_stock_only: bool = False
    buy_penalty_cards: int = 1
    buy_limits: IntTable = FrozenDict({r: 3 for r in range(1, 10)} | {10: 4})
    buy_priority: Literal["seat_order_from_in_turn", "first_caller"] = "seat_order_from_in_turn"
    buy_window: Literal["before_in_turn_stock_draw", "until_next_discard"] = (
        "before_in_turn_stock_draw"
    )
    discarder_may_buy: bool = False
    swap_mode: Literal["use_same_turn", "laydown_only", "free", "off"] = "use_same_turn"
    swap_from_sets: bool = True
    swap_from_own_melds: bool = False
    allow_wild_shift: bool = False
    allow_duplicate_in_run_middle: bool = False
    run_max_len_13: bool = False
    require_discard_to_go_out_r1_9: bool = False
    final_round_allow_extra_melds: bool = False
    final_round_no_discard: bool = False
    blind_out_bonus: int = 0
    card_values: NameTable = FrozenDict(HILLBILLY_CARD_VALUES)
    # 2 to 9 score their own number instead of `card_values["two_to_nine"]` (Liverpool, Bicycle).
    pip_values: bool = False
    # The rounds as data (issue 26); `buy_limits` always equals their buys (merged on input).
    contracts: tuple[RoundContract, ...] = HILLBILLY_ROUNDS
    # The name the table gave this list of rounds (a preset's or a saved variant's); None is
    # Hillbilly Rummy's own.
    contract_name: str | None = None

    # Three Thirteen (RULES 4.11).
    one_deck_for_two: bool = False
    joker_points: int = 15
    max_set_size: int | None = None
    no_all_wild_melds: bool = False
    max_wilds_per_meld: int | None = None
    no_go_out_first_lap: bool = False
    five_crowns_scoring: bool = False

    # ---- construction -------------------------------------------------------------------

    @classmethod
    def preset(cls, name: str, players: int = 4, **overrides: Any) -> RuleSet:
        """The default rules of ``hillbilly`` or ``three-thirteen``, with optional overrides."""
        return cls.from_overrides(name, players, overrides)

    @classmethod
    def from_overrides(cls, variant: str, players: int, overrides: dict[str, Any]) -> RuleSet:
        """Build a rule set, turning the first validation problem into one RulesError."""
        if variant not in VARIANTS:
            raise RulesError(Refusal.UNKNOWN_GAME, given=Given(variant))
        if not isinstance(overrides, dict):
            raise RulesError(Refusal.RULES_NOT_AN_OBJECT)
        try:
            return cls.model_validate({**overrides, "variant": variant, "players": players})
        except ValidationError as exc:
            raise RulesError(_first_error(exc)) from None

    def with_overrides(self, **overrides: Any) -> RuleSet:
        fields = {k: getattr(self, k) for k in self.model_fields_set}
        if "contracts" in overrides and "buy_limits" not in overrides:
            fields.pop("buy_limits", None)  # the new rounds bring their own buys
        return RuleSet.from_overrides(self.variant, self.players, {**fields, **overrides})

    @model_validator(mode="before")
    @classmethod
    def _fill_variant_defaults(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        variant = data.get("variant")
        if variant not in _VARIANT_FLAGS:
            return data
        foreign = sorted(set(data) - _VARIANT_FLAGS[variant] - {"variant", "players"}, key=str)
        known = [k for k in foreign if k in cls.model_fields]
        if known:
            raise RulesError(Refusal.RULE_OF_OTHER_GAME, given=Given(known[0]), variant=variant)
        unknown = [k for k in foreign if k not in cls.model_fields]
        if unknown:
            raise RulesError(Refusal.NOT_A_HOUSE_RULE, given=Given(unknown[0]))
        data = {**_VARIANT_DEFAULTS[variant], **data}
        if variant == "hillbilly":
            data = _merge_buys(data)
        return data

    @field_validator("decks_by_players", mode="before")
    @classmethod
    def _number_keys(cls, value: Any) -> Any:
        # A JSON object's keys are text: {"4": 3} means 4 players.
        return _int_keys(value)

    @field_validator("contract_name", mode="before")
    @classmethod
    def _check_name(cls, value: Any) -> Any:
        if isinstance(value, str):
            # The game's name is shown everywhere: no control, direction or invisible
            # character (dropped, as a player's name is), one space between words.
            value = clean_name(value)
            if not value or len(value) > MAX_CONTRACT_NAME:
                raise RulesError(Refusal.CONTRACT_NAME_LENGTH, most=MAX_CONTRACT_NAME)
        return value

    @field_validator("card_values", mode="before")
    @classmethod
    def _merge_card_values(cls, value: Any) -> Any:
        if isinstance(value, dict):
            unknown = set(value) - set(HILLBILLY_CARD_VALUES)
            if unknown:
                raise RulesError(
                    Refusal.NO_SUCH_CARD_VALUE,
                    given=Given(sorted(unknown, key=str)[0]),
                    choices=tuple(HILLBILLY_CARD_VALUES),
                )
            return HILLBILLY_CARD_VALUES | value
        return value

    @model_validator(mode="after")
    def _check_playable(self) -> RuleSet:
        self._check_bounds()  # first: what follows sizes the pack from these numbers
        if self.variant == "hillbilly":
            for round_no, entry in enumerate(self.contracts, 1):
                problem = contract_problem(entry, self)
                if problem:
                    raise RulesError(Refusal.ROUND_UNPLAYABLE, round_no=round_no, problem=problem)
        deal = max(self.cards_dealt(r) for r in range(1, self.rounds + 1))
        needed = self.players * deal + 1 + 2
        have = self.deck_count() * CARDS_PER_DECK + self.joker_count()  # counted, not built
        if have < needed:
            raise RulesError(
                Refusal.TOO_FEW_DECKS, decks=self.deck_count(), players=self.players, needed=needed
            )
        return self

    def _check_bounds(self) -> None:
        """Every number within RULE_BOUNDS, or one problem naming the rule."""
        low, high = RULE_BOUNDS["players"]
        if not low <= self.players <= high:
            raise RulesError(Refusal.PLAYERS_RANGE, given=Given(self.players), low=low, high=high)
        if isinstance(self.jokers_per_deck, int) and not 0 <= self.jokers_per_deck <= 2:
            raise RulesError(Refusal.JOKERS_PER_DECK)
        low, high = RULE_BOUNDS["decks"]
        if self.deck_count_override is not None and not low <= self.deck_count_override <= high:
            raise RulesError(Refusal.DECKS_RANGE, low=low, high=high)
        least, most = RULE_BOUNDS["players"]
        for players, decks in sorted(self.decks_by_players.items()):
            if not least <= players <= most:
                raise RulesError(
                    Refusal.DECKS_FOR_PLAYERS, given=Given(players), low=least, high=most
                )
            if not low <= decks <= high:
                raise RulesError(
                    Refusal.DECKS_BY_PLAYERS_RANGE,
                    given=Given(decks),
                    players=players,
                    low=low,
                    high=high,
                )
        low, high = RULE_BOUNDS["rounds"]
        if self.variant == "hillbilly" and not low <= len(self.contracts) <= high:
            raise RulesError(Refusal.ROUNDS_RANGE, low=low, high=high, count=len(self.contracts))
        self._check_range("buy_penalty_cards", self.buy_penalty_cards)
        for limit in self.buy_limits.values():
            self._check_range("buy_limits", limit)
        for value in self.card_values.values():
            self._check_range("card_values", value)
        self._check_range("blind_out_bonus", self.blind_out_bonus)
        self._check_range("joker_points", self.joker_points)
        if self.max_set_size is not None:
            self._check_range("max_set_size", self.max_set_size)
        if self.max_wilds_per_meld is not None:
            self._check_range("max_wilds_per_meld", self.max_wilds_per_meld)

    @staticmethod
    def _check_range(name: str, value: int) -> None:
        low, high = RULE_BOUNDS[name]
        if not low <= value <= high:
            raise RulesError(Refusal.RULE_RANGE, name=name, low=low, high=high, given=Given(value))

    # ---- derived facts ----------------------------------------------------------------

    @property
    def rounds(self) -> int:
        return len(self.contracts) if self.variant == "hillbilly" else 11

    @property
    def final_round(self) -> int:
        """The last round of the game (Hillbilly's 10th by default)."""
        return self.rounds

    def all_at_once(self, round_no: int) -> bool:
        """Whether this round is laid down and gone out in one turn (Hillbilly's round 10)."""
        return self.variant == "hillbilly" and self.contracts[round_no - 1].all_at_once

    @property
    def game_name(self) -> str:
        """The name of this game as the table knows it: a contract list's own name or the game's."""
        if self.variant == "three-thirteen":
            return "Three Thirteen"
        if self.contract_name:
            return self.contract_name
        if _without_buys(self.contracts) != _without_buys(HILLBILLY_ROUNDS):
            return "Contract rummy, own rounds"  # a list nobody has named yet
        return "Hillbilly Rummy"

    def deck_count(self) -> int:
        if self.deck_count_override is not None:
            return self.deck_count_override
        if self.variant == "three-thirteen" and self.one_deck_for_two and self.players == 2:
            return 1
        return self.decks_by_players.get(self.players, 2)

    def joker_count(self) -> int:
        if self.jokers_per_deck == "players_minus_one":
            return self.players - 1
        if self.jokers_per_deck == "decks_minus_one":  # Bicycle: one joker to a double pack
            return self.deck_count() - 1
        return self.jokers_per_deck * self.deck_count()

    def pack(self) -> list[Card]:
        """Every physical card of this game, in a fixed order before shuffling."""
        return build_pack(self.deck_count(), self.joker_count())

    def cards_dealt(self, round_no: int) -> int:
        return self.contracts[round_no - 1].deal if self.variant == "hillbilly" else round_no + 2

    def contract(self, round_no: int) -> Contract:
        return self.contracts[round_no - 1].contract

    def wild_rank(self, round_no: int) -> int | None:
        """The natural rank that is wild this round (jokers are always wild)."""
        if self.variant == "three-thirteen":
            return round_no + 2
        return 2 if self.deuces_wild else None

    def is_wild(self, card: Card, round_no: int) -> bool:
        return card.rank == JOKER_RANK or card.rank == self.wild_rank(round_no)

    def buy_limit(self, round_no: int) -> int:
        return self.buy_limits[round_no]

    def card_points(self, card: Card, round_no: int) -> int:
        """What the card scores when left unmelded in hand at the end of a round."""
        if self.variant == "hillbilly":
            values = self.card_values
            if card.rank == JOKER_RANK:
                return values["joker"]
            if self.deuces_wild and card.rank == 2:
                return values["wild"]
            if card.rank == ACE:
                return values["ace"]
            if card.rank >= 10:
                return values["ten_to_king"]
            return card.rank if self.pip_values else values["two_to_nine"]
        if card.rank == JOKER_RANK:
            return 50 if self.five_crowns_scoring else self.joker_points
        if card.rank == self.wild_rank(round_no):
            return 20 if self.five_crowns_scoring else 15
        if card.rank > 10:
            return card.rank if self.five_crowns_scoring else 10
        return card.rank

    def changed_flags(self) -> dict[str, Any]:
        """The flags that differ from the variant's defaults (for scoreboards and saves)."""
        default = RuleSet.preset(self.variant, self.players)
        changed = {
            k: getattr(self, k)
            for k in _VARIANT_FLAGS[self.variant]
            if getattr(self, k) != getattr(default, k)
        }
        if "contracts" in changed:
            if _without_buys(self.contracts) == _without_buys(default.contracts):
                del changed["contracts"]  # only the buys differ: buy_limits says it
            else:
                changed["contracts"] = [c.to_json() for c in self.contracts]
                changed.pop("buy_limits", None)  # the rounds carry their buys
        return changed


def contract_problem(entry: RoundContract, rules: RuleSet) -> Problem | None:
    """Why this round cannot be played under these rules, or None."""
    low, high = RULE_BOUNDS["deal"]
    if not low <= entry.deal <= high:
        return Problem.of(Refusal.DEAL_RANGE, low=low, high=high, given=Given(entry.deal))
    low, high = RULE_BOUNDS["buy_limits"]
    if not low <= entry.buys <= high:
        return Problem.of(Refusal.BUYS_RANGE, low=low, high=high, given=Given(entry.buys))
    if not entry.sets and not entry.runs:
        return Problem.of(Refusal.NO_MELDS_ASKED)
    most_runs = RULE_BOUNDS["runs"][1]
    if len(entry.runs) > most_runs:
        return Problem.of(Refusal.TOO_MANY_RUNS, most=most_runs, count=len(entry.runs))
    for kind, sizes in (("set", entry.sets), ("run", entry.runs)):
        for size in sizes:
            if size < 3:
                return Problem.of(Refusal.MELD_UNDER_THREE, kind=kind, given=Given(size))
    longest = 13 if rules.run_max_len_13 else 14
    for size in entry.runs:
        if size > longest:
            return Problem.of(Refusal.RUN_LONGER_THAN_SUIT, size=size, most=longest)
    if rules.set_requires_distinct_suits:
        for size in entry.sets:
            if size > 4:
                return Problem.of(Refusal.SET_OVER_FOUR_SUITS, size=size)
    need = entry.contract.min_cards
    # An all-at-once round keeps one card back to discard (unless the discard is waived).
    spare = 0 if entry.all_at_once and not rules.final_round_no_discard else 1
    if need > entry.deal + spare:
        return Problem.of(
            Refusal.CONTRACT_OVER_DEAL, need=need, total=entry.deal + spare, keep_discard=spare == 0
        )
    most = MOST_DEALT_WITH_RUNS[bool(entry.sets)]
    if not entry.sets:  # runs alone: the cards they hold and one more, whatever the discard
        most = max(most, need + 1)
    if len(entry.runs) >= 2 and entry.deal > most and (rules.deuces_wild or rules.joker_count()):
        return Problem.of(
            Refusal.DEAL_TOO_BIG_FOR_RUNS,
            most=most,
            runs=len(entry.runs),
            sets=bool(entry.sets),
            deal=entry.deal,
        )
    extras = not entry.all_at_once and rules.allow_extra_melds_at_laydown
    wilds = rules.deuces_wild or rules.joker_count()
    if extras and wilds and entry.deal > MOST_DEALT_WITH_EXTRA_MELDS:
        return Problem.of(
            Refusal.DEAL_TOO_BIG_FOR_EXTRAS, most=MOST_DEALT_WITH_EXTRA_MELDS, deal=entry.deal
        )
    return None


def _without_buys(rounds: tuple[RoundContract, ...]) -> list[RoundContract]:
    return [c.model_copy(update={"buys": 0}) for c in rounds]


def _merge_buys(data: dict[str, Any]) -> dict[str, Any]:
    """Read the contract list, fold `buy_limits` (a number, or a table by round) into its buys,
    and set `buy_limits` to the buys of every round: the two never disagree once built."""
    raw = data.get("contracts", HILLBILLY_ROUNDS)
    if isinstance(raw, list):
        raw = tuple(raw)
    if not isinstance(raw, tuple):
        raise RulesError(Refusal.CONTRACTS_NOT_A_LIST)
    low, high = RULE_BOUNDS["rounds"]
    if not low <= len(raw) <= high:
        raise RulesError(Refusal.ROUNDS_RANGE, low=low, high=high, count=len(raw))
    rounds = []
    for n, entry in enumerate(raw, 1):
        if isinstance(entry, RoundContract):
            rounds.append(entry)
            continue
        if not isinstance(entry, dict):
            raise RulesError(Refusal.ROUND_NOT_AN_OBJECT, round_no=n)
        try:
            rounds.append(RoundContract.model_validate(entry))
        except ValidationError as exc:
            err = exc.errors()[0]
            if err["type"] == "extra_forbidden":
                raise RulesError(
                    Refusal.ROUND_NO_SUCH_ENTRY,
                    round_no=n,
                    given=Given(str(err["loc"][0])),
                    choices=tuple(RoundContract.model_fields),
                ) from None
            raise RulesError(Refusal.ROUND_ENTRY, round_no=n, problem=_first_error(exc)) from None
    limits = data.get("buy_limits")
    if limits is not None:
        if isinstance(limits, int) and not isinstance(limits, bool):
            limits = {r: limits for r in range(1, len(rounds) + 1)}
        if not isinstance(limits, dict):
            raise RulesError(Refusal.BUY_LIMITS_FORM)
        for key, value in _int_keys(limits).items():
            if not isinstance(key, int) or not 1 <= key <= len(rounds):
                raise RulesError(Refusal.BUY_LIMITS_ROUND, given=Given(key), rounds=len(rounds))
            if not isinstance(value, int) or isinstance(value, bool):
                raise RulesError(Refusal.BUY_LIMITS_VALUE, given=Given(value), round_no=key)
            rounds[key - 1] = rounds[key - 1].model_copy(update={"buys": value})
    return {
        **data,
        "contracts": tuple(rounds),
        "buy_limits": {r: c.buys for r, c in enumerate(rounds, 1)},
    }


def _int_keys(value: Any) -> Any:
    """A table's digit-string keys as numbers (other keys are left for validation to refuse)."""
    if not isinstance(value, dict):
        return value
    return {
        int(k) if isinstance(k, str) and k.isascii() and k.isdigit() and len(k) < 6 else k: v
        for k, v in value.items()
    }


def _first_error(exc: ValidationError) -> Problem:
    """The first validation problem: the engine's own (raised in a validator), or pydantic's
    type check of one value, named by where it is (``contracts.2.deal``)."""
    err = exc.errors()[0]
    own = err.get("ctx", {}).get("error")
    if isinstance(own, RefusalError):
        return own.problem
    where = ".".join(shorten(str(p)) for p in err["loc"])
    given = err.get("input")
    kind = err["type"]
    if not where:
        return Problem.of(Refusal.RULE_INVALID, detail=str(err["msg"]))
    if kind == "extra_forbidden":
        return Problem.of(Refusal.NOT_A_HOUSE_RULE, given=Given(where))
    if kind == "bool_type":
        # "true" in quotes is a piece of text in JSON, not the value true.
        return Problem.of(
            Refusal.NEEDS_TRUE_OR_FALSE,
            where=where,
            given=Given(given),
            quoted=isinstance(given, str),
        )
    if kind.startswith("int_"):  # "4" in quotes, 4.0, 4.5: a rule that counts
        example = 4
        if isinstance(given, str):
            with contextlib.suppress(ValueError):
                example = int(given.strip())
        elif isinstance(given, float) and given.is_integer() and abs(given) < 1e9:
            example = int(given)
        return Problem.of(
            Refusal.NEEDS_WHOLE_NUMBER,
            where=where,
            example=example,
            given=Given(given),
            quoted=isinstance(given, str),
        )
    if kind == "literal_error":
        choices = tuple(re.findall(r"'([^']*)'", str(err.get("ctx", {}).get("expected", ""))))
        if choices:
            return Problem.of(Refusal.NOT_ONE_OF, where=where, given=Given(given), choices=choices)
    return Problem.of(Refusal.RULE_INVALID_AT, where=where, detail=str(err["msg"]))
