"""Help: how to play (the current game's rules and house rules from docs/rules.md), keyboard
shortcuts, and About (credits and licences, including the card art notice)."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rummy_desktop import APP_NAME
from rummy_desktop.i18n import Words
from rummy_desktop.tabletop.rule_words import FLAGS, describe_changes, describe_value

from ...plain_text import for_markdown
from ...wording import GAME_NAMES
from ..resources import resource_path

GAME_SECTIONS = GAME_NAMES  # the one spelling, in wording
SHARED_SECTION = "Rules for both games"


class HelpKeys(Words):
    """Help ▸ Keyboard shortcuts, and the keys on the accessibility page (a translation context)."""


# Each key as the keyboard names it and what it does, marked here and translated where shown.
# A key with a name in words is marked too ("Space" is "Leertaste", "Ctrl" "Strg" on a German
# keyboard); a letter, an arrow or F1 is the same in every language.
SHORTCUTS = (
    (HelpKeys.tr_noop("Ctrl+N"), HelpKeys.tr_noop("New game")),
    (HelpKeys.tr_noop("Ctrl+O / Ctrl+S"), HelpKeys.tr_noop("Open / save a game")),
    ("D", HelpKeys.tr_noop("Draw from the stock")),
    ("T", HelpKeys.tr_noop("Take the top discard")),
    (
        "X",
        HelpKeys.tr_noop("Discard the selected card (or the card the keyboard is on)"),
    ),
    ("L", HelpKeys.tr_noop("Lay down the staged melds")),
    ("G", HelpKeys.tr_noop("Go out (Three Thirteen)")),
    ("B / P", HelpKeys.tr_noop("Buy / pass when a card is offered")),
    ("R / S", HelpKeys.tr_noop("Sort your hand by rank / by suit")),
    ("A", HelpKeys.tr_noop("Arrange your hand into melds")),
    ("H", HelpKeys.tr_noop("Hint")),
    ("← → ↑ ↓", HelpKeys.tr_noop("Move between your cards and the piles")),
    (
        HelpKeys.tr_noop("Space"),
        HelpKeys.tr_noop(
            "Pick up the card you are on / put it down where you are: on the lay-down area a new"
            " group, on a group's card that group (a note by the ring says which). When the ring"
            " is hidden, the first Space or Enter shows it"
        ),
    ),
    (
        HelpKeys.tr_noop("Enter"),
        HelpKeys.tr_noop(
            "Draw or take from the pile you are on, or select the card; put down a held card"
        ),
    ),
    (
        HelpKeys.tr_noop("Esc"),
        HelpKeys.tr_noop(
            "Back out of a half-made move: the card you hold, then the selection, then the melds"
            " you are building"
        ),
    ),
    (
        "F2",
        HelpKeys.tr_noop("Read the whole situation aloud (with a screen reader)"),
    ),
    (
        "O",
        HelpKeys.tr_noop(
            "Go to the next player's seat: their cards left, melds and score (arrows lead back)"
        ),
    ),
    (
        HelpKeys.tr_noop("Tab / Shift+Tab"),
        HelpKeys.tr_noop("Move between the table, the buttons and Table Talk"),
    ),
    ("F1", HelpKeys.tr_noop("How to play")),
    (
        HelpKeys.tr_noop("Ctrl+,"),
        HelpKeys.tr_noop(
            "Preferences (the four-colour deck, the large index, the high-contrast table)"
        ),
    ),
    (
        HelpKeys.tr_noop("Ctrl+click, Shift+click"),
        HelpKeys.tr_noop("Select several cards to drag together"),
    ),
    (
        HelpKeys.tr_noop("Double-click"),
        HelpKeys.tr_noop("The stock: draw. A card in your hand: discard it"),
    ),
    (HelpKeys.tr_noop("Ctrl+Z / Ctrl+Shift+Z"), HelpKeys.tr_noop("Undo your last move / redo it")),
    (
        HelpKeys.tr_noop("Ctrl+wheel, Ctrl++ / Ctrl+-"),
        HelpKeys.tr_noop("Larger / smaller cards (View ▸ Card size)"),
    ),
    ("F11", HelpKeys.tr_noop("Full screen")),
    (HelpKeys.tr_noop("Ctrl+Q"), HelpKeys.tr_noop("Quit")),
)

# How the window is played, in the order a turn goes; shown before the rules of each game.
USING_THE_WINDOW = {
    "hillbilly": """
## Playing in the window

- **Draw**: drag the top card of the stock into your hand, or double-click the stock (key D).
  To take the top discard instead, drag it into your hand (key T).
- **Your hand**: drag cards left and right to order them, or press **Sort by rank**,
  **Sort by suit** or **Arrange** (which puts a contract you hold first).
- **Build your contract**: drag cards from your hand into the **lay-down area** under the piles.
  Each group you drop there is a meld being built; drop a card onto a group to add it to that
  group, or onto the hand to take it back. Under each group a line says whether it is a set or
  a run yet. Hold Ctrl and click several cards to drag them together.
