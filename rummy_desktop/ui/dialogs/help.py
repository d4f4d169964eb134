"""Help: how to play (the current game's rules and house rules from docs/rules.md), keyboard
shortcuts, and About (credits and licences, including the card art notice)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..resources import resource_path
from .rule_flags import FLAGS, describe_value

GAME_SECTIONS = {"hillbilly": "Hillbilly Rummy", "three-thirteen": "Three Thirteen"}
SHARED_SECTIONS = ("Cards and words", "Rules for both games")

SHORTCUTS = (
    ("Ctrl+N", "New game"),
    ("Ctrl+O / Ctrl+S", "Open / save a game"),
    ("D", "Draw from the stock"),
    ("T", "Take the top discard"),
    ("X", "Discard the selected card"),
    ("L", "Lay down the staged melds"),
    ("G", "Go out (Three Thirteen)"),
    ("B / P", "Buy / pass when a card is offered"),
    ("R / S", "Sort your hand by rank / by suit"),
    ("A", "Arrange your hand into melds"),
    ("H", "Hint"),
    ("← → ↑ ↓", "Move between your cards and the piles"),
    ("Space", "Pick up / put down the focused card"),
    ("Enter", "Confirm (drop here, or click the focused button)"),
    ("Ctrl+click, Shift+click", "Select several cards to drag together"),
    ("Double-click", "The stock: draw. A card in your hand: discard it"),
    ("F11", "Full screen"),
    ("Ctrl+Q", "Quit"),
)


def rules_markdown_path() -> Path | None:
    """docs/rules.md from a source checkout, or the copy bundled under resources/help/."""
    for path in (
        Path(__file__).resolve().parents[3] / "docs" / "rules.md",
        resource_path("help/rules.md"),
    ):
        if path.is_file():
            return path
    return None


def split_sections(text: str) -> dict[str, str]:
    """The '## ' sections of a Markdown page by title, each with its heading."""
    parts = re.split(r"(?m)^(?=## )", text)
    return {p.splitlines()[0][3:].strip(): p for p in parts if p.startswith("## ")}


def how_to_play_markdown(variant: str, changed: dict[str, Any] | None = None) -> str:
    """The rules of ``variant`` as Markdown, led by the house rules this game changes."""
    path = rules_markdown_path()
    lines = [f"# How to play {GAME_SECTIONS[variant]}", ""]
    if changed is not None:
        if changed:
            lines.append("**House rules in this game:**")
            lines.append("")
            for name, value in changed.items():
                label = FLAGS[name].label if name in FLAGS else name
                lines.append(f"- {label} (`{name}`): {describe_value(name, value)}")
        else:
            lines.append("This game plays the standard rules, with no house rules changed.")
        lines.append("")
    if path is None:
        lines.append("The rules page (docs/rules.md) is missing from this installation.")
        return "\n".join(lines)
    sections = split_sections(path.read_text(encoding="utf-8"))
    for title in (GAME_SECTIONS[variant], *SHARED_SECTIONS):
        if title in sections:
            lines.append(sections[title].rstrip().removesuffix("---").rstrip())
            lines.append("")
    return "\n".join(lines)


def about_html(version: str) -> str:
    notice = resource_path("cards/NOTICE.md")
    art = notice.read_text(encoding="utf-8") if notice.is_file() else ""
    art_html = "".join(f"<p>{p}</p>" for p in art.split("\n\n")[1:] if p.strip())
    return f"""
<h2>Rummy Desktop {version}</h2>
<p>Hillbilly Rummy and Three Thirteen for the desktop: play against computer players
or friends on one computer.</p>
<h3>Card art</h3>
<p><b>SVG-cards</b> 4.0.2 by David Bellot and contributors, licensed under the
GNU Lesser General Public License 2.1 (resources/cards/LICENSE.LGPL-2.1, authors in
resources/cards/AUTHORS). It is shipped unmodified as a separate file.</p>
{art_html}
<h3>Built with</h3>
<ul>
<li>Qt 6 and PySide6 (Qt for Python), GNU LGPL v3</li>
<li>pydantic, MIT licence</li>
<li>platformdirs, MIT licence</li>
<li>Python, PSF licence</li>
</ul>
<h3>Rules</h3>
<p>The rules follow the table rules collected in the project's rules reference; every
disputed point is a house rule you can choose in the New Game dialog.</p>
"""


def shortcuts_html() -> str:
    rows = "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in SHORTCUTS)
    return f"<h2>Keyboard shortcuts</h2><table cellpadding='4'>{rows}</table>"


class TextDialog(QDialog):
    """A resizable read-only page: Markdown or HTML in a QTextBrowser."""

    def __init__(
        self,
        title: str,
        *,
        markdown: str | None = None,
        html: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        if markdown is not None:
            self.browser.setMarkdown(markdown)
        else:
            self.browser.setHtml(html or "")
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
