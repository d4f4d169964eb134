"""The words a screen reader says for the thing the keyboard focuses on the table.

The scene knows cards and piles only; this reads the viewer's ``PlayerView`` (through the
controller) and the viewer's arrangement to say "Seven of hearts, wild, in your hand, 4 of 9".
Behind the pass screen there is no viewer: only public words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rummy_desktop.engine import Card
from rummy_desktop.tabletop import describe
from rummy_desktop.tabletop.arrangement import Arrangement
from rummy_desktop.tabletop.describe import TableSpeech
from rummy_desktop.ui.table.accessibility import table_name

if TYPE_CHECKING:
    from rummy_desktop.engine.view import PlayerView
    from rummy_desktop.ui.play.controller import GameController


class TableDescriber:
    """``describer(kind, key) -> (name, description)`` for the scene's keyboard stops."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller

    def __call__(self, kind: str, key: object) -> tuple[str, str]:
        name, description = self._words(kind, key)
        held = self.controller.scene.keys.held
        if held is None or not held[1] and held[0] != "stock":
            return name, description
        # Carrying cards: say what is held, and whether it may be put down here and why not.
        view = self.controller.view()
        source, cards = held
        if source == "stock":
            #: A screen reader, while the stock's top card is carried: {name} is the focus.
            return TableSpeech.tr(
                "{name}. Holding the top of the stock", name=name
            ), self._drop_words(kind, key)
        held_cards = [describe.card_in_view(view, c) for c in cards] if view else []
        #: A screen reader, while cards are carried: {name} is the focus, {cards} the cards
        #: held, joined by ", ".
        holding = TableSpeech.tr("{name}. Holding {cards}", name=name, cards=", ".join(held_cards))
        return holding, self._drop_words(kind, key)

    def _drop_words(self, kind: str, key: object) -> str:
        verdict = self.controller.scene.keys.drop_verdict()
        if verdict is None:
            return TableSpeech.tr("Esc puts it back")
        ok, reason = verdict
        if ok:
            return TableSpeech.tr("Space puts it down here; Esc puts it back")
        said = describe.spoken(reason or TableSpeech.tr("It cannot go here"))
        #: A screen reader: why the carried card cannot be put down here ({why}).
        return TableSpeech.tr("{why}; Esc puts it back", why=said)

    def objects(self, things: Sequence[tuple[str, object]]) -> list[tuple[str, str] | None]:
        """The words of each thing on the table as objects a screen reader browses
        (``ui/table/accessible.py``): behind the pass screen no card and no seat at all."""
        view = self.controller.view()
        if view is None:
            return [None if kind in ("card", "seat") else _public(kind) for kind, _ in things]
        return [self._words(kind, key, view) for kind, key in things]

    def _words(self, kind: str, key: object, view: PlayerView | None = None) -> tuple[str, str]:
        c = self.controller
        if view is None:
            view = c.view()
        if view is None:
            return _public(kind)
        names = c.names
        hand = c.scene.hand
        if kind == "card" and isinstance(key, Card):
            if key in hand.row:
                return describe.hand_card(view, key, hand.row.index(key) + 1, len(hand.row))
            for i, group in enumerate(hand.staged, start=1):
                if key in group:
                    return describe.staged_card(
                        view, key, i, list(group).index(key) + 1, len(group)
                    )
            return describe.card_in_view(view, key), ""
        if kind == "stock":
            return describe.stock_words(view)
        if kind == "discard":
            return describe.discard_words(view, names)
        if kind == "meld" and isinstance(key, int):
            return describe.meld_words_spoken(view, names, key)
        if kind == "stage":
            return describe.stage_words(len(hand.staged))
        if kind == "seat" and isinstance(key, int):
            return describe.seat_full(view, names, key), ""
        return _public(kind)

    @staticmethod
    def words(text: str) -> str:
        """A line of the game's words as spoken ("take the K♥" → "take the King of hearts")."""
        return describe.spoken(text)

    def situation(self) -> list[str]:
        """The F2 reading: everything the person at the screen may know now."""
        c = self.controller
        view = c.view()
        if view is None:
            return [
                TableSpeech.tr("The cards are hidden: pass the computer on, then show your hand.")
            ]
        hand = c.scene.hand
        groups = _row_groups(hand) + [list(g) for g in hand.staged]
        return describe.situation(view, c.names, groups, c.status())


def _row_groups(hand: Arrangement) -> list[list[Card]]:
    """The hand row as the player arranged it: split where Arrange left its gaps."""
    groups: list[list[Card]] = [[]]
    for card in hand.row:
        groups[-1].append(card)
        if card in hand.breaks:
            groups.append([])
    return [g for g in groups if g]


def _public(kind: str) -> tuple[str, str]:
    words = {
        #: A screen reader's name for the stock (the face-down pile).
        "stock": TableSpeech.tr("Stock"),
        "discard": TableSpeech.tr("Discard pile"),
        "meld": TableSpeech.tr("A meld"),
        "stage": TableSpeech.tr("Lay-down area"),
    }
    return words.get(kind, table_name()), ""
