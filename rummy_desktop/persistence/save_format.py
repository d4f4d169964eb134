"""The saved-game format: one pydantic model per format version, migrated step by step.

A file is read through one discriminated ``TypeAdapter`` keyed on ``version``, then each
``MIGRATIONS[n]`` lifts a version-n document to version n+1 until it is the current model.
To change the format: copy ``SaveV1`` to ``SaveV2`` with ``version: Literal[2]``, add it
to ``AnySave``, write ``MIGRATIONS[1]`` (a pure function V1 -> V2), and bump
``CURRENT_VERSION``. Old files then keep loading; a file newer than this app is refused.

An excerpt of a version-1 file::

    {"format": "rummy-desktop-save", "version": 1, "app_version": "0.1.0",
     "saved_at": "2025-01-31T20:15:02Z", "game_id": "6f1c...", "name": null,
     "rules": {"variant": "hillbilly", "players": 4, "buy_penalty_cards": 1, ...},
     "seed": 81722, "seats": [{"name": "Ann", "kind": "human", "level": null, "age": 41},
                              {"name": "Computer 2", "kind": "computer", "level": "simple",
                               "age": null}, ...],
     "actions": [{"type": "DrawStock", "seat": 1}, {"type": "Discard", "seat": 1,
                  "card": "7Hb"}, ...],
     "notes": [null, "Discarded 7♥: it fits no meld and would cost 5", ...],
     "snapshot": {"round": 3, "turn": 2, "phase": "play", "hands": [["AS", ...]], ...}}
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..quoting import shorten
from .errors import SaveFileError
from .seats import Seat

FORMAT_NAME = "rummy-desktop-save"
CURRENT_VERSION = 2
MAX_ACTIONS = 100_000  # a long 8-player game has about 5,000
MAX_NOTE = 300
MAX_COACH_TEXT = 600  # a coach's sentence, or a move in the card notation
MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")
MAX_NAME = 200  # a saved game's own label
SEED_BOUND = 2**64


class SaveV1(BaseModel):
    """Format version 1: everything needed to replay the game, and the position to check."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["rummy-desktop-save"]
    version: Literal[1]
    app_version: str = Field(max_length=40)
    saved_at: str = Field(max_length=40)
    game_id: str = Field(pattern=r"^[0-9a-f]{32}$")
    name: str | None = Field(default=None, max_length=MAX_NAME)
    rules: dict[str, Any]
    seed: int = Field(gt=-SEED_BOUND, lt=SEED_BOUND)
    seats: list[Seat] = Field(min_length=2, max_length=8)
    actions: list[dict[str, Any]] = Field(max_length=MAX_ACTIONS)
    # The computer's one-line reason per action (None for human moves or when not kept).
    notes: list[Annotated[str, Field(max_length=MAX_NOTE)] | None] = Field(
        default_factory=list, max_length=MAX_ACTIONS
    )
    snapshot: dict[str, Any]
    # An undo was used (the statistics count the game apart); absent in older files.
    assisted: bool = False
    # The autosave only: the hand of the person at the screen as their table laid it out
    # (a ``TableLayout``), absent in older files and in saves. Read as plain data and judged
    # on its own by ``check_layout``: a bad one costs only itself, never the game.
    table: Any = None


Text = Annotated[str, Field(max_length=MAX_COACH_TEXT)]
Points = Annotated[float, Field(ge=-10_000, le=10_000, allow_inf_nan=False)]
Loss = Annotated[float, Field(ge=0, le=10_000, allow_inf_nan=False)]


