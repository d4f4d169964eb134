"""The autosave: the game written after every action, and the offer to resume it at start.

A failed autosave (disk full, read-only folder) never stops the game: :meth:`Autosaver.save`
returns the warning the first time it fails, then stays quiet until a save works again.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..engine import Game
from ..wording import GAME_NAMES
from .atomic import read_limited, remove_stale_temps, set_aside, write_atomic
from .errors import SaveFileError, file_label
from .paths import autosave_path
from .safe_json import parse_json
from .save_format import read_document
from .savefile import MAX_SAVE_BYTES, HandLayout, LoadedGame, encode_game, load_game
from .seats import Seat

VARIANT_TITLES = GAME_NAMES  # the one spelling, in wording


class Autosaver:
    """Writes one game to the autosave file after every action. The window makes one with
    ``Autosaver(seats, game_id, on_problem=window.show_status_warning)`` and calls
    ``saver.save(game, notes)`` after each applied action (None when all is well).
    """

    def __init__(
        self,
        seats: Sequence[Seat],
        game_id: str,
        *,
        path: Path | None = None,
        name: str | None = None,
        on_problem: Callable[[str], None] | None = None,
    ) -> None:
        self.seats = tuple(seats)
        self.game_id = game_id
        self.name = name
        self.path = Path(path) if path is not None else autosave_path()
        self.on_problem = on_problem
        self.problem: str | None = None  # the current failure, None while saves succeed
        remove_stale_temps(self.path)  # left by a process killed mid-write

    def save(
        self,
        game: Game,
        notes: Sequence[str | None] | None = None,
        assisted: bool = False,
        layout: HandLayout | None = None,
    ) -> str | None:
        """Write the game (with ``layout``, the hand of the person at the screen as their
        table shows it); return a warning the first time saving fails, else None."""
        try:
            data = encode_game(
                game,
                self.seats,
                game_id=self.game_id,
                notes=notes,
                name=self.name,
                assisted=assisted,
                layout=layout,
            )
            write_atomic(self.path, data, make_folder=True)
        except SaveFileError as exc:
            if self.problem is not None:
                return None  # already reported: one warning per run of failures
            self.problem = f"Autosave failed: {exc} The game goes on without it."
            if self.on_problem is not None:
                self.on_problem(self.problem)
            return self.problem
        self.problem = None
        with contextlib.suppress(OSError):  # a move after a clean close: in play again
            closed_marker(self.path).unlink(missing_ok=True)
        return None

    def discard(self) -> None:
        """The player threw this game away ("Don't Save"): it is not offered for resuming.
        A file that cannot be removed is left as it is (never an error for the player)."""
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)
            closed_marker(self.path).unlink(missing_ok=True)

    def closed(self) -> None:
        """The program was quit as it should be (the game saved or not asked about): the next
        start offers it as the last game, not an interrupted one."""
        if self.path.exists():
            with contextlib.suppress(OSError):
                closed_marker(self.path).write_bytes(b"")


def closed_marker(path: Path) -> Path:
    """The empty file beside the autosave that says the program was quit cleanly."""
    return path.with_name(path.name + ".closed")


@dataclass(frozen=True)
class ResumeOffer:
    """An interrupted game found at start: describe it, then :meth:`load` it if wanted.

    ``problem`` is set (and ``description`` empty) when the autosave could not be read; the file is
    then renamed ``autosave.rummy.broken-<time>`` so it is kept but not offered again.
    """

    path: Path
    description: str = ""
    needs_privacy_screen: bool = False
    problem: str | None = None
    clean: bool = False  # the program was quit cleanly after it (not killed or crashed)

    def load(self) -> LoadedGame:
        """Replay the game (about 0.1 s for a long one); raises SaveFileError.

        An autosave that fails its replay is renamed aside like a damaged one, so it is not
        offered again at every start.
        """
        try:
            return load_game(self.path)
        except SaveFileError as exc:
            kept = set_aside(self.path)
            note = f" It was kept as '{file_label(kept)}'." if kept else ""
            raise SaveFileError(f"{exc}{note}", exc.errno) from None


def find_resumable(path: Path | None = None) -> ResumeOffer | None:
    """The unfinished game in the autosave, if any, without replaying it (fast at start)."""
    path = Path(path) if path is not None else autosave_path()
    try:
        if not path.exists():
            return None
    except OSError:
        return None
    try:
        data = parse_json(read_limited(path, MAX_SAVE_BYTES, "saved game"), file_label(path))
        doc = read_document(data, file_label(path))
    except SaveFileError as exc:
        kept = set_aside(path)
        note = f" It was kept as '{file_label(kept)}'." if kept else ""
        return ResumeOffer(path, problem=f"The interrupted game cannot be resumed. {exc}{note}")
    snap = doc.snapshot
    if snap.get("phase") == "game_over":
        return None
    humans = sum(s.is_human for s in doc.seats)
    return ResumeOffer(
        path,
        description=describe(
            doc.rules.get("variant"), snap.get("round"), doc.seats, doc.saved_at, doc.rules
        ),
        needs_privacy_screen=humans > 1,
        clean=_exists(closed_marker(path)),
    )


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except OSError:
        return False


def describe(
    variant: object,
    round_no: object,
    seats: Sequence[Seat],
    saved_at: str,
    rules: dict | None = None,
) -> str:
    """``Hillbilly Rummy, round 4 of 10: Ann, Bob, Computer 3 (saved 31 Jan 20:15)``; a
    contract game of its own rounds by its name and its number of rounds (read, not built:
    the offer is made at start, before any game is replayed)."""
    title = VARIANT_TITLES.get(str(variant), "A game")
    rounds = 10 if variant == "hillbilly" else 11
    rules = rules or {}
    name, contracts = rules.get("contract_name"), rules.get("contracts")
    if variant == "hillbilly" and isinstance(contracts, list) and contracts:
        rounds = len(contracts)
        if isinstance(name, str) and name:
            title = name[:40]
    where = f", round {round_no} of {rounds}" if isinstance(round_no, int) else ""
    names = ", ".join(s.name for s in seats)
    when = ""
    try:
        stamp = datetime.strptime(saved_at, "%Y-%m-%dT%H:%M:%S%z").astimezone()
        when = f" (saved {stamp:%d %b %H:%M})"
    except ValueError:
        pass
    return f"{title}{where}: {names}{when}"
