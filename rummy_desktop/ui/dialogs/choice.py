"""A question of the table's with its answers shown at once: a button each, in full.

A drop-down hid all answers but the first and cut a long one ("Add the 2♦ to Bruno's 2♠ 2♥
JK, leaving its wild"), so the choice of where a swapped wild goes went unseen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rummy_desktop.i18n import Words


class TableChoice(Words):
    """The table's questions with their answers (a translation context)."""


class ChoiceDialog(QDialog):
    """``question`` above one radio button per answer, the first chosen; OK or Enter takes
    the chosen one, Escape cancels."""

    def __init__(self, parent: QWidget | None, question: str, labels: list[str]) -> None:
        super().__init__(parent)
        #: The title of a question of the table's ("Where does the JK go?").
        self.setWindowTitle(TableChoice.tr("Your choice"))
        layout = QVBoxLayout(self)
        text = QLabel(question)
        text.setObjectName("question")
        text.setTextFormat(Qt.TextFormat.PlainText)  # names and cards, never markup
        text.setWordWrap(True)
        layout.addWidget(text)
        self.group = QButtonGroup(self)
        for i, label in enumerate(labels):
            button = QRadioButton(label.replace("&", "&&"))  # no mnemonic from a name
            button.setChecked(i == 0)
            self.group.addButton(button, i)
            layout.addWidget(button)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The question wraps at the answers' width (not one long line across the screen).
        text.setMinimumWidth(max((b.sizeHint().width() for b in self.group.buttons()), default=0))
        first = self.group.button(0)
        if first is not None:
            first.setFocus()

    def chosen(self) -> int:
        return self.group.checkedId()


def ask_choice(parent: QWidget | None, question: str, labels: list[str]) -> int | None:
    """The index of the answer taken; None: the player cancelled."""
    dialog = ChoiceDialog(parent, question, labels)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    at = dialog.chosen()
    return at if 0 <= at < len(labels) else None
