"""A PlayerView as plain JSON data and back: what a seat may know, for another process.

``simulate --isolate`` sends each view to a bot in a process of its own (issue 38), and a
later network game sends views the same way, so the form is plain, strict JSON (objects,
lists, strings, whole numbers, booleans and null) and names nothing of Python's:

- a card is its code, ``"7H"``, ``"10S"``, ``"JK"``, with its copy letter when it is not the
  first copy of that card in the pack (``"7Hb"``: the second deck's); ``parse_card`` reads
  either form;
- the rules are every flag of the game's variant by name (``RuleSet.model_dump``), as a save
  file keeps them;
- a meld on the table is ``{"id", "owner", "kind", "slots", "extras"}``, each slot
  ``[card, rank, suit, wild]`` as :class:`Slot` has them;
- the history is ``[[what, seat, card], ...]``; the other fields are as :class:`PlayerView`
  names them, tuples as lists.

The legal moves are not sent: they follow from the view (``view_moves``), and the rebuilt view
lists them itself. :func:`view_from_json` checks the shape and every bound it can (ValueError
with the field's name), so a damaged or hostile message is refused, never played.
"""

from __future__ import annotations

from typing import Any

from .cards import Card, parse_card
from .melds import Meld, Slot
from .rules import _VARIANT_FLAGS, RuleSet
from .state import Phase, TableMeld
from .view import LegalMoves, PlayerView
from .view_moves import list_moves

VIEW_JSON_VERSION = 1
# The most a view's JSON may take: 8 decks and 16 jokers are 432 cards, each named at most a
# few times (hand, discard pile, melds, history), well under 100 KB with the rules.
MAX_VIEW_JSON_BYTES = 1_000_000
_HISTORY_WORDS = frozenset({"took", "passed", "discarded", "bought"})
_SLOT_SUITS = frozenset({"S", "H", "D", "C", ""})


def card_to_json(card: Card) -> str:
    """``"7H"`` for a first copy, ``"7Hb"`` for the second deck's, ``"JK"`` for a joker."""
    return card.code if card.copy == 0 else card.full_code


def rules_to_json(rules: RuleSet) -> dict[str, Any]:
    """Every flag of the rules' variant, defaults included: the rules rebuild exactly."""
    keep = {"variant", "players"} | _VARIANT_FLAGS[rules.variant]
    return rules.model_dump(mode="json", include=keep)


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """The view as JSON-ready data (see the module's docstring); the legal moves are left out."""
    cards = _cards_out
    return {
        "view_version": VIEW_JSON_VERSION,
        "seat": view.seat,
        "rules": rules_to_json(view.rules),
        "round_no": view.round_no,
        "dealer": view.dealer,
        "turn": view.turn,
        "phase": str(view.phase),
        "hand": cards(view.hand),
        "hand_sizes": list(view.hand_sizes),
        "stock_size": view.stock_size,
        "discard": cards(view.discard),
        "discard_live": view.discard_live,
        "melds": [_meld_out(m) for m in view.melds],
        "down": list(view.down),
        "buys_used": list(view.buys_used),
        "scores": [list(r) for r in view.scores],
        "taken_discard": _card_or_none(view.taken_discard),
        "buy_card": _card_or_none(view.buy_card),
        "to_act": list(view.to_act),
        "went_out": view.went_out,
        "history": [[what, seat, card_to_json(card)] for what, seat, card in view.history],
        "rounds_out": list(view.rounds_out),
        "ages": list(view.ages),
        "laid_down_this_turn": view.laid_down_this_turn,
        "turn_began_down": view.turn_began_down,
        "refills": view.refills,
    }


def view_from_json(data: Any) -> PlayerView:
    """The view that :func:`view_to_json` wrote, its legal moves listed from it when read.
    ValueError (naming the field) for anything that is not such a view."""
    if not isinstance(data, dict):
        raise ValueError("a view must be a JSON object")
    keys = set(_FIELDS) | {"view_version"}
    if set(data) != keys:
        missing, extra = sorted(keys - set(data)), sorted(set(data) - keys)
        raise ValueError(f"a view's keys do not match (missing {missing}, unknown {extra})")
    if data["view_version"] != VIEW_JSON_VERSION:
        raise ValueError(f"view_version must be {VIEW_JSON_VERSION}")
    rules_data = data["rules"]
    if not isinstance(rules_data, dict):
        raise ValueError("rules must be an object of the rules' flags")
    try:
        rules = RuleSet.model_validate(rules_data)
    except ValueError as exc:
        raise ValueError(f"rules: {str(exc).splitlines()[0]}") from None
    players = rules.players
    seat_ = _seat_reader(players)
    values: dict[str, Any] = {}
    for name, read in _FIELDS.items():
        if name == "rules":
            continue
        try:
            values[name] = read(data[name], players, seat_)
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            raise ValueError(f"{name}: {exc}") from None
    view = PlayerView(rules=rules, moves=LegalMoves(lister=list_moves), **values)
    if not 1 <= view.round_no <= rules.rounds:
        raise ValueError(f"round_no must be 1 to {rules.rounds}")
    return view


