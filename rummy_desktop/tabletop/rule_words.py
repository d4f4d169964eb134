"""The house-rule flags as the New Game dialog shows them: groups, short explanations, labels.

The flags themselves come from ``RuleSet.model_fields`` (the dialog builds a widget per field);
this table only says how to present each one. The full player-facing text is docs/rules.md.

The table keeps the English, marked for translation; :meth:`FlagInfo.shown` and the
``describe_*`` functions give the words in the player's language (English on the command
line, which installs no translator).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rummy_desktop.i18n import Words
from rummy_desktop.wording import shown_game_name

if TYPE_CHECKING:
    from rummy_desktop.engine import RuleSet


class RuleWords(Words):
    """The house rules' words (a translation context)."""


@dataclass(frozen=True)
class FlagInfo:
    group: str
    label: str
    explain: str
    choices: dict[str, str] | None = None  # Literal value -> label

    def shown(self) -> FlagInfo:
        """This flag's words in the player's language."""
        choices = self.choices and {k: RuleWords.tr(v) for k, v in self.choices.items()}
        return FlagInfo(
            RuleWords.tr(self.group), RuleWords.tr(self.label), RuleWords.tr(self.explain), choices
        )


def flag_words(name: str) -> FlagInfo:
    """How the dialogs present the flag ``name``, in the player's language; a flag without an
    entry (a new one) under "Other", named by its field."""
    info = FLAGS.get(name)
    if info is None:
        return FlagInfo(RuleWords.tr("Other"), name.replace("_", " "), "")
    return info.shown()


BOTH = RuleWords.tr_noop("Cards, stock and ties")

