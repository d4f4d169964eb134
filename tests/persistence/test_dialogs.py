"""The Preferences, Statistics and Review dialogs open offscreen and show their data."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QDialog  # noqa: E402

from rummy_desktop.engine import Game, RuleSet  # noqa: E402
from rummy_desktop.persistence import Seat, Settings, Stats  # noqa: E402
from rummy_desktop.review import GameReview  # noqa: E402

from .conftest import play, play_with_notes  # noqa: E402


def test_preferences_show_and_edit_the_settings(qtbot) -> None:
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

    settings = Settings(
        player_name="Ann",
        animation_speed="slow",
        house_rules={"hillbilly": {"buy_penalty_cards": 2}},
        recent_files=["/x.rummy"],
    )
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.name_edit.text() == "Ann"
    assert dialog.speed_combo.currentData() == "slow"
    assert dialog.rule_panels["hillbilly"].value("buy_penalty_cards") == 2
    dialog.name_edit.setText("Annie")
    dialog.sort_combo.setCurrentIndex(dialog.sort_combo.findData("suit"))
    dialog.rule_panels["three-thirteen"].set_value("five_crowns_scoring", True)
    dialog.accept()
    assert dialog.result() == QDialog.Accepted
    edited = dialog.settings()
    assert (edited.player_name, edited.sort_order) == ("Annie", "suit")
    assert edited.house_rules == {
        "hillbilly": {"buy_penalty_cards": 2},
        "three-thirteen": {"five_crowns_scoring": True},
    }
    assert edited.recent_files == ["/x.rummy"]


def test_cancelled_preferences_change_nothing(qtbot) -> None:
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Zed")
    dialog.reject()
    assert dialog.settings() == Settings()


def test_statistics_show_one_row_per_player(qtbot) -> None:
    from rummy_desktop.ui.dialogs.statistics import StatisticsDialog

    game = play(Game(RuleSet.preset("three-thirteen", players=2), seed=3))
    stats = Stats().with_game(game, [Seat.human("Ann"), Seat.computer("Bruno")], "9" * 32)
    dialog = StatisticsDialog(stats, problem="The statistics were started afresh.", you="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.tables["three-thirteen"].model()
    assert table.rowCount() == 2
    names = {table.index(r, 0).data() for r in range(2)}
    assert names == {"Ann", "Bruno"}
    row = next(r for r in range(2) if table.index(r, 0).data() == "Ann")
    assert table.index(row, 1).data() == "1"
    assert table.index(row, 5).data() == str(game.totals()[0])
    assert dialog.tables["hillbilly"].model().rowCount() == 0
    assert dialog.tables["hillbilly"].empty_note.text() == "No finished games yet."


def test_review_window_steps_through_the_game(qtbot) -> None:
    from rummy_desktop.ui.dialogs.review import ReviewWindow

    game = Game(RuleSet.preset("hillbilly", players=3), seed=4)
    notes = play_with_notes(game, 80)
    seats = [Seat.human("Ann"), Seat.computer("Bruno"), Seat.computer("Chloé")]
    window = ReviewWindow(GameReview.from_game(game, seats, notes), title="Friday")
    qtbot.addWidget(window)
    window.show()
    assert window.moves.model().rowCount() == 81 and window.moves.currentIndex().row() == 80
    assert "Move 80 of 80" in window.where.text()
    window.buttons["first"].click()
    assert window.review.position == 0 and window.moves.currentIndex().row() == 0
    assert "The cards are dealt" in window.table.text()
    assert not window.buttons["previous"].isEnabled()
    first = window.review.step(0)
    for card in first.hands[1]:
        assert card.pretty in window.table.text()  # a computer's hand is face up too
    window.buttons["next"].click()
    assert window.review.position == 1 and window.moves.currentIndex().row() == 1
    bot_move = next(i for i in range(1, 81) if game.log[i - 1].seat != 0)
    window.moves.setCurrentIndex(window.moves.model().index(bot_move))
    assert window.review.position == bot_move
    assert notes[bot_move - 1] in window.table.text().replace("&#x27;", "'")
    window.buttons["last"].click()
    assert window.review.position == 80 and not window.buttons["next"].isEnabled()
