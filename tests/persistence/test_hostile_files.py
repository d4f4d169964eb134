"""Every damaged or hostile file: one clear one-line message, and the file left exactly as it was."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from rummy_desktop import bounded_read
from rummy_desktop.persistence import SaveFileError, load_game, save_game
from rummy_desktop.persistence import atomic as atomic_module


class Untouched:
    """Remembers a file's bytes and times, and the folder's listing, to check nothing changed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.folder = sorted(p.name for p in path.parent.iterdir())
        if path.is_file():
            info = path.stat()
            self.data, self.mtime, self.size = path.read_bytes(), info.st_mtime_ns, info.st_size
        else:
            self.data = None

    def check(self) -> None:
        assert sorted(p.name for p in self.path.parent.iterdir()) == self.folder
        if self.data is not None:
            info = self.path.stat()
            assert (info.st_mtime_ns, info.st_size) == (self.mtime, self.size)
            assert self.path.read_bytes() == self.data


def refused(path: Path, *words: str) -> str:
    """Load ``path``, expecting a SaveFileError naming the file in one line with ``words``."""
    before = Untouched(path)
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    message = str(info.value)
    assert "\n" not in message and "Traceback" not in message
    assert message.startswith(f"Cannot open '{path.name}'")
    for word in words:
        assert word in message, message
    before.check()
    return message


def rewrite(saved: Path, change: Any) -> Path:
    """Apply ``change`` to the saved document and write it (as a hand-edited file would be)."""
    doc = json.loads(saved.read_text("utf-8"))
    change(doc)
    saved.write_text(json.dumps(doc), "utf-8")
    return saved


