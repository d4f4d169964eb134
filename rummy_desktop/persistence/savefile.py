"""Saving a game and loading it back: the log is replayed and checked against the position.

Nothing in a file is trusted. Loading reads at most ``MAX_SAVE_BYTES``, parses JSON with
guards, validates the document (``save_format``), rebuilds the rules, replays every action
through the engine and compares the resulting position with the saved one. Any problem is
one ``SaveFileError`` sentence, and the file is never written to while reading it.

>>> import tempfile, pathlib
>>> from rummy_desktop.engine import Game, RuleSet
>>> game = Game(RuleSet.preset("three-thirteen", players=2), seed=5)
>>> seats = [Seat.human("Ann"), Seat.computer("Computer", "simple")]
>>> path = pathlib.Path(tempfile.mkdtemp()) / "game.rummy"
>>> save_game(path, game, seats, game_id=new_game_id())
>>> load_game(path).game.snapshot() == game.snapshot()
True
"""

from __future__ import annotations

import dataclasses
import json
import uuid
import weakref
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .. import __version__
from ..ai import outside_code
from ..engine import (
    HILLBILLY_FLAGS,
    THREE_THIRTEEN_FLAGS,
    Card,
    CardError,
    Game,
    IllegalAction,
    RulesError,
    RuleSet,
    action_from_dict,
    action_to_dict,
    parse_card,
)
from ..quoting import shorten, size_over
from ..refusal_words import problem_text
from . import save_format
from .atomic import read_limited, write_atomic
from .errors import SaveFileError, file_label
from .safe_json import parse_json
from .save_format import CURRENT_VERSION, FORMAT_NAME, MAX_NOTE, CurrentSave, read_document
from .seats import Seat, unique_seats

MAX_SAVE_BYTES = 20_000_000  # a finished 8-player game with notes is about 0.4 MB
_FLAGS = {"hillbilly": HILLBILLY_FLAGS, "three-thirteen": THREE_THIRTEEN_FLAGS}
_FIELDS: dict[type, tuple[str, ...]] = {}
# A game's log only grows, so the autosave after each action encodes just the new tail.
_BY_GAME: weakref.WeakKeyDictionary[Game, tuple[list[dict[str, Any]], Any]] = (
    weakref.WeakKeyDictionary()
)


def new_game_id() -> str:
    """A fresh id for a new game: statistics count each id once, saves keep it."""
    return uuid.uuid4().hex


@dataclass(frozen=True)
class HandLayout:
    """The person at the screen's hand as their table laid it out: the row's order and the
    melds being staged. The autosave keeps it so a resume shows the hand as it was; only
    that seat's own cards, and only ever shown to that seat."""

    seat: int
    row: tuple[Card, ...]
    staged: tuple[tuple[Card, ...], ...] = ()

    def to_json(self, moves: int) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "moves": moves,
            "row": [c.full_code for c in self.row],
            "staged": [[c.full_code for c in group] for group in self.staged],
        }


@dataclass
class LoadedGame:
    """A saved game, replayed: ready to play on (or to review)."""

    game: Game
    seats: tuple[Seat, ...]
    game_id: str
    notes: list[str | None]
    name: str | None = None
    app_version: str = ""
    saved_at: str = ""
    path: Path | None = None
    warnings: list[str] = field(default_factory=list)
    assisted: bool = False  # an undo was used in this game
    # The coach's analyses kept in the file (CoachEntry dicts, one per seat analysed).
    coach: list[dict[str, Any]] = field(default_factory=list)
    # Sentences about what loading dropped while the game itself loads as saved (a kept
    # analysis that does not fit the log): for the player, and no reason not to save again.
    notices: list[str] = field(default_factory=list)
    # The autosave's hand layout of the person at the screen, checked against their hand.
    layout: HandLayout | None = None

    @property
    def needs_privacy_screen(self) -> bool:
        """Hot seat mid-game: show "pass the device" before any hand is face up."""
        return not self.game.is_over and sum(s.is_human for s in self.seats) > 1


def position_snapshot(game: Game) -> dict[str, Any]:
    """The derived state a save file records and a load checks its replay against."""
    return game.snapshot()


def rules_to_dict(rules: RuleSet) -> dict[str, Any]:
    """Every flag of the rules' variant (defaults included), so a save never depends on
    what a later version of the app picks as a default."""
    keep = {"variant", "players"} | _FLAGS[rules.variant]
    return rules.model_dump(mode="json", include=keep)


