"""The house-rule flags as the New Game dialog shows them: groups, short explanations, labels.

The flags themselves come from ``RuleSet.model_fields`` (the dialog builds a widget per field);
this table only says how to present each one. The full player-facing text is docs/rules.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rummy_desktop.engine import RuleSet


@dataclass(frozen=True)
class FlagInfo:
    group: str
    label: str
    explain: str
    choices: dict[str, str] | None = None  # Literal value -> label


BOTH = "Cards, stock and ties"

FLAGS: dict[str, FlagInfo] = {
    # ---- both games (RULES 3.14 / 4.11) -------------------------------------------------
    "decks_by_players": FlagInfo(
        BOTH,
        "Decks by players",
        "How many decks are shuffled together for each number of players at the table.",
    ),
    "deck_count_override": FlagInfo(
        BOTH,
        "Exact number of decks",
        "Play with exactly this many decks whatever the number of players "
        "(too few to deal the last round is refused).",
    ),
    "jokers_per_deck": FlagInfo(
        BOTH,
        "Jokers",
        "How many jokers each deck brings. Jokers are always wild.",
        {
            "0": "none",
            "1": "1 per deck",
            "2": "2 per deck",
            "players_minus_one": "players − 1",
            "decks_minus_one": "decks − 1",
        },
    ),
    "forbid_discard_of_taken_card": FlagInfo(
        BOTH,
        "No throwing back the card you took",
        "If you took the upcard you may not discard that same card in the same turn.",
    ),
    "stock_refill": FlagInfo(
        BOTH,
        "When the stock runs out",
        "What happens when someone must draw and the stock is empty.",
        {
            "shuffle": "shuffle the discards into a new stock",
            "flip_unshuffled": "turn the discards over, unshuffled",
            "end_round": "the round ends, nobody out",
        },
    ),
    "tiebreak": FlagInfo(
        BOTH,
        "Equal lowest totals",
        "Who wins when several players share the lowest total at the end.",
        {
            "co_winners": "all of them win",
            "most_rounds_out": "most rounds gone out first",
            "lowest_last_round": "lowest score in the last round",
        },
    ),
    # ---- Hillbilly: cards and dealing ------------------------------------------------------
    "deuces_wild": FlagInfo(
        "Wild cards and dealing",
        "Deuces wild",
        "All 2s are wild as well as jokers; a 2 left in hand scores 20.",
    ),
    "deuce_can_be_natural": FlagInfo(
        "Wild cards and dealing",
        "A 2 may count as a plain 2",
        "With deuces wild, a 2 used as itself (a set of 2s, or its own place in a run) is a "
        "natural card, not the meld's wild.",
    ),
    "dealer_selection": FlagInfo(
        "Wild cards and dealing",
        "First dealer",
        "How the first dealer is chosen.",
        {
            "high_card_youngest": "high card; ties: youngest",
            "high_card_redraw": "high card; ties draw again",
            "random": "at random",
        },
    ),
    "dealer_draw_ace_high": FlagInfo(
        "Wild cards and dealing",
        "Ace high in the draw for dealer",
        "In the draw for dealer the ace is the highest card; off: the lowest.",
    ),
    # ---- Hillbilly: melds ------------------------------------------------------------------
    "wild_limit_rule": FlagInfo(
        "Melds",
        "Wild cards per meld",
        "How many wild cards one meld may hold.",
        {
            "one_per_meld": "at most one",
            "not_more_than_naturals": "no more than its naturals",
            "shanghai_table": "Shanghai table (1 to 4 by length)",
            "unlimited": "any number",
        },
    ),
    "set_requires_distinct_suits": FlagInfo(
        "Melds", "Sets of different suits", "Every card of a set must be of a different suit."
    ),
    "run_max_len_13": FlagInfo(
        "Melds", "Runs stop at 13 cards", "A run may hold an ace at one end only (A…K at most)."
    ),
    "same_suit_run_rule": FlagInfo(
        "Melds",
        "Two runs of one suit",
        "Two runs of the same suit in one lay-down.",
        {
            "no_adjacent": "may not join end to end",
            "gap_ge_2": "need two missing ranks between",
            "free": "anything goes",
        },
    ),
    "sets_must_differ_in_rank": FlagInfo(
        "Melds", "Sets of different ranks", "Two sets in one lay-down must be of different ranks."
    ),
    "allow_duplicate_in_run_middle": FlagInfo(
        "Melds",
        "Twins in the middle of a run",
        "Once down, you may lay off a card identical to a natural in the middle of a run.",
    ),
    # ---- Hillbilly: laying down ------------------------------------------------------------
    "laydown_exact_lengths": FlagInfo(
        "Laying down and off",
        "Exact contract lengths",
        "Each meld of the lay-down must be exactly the contract's length.",
    ),
    "allow_extra_melds_at_laydown": FlagInfo(
        "Laying down and off",
        "Extra melds with the contract",
        "You may lay down more melds than the contract asks, in the same move.",
    ),
    "allow_new_melds_after_down": FlagInfo(
        "Laying down and off",
        "New melds after going down",
        "Once down you may still start new melds on later turns.",
    ),
    "no_layoff_on_laydown_turn": FlagInfo(
        "Laying down and off",
        "No lay-offs on the lay-down turn",
        "Wait for your next turn before adding cards to melds.",
    ),
    "allow_wild_shift": FlagInfo(
        "Laying down and off",
        "Wilds slide along runs",
        "Lay off the natural a wild stands for and the wild slides to either end of the run.",
    ),
    "down_players_draw_stock_only": FlagInfo(
        "Laying down and off",
        "Down players draw from the stock",
        "Once you are down you may not take the upcard.",
    ),
    # ---- Hillbilly: buying -----------------------------------------------------------------
    "buy_penalty_cards": FlagInfo(
        "Buying", "Penalty cards per buy", "Extra cards a buyer takes from the stock (0 to 2)."
    ),
    "buy_limits": FlagInfo(
        "Buying",
        "Buys per round",
        "How many buys each player has in each round.",
    ),
    "buy_priority": FlagInfo(
        "Buying",
        "Who gets a wanted card",
        "When several players want to buy the same card.",
        {
            "seat_order_from_in_turn": "nearest in turn order",
            "first_caller": "whoever asks first",
        },
    ),
    "buy_window": FlagInfo(
        "Buying",
        "When you may buy",
        "How long a discard stays on offer.",
        {
            "before_in_turn_stock_draw": "until the next player draws",
            "until_next_discard": "until the next discard",
        },
    ),
    "discarder_may_buy": FlagInfo(
        "Buying", "Buy back your own discard", "The player who threw a card away may buy it back."
    ),
    # ---- Hillbilly: wild swaps -------------------------------------------------------------
    "swap_mode": FlagInfo(
        "Wild swaps",
        "Swapping a wild off the table",
        "Give the natural card a wild stands for and take the wild.",
        {
            "use_same_turn": "play the wild the same turn",
            "laydown_only": "only to lay down with it",
            "free": "keep the wild in hand",
            "off": "no swaps",
        },
    ),
    "swap_from_sets": FlagInfo(
        "Wild swaps", "Swap from sets", "Wilds may be swapped out of sets, not only runs."
    ),
    "swap_from_own_melds": FlagInfo(
        "Wild swaps", "Swap from your own melds", "You may swap a wild out of your own melds too."
    ),
    # ---- Hillbilly: going out and scoring --------------------------------------------------
    "require_discard_to_go_out_r1_9": FlagInfo(
        "Going out and scoring",
        "Go out with a discard",
        "In rounds 1 to 9 you must end by discarding, not by laying off your last card.",
    ),
    "final_round_allow_extra_melds": FlagInfo(
        "Going out and scoring",
        "All-at-once rounds: extra melds",
        "In a round played all at once (round 10) you may lay down melds beyond the contract "
        "when you go out.",
    ),
    "final_round_no_discard": FlagInfo(
        "Going out and scoring",
        "All-at-once rounds: no discard",
        "In a round played all at once (round 10) you go out by melding every card, with no "
        "discard.",
    ),
    "blind_out_bonus": FlagInfo(
        "Going out and scoring",
        "Down-and-out bonus",
        "Points taken off a player who lays down and goes out in one turn (0: off).",
    ),
    "card_values": FlagInfo(
        "Going out and scoring",
        "Card values",
        "What each kind of card left in hand scores at the end of a round.",
    ),
    "pip_values": FlagInfo(
        "Going out and scoring",
        "2 to 9 at face value",
        "A 2 to 9 left in hand scores its own number instead of the 2-to-9 value above.",
    ),
    # ---- Hillbilly: the rounds (the New Game dialog's Contracts tab) ----------------------
    "contracts": FlagInfo(
        "Contracts",
        "Rounds",
        "The rounds of the game: cards dealt, the sets and runs each asks, buys, all at once.",
    ),
    "contract_name": FlagInfo("Contracts", "Name", "The name of this list of rounds."),
    # ---- Three Thirteen --------------------------------------------------------------------
    "one_deck_for_two": FlagInfo(
        BOTH, "One deck for two players", "A two-player game uses a single 52-card deck."
    ),
    "joker_points": FlagInfo(
        "Melds and scoring",
        "Joker points",
        "What an unmelded joker scores (15, or 50 in Five Crowns).",
    ),
    "max_set_size": FlagInfo(
        "Melds and scoring", "Largest set", "The most cards a set may hold (no limit by default)."
    ),
    "no_all_wild_melds": FlagInfo(
        "Melds and scoring",
        "No all-wild melds",
        "A meld must hold at least one natural card.",
    ),
    "max_wilds_per_meld": FlagInfo(
        "Melds and scoring",
        "Wilds per meld",
        "Limit the wild cards in one meld (no limit by default).",
    ),
    "no_go_out_first_lap": FlagInfo(
        "Melds and scoring",
        "No going out on the first lap",
        "Nobody may go out until everyone has had one turn.",
    ),
    "five_crowns_scoring": FlagInfo(
        "Melds and scoring",
        "Five Crowns scoring",
        "J 11, Q 12, K 13, a wild of the round 20, a joker 50.",
    ),
}

# Number fields: (minimum, maximum, text shown for None or None when the field needs a number).
NUMBER_RANGES: dict[str, tuple[int, int, str | None]] = {
    "deck_count_override": (0, 8, "automatic"),
    "buy_penalty_cards": (0, 2, None),
    "blind_out_bonus": (0, 100, None),
    "joker_points": (0, 100, None),
    "max_set_size": (2, 20, "no limit"),
    "max_wilds_per_meld": (0, 20, "no limit"),
}


# House rules that are tables of numbers: one box per entry (key, caption), the bounds of
# every box, and how many boxes a row holds.
TABLES: dict[str, tuple[tuple[tuple[object, str], ...], int, int, int]] = {
    "decks_by_players": (tuple((n, f"{n} players") for n in range(2, 9)), 1, 8, 4),
    "buy_limits": (tuple((r, f"Round {r}") for r in range(1, 11)), 0, 20, 5),
    "card_values": (
        (
            ("joker", "Joker"),
            ("wild", "Wild card"),
            ("ace", "Ace"),
            ("ten_to_king", "10 to K"),
            ("two_to_nine", "2 to 9"),
        ),
        0,
        100,
        3,
    ),
}
_CAPTIONS = {name: dict(entries) for name, (entries, *_rest) in TABLES.items()}


def describe_value(name: str, value: object) -> str:
    """A short player-facing form of a flag's value, for tooltips and the help page."""
    info = FLAGS.get(name)
    if name == "contracts" and isinstance(value, list | tuple):
        return f"{_count(len(value), 'round')} of its own"
    if isinstance(value, bool):
        return "on" if value else "off"
    if value is None:
        spec = NUMBER_RANGES.get(name)
        return spec[2] if spec and spec[2] else "none"
    if info and info.choices and str(value) in info.choices:
        return info.choices[str(value)]
    if isinstance(value, dict):
        if name in _RANGED:
            return _ranges(value, *_RANGED[name])
        captions = _CAPTIONS.get(name, {})
        return ", ".join(f"{captions.get(k, k)}: {v}" for k, v in value.items())
    return str(value)


