"""Statistics per player name and game, counted once per finished game (by its game id).

Lower totals win in both games, so the best final score is the lowest one.

>>> stats = Stats()
>>> stats.record("Ann", "hillbilly").games
0
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError

from ..engine import Buy, Game
from ..plain_text import clean_name, name_key, printable, table_names
from ..quoting import quote
from ..wording import named_variant
from .atomic import write_atomic
from .paths import stats_path
from .seats import MAX_NAME, Seat
from .small_files import Part, load_by_key, on_disk

MAX_STATS_BYTES = 5_000_000
RECENT_GAMES = 20  # the games the Statistics chart draws per player
MAX_REMEMBERED_GAMES = 5_000  # ids of counted games; a game is recorded minutes after it ends
Variant = Literal["hillbilly", "three-thirteen"]
Count = Annotated[int, Field(ge=0, le=10**12)]
Score = Annotated[int, Field(ge=-(10**12), le=10**12)]


# Contract games (Liverpool, a family's own list) the statistics keep and show, the most
# played first, and their records at most: a file may name thousands (one was 4 MB); the
# rest are set aside, kept in the file as they were, never validated nor shown.
MAX_GAME_NAMES = 40
MAX_GAME_NAME = 40  # a contract game's name, as the rules take it (RuleSet.contract_name)
MAX_CONTRACT_RECORDS = 20_000
MAX_COACHED = 200  # the latest analysed games a record keeps (the trend needs only recent ones)


class Coached(BaseModel):
    """One analysed game of a player: the coach's accuracy and mean loss (issue 24)."""

    model_config = ConfigDict(extra="forbid")

    game_id: str = Field(max_length=64)
    # When it was analysed, ISO 8601 UTC (digits and separators only: it is shown).
    at: str = Field(pattern=r"^[0-9T:.+Z-]{1,40}$")
    decisions: Count
    accuracy: float = Field(ge=0, le=1)
    mean_loss: float = Field(ge=0, le=10_000, allow_inf_nan=False)


class Record(BaseModel):
    """One player's results in one game (Hillbilly or Three Thirteen)."""

    model_config = ConfigDict(extra="forbid")

    games: Count = 0
    wins: Count = 0  # won alone
    co_wins: Count = 0  # shared the lowest total
    total_score: Score = 0
    best_score: Score | None = None
    rounds_out_first: Count = 0
    buys: Count = 0
    # Games with help (an undo, or coach mode asking before a blunder), and their wins:
    # counted apart, as PySolFC does (``games`` counts them too; ``wins`` and ``co_wins``
    # only the unassisted ones).
    assisted_games: Count = 0
    assisted_wins: Count = 0
    # The final totals of the player's last games, oldest first (the Statistics chart).
    recent_totals: list[Score] = Field(default_factory=list, max_length=RECENT_GAMES)
    # The coach's analyses, oldest first, one per game (a later one of the same game wins).
    coached: list[Coached] = Field(default_factory=list, max_length=MAX_COACHED)

    @property
    def mean_score(self) -> float | None:
        return self.total_score / self.games if self.games else None

    def coach_means(self, last: int | None = None) -> tuple[float, float] | None:
        """Accuracy and mean loss over the analysed games (the ``last`` few), weighted by
        their decisions; None without one."""
        games = self.coached[-last:] if last else self.coached
        count = sum(c.decisions for c in games)
        if not count:
            return None
        accuracy = sum(c.accuracy * c.decisions for c in games) / count
        return accuracy, sum(c.mean_loss * c.decisions for c in games) / count


