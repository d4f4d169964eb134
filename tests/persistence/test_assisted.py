"""A game in which Undo was used: its save says so, and the statistics count it apart."""

from __future__ import annotations

from rummy_desktop.ai import make_bot
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, load_game, record_game, save_game
from rummy_desktop.persistence.stats import load_stats


def finished_game(seed: int = 3) -> Game:
    game = Game(RuleSet.preset("three-thirteen", players=2), seed)
    bots = [make_bot("simple", 1), make_bot("simple", 2)]
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    return game


SEATS = [Seat.of("Ann"), Seat.of("Bot", "simple")]


def test_a_save_keeps_the_assisted_mark_and_an_old_file_has_none(tmp_path):
    game = Game(RuleSet.preset("hillbilly", players=2), 5)
    game.apply(game.legal_actions(game.to_act()[0])[0])
    save_game(tmp_path / "a.rummy", game, SEATS, game_id="a" * 32, assisted=True)
    save_game(tmp_path / "b.rummy", game, SEATS, game_id="b" * 32)
    assert load_game(tmp_path / "a.rummy").assisted
    plain = load_game(tmp_path / "b.rummy")
    assert not plain.assisted
    assert b'"assisted"' not in (tmp_path / "b.rummy").read_bytes()  # older readers take it


def test_assisted_wins_are_counted_apart_from_unassisted_ones(tmp_path):
    path = tmp_path / "stats.json"
    game = finished_game()
    people = [Seat.of("Ann"), Seat.of("Ben")]
    assert record_game(game, people, "1" * 32, path)
    assert record_game(game, people, "2" * 32, path, assisted=[0, 1])
    stats, _ = load_stats(path)
    winner = people[game.winners[0]].name
    rec = stats.record(winner, "three-thirteen")
    assert rec.games == 2 and rec.assisted_games == 1
    assert rec.wins + rec.co_wins == 1 and rec.assisted_wins == 1
    loser = stats.record(people[1 - game.winners[0]].name, "three-thirteen")
    assert loser.assisted_games == 1 and loser.assisted_wins == 0


def test_a_computer_is_never_counted_as_assisted(tmp_path):
    path = tmp_path / "stats.json"
    game = finished_game()
    assert record_game(game, SEATS, "3" * 32, path, assisted=[0])  # the human seat
    stats, _ = load_stats(path)
    assert stats.record("Ann", "three-thirteen").assisted_games == 1
    bot = stats.record("Bot", "three-thirteen")
    assert bot.games == 1 and bot.assisted_games == 0 and bot.assisted_wins == 0
    assert bot.wins + bot.co_wins == (1 in game.winners)


def test_the_statistics_dialog_shows_games_and_wins_with_undo(qtbot):
    from rummy_desktop.persistence import Stats
    from rummy_desktop.ui.dialogs.statistics import StatisticsDialog

    game = finished_game()
    stats = Stats().with_game(game, SEATS, "3" * 32, assisted=[0])
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    from PySide6.QtCore import Qt

    table = dialog.tables["three-thirteen"].model()
    headers = [table.headerData(c, Qt.Orientation.Horizontal) for c in range(table.columnCount())]
    winner = SEATS[game.winners[0]].name
    row = next(r for r in range(table.rowCount()) if table.index(r, 0).data() == winner)
    cell = {h: table.index(row, c).data() for c, h in enumerate(headers)}
    assert winner == "Ann"  # the person wins this deal: the win with an undo is counted apart
    assert cell["Won"] == "0" and cell["Assisted"] == "1" and cell["Won assisted"] == "1"
