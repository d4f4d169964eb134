"""The seat rows of New Game and Preferences: each name follows who plays the seat.

A seat switched to a person loses a computer's name ("Ada" becomes "Player 3"), and one
switched to a computer a person's ("You" or "Player 3" becomes the next free computer name);
a name the player typed stays. With two or more people at the table "You" names nobody (each
of them reads "You" for their own seat): a person's seat called "You" is given "Player N",
and gets its name back when it is again the only person's seat. ``accept`` still refuses a
"You" typed beside a second person (``match.setup.name_problem``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox

from ...match.setup import computers_name, free_name, person_name, persons_name
from ...plain_text import YOU, name_key

Row = tuple[QComboBox, QLineEdit]  # who plays the seat (None: a person), and its name


class SeatNames(QObject):
    """Keeps the names of ``rows`` (the first ``spin.value()`` in play) fit for their seats."""

    def __init__(self, rows: Sequence[Row], spin: QSpinBox, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows = list(rows)
        self.spin = spin
        self.given: dict[int, tuple[str, str]] = {}  # row: (its name before, the one given)
        for i, (kind, _edit) in enumerate(self.rows):
            kind.currentIndexChanged.connect(lambda _at, row=i: self._kind_changed(row))
        spin.valueChanged.connect(lambda _count: self.settle())
        self.settle()

    def _in_play(self) -> list[Row]:
        return self.rows[: self.spin.value()]

    def _taken(self, but: int) -> set[str]:
        return {edit.text().strip() for i, (_k, edit) in enumerate(self._in_play()) if i != but}

    def _kind_changed(self, row: int) -> None:
        kind, edit = self.rows[row]
        name = edit.text().strip()
        self.given.pop(row, None)
        if kind.currentData() is None and computers_name(name):
            edit.setText(person_name(row, self._taken(row)))
        elif kind.currentData() is not None and persons_name(name):
            edit.setText(free_name(self._taken(row)))
        self.settle()

    def settle(self) -> None:
        """ "You" for no seat beside a second person; back to one person, their name again."""
        people = [i for i, (kind, _e) in enumerate(self._in_play()) if kind.currentData() is None]
        if len(people) > 1:
            for i in people:
                edit = self.rows[i][1]
                if name_key(edit.text()) == name_key(YOU):
                    new = person_name(i, self._taken(i))
                    self.given[i] = (edit.text(), new)
                    edit.setText(new)
            return
        for i in people:
            before, new = self.given.get(i, ("", ""))
            if new and self.rows[i][1].text() == new:
                self.rows[i][1].setText(before)
        self.given.clear()
