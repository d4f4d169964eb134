"""The hand analyzer behind ``rummy-desktop analyze``: questions in, plain JSON-ready dicts out.

>>> analyze("three-thirteen", 1, ["7H", "7S", "7D", "KC"], {})["go_out_discards"]
['KC']
>>> analyze("hillbilly", 1, "7H 7S 7D 9C 9D 9H KS", {})["contract_met"]
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, cast

from . import strict_json
from .engine import (
    JOKER_RANK,
    RANK_CODES,
    SUITS,
    Card,
    RuleSet,
    best_arrangement,
    card_words,
    find_going_out_laydown,
    find_laydown,
    go_out_discards,
    hand_points,
    parse_cards,
)
from .quoting import quote
from .wording import GAME_NAMES

DEFAULT_VARIANT = "three-thirteen"
DEFAULT_PLAYERS = 4
MAX_CARDS = 30
REQUEST_KEYS = ("variant", "round", "cards", "rules", "players")


class AnalysisError(ValueError):
    """A hand or a question the analyzer cannot answer, with a sentence saying why."""


def build_rules(variant: str, players: int, overrides: dict[str, Any] | None) -> RuleSet:
    """The variant's rules for ``players`` seats with house-rule overrides (RulesError if bad)."""
    overrides = {} if overrides is None else overrides
    if isinstance(overrides, dict):
        # RuleSet.from_overrides would let the command line's value win without a word.
        for key in ("variant", "players"):
            if key in overrides:
                raise AnalysisError(
                    f"'{key}' is not a house rule: give it on its own, not in rules"
                )
    if isinstance(players, bool) or not isinstance(players, int):
        raise AnalysisError(f"players must be a whole number from 2 to 8, not {quote(players)}")
    cache_key = _rules_key(variant, players, overrides)
    rules = _RULES.get(cache_key) if cache_key is not None else None
    if rules is None:
        # Built and checked once per distinct question: a batch of hands under the same rules
        # pays for the validation once, not on every line. A bad rule set is not kept, so
        # its error is raised again each time.
        rules = RuleSet.from_overrides(variant, players, overrides)
        if cache_key is not None:
            if len(_RULES) >= _MAX_RULES:
                _RULES.clear()
            _RULES[cache_key] = rules
    return rules


# Rule sets already built, by variant, players and overrides (RuleSet is immutable).
_RULES: dict[tuple, RuleSet] = {}
_MAX_RULES = 256


def _rules_key(variant: Any, players: int, overrides: Any) -> tuple | None:
    """A key that tells apart any two questions that could get different rule sets (types
    included: 1, 1.0 and true stay apart), or None for values that cannot make one."""
    try:
        key = (_frozen(variant), players, _frozen(overrides))
        hash(key)
    except TypeError:
        return None
    return key


