"""The network table's wire format: strict JSON, cards as codes, one seat's facts only.

Kept in this package on purpose (and nowhere else reads it), so that it can later be
switched to a shared view<->JSON form without touching the host or the client.

A card is its code, ``7H``, ``10S``, ``JK``; a second (third...) physical copy of the same
face adds its copy letter, ``7Hb``, as in a saved game, because an action names one physical
card. A card a seat may not know is never sent: an event carries ``null`` or a count instead.

>>> card_code(parse_card("10S")), card_code(parse_card("7Hb"))
('10S', '7Hb')
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from rummy_desktop import strict_json
from rummy_desktop.engine import (
    ACTION_TYPES,
    HILLBILLY_FLAGS,
    THREE_THIRTEEN_FLAGS,
    Action,
    Bought,
    BuyDeclined,
    BuyOffered,
    Card,
    Contract,
    DealerChosen,
    Dealt,
    Discarded,
    Drew,
    Event,
    GameOver,
    Given,
    LaidDown,
    LaidOff,
    LegalMoves,
    Meld,
    MeldSpec,
    Phase,
    PlayerView,
    Problem,
    Refusal,
    RoundEnded,
    RoundStarted,
    RuleSet,
    Slot,
    StockRefilled,
    Swapped,
    TableMeld,
    TurnStarted,
    UpcardTurned,
    WentOut,
    list_moves,
    parse_card,
)
from rummy_desktop.plain_text import clean_name
from rummy_desktop.refusal_words import contract_words, problem_text, say

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024  # bytes; the largest honest message (a view of 8 seats, 2 decks) is < 16 KB
MAX_NAME = 40
MAX_CODE = 64
MAX_CHAT = 200  # characters of one chat line


class WireError(ValueError):
    """A message that is not what the protocol says, with a short sentence why."""


def card_code(card: Card) -> str:
    return card.code if card.copy == 0 else card.full_code


def read_card(value: object) -> Card:
    if not isinstance(value, str):
        raise WireError("a card must be a code such as 7H")
    try:
        return parse_card(value)
    except ValueError as exc:
        raise WireError(problem_text(exc)) from None


def cards(values: Iterable[Card]) -> list[str]:
    return [card_code(c) for c in values]


def read_cards(value: object) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise WireError("cards must be a list of codes")
    return tuple(read_card(v) for v in value)


# ---- messages ---------------------------------------------------------------------------


def dumps(message: dict[str, Any]) -> str:
    return strict_json.dumps(message, compact=True)


def loads(text: str | bytes) -> dict[str, Any]:
    """One message: a JSON object with a string ``type``; WireError otherwise."""
    if not isinstance(text, str):
        raise WireError("binary frames are not part of the protocol")
    try:
        data = strict_json.loads(text)
    except ValueError as exc:
        raise WireError(f"not JSON ({str(exc)[:80]})") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise WireError("a message is a JSON object with a type")
    return data


def whole(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise WireError(f"{what} must be a whole number")
    return value


# ---- actions ----------------------------------------------------------------------------


def action_json(action: Action | MeldSpec) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        out[f.name] = _value(getattr(action, f.name))
    return out


def _value(value: Any) -> Any:
    if isinstance(value, Card):
        return card_code(value)
    if isinstance(value, tuple):
        return [_value(v) for v in value]
    if is_dataclass(value) and not isinstance(value, type):
        return action_json(value)  # type: ignore[arg-type]
    return value


def read_action(data: object, depth: int = 0) -> Action:
    """An action as the engine takes it; WireError for any other shape (never anything else:
    what an action does is for the engine to judge, once it is one)."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_TYPES or depth > 1:
        raise WireError("not an action")
    cls = ACTION_TYPES[data["type"]]
    names = {f.name for f in fields(cls)}
    if set(data) - names - {"type"}:
        raise WireError(f"unknown fields in {data['type']}")
    kwargs: dict[str, Any] = {}
    for name in names & set(data):
        raw = data[name]
        if name in ("seat", "meld_id"):
            kwargs[name] = whole(raw, name)
        elif name in ("card", "discard"):
            kwargs[name] = None if raw is None else read_card(raw)
        elif name == "end":
            if raw not in (None, "low", "high"):
                raise WireError("end must be low, high or null")
            kwargs[name] = raw
        elif name == "melds":
            kwargs[name] = _read_melds(raw)
        elif name == "then":
            kwargs[name] = None if raw is None else read_action(raw, depth + 1)
    try:
        return cls(**kwargs)
    except TypeError:
        raise WireError(f"{data['type']} lacks a field") from None