- **Lay down**: when the groups meet the round's contract, **Lay down** lights up: press it (L).
- **Lay off**: once you are down, drag a card onto any meld on the table; on a run, drop it on
  the end where it goes. The meld lights green when the card fits, red with the reason when not.
- **Swap a wild**: drag the card a wild stands for onto that wild in a meld; the game asks
  where the wild will go.
- **Buy**: when a thrown card may be bought, a box beside the table offers it to you alone:
  **Buy** (B) or **Pass** (P). In hot seat, the card is offered when the player in turn draws
  from the stock: the computer goes to each person who may buy it, then back to the player in
  turn to finish; the pass screen says so each time.
- **Discard**: drag a card onto the discard pile, or double-click it, or select it and press X.
  Your turn ends.
- **Go out**: in rounds 1 to 9 you are out when your last card is laid off or discarded; in
  round 10 you lay down every card but one and discard it, all in one move.
- **Hint**: press **Hint** (H): it says what it would do and why, and lights the cards.
- **Undo** (Ctrl+Z) takes back your last move, and the computers' moves after it; **Redo**
  (Ctrl+Shift+Z) plays it again. Undo never goes back over a card the stock showed you (your
  draw from the stock, a penalty card with a bought card, a card another player drew and then
  showed, a reshuffled stock): the cards would come again in the same order, so undoing would
  be a peek. Nor does it go back past a round's scoring or, in hot seat, the hand-over.
  A game with an undo counts as played with help. At a network table there is no undo at all:
  every move there is final.

Every move can be made with the keyboard too: see Help ▸ Keyboard shortcuts.
""",
    "three-thirteen": """
## Playing in the window

- **Draw**: drag the top card of the stock into your hand, or double-click the stock (key D).
  To take the top discard instead, drag it into your hand (key T).
- **Your hand**: drag cards left and right to order them, or press **Sort by rank**,
  **Sort by suit** or **Arrange**, which groups your best melds first. A star marks the round's
  wild cards.
- **Discard**: drag a card onto the discard pile, or double-click it, or select it and press X.
  Your turn ends.
- **Go out**: when every card but one fits into melds, **Go out** lights up. Click the card to
  throw away (or the game picks one) and press **Go out** (G).
- **Hint**: press **Hint** (H): it says what it would do and why, and lights the cards.
- **Undo** (Ctrl+Z) takes back your last move, and the computers' moves after it; **Redo**
  (Ctrl+Shift+Z) plays it again. Undo never goes back over a card the stock showed you (your
  draw from the stock, a penalty card with a bought card, a card another player drew and then
  showed, a reshuffled stock): the cards would come again in the same order, so undoing would
  be a peek. Nor does it go back past a round's scoring or, in hot seat, the hand-over.
  A game with an undo counts as played with help. At a network table there is no undo at all:
  every move there is final.

Every move can be made with the keyboard too: see Help ▸ Keyboard shortcuts.
""",
}
# A network table (Game ▸ Host a table…, Join a table…), said on both games' pages.
NETWORK_HELP = """
## Playing over the network

- **Host a table** (Game ▸ Host a table…): choose the game, the house rules and the seats as in
  New Game. The first person's seat is yours; each other person's seat waits for somebody who
  joins; computers play theirs. Tell the others the **table code**. The lobby shows who has
  joined; press **Start the game** when you are ready (computers play the seats still free).
- **Join a table** (Game ▸ Join a table…): tables on your local network are listed; pick one,
  or type the host's address (such as 192.168.1.20:8765), then the code and your name.
- Each person plays on their own screen and sees only their own cards. Table Talk says who is at
  the table and who comes and goes; type a line under it and press Enter to chat.
- There is no undo at a network table, and the game is kept by the host (Save is for games
  played here).
- If your connection to the host drops, the status line says so at once and it is tried
  again for a minute; your moves wait until "Connected again".
- **If the app stops while you host** (a crash, a power cut), start it again: it asks whether
  to host your table again, on the same port with the same code. The others come back by
  themselves if their windows are still trying (for a minute); a computer plays for anyone
  who is not back. Quitting on purpose (Quit, New Game or Open while you host) asks first and
  closes the table for everyone: it is not kept.
"""


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


def _without_house_rule_tables(section: str) -> str:
    """A rules section without its house-rule tables: those name each rule as a ``--rules``
    file does; the window lists them in the New Game dialog's words instead."""
    section = re.split(r"(?m)^### .*house rules\s*$", section)[0]
    return section.split("**House rules for both games.**")[0]


def house_rules_markdown(variant: str) -> str:
    """Every house rule of ``variant`` as the New Game dialog names it, with its default."""
    from ...engine import RuleSet
    from .house_rules import flag_names

    defaults = RuleSet.preset(variant)
    groups: dict[str, list[str]] = {}
    for name in flag_names(variant):
        info = FLAGS.get(name)
        if info is None:
            continue
        default = describe_value(name, getattr(defaults, name))
        groups.setdefault(info.group, []).append(
            f"- **{info.label}**: {info.explain} *Default: {default}.*"
        )
    lines = ["## House rules", "", "Choose them in Game ▸ New Game ▸ House rules.", ""]
    for group, rules in groups.items():
        lines += [f"### {group}", "", *rules, ""]
    return "\n".join(lines)