def _count(n: int, noun: str) -> str:
    """``_count(1, "round")`` -> "1 round"; any other number takes the plural."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def describe_changes(changed: dict[str, object]) -> list[str]:
    """The house rules a game changes, one "Label: value" line each, in the dialog's words.

    Flags that speak about each other are told together, so the summary never contradicts
    itself: with "2 to 9 at face value" on, the card values say so in place of the 2-to-9
    value it overrides (Liverpool's "2 to 9: 5" never scores). The game's name is left out
    (it opens the summary).
    """
    lines = []
    pip = bool(changed.get("pip_values"))
    for name, value in changed.items():
        if name == "contract_name" or (name == "pip_values" and "card_values" in changed):
            continue
        label = FLAGS[name].label if name in FLAGS else name.replace("_", " ")
        if name == "card_values" and isinstance(value, dict):
            text = ", ".join(
                f"{_CAPTIONS['card_values'].get(k, k)}: {v}"
                for k, v in value.items()
                if not (pip and k == "two_to_nine")
            )
            if pip:
                text = f"{text}, 2 to 9: their own number" if text else "2 to 9: their own number"
        else:
            text = describe_value(name, value)
        lines.append(f"{label}: {text}")
    return lines


# Tables keyed by a number, told in ranges: "rounds 1–9: 3, round 10: 4".
_RANGED = {
    "buy_limits": ("round", "rounds", "", "in every round"),
    "decks_by_players": ("", "", " players", "for any number of players"),
}


def _ranges(value: dict, one: str, many: str, after: str, every: str) -> str:
    """``{1: 3, 2: 3, 3: 4}`` -> "rounds 1–2: 3, round 3: 4"; all equal: "3 in every round".

    >>> _ranges({2: 2, 3: 2, 4: 3}, "", "", " players", "")
    '2–3 players: 2, 4 players: 3'
    """
    keys = sorted(value)
    if len(set(value.values())) == 1:
        return f"{value[keys[0]]} {every}"
    runs: list[list[int]] = []
    for key in keys:
        if runs and key == runs[-1][-1] + 1 and value[key] == value[runs[-1][-1]]:
            runs[-1].append(key)
        else:
            runs.append([key])
    parts = []
    for run in runs:
        if len(run) == 1:
            head = f"{one} {run[0]}".strip()
        else:
            head = f"{many} {run[0]}–{run[-1]}".strip()
        parts.append(f"{head}{after}: {value[run[0]]}")
    return ", ".join(parts)


def game_info_text(rules: RuleSet, seed: int | None) -> str:
    """Under the scoreboard: the game, its deal number and its house rules in the New Game
    dialog's words (never a config name). ``seed`` None: a network table's (its host keeps
    the deal number: it would tell the stock's order)."""
    said = describe_changes(rules.changed_flags())  # without the game's name: it opens the line
    deal = f" · deal number {seed}" if seed is not None else " · a network table"
    return (
        f"{rules.game_name}{deal}\nHouse rules: {'; '.join(said) if said else 'the standard ones'}"
    )