def _frozen(value: Any) -> Any:
    if isinstance(value, dict):
        return (dict, tuple((_frozen(k), _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return (list, tuple(_frozen(v) for v in value))
    if value is None or type(value) in (str, int, float, bool):
        return (type(value), value)
    raise TypeError(f"no key for {type(value).__name__}")


def analyze(
    variant: str,
    round_no: int,
    cards: str | Iterable[str] | Iterable[Card],
    rules_overrides: dict[str, Any] | None = None,
    players: int = DEFAULT_PLAYERS,
) -> dict[str, Any]:
    """Answer what a hand is worth in ``round_no`` of ``variant``, as a JSON-ready dict.

    Raises CardError, RulesError or AnalysisError (all ValueError) with one sentence.
    """
    rules = build_rules(variant, players, rules_overrides)
    _check_round(rules, round_no)
    hand = read_hand(cards, rules)
    if rules.variant == "three-thirteen":
        return _three_thirteen(hand, rules, round_no)
    return _hillbilly(hand, rules, round_no)


def analyze_json_line(
    line: str,
    variant: str = DEFAULT_VARIANT,
    players: int = DEFAULT_PLAYERS,
    rules_overrides: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Answer one batch line; the arguments are the defaults for keys the line leaves out.

    A line's own ``rules`` are applied over ``rules_overrides``, flag by flag.
    """
    try:
        request = strict_json.loads(line)
    except strict_json.JSONRefused as exc:
        phrase = str(exc).removeprefix("it ")
        if exc.kind == "cut_short":
            phrase = f"is not valid JSON ({phrase.removeprefix('its JSON ')})"
        raise AnalysisError(f"the line {phrase}") from None
    if not isinstance(request, dict):
        raise AnalysisError("each line must be a JSON object such as " + _EXAMPLE)
    unknown = [k for k in request if k not in REQUEST_KEYS]
    if unknown:
        raise AnalysisError(
            f"unknown key {quote(unknown[0])}: a line may have {', '.join(REQUEST_KEYS)}"
        )
    for key in ("round", "cards"):
        if key not in request:
            raise AnalysisError(f"the line has no '{key}': write it like {_EXAMPLE}")
    cards = request["cards"]
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise AnalysisError('"cards" must be a list of card names such as ["7H", "8H"]')
    line_rules = request.get("rules", {})
    if not isinstance(line_rules, dict):
        raise AnalysisError(
            '"rules" must be a JSON object of house rules such as {"max_set_size": 4}'
        )
    round_no = request["round"]
    chosen_variant = request.get("variant", variant)
    if not isinstance(chosen_variant, str):
        raise AnalysisError('"variant" must be "hillbilly" or "three-thirteen"')
    overrides = {**(rules_overrides or {}), **line_rules}
    return analyze(chosen_variant, round_no, cards, overrides, request.get("players", players))


_EXAMPLE = '{"variant": "three-thirteen", "round": 5, "cards": ["7H", "8H"]}'


# ---- validation ------------------------------------------------------------------------


def _check_round(rules: RuleSet, round_no: Any) -> None:
    last = rules.rounds
    game = rules.game_name
    if isinstance(round_no, bool) or not isinstance(round_no, int):
        raise AnalysisError(
            f"the round must be a whole number from 1 to {last}, not {quote(round_no)}"
        )
    if not 1 <= round_no <= last:
        raise AnalysisError(f"there is no round {round_no}: {game} has rounds 1 to {last}")


def read_hand(cards: str | Iterable[str] | Iterable[Card], rules: RuleSet) -> list[Card]:
    """Read the cards and check that this game's pack could hold them all."""
    items = cards if isinstance(cards, str) else list(cards)
    hand: list[Card]
    if isinstance(items, list) and items and all(isinstance(c, Card) for c in items):
        hand = cast(list[Card], items)
    else:
        if isinstance(items, list) and not all(isinstance(c, str) for c in items):
            raise AnalysisError("cards must be card names such as 7H, 10S or JK")
        words = card_words(cast(str | list[str], items))
        _check_count(len(words))  # before reading them: 16,000 cards are refused unread
        hand = parse_cards(words)
    _check_count(len(hand))
    _check_pack(hand, rules)
    return hand


def _check_count(n: int) -> None:
    if not n:
        raise AnalysisError(f"no cards to analyze: give 1 to {MAX_CARDS} cards, like 7H 8H 9H")
    if n > MAX_CARDS:
        raise AnalysisError(f"{n} cards is too many: give 1 to {MAX_CARDS} cards")


def _check_pack(hand: Sequence[Card], rules: RuleSet) -> None:
    decks, jokers = rules.deck_count(), rules.joker_count()
    game = GAME_NAMES[rules.variant]
    # One pass gathers what the checks below need, in the order they are made.
    faces: dict[tuple[int, str], int] = {}
    exact = set()
    stray = None
    for c in hand:
        rank, suit, copy = c.rank, c.suit, c.copy
        face = (rank, suit)
        faces[face] = faces.get(face, 0) + 1
        exact.add((rank, suit, copy))
        if stray is None and not _in_pack(c, rank, suit, copy, decks, jokers):
            stray = c
    if jokers == 0 and any(rank == JOKER_RANK for rank, _suit in faces):
        raise AnalysisError(f"{game} is played here without jokers: JK is not in the pack")
    for (rank, suit), n in faces.items():
        if rank == JOKER_RANK and n > jokers:
            raise AnalysisError(f"there are only {_count(jokers, 'joker')}: JK appears {n} times")
        if rank != JOKER_RANK and n > decks:
            code = Card(rank, suit).code
            raise AnalysisError(f"there are only {_count(decks, 'deck')}: {code} appears {n} times")
    if len(exact) < len(hand):
        twice = [c for c, n in Counter(hand).items() if n > 1]
        raise AnalysisError(f"{twice[0].full_code} is named twice: a copy letter names one card")
    if stray is not None:
        have = _count(jokers, "joker") if stray.is_joker else _count(decks, "deck")
        raise AnalysisError(f"{stray.full_code} is not in the pack: there are only {have}")


_RANKS = frozenset(range(1, 14))
_SUITS = frozenset(SUITS)


def _in_pack(card: Card, rank: int, suit: str, copy: int, decks: int, jokers: int) -> bool:
    """Whether ``card`` is one of ``build_pack(decks, jokers)``, without building the pack."""
    if type(card) is not Card:
        return False
    if rank == JOKER_RANK:
        return suit == "" and copy in range(jokers)
    return rank in _RANKS and suit in _SUITS and copy in range(decks)


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ---- the answers -----------------------------------------------------------------------


def _three_thirteen(hand: list[Card], rules: RuleSet, round_no: int) -> dict[str, Any]:
    arrangement = best_arrangement(hand, rules, round_no)
    wild = rules.wild_rank(round_no)
    assert wild is not None  # Three Thirteen always has one
    return {
        "variant": rules.variant,
        "round": round_no,
        "wild_rank": RANK_CODES[wild],
        "penalty": arrangement.penalty,
        "melds": [codes(meld) for meld in arrangement.melds],
        "unmatched": codes(arrangement.unmatched),
        "go_out_discards": sorted_codes(
            go_out_discards(hand, rules, round_no, penalty=arrangement.penalty)
        ),
    }


def _hillbilly(hand: list[Card], rules: RuleSet, round_no: int) -> dict[str, Any]:
    if rules.all_at_once(round_no):
        found = find_going_out_laydown(hand, rules, round_no)
        melds = None if found is None else found[0]
    else:
        melds = _contract_laydown(hand, rules, round_no)
    answer = {
        "variant": rules.variant,
        "round": round_no,
        "contract": rules.contract(round_no).describe(),
        "contract_met": melds is not None,
        "lay_down": None if melds is None else [_meld_codes(m, hand) for m in melds],
        "hand_points": hand_points(hand, rules, round_no),
    }
    if rules.contract_name is not None or "contracts" in rules.changed_flags():
        # A table's own rounds: say whose, and whether this one goes out all at once.
        answer["game"] = rules.game_name
        answer["all_at_once"] = rules.all_at_once(round_no)
    return answer


def _meld_codes(meld: Any, hand: list[Card]) -> list[str]:
    """A run low to high with each wild where it stands; a set in the order of the hand."""
    cards = [slot.card for slot in meld.slots]
    if meld.kind == "set":
        cards.sort(key=hand.index)
    return codes(cards)


def _contract_laydown(hand: list[Card], rules: RuleSet, round_no: int) -> list | None:
    melds = find_laydown(hand, rules, round_no)
    if melds is None or not rules.require_discard_to_go_out_r1_9:
        return melds
    if sum(len(m.cards) for m in melds) < len(hand):
        return melds
    # The house rule forbids going out without a discard: a lay-down must keep a card back.
    for face in dict.fromkeys(c.face for c in hand):
        rest = list(hand)
        rest.remove(next(c for c in hand if c.face == face))
        melds = find_laydown(rest, rules, round_no)
        if melds is not None:
            return melds
    return None


def codes(cards: Iterable[Card]) -> list[str]:
    """Plain card codes (``7H``, no copy letter) in the given order."""
    return [c.code for c in cards]


def sorted_codes(cards: Iterable[Card]) -> list[str]:
    """Distinct plain codes in pack order: spades, hearts, diamonds, clubs, each A to K, then JK."""
    faces = sorted({c.face for c in cards}, key=_pack_order)
    return [Card(*face).code for face in faces]


def _pack_order(face: tuple[int, str]) -> tuple[int, int]:
    rank, suit = face
    return (SUITS.index(suit), rank) if suit else (len(SUITS), 0)
