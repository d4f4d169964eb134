"""A file refused for its size says the real limit, in readable units (issue 32)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from rummy_desktop.ui.dialogs.new_game import NewGameDialog


def test_a_too_large_contract_list_names_its_limit_in_kb(qtbot, tmp_path, monkeypatch):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(2)
    editor = dialog.contracts
    before = editor.rounds()
    big = tmp_path / "forum.json"
    big.write_bytes(b'{"contracts": [' + b" " * 300_000 + b"]}")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(big), ""))
    qtbot.mouseClick(editor.import_button, Qt.LeftButton)
    text = editor.message.text()
    assert text == (
        "Cannot open 'forum.json': it is too large for a contract list "
        "(300 KB; the limit is 200 KB)."
    )
    assert editor.rounds() == before
