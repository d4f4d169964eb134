"""What a seat takes from its host, checked before anything acts on it.

The host holds the game, but nothing it sends is trusted by the seat's program: a welcome,
a view, an event or a game's end that cannot be true is a ``WireError`` here (a short phrase
why), before a bot thinks about it or a window paints it. A view is checked whole: it is this
seat's, every seat it names is at the table, every per-seat list has one entry a seat, and
its cards with the ones it does not show make up the pack (``Game.stand_in``, the game a
window and a bot judge moves with, is built from it). Seats are checked first: a stand-in of
a view whose ``went_out`` names a seat that is not there would go round the table forever.

>>> read_over({"totals": [10, 3], "winners": [1]}, 2)
((10, 3), (1,))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import Any

from rummy_desktop.engine import Event, Game, PlayerView, RuleSet

from . import wire
from .wire import WireError

MAX_TOKEN = 200  # characters; the host's tokens are 24


@dataclass(frozen=True)
class Welcome:
    seat: int
    token: str


@dataclass(frozen=True)
class TableNews:
    """A ``sync`` or an ``update``: the table after ``seq`` moves, as this seat sees it."""

    seq: int
    view: PlayerView
    events: tuple[Event, ...]


def read_welcome(data: dict[str, Any], rules: RuleSet) -> Welcome:
    seat = _seat(data.get("seat"), rules.players, "the seat given")
    token = data.get("token")
    if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN:
        raise WireError("a welcome without a token")
    players = data.get("players", rules.players)
    if players != rules.players:
        raise WireError("a welcome whose players are not its rules'")
    return Welcome(seat, token)


def read_news(data: dict[str, Any], rules: RuleSet, seat: int) -> TableNews:
    """A ``sync`` or ``update`` for ``seat``: its view and events, every one possible."""
    seq = wire.whole(data.get("seq"), "seq")
    if seq < 0:
        raise WireError("a negative seq")
    view = wire.read_view(data.get("view"), rules)
    check_view(view, seat)
    raw_events = data.get("events", [])
    if not isinstance(raw_events, list):
        raise WireError("events must be a list")
    events = tuple(wire.read_event(e) for e in raw_events)
    for event in events:
        check_event(event, rules.players)
    if data["type"] == "sync":
        _check_seats_list(data, rules.players)
    return TableNews(seq, view, events)


def check_view(view: PlayerView, seat: int) -> None:
    n = view.rules.players
    if view.seat != seat:
        raise WireError(f"a view of seat {view.seat}, not of ours ({seat})")
    per_seat = {
        "hand sizes": view.hand_sizes,
        "down": view.down,
        "buys": view.buys_used,
        "rounds out": view.rounds_out,
        "ages": view.ages,
        **{f"round {i + 1}'s scores": row for i, row in enumerate(view.scores)},
    }
    for what, values in per_seat.items():
        if len(values) != n:
            raise WireError(f"a view with {what} for {len(values)} seats, not {n}")
    named = [view.dealer, view.turn, *view.to_act, *(m.owner for m in view.melds)]
    named += [s for _what, s, _card in view.history]
    named += [] if view.went_out is None else [view.went_out]
    _in_range(named, n)
    counts = [view.round_no, view.stock_size, view.refills, *view.hand_sizes, *view.buys_used]
    if any(c < 0 for c in counts):
        raise WireError("a view with a negative count")
    try:
        Game.stand_in(view)
    except (ValueError, IndexError, KeyError, TypeError) as exc:
        raise WireError(f"a view that cannot be a table ({str(exc)[:80]})") from None


def check_event(event: Event, players: int) -> None:
    for f in fields(event):
        value = getattr(event, f.name)
        if f.name in ("seat", "dealer", "leader", "went_out") and value is not None:
            _in_range([value], players)
        elif f.name in ("seats", "winners"):
            _in_range(value, players)
        elif f.name == "draws":
            _in_range((s for s, _card in value), players)
        elif f.name == "source" and value not in ("stock", "discard"):
            raise WireError("a draw from neither the stock nor the discard pile")
        elif _per_seat(f.name, value) and len(value) != players:
            raise WireError(f"a {type(event).__name__} for {len(value)} seats, not {players}")


def _per_seat(name: str, value: object) -> bool:
    """An event's field with one entry a seat (a Three-Thirteen round's melds; none else)."""
    return name in ("points", "totals", "hands") or (name == "melds" and bool(value))


def read_over(data: dict[str, Any], players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A game's end: each seat's total and the winners."""
    totals, winners = data.get("totals"), data.get("winners")
    if not isinstance(totals, list) or len(totals) != players:
        raise WireError(f"a game's end without a total for each of the {players} seats")
    if not isinstance(winners, list) or not 0 < len(winners) <= players:
        raise WireError("a game's end without its winners")
    out = tuple(wire.whole(t, "a total") for t in totals)
    won = tuple(wire.whole(w, "a winner") for w in winners)
    _in_range(won, players)
    return out, won


def _check_seats_list(data: dict[str, Any], players: int) -> None:
    """A sync's names, computers and away seats: one name and one flag a seat."""
    names, computers, away = data.get("names"), data.get("computers"), data.get("away", [])
    if not isinstance(names, list) or len(names) != players:
        raise WireError(f"a sync without a name for each of the {players} seats")
    if not all(isinstance(x, str) for x in names):
        raise WireError("a name must be text")
    if not isinstance(computers, list) or len(computers) != players:
        raise WireError(f"a sync without computers for each of the {players} seats")
    if not isinstance(away, list):
        raise WireError("away must be a list of seats")
    _in_range((wire.whole(s, "an away seat") for s in away), players)


def _seat(value: object, players: int, what: str) -> int:
    seat = wire.whole(value, what)
    _in_range([seat], players)
    return seat


def _in_range(seats: Iterable[int], players: int) -> None:
    for s in seats:
        if not 0 <= s < players:
            raise WireError(f"seat {s} of a table of {players}")
