"""Settings: saved and loaded; a damaged file gives the defaults, a message and a kept copy."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from rummy_desktop.persistence import Seat, Settings, load_settings, save_settings, settings_path


def test_settings_round_trip(home: Path) -> None:
    settings = Settings(
        player_name="Ann",
        last_variant="three-thirteen",
        last_seats=[Seat.human("Ann"), Seat.computer("Bruno", "simple")],
        house_rules={"hillbilly": {"buy_penalty_cards": 2, "buy_limits": {"10": 5}}},
        animation_speed="fast",
        card_back="svg",
        sort_order="suit",
        window_geometry="AdnQywADAAAAAAAA",
    ).with_recent("/tmp/a.rummy")
    save_settings(settings)
    assert settings_path() == home / "config" / "settings.json"
    loaded, problem = load_settings()
    assert problem is None and loaded == settings
    assert loaded.rules_for("hillbilly", 5).buy_limits[10] == 5
    assert loaded.animation_ms < Settings().animation_ms


def test_missing_settings_give_the_defaults_quietly(home: Path) -> None:
    assert load_settings() == (Settings(), None)


@pytest.mark.parametrize(
    "content, words",
    [
        (b"\x00\xff garbage", "not a Rummy Desktop settings file"),
        (b'{"version": 1, "animation_speed": "warp"', "cut short"),
        (b'{"version": 1, "animation_speed": "warp"}', "animation_speed"),
        (b'{"version": 1, "house_rules": {"hillbilly": {"teleport": true}}}', "teleport"),
        (b'{"version": 9, "player_name": "Ann"}', "newer"),
        # Read strictly: a key given twice, or a value of the wrong type, is damage.
        (b'{"version": 1, "player_name": "Ann", "player_name": "Bob"}', "twice"),
        (b'{"version": 1, "house_rules": {"hillbilly": {"deuces_wild": "true"}}}', "deuces_wild"),
        (
            b'{"version": 1, "house_rules": {"three-thirteen": {"decks_by_players": {"2": 100000}}}}',
            "decks_by_players",
        ),
        (b"[]", "not a Rummy Desktop settings file"),
    ],
)
def test_damaged_settings_fall_back_to_defaults_with_a_kept_copy(
    home: Path, content: bytes, words: str
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and words in problem and "\n" not in problem
    kept = list(path.parent.glob("settings.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert kept[0].name in problem
    save_settings(settings)  # the next save writes a fresh file beside the kept one
    assert json.loads(path.read_text())["version"] == 1 and kept[0].exists()


def test_updated_settings_are_validated() -> None:
    with pytest.raises(ValidationError):
        Settings().updated(sort_order="sideways")
    assert Settings().updated(player_name="Zoë").player_name == "Zoë"


def test_recent_files_keep_ten_without_repeats() -> None:
    settings = Settings()
    for i in range(12):
        settings = settings.with_recent(f"/s/{i}.rummy")
    settings = settings.with_recent("/s/5.rummy")
    assert settings.recent_files[0] == "/s/5.rummy"
    assert len(settings.recent_files) == 10 and len(set(settings.recent_files)) == 10


def test_house_rules_that_no_longer_fit_fall_back_to_the_preset() -> None:
    settings = Settings(house_rules={"three-thirteen": {"deck_count_override": 1}})
    assert settings.rules_for("three-thirteen", 8).deck_count() != 1
