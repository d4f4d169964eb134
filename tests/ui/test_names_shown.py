"""Names and contract names from files are shown as plain text: never a link, never markup.

Each check reads the real widget as a person sees it: the label's format and text, the help
page's characters and whether any of them is a link.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from rummy_desktop.coach.analysis import Analysis
from rummy_desktop.engine import preset_rules
from rummy_desktop.ui.dialogs.coach_panel import CoachPanel
from rummy_desktop.ui.dialogs.help import TextDialog, how_to_play_markdown

NAME = "<b>Bo</b><a href='http://e.org'>x</a>"


def test_the_coach_summary_shows_a_players_name_as_written(qtbot) -> None:
    panel = CoachPanel([(0, NAME)], lambda seat: None)
    qtbot.addWidget(panel)
    panel.show_analysis(Analysis(seat=0, variant="three-thirteen", samples=0))
    assert panel.summary.textFormat() == Qt.TextFormat.PlainText
    assert panel.summary.text().startswith(f"{NAME}: accuracy 100%")


def links_on_line(dialog: TextDialog, line: str) -> list[str]:
    """The links on the page's line that reads ``line``, as the text each is on."""
    cursor = dialog.browser.document().find(line)
    assert not cursor.isNull(), line
    found, it = [], cursor.block().begin()
    while not it.atEnd():
        fragment = it.fragment()
        if fragment.charFormat().isAnchor():
            found.append(fragment.text())
        it += 1
    return found


@pytest.mark.parametrize(
    "name",
    [
        "[Win a prize](http://evil.example)",
        "<a href='http://e.org'>Liverpool</a>",
        "Rummy at www.evil.example",
        "Rummy http://evil.example/x",
        "**Bold** _rummy_ `code`",
    ],
)
def test_help_shows_a_contract_name_as_written_and_never_as_a_link(qtbot, name: str) -> None:
    changed = preset_rules("liverpool", 2).changed_flags() | {"contract_name": name}
    dialog = TextDialog("How to play", markdown=how_to_play_markdown("hillbilly", changed))
    qtbot.addWidget(dialog)
    page = dialog.browser.toPlainText()
    assert f"\nThis game: {name}\n" in page  # every character as written, nothing dropped
    assert links_on_line(dialog, f"This game: {name}") == []


def test_every_label_of_the_coach_panel_is_plain(qtbot) -> None:
    panel = CoachPanel([(0, NAME), (1, "Ann")], lambda seat: None)
    qtbot.addWidget(panel)
    assert all(
        label.textFormat() == Qt.TextFormat.PlainText for label in panel.findChildren(QLabel)
    )
