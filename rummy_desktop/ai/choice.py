"""A move a bot considered: the action, its score (lower is better) and the reason in words."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Action


@dataclass(frozen=True, slots=True)
class Choice:
    action: Action
    score: float
    reason: str


def ranked(choices: list[Choice]) -> list[Choice]:
    """Best first; ties keep the order the moves were listed in (stable, so reproducible)."""
    return sorted(choices, key=lambda c: c.score)