class StatsV1(BaseModel):
    """Format version 1 of the statistics file."""

    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = 1
    players: dict[Annotated[str, Field(max_length=MAX_NAME)], dict[Variant, Record]] = Field(
        default_factory=dict, max_length=10_000
    )
    recorded: list[Annotated[str, Field(max_length=64)]] = Field(
        default_factory=list, max_length=MAX_REMEMBERED_GAMES
    )
    # Contract games with rounds of their own (Liverpool, a family's list), kept apart from
    # Hillbilly's ten rounds: player -> the game's name -> record.
    contract_games: dict[
        Annotated[str, Field(max_length=MAX_NAME)],
        dict[Annotated[str, Field(max_length=MAX_GAME_NAME)], Record],
    ] = Field(default_factory=dict, max_length=10_000)
    # What the loader set aside or renamed (see _Prepared); not part of the model's data.
    _kept: _SetAside | None = PrivateAttr(default=None)
    _note: str | None = PrivateAttr(default=None)

    def record(self, name: str, variant: str) -> Record:
        """The player's record for a game (an empty one if they never played it)."""
        return self.players.get(name, {}).get(variant, Record())  # type: ignore[call-overload]

    def played(self, variant: str, game_name: str | None = None) -> list[tuple[str, Record]]:
        """Each player with a record of ``variant`` (or of the contract game ``game_name``),
        by name: only those, so a file of 10,000 players costs no empty records."""
        if game_name is None:
            rows = [(n, g[variant]) for n, g in self.players.items() if variant in g]
        else:
            rows = [(n, g[game_name]) for n, g in self.contract_games.items() if game_name in g]
        return sorted(rows, key=lambda row: row[0].casefold())

    def names(self) -> list[str]:
        return sorted(set(self.players) | set(self.contract_games), key=str.casefold)

    def contract_record(self, name: str, game_name: str) -> Record:
        """The player's record in a named contract game (empty if never played)."""
        return self.contract_games.get(name, {}).get(game_name, Record())

    def contract_game_names(self) -> list[str]:
        """Every named contract game someone finished, in alphabetical order."""
        return sorted(
            {g for games in self.contract_games.values() for g in games}, key=str.casefold
        )

    def with_game(
        self, game: Game, seats: Sequence[Seat], game_id: str, assisted: Sequence[int] = ()
    ) -> Stats:
        """A copy with this finished game counted, or unchanged if it was counted before.
        ``assisted``: the seats that had help (an undo, coach mode); their wins go to
        ``assisted_wins``."""
        if not game.is_over or game_id in self.recorded:
            return self
        new = self.model_copy(deep=True)
        variant = game.rules.variant
        winners = game.winners
        totals = game.totals()
        buys = [0] * game.rules.players
        for action in game.log:
            if isinstance(action, Buy):
                buys[action.seat] += 1
        own = named_variant(game.rules)  # a contract game of its own: its own records
        # Two seats alike in name are two players, never one counted twice (plain_text).
        names, _ = table_names([s.name for s in seats], [s.is_human for s in seats], MAX_NAME)
        for seat, name in enumerate(names):
            if own:
                games = new.contract_games.setdefault(name, {})
                rec = games.get(game.rules.game_name) or self._revived(name, game.rules.game_name)
                games[game.rules.game_name] = rec
            else:
                rec = new.players.setdefault(name, {}).setdefault(variant, Record())
            rec.games += 1
            helped = seat in assisted
            rec.assisted_games += helped
            if seat in winners and helped:
                rec.assisted_wins += 1
            elif seat in winners:
                if len(winners) == 1:
                    rec.wins += 1
                else:
                    rec.co_wins += 1
            rec.total_score += totals[seat]
            rec.recent_totals = (rec.recent_totals + [totals[seat]])[-RECENT_GAMES:]
            if rec.best_score is None or totals[seat] < rec.best_score:
                rec.best_score = totals[seat]
            rec.rounds_out_first += game.rounds_out[seat]
            rec.buys += buys[seat]
        new.recorded = (new.recorded + [game_id])[-MAX_REMEMBERED_GAMES:]
        return new

    def _revived(self, name: str, game_name: str) -> Record:
        """A record the loader set aside, played again: back among the kept ones."""
        raw = self._kept.games.get(name, {}).get(game_name) if self._kept else None
        if raw is None:
            return Record()
        try:
            return Record.model_validate(raw, strict=True)
        except ValidationError:
            return Record()

    def to_json(self) -> dict[str, Any]:
        """The file's document: the model, and the records set aside as the file had them."""
        data = self.model_dump(mode="json")
        if self._kept is not None:
            for name, games in self._kept.games.items():
                target = data["contract_games"].setdefault(name, {})
                for game_name, raw in games.items():
                    target.setdefault(game_name, raw)
        return data

    def with_analysis(
        self,
        name: str,
        variant: str,
        game_id: str,
        *,
        at: str,
        decisions: int,
        accuracy: float,
        mean_loss: float,
        game_name: str | None = None,
    ) -> Stats:
        """A copy with the coach's analysis of ``name``'s play in one game kept.
        ``game_name``: a contract game of its own rounds (``named_variant``), whose analyses
        go with its own record, where with_game counted the game, never Hillbilly's."""
        new = self.model_copy(deep=True)
        if variant not in ("hillbilly", "three-thirteen"):
            raise ValueError(f"no statistics for the game {variant!r}")
        if game_name is not None and variant == "hillbilly":
            games = new.contract_games.setdefault(name, {})
            rec = games.get(game_name) or self._revived(name, game_name)
            games[game_name] = rec
        else:
            game = cast(Variant, variant)
            rec = new.players.setdefault(name, {}).setdefault(game, Record())
        point = Coached(
            game_id=game_id, at=at, decisions=decisions, accuracy=accuracy, mean_loss=mean_loss
        )
        rec.coached = [c for c in rec.coached if c.game_id != game_id] + [point]
        rec.coached = rec.coached[-MAX_COACHED:]
        return new