# ---- reading each field -------------------------------------------------------------------


def _whole(value: Any, low: int = 0, high: int = 10**9) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{value!r:.40} is not a whole number from {low} to {high}")
    return value


def _flag(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{value!r:.40} is not true or false")
    return value


def _list(value: Any, length: int | None = None, most: int = 1000) -> list[Any]:
    if type(value) is not list:
        raise ValueError("must be a list")
    if length is not None and len(value) != length:
        raise ValueError(f"must list {length} values, one a seat")
    if len(value) > most:
        raise ValueError(f"lists more than {most} values")
    return value


def _card_in(value: Any) -> Card:
    if type(value) is not str:
        raise ValueError(f"{value!r:.40} is not a card")
    return parse_card(value)


def _cards_in(value: Any) -> tuple[Card, ...]:
    return tuple(_card_in(c) for c in _list(value, most=500))


def _cards_out(cards: tuple[Card, ...]) -> list[str]:
    return [card_to_json(c) for c in cards]


def _card_or_none(card: Card | None) -> str | None:
    return None if card is None else card_to_json(card)


def _seat_reader(players: int) -> Any:
    return lambda value: _whole(value, 0, players - 1)


def _meld_out(table_meld: TableMeld) -> dict[str, Any]:
    meld = table_meld.meld
    return {
        "id": table_meld.id,
        "owner": table_meld.owner,
        "kind": meld.kind,
        "slots": [[card_to_json(s.card), s.rank, s.suit, s.wild] for s in meld.slots],
        "extras": _cards_out(meld.extras),
    }


def _meld_in(value: Any, seat: Any) -> TableMeld:
    if type(value) is not dict or set(value) != {"id", "owner", "kind", "slots", "extras"}:
        raise ValueError("a meld is an object of id, owner, kind, slots and extras")
    kind = value["kind"]
    if kind not in ("set", "run"):
        raise ValueError("a meld's kind is set or run")
    slots = []
    for slot in _list(value["slots"], most=500):
        card, rank, suit, wild = _list(slot, 4)
        if suit not in _SLOT_SUITS:
            raise ValueError(f"{suit!r:.10} is not a suit")
        slots.append(Slot(_card_in(card), _whole(rank, 0, 14), suit, _flag(wild)))
    meld = Meld(kind, tuple(slots), _cards_in(value["extras"]))
    return TableMeld(_whole(value["id"]), seat(value["owner"]), meld)


def _history_in(value: Any, seat: Any) -> tuple[tuple[str, int, Card], ...]:
    out = []
    for entry in _list(value, most=5000):
        what, who, card = _list(entry, 3)
        if what not in _HISTORY_WORDS:
            raise ValueError(f"{what!r:.20} is not one of {sorted(_HISTORY_WORDS)}")
        out.append((what, seat(who), _card_in(card)))
    return tuple(out)


def _optional(read: Any) -> Any:
    return lambda value: None if value is None else read(value)


# Each field: how it is read, given the number of players and a seat reader.
_FIELDS: dict[str, Any] = {
    "seat": lambda v, n, seat: seat(v),
    "rules": None,
    "round_no": lambda v, n, seat: _whole(v, 1, 100),
    "dealer": lambda v, n, seat: seat(v),
    "turn": lambda v, n, seat: seat(v),
    "phase": lambda v, n, seat: Phase(v),
    "hand": lambda v, n, seat: _cards_in(v),
    "hand_sizes": lambda v, n, seat: tuple(_whole(x, 0, 500) for x in _list(v, n)),
    "stock_size": lambda v, n, seat: _whole(v, 0, 500),
    "discard": lambda v, n, seat: _cards_in(v),
    "discard_live": lambda v, n, seat: _flag(v),
    "melds": lambda v, n, seat: tuple(_meld_in(m, seat) for m in _list(v, most=200)),
    "down": lambda v, n, seat: tuple(_flag(x) for x in _list(v, n)),
    "buys_used": lambda v, n, seat: tuple(_whole(x, 0, 100) for x in _list(v, n)),
    "scores": lambda v, n, seat: tuple(
        tuple(_whole(x, -(10**6), 10**6) for x in _list(r, n)) for r in _list(v, most=100)
    ),
    "taken_discard": lambda v, n, seat: _optional(_card_in)(v),
    "buy_card": lambda v, n, seat: _optional(_card_in)(v),
    "to_act": lambda v, n, seat: tuple(seat(x) for x in _list(v, most=n)),
    "went_out": lambda v, n, seat: _optional(seat)(v),
    "history": lambda v, n, seat: _history_in(v, seat),
    "rounds_out": lambda v, n, seat: tuple(_whole(x, 0, 100) for x in _list(v, n)),
    "ages": lambda v, n, seat: tuple(
        _optional(lambda a: _whole(a, -(10**9), 10**9))(x) for x in _list(v, n)
    ),
    "laid_down_this_turn": lambda v, n, seat: _flag(v),
    "turn_began_down": lambda v, n, seat: _flag(v),
    "refills": lambda v, n, seat: _whole(v, 0, 1000),
}