FLAGS: dict[str, FlagInfo] = {
    # ---- both games (RULES 3.14 / 4.11) -------------------------------------------------
    "decks_by_players": FlagInfo(
        BOTH,
        RuleWords.tr_noop("Decks by players"),
        RuleWords.tr_noop(
            "How many decks are shuffled together for each number of players at the table."
        ),
    ),
    "deck_count_override": FlagInfo(
        BOTH,
        RuleWords.tr_noop("Exact number of decks"),
        RuleWords.tr_noop(
            "Play with exactly this many decks whatever the number of players "
            "(too few to deal the last round is refused)."
        ),
    ),
    "jokers_per_deck": FlagInfo(
        BOTH,
        RuleWords.tr_noop("Jokers"),
        RuleWords.tr_noop("How many jokers each deck brings. Jokers are always wild."),
        {
            "0": RuleWords.tr_noop("none"),
            "1": RuleWords.tr_noop("1 per deck"),
            "2": RuleWords.tr_noop("2 per deck"),
            "players_minus_one": RuleWords.tr_noop("players − 1"),
            "decks_minus_one": RuleWords.tr_noop("decks − 1"),
        },
    ),
    "forbid_discard_of_taken_card": FlagInfo(
        BOTH,
        RuleWords.tr_noop("No throwing back the card you took"),
        RuleWords.tr_noop(
            "If you took the upcard you may not discard that same card in the same turn."
        ),
    ),
    "stock_refill": FlagInfo(
        BOTH,
        RuleWords.tr_noop("When the stock runs out"),
        RuleWords.tr_noop("What happens when someone must draw and the stock is empty."),
        {
            "shuffle": RuleWords.tr_noop("shuffle the discards into a new stock"),
            "flip_unshuffled": RuleWords.tr_noop("turn the discards over, unshuffled"),
            "end_round": RuleWords.tr_noop("the round ends, nobody out"),
        },
    ),
    "tiebreak": FlagInfo(
        BOTH,
        RuleWords.tr_noop("Equal lowest totals"),
        RuleWords.tr_noop("Who wins when several players share the lowest total at the end."),
        {
            "co_winners": RuleWords.tr_noop("all of them win"),
            "most_rounds_out": RuleWords.tr_noop("most rounds gone out first"),
            "lowest_last_round": RuleWords.tr_noop("lowest score in the last round"),
        },
    ),
    # ---- Hillbilly: cards and dealing ------------------------------------------------------
    "deuces_wild": FlagInfo(
        RuleWords.tr_noop("Wild cards and dealing"),
        RuleWords.tr_noop("Deuces wild"),
        RuleWords.tr_noop("All 2s are wild as well as jokers; a 2 left in hand scores 20."),
    ),
    "deuce_can_be_natural": FlagInfo(
        RuleWords.tr_noop("Wild cards and dealing"),
        RuleWords.tr_noop("A 2 may count as a plain 2"),
        RuleWords.tr_noop(
            "With deuces wild, a 2 used as itself (a set of 2s, or its own place in a run) is a "
            "natural card, not the meld's wild."
        ),
    ),
    "dealer_selection": FlagInfo(
        RuleWords.tr_noop("Wild cards and dealing"),
        RuleWords.tr_noop("First dealer"),
        RuleWords.tr_noop("How the first dealer is chosen."),
        {
            "high_card_youngest": RuleWords.tr_noop("high card; ties: youngest"),
            "high_card_redraw": RuleWords.tr_noop("high card; ties draw again"),
            "random": RuleWords.tr_noop("at random"),
        },
    ),
    "dealer_draw_ace_high": FlagInfo(
        RuleWords.tr_noop("Wild cards and dealing"),
        RuleWords.tr_noop("Ace high in the draw for dealer"),
        RuleWords.tr_noop("In the draw for dealer the ace is the highest card; off: the lowest."),
    ),
    # ---- Hillbilly: melds ------------------------------------------------------------------
    "wild_limit_rule": FlagInfo(
        RuleWords.tr_noop("Melds"),
        RuleWords.tr_noop("Wild cards per meld"),
        RuleWords.tr_noop("How many wild cards one meld may hold."),
        {
            "one_per_meld": RuleWords.tr_noop("at most one"),
            "not_more_than_naturals": RuleWords.tr_noop("no more than its naturals"),
            "shanghai_table": RuleWords.tr_noop("Shanghai table (1 to 4 by length)"),
            "unlimited": RuleWords.tr_noop("any number"),
        },
    ),
    "set_requires_distinct_suits": FlagInfo(
        RuleWords.tr_noop("Melds"),
        RuleWords.tr_noop("Sets of different suits"),
        RuleWords.tr_noop("Every card of a set must be of a different suit."),
    ),
    "run_max_len_13": FlagInfo(
        RuleWords.tr_noop("Melds"),
        RuleWords.tr_noop("Runs stop at 13 cards"),
        RuleWords.tr_noop("A run may hold an ace at one end only (A…K at most)."),
    ),
    "same_suit_run_rule": FlagInfo(
        RuleWords.tr_noop("Melds"),
        RuleWords.tr_noop("Two runs of one suit"),
        RuleWords.tr_noop("Two runs of the same suit in one lay-down."),
        {
            "no_adjacent": RuleWords.tr_noop("may not join end to end"),
            "gap_ge_2": RuleWords.tr_noop("need two missing ranks between"),
            "free": RuleWords.tr_noop("anything goes"),
        },
    ),
    "sets_must_differ_in_rank": FlagInfo(
        RuleWords.tr_noop("Melds"),
        RuleWords.tr_noop("Sets of different ranks"),
        RuleWords.tr_noop("Two sets in one lay-down must be of different ranks."),
    ),
    "allow_duplicate_in_run_middle": FlagInfo(
        RuleWords.tr_noop("Melds"),
        RuleWords.tr_noop("Twins in the middle of a run"),
        RuleWords.tr_noop(
            "Once down, you may lay off a card identical to a natural in the middle of a run."
        ),
    ),
    # ---- Hillbilly: laying down ------------------------------------------------------------
    "laydown_exact_lengths": FlagInfo(
        RuleWords.tr_noop("Laying down and off"),
        RuleWords.tr_noop("Exact contract lengths"),
        RuleWords.tr_noop("Each meld of the lay-down must be exactly the contract's length."),
    ),
    "allow_extra_melds_at_laydown": FlagInfo(
        RuleWords.tr_noop("Laying down and off"),
        RuleWords.tr_noop("Extra melds with the contract"),
        RuleWords.tr_noop("You may lay down more melds than the contract asks, in the same move."),
    ),
    "allow_new_melds_after_down": FlagInfo(
        RuleWords.tr_noop("Laying down and off"),
        RuleWords.tr_noop("New melds after going down"),
        RuleWords.tr_noop("Once down you may still start new melds on later turns."),
    ),
    "no_layoff_on_laydown_turn": FlagInfo(
        RuleWords.tr_noop("Laying down and off"),
        RuleWords.tr_noop("No lay-offs on the lay-down turn"),
        RuleWords.tr_noop("Wait for your next turn before adding cards to melds."),
    ),
    "allow_wild_shift": FlagInfo(
        RuleWords.tr_noop("Laying down and off"),
        RuleWords.tr_noop("Wilds slide along runs"),
        RuleWords.tr_noop(
            "Lay off the natural a wild stands for and the wild slides to either end of the run."
        ),
    ),
    "down_players_draw_stock_only": FlagInfo(
        RuleWords.tr_noop("Laying down and off"),
        RuleWords.tr_noop("Down players draw from the stock"),
        RuleWords.tr_noop("Once you are down you may not take the upcard."),
    ),
    # ---- Hillbilly: buying -----------------------------------------------------------------
    "buy_penalty_cards": FlagInfo(
        RuleWords.tr_noop("Buying"),
        RuleWords.tr_noop("Penalty cards per buy"),
        RuleWords.tr_noop("Extra cards a buyer takes from the stock (0 to 2)."),
    ),
    "buy_limits": FlagInfo(
        RuleWords.tr_noop("Buying"),
        RuleWords.tr_noop("Buys per round"),
        RuleWords.tr_noop("How many buys each player has in each round."),
    ),
    "buy_priority": FlagInfo(
        RuleWords.tr_noop("Buying"),
        RuleWords.tr_noop("Who gets a wanted card"),
        RuleWords.tr_noop("When several players want to buy the same card."),
        {
            "seat_order_from_in_turn": RuleWords.tr_noop("nearest in turn order"),
            "first_caller": RuleWords.tr_noop("whoever asks first"),
        },
    ),
    "buy_window": FlagInfo(
        RuleWords.tr_noop("Buying"),
        RuleWords.tr_noop("When you may buy"),
        RuleWords.tr_noop("How long a discard stays on offer."),
        {
            "before_in_turn_stock_draw": RuleWords.tr_noop("until the next player draws"),
            "until_next_discard": RuleWords.tr_noop("until the next discard"),
        },
    ),
    "discarder_may_buy": FlagInfo(
        RuleWords.tr_noop("Buying"),
        RuleWords.tr_noop("Buy back your own discard"),
        RuleWords.tr_noop("The player who threw a card away may buy it back."),
    ),
    # ---- Hillbilly: wild swaps -------------------------------------------------------------
    "swap_mode": FlagInfo(
        RuleWords.tr_noop("Wild swaps"),
        RuleWords.tr_noop("Swapping a wild off the table"),
        RuleWords.tr_noop("Give the natural card a wild stands for and take the wild."),
        {
            "use_same_turn": RuleWords.tr_noop("play the wild the same turn"),
            "laydown_only": RuleWords.tr_noop("only to lay down with it"),
            "free": RuleWords.tr_noop("keep the wild in hand"),
            "off": RuleWords.tr_noop("no swaps"),
        },
    ),
    "swap_from_sets": FlagInfo(
        RuleWords.tr_noop("Wild swaps"),
        RuleWords.tr_noop("Swap from sets"),
        RuleWords.tr_noop("Wilds may be swapped out of sets, not only runs."),
    ),
    "swap_from_own_melds": FlagInfo(
        RuleWords.tr_noop("Wild swaps"),
        RuleWords.tr_noop("Swap from your own melds"),
        RuleWords.tr_noop("You may swap a wild out of your own melds too."),
    ),
    # ---- Hillbilly: going out and scoring --------------------------------------------------
    "require_discard_to_go_out_r1_9": FlagInfo(
        RuleWords.tr_noop("Going out and scoring"),
        RuleWords.tr_noop("Go out with a discard"),
        RuleWords.tr_noop(
            "In rounds 1 to 9 you must end by discarding, not by laying off your last card."
        ),
    ),
    "final_round_allow_extra_melds": FlagInfo(
        RuleWords.tr_noop("Going out and scoring"),
        RuleWords.tr_noop("All-at-once rounds: extra melds"),
        RuleWords.tr_noop(
            "In a round played all at once (round 10) you may lay down melds beyond the contract "
            "when you go out."
        ),
    ),
    "final_round_no_discard": FlagInfo(
        RuleWords.tr_noop("Going out and scoring"),
        RuleWords.tr_noop("All-at-once rounds: no discard"),
        RuleWords.tr_noop(
            "In a round played all at once (round 10) you go out by melding every card, with no "
            "discard."
        ),
    ),
    "blind_out_bonus": FlagInfo(
        RuleWords.tr_noop("Going out and scoring"),
        RuleWords.tr_noop("Down-and-out bonus"),
        RuleWords.tr_noop(
            "Points taken off a player who lays down and goes out in one turn (0: off)."
        ),
    ),
    "card_values": FlagInfo(
        RuleWords.tr_noop("Going out and scoring"),
        RuleWords.tr_noop("Card values"),
        RuleWords.tr_noop("What each kind of card left in hand scores at the end of a round."),
    ),
    "pip_values": FlagInfo(
        RuleWords.tr_noop("Going out and scoring"),
        RuleWords.tr_noop("2 to 9 at face value"),
        RuleWords.tr_noop(
            "A 2 to 9 left in hand scores its own number instead of the 2-to-9 value above."
        ),
    ),
    # ---- Hillbilly: the rounds (the New Game dialog's Contracts tab) ----------------------
    "contracts": FlagInfo(
        RuleWords.tr_noop("Contracts"),
        RuleWords.tr_noop("Rounds"),
        RuleWords.tr_noop(
            "The rounds of the game: cards dealt, the sets and runs each asks, buys, all at once."
        ),
    ),
    "contract_name": FlagInfo(
        RuleWords.tr_noop("Contracts"),
        RuleWords.tr_noop("Name"),
        RuleWords.tr_noop("The name of this list of rounds."),
    ),
    # ---- Three Thirteen --------------------------------------------------------------------
    "one_deck_for_two": FlagInfo(
        BOTH,
        RuleWords.tr_noop("One deck for two players"),
        RuleWords.tr_noop("A two-player game uses a single 52-card deck."),
    ),
    "joker_points": FlagInfo(
        RuleWords.tr_noop("Melds and scoring"),
        RuleWords.tr_noop("Joker points"),
        RuleWords.tr_noop("What an unmelded joker scores (15, or 50 in Five Crowns)."),
    ),
    "max_set_size": FlagInfo(
        RuleWords.tr_noop("Melds and scoring"),
        RuleWords.tr_noop("Largest set"),
        RuleWords.tr_noop("The most cards a set may hold (no limit by default)."),
    ),
    "no_all_wild_melds": FlagInfo(
        RuleWords.tr_noop("Melds and scoring"),
        RuleWords.tr_noop("No all-wild melds"),
        RuleWords.tr_noop("A meld must hold at least one natural card."),
    ),
    "max_wilds_per_meld": FlagInfo(
        RuleWords.tr_noop("Melds and scoring"),
        RuleWords.tr_noop("Wilds per meld"),
        RuleWords.tr_noop("Limit the wild cards in one meld (no limit by default)."),
    ),
    "no_go_out_first_lap": FlagInfo(
        RuleWords.tr_noop("Melds and scoring"),
        RuleWords.tr_noop("No going out on the first lap"),
        RuleWords.tr_noop("Nobody may go out until everyone has had one turn."),
    ),
    "five_crowns_scoring": FlagInfo(
        RuleWords.tr_noop("Melds and scoring"),
        RuleWords.tr_noop("Five Crowns scoring"),
        RuleWords.tr_noop("J 11, Q 12, K 13, a wild of the round 20, a joker 50."),
    ),
}

