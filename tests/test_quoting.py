"""Quoted data in messages: one short printable line, whatever the data."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rummy_desktop.plain_text import shows
from rummy_desktop.quoting import MAX_QUOTE, quote, shorten


@given(st.text(max_size=500))
def test_a_shortened_text_is_one_short_printable_line(text: str) -> None:
    out = shorten(text)
    assert all(shows(c) for c in out)
    # Each kept character may become an escape of at most 10 characters (\U0010ffff).
    assert len(out) <= 10 * MAX_QUOTE
    if text.isprintable() and len(text) <= MAX_QUOTE:
        assert out == text


def test_a_huge_text_keeps_its_ends_and_says_how_long_it_was() -> None:
    text = "<h1 style='color:red'>" + "x" * 10_000_000 + "</h1>"
    out = quote(text)
    assert out.startswith("'<h1 style='") and out.endswith("</h1>' (10000027 characters)")
    assert len(out) < 80


def test_direction_overrides_and_escapes_are_written_out() -> None:
    # U+202E would show the rest of the message backwards; ESC starts a terminal sequence.
    assert quote("ok\u202etxt.exe\x1b[2J") == "'ok\\u202etxt.exe\\x1b[2J'"


def test_numbers_of_any_size_are_described_without_converting_them() -> None:
    assert quote(7) == "7"
    assert quote(10**100_000) == "a number of about 100001 digits"
    assert quote(-(10**45)) == "-100000000000000000…0000000000000000000 (46 digits)"
    assert quote(1.5) == "1.5"
    assert quote(None) == "None"
    assert quote(["a"] * 10**6) == "a list"


def test_sizes_are_written_in_readable_units() -> None:
    from rummy_desktop.quoting import size_text

    assert [size_text(n) for n in (0, 1, 999, 1_000, 1_500, 12_345, 200_000)] == [
        "0 bytes",
        "1 byte",
        "999 bytes",
        "1 KB",
        "1.5 KB",
        "12.3 KB",
        "200 KB",
    ]
    assert [size_text(n) for n in (1_000_000, 3_456_789, 20_000_000, 10**12)] == [
        "1 MB",
        "3.46 MB",
        "20 MB",
        "1 TB",
    ]


@given(st.integers(min_value=1, max_value=10**15), st.integers(min_value=1, max_value=10**15))
def test_a_size_over_its_limit_never_reads_as_the_limit(size: int, limit: int) -> None:
    from rummy_desktop.quoting import size_over

    if size <= limit:
        return
    text = size_over(size, limit)
    shown, _, rest = text.partition("; the limit is ")
    assert rest and shown != rest and not rest.startswith("0 ")


def test_a_file_name_byte_that_is_not_utf8_is_shown_as_that_byte() -> None:
    # os.fsdecode(b"\xff.rummy") on POSIX: the byte kept as a lone surrogate.
    assert shorten("\udcff.rummy") == "\\xff.rummy"
