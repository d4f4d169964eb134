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
        # Read strictly: a key given twice is damage to the whole file.
        (b'{"version": 1, "player_name": "Ann", "player_name": "Bob"}', "twice"),
        (b"[]", "not a Rummy Desktop settings file"),
    ],
)
def test_a_file_that_is_not_settings_falls_back_to_defaults_with_a_kept_copy(
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


GOOD = {
    "version": 1,
    "player_name": "Ann",
    "sound": False,
    "card_size": "larger",
    "recent_files": ["/home/ann/friday.rummy", "/home/ann/saturday.rummy"],
    "contract_variants": {"Nan's rounds": [{"deal": 7, "sets": [3, 3]}]},
}


@pytest.mark.parametrize(
    "bad, named",
    [
        ({"animation_speed": "warp"}, "animation speed"),
        ({"house_rules": {"hillbilly": {"teleport": True}}}, "house rules of Hillbilly"),
        # Read strictly: a value of the wrong type is damage, not something to convert.
        ({"house_rules": {"hillbilly": {"deuces_wild": "true"}}}, "house rules of Hillbilly"),
        (
            {"house_rules": {"three-thirteen": {"decks_by_players": {"2": 100000}}}},
            "house rules of Three Thirteen",
        ),
        ({"version": "one"}, "format version"),
        ({"window_geometry": "not base64!"}, "window position"),
    ],
)
def test_one_bad_setting_is_set_aside_and_every_good_one_kept(
    home: Path, bad: dict, named: str
) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    content = json.dumps({**GOOD, **bad}).encode()
    path.write_bytes(content)
    settings, problem = load_settings()
    assert settings.player_name == "Ann" and settings.sound is False
    assert settings.card_size == "larger" and settings.recent_files == GOOD["recent_files"]
    assert list(settings.contract_variants) == ["Nan's rounds"]
    assert problem is not None and "\n" not in problem and named in problem
    assert problem.count(".") <= 3 and len(problem) < 300  # one sentence
    assert path.read_bytes() == content  # not rewritten by reading it
    assert not list(path.parent.glob("settings.json.broken-*"))
    aside = list(path.parent.glob("settings.json.set-aside-*"))
    assert len(aside) == 1 and aside[0].name in problem
    assert json.loads(aside[0].read_text("utf-8")) == {k: v for k, v in bad.items()}


def test_a_bad_contract_list_or_recent_file_is_set_aside_alone(home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    doc = dict(GOOD)
    doc["contract_variants"] = {
        "Nan's rounds": [{"deal": 7, "sets": [3, 3]}],
        "Impossible": [{"deal": 2, "sets": [3, 3]}],
    }
    text = json.dumps(doc)
    # A lone surrogate is valid JSON but not text a file name can be shown or kept as.
    text = text.replace('"/home/ann/saturday.rummy"', '"/home/ann/\\udcff.rummy"')
    path.write_text(text, "utf-8")
    settings, problem = load_settings()
    assert list(settings.contract_variants) == ["Nan's rounds"]
    assert settings.recent_files == ["/home/ann/friday.rummy"]
    assert settings.player_name == "Ann"
    assert problem is not None
    assert "the contract list 'Impossible'" in problem and "a recent file" in problem


def test_the_sentence_is_given_once_and_again_only_for_a_new_problem(home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({**GOOD, "sort_order": "sideways"}), "utf-8")
    first = load_settings()
    assert first[1] is not None and "sort order" in first[1]
    again = load_settings()  # the next start: the same file, already said
    assert again == (first[0], None)
    path.write_text(json.dumps({**GOOD, "sort_order": "diagonal"}), "utf-8")  # edited by hand
    third = load_settings()
    assert third[1] is not None and "sort order" in third[1]


def test_keys_of_a_newer_version_are_kept_quietly_and_written_back(home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    newer = {**GOOD, "version": 2, "theme": "dark", "seat_colours": ["red", "blue"]}
    path.write_text(json.dumps(newer), "utf-8")
    settings, problem = load_settings()
    assert problem is None and settings.player_name == "Ann" and settings.sound is False
    assert path.read_text("utf-8") == json.dumps(newer)
    save_settings(settings.updated(sound=True))  # the player changed a setting
    written = json.loads(path.read_text("utf-8"))
    assert written["sound"] is True and written["player_name"] == "Ann"
    assert written["theme"] == "dark" and written["seat_colours"] == ["red", "blue"]
    assert load_settings() == (settings.updated(sound=True), None)


def test_a_rewrite_drops_what_was_set_aside(home: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({**GOOD, "animation_speed": "warp"}), "utf-8")
    settings, problem = load_settings()
    assert problem is not None
    save_settings(settings.updated(player_name="Bea"))
    written = json.loads(path.read_text("utf-8"))
    assert written["animation_speed"] == "normal" and written["player_name"] == "Bea"
    assert load_settings()[1] is None


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