# Number fields: (minimum, maximum, text shown for None or None when the field needs a number).
NUMBER_RANGES: dict[str, tuple[int, int, str | None]] = {
    "deck_count_override": (0, 8, RuleWords.tr_noop("automatic")),
    "buy_penalty_cards": (0, 2, None),
    "blind_out_bonus": (0, 100, None),
    "joker_points": (0, 100, None),
    "max_set_size": (2, 20, RuleWords.tr_noop("no limit")),
    "max_wilds_per_meld": (0, 20, RuleWords.tr_noop("no limit")),
}


def none_text(name: str) -> str | None:
    """What a number field shows for "none" ("no limit"), in the player's language; None
    when the field needs a number."""
    spec = NUMBER_RANGES.get(name)
    return RuleWords.tr(spec[2]) if spec and spec[2] else None


# House rules that are tables of numbers: one box per entry (its key; :func:`caption` names
# it), the bounds of every box, and how many boxes a row holds.
TABLES: dict[str, tuple[tuple[object, ...], int, int, int]] = {
    "decks_by_players": (tuple(range(2, 9)), 1, 8, 4),
    "buy_limits": (tuple(range(1, 11)), 0, 20, 5),
    "card_values": (("joker", "wild", "ace", "ten_to_king", "two_to_nine"), 0, 100, 3),
}
_CARD_KINDS = {
    "joker": RuleWords.tr_noop("Joker"),
    "wild": RuleWords.tr_noop("Wild card"),
    "ace": RuleWords.tr_noop("Ace"),
    "ten_to_king": RuleWords.tr_noop("10 to K"),
    "two_to_nine": RuleWords.tr_noop("2 to 9"),
}


