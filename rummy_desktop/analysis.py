"""The hand analyzer behind ``rummy-desktop analyze``: questions in, plain JSON-ready dicts out.

>>> analyze("three-thirteen", 1, ["7H", "7S", "7D", "KC"], {})["go_out_discards"]
['KC']
>>> analyze("hillbilly", 1, "7H 7S 7D 9C 9D 9H KS", {})["contract_met"]
True
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, cast

from . import strict_json
from .engine import (
    JOKER_RANK,
    RANK_CODES,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    RuleSet,
    best_arrangement,
    find_going_out_laydown,
    find_laydown,
    go_out_discards,
    hand_points,
    is_meld,
    make_meld,
    parse_cards,
)
from .quoting import quote
from .refusal_words import contract_words, problem_text
from .tabletop.rule_words import FLAGS, describe_value
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
    budget = Budget()
    rules = build_rules(variant, players, rules_overrides)
    _check_round(rules, round_no)
    hand = read_hand(cards, rules)
    if rules.variant == "three-thirteen":
        answer = budget.run(lambda: _three_thirteen(hand, rules, round_no))
        if "why_not" in answer:  # a house rule may be what says no, as in Hillbilly
            blocker = blocking_rule(
                rules,
                rules_overrides or {},
                players,
                lambda other: bool(go_out_discards(hand, other, round_no)),
                budget,
            )
            if blocker is not None:
                answer["why_not"] = f"no discard goes out: {blocker}"
    else:
        answer = _hillbilly(hand, rules, round_no, rules_overrides or {}, players, budget)
    dealt = rules.cards_dealt(round_no)
    if len(hand) == dealt + 1:
        # After a draw: which card to throw (issue 38), best first.
        answer["discards"] = _rank_discards(hand, rules, round_no, budget)
    elif len(hand) != dealt:
        answer["warning"] = (
            f"round {round_no} deals {dealt} cards and this hand has {len(hand)}: "
            f"the answer is for these {len(hand)} cards as they are"
        )
    return answer


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
        comma = strict_json.trailing_comma(line)
        if comma is not None:  # in the words a rules file's trailing comma gets
            raise AnalysisError(
                f"the line has a comma after its last entry (column {comma[1]}): JSON allows "
                "none before a closing } or ]"
            ) from None
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
        words = people_words(cast(str | list[str], items))
        _check_count(len(words))  # before reading them: 16,000 cards are refused unread
        hand = parse_cards(words)
    _check_count(len(hand))
    _check_pack(hand, rules)
    return hand


# The suit symbols people type or paste (black and white forms), and words for a joker.
_SUIT_LETTERS = {"\u2660": "S", "\u2664": "S", "\u2665": "H", "\u2661": "H"} | {
    "\u2666": "D",
    "\u2662": "D",
    "\u2663": "C",
    "\u2667": "C",
}
_JOKER_WORDS = frozenset({"JOKER", "JKR", "JK", "JO"})


def people_words(cards: str | Iterable[str]) -> list[str]:
    """Card names as people write them turned into the notation: ``10\u2665``, ``\u266510``,
    ``J\u2665``, ``Joker``, ``10h``; commas or semicolons between cards do too.

    >>> people_words("10\u2665, \u2665J,Joker 7s 10 \u2666")
    ['10H', 'JH', 'JK', '7s', '10D']
    """
    texts = [cards] if isinstance(cards, str) else list(cards)
    raw: list[str] = []
    pending = ""  # a suit symbol alone waiting for its rank: "\u2665 10"
    for text in texts:
        for word in text.replace(",", " ").replace(";", " ").split():
            bare = word.replace("\ufe0f", "").replace("\ufe0e", "")
            # "10 \u2665": a suit symbol alone belongs to the rank before it (or after it).
            if bare in _SUIT_LETTERS and raw and not _has_suit(raw[-1]) and not pending:
                raw[-1] += bare
            elif bare in _SUIT_LETTERS and not pending:
                pending = bare
            else:
                raw.append(pending + word)
                pending = ""
    if pending:
        raw.append(pending)
    return [_people_word(word) for word in raw]


def _has_suit(word: str) -> bool:
    """Whether a word already names its suit (a letter or a symbol at either end), or is a
    joker: then a suit symbol after it starts the next card."""
    bare = word.replace("\ufe0f", "").replace("\ufe0e", "")
    if bare.upper() in _JOKER_WORDS:
        return True
    return bare[:1] in _SUIT_LETTERS or bare[-1:] in _SUIT_LETTERS or bare[-1:].upper() in "SHDC"


def _people_word(word: str) -> str:
    word = word.replace("\ufe0f", "").replace("\ufe0e", "")  # emoji or text presentation
    if word.upper() in _JOKER_WORDS:
        return "JK"
    if word[:1] in _SUIT_LETTERS:  # the suit first, as on the card's corner: \u266510
        word = word[1:] + word[:1]
    if len(word) > 1 and word[-1] in _SUIT_LETTERS:
        return word[:-1].upper() + _SUIT_LETTERS[word[-1]]
    return word


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
    outs = sorted_codes(go_out_discards(hand, rules, round_no, penalty=arrangement.penalty))
    answer: dict[str, Any] = {
        "variant": rules.variant,
        "round": round_no,
        "wild_rank": RANK_CODES[wild],
        "penalty": arrangement.penalty,
        "melds": [codes(meld) for meld in arrangement.melds],
        "unmatched": codes(arrangement.unmatched),
        "go_out_discards": outs,
    }
    if not outs and len(hand) == rules.cards_dealt(round_no) + 1:  # the question after a draw
        left = " ".join(codes(arrangement.unmatched))
        answer["why_not"] = (
            f"no discard goes out: the best arrangement leaves {left} unmatched"
            if len(arrangement.unmatched) > 1
            else "no discard goes out: the other cards do not all meld"
        )
    return answer


def _hillbilly(
    hand: list[Card],
    rules: RuleSet,
    round_no: int,
    overrides: dict[str, Any],
    players: int,
    budget: Budget,
) -> dict[str, Any]:
    melds = budget.run(lambda: _laydown(hand, rules, round_no))
    answer: dict[str, Any] = {
        "variant": rules.variant,
        "round": round_no,
        "contract": contract_words(rules.contract(round_no)),
        "contract_met": melds is not None,
        "lay_down": None if melds is None else [_meld_codes(m, hand) for m in melds],
        "hand_points": hand_points(hand, rules, round_no),
    }
    if melds is None:
        answer["why_not"] = _why_no_laydown(hand, rules, round_no, overrides, players, budget)
    if rules.contract_name is not None or "contracts" in rules.changed_flags():
        # A table's own rounds: say whose, and whether this one goes out all at once.
        answer["game"] = rules.game_name
        answer["all_at_once"] = rules.all_at_once(round_no)
    return answer


def _laydown(hand: list[Card], rules: RuleSet, round_no: int) -> list | None:
    if rules.all_at_once(round_no):
        found = find_going_out_laydown(hand, rules, round_no)
        return None if found is None else found[0]
    return _contract_laydown(hand, rules, round_no)


def _why_no_laydown(
    hand: list[Card],
    rules: RuleSet,
    round_no: int,
    overrides: dict[str, Any],
    players: int,
    budget: Budget,
) -> str:
    """Why this hand cannot lay down, in words a player reads: the house rule that blocks it
    (the hand would lay down without it), or what the round asks for."""
    contract = rules.contract(round_no)
    asks = f"round {round_no} asks for {contract_words(contract)}"
    if rules.all_at_once(round_no):
        asks += ", all laid down at once, going out"
    if (
        not rules.all_at_once(round_no)
        and rules.require_discard_to_go_out_r1_9
        and budget.room()
        and budget.run(lambda: find_laydown(hand, rules, round_no)) is not None
    ):
        key = "require_discard_to_go_out_r1_9"
        info = FLAGS.get(key)
        name = f"{info.label} ({key})" if info else key  # as the New Game dialog names it
        return (
            f"the house rule {name} blocks it: the lay-down uses every card and a player "
            "must keep one to discard"
        )
    blocker = blocking_rule(
        rules,
        overrides,
        players,
        lambda other: _laydown(hand, other, round_no) is not None,
        budget,
    )
    if blocker is not None:
        return blocker
    if len(hand) < contract.min_cards:
        return f"{asks}, at least {contract.min_cards} cards, and this hand has {len(hand)}"
    return f"{asks}, and these cards do not make it"


def blocking_rule(
    rules: RuleSet,
    overrides: dict[str, Any],
    players: int,
    passes: Any,
    budget: Budget | None = None,
) -> str | None:
    """The one house rule given in ``overrides`` without which ``passes(rules)`` comes true,
    as a sentence, or None (no single house rule is to blame, or no time left to tell)."""
    budget = budget or Budget()
    for key in overrides:
        if key in ("contract_name", "contracts"):
            continue  # the table's own rounds are the question, not a rule that blocks it
        rest = {k: v for k, v in overrides.items() if k != key}
        try:
            usual = build_rules(rules.variant, players, rest)
        except ValueError:
            continue
        if getattr(usual, key, None) == getattr(rules, key, None):
            continue
        if not budget.room():
            return None
        if budget.run(lambda usual=usual: passes(usual)):
            info = FLAGS.get(key)
            name = f"{info.label} ({key})" if info else key
            return (
                f"the house rule {name}, set to {describe_value(key, getattr(rules, key))}, "
                f"blocks it: with the usual {describe_value(key, getattr(usual, key))} it would pass"
            )
    return None


def _rank_discards(
    hand: list[Card], rules: RuleSet, round_no: int, budget: Budget
) -> list[dict[str, Any]]:
    """Each distinct card's discard with the penalty it leaves, best first (issue 38).

    Three Thirteen: the least penalty of the rest (0 goes out). Hillbilly: whether the rest
    lays down the contract, then the points left in hand after that lay-down. The search
    stops at a time budget so the whole answer keeps the 2 s promise: a card not weighed in
    time is listed last with ``"penalty": null``.
    """
    faces: dict[tuple[int, str], Card] = {}
    for c in hand:
        faces.setdefault(c.face, c)
    ranked: list[tuple[tuple, dict[str, Any]]] = []
    # A round laid down and gone out at once (Hillbilly's 10th): throwing a card is going out
    # when every other card lies in the lay-down, which is what these rules' search finds.
    whole = (
        rules.with_overrides(final_round_no_discard=True)
        if rules.variant == "hillbilly" and rules.all_at_once(round_no)
        else rules
    )
    for face, card in sorted(faces.items(), key=lambda fc: _pack_order(fc[0])):
        entry: dict[str, Any] = {"card": card.code}
        rest = list(hand)
        rest.remove(card)
        if not budget.room():
            entry["penalty"] = None
            ranked.append(((2, 0, _pack_order(face)), entry))
            continue
        if rules.variant == "three-thirteen":
            penalty = budget.run(lambda rest=rest: best_arrangement(rest, rules, round_no).penalty)
            entry["penalty"] = penalty
            entry["goes_out"] = penalty == 0
            ranked.append(((0, penalty, _pack_order(face)), entry))
        else:
            melds = budget.run(lambda rest=rest: _laydown(rest, whole, round_no))
            left = list(rest)
            for meld in melds or ():
                for c in meld.cards:
                    if c in left:
                        left.remove(c)
            entry["penalty"] = hand_points(left, rules, round_no)
            entry["contract_met"] = melds is not None
            if melds is None and whole is not rules:
                # Laying down and going out are one turn here: the rest must all go down (a
                # hand of the rest alone may say "yes", keeping back the card this throw is).
                entry["why_not"] = (
                    f"round {round_no} is laid down and gone out in the same turn: the other "
                    f"{len(rest)} cards must all go into the contract, and they do not"
                )
            ranked.append(((0 if melds else 1, entry["penalty"], _pack_order(face)), entry))
    ranked.sort(key=lambda pair: pair[0])
    return [entry for _key, entry in ranked]


# What an answer may spend before its extra questions stop: under the 2 s promise with room
# for the interpreter's start and one search that takes longer than the slowest before it.
EXTRA_SECONDS = 1.2


class Budget:
    """The 2 s promise shared by one answer's questions: the extra ones (which discard, which
    house rule says no) ask a search only while the time spent plus the slowest search so far
    still fits; each is about as costly as the hand's own (bench/worst_hands.py)."""

    def __init__(self, seconds: float = EXTRA_SECONDS) -> None:
        self.start = time.monotonic()
        self.seconds = seconds
        self.slowest = 0.0

    def room(self) -> bool:
        return time.monotonic() - self.start + self.slowest <= self.seconds

    def run(self, search: Any) -> Any:
        began = time.monotonic()
        try:
            return search()
        finally:
            self.slowest = max(self.slowest, time.monotonic() - began)


