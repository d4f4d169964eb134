"""How to play, cut into paragraph-sized units for translation: the English page reads as
before, the rule book and its marked units agree, and each marked section comes out in the
player's language (the pseudo-locale leaves no English; German, French and Spanish read)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from rummy_desktop.i18n.pseudo import untranslated as left_over
from rummy_desktop.ui.dialogs.help import contract_rounds_markdown, how_to_play_markdown
from rummy_desktop.ui.dialogs.help_play import NETWORK_HELP, USING_THE_WINDOW
from rummy_desktop.ui.dialogs.help_rules import (
    SHARED_SECTION,
    rules_markdown_path,
    split_sections,
    translated,
    units,
    without_house_rule_tables,
)
from rummy_desktop.ui.dialogs.rules_text import MARKED
from rummy_desktop.wording import GAME_NAMES

BOOK = split_sections(rules_markdown_path().read_text(encoding="utf-8"))  # type: ignore[union-attr]
# The rule book's sections the window shows: each game's own, and the shared rules.
SHOWN = [*GAME_NAMES.values(), SHARED_SECTION]
PAGES = {
    "window: hillbilly": USING_THE_WINDOW["hillbilly"],
    "window: three-thirteen": USING_THE_WINDOW["three-thirteen"],
    "network": NETWORK_HELP,
    **{title: without_house_rule_tables(BOOK[title]) for title in MARKED},
}


def shown(markdown: str) -> str:
    """What a player reads of a Markdown page (as the Help dialog shows it)."""
    doc = QTextDocument()
    doc.setMarkdown(markdown)
    return doc.toPlainText()


@pytest.mark.parametrize("title", list(MARKED))
def test_the_rule_book_and_its_marked_units_agree(title):
    assert [u.text for u in units(without_house_rule_tables(BOOK[title]))] == list(MARKED[title])


@pytest.mark.parametrize("title", SHOWN)
def test_cut_into_units_and_put_together_a_section_reads_as_before(qapp, title):
    section = without_house_rule_tables(BOOK[title])
    assert shown(translated(section)) == shown(section)


def test_a_list_item_keeps_its_nested_list_and_a_table_its_rows():
    cut = units(
        "1. Draw:\n   - one\n   - two\n2. Discard, wrapped\n   on two lines.\n\n| a |\n|---|"
    )
    assert [(u.prefix, u.text) for u in cut] == [
        ("1. ", "Draw:\n   - one\n   - two"),
        ("2. ", "Discard, wrapped on two lines."),
        ("", "| a |\n|---|"),
    ]


@pytest.mark.parametrize("name", list(PAGES))
def test_in_the_pseudo_locale_a_marked_section_leaves_no_english(qapp, speak, name):
    speak("pseudo")
    text = shown(translated(PAGES[name]))
    assert text and left_over(text) is None, left_over(text)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("de", "Regeln für beide Spiele"),
        ("fr", "Règles communes aux deux jeux"),
        ("es", "Reglas para los dos juegos"),
    ],
)
def test_the_shared_rules_read_in_each_language(qapp, speak, code, words):
    speak(code)
    page = how_to_play_markdown("hillbilly")
    assert f"## {words}" in page and "## Rules for both games" not in page


@pytest.mark.parametrize(
    ("code", "two", "one"),
    [
        ("de", "über diese 2 Runden:", "über diese 1 Runde:"),
        ("fr", "mais en ces 2 manches", "mais en 1 manche"),
        ("es", "en estas 2 rondas:", "en esta 1 ronda:"),
    ],
)
def test_a_contract_game_of_its_own_counts_its_rounds_in_the_language(speak, code, two, one):
    round_ = {"deal": 7, "sets": [3, 3], "runs": []}
    assert "over these 2 rounds:" in "\n".join(
        contract_rounds_markdown("hillbilly", {"contracts": [round_, round_]})
    )
    speak(code)
    assert two in "\n".join(contract_rounds_markdown("hillbilly", {"contracts": [round_, round_]}))
    assert one in "\n".join(contract_rounds_markdown("hillbilly", {"contracts": [round_]}))


@pytest.mark.parametrize(
    ("variant", "changed"),
    [("hillbilly", {"deuces_wild": True}), ("three-thirteen", {}), ("three-thirteen", None)],
)
def test_the_whole_page_of_a_game_leaves_no_english_in_the_pseudo_locale(
    qapp, speak, variant, changed
):
    speak("pseudo")
    text = shown(how_to_play_markdown(variant, changed))
    assert left_over(text) is None, left_over(text)
