"""The New Game dialog: every house rule of the chosen game, seats, and a deal number."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from rummy_desktop.engine import HILLBILLY_FLAGS, THREE_THIRTEEN_FLAGS
from rummy_desktop.match.seat import Seat
from rummy_desktop.tabletop.rule_words import FLAGS
from rummy_desktop.ui.dialogs.new_game import GameSetup, NewGameDialog
from rummy_desktop.ui.dialogs.number_table import NumberTable


@pytest.fixture
def dialog(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    return d


def test_every_hillbilly_flag_has_a_widget_explained_with_its_default(dialog):
    widgets = dialog.rules_panel.widgets
    # The rounds and their name are edited on the Contracts tab, every other flag here.
    assert set(widgets) == HILLBILLY_FLAGS - {"contracts", "contract_name"}
    assert dialog.tabs.tabText(2) == "&Contracts" and dialog.contracts.table.rowCount() == 10
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
    for table in ("card_values", "buy_limits", "decks_by_players"):  # a box per number
        assert isinstance(w[table], NumberTable)
    assert not [n for n, widget in w.items() if isinstance(widget, QLineEdit)]
    combo = w["wild_limit_rule"]
    marked = [combo.itemText(i) for i in range(combo.count()) if "(default)" in combo.itemText(i)]
    assert marked == ["at most one (default)"]


def test_chosen_flags_seats_and_deal_number_build_the_rule_set(dialog):
    panel = dialog.rules_panel
    panel.widgets["deuces_wild"].setChecked(True)
    panel.widgets["buy_penalty_cards"].setValue(2)
    combo = panel.widgets["wild_limit_rule"]
    combo.setCurrentIndex(combo.findData("unlimited"))
    panel.widgets["buy_limits"].set_value({r: 5 for r in range(1, 11)})
    dialog.players_spin.setValue(3)
    dialog.set_seat(1, "Zoe", None)
    dialog.set_seat(2, "Max", "hard")
    dialog.seed_edit.setText("4242")
    setup = dialog.setup()
    # Zoe is a second person: "You" is each one's own seat, so seat 1 gets a name.
    assert setup.seats == (Seat.of("Player 1"), Seat.of("Zoe"), Seat.of("Max", "hard"))
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
    dialog.players_spin.setValue(8)
    dialog.rules_panel.widgets["deck_count_override"].setValue(1)  # one deck for eight
    dialog.accept()
    assert dialog.result() != NewGameDialog.Accepted
    assert "too few for 8 players" in dialog.error_label.text()


def test_previous_setup_is_offered_again(qtbot):
    previous = GameSetup(
        "three-thirteen",
        (Seat.of("Ann"), Seat.of("Bob", "hard")),
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


# ---- what a new player sees ----------------------------------------------------------------


@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_nothing_is_cut_and_the_dialog_fits_a_small_screen(qtbot, variant):
    d = NewGameDialog(previous=GameSetup(variant, (Seat.of("You"), Seat.of("Ada", "easy"))))
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.width() <= 1000 and d.height() <= 640  # inside 1024x700 with a window frame
    d.tabs.setCurrentIndex(1)
    qtbot.wait(20)
    viewport = d.rules_scroll.viewport()
    right = viewport.mapToGlobal(viewport.rect().topRight()).x()
    for name, widget in d.rules_panel.widgets.items():
        edge = widget.mapToGlobal(widget.rect().topRight()).x()
        assert edge <= right, f"{name} runs under the scroll bar"
        if isinstance(widget, QComboBox):
            metrics = widget.fontMetrics()
            longest = max(
                metrics.horizontalAdvance(widget.itemText(i)) for i in range(widget.count())
            )
            assert widget.width() >= longest + 20, f"{name}: a choice is cut"
    for label in d.rules_panel.labels.values():
        assert label.width() >= label.sizeHint().width()


def test_the_reference_levels_are_not_offered_at_the_table(dialog):
    for kind, _name in dialog._seat_rows:
        offered = {kind.itemData(i) for i in range(kind.count())}
        assert offered == {None, "easy", "medium", "hard"}


def test_a_saved_reference_level_comes_back_as_the_weakest_offered(qtbot):
    d = NewGameDialog(previous=GameSetup("hillbilly", (Seat.of("You"), Seat.of("Bo", "simple"))))
    qtbot.addWidget(d)
    assert d.setup().seats[1] == Seat.of("Bo", "easy")  # a computer still, never a human


def test_a_rule_explains_itself_when_the_keyboard_reaches_it(qtbot, dialog):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(1)
    box = dialog.rules_panel.widgets["deuces_wild"]
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: dialog.rule_help.text().startswith("Deuces wild: "), timeout=2000)
    assert "Default: off" in dialog.rule_help.text()
    QTest.keyClick(box, Qt.Key.Key_Space)  # the keyboard changes it, and the tab counts it
    assert box.isChecked() and "(1 changed)" in dialog.tabs.tabText(1)
    assert "_" not in dialog.rule_help.text()  # a label, never a config name


def test_a_house_rule_kept_as_one_number_fills_every_box(dialog):
    dialog.rules_panel.set_value("buy_limits", 5)
    assert dialog.setup().rules().buy_limits == {r: 5 for r in range(1, 11)}


def test_a_name_left_empty_never_clashes(qtbot, dialog):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialogButtonBox

    dialog.show()
    qtbot.waitExposed(dialog)
    _kind, name = dialog._seat_rows[1]
    name.clear()  # Ada's name wiped
    deal = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert dialog.result() == NewGameDialog.Accepted, dialog.error_label.text()
    names = [s.name for s in dialog.setup().seats]
    assert len(set(names)) == len(names)


def test_eight_seats_get_eight_different_names(dialog):
    dialog.players_spin.setValue(8)
    names = [s.name for s in dialog.setup().seats]
    assert len(set(names)) == 8 and "Dev" in names


def test_a_real_clash_is_named_on_the_players_page(dialog):
    dialog.tabs.setCurrentIndex(1)
    dialog.set_seat(2, "Ada", "easy")  # two Adas
    dialog.accept()
    assert dialog.result() != NewGameDialog.Accepted
    assert dialog.error_label.text() == "Two players are called Ada: give each a different name."
    assert dialog.tabs.currentIndex() == 0