def caption(name: str, key: object) -> str:
    """The caption of one box of the table ``name``: "4 players", "Round 3", "Ace"."""
    if name == "decks_by_players" and isinstance(key, int):
        #: Beside the box of the number of decks for this many players (always 2 or more).
        return RuleWords.tr("%n player(s)", None, key)
    if name == "buy_limits":
        return RuleWords.tr("Round {round}", round=key)
    if name == "card_values" and str(key) in _CARD_KINDS:
        return RuleWords.tr(_CARD_KINDS[str(key)])
    return str(key)


def describe_value(name: str, value: object) -> str:
    """A short player-facing form of a flag's value, for tooltips and the help page."""
    info = FLAGS.get(name)
    if name == "contracts" and isinstance(value, list | tuple):
        #: A house rule's value: the game plays a list of rounds of its own.
        return RuleWords.tr("%n round(s) of its own", None, len(value))
    if isinstance(value, bool):
        #: A yes-or-no house rule's value ("Deuces wild: on").
        return RuleWords.tr("on") if value else RuleWords.tr("off")
    if value is None:
        return none_text(name) or RuleWords.tr("none")
    if info and info.choices and str(value) in info.choices:
        return RuleWords.tr(info.choices[str(value)])
    if isinstance(value, dict):
        if name in ("buy_limits", "decks_by_players"):
            return _ranges(value, name)
        return ", ".join(
            RuleWords.tr("{rule}: {value}", rule=caption(name, k), value=v)
            for k, v in value.items()
        )
    return str(value)


