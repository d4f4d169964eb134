"""Issue 32 in the real window: bad settings cost only themselves and are reported once, a
save whose name is not UTF-8 opens with a sentence, and a kept analysis that does not fit
its game is dropped with a sentence while the game and the review still open."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from rummy_desktop.coach import COACH_VERSION
from rummy_desktop.engine import Game
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence import Seat, load_settings, new_game_id, save_game, settings_path
from rummy_desktop.ui import app
from rummy_desktop.ui.dialogs import plain_box

from . import test_persistence_wiring as wiring
from .test_persistence_wiring import ONE_HUMAN, played_game

windows = wiring.windows  # the persisting windows fixture, closed while the test's home exists

posix_only = pytest.mark.skipif(os.name != "posix", reason="file names as bytes, as POSIX has them")
SEATS = [Seat.human("Ann"), Seat.computer("Bob", "simple")]


def test_a_bad_setting_is_set_aside_said_once_and_the_rest_applied(qtbot, windows, home):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    content = json.dumps(
        {
            "version": 1,
            "player_name": "Ann",
            "sound": False,
            "card_size": "larger",
            "animation_speed": "warp",  # not a speed this version has
            "seat_colours": ["red"],  # a newer version's key
        }
    )
    path.write_text(content, "utf-8")
    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 3))
    text = w.message_label.text()
    assert text.startswith("Settings: animation speed could not be used") and "\n" not in text
    assert w.session.settings.player_name == "Ann"
    assert not w.menu_actions["sound"].isChecked() and w.menu_actions["size_larger"].isChecked()
    assert path.read_text("utf-8") == content  # reading never rewrites it
    w.setWindowModified(False)
    w.close()
    again = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 3))
    assert again.message_label.text() == ""  # said once: not at every start
    assert again.session.settings.player_name == "Ann"
    assert json.loads(path.read_text("utf-8"))["seat_colours"] == ["red"]  # kept if rewritten


@posix_only
def test_a_save_whose_name_is_not_utf8_opens_with_a_sentence(qtbot, windows, tmp_path, monkeypatch):
    game, notes = played_game("three-thirteen", 2, 9, 20)
    odd = Path(os.fsdecode(bytes(tmp_path) + b"/\xff.rummy"))
    save_game(odd, game, SEATS, game_id=new_game_id(), notes=notes)
    warnings: list[str] = []
    monkeypatch.setattr(plain_box, "warn", lambda _p, _t, text: warnings.append(text))
    w = app.start_window([str(odd)])
    windows.made.append(w)
    w.startup_timer.start(0)
    qtbot.waitUntil(lambda: w.controller is not None and w.controller.game is not None)
    assert w.controller.game.log[: len(game.log)] == game.log  # the game is open
    text = w.message_label.text()
    assert text.startswith("'\\xff.rummy' is open") and "Open Recent" in text
    assert "\n" not in text and warnings == []
    assert load_settings()[0].recent_files == []


def _entry(game: Game, seat: int, moves: list[int]) -> dict:
    """A kept analysis of ``seat`` judging ``moves`` (a move past the log is in round 1)."""
    rounds, replay = [], Game(game.rules, game.seed, game.ages)
    for action in game.log:
        rounds.append(replay.round_no)
        replay.apply(action)
    decision = {"played": "discard 7H", "best": "discard 7H", "loss": 0.0, "mark": "best"}
    decision["reason"] = "Nothing better."
    return {
        "seat": seat,
        "coach": COACH_VERSION,
        "moves": len(game.log),
        "variant": game.rules.variant,
        "samples": 0,
        "accuracy": 1.0,
        "mean_loss": 0.0,
        "decisions": [
            {"move": m, "round": rounds[m] if m < len(rounds) else 1, **decision} for m in moves
        ],
    }


def test_a_kept_analysis_past_the_end_of_the_log_is_dropped_and_the_review_opens(
    qtbot, windows, tmp_path
):
    game, notes = played_game("three-thirteen", 2, 6, None)
    own = [i for i, a in enumerate(game.log) if a.seat == 0]
    path = tmp_path / "coached.rummy"
    bad = _entry(game, 0, [own[0], len(game.log) + 40])  # a move past the end of the log
    save_game(path, game, SEATS, game_id=new_game_id(), notes=notes, coach=[bad])
    before = path.read_bytes()
    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 3))
    w.session.review_file(path)
    review = w.session.review_window
    assert review is not None and review.isVisible()
    assert review.coach.isVisible() and review.coach.start.text() == "Analyse my play"
    assert review.analysis is None and review.coach.chart.isHidden()
    assert review.notice.isVisible() and review.notice.textFormat() == Qt.TextFormat.PlainText
    said = review.notice.text()
    assert said.startswith("The coach's analysis of Ann kept in 'coached.rummy'")
    assert "was dropped" in said and "\n" not in said
    qtbot.mouseClick(review.buttons["first"], Qt.LeftButton)
    assert review.review.position == 0
    assert path.read_bytes() == before  # reading it changed nothing


def test_a_kept_analysis_that_fits_is_shown_at_once(qtbot, windows, tmp_path):
    game, notes = played_game("three-thirteen", 2, 6, None)
    own = [i for i, a in enumerate(game.log) if a.seat == 0]
    path = tmp_path / "coached.rummy"
    save_game(path, game, SEATS, game_id=new_game_id(), notes=notes, coach=[_entry(game, 0, own)])
    w = windows(GameSetup("three-thirteen", ONE_HUMAN, {}, 3))
    w.session.review_file(path)
    review = w.session.review_window
    assert review.analysis is not None and review.coach.chart.isVisible()
    assert review.notice.isHidden()


def test_a_save_with_a_bad_analysis_plays_on_with_a_sentence(qtbot, windows, tmp_path):
    game, notes = played_game("hillbilly", 3, 9, 40)
    seats = [Seat.human("Ann"), Seat.computer("Bob"), Seat.computer("Cy")]
    path = tmp_path / "bob.rummy"
    # Seat 1's analysis claims a move of seat 0: it does not fit the game.
    save_game(
        path,
        game,
        seats,
        game_id=new_game_id(),
        notes=notes,
        coach=[_entry(game, 1, [next(i for i, a in enumerate(game.log) if a.seat == 0)])],
    )
    w = windows(path=path)
    assert w.controller.game.log[: len(game.log)] == game.log
    assert w.message_label.text().startswith("The coach's analysis of Bob kept in 'bob.rummy'")
    assert w.files.coach == []
