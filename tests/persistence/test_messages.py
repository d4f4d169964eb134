"""What a file holds is quoted short in the messages about it, and never spans lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rummy_desktop.persistence import SaveFileError, load_game, load_settings, load_stats

LIMIT = 400  # a message a person can read in a status bar or a dialog


def short_message(message: str | None) -> str:
    assert message is not None
    assert len(message) < LIMIT, f"{len(message)} characters: {message[:200]}"
    assert message.isprintable(), message
    return message


@pytest.mark.parametrize(
    "house_rules",
    [
        {"three-thirteen": {"x" * 900_000: 1}},
        {"x" * 900_000: {}},
        {"hillbilly": {"card_values": {"<h1>" + "y" * 900_000: 5}}},
    ],
)
def test_a_huge_key_in_the_settings_is_quoted_short(tmp_path: Path, house_rules: dict) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "house_rules": house_rules}), "utf-8")
    _settings, message = load_settings(path)
    short_message(message)


def test_a_huge_player_name_in_the_statistics_is_quoted_short(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"version": 1, "players": {"n" * 4_000_000: {}}}), "utf-8")
    _stats, message = load_stats(path)
    assert "nnnnn" in short_message(message)


def test_a_file_name_that_does_not_print_is_escaped(tmp_path: Path) -> None:
    # U+202E would show the rest of the message backwards.
    path = tmp_path / "game\u202eexe.rummy"
    path.write_text("not a save", "utf-8")
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert "game\\u202eexe.rummy" in short_message(str(info.value))
