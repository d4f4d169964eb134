"""Settings: the player's choices, kept in the user config folder.

A missing file gives the defaults quietly. A file that is not settings at all (not JSON,
not an object) gives the defaults with a one-sentence message, the old file renamed
``settings.json.broken-<time>``. A bad setting costs only itself: every good key is kept,
the bad ones are set aside in ``settings.json.set-aside-<digest>`` with one sentence, given
once (:mod:`.small_files`); keys of a newer version are kept in the file unused.

>>> s = Settings(player_name="Ann")
>>> s.with_recent("/home/ann/saves/friday.rummy").recent_files
['/home/ann/saves/friday.rummy']
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..engine import MAX_CONTRACT_NAME, RulesError, RuleSet
from ..i18n import Words
from ..plain_text import YOU, clean_name, name_key, table_names
from ..quoting import quote
from ..refusal_words import say
from ..speeds import ANIMATION_MS
from ..wording import GAME_NAMES
from .paths import settings_path
from .seats import MAX_NAME, Seat
from .small_files import Part, load_by_key, write_model

MAX_SETTINGS_BYTES = 1_000_000
MAX_RECENT = 10
MAX_CONTRACT_VARIANTS = 50
Variant = Literal["hillbilly", "three-thirteen"]
AnimationSpeed = Literal["instant", "fast", "normal", "slow"]
SortOrder = Literal["rank", "suit", "as_dealt"]


class TableLooks(Words):
    """The card backs' and table colours' names (a translation context)."""


# The names, in English: shown through TableLooks.tr(name).
CARD_BACKS: dict[str, str] = {
    "blue": TableLooks.tr_noop("Blue lattice"),
    "red": TableLooks.tr_noop("Red lattice"),
    "green": TableLooks.tr_noop("Green lattice"),
    "svg": TableLooks.tr_noop("The deck's own back"),
}
TABLE_COLOURS: dict[str, str] = {
    "green": TableLooks.tr_noop("Green baize"),
    "blue": TableLooks.tr_noop("Blue baize"),
    "red": TableLooks.tr_noop("Wine baize"),
}
CardSize = Literal["smaller", "normal", "larger", "largest"]  # tabletop.layout.CARD_SIZES


class SettingsV1(BaseModel):
    """Format version 1 of the settings file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: Literal[1] = 1
    player_name: str = Field(default="You", min_length=1, max_length=MAX_NAME)
    last_variant: Variant = "hillbilly"
    last_seats: list[Seat] = Field(default_factory=list, max_length=8)
    # Per game, the house-rule flags that differ from the defaults (RuleSet.changed_flags()).
    house_rules: dict[Variant, dict[str, Any]] = Field(default_factory=dict)
    animation_speed: AnimationSpeed = "normal"
    card_back: str = Field(default="blue", max_length=40)
    table_colour: str = Field(default="green", max_length=40)
    card_size: CardSize = "normal"
    sort_order: SortOrder = "rank"
    # Before a human's blunder the table asks once (issue 24); a game with it on is assisted.
    coach_mode: bool = False
    # Seeing the cards (issue 23): suits in four colours, a big index, a high-contrast table.
    four_colour_deck: bool = False
    large_index: bool = True  # the default since issue 34: the plain corner misread (K♥ as K♣)
    high_contrast: bool = False
    sound: bool = True  # View ▸ Sound (issue 22); tests and --selftest are silent regardless
    # Preferences ▸ Language (issue 36): "system", or a code of i18n.languages.LANGUAGES. Any
    # other text (a newer version's language) means the system's, and is not refused.
    language: str = Field(default="system", max_length=20)
    window_geometry: str | None = Field(default=None, max_length=20_000)  # QByteArray, base64
    recent_files: list[Annotated[str, Field(max_length=4096)]] = Field(
        default_factory=list, max_length=MAX_RECENT
    )
    # The table's own contract lists, by name (the New Game dialog's Save as / Load).
    contract_variants: dict[str, list[dict[str, Any]]] = Field(
        default_factory=dict, max_length=MAX_CONTRACT_VARIANTS
    )

    # The contract game the player last started (issue 26), a preset or a list of the table's
    # own, as that game's house-rule flags with its rounds (a list may need its flags to fit);
    # None after a game of Hillbilly's own ten rounds.
    last_contract_game: dict[str, Any] | None = None

    @model_validator(mode="before")
    @classmethod
    def _clean_names(cls, data: Any) -> Any:
        # A name is renamed, not refused: refusing would reset every other setting too.
        if not isinstance(data, dict):
            return data
        data = dict(data)
        name = data.get("player_name")
        if isinstance(name, str):
            data["player_name"] = clean_name(name)[:MAX_NAME].strip() or YOU
        seats = data.get("last_seats")
        if isinstance(seats, list) and all(_named(s) for s in seats):
            humans = [s.get("kind") == "human" for s in seats]
            names, _renamed = table_names([s["name"] for s in seats], humans, MAX_NAME)
            data["last_seats"] = [{**s, "name": n} for s, n in zip(seats, names, strict=True)]
        return data

    @field_validator("last_contract_game")
    @classmethod
    def _last_playable(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value is not None:
            if "contracts" not in value:
                raise ValueError("the last contract game has no rounds")
            try:
                RuleSet.from_overrides("hillbilly", 2, value)
            except RulesError as exc:
                raise ValueError(f"the last contract game: {say(exc)}") from None
        return value

    @field_validator("window_geometry")
    @classmethod
    def _is_base64(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                base64.b64decode(value, validate=True)
            except (binascii.Error, ValueError):
                raise ValueError("the window geometry is not base64") from None
        return value

    @field_validator("house_rules")
    @classmethod
    def _rules_playable(cls, value: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        for variant, overrides in value.items():
            try:
                # Two players need the fewest cards: a pack fine for two is not refused here.
                RuleSet.from_overrides(variant, 2, overrides)
            except RulesError as exc:
                raise ValueError(f"house rules of {variant}: {say(exc)}") from None
        return value

    @field_validator("contract_variants")
    @classmethod
    def _variants_playable(cls, value: dict[str, list[dict[str, Any]]]) -> dict:
        # A list's name (its key) is kept as the rules clean it: no control, direction or
        # invisible character, so the Contract game list shows what the game will be called. A
        # name alike to an earlier list's (by plain_text.name_key) gets " (2)", as a seat's.
        kept: dict[str, list[dict[str, Any]]] = {}
        taken: set[str] = set()
        for name, contracts in value.items():
            try:
                rules = RuleSet.from_overrides(
                    "hillbilly", 2, {"contracts": contracts, "contract_name": name}
                )
            except RulesError as exc:
                raise ValueError(f"contract list {name[:40]!r}: {say(exc)}") from None
            base = shown = rules.contract_name or ""
            number = 2
            while name_key(shown) in taken:
                suffix = f" ({number})"
                shown, number = (
                    base[: MAX_CONTRACT_NAME - len(suffix)].rstrip() + suffix,
                    number + 1,
                )
            taken.add(name_key(shown))
            kept[shown] = contracts
        return kept

    # ---- helpers for the window -------------------------------------------------------

    def with_contract_variant(self, name: str, contracts: list[dict[str, Any]]) -> Settings:
        """These settings with a named contract list kept (replacing one of that name)."""
        kept = {k: v for k, v in self.contract_variants.items() if k != name}
        return self.updated(contract_variants={name: contracts, **kept})

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation_speed]

    def rules_for(self, variant: str, players: int) -> RuleSet:
        """The player's default house rules for a game; the preset if they no longer fit."""
        overrides = next((v for k, v in self.house_rules.items() if k == variant), {})
        try:
            return RuleSet.from_overrides(variant, players, dict(overrides))
        except RulesError:
            return RuleSet.preset(variant, players)

    def with_recent(self, path: str | Path) -> Settings:
        """These settings with ``path`` first in Open Recent (no repeats, at most 10)."""
        text = str(path)
        recent = [text] + [p for p in self.recent_files if p != text]
        return self.updated(recent_files=recent[:MAX_RECENT])

    def updated(self, **changes: Any) -> Settings:
        """A validated copy with some fields changed (raises pydantic's ValidationError)."""
        return type(self).model_validate({**self.model_dump(), **changes})


def _named(seat: Any) -> bool:
    return isinstance(seat, dict) and isinstance(seat.get("name"), str)


Settings = SettingsV1
# One version today. Versions only add keys (a key never changes its meaning; a new meaning
# takes a new name), so an older version reads a newer file key by key (docs/dev/persistence-api.md).
CURRENT_VERSION = 1


# Judged entry by entry: one bad contract list, recent file or game's house rules costs only
# itself. The seats of the last game are one table: judged whole.
BY_ITEM = ("recent_files", "contract_variants", "house_rules")
_WORDS = {
    "version": "the format version",
    "player_name": "your name",
    "last_seats": "the last game's seats",
    "window_geometry": "the window position",
    "contract_variants": "your contract lists",
    "last_contract_game": "the last contract game",
}


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and None; or, the first time a file with bad settings is read, the
    good ones and a sentence naming what was set aside; or the defaults and a sentence for a
    file that is not settings at all."""
    path = Path(path) if path is not None else settings_path()
    return load_by_key(
        path,
        Settings,
        MAX_SETTINGS_BYTES,
        "settings file",
        reset="Your settings were reset to the defaults",
        by_item=BY_ITEM,
        describe=_describe,
    )


def _describe(parts: Sequence[Part]) -> list[str]:
    """What was set aside, in the player's words: "sound", "the contract list 'Nan'"."""
    words: list[str] = []
    recent = 0
    for part in parts:
        if part.key == "recent_files" and not part.whole:
            recent += 1
        elif part.key == "contract_variants" and not part.whole:
            words.append(f"the contract list {quote(part.item)}")
        elif part.key == "house_rules" and not part.whole:
            game = GAME_NAMES.get(str(part.item)) or quote(part.item)
            words.append(f"the house rules of {game}")
        else:
            words.append(_WORDS.get(part.key, part.key.replace("_", " ")))
    if recent:
        words.append("a recent file" if recent == 1 else f"{recent} recent files")
    return words


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; raises SaveFileError with one sentence. Keys of the
    file on disk that this version does not know (a newer version's) are kept."""
    path = Path(path) if path is not None else settings_path()
    write_model(path, settings, indent=2, keep_unknown=True, max_bytes=MAX_SETTINGS_BYTES)