def meld_check(
    variant: str,
    round_no: int,
    cards: str | Iterable[str] | Iterable[Card],
    rules_overrides: dict[str, Any] | None = None,
    players: int = DEFAULT_PLAYERS,
) -> dict[str, Any]:
    """Whether ``cards`` are one meld (a set, or a run: in Hillbilly in the order given, in
    Three Thirteen in any order), and if not why.

    >>> meld_check("hillbilly", 1, "7H 8H 9H")["meld"]
    'run'
    >>> meld_check("hillbilly", 1, "7H 8S 9H")["meld"] is None
    True
    """
    overrides = rules_overrides or {}
    rules = build_rules(variant, players, overrides)
    _check_round(rules, round_no)
    hand = read_hand(cards, rules)

    def kind_of(some: RuleSet) -> tuple[str | None, list[str]]:
        if some.variant == "three-thirteen":  # its melds are the solver's (RULES 4.4)
            if is_meld(hand, some, round_no):
                return (
                    "set"
                    if len({c.rank for c in hand if not some.is_wild(c, round_no)}) <= 1
                    else "run"
                ), []
            return None, _three_thirteen_not_a_meld(hand, some, round_no)
        reasons = []
        for kind in ("set", "run"):
            try:
                make_meld(kind, hand, some, round_no)
            except ValueError as exc:
                reasons.append(f"not a {kind}: {_first_lower(problem_text(exc))}")
            else:
                return kind, []
        return None, reasons

    kind, reasons = kind_of(rules)
    answer: dict[str, Any] = {
        "variant": rules.variant,
        "round": round_no,
        "cards": codes(hand),
        "meld": kind,
    }
    if kind is None:
        blocker = blocking_rule(rules, overrides, players, lambda o: kind_of(o)[0] is not None)
        answer["why_not"] = blocker if blocker is not None else "; ".join(reasons)
    return answer