def _read_melds(raw: object) -> tuple[MeldSpec, ...]:
    if not isinstance(raw, list) or len(raw) > 16:
        raise WireError("melds must be a short list")
    out = []
    for m in raw:
        if not isinstance(m, dict) or m.get("kind") not in ("set", "run"):
            raise WireError("a meld is an object with kind set or run")
        out.append(MeldSpec(m["kind"], read_cards(m.get("cards"))))
    return tuple(out)


# ---- a refusal as data ------------------------------------------------------------------

MAX_PARAMS = 16  # values of one refusal (the engine's have at most 7)
_REFUSALS = {r.value: r for r in Refusal}


def problem_json(problem: Problem) -> dict[str, Any]:
    """The engine's refusal as the ``code`` and ``params`` of a ``refused`` message: numbers,
    flags and identifiers as they are; a card ``{"card": "7H"}``, cards ``{"cards": [...]}``,
    a contract ``{"contract": {"sets": [...], "runs": [...]}}``, a value the seat sent
    ``{"given": ...}`` and a problem inside ``{"problem": {"code", "params"}}``."""
    return {
        "code": problem.reason.value,
        "params": {k: _param(v) for k, v in problem.params.items()},
    }


def _param(value: object) -> Any:
    if isinstance(value, Card):
        return {"card": card_code(value)}
    if isinstance(value, Contract):
        return {"contract": {"sets": list(value.sets), "runs": list(value.runs)}}
    if isinstance(value, Given):  # what the seat sent, bounded; strict JSON's kinds only
        given = value.value
        if isinstance(given, str):
            return {"given": given[:200]}
        if isinstance(given, float) and not math.isfinite(given):
            return {"given": None}
        small = isinstance(given, int) and abs(given) < 2**53
        plain = given is None or isinstance(given, bool | float) or small
        return {"given": given if plain else type(given).__name__}
    if isinstance(value, Problem):
        return {"problem": problem_json(value)}
    if isinstance(value, tuple):
        if all(isinstance(v, Card) for v in value):
            return {"cards": [card_code(v) for v in value if isinstance(v, Card)]}
        return [str(v) for v in value]
    return value


def read_problem(data: object, names: Sequence[str] = ()) -> Problem | None:
    """The engine's refusal a ``refused`` message carries, if it has one this version knows
    and can word (else None: the message's ``reason`` says it in English)."""
    try:
        problem = _read_problem(data, 0)
        if problem is not None:
            say(problem, names)  # a code with values its sentence cannot take is not shown
        return problem
    except (WireError, ValueError, KeyError, IndexError, TypeError, AttributeError):
        return None


def _read_problem(data: object, depth: int) -> Problem | None:
    if not isinstance(data, dict) or depth > 2:
        return None
    reason = _REFUSALS.get(data.get("code"))  # type: ignore[arg-type]
    raw = data.get("params", {})
    if reason is None or not isinstance(raw, dict) or len(raw) > MAX_PARAMS:
        return None
    params: dict[str, Any] = {}
    for key, value in raw.items():
        if not isinstance(key, str) or len(key) > 40:
            return None
        params[key] = _read_param(value, depth)
    return Problem.of(reason, **params)


def _read_param(value: object, depth: int) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return value[:200]
    if isinstance(value, list) and len(value) <= 40:
        return tuple(str(v)[:40] for v in value)
    if not isinstance(value, dict) or len(value) != 1:
        raise WireError("not a refusal's value")
    ((kind, inner),) = value.items()
    if kind == "card":
        return read_card(inner)
    if kind == "cards" and isinstance(inner, list) and len(inner) <= 30:
        return read_cards(inner)
    if kind == "contract":
        return _read_contract(inner)
    if kind == "given" and (inner is None or isinstance(inner, bool | int | float | str)):
        return Given(inner[:200] if isinstance(inner, str) else inner)
    if kind == "problem":
        inside = _read_problem(inner, depth + 1)
        if inside is not None:
            return inside
    raise WireError("not a refusal's value")


# ---- events, as one seat may see them ---------------------------------------------------


def event_json(event: object, seat: int) -> dict[str, Any]:
    """``event`` as ``seat`` may know it: another seat's dealt cards, stock draw and penalty
    cards are left out (a count, or null), everything else is public."""
    out: dict[str, Any] = {"type": type(event).__name__}
    if isinstance(event, Dealt) and event.seat != seat:
        return out | {"seat": event.seat, "cards": None, "count": len(event.cards)}
    if isinstance(event, Drew) and event.source == "stock" and event.seat != seat:
        return out | {"seat": event.seat, "card": None, "source": "stock"}
    if isinstance(event, Bought) and event.seat != seat:
        return out | {
            "seat": event.seat,
            "card": card_code(event.card),
            "penalty": None,
            "count": len(event.penalty),
        }
    for f in fields(event):  # type: ignore[arg-type]
        out[f.name] = _value(getattr(event, f.name))
    if isinstance(event, RoundStarted):
        # The contract as data, and as the English text protocol 1 has always sent.
        contract = event.contract
        out["contract"] = None if contract is None else contract_words(contract)
        out["contract_melds"] = (
            None if contract is None else {"sets": list(contract.sets), "runs": list(contract.runs)}
        )
    return out


