"""Reading card names: linear in the number of cards, and a bad name is quoted short."""

from __future__ import annotations

from typing import Any

import pytest

from rummy_desktop.engine import CardError, parse_card, parse_cards
from rummy_desktop.engine import cards as cards_module
from tests.engine.said import said


def count_cards_made(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count every Card the cards module constructs (a cost measure, not a clock)."""
    made = [0]
    real = cards_module.Card

    def counting(*args: Any, **kwargs: Any) -> Any:
        made[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(cards_module, "Card", counting)
    return made


@pytest.mark.parametrize("n", [1_000, 4_000])
def test_many_copies_of_one_card_are_read_in_linear_work(
    monkeypatch: pytest.MonkeyPatch, n: int
) -> None:
    made = count_cards_made(monkeypatch)
    hand = parse_cards(["7H"] * n + ["7Hc"])
    assert len({c.copy for c in hand}) == n + 1
    # Trying copies from 0 for each card made n * n / 2 cards: 8 million for 4,000 sevens.
    assert made[0] <= 4 * (n + 1)


def test_copies_without_a_letter_fill_the_free_copies_in_order() -> None:
    hand = parse_cards("7H 7H 7Ha 7H 7Hc 7H JK JKb JK")
    assert [c.full_code for c in hand] == ["7Hb", "7Hd", "7Ha", "7He", "7Hc", "7Hf"] + [
        "JKa",
        "JKb",
        "JKc",
    ]


@pytest.mark.parametrize("name", ["Z" * 10_000_000, "<h1 style='color:red'>" + "7" * 100_000])
def test_a_huge_bad_name_is_quoted_short(name: str) -> None:
    with pytest.raises(CardError) as info:
        parse_card(name)
    assert len(said(info.value)) < 140
    assert "characters)" in said(info.value)
