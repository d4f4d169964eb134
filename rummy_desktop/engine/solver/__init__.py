"""Exact solvers: Three Thirteen arrangements and Hillbilly contract lay-downs."""

from .contract import find_going_out_laydown, find_laydown
from .three_thirteen import (
    Arrangement,
    best_arrangement,
    go_out_discards,
    is_meld,
    min_penalty,
    stand_ins,
)

__all__ = [
    "Arrangement",
    "best_arrangement",
    "find_going_out_laydown",
    "find_laydown",
    "go_out_discards",
    "is_meld",
    "min_penalty",
    "stand_ins",
]
