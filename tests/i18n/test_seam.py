"""The translation seam: English as written until a translator is installed; whole sentences
with named fields and plurals; a translator's slip never shows a broken sentence."""

from __future__ import annotations

import pytest

from rummy_desktop import i18n
from rummy_desktop.i18n import Words, english, fill, translate


class SeamTest(Words):
    """This test's words."""


@pytest.fixture
def backend():
    """Install a fake translator (a dict by (context, text)); none again afterwards."""
    table: dict[tuple[str, str], str] = {}

    def fake(context: str, text: str, disambiguation: str | None, n: int) -> str:
        said = table.get((context, text), text)  # Qt's answer for a text it lacks: the text
        return said.replace("%n", str(n)) if n >= 0 else said

    i18n.install(fake)
    yield table
    i18n.install(None)


def test_without_a_translator_a_sentence_is_its_english():
    assert not i18n.installed()
    assert translate("Any", "&New Game…") == "&New Game…"
    assert SeamTest.tr("{who} drew.", who="Ann") == "Ann drew."
    assert SeamTest.tr("%n card(s) left", None, 0) == "0 cards left"
    assert SeamTest.tr("%n card(s) left", None, 1) == "1 card left"
    assert SeamTest.tr("%n match(es) for {who}", None, 3, who="Bo") == "3 matches for Bo"


def test_the_english_plural_keeps_brackets_that_are_not_an_ending():
    assert english("(%n) round(s)", 2) == "(2) rounds"
    assert english("Score (points)", 1) == "Score (points)"  # no letter before the bracket
    assert english("a (s)tring", -1) == "a (s)tring"  # not a plural message: as written


def test_a_translator_is_asked_under_the_contexts_name(backend):
    backend[("SeamTest", "{who} drew.")] = "{who} hat gezogen."
    backend[("SeamTest", "%n card(s) left")] = "noch %n Karten"
    assert SeamTest.tr("{who} drew.", who="Ann") == "Ann hat gezogen."
    assert SeamTest.tr("%n card(s) left", None, 5) == "noch 5 Karten"
    assert translate("Other", "{who} drew.") == "{who} drew."  # another context: not found


def test_a_text_the_translator_lacks_keeps_the_english_plural(backend):
    """Qt answers a missing plural with the source and the number put in ("1 card(s)"):
    the seam gives the English form instead."""
    assert SeamTest.tr("%n card(s) left", None, 1) == "1 card left"
    assert SeamTest.tr("%n card(s) left", None, 2) == "2 cards left"


def test_a_translation_naming_a_field_the_code_lacks_falls_back_to_english(backend):
    backend[("SeamTest", "{who} drew.")] = "{wer} hat gezogen."  # a translator's slip
    assert SeamTest.tr("{who} drew.", who="Ann") == "Ann drew."


def test_fields_are_filled_once_and_never_read_as_templates():
    assert fill("{a} and {b}", {"a": "{b}", "b": "x"}) == "{b} and x"
    assert fill('a table like {"4": 3}', {}) == 'a table like {"4": 3}'
    assert fill("{missing}", {"other": 1}) is None


def test_a_context_is_named_by_its_class_and_never_like_qts_own():
    assert "SeamTest" in i18n.contexts()
    with pytest.raises(TypeError, match="does not start with Q"):

        class QLooksLikeQt(Words):
            pass


def test_tr_noop_marks_and_returns_the_text_as_it_is():
    assert SeamTest.tr_noop("Blue lattice") == "Blue lattice"
