"""Games and folders shared by the persistence tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, new_game_id


def play(game: Game, moves: int | None = None, level: str = "simple") -> Game:
    """Let bots of ``level`` play ``moves`` actions (or to the end), collecting nothing."""
    bots = [make_bot(level, seed=s) for s in range(game.rules.players)]
    done = 0
    while not game.is_over and (moves is None or done < moves):
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
        done += 1
    return game


def play_with_notes(game: Game, moves: int | None = None) -> list[str | None]:
    """Like :func:`play` with ``simple`` bots, keeping each move's reason as the window does."""
    bots = [make_bot("simple", seed=s) for s in range(game.rules.players)]
    notes: list[str | None] = []
    done = 0
    while not game.is_over and (moves is None or done < moves):
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
        notes.append(bots[seat].explain())
        done += 1
    return notes


def computer_seats(n: int) -> list[Seat]:
    return [Seat.computer(f"Computer {i + 1}", "simple") for i in range(n)]


@pytest.fixture(scope="session")
def finished_hillbilly_8() -> tuple[Game, list[str | None]]:
    """A whole 8-player Hillbilly game (10 rounds, ~5,000 actions) between simple bots."""
    game = Game(RuleSet.preset("hillbilly", players=8), seed=11)
    notes = play_with_notes(game)
    assert game.is_over
    return game, notes


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every default path (autosave, settings, statistics) under a fresh folder."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def short_game() -> Game:
    """A Hillbilly game for 4, 120 actions in (mid-round, with buys and discards)."""
    return play(Game(RuleSet.preset("hillbilly", players=4), seed=5), moves=120)


@pytest.fixture
def saved(tmp_path: Path, short_game: Game) -> Path:
    """A good save file of ``short_game``, with two humans and two computers."""
    from rummy_desktop.persistence import save_game

    seats = [
        Seat.human("Ann"),
        Seat.computer("Bob", "simple"),
        Seat.human("Cy"),
        Seat.computer("Di"),
    ]
    path = tmp_path / "saves" / "game.rummy"
    path.parent.mkdir()
    save_game(path, short_game, seats, game_id=new_game_id())
    return path
