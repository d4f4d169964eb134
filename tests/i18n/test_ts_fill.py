"""tools/ts_fill.py: after a merge, the entries one branch translated are taken into the .ts
files the other branch's side left (tools/translations.py merge)."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

PATH = Path(__file__).resolve().parents[2] / "tools" / "ts_fill.py"


def _tool():
    spec = importlib.util.spec_from_file_location("ts_fill", PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ts(context: str, *messages: str) -> str:
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de_DE">'
        f"<context><name>{context}</name>{''.join(messages)}</context></TS>"
    )


def _msg(source: str, translation: str | None, numerus: bool = False) -> str:
    attr = ' numerus="yes"' if numerus else ""
    if translation is None:
        return f'<message{attr}><source>{source}</source><translation type="unfinished"></translation></message>'
    return f"<message{attr}><source>{source}</source><translation>{translation}</translation></message>"


def _translations(text: str) -> dict[str, tuple[str | None, str]]:
    root = ET.fromstring(text)
    return {
        m.findtext("source"): (
            m.find("translation").get("type"),
            "".join(m.find("translation").itertext()),
        )
        for m in root.iter("message")
    }


def test_an_entry_the_other_branch_translated_is_taken_and_ours_are_kept():
    ours = _ts("Menus", _msg("Open", "Öffnen"), _msg("Save", None), _msg("Quit", None))
    theirs = _ts("Menus", _msg("Open", "Aufmachen"), _msg("Save", "Speichern"))
    text, filled, left = _tool().fill(ours, [theirs])
    got = _translations(text)
    assert got["Open"] == (None, "Öffnen")  # ours already translated: kept
    assert got["Save"] == (None, "Speichern")
    assert got["Quit"] == ("unfinished", "")  # nobody translated it: still to do
    assert (filled, left) == (1, 1)


def test_a_renamed_context_and_a_plural_are_found_by_their_source():
    plural = "<numerusform>%n Karte</numerusform><numerusform>%n Karten</numerusform>"
    ours = _ts("CoachPanelWords", _msg("%n card(s)", None, numerus=True))
    theirs = _ts("CoachWords", _msg("%n card(s)", plural, numerus=True))
    text, filled, left = _tool().fill(ours, [theirs])
    forms = [f.text for f in ET.fromstring(text).iter("numerusform")]
    assert forms == ["%n Karte", "%n Karten"] and (filled, left) == (1, 0)
    # a singular entry with the same source is another sentence: not taken for the plural
    text, filled, left = _tool().fill(ours, [_ts("CoachWords", _msg("%n card(s)", "Karte"))])
    assert (filled, left) == (0, 1)
