"""Help: how to play (the current game's rules and house rules from docs/rules.md), keyboard
shortcuts, and About (credits and licences, including the card art notice), each in the
player's language."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rummy_desktop import APP_NAME
from rummy_desktop.i18n import Words
from rummy_desktop.tabletop.rule_words import FLAGS, describe_changes, describe_value, flag_words

from ...plain_text import for_markdown
from ...wording import GAME_NAMES, game_name, shown_game_name
from .help_play import NETWORK_HELP, USING_THE_WINDOW
from .help_rules import HelpRules, rule_sections, translated

if TYPE_CHECKING:
    from ...engine import RuleSet


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
    (
        HelpKeys.tr_noop("Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y"),
        HelpKeys.tr_noop("Undo your last move / redo it"),
    ),
    (
        HelpKeys.tr_noop("Ctrl+wheel, Ctrl++ / Ctrl+-"),
        HelpKeys.tr_noop("Larger / smaller cards (View ▸ Card size)"),
    ),
    ("F11", HelpKeys.tr_noop("Full screen")),
    (HelpKeys.tr_noop("Ctrl+Q"), HelpKeys.tr_noop("Quit")),
)


def house_rules_markdown(variant: str) -> str:
    """Every house rule of ``variant`` as the New Game dialog names it, with its default."""
    from ...engine import RuleSet
    from .house_rules import flag_names

    defaults = RuleSet.preset(variant)
    groups: dict[str, list[str]] = {}
    for name in flag_names(variant):
        if name not in FLAGS:
            continue
        info = flag_words(name)
        default = describe_value(name, getattr(defaults, name))
        #: One house rule on the How to play page: its name, what it does, its default value.
        line = HelpRules.tr(
            "**{rule}**: {explain} *Default: {default}.*",
            rule=info.label,
            explain=info.explain,
            default=default,
        )
        groups.setdefault(info.group, []).append(f"- {line}")
    lines = [
        "## " + HelpRules.tr("House rules"),
        "",
        HelpRules.tr("Choose them in Game ▸ New Game ▸ House rules."),
        "",
    ]
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
    columns = (
        #: A column of the table of a contract game's rounds: the round's number.
        HelpRules.tr("Round"),
        HelpRules.tr("Cards dealt"),
        #: A column of the table of a contract game's rounds: the melds the round asks for.
        HelpRules.tr("Contract"),
        #: A column of the table of a contract game's rounds: how many buys a player has.
        HelpRules.tr("Buys"),
    )
    #: A table's name for its own rounds, a file's name: never a link.
    title = HelpRules.tr("This game: {name}", name=for_markdown(shown_game_name(rules)))
    lines = [
        f"## {title}",
        "",
        HelpRules.tr(
            "It is played like {game} below, but over these %n round(s):",
            None,
            rules.rounds,
            game=game_name("hillbilly"),
        ),
        "",
        "| " + " | ".join(columns) + " |",
        "|---|---|---|---|",
    ]
    for r in range(1, rules.rounds + 1):
        contract = round_words(rules, r)
        if rules.all_at_once(r):
            #: A round of a contract game played all at once: {contract} is its melds.
            contract = HelpRules.tr(
                "{contract} — laid down and gone out all at once", contract=contract
            )
        lines.append(f"| {r} | {rules.cards_dealt(r)} | {contract} | {rules.buy_limit(r)} |")
    return [*lines, ""]


def how_to_play_markdown(
    variant: str, changed: dict[str, Any] | None = None, rules: RuleSet | None = None
) -> str:
    """The rules of ``variant`` as Markdown for the player, in the player's language: the
    house rules this game changes, how to play in the window, the rules, and every house rule
    in the dialog's words."""
    lines = ["# " + HelpRules.tr("How to play {game}", game=game_name(variant)), ""]
    if changed is not None and ("contracts" in changed or "contract_name" in changed):
        lines += contract_rounds_markdown(variant, changed)
        changed = {k: v for k, v in changed.items() if k not in ("contracts", "contract_name")}
    if changed is not None:
        if changed:
            lines.append("**" + HelpRules.tr("House rules in this game:") + "**")
            lines.append("")
            lines += [f"- {line}" for line in describe_changes(changed, rules)]
        else:
            lines.append(
                HelpRules.tr("This game plays the standard rules, with no house rules changed.")
            )
        lines.append("")
    lines.append(translated(USING_THE_WINDOW[variant]))
    lines.append("")
    lines.append(translated(NETWORK_HELP))
    lines.append("")
    sections = rule_sections(GAME_NAMES[variant])
    if not sections:
        lines.append(HelpRules.tr("The rules page is missing from this installation."))
        return "\n".join(lines)
    for section in sections:
        lines.append(translated(section))
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