def test_truncated_file_is_refused(saved: Path) -> None:
    data = saved.read_bytes()
    saved.write_bytes(data[: len(data) // 2])
    refused(saved, "cut short")


def test_random_bytes_are_refused(saved: Path) -> None:
    saved.write_bytes(random.Random(7).randbytes(4096))
    refused(saved, "not a Rummy Desktop saved game")


def test_empty_file_is_refused(saved: Path) -> None:
    saved.write_bytes(b"")
    refused(saved, "empty")


def test_text_that_is_not_json_is_refused(saved: Path) -> None:
    saved.write_text("Dear Ann, here is the game we played on Friday.\n", "utf-8")
    refused(saved, "not valid JSON")


def test_json_of_the_wrong_shape_is_refused(saved: Path) -> None:
    saved.write_text("[1, 2, 3]", "utf-8")
    refused(saved, "not a Rummy Desktop saved game")


def test_json_with_wrong_types_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["seats"][1]["name"] = 42

    refused(rewrite(saved, change), "damaged", "seats.1.name")


def test_json_missing_a_field_is_refused(saved: Path) -> None:
    refused(rewrite(saved, lambda doc: doc.pop("actions")), "damaged", "actions")


def test_unknown_format_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["format"] = "chess-pgn"

    refused(rewrite(saved, change), "not a Rummy Desktop saved game", "chess-pgn")


def test_newer_version_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["version"] = 7
        doc["something_new"] = {"x": 1}

    refused(rewrite(saved, change), "newer Rummy Desktop", "version 7")


def test_action_log_with_an_illegal_move_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        first = doc["actions"][0]
        doc["actions"].insert(1, dict(first))  # the same seat draws twice in a row

    refused(rewrite(saved, change), "move 2", "not legal")


def test_action_of_an_unknown_kind_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["actions"][3] = {"type": "Teleport", "seat": 0}

    refused(rewrite(saved, change), "move 4", "damaged")


def test_action_with_a_card_that_does_not_exist_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        discard = next(a for a in doc["actions"] if a["type"] == "Discard")
        discard["card"] = "ZZ"

    refused(rewrite(saved, change), "damaged")


def test_snapshot_that_disagrees_with_the_replay_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        hand = doc["snapshot"]["hands"][0]
        hand[0], doc["snapshot"]["stock"][0] = doc["snapshot"]["stock"][0], hand[0]

    refused(rewrite(saved, change), "does not match its moves", "hands")


def test_rules_that_cannot_be_played_are_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["rules"]["buy_penalty_cards"] = 9

    refused(rewrite(saved, change), "rules cannot be played")


def test_a_100_mb_file_is_refused_before_reading(saved: Path) -> None:
    with open(saved, "r+b") as f:
        f.truncate(100_000_000)  # sparse: instant, and still 100 MB to stat()
    refused(saved, "too large")


def test_deeply_nested_json_is_refused(saved: Path) -> None:
    saved.write_text("[" * 200_000 + "]" * 200_000, "utf-8")
    refused(saved, "nested too deeply")


def test_nesting_below_the_stack_limit_is_refused_too(saved: Path) -> None:
    def change(doc: dict) -> None:
        deep: Any = "7H"
        for _ in range(200):
            deep = [deep]
        doc["snapshot"]["hands"] = deep

    refused(rewrite(saved, change), "nested too deeply")


def test_a_number_with_thousands_of_digits_is_refused(saved: Path) -> None:
    text = saved.read_text("utf-8")
    seed = json.loads(text)["seed"]
    saved.write_text(text.replace(f'"seed":{seed}', '"seed":' + "9" * 5000, 1), "utf-8")
    refused(saved, "number with 5000 digits")


def test_a_number_too_large_for_a_seed_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["seed"] = 2**70

    refused(rewrite(saved, change), "damaged", "seed")


def test_an_infinite_float_is_refused(saved: Path) -> None:
    text = saved.read_text("utf-8")
    saved.write_text(text.replace('"version":2', '"version":1e999', 1), "utf-8")
    refused(saved, "too large to use")


def test_a_folder_instead_of_a_file_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "looks-like-a-save.rummy"
    folder.mkdir()
    (folder / "inside.txt").write_text("x")
    refused(folder, "folder")


def test_no_permission_to_read_is_refused(saved: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if os.name == "posix" and os.geteuid() != 0:
        saved.chmod(0o000)
    else:
        # root reads any file whatever its mode: make the open itself fail as it would for a user
        def no_read(*args: Any, **kwargs: Any) -> Any:
            raise PermissionError(errno.EACCES, "Permission denied", str(args[0]))

        monkeypatch.setattr(bounded_read, "_open", no_read)
    try:
        refused(saved, "permission")
    finally:
        saved.chmod(0o644)


def test_no_permission_to_write_leaves_the_old_file(
    saved: Path, short_game: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rummy_desktop.persistence import Seat

    seats = [Seat.human(n) for n in "ABCD"]
    before = Untouched(saved)
    if os.name == "posix" and os.geteuid() != 0:
        saved.parent.chmod(0o500)
    else:

        def no_write(path: Path) -> Any:
            raise PermissionError(errno.EACCES, "Permission denied", str(path.parent))

        monkeypatch.setattr(atomic_module, "_mkstemp", no_write)
    try:
        with pytest.raises(SaveFileError) as info:
            save_game(saved, short_game, seats, game_id="0" * 32)
    finally:
        saved.parent.chmod(0o755)
    assert "\n" not in str(info.value)
    assert str(info.value).startswith("Cannot save 'game.rummy'") and "permission" in str(
        info.value
    )
    before.check()


def test_saving_under_a_file_instead_of_a_folder_is_refused(
    tmp_path: Path, short_game: Any
) -> None:
    from rummy_desktop.persistence import Seat

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("I am a file")
    with pytest.raises(SaveFileError) as info:
        save_game(
            blocker / "game.rummy", short_game, [Seat.human(n) for n in "ABCD"], game_id="0" * 32
        )
    assert "not a folder" in str(info.value)
    assert blocker.read_text() == "I am a file"


def test_a_computer_level_naming_outside_code_is_not_loaded(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["seats"][1]["level"] = "antigravity:Fly"

    loaded = load_game(rewrite(saved, change))
    assert loaded.seats[1].level == "simple"
    assert "antigravity:Fly" in loaded.warnings[0]


def test_a_bot_of_your_own_is_kept_only_when_named_exactly(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["seats"][1]["level"] = "mybots.smart:SmartBot"

    path = rewrite(saved, change)
    kept = load_game(path, named_bots={"mybots.smart:SmartBot"})
    assert kept.seats[1].level == "mybots.smart:SmartBot" and not kept.warnings
    other = load_game(path, named_bots={"mybots.smart:OtherBot", "mybots.smart"})
    assert other.seats[1].level == "simple" and "mybots.smart:SmartBot" in other.warnings[0]


def test_a_name_with_control_characters_is_refused(saved: Path) -> None:
    def change(doc: dict) -> None:
        doc["seats"][0]["name"] = "Ann\nTraceback (most recent call last):"

    refused(rewrite(saved, change), "damaged", "seats.0.name")


def _within(seconds: float, call: Any) -> Any:
    """Run ``call()`` in a daemon thread; fail (instead of hanging the suite) if it blocks."""
    import threading

    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = call()
        except BaseException as exc:  # handed back to the test below
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still blocked after {seconds} s"
    if "error" in result:
        raise result["error"]
    return result.get("value")


@pytest.mark.skipif(
    not os.access("/proc/kmsg", os.R_OK), reason="needs a readable /proc/kmsg (Linux, as root)"
)
def test_a_save_linked_to_a_regular_file_whose_read_blocks_is_refused(tmp_path: Path) -> None:
    # /proc/kmsg says it is a regular file of size 0, and a plain read of it waits for ever.
    link = tmp_path / "game.rummy"
    link.symlink_to("/proc/kmsg")
    with pytest.raises(SaveFileError) as info:
        _within(60, lambda: load_game(link))
    assert "not an ordinary file" in str(info.value)
    assert link.is_symlink()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_save_that_is_a_fifo_or_a_link_to_a_device_is_refused_unread(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.rummy"
    os.mkfifo(fifo)
    with pytest.raises(SaveFileError, match="FIFO"):
        _within(60, lambda: load_game(fifo))
    link = tmp_path / "zero.rummy"
    link.symlink_to("/dev/zero")
    with pytest.raises(SaveFileError, match="device"):
        _within(60, lambda: load_game(link))


def test_a_key_given_twice_is_refused(saved: Path) -> None:
    # json.loads keeps the last value, so a first "actions" would pass unseen by a reader.
    text = saved.read_text("utf-8")
    doctored = text.replace('"actions":', '"actions":[{"type":"Teleport","seat":0}],"actions":', 1)
    saved.write_text(doctored, "utf-8")
    refused(saved, "the key 'actions' twice")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda doc: doc.update(seed=str(doc["seed"])), ["damaged", "seed"]),
        (lambda doc: doc["seats"][0].update(age="41"), ["damaged", "seats.0.age"]),
        (lambda doc: doc["seats"][0].update(age=41.0), ["damaged", "seats.0.age"]),
        (lambda doc: doc["rules"].update(deuces_wild="false"), ["rules", "deuces_wild"]),
        (lambda doc: doc["rules"].update(buy_penalty_cards="1"), ["rules", "buy_penalty_cards"]),
        (lambda doc: doc["rules"].update(swap_from_sets=1), ["rules", "swap_from_sets"]),
    ],
)
def test_values_of_the_wrong_type_are_refused_not_converted(
    saved: Path, change: Any, words: list[str]
) -> None:
    refused(rewrite(saved, change), *words)