def encode_game(
    game: Game,
    seats: Sequence[Seat],
    *,
    game_id: str,
    notes: Sequence[str | None] | None = None,
    name: str | None = None,
    assisted: bool = False,
    coach: Sequence[dict[str, Any]] = (),
    layout: HandLayout | None = None,
) -> bytes:
    """The bytes of the saved game (UTF-8 JSON).

    Raises SaveFileError for a game the loader would refuse (too many moves, a seed out of
    range, too large), with the loader's own reason. Notes and the name are cut to the
    lengths the loader takes: they are labels, and a long reason must not cost the save.
    """
    if len(seats) != game.rules.players:
        raise ValueError(f"{len(seats)} seats for a game of {game.rules.players} players")
    problem = save_format.unsavable(len(game.log), game.seed)
    if problem is not None:
        raise SaveFileError(f"Cannot save this game: {problem}.")
    ages = game.ages
    doc = {
        "format": FORMAT_NAME,
        "version": CURRENT_VERSION,
        "app_version": __version__,
        "saved_at": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "game_id": game_id,
        "name": None if name is None else _cut(name, save_format.MAX_NAME),
        "rules": rules_to_dict(game.rules),
        "seed": game.seed,
        "seats": [
            {"name": s.name, "kind": s.kind, "level": s.level, "age": ages[i]}
            for i, s in enumerate(seats)
        ],
        "actions": encoded_log(game),
        "notes": [None if n is None else _cut(str(n), MAX_NOTE) for n in (notes or [])][
            : len(game.log)
        ],
        "snapshot": position_snapshot(game),
        "coach": _coach_entries(coach, len(game.log)),
    }
    if assisted:  # only when true: a file without undo stays readable by older versions
        doc["assisted"] = True
    if layout is not None:  # the autosave's, mid-turn: other saves stay as older versions read
        doc["table"] = layout.to_json(len(game.log))
    # ensure_ascii=False keeps card suits and names readable; the file is always UTF-8.
    data = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(data) > MAX_SAVE_BYTES:
        raise SaveFileError(
            "Cannot save this game: it is too large for a saved game "
            f"({size_over(len(data), MAX_SAVE_BYTES)})."
        )
    return data


def _coach_entries(coach: Sequence[dict[str, Any]], moves: int) -> list[dict[str, Any]]:
    """The analyses worth keeping (of this log, the last one per seat), checked as the
    loader will check them, so a bad one is dropped rather than making the save unreadable."""
    kept: dict[int, dict[str, Any]] = {}
    for entry in coach:
        try:
            checked = save_format.CoachEntry.model_validate(entry)
        except ValidationError:
            continue
        if checked.moves <= moves:
            kept[checked.seat] = checked.model_dump(mode="json")
    return [kept[s] for s in sorted(kept)]


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def encode_actions(actions: Sequence[Any]) -> list[dict[str, Any]]:
    """``action_to_dict`` of each action, with a fast path for flat ones.

    Most actions (draws, buy answers, discards) hold only a seat and maybe a card;
    ``action_to_dict`` looks up the dataclass fields on every call, which made it half the
    time of a save. Anything not flat goes through ``action_to_dict`` itself.
    """
    return [_encode_flat(action) for action in actions]


def _encode_flat(action: Any) -> dict[str, Any]:
    cls = type(action)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    out: dict[str, Any] = {"type": cls.__name__}
    for name in names:
        value = getattr(action, name)
        if isinstance(value, Card):
            value = value.full_code
        elif value is not None and not isinstance(value, int | str):
            return action_to_dict(action)  # melds, a swap's follow-up: the engine's own form
        out[name] = value
    return out


def encoded_log(game: Game) -> list[dict[str, Any]]:
    """``encode_actions(game.log)``, reusing what was encoded for this game before."""
    log = game.log
    done, anchor = _BY_GAME.get(game, ([], None))
    if len(done) > len(log) or (done and log[len(done) - 1] is not anchor):
        done = []  # the log was replaced: start again
    if len(done) < len(log):
        done = done + encode_actions(log[len(done) :])
        _BY_GAME[game] = (done, log[-1])
    return done


def clear_caches() -> None:
    """Forget every encoded log (for benchmarks that time a cold save)."""
    _BY_GAME.clear()


def save_game(
    path: Path | str,
    game: Game,
    seats: Sequence[Seat],
    *,
    game_id: str,
    notes: Sequence[str | None] | None = None,
    name: str | None = None,
    assisted: bool = False,
    coach: Sequence[dict[str, Any]] = (),
) -> None:
    """Write the game to ``path`` atomically; raises SaveFileError with one sentence."""
    try:
        data = encode_game(
            game, seats, game_id=game_id, notes=notes, name=name, assisted=assisted, coach=coach
        )
    except SaveFileError as exc:
        label = file_label(Path(path))
        raise SaveFileError(str(exc).replace("this game", f"'{label}'", 1)) from None
    write_atomic(Path(path), data)


def load_game(path: Path | str, *, named_bots: Collection[str] = ()) -> LoadedGame:
    """Read, replay and check a saved game; raises SaveFileError with one sentence.

    A computer seat whose level is a user bot (``module:Class``) would import code named by
    the file, so unless that very bot is one of ``named_bots`` (named by the user, as
    ``simulate --ai`` names them; ``ai.outside_code`` decides) it is played by ``simple``
    (with a warning).
    """
    path = Path(path)
    name = file_label(path)
    data = parse_json(read_limited(path, MAX_SAVE_BYTES, "saved game"), name)
    doc = read_document(data, name)
    loaded = replay_document(doc, name)
    loaded.path = path
    _replace_custom_bots(loaded, named_bots)
    return loaded