Stats = StatsV1


def load_stats(path: Path | None = None) -> tuple[Stats, str | None]:
    """The statistics and None, or a sentence: what was set aside or told apart.

    Like the settings (``small_files.load_by_key``), each player's records and each counted
    game are judged alone: one bad entry is set aside beside the file and said once, and the
    rest kept; a newer version's keys are read past and written back. A file that is no
    statistics at all starts afresh, the old one renamed aside.
    """
    stats, problem = _load(path)
    return stats, " ".join(t for t in (problem, stats._note) if t) or None


def _load(path: Path | None) -> tuple[Stats, str | None]:
    """The statistics and the loader's sentence on what it set aside (once), not the note
    on what it renamed or left unshown (said at every reading, for the Statistics window)."""
    path = Path(path) if path is not None else stats_path()
    prepared = _Prepared()
    stats, problem = load_by_key(
        path,
        Stats,
        MAX_STATS_BYTES,
        "statistics file",
        reset="The statistics were started afresh",
        by_item=BY_ITEM,
        describe=_describe,
        prepare=prepared,
    )
    stats._kept, stats._note = prepared.kept, prepared.note()
    return stats, problem


BY_ITEM = ("players", "contract_games", "recorded")


def _describe(parts: Sequence[Part]) -> list[str]:
    """What was set aside, in the player's words: "the records of 'Ann'"."""
    words: list[str] = []
    ids = 0
    for part in parts:
        if part.key == "recorded" and not part.whole:
            ids += 1
        elif part.key == "players" and not part.whole:
            words.append(f"the records of {quote(part.item)}")
        elif part.key == "contract_games" and not part.whole:
            words.append(f"the contract-game records of {quote(part.item)}")
        else:
            words.append(_WORDS.get(part.key, part.key.replace("_", " ")))
    if ids:
        words.append("a counted game's id" if ids == 1 else f"{ids} counted games' ids")
    return words


_WORDS = {
    "version": "the version",
    "players": "every player's records",
    "contract_games": "every contract game's records",
    "recorded": "the list of counted games",
}


