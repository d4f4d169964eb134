"""The contract editor's Import and Export: a list of rounds shared as a file with another
table (read and written by persistence.contract_files, bounded and checked there)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog

from ...i18n import Words
from ...persistence.contract_files import read_contract_file, write_contract_file
from ...persistence.errors import SaveFileError
from ...plain_text import printable

if TYPE_CHECKING:
    from .contract_editor import ContractEditor


class Contracts(Words):
    """The New Game dialog's Contracts tab (a translation context)."""


def import_file(editor: ContractEditor) -> None:
    path, _ = QFileDialog.getOpenFileName(
        editor,
        Contracts.tr("Import contracts"),
        "",
        Contracts.tr("Contract lists (*.json);;All files (*)"),
    )
    if path:
        editor.import_path(Path(path))


def import_path(editor: ContractEditor, path: Path) -> bool:
    """Load a shared file; a damaged one is refused in one line and nothing changes. A
    later version's entries this one does not know are left out, and said."""
    try:
        name, rounds, left_out = read_contract_file(path)
    except SaveFileError as exc:
        editor.message.setText(str(exc))
        editor.message.setStyleSheet("color: #b00020; font-weight: bold;")
        return False
    editor.set_rounds(rounds, name)
    editor.show_variant()
    if left_out:
        editor.message.setText(f"{left_out} {editor.message.text()}")
    return True


def export_file(editor: ContractEditor) -> None:
    if editor.problem:
        editor.message.setText(
            Contracts.tr("These rounds cannot be shared yet: {problem}", problem=editor.problem)
        )
        return
    suggested = (editor.name() or "contracts").replace("/", "-") + ".json"
    path, _ = QFileDialog.getSaveFileName(
        editor,
        Contracts.tr("Export contracts"),
        suggested,
        Contracts.tr("Contract lists (*.json)"),
    )
    if path:
        editor.export_path(Path(path))


def export_path(editor: ContractEditor, path: Path) -> bool:
    try:
        write_contract_file(path, editor.name(), editor.rounds())
    except SaveFileError as exc:
        editor.message.setText(str(exc))
        return False
    editor.message.setText(
        Contracts.tr(
            "Exported to {file}: share it with the other table.", file=printable(path.name)
        )
    )
    return True