_SUIT_NAMES = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}


def _three_thirteen_not_a_meld(hand: list[Card], rules: RuleSet, round_no: int) -> list[str]:
    """Why these cards are neither a set nor a run in Three Thirteen, as Hillbilly's answer
    says it: "not a set: ...", "not a run: ..." (a run's cards may come in any order here)."""
    if len(hand) < 3:
        return [f"a meld needs 3 or more cards, and these are {len(hand)}"]
    naturals = [c for c in hand if not rules.is_wild(c, round_no)]
    wilds = len(hand) - len(naturals)
    reasons = []
    odd = next((c for c in naturals if c.rank != naturals[0].rank), None)
    if odd is not None:
        first = RANK_CODES[naturals[0].rank]
        reasons.append(f"not a set: a set needs cards of one rank: {odd.code} is not a {first}")
    else:
        reasons.append("not a set: these cards make no set under these rules")
    other = next((c for c in naturals if c.suit != naturals[0].suit), None)
    ranks = sorted(c.rank for c in naturals)
    twice = next((a for a, b in zip(ranks, ranks[1:], strict=False) if a == b), None)
    if other is not None:
        suit = _SUIT_NAMES.get(naturals[0].suit, naturals[0].suit)
        reasons.append(f"not a run: a run needs cards of one suit: {other.code} is not a {suit}")
    elif twice is not None:
        reasons.append(f"not a run: {RANK_CODES[twice]} comes twice, and a run holds a rank once")
    elif ranks:
        gaps = ranks[-1] - ranks[0] + 1 - len(ranks)
        low = min(naturals, key=lambda c: c.rank).code
        high = max(naturals, key=lambda c: c.rank).code
        held = "no wild card" if not wilds else f"only {_count(wilds, 'wild card')}"
        if gaps > wilds:
            reasons.append(
                f"not a run: {low} to {high} leaves {gaps} gaps and these cards hold {held}"
            )
        else:
            reasons.append("not a run: these cards make no run under these rules")
    return reasons