class CoachDecision(BaseModel):
    """One judged decision, as ``rummy_desktop.coach.Decision.to_dict`` writes it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    move: int = Field(ge=0, lt=MAX_ACTIONS)
    round: int = Field(ge=1, le=13)
    played: Text
    best: Text
    loss: Loss
    mark: Literal["best", "good", "inaccuracy", "mistake", "blunder"]
    reason: Text
    hindsight: Text | None = None
    expected: Points = 0.0
    # [move, expected points] pairs (lists: the reader is strict and JSON has no tuples)
    options: list[Annotated[list[Text | Points], Field(min_length=2, max_length=2)]] = Field(
        default_factory=list, max_length=40
    )


class CoachEntry(BaseModel):
    """The coach's analysis of one seat, kept so that reopening the review shows it at once.

    ``moves`` is how many actions of the log it judged: a game played on since is analysed
    again. ``coach`` names the analysis's own version: a later app with other thresholds or
    budgets does not show an old analysis as its own."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int = Field(ge=0, le=7)
    coach: str = Field(max_length=40)
    moves: int = Field(ge=0, le=MAX_ACTIONS)
    variant: str = Field(max_length=40)
    samples: int = Field(ge=0, le=10_000)
    accuracy: float = Field(ge=0, le=1)
    mean_loss: Loss
    decisions: list[CoachDecision] = Field(max_length=MAX_ACTIONS)


class SaveV2(SaveV1):
    """Format version 2: version 1 plus the coach's analyses (issue 24).

    ``coach`` is read as plain data here and each entry judged on its own by
    :func:`check_coach` once the log is replayed: an analysis is a cache of the coach's work,
    and a bad one costs only itself, never the game."""

    version: Literal[2]  # type: ignore[assignment]
    coach: list[Any] = Field(default_factory=list, max_length=8)


CardCode = Annotated[str, Field(max_length=4)]
MAX_HAND = 60  # no deal holds more, buys and penalty cards included


