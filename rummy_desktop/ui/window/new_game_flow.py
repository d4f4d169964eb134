"""Game ▸ New Game's dialog, with the player's remembered house rules filled in as a game is
chosen; the setup chosen is remembered for next time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QWidget

if TYPE_CHECKING:
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog
    from rummy_desktop.ui.window.session import Session


def ask_new_game(parent: QWidget, session: Session) -> GameSetup | None:
    """The setup the player chose, or None if they cancelled."""
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(parent, session.default_setup(), session.contract_variants())
    dialog.contracts.variantSaved.connect(session.save_contract_variant)
    for variant, radio in dialog.variant_radios.items():  # the player's house rules
        radio.toggled.connect(lambda on, v=variant: _house_rules(session, dialog, v, on))
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    setup = dialog.setup()
    session.remember_setup(setup)
    return setup


def _house_rules(session: Session, dialog: NewGameDialog, variant: str, on: bool) -> None:
    for name, value in session.house_rules_for(variant).items() if on else ():
        if name in dialog.rules_panel.widgets:
            dialog.rules_panel.set_value(name, value)
