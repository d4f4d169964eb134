"""The one sanitiser: what a file's text becomes before anybody sees or prints it."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummy_desktop.plain_text import (
    clean_name,
    for_markdown,
    for_mnemonic,
    name_key,
    printable,
    printable_lines,
    table_names,
)

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
HOSTILE = "\x1b[2J\x9b31m\x07\x00\x7f\u2028\u2029\ud800" + BIDI


@given(st.text(max_size=200))
def test_printed_text_holds_no_control_no_direction_mark_and_no_line_break(text: str) -> None:
    out = printable(text)
    for c in out:
        assert unicodedata.category(c) not in ("Cc", "Cs", "Zl", "Zp"), repr(c)
        assert c not in BIDI
    out.encode("utf-8")  # a lone surrogate from a JSON file would stop a print


def test_each_hostile_character_is_written_out_so_the_reader_sees_it() -> None:
    out = printable("Ann" + HOSTILE)
    assert out.startswith("Ann\\x1b[2J\\x9b31m\\x07\\x00\\x7f\\u2028\\u2029\\ud800\\u202a")
    assert out.endswith("\\u061c")
    assert printable("Chloé 🂡 مرحبا") == "Chloé 🂡 مرحبا"  # letters of any script stay
    assert printable("👩\u200d👧") == "👩\u200d👧"  # an emoji sequence keeps its joiner


def test_a_report_keeps_its_lines_and_loses_its_escapes() -> None:
    assert printable_lines("one\x1b[31m\ntwo\r") == "one\\x1b[31m\ntwo\\r"


def test_markdown_text_is_literal() -> None:
    for text in ("[x](http://e.org)", "<a href='x'>y</a>", "**b**", "# h", "www.e.org", "`c`"):
        out = for_markdown(text)
        assert all(c.isalnum() or c in " \\" or out[i - 1] == "\\" for i, c in enumerate(out))
    assert for_mnemonic("A&B\x1b") == "A&&B\\x1b"


def test_a_name_as_it_enters_has_no_hidden_characters() -> None:
    assert clean_name("\u202eAnn\u200b  Lee\x9b\n") == "Ann Lee"
    assert clean_name("Ａｎｎ") == "Ａｎｎ"  # shown as typed: only the key folds it
    assert clean_name("\u200b\u202e") == ""


def test_names_that_look_alike_have_one_key() -> None:
    alike = ["Ann", "ANN", "Ａｎｎ", "A\u200bnn", "An\u202en", " ann ", "A\u00adnn", "Ann\ufe0f"]
    assert {name_key(n) for n in alike} == {"ann"}
    assert name_key("Ann  Lee") == name_key("ann lee")
    assert name_key("Ann") != name_key("Anne")


def test_a_table_keeps_its_names_unique_and_you_to_a_person() -> None:
    names, changes = table_names(
        ["You", "you", "A\u200bda", "Ada", "\u202e", "Nobody"],
        [True, False, False, False, False, False],
    )
    assert names == ["You", "Computer 2", "Ada", "Ada (2)", "Computer 5", "Computer 6"]
    assert [c.seat for c in changes] == [1, 2, 3, 4, 5]
    assert changes[1].sentence() == (
        "Seat 3's name 'A\\u200bda' is shown as 'Ada': it held characters that do not print "
        "(controls, invisible or direction marks)."
    )
    assert (
        changes[2].sentence()
        == "Seat 4's name 'Ada' is shown as 'Ada (2)': seat 3 is called that too."
    )
    assert "a computer player cannot be called 'you'" in changes[0].sentence()


def test_with_two_people_at_the_table_you_names_nobody() -> None:
    # A new player's pass: seat 1 left at "You" beside a second person, whose screen then
    # read "You drew from the stock" and "from You" of the other one.
    names, changes = table_names(["You", "Ada", "Bob"], [True, False, True])
    assert names == ["Player 1", "Ada", "Bob"]
    assert changes[0].refusal() == (
        "Seat 1 cannot be called 'You': with two or more people at the table, each reads "
        "'You' for their own seat."
    )
    assert changes[0].sentence() == (
        "Seat 1's name 'You' is shown as 'Player 1': with two or more people at the table, "
        "each reads 'You' for their own seat."
    )
    assert table_names(["Bob", "YOU", "Player 2"], [True, True, False])[0] == [
        "Bob",
        "Player 2",
        "Player 2 (2)",
    ]
    assert table_names(["You", "Ada"], [True, False]) == (["You", "Ada"], [])  # one person
    # Names from many tables (the statistics' players) keep "You".
    assert table_names(["You", "Bob"], [True, True], one_table=False)[0] == ["You", "Bob"]


def test_a_computer_cannot_be_you_in_another_script_or_width() -> None:
    names, _ = table_names(["Ann", "Ｙｏｕ"], [True, False])
    assert names == ["Ann", "Computer 2"]


@pytest.mark.parametrize(
    "name",
    ["Y\u043eu", "\u13a9ou", "You\u2800", "\u2800You"],
    ids=["cyrillic-o", "cherokee-y", "braille-blank-after", "braille-blank-before"],
)
def test_a_computer_cannot_be_you_in_look_alike_letters_or_with_a_blank(name: str) -> None:
    names, _ = table_names(["Ann", name], [True, False])
    assert names == ["Ann", "Computer 2"]


def test_names_alike_in_another_script_have_one_key() -> None:
    assert name_key("\u0410nn") == name_key("Ann")
    names, _ = table_names(["Ann", "\u0410nn"], [True, True])
    assert names[1] == "\u0410nn (2)"


def test_a_renamed_seat_never_takes_a_later_or_earlier_name() -> None:
    names, _ = table_names(
        ["Computer 2", "You", "Ann", "ann", "Ann (2)"], [True, False, True, True, True]
    )
    assert len({name_key(n) for n in names}) == 5
    assert names[:2] == ["Computer 2", "Computer 2 (2)"]


@given(st.lists(st.text(max_size=50), min_size=2, max_size=8), st.data())
def test_any_table_gets_unique_clean_names_of_at_most_forty_characters(names, data) -> None:
    humans = data.draw(st.lists(st.booleans(), min_size=len(names), max_size=len(names)))
    out, _ = table_names(names, humans)
    assert len({name_key(n) for n in out}) == len(out)
    for name, human in zip(out, humans, strict=True):
        assert 0 < len(name) <= 40 and clean_name(name) == name
        assert human or name_key(name) != "you"
        assert sum(humans) < 2 or name_key(name) != "you"  # each person's own word
    assert table_names(names, humans)[0] == out  # deterministic


def test_a_name_only_composed_differently_is_not_reported_as_renamed() -> None:
    names, changes = table_names(["Zoe\u0301", "Ada"], [True, False])
    assert names[0] == "Zo\u00e9"
    assert changes == []


@pytest.mark.parametrize(
    "name",
    ["\u3164You", "You\u115f", "Y\U00016fe4ou", "You\U000e0100", "You\u2800\u2800"],
    ids=["hangul-filler", "choseong-filler", "khitan-filler", "variation-selector", "braille"],
)
def test_a_blank_that_prints_nothing_is_dropped_from_a_name(name: str) -> None:
    assert clean_name(name) == "You"
    names, changes = table_names(["Ann", name], [True, False])
    assert names == ["Ann", "Computer 2"] and changes[0].kind == "reserved"


def test_the_look_alike_key_still_ignores_case_and_keeps_different_letters_apart() -> None:
    assert name_key("Ian") == name_key("IAN") == name_key("ian")
    assert name_key("Ann") != name_key("Ana") and name_key("Zoé") != name_key("Zoe")
    assert name_key("Rn") == name_key("m")  # r and n side by side read as m
    # A name in a script of its own keeps its own key, apart from a Latin one.
    assert name_key("\u041c\u0430\u0440\u0438\u044f") != name_key("Maria")
    assert table_names(["\u041c\u0430\u0440\u0438\u044f", "Maria"], [True, True])[0] == [
        "\u041c\u0430\u0440\u0438\u044f",
        "Maria",
    ]


def test_the_look_alike_table_reads_the_gzipped_copy_the_app_bundle_carries(
    tmp_path, monkeypatch
) -> None:
    import gzip
    import importlib.resources as res

    import confusable_homoglyphs

    from rummy_desktop import look_alike

    raw = (res.files(confusable_homoglyphs) / "confusables.json").read_bytes()
    (tmp_path / "confusables.json.gz").write_bytes(gzip.compress(raw))
    plain = dict(look_alike._prototypes())
    look_alike._prototypes.cache_clear()
    monkeypatch.setattr(look_alike.resources, "files", lambda _package: tmp_path)
    try:
        assert look_alike._prototypes() == plain and plain
    finally:
        look_alike._prototypes.cache_clear()
