"""Game > Review game > "Analyse my play": the coach off the GUI thread, with its progress,
Cancel, marks beside the moves, the better move on the table, the chart, and the analysis
kept in the save so that reviewing the file again shows it at once."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from rummy_desktop.ai import make_bot
from rummy_desktop.coach import kept_analysis
from rummy_desktop.engine import Game, RuleSet
from rummy_desktop.persistence import Seat, load_game, new_game_id, save_game
from rummy_desktop.review import GameReview
from rummy_desktop.ui.dialogs.review import ReviewWindow
from rummy_desktop.ui.window.main_window import MainWindow

SEATS = [Seat.human("Ann"), Seat.computer("Bob", "medium")]


def short_game(moves: int = 30, variant: str = "three-thirteen") -> Game:
    game = Game(RuleSet.preset(variant, players=2), seed=13)
    bots = [make_bot("easy", 1), make_bot("medium", 2)]
    while len(game.log) < moves and not game.is_over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def analysed(qtbot, window: ReviewWindow) -> None:
    qtbot.mouseClick(window.coach.start, Qt.LeftButton)
    assert window.coach.progress.isVisible() and window.coach.cancel.isVisible()
    assert not window.coach.start.isEnabled()  # one analysis at a time
    qtbot.waitUntil(lambda: window.analysis is not None, timeout=120_000)


def test_analyse_marks_the_moves_and_shows_the_better_one(qtbot):
    game = short_game()
    window = ReviewWindow(GameReview.from_game(game, SEATS), title="Short")
    qtbot.addWidget(window)
    window.show()
    assert window.coach.chart.isHidden() and window.coach.start.text() == "Analyse my play"
    with qtbot.waitSignal(window.analysed, timeout=120_000) as signal:
        analysed(qtbot, window)
    analysis = signal.args[0]
    assert analysis.seat == 0 and analysis.decisions
    assert not window.coach.progress.isVisible() and window.coach.start.isEnabled()
    assert "accuracy" in window.coach.summary.text() and window.coach.chart.isVisible()
    for d in analysis.decisions:  # every judged move carries its mark in the list
        assert d.mark in window.moves.model().index(d.move + 1).data()
    # Bob's moves are not judged.
    bob = next(i for i, a in enumerate(game.log) if a.seat == 1)
    assert "best" not in window.moves.model().index(bob + 1).data()
    worst = max(analysis.decisions, key=lambda d: d.loss)
    window.moves.setCurrentIndex(window.moves.model().index(worst.move + 1))
    text = window.table.text()
    assert "Coach: " in text and worst.mark in text
    if worst.mark != "best":
        assert "At that moment Ann held" in text and "better" in text
    assert window.coach.chart.current == worst.move
    # One point a turn: each ends with the turn's discard (or the round), none mixes rounds.
    groups = window.coach.chart.groups
    assert [d for g in groups for d in g] == list(analysis.decisions)
    assert len(groups) < len(analysis.decisions)  # the draws are judged too
    said = window.coach.chart.accessibleDescription()
    assert said.startswith(f"Expected points against the table after each of {len(groups)} turns")
    blunders = {d.round for d in analysis.decisions if d.mark == "blunder"}
    assert ("no blunder" in said) == (not blunders)
    for g, after in zip(groups, groups[1:], strict=False):
        # A turn is Ann's moves with nobody else's between them: the next turn has some.
        assert all(game.log[m].seat == 0 for m in range(g[0].move, g[-1].move + 1))
        assert after[0].round != g[-1].round or any(
            game.log[m].seat == 1 for m in range(g[-1].move, after[0].move)
        )


def test_cancel_stops_the_analysis_and_leaves_the_review_as_it_was(qtbot):
    game = short_game(moves=400)
    window = ReviewWindow(GameReview.from_game(game, SEATS), title="Long")
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.coach.start, Qt.LeftButton)
    qtbot.mouseClick(window.coach.cancel, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.coach.worker is None, timeout=60_000)
    assert window.analysis is None
    assert window.coach.summary.text() == "Analysis cancelled."
    assert window.coach.start.isEnabled() and not window.coach.progress.isVisible()
    assert all(
        "best" not in window.moves.model().index(r).data()
        for r in range(window.moves.model().rowCount())
    )
    window.buttons["first"].click()  # the review still steps
    assert window.review.position == 0


def test_a_game_without_a_human_has_nothing_to_analyse(qtbot):
    game = short_game(moves=10)
    seats = [Seat.computer("Bob", "medium"), Seat.computer("Cy", "easy")]
    window = ReviewWindow(GameReview.from_game(game, seats))
    qtbot.addWidget(window)
    assert not window.coach.start.isEnabled()
    assert "No human played" in window.coach.summary.text()


def test_the_analysis_is_kept_in_the_file_and_shown_at_once_next_time(qtbot, tmp_path):
    game = short_game()
    path = tmp_path / "short.rummy"
    save_game(path, game, SEATS, game_id=new_game_id())
    w = MainWindow(persist=False)
    qtbot.addWidget(w)
    w.show()
    w.finish_startup(None)
    w.session.review_file(path)
    window = w.session.review_window
    analysed(qtbot, window)
    first = window.analysis
    assert json.loads(path.read_text("utf-8"))["version"] == 2
    kept = kept_analysis(load_game(path).coach, 0, len(game.log))
    assert kept is not None and kept.to_dict() == first.to_dict()
    window.close()
    w.session.review_file(path)  # again: no button press, no wait
    again = w.session.review_window
    assert again is not window and again.analysis is not None
    assert again.analysis.to_dict() == first.to_dict()
    assert again.coach.start.text() == "Analyse again"
    again.close()
    w.setWindowModified(False)
    w.close()


def test_statistics_show_accuracy_and_mean_loss_per_player_over_time(qtbot, home, tmp_path):
    from rummy_desktop.persistence import load_stats
    from rummy_desktop.ui.dialogs.statistics import COACH_COLUMNS, StatisticsDialog

    game = short_game()
    path = tmp_path / "short.rummy"
    save_game(path, game, SEATS, game_id=new_game_id())
    w = MainWindow(persist=True)
    qtbot.addWidget(w)
    w.show()
    w.finish_startup(None)
    w.session.review_file(path)
    window = w.session.review_window
    analysed(qtbot, window)
    analysis = window.analysis
    stats, problem = load_stats()
    assert problem is None
    rec = stats.record("Ann", "three-thirteen")
    assert [c.decisions for c in rec.coached] == [len(analysis.decisions)]
    assert rec.coached[0].accuracy == analysis.accuracy
    assert stats.record("Bob", "three-thirteen").coached == []  # a computer is not coached
    # Analysing the same game again replaces its point rather than counting it twice.
    qtbot.mouseClick(window.coach.start, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.coach.worker is None, timeout=120_000)
    assert len(load_stats()[0].record("Ann", "three-thirteen").coached) == 1
    window.close()

    w.menu_actions["statistics"].trigger()
    dialog = w.session.dialog
    assert isinstance(dialog, StatisticsDialog)
    model = dialog.tables["three-thirteen"].model()
    heads = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    assert heads[-len(COACH_COLUMNS) :] == list(COACH_COLUMNS)
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Ann")
    accuracy = model.index(row, heads.index("Accuracy")).data()
    assert accuracy == f"{analysis.accuracy:.0%}"
    assert model.index(row, heads.index("Mean loss")).data() == f"{analysis.mean_loss:.1f}"
    assert "accuracy" in model.index(row, heads.index("Accuracy")).data(Qt.ToolTipRole)
    dialog.reject()
    w.setWindowModified(False)
    w.close()


def test_a_game_too_long_to_analyse_says_so_in_a_sentence(qtbot):
    from rummy_desktop.coach import MAX_DECISIONS
    from tests.coach.long_game import long_game

    game = long_game(2 * MAX_DECISIONS + 10)
    window = ReviewWindow(GameReview.from_game(game, [Seat.human("Ann"), Seat.human("Bob")]))
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.coach.start, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.coach.start.isEnabled(), timeout=60_000)
    text = window.coach.summary.text()
    assert text.startswith(f"Not analysed: seat 0 took more than {MAX_DECISIONS:,} decisions")
    assert "TooLong" not in text and window.analysis is None


def test_the_longest_save_opens_describing_only_the_moves_in_view(qtbot, tmp_path):
    """A save of the most moves the loader takes (issue 32): the list of moves describes a
    move when its row is shown, not all 100,000 up front on the window's thread."""
    from rummy_desktop.persistence.save_format import MAX_ACTIONS
    from tests.coach.long_game import long_game

    path = tmp_path / "longest.rummy"
    save_game(
        path, long_game(MAX_ACTIONS), [Seat.human("Ann"), Seat.human("Bob")], game_id=new_game_id()
    )
    review = GameReview.from_loaded(load_game(path))
    described: list[int] = []
    plain = review.describe

    def counted(index, game=None):
        described.append(index)
        return plain(index, game)

    review.describe = counted
    window = ReviewWindow(review, title="Longest")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    model = window.moves.model()
    assert model.rowCount() == MAX_ACTIONS + 1
    assert window.moves.currentIndex().row() == MAX_ACTIONS  # opens at the game's end
    in_view = window.moves.viewport().height() // max(1, window.moves.sizeHintForRow(0)) + 1
    qtbot.waitUntil(lambda: len(described) > in_view // 2)  # the rows in view, painted
    qtbot.wait(200)  # and nothing more comes
    assert in_view // 2 < len(described) <= in_view + 40, (len(described), in_view)
    # Row 0 gives every row its height (uniform rows); the others are the end's.
    assert set(described) - {0} <= set(range(MAX_ACTIONS - in_view - 40, MAX_ACTIONS + 1))
    last = model.index(MAX_ACTIONS).data()
    assert last == f"{MAX_ACTIONS}. {plain(MAX_ACTIONS)}"  # the row reads as before
    # Home goes to the deal: the rows shown there are described then, and no others.
    described.clear()
    window.moves.setFocus()
    qtbot.keyClick(window.moves, Qt.Key_Home)
    qtbot.waitUntil(lambda: len(described) > in_view // 2)
    qtbot.wait(200)
    assert window.review.position == 0 and "The cards are dealt" in window.table.text()
    assert in_view // 2 < len(described) <= in_view + 40 and max(described) < in_view + 40
    assert model.index(0).data() == "The cards are dealt"
