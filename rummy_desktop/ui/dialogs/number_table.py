"""A small grid of number boxes for a house rule that is a table of numbers (decks for each
number of players, buys in each round, what each kind of card scores).

Each entry has its own box with its own bounds, so the table cannot be written wrongly: no
free text to get the format of.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget


class NumberTable(QWidget):
    """``entries``: (key, caption) pairs shown as "caption [n]" in ``columns`` columns."""

    changed = Signal()

    def __init__(
        self,
        entries: Sequence[tuple[object, str]],
        low: int,
        high: int,
        columns: int = 4,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(3)
        self.boxes: dict[object, QSpinBox] = {}
        for i, (key, caption) in enumerate(entries):
            row, col = divmod(i, columns)
            label = QLabel(caption)
            box = QSpinBox()
            box.setRange(low, high)
            box.setAccessibleName(caption)
            label.setBuddy(box)
            box.valueChanged.connect(self._changed)
            grid.addWidget(label, row, 2 * col)
            grid.addWidget(box, row, 2 * col + 1)
            self.boxes[key] = box

    def _changed(self, _value: int) -> None:
        self.changed.emit()

    def value(self) -> dict[object, int]:
        return {key: box.value() for key, box in self.boxes.items()}

    def set_value(self, value: Mapping[object, int]) -> None:
        for key, box in self.boxes.items():
            if key in value:
                box.setValue(int(value[key]))
