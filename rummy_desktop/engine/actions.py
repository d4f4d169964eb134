"""Actions: the small immutable values a seat hands to :meth:`Game.apply`.

Every action names its seat. Cards are physical cards (:class:`Card` with its copy), so
an action means the same thing when a game is replayed from its log.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from .cards import Card, parse_card


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw the top card of the stock (in Hillbilly this passes on a live discard)."""

    seat: int


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the top card of the discard pile as this turn's draw."""

    seat: int


@dataclass(frozen=True, slots=True)
class Buy:
    """Hillbilly: buy the live discard out of turn (with the penalty card)."""

    seat: int


@dataclass(frozen=True, slots=True)
class DeclineBuy:
    """Hillbilly: let the live discard go when offered it."""

    seat: int


@dataclass(frozen=True, slots=True)
class MeldSpec:
    """One meld as declared: a run lists its cards low to high, which places every wild."""

    kind: str  # "set" or "run"
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class LayDown:
    """Hillbilly: lay down the round's contract. Round 10 also names the going-out discard."""

    seat: int
    melds: tuple[MeldSpec, ...]
    discard: Card | None = None


@dataclass(frozen=True, slots=True)
class LayOff:
    """Hillbilly: add one card to a meld on the table, at the low or high end of a run."""

    seat: int
    card: Card
    meld_id: int
    end: str | None = None


@dataclass(frozen=True, slots=True)
class SwapWild:
    """Hillbilly: give the natural card a wild stands for and take the wild.

    ``then`` is the lay-down or lay-off that uses the freed wild in the same turn; the
    swap and ``then`` succeed or fail together.
    """

    seat: int
    card: Card
    meld_id: int
    then: LayDown | LayOff | None = None


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard one card, ending the turn."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class GoOut:
    """Three Thirteen: discard this card and show every other card melded."""

    seat: int
    discard: Card


Action = DrawStock | TakeDiscard | Buy | DeclineBuy | LayDown | LayOff | SwapWild | Discard | GoOut
ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (DrawStock, TakeDiscard, Buy, DeclineBuy, LayDown, LayOff, SwapWild, Discard, GoOut)
}


def action_to_dict(action: Action | MeldSpec) -> dict[str, Any]:
    """A JSON-ready form, cards in full notation (``7Hb``), for logs and saved games."""
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        out[f.name] = _encode(getattr(action, f.name))
    return out


def _encode(value: Any) -> Any:
    if isinstance(value, Card):
        return value.full_code
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if hasattr(value, "__dataclass_fields__"):
        return action_to_dict(value)
    return value


def action_from_dict(data: dict[str, Any]) -> Action:
    """Read an action written by :func:`action_to_dict`; raises ValueError on a bad shape."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_TYPES:
        raise ValueError(f"not an action: {data!r:.60}")
    cls = ACTION_TYPES[data["type"]]
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        kwargs[f.name] = _decode(f.name, data[f.name])
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise ValueError(f"bad {data['type']} action: {exc}") from None


def _decode(name: str, value: Any) -> Any:
    if name in ("card", "discard") and value is not None:
        return parse_card(value)
    if name == "melds":
        return tuple(MeldSpec(m["kind"], tuple(parse_card(c) for c in m["cards"])) for m in value)
    if name == "then" and value is not None:
        return action_from_dict(value)
    if name in ("seat", "meld_id") and (not isinstance(value, int) or isinstance(value, bool)):
        raise ValueError(f"{name} must be a whole number")
    return value