def card_kinds(rules: RuleSet) -> set[str]:
    """The kinds of card (keys of ``card_values``) this game's pack holds: a joker only when
    the pack has jokers, a wild card (a 2) only with deuces wild."""
    kinds = {"ace", "ten_to_king", "two_to_nine"}
    if rules.joker_count() > 0:
        kinds.add("joker")
    if rules.deuces_wild:
        kinds.add("wild")
    return kinds


def describe_changes(changed: dict[str, object], rules: RuleSet | None = None) -> list[str]:
    """The house rules a game changes, one "Label: value" line each, in the dialog's words.

    Flags that speak about each other are told together, so the summary never contradicts
    itself: with "2 to 9 at face value" on, the card values say so in place of the 2-to-9
    value it overrides (Liverpool's "2 to 9: 5" never scores). The game's name is left out
    (it opens the summary). Given the game's ``rules``, the card values name only the cards
    its pack holds (no joker's value in a game without jokers).
    """
    kinds = card_kinds(rules) if rules is not None else None
    lines = []
    pip = bool(changed.get("pip_values"))
    for name, value in changed.items():
        if name == "contract_name" or (name == "pip_values" and "card_values" in changed):
            continue
        label = flag_words(name).label
        if name == "card_values" and isinstance(value, dict):
            said = [
                RuleWords.tr("{rule}: {value}", rule=caption(name, k), value=v)
                for k, v in value.items()
                if not (pip and k == "two_to_nine") and (kinds is None or k in kinds)
            ]
            if pip:
                said.append(RuleWords.tr("2 to 9: their own number"))
            text = ", ".join(said)
        else:
            text = describe_value(name, value)
        lines.append(RuleWords.tr("{rule}: {value}", rule=label, value=text))
    return lines