def replay_document(doc: CurrentSave, name: str) -> LoadedGame:
    """Rebuild the game of a validated document and check it against its snapshot."""
    prefix = f"Cannot open '{name}'"
    rules = _rules_of(doc, prefix)
    if len(doc.seats) != rules.players:
        raise SaveFileError(
            f"{prefix}: the saved game has {len(doc.seats)} seats for {rules.players} players."
        )
    game = Game(rules, doc.seed, [s.age for s in doc.seats])
    rounds: list[int] = []  # the round of each move, to check the kept analyses against
    for number, raw in enumerate(doc.actions, start=1):
        action = _action_of(raw, number, prefix)
        rounds.append(game.round_no)
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise SaveFileError(
                f"{prefix}: move {number} of the saved game is not legal ({_short(exc)})."
            ) from None
        except Exception as exc:  # a hostile move may upset the engine in unforeseen ways
            raise SaveFileError(
                f"{prefix}: move {number} of the saved game cannot be replayed "
                f"({type(exc).__name__})."
            ) from None
    _check_snapshot(game, doc.snapshot, prefix)
    notes = list(doc.notes[: len(doc.actions)])
    notes += [None] * (len(doc.actions) - len(notes))
    movers = [a.seat for a in game.log]
    coach, dropped = save_format.check_coach(doc.coach, movers, rounds, rules.players)
    seats, renamed = unique_seats(doc.seats)
    return LoadedGame(
        game=game,
        seats=seats,
        warnings=[r.sentence() for r in renamed],
        game_id=doc.game_id,
        notes=notes,
        name=doc.name,
        app_version=doc.app_version,
        saved_at=doc.saved_at,
        assisted=doc.assisted,
        coach=coach,
        notices=[_dropped_sentence(dropped, seats, name)] if dropped else [],
        layout=_layout_of(doc, game),
    )


def _layout_of(doc: CurrentSave, game: Game) -> HandLayout | None:
    """The kept layout when it lays out exactly the cards its seat holds, each once; else
    None (the hand is then shown as a new one is)."""
    layout = save_format.check_layout(doc.table, len(game.log), game.rules.players)
    if layout is None:
        return None
    try:
        row = tuple(parse_card(code) for code in layout.row)
        staged = tuple(tuple(parse_card(code) for code in group) for group in layout.staged)
    except CardError:
        return None
    placed = list(row) + [c for group in staged for c in group]
    hand = game.hand(layout.seat)
    if len(placed) != len(set(placed)) or sorted(placed) != sorted(hand):
        return None
    return HandLayout(layout.seat, row, tuple(g for g in staged if g))


def _dropped_sentence(
    dropped: Sequence[save_format.Dropped], seats: Sequence[Seat], name: str
) -> str:
    """One sentence for the kept analyses that did not fit the game: whose, and why the
    first one did not."""
    whose = [shorten(seats[d.seat].name) if d.seat is not None else "a player" for d in dropped]
    who = whose[0] if len(whose) == 1 else ", ".join(whose[:-1]) + f" and {whose[-1]}"
    one = len(dropped) == 1
    return (
        f"The coach's {'analysis' if one else 'analyses'} of {who} kept in '{name}' "
        f"{'was' if one else 'were'} dropped ({dropped[0].why}); the game itself is as saved."
    )


def _rules_of(doc: CurrentSave, prefix: str) -> RuleSet:
    rules = dict(doc.rules)
    variant, players = rules.pop("variant", None), rules.pop("players", None)
    if not isinstance(variant, str) or not isinstance(players, int) or isinstance(players, bool):
        raise SaveFileError(f"{prefix}: the saved rules do not name the game and its players.")
    try:
        return RuleSet.from_overrides(variant, players, rules)
    except RulesError as exc:
        raise SaveFileError(
            f"{prefix}: the saved rules cannot be played ({_short(exc)})."
        ) from None


def _action_of(raw: dict[str, Any], number: int, prefix: str) -> Any:
    try:
        return action_from_dict(raw)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:
        raise SaveFileError(
            f"{prefix}: move {number} of the saved game is damaged ({_short(exc)})."
        ) from None


def _check_snapshot(game: Game, saved: dict[str, Any], prefix: str) -> None:
    actual = position_snapshot(game)
    if saved == actual:
        return
    keys = sorted(set(saved) | set(actual))
    differ = [k for k in keys if saved.get(k) != actual.get(k)]
    raise SaveFileError(
        f"{prefix}: the saved position does not match its moves (the {differ[0][:20]!r} "
        "differ); the file was changed or damaged."
    )


def _replace_custom_bots(loaded: LoadedGame, named: Collection[str]) -> None:
    seats = []
    for seat in loaded.seats:
        if seat.kind == "computer" and outside_code([seat.level or ""], named):
            loaded.warnings.append(
                f"{seat.name} was the computer player '{seat.level}'; for safety a saved game "
                "never loads outside code, so the simple level plays that seat."
            )
            seat = seat.model_copy(update={"level": "simple"})
        seats.append(seat)
    loaded.seats = tuple(seats)


def _short(exc: BaseException) -> str:
    text = " ".join(problem_text(exc).split())
    return text[:160] if text else type(exc).__name__
