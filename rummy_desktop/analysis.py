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
    return RuleSet.from_overrides(variant, players, overrides)


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
    if jokers == 0 and any(c.is_joker for c in hand):
        raise AnalysisError(f"{game} is played here without jokers: JK is not in the pack")
    for face, n in Counter(c.face for c in hand).items():
        code = Card(*face).code
        if code == "JK" and n > jokers:
            raise AnalysisError(f"there are only {_count(jokers, 'joker')}: JK appears {n} times")
        if code != "JK" and n > decks:
            raise AnalysisError(f"there are only {_count(decks, 'deck')}: {code} appears {n} times")
    twice = [c for c, n in Counter(hand).items() if n > 1]
    if twice:
        raise AnalysisError(f"{twice[0].full_code} is named twice: a copy letter names one card")
    pack = set(rules.pack())
    stray = next((c for c in hand if c not in pack), None)
    if stray is not None:
        have = _count(jokers, "joker") if stray.is_joker else _count(decks, "deck")
        raise AnalysisError(f"{stray.full_code} is not in the pack: there are only {have}")


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
        "go_out_discards": sorted_codes(go_out_discards(hand, rules, round_no)),
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