def contract_rounds_markdown(variant: str, changed: dict[str, Any]) -> list[str]:
    """The rounds of a contract game of its own, as a table (before the standard rules)."""
    from ...engine import RulesError, RuleSet
    from ...wording import round_words

    try:
        rules = RuleSet.from_overrides(variant, 2, changed)
    except RulesError:
        return []
    lines = [
        f"## This game: {for_markdown(rules.game_name)}",  # a file's name: never a link
        "",
        f"It is played like Hillbilly Rummy below, but over these {rules.rounds} rounds:",
        "",
        "| Round | Cards dealt | Contract | Buys |",
        "|---|---|---|---|",
    ]
    for r in range(1, rules.rounds + 1):
        once = " — laid down and gone out all at once" if rules.all_at_once(r) else ""
        lines.append(
            f"| {r} | {rules.cards_dealt(r)} | {round_words(rules, r)}{once} | "
            f"{rules.buy_limit(r)} |"
        )
    return [*lines, ""]


def how_to_play_markdown(variant: str, changed: dict[str, Any] | None = None) -> str:
    """The rules of ``variant`` as Markdown for the player: the house rules this game changes,
    how to play in the window, the rules, and every house rule in the dialog's words."""
    path = rules_markdown_path()
    lines = [f"# How to play {GAME_SECTIONS[variant]}", ""]
    if changed is not None and ("contracts" in changed or "contract_name" in changed):
        lines += contract_rounds_markdown(variant, changed)
        changed = {k: v for k, v in changed.items() if k not in ("contracts", "contract_name")}
    if changed is not None:
        if changed:
            lines.append("**House rules in this game:**")
            lines.append("")
            lines += [f"- {line}" for line in describe_changes(changed)]
        else:
            lines.append("This game plays the standard rules, with no house rules changed.")
        lines.append("")
    lines.append(USING_THE_WINDOW[variant].strip())
    lines.append("")
    lines.append(NETWORK_HELP.strip())
    lines.append("")
    if path is None:
        lines.append("The rules page is missing from this installation.")
        return "\n".join(lines)
    sections = split_sections(path.read_text(encoding="utf-8"))
    for title in (GAME_SECTIONS[variant], SHARED_SECTION):
        if title in sections:
            text = _without_house_rule_tables(sections[title])
            lines.append(text.rstrip().removesuffix("---").rstrip())
            lines.append("")
    lines.append(house_rules_markdown(variant))
    return "\n".join(lines)


class HelpAbout(Words):
    """Help ▸ About (a translation context)."""


def about_html(version: str) -> str:
    """Help ▸ About: what the game is, the card art's notice, what it is built with."""
    built_with = "".join(
        f"<li>{escape(item)}</li>"
        for item in (
            HelpAbout.tr("Qt 6 and PySide6 (Qt for Python), GNU LGPL v3"),
            HelpAbout.tr("pydantic, MIT licence"),
            HelpAbout.tr("platformdirs, MIT licence"),
            HelpAbout.tr(
                "confusable_homoglyphs, MIT licence, with Unicode's confusables data (Unicode"
                " licence)"
            ),
            HelpAbout.tr("Python, PSF licence"),
        )
    )
    blurb = HelpAbout.tr(
        "Hillbilly Rummy and Three Thirteen for the desktop: play against computer players or"
        " with friends on one computer."
    )
    art = HelpAbout.tr(
        "The cards are <b>SVG-cards</b> {art_version} by David Bellot and contributors, shipped"
        " unmodified under the GNU Lesser General Public License 2.1. The licence and the list of"
        " authors come with the game, in its resources folder; you may replace the card file"
        " with any modified version of it, as the licence allows.",
        art_version="4.0.2",
    )
    rules = HelpAbout.tr(
        "The games follow the rules families play at the table; where tables disagree, the"
        " choice is a house rule you can make in the New Game dialog. Help ▸ How to play has"
        " them all."
    )
    art_title, built_title = HelpAbout.tr("Card art"), HelpAbout.tr("Built with")
    rules_title = HelpAbout.tr("Rules")
    # (lupdate reads no call inside an f-string: every text is asked for above.)
    return f"""
<h2>{APP_NAME} {escape(version)}</h2>
<p>{escape(blurb)}</p>
<h3>{escape(art_title)}</h3>
<p>{art}</p>
<h3>{escape(built_title)}</h3>
<ul>
{built_with}
</ul>
<h3>{escape(rules_title)}</h3>
<p>{escape(rules)}</p>
"""


def shortcuts_html() -> str:
    """Help ▸ Keyboard shortcuts, in the player's language."""
    rows = "".join(
        f"<tr><td><b>{escape(HelpKeys.tr(k))}</b></td><td>{escape(HelpKeys.tr(v))}</td></tr>"
        for k, v in SHORTCUTS
    )
    title = escape(HelpKeys.tr("Keyboard shortcuts"))
    return f"<h2>{title}</h2><table cellpadding='4'>{rows}</table>"


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
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