class TableLayout(BaseModel):
    """One seat's cards as its table showed them when the autosave was written: the hand
    row's order and the melds being staged (private to that seat, shown only to it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int = Field(ge=0, le=7)
    moves: int = Field(ge=0, le=MAX_ACTIONS)  # the log length it was written at
    row: list[CardCode] = Field(max_length=MAX_HAND)
    staged: list[Annotated[list[CardCode], Field(max_length=MAX_HAND)]] = Field(
        default_factory=list, max_length=MAX_HAND
    )


def check_layout(raw: Any, moves: int, players: int) -> TableLayout | None:
    """The layout if it is well formed and was written with this very log, else None (a
    layout of another moment says nothing true about the hand now)."""
    if raw is None:
        return None
    try:
        layout = TableLayout.model_validate(raw, strict=True)
    except ValidationError:
        return None
    if layout.moves != moves or layout.seat >= players:
        return None
    return layout


@dataclass(frozen=True)
class Dropped:
    """A kept analysis that does not fit its game: the seat it names (None when unreadable)
    and why, as a phrase."""

    seat: int | None
    why: str


def check_coach(
    entries: Sequence[Any], seats: Sequence[int], rounds: Sequence[int], players: int
) -> tuple[list[dict[str, Any]], list[Dropped]]:
    """The analyses that fit the game whose move ``i`` was played by ``seats[i]`` in round
    ``rounds[i]``, as plain data, and the ones dropped with why.

    An analysis fits when it is a valid :class:`CoachEntry` of a seat at the table, judges
    at most the moves the log has, and each of its decisions is a move of that seat within
    them, in the round it was played, in order. The review's coach panel indexes the log by
    these moves, so one past its end would break the window.
    """
    kept: list[dict[str, Any]] = []
    dropped: list[Dropped] = []
    for raw in entries:
        try:
            entry = CoachEntry.model_validate(raw, strict=True)
        except ValidationError as exc:
            seat = raw.get("seat") if isinstance(raw, dict) else None
            seat = seat if type(seat) is int and 0 <= seat < players else None
            dropped.append(Dropped(seat, f"it is damaged ({first_error(exc, tagged=False)})"))
            continue
        why = _misfit(entry, seats, rounds, players)
        if why is None:
            kept.append(entry.model_dump(mode="json"))
        else:
            dropped.append(Dropped(entry.seat if entry.seat < players else None, why))
    return kept, dropped


def _misfit(
    entry: CoachEntry, seats: Sequence[int], rounds: Sequence[int], players: int
) -> str | None:
    if entry.seat >= players:
        return f"it names seat {entry.seat + 1} of a table of {players}"
    if entry.moves > len(seats):
        return f"it judged {entry.moves} moves of a game of {len(seats)}"
    last = -1
    for number, d in enumerate(entry.decisions, start=1):
        if d.move >= entry.moves:
            return f"its decision {number} is move {d.move + 1}, past the {entry.moves} it judged"
        if d.move <= last:
            return f"its decision {number} is out of order"
        if seats[d.move] != entry.seat:
            return f"its decision {number} is move {d.move + 1}, which another player made"
        if rounds[d.move] != d.round:
            return f"its decision {number} says round {d.round}, but move {d.move + 1} is in round {rounds[d.move]}"
        last = d.move
    return None


def _v1_to_v2(doc: BaseModel) -> BaseModel:
    """A version-1 game has no analysis yet: the same document with an empty ``coach``."""
    return SaveV2.model_validate({**doc.model_dump(), "version": 2, "coach": []})


CurrentSave = SaveV2
AnySave = Annotated[SaveV1 | SaveV2, Field(discriminator="version")]
_ADAPTER: TypeAdapter[Any] = TypeAdapter(cast(Any, AnySave))
KNOWN_VERSIONS = (1, 2)

# MIGRATIONS[n] turns a version-n document into a version-(n+1) one.
MIGRATIONS: dict[int, Callable[[BaseModel], BaseModel]] = {1: _v1_to_v2}


def read_document(data: Any, name: str) -> CurrentSave:
    """Check the header, validate the document and migrate it to the current version."""
    prefix = f"Cannot open '{name}'"
    if not isinstance(data, dict):
        raise SaveFileError(f"{prefix}: it is not a Rummy Desktop saved game.")
    fmt = data.get("format")
    if fmt != FORMAT_NAME:
        what = f" (its format is '{str(fmt)[:40]}')" if isinstance(fmt, str) else ""
        raise SaveFileError(f"{prefix}: it is not a Rummy Desktop saved game{what}.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError(f"{prefix}: the saved game has no readable format version.")
    if version > CURRENT_VERSION:
        raise SaveFileError(
            f"{prefix}: it was saved by a newer Rummy Desktop (format version {version}); "
            f"this version reads up to version {CURRENT_VERSION}: please update the app."
        )
    if version not in KNOWN_VERSIONS:
        raise SaveFileError(f"{prefix}: format version {version} is unknown.")
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_ACTIONS:
        raise SaveFileError(f"{prefix}: {too_many_moves(len(actions))}.")
    try:
        # Strict: a seed of "7" or an age of 41.0 is damage, not something to convert.
        doc = _ADAPTER.validate_python(data, strict=True)
    except ValidationError as exc:
        raise SaveFileError(f"{prefix}: the saved game is damaged ({first_error(exc)}).") from None
    while doc.version < CURRENT_VERSION:
        doc = MIGRATIONS[doc.version](doc)
    assert isinstance(doc, SaveV2)
    return doc


def too_many_moves(count: int) -> str:
    """Why a game cannot be saved or loaded: the reader's limit, in the words both use."""
    return f"the game has {count} moves, more than the {MAX_ACTIONS} a saved game may hold"


def unsavable(game_log_length: int, seed: int) -> str | None:
    """Why the reader would refuse a game with this log and seed, or None: the writer asks
    before writing, so it never writes a file its own loader refuses."""
    if game_log_length > MAX_ACTIONS:
        return too_many_moves(game_log_length)
    if not -SEED_BOUND < seed < SEED_BOUND:
        return "its seed is too large for a saved game (at most 2**64 either way)"
    return None


def first_error(exc: ValidationError, tagged: bool = True) -> str:
    """The first validation problem as a short phrase: ``seats.2.name: field required``."""
    err = exc.errors(include_url=False)[0]
    # The union's tag (the version) comes first in the location of a ``tagged`` union's
    # error: it adds nothing here. A location may hold a key of the file (a player's name, a
    # house rule): quoted short.
    loc = [shorten(str(p)) for p in err["loc"][1 if tagged else 0 :]]
    where = ".".join(loc) or "the file"
    msg = str(err["msg"]).removeprefix("Value error, ")
    return f"{where}: {shorten(msg, 160)}"