def save_stats(stats: Stats, path: Path | None = None) -> None:
    """Write the statistics atomically; raises SaveFileError with one sentence. Keys of the
    file on disk that this version does not know (a newer version's) are kept."""
    path = Path(path) if path is not None else stats_path()
    doc = stats.to_json()
    doc |= {k: v for k, v in on_disk(path, MAX_STATS_BYTES).items() if k not in doc}
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a kept value holds a lone surrogate: JSON's \u escape for it
        data = json.dumps(doc, ensure_ascii=True, indent=1).encode("ascii")
    write_atomic(path, data + b"\n", make_folder=True)


class _SetAside:
    """Contract games the loader set aside: player -> game name -> the record as the file
    held it. Shared by every copy of the statistics and never changed, so a copy (one per
    counted game) does not copy megabytes."""

    def __init__(self, games: dict[str, dict[str, Any]], names: int) -> None:
        self.games = games
        self.names = names  # distinct contract games the file held, kept ones included

    def __deepcopy__(self, memo: dict[int, Any]) -> _SetAside:
        return self


class _Prepared:
    """The parsed file made fit to validate and show, before validation: each player's name
    clean and unlike the others (``plain_text.table_names``), and the contract games bounded
    to the most played (the others set aside, to be written back as they were)."""

    def __init__(self) -> None:
        self.kept: _SetAside | None = None
        self.renamed: list[tuple[str, str]] = []
        self.games_renamed: list[tuple[str, str]] = []

    def __call__(self, data: dict[str, Any]) -> dict[str, Any]:
        players, contract = data.get("players", {}), data.get("contract_games", {})
        if not isinstance(players, dict) or not isinstance(contract, dict):
            return data  # validation says what is wrong
        data = dict(data)
        data["players"], data["contract_games"] = self._rename(players, contract)
        # Bounded before the names are cleaned: cleaning costs a confusables lookup a
        # character, too much for the 160,000 names a 4 MB file can hold (the set-aside
        # games are written back as the file held them anyway).
        if all(isinstance(g, dict) for g in data["contract_games"].values()):
            data["contract_games"] = self._bound(data["contract_games"])
        data["contract_games"] = {
            name: self._clean_games(games) if isinstance(games, dict) else games
            for name, games in data["contract_games"].items()
        }
        return data

    def _rename(self, players: dict, contract: dict) -> tuple[dict, dict]:
        raw = sorted(set(players) | set(contract))
        names, _ = table_names(raw, [True] * len(raw), MAX_NAME, one_table=False)
        new = dict(zip(raw, names, strict=True))
        self.renamed = [(old, n) for old, n in new.items() if old != n]
        if not self.renamed:
            return players, contract
        return (
            {new[k]: v for k, v in players.items()},
            {new[k]: v for k, v in contract.items()},
        )

    def _clean_games(self, games: dict[str, Any]) -> dict[str, Any]:
        """A player's contract games under their names as the rules clean them (the name a
        new game is counted under), no two alike by ``name_key``."""
        out: dict[str, Any] = {}
        taken: set[str] = set()
        for old, record in games.items():
            base = clean_name(old)[:MAX_GAME_NAME].strip() or "Contract game"
            new, n = base, 2
            while name_key(new) in taken:
                suffix = f" ({n})"
                new, n = base[: MAX_GAME_NAME - len(suffix)].rstrip() + suffix, n + 1
            taken.add(name_key(new))
            out[new] = record
            if new != old:
                self.games_renamed.append((old, new))
        return out

    def _bound(self, contract: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        plays: dict[str, int] = {}
        records: dict[str, int] = {}
        for games in contract.values():
            for game_name, rec in games.items():
                count = rec.get("games") if type(rec) is dict else 0
                if type(count) is not int or count < 0:
                    count = 0  # validation refuses it if the game is kept
                plays[game_name] = plays.get(game_name, 0) + count
                records[game_name] = records.get(game_name, 0) + 1
        if len(plays) <= MAX_GAME_NAMES and sum(records.values()) <= MAX_CONTRACT_RECORDS:
            return contract
        chosen: list[str] = []
        total = 0
        for game_name in sorted(plays, key=lambda g: (-plays[g], g)):
            if len(chosen) == MAX_GAME_NAMES or total + records[game_name] > MAX_CONTRACT_RECORDS:
                break
            chosen.append(game_name)
            total += records[game_name]
        kept: dict[str, dict[str, Any]] = {}
        aside: dict[str, dict[str, Any]] = {}
        for name, games in contract.items():
            mine = {g: games[g] for g in chosen if g in games}
            if mine or not games:
                kept[name] = mine
            if len(mine) < len(games):
                rest = dict(games)  # a copy at C speed, then the few kept ones out
                for g in mine:
                    del rest[g]
                aside[name] = rest
        self.kept = _SetAside(aside, len(plays))
        return kept

    def note(self) -> str | None:
        """One sentence on what was set aside or renamed, or None."""
        parts = []
        if self.kept is not None:
            shown = self.kept.names - len({g for gs in self.kept.games.values() for g in gs})
            parts.append(
                f"The statistics hold {self.kept.names} contract games: the {shown} most played "
                f"are shown, and the other {self.kept.names - shown} are set aside (kept in the "
                "file as they are)."
            )
        if self.renamed:
            old, new = self.renamed[0]
            more = f" (and {len(self.renamed) - 1} more)" if len(self.renamed) > 1 else ""
            parts.append(
                f"Player names that held hidden characters or looked like another were told "
                f"apart: '{printable(old[:MAX_NAME])}' is shown as '{new}'{more}."
            )
        if self.games_renamed:
            old, new = self.games_renamed[0]
            n = len(self.games_renamed) - 1
            more = f" (and {n} more)" if n else ""
            parts.append(
                "Contract game names that held hidden characters or looked like another were "
                f"told apart: '{printable(old[:MAX_GAME_NAME])}' is shown as '{new}'{more}."
            )
        return " ".join(parts) or None


def record_analysis(
    name: str,
    variant: str,
    game_id: str,
    accuracy: float,
    mean_loss: float,
    decisions: int,
    path: Path | None = None,
    notice: Callable[[str], None] | None = None,
    game_name: str | None = None,
) -> None:
    """Keep the coach's accuracy and mean loss of ``name`` in one game in the statistics
    (again for the same game replaces it). Raises SaveFileError if it cannot be written.
    ``notice`` hears the loader's sentence, if it set something aside. ``game_name``: the
    contract game of its own rounds the game was (see Stats.with_analysis)."""
    from datetime import UTC, datetime

    stats = _read_for_update(path, notice)
    updated = stats.with_analysis(
        name,
        variant,
        game_id,
        at=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        decisions=decisions,
        accuracy=accuracy,
        mean_loss=mean_loss,
        game_name=game_name,
    )
    save_stats(updated, path)


def record_game(
    game: Game,
    seats: Sequence[Seat],
    game_id: str,
    path: Path | None = None,
    assisted: Sequence[int] = (),
    notice: Callable[[str], None] | None = None,
) -> bool:
    """Count a finished game in the statistics file; True if it was counted just now.

    Calling it again for the same ``game_id`` (a reloaded save, a second Game Over signal)
    changes nothing. Raises SaveFileError if the file cannot be written. ``notice`` hears
    the loader's sentence (bad entries set aside, said once), for the window to show.
    """
    if not game.is_over:
        return False
    stats = _read_for_update(path, notice)
    updated = stats.with_game(game, seats, game_id, assisted)
    if updated is stats:
        return False
    save_stats(updated, path)
    return True


def _read_for_update(path: Path | None, notice: Callable[[str], None] | None) -> Stats:
    """The statistics to add to; the loader's sentence (given once: the file is written back
    without what it set aside) goes to ``notice``."""
    stats, problem = _load(path)
    if problem and notice is not None:
        notice(problem)
    return stats
