"""A contract game of its own rounds is named where the player looks: the headline, the status
line, the round-end title, Help's page and the statistics (kept apart from Hillbilly's)."""

from __future__ import annotations

from rummy_desktop.engine import preset_rules
from rummy_desktop.persistence.seats import Seat
from rummy_desktop.persistence.stats import Stats
from rummy_desktop.tabletop.status import status_text
from rummy_desktop.ui.dialogs.help import how_to_play_markdown
from rummy_desktop.ui.dialogs.statistics import StatisticsDialog
from rummy_desktop.wording import round_headline
from tests.engine.rig import PLAY, rig


def finished(rules):
    """A game in its last round, seat 0 going out at once with three runs (a rigged deal)."""
    hand = "3S 4S 5S 6S 7S 8H 9H 10H JH QH 2D 3D 4D 5D 6D 7D"
    game = rig(rules, round_no=rules.rounds, hands=[hand, "KC"], phase=PLAY)
    move = game.legal_actions(0)
    game.apply(next(a for a in move if type(a).__name__ == "LayDown"))
    assert game.is_over
    return game


def test_headline_and_status_name_the_game_and_its_round():
    rules = preset_rules("liverpool", 2)
    assert (
        round_headline(rules, 7) == "Liverpool Rummy, round 7 of 7: three runs of four, all at once"
    )
    game = rig(rules, round_no=1, hands=["7S 7H 9C 9D KS 2C 5D 6H 8S 10C JD QH", "KC"], phase=PLAY)
    view = game.view(0)
    text = status_text(view, ["You", "Ada"], [True, False])
    assert "(Liverpool Rummy, round 1)" in text and "two sets of three" in text
    model_headline = round_headline(view.rules, view.round_no)
    assert model_headline.startswith("Liverpool Rummy, round 1 of 7")
    # Hillbilly's own game reads as before.
    assert (
        round_headline(preset_rules("hillbilly", 2), 2)
        == "Round 2: a set of three and a run of four"
    )


def test_help_lists_the_rounds_of_this_game():
    rules = preset_rules("contract-rummy", 4)
    page = how_to_play_markdown("hillbilly", rules.changed_flags())
    assert "## This game: Contract Rummy" in page
    assert "| 7 | 12 | three runs of four | 3 |" in page
    assert "Rounds:" not in page  # the rounds are the table, not a house-rule line


def test_statistics_are_kept_per_variant(qtbot):
    seats = [Seat.of("You"), Seat.of("Ada", "easy")]
    liverpool = finished(preset_rules("liverpool", 2))
    hillbilly = finished(preset_rules("hillbilly", 2))
    stats = Stats().with_game(liverpool, seats, "g1").with_game(hillbilly, seats, "g2")
    assert stats.contract_record("You", "Liverpool Rummy").games == 1
    assert stats.record("You", "hillbilly").games == 1  # not counted twice, not mixed
    assert stats.contract_game_names() == ["Liverpool Rummy"]
    again = Stats.model_validate_json(stats.model_dump_json())
    assert again.contract_record("Ada", "Liverpool Rummy").games == 1
    dialog = StatisticsDialog(stats, you="You")
    qtbot.addWidget(dialog)
    titles = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert titles == [
        "Hillbilly Rummy",
        "Three Thirteen",
        "Liverpool Rummy",
        "Score chart",
        "Coach",
    ]
    model = dialog.tables["Liverpool Rummy"].model()
    assert {model.index(r, 0).data() for r in range(model.rowCount())} == {"You", "Ada"}


def test_the_round_end_title_names_the_game_and_the_round(qtbot):
    from rummy_desktop.engine import RoundEnded
    from rummy_desktop.tabletop.round_summary import round_summary
    from rummy_desktop.ui.dialogs.round_end import RoundEndDialog

    rules = preset_rules("contract-rummy", 2)
    hand = "3S 4S 5S 6S 8H 9H 10H JH KD"  # two runs and a card to go out with
    game = rig(rules, round_no=3, hands=[hand, "KC"], phase=PLAY)
    events = game.apply(next(a for a in game.legal_actions(0) if type(a).__name__ == "LayDown"))
    events += game.apply(next(a for a in game.legal_actions(0) if type(a).__name__ == "Discard"))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    summary = round_summary(game, ended, events, ("You", "Ada"))
    dialog = RoundEndDialog(summary)
    qtbot.addWidget(dialog)
    assert dialog._title() == "Contract Rummy, round 3 of 7: two runs of four"
