"""The New Game dialog: every house rule of the chosen game, seats, and a deal number."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from rummy_desktop.engine.rules import HILLBILLY_FLAGS, THREE_THIRTEEN_FLAGS
from rummy_desktop.ui.dialogs.new_game import GameSetup, NewGameDialog, SeatConfig
from rummy_desktop.ui.dialogs.rule_flags import FLAGS


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    return d


def test_every_hillbilly_flag_has_a_widget_explained_with_its_default(dialog):
    widgets = dialog.rules_panel.widgets
    assert set(widgets) == HILLBILLY_FLAGS
    for name, widget in widgets.items():
        assert name in FLAGS, f"{name} has no explanation"
        assert "Default:" in widget.toolTip()


def test_three_thirteen_shows_its_own_flags(dialog):
    dialog.set_variant("three-thirteen")
    assert set(dialog.rules_panel.widgets) == THREE_THIRTEEN_FLAGS
    assert dialog.setup().variant == "three-thirteen"


def test_widget_kinds_follow_the_field_types(dialog):
    w = dialog.rules_panel.widgets
    assert isinstance(w["deuces_wild"], QCheckBox)
    assert isinstance(w["wild_limit_rule"], QComboBox)
    assert isinstance(w["buy_penalty_cards"], QSpinBox)
    assert isinstance(w["card_values"], QLineEdit)
    combo = w["wild_limit_rule"]
    marked = [combo.itemText(i) for i in range(combo.count()) if "(default)" in combo.itemText(i)]
    assert marked == ["at most one (default)"]


def test_chosen_flags_seats_and_deal_number_build_the_rule_set(dialog):
    panel = dialog.rules_panel
    panel.widgets["deuces_wild"].setChecked(True)
    panel.widgets["buy_penalty_cards"].setValue(2)
    combo = panel.widgets["wild_limit_rule"]
    combo.setCurrentIndex(combo.findData("unlimited"))
    panel.widgets["buy_limits"].setText("5")
    dialog.players_spin.setValue(3)
    dialog.set_seat(1, "Zoe", None)
    dialog.set_seat(2, "Max", "random")
    dialog.seed_edit.setText("4242")
    setup = dialog.setup()
    assert setup.seats == (SeatConfig("You"), SeatConfig("Zoe"), SeatConfig("Max", "random"))
    assert setup.seed == 4242
    rules = setup.rules()
    assert rules.players == 3
    assert rules.deuces_wild and rules.buy_penalty_cards == 2
    assert rules.wild_limit_rule == "unlimited"
    assert set(rules.buy_limits.values()) == {5}
    assert set(setup.overrides) == {
        "deuces_wild",
        "buy_penalty_cards",
        "wild_limit_rule",
        "buy_limits",
    }


def test_optional_numbers_offer_no_limit(dialog):
    dialog.set_variant("three-thirteen")
    panel = dialog.rules_panel
    assert panel.value("max_set_size") is None
    panel.widgets["max_set_size"].setValue(4)
    panel.widgets["five_crowns_scoring"].setChecked(True)
    rules = dialog.setup().rules()
    assert rules.max_set_size == 4 and rules.five_crowns_scoring


def test_an_unplayable_choice_is_refused_with_a_sentence(dialog):
    dialog.rules_panel.widgets["card_values"].setText('{"emperor": 3}')
    dialog.accept()
    assert dialog.result() != NewGameDialog.Accepted
    assert "emperor" in dialog.error_label.text()


def test_previous_setup_is_offered_again(qtbot):
    previous = GameSetup(
        "three-thirteen",
        (SeatConfig("Ann"), SeatConfig("Bob", "simple")),
        {"no_go_out_first_lap": True},
        77,
    )
    d = NewGameDialog(previous=previous)
    qtbot.addWidget(d)
    setup = d.setup()
    assert setup == previous


def test_restore_defaults_clears_every_change(dialog):
    dialog.rules_panel.widgets["deuces_wild"].setChecked(True)
    assert dialog.rules_panel.labels["deuces_wild"].font().bold()
    dialog.rules_panel.reset()
    assert dialog.setup().overrides == {}
