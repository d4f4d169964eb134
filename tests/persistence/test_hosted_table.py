"""TableSaver, the saver of a network table's game (the hosting window's and `host --save`'s):
after every move, the tokens once and private, a failure said once while the table plays
on, and nothing written once the table is forgotten."""

from __future__ import annotations

import json
import stat
import sys
import threading
from types import SimpleNamespace

from rummy_desktop.match import Match
from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup
from rummy_desktop.persistence import load_game
from rummy_desktop.persistence.hosted_table import TableSaver, load_hosted_table

SEATS = (Seat.of("Ann"), Seat.of("Bo"), Seat.of("Ada", "easy"))
TOKENS = {0: ("Ann", "a" * 24), 1: ("Bo", "b" * 24)}


def table_at(moves: int) -> SimpleNamespace:
    """What TableSaver reads of a host's Table: its match, seq, done and tokens."""
    match = Match.deal(GameSetup("three-thirteen", SEATS, {}, 4))
    game = match.game
    while len(game.log) < moves:
        seat = game.to_act()[0]
        game.apply(game.legal_actions(seat)[0])
    match.notes = [None] * len(game.log)
    return SimpleNamespace(
        match=match, seq=len(game.log), done=threading.Event(), tokens=lambda: dict(TOKENS)
    )


def test_each_move_is_saved_the_tokens_once_and_private_and_the_end_forgets_both(tmp_path):
    save = tmp_path / "state" / "network-table.rummy"
    tokens = save.with_name(save.name + ".tokens")
    saver = TableSaver(save, "fam", "1" * 32, port=8765, own_seat=0, forget_at_end=True)
    table = table_at(3)
    saver(table)
    assert len(load_game(save).game.log) == 3
    assert stat.S_IMODE(tokens.stat().st_mode) == 0o600 or sys.platform == "win32"
    assert json.loads(tokens.read_text())["own_seat"] == 0
    assert "a" * 24 not in save.read_text()
    hosted = load_hosted_table(save)
    assert hosted.tokens.port == 8765 and hosted.tokens.seats == TOKENS
    game = table.match.game
    game.apply(game.legal_actions(game.to_act()[0])[0])
    table.seq += 1
    table.match.notes.append(None)
    saver(table)
    assert len(load_game(save).game.log) == 4
    table.done.set()
    saver(table)
    assert not save.exists() and not tokens.exists()


def test_a_failing_save_is_said_once_and_the_next_good_one_clears_it(tmp_path):
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    said: list[str] = []
    saver = TableSaver(blocked / "t.rummy", "fam", "2" * 32, on_problem=said.append)
    table = table_at(2)
    saver(table)
    saver(table)  # the table changed again (a seat dropped): still failing, not said again
    assert len(said) == 1 and "\n" not in said[0]
    blocked.unlink()
    saver(table)
    assert saver.problem is None and (blocked / "t.rummy").is_file()


def test_nothing_is_written_once_the_table_is_forgotten(tmp_path):
    save = tmp_path / "network-table.rummy"
    saver = TableSaver(save, "fam", "3" * 32, forget_at_end=True)
    table = table_at(2)
    saver(table)
    saver.forget()
    assert not save.exists()
    table.seq += 1
    saver(table)
    assert not save.exists() and not save.with_name(save.name + ".tokens").exists()
