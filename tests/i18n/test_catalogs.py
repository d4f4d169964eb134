"""The translation files: well formed, complete, up to date with the code, every placeholder
kept; the pseudo-locale generated from them; every built .qm file loads."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from rummy_desktop.i18n import plural_forms
from rummy_desktop.i18n.pseudo import pseudo, untranslated
from tests.conftest import translations_tool

tool = translations_tool()
TS_FILES = sorted(tool.TS_DIR.glob("rummy_desktop_*.ts"))
TRANSLATED = [tool.ts_path(code) for code in tool.TRANSLATED]
FIELD = re.compile(r"\{[A-Za-z_]\w*(?::[A-Za-z]+)?\}")  # {card}, {rank:a}
MNEMONIC = re.compile(r"&(?!&)(?=\S)")
TAG = re.compile(r"<[^<>]*>")


def messages(path: Path):
    """(context, message element) of a .ts file."""
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def placeholders(text: str) -> tuple:
    """What the code fills in or Qt reads: fields, %n, %1, tags, the mnemonic's presence."""
    text = text.replace("&&", "")
    return (
        sorted(FIELD.findall(text)),
        "%n" in text,
        sorted(re.findall(r"%L?\d", text)),
        sorted(TAG.findall(text)),
        bool(MNEMONIC.search(re.sub(r"&(#\d+|[A-Za-z]+);", "", text))),
    )


def shown_length(text: str) -> int:
    """About as many characters as the text shows: no tags, a field one character."""
    return len(FIELD.sub("x", TAG.sub("", text)).replace("%n", "x"))


def test_every_language_has_its_file():
    assert set(TRANSLATED) == {p for p in TS_FILES if "pseudo" not in p.name}
    assert all(path.is_file() for path in TRANSLATED)


@pytest.mark.parametrize("path", TS_FILES, ids=lambda p: p.name)
def test_every_ts_file_is_well_formed(path):
    root = ET.parse(path).getroot()  # raises on XML that is not well formed
    assert root.tag == "TS" and root.get("language")
    assert list(messages(path)), "no messages"


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: p.name)
def test_every_message_is_translated_none_unfinished_or_obsolete(path):
    bad = []
    for context, message in messages(path):
        source = message.findtext("source")
        kind = message.find("translation").get("type")
        said = forms(message)
        if kind is not None or not all(s.strip() for s in said):
            bad.append(f"{context}: {source!r} is {kind or 'empty'}")
        if message.get("numerus") == "yes" and len(said) != 2:  # German, French, Spanish
            bad.append(f"{context}: {source!r} has {len(said)} plural forms, not 2")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: p.name)
def test_every_translation_keeps_the_placeholders_of_its_source(path):
    bad = []
    for context, message in messages(path):
        source = message.findtext("source")
        for said in forms(message):
            if placeholders(said) != placeholders(source):
                bad.append(f"{context}: {source!r} -> {said!r}")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: p.name)
def test_the_ts_files_are_what_make_translations_makes_from_the_code(path, tmp_path):
    """lupdate over the package changes nothing: every sentence the code marks is in every
    .ts file (translated, by the test above) and none is left that the code dropped. A
    failure here: run `make translations`, then translate what it added."""
    copy = tmp_path / path.name
    shutil.copy2(path, copy)
    tool.lupdate([copy])
    assert copy.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")


def test_the_pseudo_locale_marks_every_string_and_keeps_its_placeholders(tmp_path):
    out = tool.write_pseudo(TRANSLATED[0], tmp_path / "pseudo.ts")
    count = 0
    for context, message in messages(out):
        source = message.findtext("source")
        said = forms(message)
        english = [source]
        if message.get("numerus") == "yes":
            english = list(plural_forms(source))  # English's forms: one, and the rest
            assert len(said) == 2, source
        for text, form in zip(said, english, strict=True):
            count += 1
            assert text.startswith("[") and text.endswith("~]"), text
            assert placeholders(text) == placeholders(source), f"{context}: {source!r} {text!r}"
            assert shown_length(text) >= 1.4 * shown_length(form), text
            assert untranslated(text) is None, f"{text!r} has plain words"
    assert count >= len(list(messages(TRANSLATED[0])))


def test_the_pseudo_locale_keeps_what_qt_and_the_code_read():
    assert pseudo("S&ound") == "[Š&oûñð~~]"  # the mnemonic letter stays the key to press
    assert pseudo("Fish && chips") == "[Ƒîšĥ && çĥîþš~~~~~]"
    assert pseudo("%1 of %L2, %n left") == "[%1 öƒ %L2, %n ļëƒţ~~~~~~]"
    assert pseudo("<b>{rule}</b>&nbsp;on") == "[<b>{rule}</b>&nbsp;öñ~~]"
    assert pseudo("") == ""


@pytest.mark.parametrize("code", ["de", "fr", "es", "pseudo"])
def test_every_built_qm_file_loads_and_answers(built_translations, code):
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(built_translations / tool.qm_name(code)))
    assert not translator.isEmpty()
    said = translator.translate("Menus", "&Game")
    expected = {"de": "&Spiel", "fr": "&Partie", "es": "&Partida", "pseudo": pseudo("&Game")}
    assert said == expected[code]
    plural = [translator.translate("RuleWords", "%n player(s)", None, n) for n in (1, 3)]
    assert (
        plural
        == {
            "de": ["%n Spieler", "%n Spieler"],
            "fr": ["%n joueur", "%n joueurs"],
            "es": ["%n jugador", "%n jugadores"],
            "pseudo": [pseudo("%n player"), pseudo("%n players")],
        }[code]
    )
