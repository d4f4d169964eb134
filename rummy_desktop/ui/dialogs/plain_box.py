"""Message boxes whose text is plain text, never rich text.

``QMessageBox.warning`` and ``question`` guess the format (Qt.AutoText): a message that quotes
a file's ``<h1 style='color:red'>`` would be rendered as HTML, so a file could dress up its
own error message. Every box that quotes a file or a player's words is made here instead.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def make_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
    default: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
) -> QMessageBox:
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(default)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """Show ``text`` (a SaveFileError sentence, say) in a warning box, as plain text."""
    make_box(parent, QMessageBox.Icon.Warning, title, text).exec()


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask a yes-or-no question shown as plain text; True for Yes (the default)."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = make_box(parent, QMessageBox.Icon.Question, title, text, yes | no, yes)
    return box.exec() == yes