EVENT_TYPES: dict[str, type] = {
    t.__name__: t
    for t in (
        DealerChosen,
        RoundStarted,
        Dealt,
        UpcardTurned,
        TurnStarted,
        Drew,
        BuyOffered,
        BuyDeclined,
        Bought,
        StockRefilled,
        LaidDown,
        LaidOff,
        Swapped,
        Discarded,
        WentOut,
        RoundEnded,
        GameOver,
    )
}
# What a seat's copy of an event holds where the card is another's secret: a card that is
# only ever drawn face down (its face is never shown; the seat it belongs to reads its own).
HIDDEN = Card(2, "C")
_INT_TUPLES = ("seats", "meld_ids", "points", "totals", "winners")


def read_event(data: object) -> Event:
    """An event as :func:`event_json` sent it, a hidden card as :data:`HIDDEN` (so the
    window's card moves and Table Talk read it as they read a local event: a back, "drew from
    the stock"); WireError for any other shape."""
    if not isinstance(data, dict) or data.get("type") not in EVENT_TYPES:
        raise WireError("not an event")
    cls = EVENT_TYPES[data["type"]]
    kwargs: dict[str, Any] = {}
    try:
        for f in fields(cls):
            if f.name not in data:
                continue  # a field with a default
            raw = data[f.name]
            if f.name in ("card", "wild"):
                kwargs[f.name] = HIDDEN if raw is None else read_card(raw)
            elif f.name in ("cards", "penalty"):
                count = whole(data.get("count", 0), "count") if raw is None else 0
                kwargs[f.name] = (HIDDEN,) * min(count, 200) if raw is None else read_cards(raw)
            elif f.name in _INT_TUPLES:
                kwargs[f.name] = _ints(raw)
            elif f.name == "draws":
                kwargs[f.name] = tuple((whole(s, "seat"), read_card(c)) for s, c in raw)
            elif f.name == "hands":
                kwargs[f.name] = tuple(read_cards(h) for h in raw)
            elif f.name == "melds":
                kwargs[f.name] = tuple(tuple(read_cards(m) for m in h) for h in raw)
            elif f.name in ("stalled", "idle"):
                kwargs[f.name] = bool(raw)
            elif f.name == "contract":  # its data (an older host sent only the text: None)
                kwargs[f.name] = _read_contract(data.get("contract_melds"))
            elif f.name == "source":
                kwargs[f.name] = None if raw is None else str(raw)
            else:  # seat, dealer, leader, round_no, meld_id, count, went_out, wild_rank
                kwargs[f.name] = None if raw is None else whole(raw, f.name)
        event: Event = cls(**kwargs)
        return event
    except (TypeError, ValueError) as exc:
        if isinstance(exc, WireError):
            raise
        raise WireError(f"a {data['type']} that cannot be read") from None


def chat_text(raw: object) -> str:
    """A chat line as it may be shown: plain text on one line (controls, direction marks and
    invisible characters dropped, by ``plain_text.clean_name``), at most MAX_CHAT characters;
    "" for anything that is not text."""
    return plain_line(raw, MAX_CHAT)


def plain_line(raw: object, limit: int) -> str:
    """Words of the other side (a chat line, a refusal's reason, a close frame's) as they may
    be shown or printed: one line of at most ``limit`` characters, nothing that does not
    print; "" for anything that is not text.

    >>> plain_line("go\\x1b[2J away\\u202e\\n now", 200)
    'go[2J away now'
    """
    if not isinstance(raw, str):
        return ""
    one_line = "".join(" " if c in "\n\r\t\v\f\x85\u2028\u2029" else c for c in raw[:2000])
    return clean_name(one_line)[:limit]


# ---- a seat's view ----------------------------------------------------------------------


def _meld_json(m: TableMeld) -> dict[str, Any]:
    slots = [[card_code(s.card), s.rank, s.suit, s.wild] for s in m.meld.slots]
    return {
        "id": m.id,
        "owner": m.owner,
        "kind": m.meld.kind,
        "slots": slots,
        "extras": cards(m.meld.extras),
    }


