"""The viewer's hand as laid out on the table: the hand row, the staged melds, the selection.

One immutable value, replaced whole by every local move, so no move can leave a card in a list
nobody shows (a drop onto a staged card once did). Every method returns a new arrangement
holding exactly the same cards: each card is once in the row or in one staged meld. No Qt.

>>> from rummy_desktop.engine import parse_cards
>>> a, b, c, d = parse_cards("7H 7S 7D KS")
>>> hand = Arrangement.of([a, b, c, d]).staged_into([a], None).staged_into([b], 0)
>>> [[x.code for x in g] for g in hand.staged], [x.code for x in hand.row]
([['7H', '7S']], ['7D', 'KS'])
>>> [x.code for x in hand.reordered([a], 0).row]
['7H', '7D', 'KS']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rummy_desktop.engine import Card


@dataclass(frozen=True)
class Arrangement:
    row: tuple[Card, ...] = ()  # the hand row, left to right
    staged: tuple[tuple[Card, ...], ...] = ()  # the lay-down area's melds being built
    selection: tuple[Card, ...] = ()  # in the order the player picked them
    breaks: frozenset[Card] = frozenset()  # row cards after which a gap shows (Arrange's melds)

    @classmethod
    def of(cls, hand: Iterable[Card]) -> Arrangement:
        return cls(row=tuple(hand))

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card: the row, then each staged meld."""
        return self.row + tuple(c for group in self.staged for c in group)

    def where(self, card: Card) -> int | None:
        """The staged meld holding ``card``, or None (in the row, or not held)."""
        return next((i for i, group in enumerate(self.staged) if card in group), None)

    def where_all(self, cards: Iterable[Card]) -> int | None:
        """The staged meld holding every one of ``cards``, or None."""
        places = {self.where(c) for c in cards}
        return places.pop() if len(places) == 1 else None

    def synced(
        self,
        hand: Sequence[Card] | None,
        key: Callable[[Card], Any] | None = None,
        restage: Sequence[Sequence[Card]] = (),
    ) -> Arrangement:
        """The same layout for the cards now held: cards gone leave, new ones join the row's
        right end; the row keeps the player's order. With ``key`` (the hand is kept sorted)
        cards joining a row in that order go where they sort (a whole new hand is sorted by
        whoever deals it). A group of ``restage``
        whose cards all come back (a lay-down undone) is staged again as it was.

        >>> from rummy_desktop.engine import parse_cards
        >>> three, five, nine = parse_cards("3H 5S 9D")
        >>> [c.code for c in Arrangement.of([three, nine]).synced([three, nine, five]).row]
        ['3H', '9D', '5S']
        >>> sorted_in = Arrangement.of([three, nine]).synced([three, nine, five], lambda c: c.rank)
        >>> [c.code for c in sorted_in.row]
        ['3H', '5S', '9D']
        """
        if hand is None:
            return Arrangement()
        held = set(hand)
        staged = tuple(g for g in (tuple(c for c in g if c in held) for g in self.staged) if g)
        placed = {c for g in staged for c in g}
        row = tuple(c for c in self.row if c in held and c not in placed)
        known = placed | set(row)
        new = [c for c in hand if c not in known]
        for group in restage:
            if group and all(c in new for c in group):
                staged += (tuple(group),)
                new = [c for c in new if c not in group]
        if key is not None and row and new and list(row) == sorted(row, key=key):
            row = tuple(sorted(row + tuple(new), key=key))  # sorted() is stable: ties keep order
        else:
            row += tuple(new)
        selection = tuple(c for c in self.selection if c in held)
        breaks = frozenset(c for c in self.breaks if c in row[:-1])
        return Arrangement(row, staged, selection, breaks)

    def _without(self, cards: Iterable[Card]) -> tuple[list[Card], list[list[Card]]]:
        gone = set(cards)
        row = [c for c in self.row if c not in gone]
        groups = [[c for c in g if c not in gone] for g in self.staged]
        return row, groups

    def staged_into(self, cards: Sequence[Card], group: int | None) -> Arrangement:
        """Move ``cards`` (from the row or any staged meld) to the end of staged meld
        ``group`` (an index before the move), or into a new one with None. A meld left
        empty goes away. The selection is done with."""
        held = set(self.cards)
        cards = [c for c in cards if c in held]
        if not cards or (group is not None and group == self.where_all(cards)):
            return self  # dropped back on its own meld: nothing moves
        row, groups = self._without(cards)
        if group is not None and 0 <= group < len(groups):
            groups[group] += cards
        else:
            groups.append(list(cards))
        staged = tuple(tuple(g) for g in groups if g)
        return Arrangement(tuple(row), staged, ())  # the row's groups are broken up

    def reordered(self, cards: Sequence[Card], index: int | None) -> Arrangement:
        """Put ``cards`` into the row before position ``index`` of the row as it stands
        (None: at the right end), taking them out of any staged meld."""
        held = set(self.cards)
        cards = [c for c in cards if c in held]
        if not cards:
            return self
        moving = set(cards)
        before = self.row[:index] if index is not None else self.row
        at = sum(1 for c in before if c not in moving)
        row, groups = self._without(cards)
        row[at:at] = cards
        staged = tuple(tuple(g) for g in groups if g)
        return replace(self, row=tuple(row), staged=staged, breaks=frozenset())

    def unstaged(self) -> Arrangement:
        """Every staged card back to the row's right end."""
        return replace(self, row=self.cards, staged=(), breaks=frozenset())

    def sorted_row(self, key: Callable[[Card], Any]) -> Arrangement:
        return replace(self, row=tuple(sorted(self.row, key=key)), breaks=frozenset())

    def grouped(self, groups: Sequence[Sequence[Card]]) -> Arrangement:
        """These groups first in the row, in order, a gap after each; the rest keep their
        order after them."""
        held = set(self.row)
        kept = [[c for c in g if c in held] for g in groups]
        kept = [g for g in kept if g]
        first = [c for g in kept for c in g]
        chosen = set(first)
        row = tuple(first) + tuple(c for c in self.row if c not in chosen)
        breaks = frozenset(g[-1] for g in kept if g[-1] != row[-1])
        return replace(self, row=row, breaks=breaks)

    def gaps(self) -> set[int]:
        """The row positions after which a gap shows."""
        return {i for i, c in enumerate(self.row[:-1]) if c in self.breaks}

    def toggled(self, card: Card, only: bool = False) -> Arrangement:
        """Select or unselect ``card``; with ``only``, it alone (or nothing, if it was)."""
        if only:
            selection: tuple[Card, ...] = () if self.selection == (card,) else (card,)
        elif card in self.selection:
            selection = tuple(c for c in self.selection if c != card)
        else:
            selection = self.selection + (card,)
        return replace(self, selection=selection)

    def selected_in_order(self) -> tuple[Card, ...]:
        """The selected cards in the order they lie on the table (row, then staged)."""
        chosen = set(self.selection)
        return tuple(c for c in self.cards if c in chosen)

    def problem(self, hand: Sequence[Card]) -> str | None:
        """None when this holds exactly ``hand``, each card once; else what is wrong."""
        cards = self.cards
        if len(cards) != len(set(cards)):
            return "a card is in two places"
        if set(cards) != set(hand) or len(cards) != len(hand):
            return f"{len(cards)} cards laid out for a hand of {len(hand)}"
        return None


@dataclass(frozen=True)
class LaidMelds:
    """Staged melds that left the hand whole (laid down), kept through the round for the same
    person: an undo that gives their cards back stages them again as they were."""

    round_no: int = -1
    melds: tuple[tuple[Card, ...], ...] = ()

    def seen(
        self, before: Arrangement, held: Sequence[Card] | None, round_no: int, same_viewer: bool
    ) -> LaidMelds:
        """What to remember once the hand went from ``before`` to ``held``."""
        gone = set(before.cards) - set(held or ())
        laid = tuple(g for g in before.staged if g and all(c in gone for c in g))
        if same_viewer and laid:
            return LaidMelds(round_no, laid)
        if same_viewer and round_no == self.round_no:
            return self
        return LaidMelds()  # another person's hand, or a new round: nothing to give back