# The engine's sentences name cards as 8\u2660; the answers name them as codes (8S), which any
# terminal prints, as the rest of the answer does.
_AS_CODES = str.maketrans({symbol: letter for letter, symbol in SUIT_SYMBOLS.items()})


def _first_lower(text: str) -> str:
    text = text.translate(_AS_CODES)
    return text[:1].lower() + text[1:] if text[1:2].islower() or text[1:2] == " " else text


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


# ---- the answer in words ------------------------------------------------------------------


def answer_words(answer: dict[str, Any]) -> str:
    """The answer of :func:`analyze` or :func:`meld_check` as a few lines a player reads (the
    command line's default on a terminal; ``--json`` gives the dict itself)."""
    lines = []
    game = GAME_NAMES.get(answer.get("variant", ""), "")
    if "meld" in answer:
        cards = " ".join(answer["cards"])
        if answer["meld"]:
            lines.append(f"Yes: {cards} is a {answer['meld']} in round {answer['round']}.")
        else:
            lines.append(f"No: {cards} is not a meld: {answer['why_not']}.")
        return "\n".join(lines)
    if "warning" in answer:
        lines.append(f"Note: {answer['warning']}.")
    if answer.get("variant") == "three-thirteen":
        lines.append(f"{game}, round {answer['round']}: {answer['wild_rank']}s are wild.")
        melds = "; ".join(" ".join(m) for m in answer["melds"]) or "none"
        if "discards" in answer:
            # After the draw the round cannot end before a discard: the penalty that counts
            # is the one a discard leaves (the "Throw" line), not that of all these cards.
            lines.append(f"Best melds of these cards, before your discard: {melds}.")
        else:
            lines.append(
                f"Best melds: {melds}. Penalty if the round ended now: {answer['penalty']}."
            )
        if answer["go_out_discards"]:
            lines.append(f"Yes, you can go out: discard {_either(answer['go_out_discards'])}.")
        elif "why_not" in answer:
            lines.append(
                f"No, you cannot go out: {answer['why_not'].removeprefix('no discard goes out: ')}."
            )
    else:
        lines.append(f"{answer.get('game', game)}, round {answer['round']}: {answer['contract']}.")
        if answer["contract_met"]:
            melds = "; ".join(" ".join(m) for m in answer["lay_down"])
            lines.append(f"Yes, you can lay down: {melds}.")
        else:
            lines.append(f"No, you cannot lay down: {answer['why_not']}.")
        lines.append(f"Points in hand: {answer['hand_points']}.")
    discards = answer.get("discards")
    if discards:
        best = discards[0]
        lines.append(f"Throw {best['card']}: {_left(best)}.")
        others = [f"{d['card']} ({_left(d, short=True)})" for d in discards[1:]]
        if others:
            lines.append("Then: " + ", ".join(others) + ".")
    return "\n".join(lines)


def _either(cards: list[str]) -> str:
    return cards[0] if len(cards) == 1 else ", ".join(cards[:-1]) + " or " + cards[-1]


def _left(entry: dict[str, Any], short: bool = False) -> str:
    if entry["penalty"] is None:
        return "not weighed in time"
    if entry.get("goes_out") or (entry.get("contract_met") and entry["penalty"] == 0):
        return "goes out" if short else "you go out"
    penalty = f"{entry['penalty']} left" if short else f"it leaves a penalty of {entry['penalty']}"
    if entry.get("contract_met"):
        return penalty + (", lays down" if short else " after laying down the contract")
    if entry.get("why_not") and not short:
        return f"{penalty} ({entry['why_not']})"
    if "contract_met" in entry:
        return penalty + (", no lay-down" if short else " (the contract is not met)")
    return penalty
