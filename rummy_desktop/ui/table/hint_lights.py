"""The hint on the table: its cards (in the hand, the discard, a meld) and piles lit until
the table changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rummy_desktop.engine import Card
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.table.plan import TablePlan, is_stock_key


class HintLights:
    def __init__(
        self,
        plan: Callable[[], TablePlan],
        item: Callable[[object], CardItem | None],
        pile: Callable[[str], Any],
    ) -> None:
        self._plan, self._item, self._pile = plan, item, pile
        self.keys: frozenset[object] = frozenset()  # the lit cards, until the table changes
        self.piles: tuple[str, ...] = ()

    def one_card_of(self, cards: Sequence[Card]) -> list[Card]:
        """The one card of ``cards`` the hint lit (a hand's: "discard the K♠"), or none."""
        lit = [k for k in self.keys if isinstance(k, Card) and k in cards]
        return lit if len(lit) == 1 else []

    def show(self, cards: Sequence[Card], piles: Sequence[str] = ()) -> None:
        """Light ``cards`` and ``piles`` ("stock", "discard", "meld:ID")."""
        self.clear()
        keys: list[object] = list(cards)
        if "stock" in piles:  # the pile's own outline lies under its cards: mark the top card
            layers = [k for k in self._plan().slots if is_stock_key(k)]
            top = max(layers, default=None, key=lambda k: k[1])
            if top is not None:
                keys.append(top)
        self.keys = frozenset(keys)
        self.piles = tuple(piles)
        for key in self.keys:
            item = self._item(key)
            if item is not None:
                item.set_flags(hinted=True)
        for name in self.piles:
            marker = self._pile(name)
            if marker is not None:
                marker.set_highlight("hint")

    def clear(self) -> None:
        for key in self.keys:
            item = self._item(key)
            if item is not None:
                item.set_flags(hinted=False)
        for name in self.piles:
            marker = self._pile(name)
            if marker is not None and marker.highlight == "hint":
                marker.set_highlight(None)
        self.keys, self.piles = frozenset(), ()