def _ranges(value: dict, name: str) -> str:
    """A table keyed by a number told in ranges: ``{1: 3, 2: 3, 3: 4}`` of buy limits ->
    "rounds 1–2: 3, round 3: 4"; all equal: "3 in every round".

    >>> _ranges({2: 2, 3: 2, 4: 3}, "decks_by_players")
    '2–3 players: 2, 4 players: 3'
    """
    keys = sorted(value)
    rounds = name == "buy_limits"
    if len(set(value.values())) == 1:
        if rounds:
            return RuleWords.tr("{value} in every round", value=value[keys[0]])
        return RuleWords.tr("{value} for any number of players", value=value[keys[0]])
    runs: list[list[int]] = []
    for key in keys:
        if runs and key == runs[-1][-1] + 1 and value[key] == value[runs[-1][-1]]:
            runs[-1].append(key)
        else:
            runs.append([key])
    parts = []
    for run in runs:
        first, last, each = run[0], run[-1], value[run[0]]
        if rounds and len(run) == 1:
            parts.append(RuleWords.tr("round {first}: {value}", first=first, value=each))
        elif rounds:
            said = RuleWords.tr(
                "rounds {first}–{last}: {value}", first=first, last=last, value=each
            )
            parts.append(said)
        elif len(run) == 1:
            parts.append(RuleWords.tr("{first} players: {value}", first=first, value=each))
        else:
            said = RuleWords.tr(
                "{first}–{last} players: {value}", first=first, last=last, value=each
            )
            parts.append(said)
    return ", ".join(parts)


def game_info_text(rules: RuleSet, seed: int | None) -> str:
    """Under the scoreboard: the game, its deal number and its house rules in the New Game
    dialog's words (never a config name). ``seed`` None: a network table's (its host keeps
    the deal number: it would tell the stock's order)."""
    said = describe_changes(
        rules.changed_flags(), rules
    )  # without the game's name: it opens the line
    name = shown_game_name(rules)
    if seed is None:
        #: Under the scoreboard, a network table's game (its deal number stays the host's).
        first = RuleWords.tr("{game} · a network table", game=name)
    else:
        #: Under the scoreboard: the game and the number of its deal.
        first = RuleWords.tr("{game} · deal number {seed}", game=name, seed=seed)
    if not said:
        #: Under the scoreboard, when the game plays every rule as it comes.
        return RuleWords.tr("{first}\nHouse rules: the standard ones", first=first)
    #: Under the scoreboard: {rules} lists the house rules changed, joined by "; ".
    return RuleWords.tr("{first}\nHouse rules: {rules}", first=first, rules="; ".join(said))
