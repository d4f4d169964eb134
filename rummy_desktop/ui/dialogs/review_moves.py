"""The review window's list of moves, described as they are shown.

Describing a move builds the view of the seat that played it, which copies the round's
history: a save of 100,000 moves in one round took about 40 s to describe whole on the
window's thread. The list view asks this model only for the rows it shows (with uniform
row heights it never measures the others), so a move is described the first time its row
comes into view and kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QBrush, QColor

from ...coach import Decision, loss_text
from ...review import GameReview
from .coach_panel import MARK_COLOURS, MARK_SIGNS, mark_name

Index = QModelIndex | QPersistentModelIndex


class MoveList(QAbstractListModel):
    """Row 0 is the deal, row ``i`` the ``i``-th action; a judged move carries its mark."""

    def __init__(self, review: GameReview) -> None:
        super().__init__()
        self.review = review
        self.by_move: Mapping[int, Decision] = {}
        self._texts: dict[int, str] = {}
        # Every row is this tall (the list's font, two lines): a long move wraps instead of
        # being cut, and the view still measures no row (uniform sizes). 0: one line.
        self.row_height = 0

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name)
        return 0 if parent.isValid() else len(self.review)

    def text(self, row: int) -> str:
        """The move in words, described once."""
        text = self._texts.get(row)
        if text is None:
            described = self.review.describe(row)
            text = self._texts[row] = f"{row}. {described}" if row else described
        return text

    def set_marks(self, by_move: Mapping[int, Decision]) -> None:
        """Show the coach's marks (``by_move``: decision by action index, 0-based)."""
        self.by_move = by_move
        if len(self.review):
            roles = [
                Qt.ItemDataRole.DisplayRole,
                Qt.ItemDataRole.ForegroundRole,
                Qt.ItemDataRole.ToolTipRole,
            ]
            self.dataChanged.emit(self.index(0), self.index(len(self.review) - 1), roles)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = index.row()
        decision = self.by_move.get(row - 1)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if decision is None:
                return self.text(row)
            tail = f"   {MARK_SIGNS[decision.mark]} {mark_name(decision.mark)}"
            if decision.mark != "best":
                tail += f" −{loss_text(decision.loss)}"
            return self.text(row) + tail
        if role == Qt.ItemDataRole.ForegroundRole:
            if decision is None or decision.mark in ("best", "good"):
                return None
            return QBrush(QColor(MARK_COLOURS[decision.mark]))
        if role == Qt.ItemDataRole.ToolTipRole:
            return None if decision is None else decision.reason
        if role == Qt.ItemDataRole.SizeHintRole and self.row_height:
            return QSize(1, self.row_height)  # as wide as the list: its text wraps
        return None