def view_json(view: PlayerView) -> dict[str, Any]:
    """Every field of the seat's view (its legal moves are worked out by the reader)."""
    code = lambda c: None if c is None else card_code(c)  # noqa: E731
    return {
        "seat": view.seat,
        "round_no": view.round_no,
        "dealer": view.dealer,
        "turn": view.turn,
        "phase": str(view.phase),
        "hand": cards(view.hand),
        "hand_sizes": list(view.hand_sizes),
        "stock_size": view.stock_size,
        "discard": cards(view.discard),
        "discard_live": view.discard_live,
        "melds": [_meld_json(m) for m in view.melds],
        "down": list(view.down),
        "buys_used": list(view.buys_used),
        "scores": [list(r) for r in view.scores],
        "taken_discard": code(view.taken_discard),
        "buy_card": code(view.buy_card),
        "to_act": list(view.to_act),
        "went_out": view.went_out,
        "history": [[what, s, card_code(c)] for what, s, c in view.history],
        "rounds_out": list(view.rounds_out),
        "ages": list(view.ages),
        "laid_down_this_turn": view.laid_down_this_turn,
        "turn_began_down": view.turn_began_down,
        "refills": view.refills,
    }


def rules_json(rules: RuleSet) -> dict[str, Any]:
    """The variant's flags only (what a save keeps), so a reader checks each it is sent."""
    flags = HILLBILLY_FLAGS if rules.variant == "hillbilly" else THREE_THIRTEEN_FLAGS
    return rules.model_dump(mode="json", include={"variant", "players", *flags})


def read_rules(data: object) -> RuleSet:
    """The table's rules; ValueError (RulesError) when this version does not know them."""
    if not isinstance(data, dict):
        raise WireError("the rules must be an object")
    rest = {k: v for k, v in data.items() if k not in ("variant", "players")}
    return RuleSet.from_overrides(
        str(data.get("variant")), whole(data.get("players"), "players"), rest
    )


def _read_contract(raw: object) -> Contract | None:
    if not isinstance(raw, dict):
        return None
    sets, runs = _ints(raw.get("sets", [])), _ints(raw.get("runs", []))
    if len(sets) + len(runs) > 40:
        raise WireError("a contract of too many melds")
    return Contract(sets=sets, runs=runs)


def _ints(value: object) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise WireError("expected a list of numbers")
    return tuple(whole(v, "a number") for v in value)


def read_view(data: object, rules: RuleSet) -> PlayerView:
    """A PlayerView rebuilt from :func:`view_json`, for a bot; WireError on a bad shape."""
    if not isinstance(data, dict):
        raise WireError("a view must be an object")
    try:
        melds = tuple(
            TableMeld(
                whole(m["id"], "id"),
                whole(m["owner"], "owner"),
                Meld(
                    m["kind"],
                    tuple(
                        Slot(read_card(c), whole(r, "rank"), str(s), bool(w))
                        for c, r, s, w in m["slots"]
                    ),
                    read_cards(m["extras"]),
                ),
            )
            for m in data["melds"]
        )
        card = lambda v: None if v is None else read_card(v)  # noqa: E731
        return PlayerView(
            seat=whole(data["seat"], "seat"),
            rules=rules,
            round_no=whole(data["round_no"], "round"),
            dealer=whole(data["dealer"], "dealer"),
            turn=whole(data["turn"], "turn"),
            phase=Phase(data["phase"]),
            hand=read_cards(data["hand"]),
            hand_sizes=_ints(data["hand_sizes"]),
            stock_size=whole(data["stock_size"], "stock size"),
            discard=read_cards(data["discard"]),
            discard_live=bool(data["discard_live"]),
            melds=melds,
            down=tuple(bool(d) for d in data["down"]),
            buys_used=_ints(data["buys_used"]),
            scores=tuple(_ints(r) for r in data["scores"]),
            taken_discard=card(data["taken_discard"]),
            buy_card=card(data["buy_card"]),
            to_act=_ints(data["to_act"]),
            went_out=None if data["went_out"] is None else whole(data["went_out"], "went out"),
            history=tuple((str(w), whole(s, "seat"), read_card(c)) for w, s, c in data["history"]),
            rounds_out=_ints(data["rounds_out"]),
            ages=tuple(None if a is None else whole(a, "age") for a in data["ages"]),
            laid_down_this_turn=bool(data["laid_down_this_turn"]),
            turn_began_down=bool(data["turn_began_down"]),
            refills=whole(data["refills"], "refills"),
            moves=LegalMoves(lister=list_moves),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise WireError(f"a view that cannot be read ({type(exc).__name__}: {exc})") from None


def codes_in(message: object) -> list[str]:
    """Every string of a message that reads as a card (the leak test's net)."""
    out: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, str) and 2 <= len(value) <= 4:
            try:
                parse_card(value)
            except ValueError:
                return
            out.append(value)

    walk(message)
    return out
